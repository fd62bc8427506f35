import Testing
import KioskTesting
import KioskText
import KioskPlatform

@MainActor
@Suite(.serialized) struct InputEventTests {
    @Test func aPointerClickIsATap() throws {
        let ui = UITestDriver(CounterScreen(), fonts: Shared.fonts)
        let add = try ui.element(label: "Add").frame.center
        ui.graph.send(.pointerMove(location: add), time: 0)
        ui.graph.send(.pointerButton(button: .primary, isPressed: true), time: 0)
        ui.graph.send(.pointerButton(button: .primary, isPressed: false), time: 0.05)
        // The secondary button does not press anything.
        ui.graph.send(.pointerButton(button: .secondary, isPressed: true), time: 0.1)
        ui.graph.send(.pointerButton(button: .secondary, isPressed: false), time: 0.15)
        ui.settle()
        #expect(ui.exists(label: "Count 1"))
    }

    @Test func touchEventsFromABackendReachGestures() throws {
        let ui = UITestDriver(CounterScreen(), fonts: Shared.fonts)
        let add = try ui.element(label: "Add").frame.center
        ui.graph.send(.touchDown(slot: 0, location: add), time: 0)
        ui.graph.send(.touchUp(slot: 0), time: 0.05)
        // A cancelled touch (device unplugged mid-press) fires nothing.
        ui.graph.send(.touchDown(slot: 1, location: add), time: 0.2)
        ui.graph.send(.touchCancel(slot: 1), time: 0.25)
        ui.settle()
        #expect(ui.exists(label: "Count 1"))
    }

    @Test func theWheelScrollsTheScrollViewUnderThePointer() throws {
        let ui = UITestDriver(RowsScreen(), size: Size(width: 200, height: 400), fonts: Shared.fonts)
        ui.graph.send(.pointerMove(location: Point(x: 100, y: 200)), time: 0)
        for _ in 0..<3 { ui.graph.send(.scroll(dx: 0, dy: 40), time: 0) }
        ui.settle()
        #expect(try ui.element(label: "Row 3").frame.midY == 20, "three 40-point detents move three rows")
        // Past the start, nothing moves (no rubber band for a wheel).
        for _ in 0..<10 { ui.graph.send(.scroll(dx: 0, dy: -40), time: 0) }
        ui.settle()
        #expect(try ui.element(label: "Row 0").frame.midY == 20)
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
    }
}
