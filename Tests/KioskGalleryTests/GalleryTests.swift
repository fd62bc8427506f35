import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import KioskGallery

@MainActor
@Suite struct GalleryTests {
    @Test func galleryIsNavigableByTouch() throws {
        let ui = UITestDriver(GalleryScreen(), size: Size(width: 1280, height: 800), fonts: FontLibrary())
        #expect(ui.exists(label: "Buttons"))
        #expect(ui.exists(label: "Save"))
        try ui.tap("Controls")
        #expect(ui.exists(label: "Wi-Fi"))
        try ui.tap("Cards")
        #expect(ui.exists(label: "Elevated"))
        try ui.tap("Sage")
        try ui.tap("UI")
        #expect(ui.exists(label: "Orders"))
    }

    @Test func everyPageRendersAndEveryPresetApplies() {
        // Every page once (debug builds render slowly), every preset on one page.
        for (i, page) in Gallery.pages.enumerated() {
            #expect(
                Gallery.render(
                    page: page, width: 480, height: 300, dark: i % 2 == 1,
                    preset: Gallery.presets[i % Gallery.presets.count]) != nil)
        }
        let images = Gallery.presets.compactMap { Gallery.render(page: "buttons", width: 320, height: 200, preset: $0) }
        #expect(images.count == Gallery.presets.count)
        // Each preset draws the page differently (its own colours, radii and shadows).
        func checksum(_ b: PixelBuffer) -> UInt64 {
            var h: UInt64 = 1_469_598_103_934_665_603
            for y in 0..<b.height { for x in 0..<b.width { h = (h ^ UInt64(b[x, y])) &* 1_099_511_628_211 } }
            return h
        }
        #expect(Set(images.map(checksum)).count == Gallery.presets.count)
        #expect(Gallery.render(page: "nope", width: 10, height: 10) == nil)
    }

    @Test func theListsPageScrollsAndTakesAnOrderFromTheKeyboard() throws {
        let ui = UITestDriver(GalleryScreen(page: "lists"), size: Size(width: 1280, height: 800), fonts: FontLibrary())
        #expect(ui.exists(label: "#1 Grace"))
        // The orders list fills the left column below its title.
        try ui.scrollTo("#40 Ada", in: Rect(x: 24, y: 120, width: 360, height: 650))
        #expect(!ui.exists(label: "#1 Grace"), "the list scrolled past its first rows")
        try ui.tap("Name")
        ui.type("Ada")
        ui.press(.tab)
        ui.type("7")
        ui.press(.enter)
        #expect(ui.exists(label: "Order for Ada at table 7"))
    }
}
