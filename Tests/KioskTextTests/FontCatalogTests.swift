import Testing
import KioskText

@Suite struct FontCatalogTests {
    @Test func defaultUIFamilyResolvesToInter() throws {
        let catalog = try #require(FontCatalog())
        let match = try #require(catalog.match(family: "Inter"))
        #expect(match.isExactFamily)
        #expect(match.path.hasSuffix(".otf") || match.path.hasSuffix(".ttf") || match.path.hasSuffix(".ttc"))
    }

    @Test func boldWeightPicksABoldFace() throws {
        let catalog = try #require(FontCatalog())
        let bold = try #require(catalog.match(family: "DejaVu Sans", weight: .bold))
        #expect(bold.style.lowercased().contains("bold"))
    }

    @Test func missingFamilyFallsBackAndSaysSo() throws {
        let catalog = try #require(FontCatalog())
        let match = try #require(catalog.match(family: "No Such Family 9000"))
        #expect(!match.isExactFamily)
        #expect(match.requestedFamily == "No Such Family 9000")
    }
}
