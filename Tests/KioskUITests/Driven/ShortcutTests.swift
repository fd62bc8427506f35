import Testing
import KioskTesting
import KioskText

struct ShortcutScreen: View {
    @State var log = "none"
    var body: some View {
        VStack {
            Text("Did \(log)")
            Button("Save") { log = "save" }.keyboardShortcut("s")
            Button("OK") { log = "ok" }.keyboardShortcut(.defaultAction)
            Button("Cancel") { log = "cancel" }.keyboardShortcut(.cancelAction)
            Button("Help") { log = "help" }.keyboardShortcut("h", modifiers: [])
            Button("Off") { log = "off" }.keyboardShortcut("o", modifiers: []).disabled(true)
        }
    }
}

@MainActor
@Suite(.serialized) struct ShortcutTests {
    func send(_ ui: UITestDriver, _ code: UInt32, text: String?, holding modifier: UInt32? = nil) {
        if let modifier { ui.graph.send(.key(code: modifier, isPressed: true, text: nil), time: ui.time) }
        ui.graph.send(.key(code: code, isPressed: true, text: text), time: ui.time)
        ui.graph.send(.key(code: code, isPressed: false, text: nil), time: ui.time)
        if let modifier { ui.graph.send(.key(code: modifier, isPressed: false, text: nil), time: ui.time) }
        ui.settle()
    }

    @Test func keyboardShortcutsActivateTheirControls() {
        let ui = UITestDriver(ShortcutScreen(), fonts: Shared.fonts)
        send(ui, 31, text: "s")
        #expect(ui.exists(label: "Did none"), "s alone is not command-s")
        send(ui, 31, text: "s", holding: 125)
        #expect(ui.exists(label: "Did save"))
        send(ui, 28, text: "\r")
        #expect(ui.exists(label: "Did ok"), "return runs the default action when nothing is focused")
        send(ui, 1, text: nil)
        #expect(ui.exists(label: "Did cancel"))
        send(ui, 35, text: "h")
        #expect(ui.exists(label: "Did help"))
        send(ui, 24, text: "o")
        #expect(ui.exists(label: "Did help"), "a disabled control's shortcut does nothing")
        // A focused control takes return before the default action.
        ui.press(.tab)
        send(ui, 28, text: "\r")
        #expect(ui.exists(label: "Did save"))
    }

    @Test func horizontalScrollViewsAndLazyHStacksScrollSideways() throws {
        struct Screen: View {
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<200, id: \.self) { Text("C\($0)").frame(width: 50, height: 40) }
                    }
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 300, height: 100), fonts: Shared.fonts)
        #expect(try ui.element(label: "C0").frame.midX == 25)
        #expect(ui.elements.filter { $0.label.hasPrefix("C") }.count < 20, "lazily built")
        let id = ui.touchDown(at: Point(x: 280, y: 50))
        for x in stride(from: 260.0, through: 20, by: -20) { ui.touchMove(id, to: Point(x: x, y: 50)) }
        ui.advance(by: 0.2)
        ui.touchUp(id, at: Point(x: 20, y: 50))
        // The content follows the 260 points of finger travel less the 8-point slop.
        #expect(try ui.element(label: "C6").frame.midX == 325 - 252)
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
    }
}
