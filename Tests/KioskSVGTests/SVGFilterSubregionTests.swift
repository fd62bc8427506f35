import Testing
import KioskGeometry
import KioskRaster
@testable import KioskSVG

/// Filter primitive subregions: a primitive's result holds only what lies in its x, y, width
/// and height; left out, they are those of the union of its inputs' subregions, or of the
/// filter region for a primitive that reads none (or a source of the element's) and for feTile.
@Suite struct SVGFilterSubregionTests {
    static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }
    /// The columns of row `y` with any alpha.
    static func inked(_ image: PixelBuffer, row y: Int) -> [Int] { (0..<image.width).filter { image[$0, y] >> 24 > 0 } }

    static func filtered(_ primitives: String, units: String = "") throws -> PixelBuffer {
        try renderSVG(
            """
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="20" height="20" color-interpolation-filters="sRGB" \(units)>
              \(primitives)
            </filter>
            <rect x="4" y="4" width="12" height="12" fill="#000" filter="url(#f)"/>
            """)
    }

    @Test func aFloodFillsItsSubregionOnly() throws {
        let image = try Self.filtered(##"<feFlood flood-color="#f00" x="4" y="6" width="6" height="3"/>"##)
        #expect(Self.inked(image, row: 7) == Array(4..<10))
        #expect(Self.inked(image, row: 5).isEmpty && Self.inked(image, row: 9).isEmpty)
        #expect(image[5, 7] == 0xFFFF_0000)
    }

    @Test func aSubregionGivenOnlyItsCornerReachesTheDefaultsFarSide() throws {
        let image = try Self.filtered(##"<feFlood flood-color="#f00" x="14" y="15"/>"##)
        #expect(Self.inked(image, row: 17) == Array(14..<20), "from x = 14 to the region's right side")
        #expect(Self.inked(image, row: 14).isEmpty)
    }

    @Test func anOffsetStaysInItsInputsSubregionUnlessGivenOne() throws {
        let kept = try Self.filtered(
            ##"<feFlood flood-color="#f00" x="2" y="2" width="6" height="6" result="a"/><feOffset in="a" dx="4"/>"##)
        #expect(Self.inked(kept, row: 4) == [6, 7], "moved right by 4, cut at the flood's right edge (8)")
        let given = try Self.filtered(
            ##"<feFlood flood-color="#f00" x="2" y="2" width="6" height="6" result="a"/><feOffset in="a" dx="4" x="0" width="20"/>"##
        )
        #expect(Self.inked(given, row: 4) == Array(6..<12))
    }

    @Test func aBlurOfTheSourceIsCutToItsBand() throws {
        let image = try Self.filtered(##"<feGaussianBlur stdDeviation="2" y="8" height="4"/>"##)
        #expect((0..<20).filter { Self.alpha(image[10, $0]) > 0 } == Array(8..<12), "only the band's rows")
        #expect(Self.inked(image, row: 10).count > 12, "spread sideways, across the whole filter region")
    }

    @Test func aTileRepeatsItsInputsSubregionBothWays() throws {
        // A 4 x 4 tile at (8, 8) holding a red 2 x 2 square in its top-left corner.
        let image = try Self.filtered(
            """
            <feFlood flood-color="#f00" x="8" y="8" width="2" height="2" result="dot"/>
            <feOffset in="dot" x="8" y="8" width="4" height="4" result="tile"/>
            <feTile in="tile"/>
            """)
        for y in 0..<20 {
            for x in 0..<20 {
                let red = (x - 8 + 20) % 4 < 2 && (y - 8 + 20) % 4 < 2
                #expect(image[x, y] == (red ? 0xFFFF_0000 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func boundingBoxUnitsAreFractionsOfTheElementsBox() throws {
        // The box is 4...16: its right half is 10...16, its top quarter 4...7.
        let image = try Self.filtered(
            ##"<feFlood flood-color="#00f" x="0.5" y="0" width="50%" height="0.25"/>"##,
            units: #"primitiveUnits="objectBoundingBox""#)
        #expect(Self.inked(image, row: 5) == Array(10..<16))
        #expect(Self.inked(image, row: 7).isEmpty && Self.inked(image, row: 3).isEmpty)
    }

    @Test func aPictureFillsItsSubregion() throws {
        let png = SVGImageTests.png
        let image = try Self.filtered(
            """
            <feImage href="data:image/png;base64,\(png)" x="10" y="0" width="10" height="10" preserveAspectRatio="none" image-rendering="pixelated"/>
            """)
        // The 2 x 2 picture stretched over 10...20 x 0...10: red, green above; nothing left of it.
        #expect(image[12, 2] == 0xFFFF_0000 && image[17, 2] == 0xFF00_FF00 && image[12, 7] == 0xFF00_00FF)
        #expect(Self.inked(image, row: 5) == Array(10..<20))
        #expect(Self.inked(image, row: 12).isEmpty)
    }
}
