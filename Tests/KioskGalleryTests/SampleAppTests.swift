import Testing
import KioskTesting
import KioskText
import KioskRaster
import DesignFoundation
@testable import KioskGallery

/// The three-screen sample app: every navigation component at work.
@MainActor
@Suite(.serialized) struct SampleAppTests {
    nonisolated(unsafe) static let fonts = FontLibrary()
    @Test func pushAndPopThroughTheSampleApp() throws {
        let ui = UITestDriver(SampleKioskApp(), size: Size(width: 800, height: 480), fonts: Self.fonts)
        try ui.tap("Green tea")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Add to order"))
        #expect(!ui.exists(label: "Espresso"), "the screen below is not accessible")
        try ui.tap("Add to order")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Total $4"))
        try ui.tap("Back")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Add to order") && !ui.exists(label: "Total $4"))
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
    }

    @Test func aSwipeFromTheLeadingEdgeGoesBack() throws {
        let ui = UITestDriver(SampleKioskApp(), size: Size(width: 800, height: 480), fonts: Self.fonts)
        try ui.tap("Espresso")
        ui.runFrames(for: 0.5, fps: 12)
        // The stack's leading edge is beside the 200-point sidebar.
        ui.drag(from: Point(x: 205, y: 300), to: Point(x: 500, y: 300), steps: 6, duration: 0.15)
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Espresso") && !ui.exists(label: "Add to order"))
        // A drag that does not start at the edge does nothing.
        try ui.tap("Espresso")
        ui.runFrames(for: 0.5, fps: 12)
        ui.drag(from: Point(x: 400, y: 400), to: Point(x: 700, y: 400), steps: 6, duration: 0.15)
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Add to order"))
    }

    @Test func checkoutAsksThenThanksWithAToastAndReturnsHome() throws {
        let ui = UITestDriver(SampleKioskApp(), size: Size(width: 800, height: 480), fonts: Self.fonts)
        try ui.tap("Orange juice")
        ui.runFrames(for: 0.5, fps: 12)
        try ui.tap("Options")
        ui.runFrames(for: 0.5, fps: 12)
        try ui.tap("Oat milk")
        try ui.tap("Done")
        ui.runFrames(for: 0.5, fps: 12)
        try ui.tap("Add to order")
        ui.runFrames(for: 0.5, fps: 12)
        try ui.tap("Pay $5")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Pay $5?"))
        try ui.tap("Pay")
        ui.runFrames(for: 0.6, fps: 12)
        #expect(ui.exists(label: "Paid. Thank you!"))
        #expect(ui.exists(label: "Espresso"), "back at the menu")
    }

}
