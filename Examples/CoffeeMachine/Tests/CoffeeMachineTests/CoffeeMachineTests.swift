import DesignFoundation
import KioskTesting
import Testing

@testable import CoffeeMachine

/// The machine as a customer and an operator use it, on the 800x480 screen of a 7" panel.
@MainActor
struct CoffeeMachineTests {
    let machine = Machine()
    let ui: UITestDriver

    init() {
        ui = UITestDriver(
            MachineScreen().environment(machine), size: Size(width: 800, height: 480),
            wallClock: 1_780_000_000)
        #expect(ui.waitForIdle())
    }

    @Test func ordersALatte() throws {
        try ui.checkScreenshot("home")
        try ui.tap("Latte")
        #expect(ui.waitForIdle())
        try ui.tap("Large")
        try ui.tap("Oat milk (+€0.50)")
        #expect(ui.exists(label: "Continue, €4.70"))
        #expect(ui.waitForIdle())
        try ui.checkScreenshot("options")

        try ui.tap("Continue, €4.70")
        #expect(ui.waitForIdle())
        #expect(ui.exists(label: "Large Latte"))
        try ui.checkScreenshot("confirm")

        try ui.tap("Pay €4.70")
        // A latte brews for ten seconds, a step each quarter second on the display clock.
        for _ in 0..<20 {
            ui.advance(by: 0.25)
            ui.settle()
        }
        #expect(ui.exists(label: "50 %"))
        try ui.checkScreenshot("brewing")

        for _ in 0..<20 {
            ui.advance(by: 0.25)
            ui.settle()
        }
        #expect(ui.exists(label: "Enjoy your latte"))
        #expect(machine.cupsServed == 1)
        // Home again a few seconds after the cup is ready.
        ui.advance(by: 4.1)
        ui.runFrames(for: 1)
        #expect(ui.exists(label: "What would you like?"))
    }

    @Test func settingsNeedThePIN() throws {
        try ui.tap("Settings")
        #expect(ui.waitForIdle())
        for digit in ["1", "2", "3", "4"] { try ui.tap(digit) }
        #expect(ui.exists(label: "Wrong PIN, try again"))
        for digit in ["2", "5", "8", "0"] { try ui.tap(digit) }
        #expect(ui.waitForIdle())
        #expect(ui.exists(label: "Cups left: 48"))
        try ui.checkScreenshot("settings")
    }

    @Test func returnsHomeWhenNobodyTouches() throws {
        try ui.tap("Espresso")
        #expect(ui.waitForIdle())
        #expect(!ui.exists(label: "What would you like?"))
        ui.advance(by: 119)
        ui.settle()
        #expect(!ui.exists(label: "What would you like?"))
        ui.advance(by: 2)
        #expect(ui.waitForIdle())
        #expect(ui.exists(label: "What would you like?"))
    }
}
