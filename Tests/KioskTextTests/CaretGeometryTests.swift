import Testing
import KioskGeometry
@testable import KioskText

@Suite(.serialized) struct CaretGeometryTests {
    /// Its own fonts: a FontLibrary serves one thread at a time, and this suite runs in
    /// parallel with `TextLayoutTests` (sharing theirs, both filled its tables at once).
    nonisolated(unsafe) static let fonts = FontLibrary()
    static func geometry(_ text: String, rtl: Bool = false) -> (CaretGeometry, TextLayout) {
        var style = TextStyle(
            font: FontDescriptor(family: "Inter", pixelSize: 20), layoutDirection: rtl ? .rightToLeft : .leftToRight)
        style.hangsTrailingWhitespace = false
        let layout = TextLayout(text, style: style, width: nil, fonts: fonts)
        return (CaretGeometry(layout, isRightToLeft: rtl), layout)
    }

    @Test func leftToRightCaretsAdvanceByTheGlyphs() {
        let (g, layout) = Self.geometry("abc")
        let xs = (0...3).map { g.caretX(at: $0) }
        #expect(xs[0] == 0)
        #expect(xs[1] > xs[0] && xs[2] > xs[1] && xs[3] > xs[2])
        #expect(abs(xs[3] - layout.lines[0].width) < 0.01)
    }

    @Test func aTrailingSpaceMovesTheCaretInEditableText() {
        let (a, _) = Self.geometry("ab"), (b, _) = Self.geometry("ab ")
        #expect(b.caretX(at: 3) > a.caretX(at: 2) + 2)
    }

    @Test func hebrewCaretsRunFromTheRight() {
        let (g, layout) = Self.geometry("שלום")
        #expect(abs(g.caretX(at: 0) - layout.lines[0].width) < 0.01, "before the first letter: the right edge")
        #expect(abs(g.caretX(at: 4)) < 0.01, "after the last letter: the left edge")
        #expect(g.caretX(at: 1) < g.caretX(at: 0) && g.caretX(at: 2) < g.caretX(at: 1))
    }

    @Test func aTouchPicksTheNearestBoundary() {
        let (g, _) = Self.geometry("hello")
        let x2 = g.caretX(at: 2), x3 = g.caretX(at: 3)
        #expect(g.offset(nearestX: x2 + (x3 - x2) * 0.3, boundaries: Array(0...5)) == 2)
        #expect(g.offset(nearestX: x2 + (x3 - x2) * 0.7, boundaries: Array(0...5)) == 3)
        #expect(g.offset(nearestX: -50, boundaries: Array(0...5)) == 0)
        #expect(g.offset(nearestX: 5000, boundaries: Array(0...5)) == 5)
    }

    @Test func aSelectionAcrossDirectionsIsTwoPieces() {
        // "ab " then Hebrew: selecting "b" and the first Hebrew letter gives two visual spans.
        let (g, _) = Self.geometry("ab שלום")
        let spans = g.selectionSpans(1..<4)
        #expect(spans.count == 2)
        let whole = g.selectionSpans(0..<7)
        #expect(whole.count == 1)
    }

    @Test func ligatureCaretsDivideTheLigature() {
        var style = TextStyle(font: FontDescriptor(family: "DejaVu Sans", pixelSize: 20))
        style.hangsTrailingWhitespace = false
        let layout = TextLayout("fi", style: style, width: nil, fonts: Self.fonts)
        let g = CaretGeometry(layout)
        #expect(layout.lines[0].glyphs.count == 1)
        let mid = g.caretX(at: 1)
        #expect(mid > 0 && mid < layout.lines[0].width)
    }

    @Test func emptyTextHasItsCaretAtTheLineStart() {
        let (g, _) = Self.geometry("")
        #expect(g.caretX(at: 0) == 0)
        #expect(g.selectionSpans(0..<0).isEmpty)
    }
}
