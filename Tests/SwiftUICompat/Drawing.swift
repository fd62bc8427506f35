import DesignFoundation

/// A custom shape written against a rect at the origin, with the C library's trigonometry.
struct Star: Shape {
    var points: Int = 5
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.width / 2, y: rect.height / 2)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.4
        var path = Path()
        for i in 0..<(points * 2) {
            let angle = Double(i) * .pi / Double(points) - .pi / 2
            let r = i % 2 == 0 ? outer : inner
            let p = CGPoint(x: center.x + CGFloat(cos(angle)) * r, y: center.y + CGFloat(sin(angle)) * r)
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}

struct Wave: Shape {
    var amplitude: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        for x in stride(from: 0, through: rect.width, by: 4) {
            let y = rect.midY + amplitude * sin(Double(x) / rect.width * 2 * .pi)
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.midY))
        path.addCurve(
            to: CGPoint(x: 0, y: rect.maxY), control1: CGPoint(x: rect.width * 0.66, y: rect.maxY + 10),
            control2: CGPoint(x: rect.width * 0.33, y: rect.maxY - 10))
        path.closeSubpath()
        return path
    }
}

struct Gauge: View {
    var value: Double
    var body: some View {
        ZStack {
            Path { p in
                p.addArc(
                    center: CGPoint(x: 60, y: 60), radius: 50, startAngle: .degrees(135), endAngle: .degrees(45),
                    clockwise: false)
            }
            .stroke(Color.gray, lineWidth: 8)
            Path { p in
                p.move(to: CGPoint(x: 60, y: 60))
                p.addLine(to: CGPoint(x: 60 + 40 * cos(.pi * value), y: 60 - 40 * sin(.pi * value)))
            }
            .stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round))
            Star().fill(Color.yellow).frame(width: 20, height: 20)
        }
        .frame(width: 120, height: 120)
        .rotationEffect(.degrees(floor(value * 10)))
    }
}

struct DrawingScreen: View {
    var body: some View {
        VStack {
            Gauge(value: sqrt(0.25))
            Wave(amplitude: pow(2, 3)).fill(Color.blue).frame(height: 60)
            Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8)
                .fill(Color.green)
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect.width > 0
                ? Text("bounded") : Text("empty")
        }
    }
}

// Text helpers that return Text, styled texts joined with +, text case and scaling.
func label(_ name: String, value: Double) -> Text {
    Text(name).foregroundColor(.secondary) + Text(" ") + Text("\(value, specifier: "%.0f")").bold().monospacedDigit()
}

struct Headline: View {
    var body: some View {
        VStack(alignment: .leading) {
            label("Cups", value: 42)
            Text("Sale").font(.headline).italic().underline().strikethrough(true, color: .red).kerning(1.5)
            Text("closing soon").textCase(.uppercase)
            Text("A very long headline that must fit").lineLimit(1).minimumScaleFactor(0.5)
        }
    }
}

/// Blend modes as apps use them: a tinted photo, a glow, text that reads on any colour.
struct BlendedBadge: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
            Circle().fill(Color.white).frame(width: 40).blendMode(.overlay)
            Text("SALE").font(.largeTitle.bold()).foregroundColor(.white).blendMode(.difference)
            Canvas { context, size in
                context.blendMode = .screen
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.yellow))
                context.blendMode = .plusLighter
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            }
        }
        .compositingGroup()
        .blendMode(.multiply)
    }
}

/// Blur and masks as apps use them: a frosted placeholder, a fading edge, a circular avatar.
struct SoftEdges: View {
    var body: some View {
        VStack {
            Image(systemName: "person.fill").resizable().frame(width: 60, height: 60).mask(Circle())
            Text("Loading").blur(radius: 3)
            Rectangle().fill(Color.blue).frame(height: 40)
                .mask {
                    LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
                }
            Color.gray.blur(radius: 8, opaque: true).mask(alignment: .top) { RoundedRectangle(cornerRadius: 8) }
        }
    }
}
