import DesignFoundation
import KioskTesting
import Testing

@testable import CheckIn

/// A guest checks in on the 1024x600 screen, typing on the on-screen keyboard (no keyboard is
/// attached, so focusing a field brings it up).
@MainActor
struct CheckInTests {
    let desk = FrontDesk(bookings: Booking.samples)
    let ui: UITestDriver

    init() {
        ui = UITestDriver(CheckInScreen().environment(desk), size: Size(width: 1024, height: 600))
    }

    /// Types lower-case letters and digits by tapping the on-screen keyboard's keys, switching
    /// between its letters and numbers as a guest would.
    func typeOnScreen(_ text: String) throws {
        var digits = false
        for character in text {
            if character.isNumber != digits {
                digits = character.isNumber
                try ui.tap(digits ? "numbers" : "letters")
            }
            try ui.tap(String(character))
        }
        if digits { try ui.tap("letters") }
    }

    @Test func aGuestFindsTheirBookingAndChecksIn() throws {
        try ui.tap("Check in")
        #expect(ui.waitForIdle())
        #expect(ui.exists(label: "Keyboard"))
        try typeOnScreen("kx4q7")
        try ui.tap("Next")
        try typeOnScreen("lindqvist")
        #expect(ui.waitForIdle())
        try ui.checkScreenshot("typing")

        try ui.tap("Search")
        #expect(ui.waitForIdle())
        #expect(ui.exists(label: "Hello, Maja Lindqvist"))
        #expect(!ui.exists(label: "Keyboard"))

        try ui.tap("Check in")
        #expect(ui.waitForIdle())
        #expect(ui.exists(label: "Room 412"))
        #expect(desk.checkedIn == ["KX4Q7"])
        try ui.checkScreenshot("room")
    }

    @Test func anUnknownBookingSaysSo() throws {
        desk.step = .find
        ui.attachKeyboard()
        #expect(ui.waitForIdle())
        ui.type("ZZ999")
        try ui.tap("Last name")
        ui.type("Nobody")
        try ui.tap("Find booking")
        #expect(ui.exists(label: "No booking matches. Check the reference in your e-mail."))
    }

    @Test func aMinuteWithoutATouchStartsOver() throws {
        try ui.tap("Check in")
        #expect(ui.waitForIdle())
        ui.advance(by: 61)
        #expect(ui.waitForIdle())
        #expect(ui.exists(label: "Welcome to Hotel Nordlys"))
    }
}
