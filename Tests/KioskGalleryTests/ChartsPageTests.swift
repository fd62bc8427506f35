import Testing
import KioskGoldens
import KioskTesting
import KioskText
import KioskUI
@testable import KioskGallery

@MainActor
@Suite struct ChartsPageTests {
    /// A finger held on the energy chart (which scrolls by day) picks the day under it: a rule
    /// and the day's name over the bars, gone when the finger lifts.
    @Test func aHeldFingerPicksADayOnTheEnergyChart() throws {
        let ui = UITestDriver(ChartsPage(), size: Size(width: 1280, height: 800), fonts: FontLibrary())
        let title = try ui.element(label: "Energy").frame
        #expect(!ui.exists(label: "D25: 8 kWh"))
        let finger = ui.touchDown(at: Point(x: title.minX + 300, y: title.maxY + 90))
        ui.advance(by: 0.6)
        ui.renderFrame()
        #expect(ui.exists(label: "D25: 8 kWh"), "the day under the finger is named over the plot")
        GoldenImage.check(ui.screenshot, named: "charts-energy-held")
        ui.touchUp(finger, at: Point(x: title.minX + 300, y: title.maxY + 90))
        ui.renderFrame()
        #expect(!ui.exists(label: "D25: 8 kWh"))
    }
}
