import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

struct DisplaySettingsForm: View {
    @State private var autoBrightness = true
    @State private var brightness = 0.6
    @State private var name = "Lobby kiosk"
    @State private var saved = 0
    var body: some View {
        Form {
            Section("Display") {
                Toggle("Automatic brightness", isOn: $autoBrightness)
                Slider("Brightness", value: $brightness)
            }
            Section {
                TextField("Name", text: $name)
            } header: {
                Text("Device")
            } footer: {
                Text("Shown on the start screen.")
            }
            Section {
                HStack {
                    Button("Save") { saved += 1 }.buttonStyle(.borderedProminent)
                    Button("Test") {}.buttonStyle(.bordered).controlSize(.large)
                    Button("Reset", role: .destructive) {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
                    Button("Help") {}.buttonStyle(.borderless)
                }
                Text("Saved \(saved)")
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct SwiftUIFormTests {
    @Test func sectionsGroupTheirRows() {
        let children = viewChildren(
            of: Group {
                Section("A") {
                    Text("1")
                    Text("2")
                }
                Section {
                    Text("3")
                } footer: {
                    Text("note")
                }
            })
        let groups = Form<EmptyView>.groups(children)
        #expect(groups.count == 2)
        #expect(groups[0].rows.map(\.text) == ["1", "2"] && groups[0].header != nil)
        #expect(groups[1].rows.map(\.text) == ["3"] && groups[1].footer != nil && groups[1].header == nil)
    }

    @Test func aFormWorksByTouch() throws {
        let ui = UITestDriver(DisplaySettingsForm(), size: Size(width: 560, height: 560), fonts: DF.fonts)
        #expect(ui.exists(label: "Display") && ui.exists(label: "Shown on the start screen."))
        try ui.tap("Automatic brightness")
        #expect(try ui.element(label: "Automatic brightness").value == "Off")
        try ui.tap("Save")
        #expect(ui.exists(label: "Saved 1"))
    }

    @Test(arguments: ["light", "dark"])
    func aFormRendersLikeTheGolden(scheme: String) {
        let r = ViewRenderer(
            DisplaySettingsForm().dfThemePreset(.slate), size: Size(width: 560, height: 560),
            colorScheme: scheme == "dark" ? .dark : .light, fonts: DF.fonts)
        r.render(at: 0)
        DFGolden.check(r.buffer, named: "swiftui-form-\(scheme)")
    }
}

struct MenuAndFieldScreen: View {
    @State private var log: [String] = []
    @State private var name = ""
    var body: some View {
        VStack(spacing: 16) {
            Menu("Actions") {
                Button("Print receipt") { log.append("print") }
                Button("Void order", role: .destructive) { log.append("void") }
            }
            TextField("Customer", text: $name).textFieldStyle(.roundedBorder)
            Text("Log \(log.joined(separator: ","))").foregroundStyle(.tertiary)
        }
        .padding(24)
    }
}

@MainActor
@Suite(.serialized) struct SwiftUIMenuTests {
    @Test func aMenuRunsTheChosenActionAndCloses() throws {
        let ui = UITestDriver(MenuAndFieldScreen(), size: Size(width: 480, height: 400), fonts: DF.fonts)
        try ui.tap("Actions")
        ui.runFrames(for: 0.4, fps: 12)
        try ui.tap("Void order")
        ui.runFrames(for: 0.4, fps: 12)
        #expect(ui.exists(label: "Log void") && !ui.exists(label: "Print receipt"))
        ui.attachKeyboard()
        try ui.tap("Customer")
        ui.type("Ada")
        #expect(try ui.element(label: "Customer").value == "Ada")
        ui.runFrames(for: 0.3, fps: 12)
        DFGolden.check(ui.screenshot, named: "swiftui-menu-field")
    }
}

struct VolumeSlider: View {
    @State private var volume = 0.2
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Slider("Volume", value: $volume, in: 0...1) { editing in log.append(editing ? "start" : "end") }
            Text("Log \(log.joined(separator: ","))")
        }
        .padding(20)
    }
}

@MainActor
@Suite(.serialized) struct SwiftUISliderTests {
    @Test func onEditingChangedBracketsADrag() throws {
        let ui = UITestDriver(VolumeSlider(), size: Size(width: 400, height: 200), fonts: DF.fonts)
        let f = try ui.element(label: "Volume").frame
        ui.drag(from: Point(x: f.minX + 40, y: f.midY), to: Point(x: f.maxX - 40, y: f.midY), steps: 6, duration: 0.2)
        #expect(ui.exists(label: "Log start,end"))
        #expect(try ui.element(label: "Volume").value != "20 percent")
    }
}
