import DesignFoundation

/// The gallery's KioskUI page: stacks, text styles, shapes, gradients, symbols, shadows and
/// effects, written as SwiftUI code (the DF components join it with issue #7).
struct UIShowcase: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            HStack {
                Text("Kiosk").font(.largeTitle.bold())
                Spacer()
                Image(systemName: "wifi").font(.title2).foregroundStyle(.green)
                Image(systemName: "bell.fill").font(.title2).foregroundStyle(.orange)
                Text("12:45").font(.title3.monospacedDigit()).foregroundStyle(.secondary)
            }
            HStack(alignment: .top, spacing: 16) {
                card(title: "Orders", value: "128", symbol: "cart.fill", colors: [.blue, .indigo])
                card(title: "Waiting", value: "7", symbol: "clock", colors: [.orange, .pink])
                card(title: "Ready", value: "21", symbol: "checkmark.circle.fill", colors: [.green, .teal])
                card(title: "Alerts", value: "2", symbol: "exclamationmark.triangle.fill", colors: [.red, .purple])
            }
            HStack(spacing: 16) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Type scale").font(.headline)
                    Text("Title 28").font(.title)
                    Text("Body 17 — the quick brown fox").font(.body)
                    Text("Footnote 13, secondary").font(.footnote).foregroundStyle(.secondary)
                    Text("Caption 12 with a longer line that wraps onto a second line within its column")
                        .font(.caption).lineLimit(2)
                }
                .padding(16)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(RoundedRectangle(cornerRadius: 16).fill(Color.white).shadow(radius: 8, y: 3))
                VStack(spacing: 12) {
                    Text("Shapes and effects").font(.headline)
                    HStack(spacing: 14) {
                        Circle().fill(
                            RadialGradient(
                                colors: [.yellow, .orange, .red], center: .center, startRadius: 2, endRadius: 34)
                        )
                        .frame(width: 60, height: 60)
                        Capsule().stroke(Color.blue, style: StrokeStyle(lineWidth: 3, dash: [8, 5])).frame(
                            width: 90, height: 44)
                        RoundedRectangle(cornerRadius: 10).fill(Color.purple).frame(width: 44, height: 44)
                            .rotationEffect(.degrees(20))
                        RoundedRectangle(cornerRadius: 10)
                            .fill(LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom))
                            .overlay(Text("3D").font(.headline).foregroundStyle(.white))
                            .frame(width: 56, height: 44)
                            .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
                        ZStack {
                            Circle().fill(Color.blue).frame(width: 44, height: 44).offset(x: -10)
                            Circle().fill(Color.green).frame(width: 44, height: 44).offset(x: 10)
                        }
                        .compositingGroup().opacity(0.6)
                    }
                    Text("Dashes, gradients, rotation, a 3-D turn, compositing").font(.caption).foregroundStyle(
                        .secondary)
                }
                .padding(16)
                .frame(maxWidth: .infinity)
                .background(RoundedRectangle(cornerRadius: 16).fill(Color.white).shadow(radius: 8, y: 3))
            }
            Divider()
            HStack {
                ForEach(
                    [
                        "house", "magnifyingglass", "person.crop.circle", "gearshape", "trash", "square.and.arrow.up",
                        "eye.slash", "calendar",
                    ], id: \.self
                ) { name in
                    Image(systemName: name).font(.title2).foregroundStyle(.blue).frame(maxWidth: .infinity)
                }
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(hex: 0xF2F2F7))
    }

    func card(title: String, value: String, symbol: String, colors: [Color]) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: symbol).font(.title2).foregroundStyle(.white)
            Text(value).font(.largeTitle.bold()).foregroundStyle(.white)
            Text(title).font(.subheadline).foregroundStyle(.white.opacity(0.85))
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 18).fill(
                LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
        )
        .shadow(color: Color.black.opacity(0.18), radius: 10, y: 4)
    }
}
