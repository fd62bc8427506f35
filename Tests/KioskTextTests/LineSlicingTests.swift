import Testing
import KioskGeometry
@testable import KioskText

/// A line's glyphs are cut from its paragraph's shaping where HarfBuzz says a cut is safe:
/// they must be exactly what shaping the line on its own gives.
@Suite(.serialized) struct LineSlicingTests {
    nonisolated(unsafe) static let fonts = FontLibrary()

    /// Each line of `text` at `width`, shaped alone, against the line as laid out.
    func expectLinesMatchShapingAlone(_ text: String, family: String, width: Double) {
        let style = TextStyle(font: FontDescriptor(family: family, pixelSize: 20))
        let layout = TextLayout(text, style: style, width: width, fonts: Self.fonts)
        #expect(layout.lines.count > 1, "\(text) at \(width) breaks")
        let face = Self.fonts.face(for: style.font)!
        for line in layout.lines {
            var visible = line.range
            while !visible.isEmpty && layout.scalars[visible.upperBound - 1].properties.isWhitespace {
                visible = visible.lowerBound..<(visible.upperBound - 1)
            }
            let alone = TextShaper.shape(layout.scalars, visible, face: face, rtl: false)
            #expect(line.glyphs.map(\.glyph.glyph) == alone.map(\.glyph), "\(text) at \(width): \(visible)")
            #expect(line.glyphs.map(\.glyph.advance) == alone.map(\.advance), "\(text) at \(width): \(visible)")
        }
    }

    @Test func kernedAndLigaturedLinesAreTheirOwnShaping() {
        for width in [0.0, 30, 60, 90, 140] {
            expectLinesMatchShapingAlone("AVATAR office WAVE fine 1234 To", family: "Inter", width: width)
            expectLinesMatchShapingAlone("affine fjord office flow fi", family: "DejaVu Sans", width: width)
        }
    }

    @Test func aLigatureIsNeverCutInTwo() {
        // At zero width every grapheme wants its own line, but "fi" is one glyph in DejaVu Sans:
        // its line, shaped alone, has one glyph for each letter, never half a ligature.
        let style = TextStyle(font: FontDescriptor(family: "DejaVu Sans", pixelSize: 20))
        let layout = TextLayout("fi", style: style, width: 0, fonts: Self.fonts)
        #expect(layout.lines.map { $0.glyphs.count } == [1, 1])
    }
}
