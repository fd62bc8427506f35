import Testing
import KioskRaster
import KioskSVG
@testable import KioskUI

/// The cache of SVG images drawn at a size and colour.
@Suite struct RenderedVectorsTests {
    static let document = try! SVGDocument.parse(
        Array("<svg viewBox='0 0 1 1'><rect width='1' height='1' fill='currentColor'/></svg>".utf8))

    @Test func aSecondRequestIsTheSameImageAndEachSizeAndColourIsItsOwn() {
        var cache = RenderedVectors()
        let a = cache.image(of: Self.document, named: "i", width: 8, height: 8, color: .black)
        let b = cache.image(of: Self.document, named: "i", width: 8, height: 8, color: .black)
        #expect(a.row(0) == b.row(0), "the same pixels, not drawn again")
        let red = cache.image(of: Self.document, named: "i", width: 8, height: 8, color: RGBAColor(hex: 0xFF0000))
        #expect(red[4, 4] == 0xFFFF_0000 && a[4, 4] == 0xFF00_0000)
        _ = cache.image(of: Self.document, named: "i", width: 9, height: 8, color: .black)
        #expect(cache.count == 3)
    }

    @Test func theLeastRecentlyUsedGoPastTheBudget() {
        // Room for two 16 x 16 images (1 KiB each).
        var cache = RenderedVectors(byteBudget: 2048)
        let first = cache.image(of: Self.document, named: "a", width: 16, height: 16, color: .black)
        _ = cache.image(of: Self.document, named: "b", width: 16, height: 16, color: .black)
        #expect(cache.image(of: Self.document, named: "a", width: 16, height: 16, color: .black).row(0) == first.row(0))
        _ = cache.image(of: Self.document, named: "c", width: 16, height: 16, color: .black)
        #expect(cache.count == 2 && cache.byteCount == 2048)
        #expect(
            cache.image(of: Self.document, named: "a", width: 16, height: 16, color: .black).row(0) == first.row(0),
            "a was used after b: b went")
        // Larger than the whole budget: drawn all the same, alone in the cache.
        let big = cache.image(of: Self.document, named: "d", width: 64, height: 64, color: .black)
        #expect(big.width == 64 && cache.count == 1)
    }
}
