import Testing
import KioskGoldens
import KioskTesting
import KioskText
import KioskRuntime
import KioskUI
@testable import KioskGallery

@MainActor
@Suite struct MenuPageTests {
    @Test func aCardOpensIntoItsDetailAndCloses() throws {
        let ui = UITestDriver(MenuPage(), size: Size(width: 800, height: 480), fonts: FontLibrary())
        #expect(ui.exists(label: "Green tea") && !ui.exists(label: "Add to order"))
        try ui.tap("Green tea")
        #expect(ui.exists(label: "Add to order"))
        #expect(ui.exists(label: "Sencha, steeped at 80 °C."))
        #expect(!ui.exists(label: "Hot chocolate") || ui.exists(label: "Close"))
        try ui.tap("Close")
        #expect(!ui.exists(label: "Add to order"))
        #expect(ui.exists(label: "Green tea") && ui.exists(label: "Hot chocolate"))
    }

    /// The card on its way into the detail card (frame 8), the detail card (30) and the card
    /// on its way back, above the grid (36), light and dark.
    @Test(arguments: [(8, ColorScheme.light), (30, .dark), (36, .light)])
    func theMatchedGeometryAnimationLooksRight(frame: Int, scheme: ColorScheme) {
        let image = SceneBenchmark.picture(
            of: MenuHeroScene(), frame: frame, size: Size(width: 800, height: 480), colorScheme: scheme,
            fonts: FontLibrary(), wrap: { $0 })
        GoldenImage.check(image, named: "menu-hero-\(frame)-\(scheme == .dark ? "dark" : "light")")
    }
}
