import Testing
import KioskTesting
import KioskText
import KioskPlatform

/// Linux key codes: tab 15, enter 28, space 57, escape 1, left shift 42, up 103, down 108.
@MainActor
func press(_ ui: UITestDriver, _ code: UInt32, shift: Bool = false) {
    if shift { ui.graph.send(.key(code: 42, isPressed: true, text: nil), time: ui.time) }
    ui.graph.send(.key(code: code, isPressed: true, text: nil), time: ui.time)
    ui.graph.send(.key(code: code, isPressed: false, text: nil), time: ui.time)
    if shift { ui.graph.send(.key(code: 42, isPressed: false, text: nil), time: ui.time) }
    ui.settle()
}

struct FieldsScreen: View {
    enum Field: Hashable { case name, code }
    @FocusState var focus: Field?
    var body: some View {
        VStack(spacing: 20) {
            Color.gray.frame(width: 120, height: 30).focused($focus, equals: .name).accessibilityLabel("Name")
            Color.gray.frame(width: 120, height: 30).focused($focus, equals: .code).accessibilityLabel("Code")
            Text(focus == .name ? "Focus name" : focus == .code ? "Focus code" : "Focus none")
            Button("Edit code") { focus = .code }
        }
    }
}

@MainActor
@Suite(.serialized) struct FocusTests {
    @Test func tabMovesThroughControlsAndReturnActivates() throws {
        let ui = UITestDriver(CounterScreen(), fonts: Shared.fonts)
        #expect(ui.graph.focusedElement == nil)
        press(ui, 15)
        #expect(ui.graph.focusedElement?.label == "Add")
        press(ui, 28)
        #expect(ui.exists(label: "Count 1"))
        press(ui, 57)
        #expect(ui.exists(label: "Count 2"), "space activates too")
        press(ui, 15)
        #expect(ui.graph.focusedElement?.label == "Reset")
        press(ui, 15, shift: true)
        #expect(ui.graph.focusedElement?.label == "Add", "shift-tab goes back")
        press(ui, 1)
        #expect(ui.graph.focusedElement == nil, "escape lets go")
        press(ui, 28)
        #expect(ui.exists(label: "Count 2"), "return with nothing focused does nothing")
    }

    @Test func theFocusRingShowsAroundTheFocusedControl() throws {
        let ui = UITestDriver(CounterScreen(), fonts: Shared.fonts)
        let before = ui.screenshot.copy()
        press(ui, 15)
        let add = try ui.element(label: "Add").frame
        let ringY = Int(add.minY - 3), x = Int(add.midX)
        #expect(ui.screenshot[x, ringY] != before[x, ringY], "a ring just outside the button")
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
        press(ui, 1)
        #expect(ui.screenshot.hasSamePixels(as: before), "and it goes away")
    }

    @Test func focusStateFollowsTheKeyboardAndMovesFocus() throws {
        let ui = UITestDriver(FieldsScreen(), fonts: Shared.fonts)
        #expect(ui.exists(label: "Focus none"))
        press(ui, 15)
        #expect(ui.exists(label: "Focus name"), "tab focuses the first field and sets the binding")
        press(ui, 15)
        #expect(ui.exists(label: "Focus code"))
        press(ui, 1)
        #expect(ui.exists(label: "Focus none"))
        try ui.tap("Edit code")
        #expect(ui.exists(label: "Focus code"), "setting the binding focuses the field")
        #expect(ui.graph.focusedElement?.label == "Code")
    }

    @Test func arrowsAdjustTheFocusedSlider() throws {
        struct Screen: View {
            @State var level = 5
            var body: some View {
                VStack {
                    Text("Level \(level)")
                        .accessibilityAdjustableAction { direction in level += direction == .increment ? 1 : -1 }
                }
            }
        }
        let ui = UITestDriver(Screen(), fonts: Shared.fonts)
        press(ui, 15)
        press(ui, 103)
        press(ui, 103)
        press(ui, 108)
        #expect(ui.exists(label: "Level 6"))
    }
}
