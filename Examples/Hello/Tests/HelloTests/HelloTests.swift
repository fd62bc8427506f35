import KioskTesting
import Testing

@testable import Hello

@MainActor
struct HelloTests {
    @Test func countsTouches() throws {
        let ui = UITestDriver(Greeting(), size: Size(width: 800, height: 480))
        #expect(ui.exists(label: "Touch the button"))
        try ui.tap("Touch me")
        try ui.tap("Touch me")
        #expect(ui.exists(label: "Touched 2 times"))
        try ui.checkScreenshot("touched-twice")
    }
}
