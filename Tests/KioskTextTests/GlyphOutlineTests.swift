import Testing
import KioskGeometry
import KioskRaster
@testable import KioskText

/// Glyph outlines (`FontFace.outline(of:)`, `TextLayout.outlines()`): what SVG text paints.
@Suite struct GlyphOutlineTests {
    let fonts = FontLibrary()

    @Test func anOutlineStandsOnTheBaselineAtTheFacesSize() throws {
        let face = try #require(fonts.face(for: FontDescriptor(family: "DejaVu Sans", pixelSize: 100)))
        let layout = TextLayout(
            "H", style: TextStyle(font: FontDescriptor(family: "DejaVu Sans", pixelSize: 100)), width: nil, fonts: fonts
        )
        let glyph = try #require(layout.lines.first?.glyphs.first?.glyph.glyph)
        let h = try #require(face.outline(of: glyph)).controlBounds
        // DejaVu Sans: capitals 0.729 em tall, standing on the baseline (y down: above is negative).
        #expect(abs(h.maxY) < 0.01 && abs(h.minY + 72.9) < 0.5, "\(h)")
        #expect(h.minX > 5 && h.maxX < 80, "\(h)")
        // Unhinted, so a face at twice the size has an outline twice as large, exactly.
        let big = try #require(fonts.face(for: FontDescriptor(family: "DejaVu Sans", pixelSize: 200)))
        let h2 = try #require(big.outline(of: glyph)).controlBounds
        #expect(abs(h2.minY - 2 * h.minY) < 0.04 && abs(h2.maxX - 2 * h.maxX) < 0.04, "\(h2) against \(h)")
    }

    @Test func aSpaceHasAnEmptyOutline() throws {
        let layout = TextLayout(
            "a b", style: TextStyle(font: FontDescriptor(family: "DejaVu Sans", pixelSize: 20)), width: nil,
            fonts: fonts)
        let g = try #require(layout.lines.first?.glyphs.first { $0.glyph.cluster == 1 }?.glyph)
        let outline = try #require(g.face.outline(of: g.glyph))
        #expect(outline.elements.isEmpty)
    }

    @Test func aLayoutsOutlinesFollowItsGlyphs() throws {
        let style = TextStyle(font: FontDescriptor(family: "DejaVu Sans", pixelSize: 40))
        let layout = TextLayout("HH", style: style, width: nil, fonts: fonts)
        let line = try #require(layout.lines.first)
        let outlines = try #require(layout.outlines())
        // Two closed contours of an H each (DejaVu's H is one contour).
        let closes = outlines.elements.filter { if case .close = $0 { true } else { false } }.count
        #expect(closes == 2)
        let b = outlines.controlBounds
        #expect(abs(b.maxY - line.baseline) < 0.01, "on the line's baseline")
        #expect(b.width > line.width * 0.8 && b.width <= line.width, "\(b.width) of \(line.width)")
        // Filled, they cover what the glyph images cover.
        let buffer = PixelBuffer(width: 80, height: 50)
        Canvas(buffer).fill(outlines, with: .solid(.black))
        let drawn = PixelBuffer(width: 80, height: 50)
        layout.draw(on: Canvas(drawn), at: Point(x: 0, y: 0), color: .black, fonts: fonts)
        var same = 0, inked = 0
        for y in 0..<50 {
            for x in 0..<80 where drawn[x, y] >> 24 > 200 {
                inked += 1
                if buffer[x, y] >> 24 > 128 { same += 1 }
            }
        }
        #expect(inked > 100 && Double(same) > Double(inked) * 0.9, "\(same) of \(inked)")
    }
}
