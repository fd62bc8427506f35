import Testing
import KioskTesting
import KioskText
import KioskRaster

struct SettingsScreen: View {
    @State var taps = 0
    var body: some View {
        List {
            Section("Network") {
                Text("Wi-Fi")
                Text("Ethernet")
                Button("Reconnect") { taps += 1 }
            }
            Section {
                ForEach(0..<40, id: \.self) { Text("Log line \($0)") }
            } header: {
                Text("Logs")
            } footer: {
                Text("Taps \(taps)")
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct ListTests {
    @Test func rowsAreFingerSizedAndHeadersAreMarked() throws {
        let ui = UITestDriver(SettingsScreen(), size: Size(width: 320, height: 480), fonts: Shared.fonts)
        let wifi = try ui.element(label: "Wi-Fi").frame, ethernet = try ui.element(label: "Ethernet").frame
        #expect(ethernet.midY - wifi.midY == 44, "one 44-point row per item")
        #expect(wifi.minX == 16, "rows are inset")
        let header = try ui.element(label: "Network")
        #expect(header.traits.contains(.isHeader))
        #expect(header.frame.maxY <= wifi.minY)
        try ui.tap("Reconnect")
        // The footer is far below; scroll to it by dragging.
        for _ in 0..<6 {
            let id = ui.touchDown(at: Point(x: 160, y: 460))
            for y in stride(from: 440.0, through: 20, by: -20) { ui.touchMove(id, to: Point(x: 160, y: y)) }
            ui.advance(by: 0.2)
            ui.touchUp(id, at: Point(x: 160, y: 20))
        }
        #expect(ui.exists(label: "Taps 1"))
        #expect(!ui.exists(label: "Wi-Fi"), "rows far above are no longer built")
    }

    @Test func separatorsRunBetweenRowsButNotUnderTheLast() throws {
        let ui = UITestDriver(
            List {
                Text("One")
                Text("Two")
            }, size: Size(width: 200, height: 200), fonts: Shared.fonts)
        let one = try ui.element(label: "One").frame, two = try ui.element(label: "Two").frame
        let between = Int(one.midY + 22 - 0.5), under = Int(two.midY + 22 - 0.5)
        let white = ui.screenshot[100, 5]
        #expect(ui.screenshot[100, between] != white, "a hairline between the rows")
        #expect(ui.screenshot[8, between] == white, "inset from the leading edge")
        #expect(ui.screenshot[100, under] == white, "none under the last row")
    }
}
