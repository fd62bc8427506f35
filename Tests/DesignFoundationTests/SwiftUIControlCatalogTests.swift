import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

/// Each of SwiftUI's standard controls once, in its common configurations, as an app writes
/// them: the goldens show what every one looks like in a theme.
struct ControlCatalog: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var bold = true
    @State private var volume: Float = 0.3
    @State private var copies = 2
    @State private var name = "Ada"
    @State private var search = ""
    @State private var password = "secret"
    @State private var size = 1
    @State private var flavor = "Mint"
    @State private var when = Date(timeIntervalSince1970: 1_795_989_845)

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 10) {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
                Toggle("Bold", isOn: $bold).toggleStyle(.button)
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3")
                }
                Stepper("Copies \(copies)", value: $copies, in: 1...9)
                ProgressView("Upload", value: 0.6)
                HStack(spacing: 16) {
                    ProgressView()
                    ProgressView(value: 0.25).progressViewStyle(.circular)
                    Label("Favourites", systemImage: "star")
                }
                TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                TextField("Search", text: $search).textFieldStyle(.plain)
                SecureField("Password", text: $password)
            }
            .frame(width: 280)
            VStack(alignment: .leading, spacing: 10) {
                Picker("Size", selection: $size) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                .pickerStyle(.segmented)
                Picker("Flavour", selection: $flavor) {
                    Text("Mint").tag("Mint")
                    Text("Lemon").tag("Lemon")
                }
                .pickerStyle(.menu)
                DatePicker("Delivery", selection: $when, displayedComponents: [.date])
                Menu("Actions") {
                    Button("Copy") {}
                    Button("Delete", role: .destructive) {}
                }
                HStack(spacing: 8) {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
                HStack(spacing: 8) {
                    Button("Borderless") {}.buttonStyle(.borderless)
                    Button("Plain") {}.buttonStyle(.plain)
                }
                HStack(spacing: 8) {
                    Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                    Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large).buttonBorderShape(.capsule)
                }
                Text(
                    when,
                    format: .dateTime.weekday(.wide).day().month(.wide).hour().minute().locale("en_GB").timeZone(
                        TimeZone(secondsFromGMT: 0)!))
                Text(1234.5, format: .currency(code: "EUR").locale("de_DE"))
            }
            .frame(width: 300)
        }
        .padding(16)
        .environment(
            \.calendar,
            {
                var c = Calendar(identifier: .gregorian)
                c.timeZone = TimeZone(secondsFromGMT: 0)!
                return c
            }()
        )
        .dfLocale("en_GB")
        .environment(\.dfToday, Date(timeIntervalSince1970: 1_795_989_845))
    }
}

@MainActor
struct SwiftUIControlCatalogTests {
    @Test(arguments: ["default", "sage"])
    func eachStandardControlRendersLikeTheGolden(preset: String) {
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                ComponentTests.Backdrop(content: ControlCatalog()).dfThemePreset(preset == "sage" ? .sage : .default),
                size: Size(width: 640, height: 520), colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "swiftui-controls-\(preset)-\(scheme == .dark ? "dark" : "light")")
        }
    }

    @Test func aSliderTakesLabelViewsAndFloatValues() throws {
        struct Volume: View {
            @State var level: Float = 0.5
            var body: some View {
                VStack {
                    Slider(value: $level, in: 0...1, step: 0.25) {
                        Text("Level")
                    } minimumValueLabel: {
                        Text("Low")
                    } maximumValueLabel: {
                        Text("High")
                    }
                    Text("Level \(level)")
                }
                .padding(20)
            }
        }
        let ui = UITestDriver(Volume(), size: Size(width: 400, height: 160), fonts: DF.fonts)
        let slider = try ui.element(label: "Level")
        #expect(slider.value == "50 percent")
        #expect(!ui.exists(label: "Low") && !ui.exists(label: "High"), "the end labels are decoration, not elements")
        ui.drag(
            from: Point(x: slider.frame.maxX - 2, y: slider.frame.midY),
            to: Point(x: slider.frame.maxX + 40, y: slider.frame.midY))
        #expect(ui.exists(label: "Level 1.0"), "a drag past the end sets the Float to the maximum")
    }
}
