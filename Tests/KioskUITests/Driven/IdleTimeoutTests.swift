import Testing
import KioskTesting
import KioskText
import KioskPlatform
@testable import KioskUI
import KioskInput

@MainActor
struct IdleTimeoutTests {
    struct Screen: View {
        @State var page = "home"
        @State var returns = 0
        var body: some View {
            VStack {
                Text("Page \(page), returns \(returns)")
                Button("Open") { page = "detail" }
                Button("Other") {}
            }
            .onIdle(after: 60) {
                page = "home"
                returns += 1
            }
        }
    }

    @Test func quietForTheIdleTimeReturnsHomeAndThenSleeps() throws {
        let ui = UITestDriver(Screen(), size: Size(width: 300, height: 200), fonts: FontLibrary())
        try ui.tap("Open")
        #expect(ui.exists(label: "Page detail, returns 0"))
        ui.advance(by: 30)
        try ui.tap("Other")
        let touched = ui.time
        ui.advance(to: touched + 59)
        ui.settle()
        #expect(ui.exists(label: "Page detail, returns 0"), "input at 30 s restarted the count")
        ui.advance(to: touched + 61)
        ui.settle()
        #expect(ui.exists(label: "Page home, returns 1"))
        #expect(ui.graph.nextGestureDeadline == nil, "after acting it sleeps until the next input")
        try ui.tap("Open")
        #expect(ui.graph.nextGestureDeadline.map { abs($0 - (ui.time + 60)) < 0.5 } == true, "input re-arms it")
        ui.advance(to: ui.time + 61)
        ui.settle()
        #expect(ui.exists(label: "Page home, returns 2"))
    }

    @Test func pluggingADeviceInIsNotActivity() {
        let ui = UITestDriver(Screen(), size: Size(width: 300, height: 200), fonts: FontLibrary())
        let deadline = ui.graph.nextGestureDeadline
        ui.graph.send(
            .deviceAdded(InputDeviceDescription(name: "kbd", devicePath: "/dev/input/x", capabilities: [.keyboard])),
            time: 10)
        ui.settle()
        #expect(ui.graph.nextGestureDeadline == deadline)
    }
}
