import Testing
import KioskGeometry
import KioskRaster
@testable import KioskSVG

/// Text layout character by character, with a stand-in for fonts: every character is one
/// glyph half the font size wide with no outline, so the layout hands each to `draw`, which
/// records where it goes. (Real fonts draw through `SVGTextRenderer`, tested in
/// KioskRenderTests.)
@Suite struct SVGTextTests {
    final class Recorder: SVGTextRendering {
        var glyphs: [(text: String, origin: Point, color: RGBAColor, font: SVGFont)] = []
        func glyphs(of text: String, font: SVGFont) -> [SVGGlyph] {
            text.indices.enumerated().map { i, _ in SVGGlyph(outline: nil, advance: font.size / 2, character: i) }
        }
        func metrics(of font: SVGFont) -> SVGFontMetrics {
            SVGFontMetrics(
                ascent: font.size * 0.8, descent: font.size * 0.2, xHeight: font.size * 0.5, underlinePosition: 2,
                underlineThickness: 2, lineThroughPosition: 4, subscriptOffset: 3, superscriptOffset: 5)
        }
        func draw(_ text: String, font: SVGFont, at origin: Point, color: RGBAColor, on canvas: Canvas) {
            glyphs.append((text, origin, color, font))
        }
    }

    static func glyphs(_ body: String) throws -> [(text: String, origin: Point, color: RGBAColor, font: SVGFont)] {
        let doc = try SVGDocument.parse(
            Array("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>\(body)</svg>".utf8))
        let recorder = Recorder()
        _ = doc.render(width: 100, height: 100, text: recorder)
        return recorder.glyphs
    }

    @Test func charactersFollowOneAnotherAndTspansKeepTheirOwnStyle() throws {
        let g = try Self.glyphs(
            """
            <text x="10" y="20" font-size="10" fill="#ff0000">Ab <tspan fill="#0000ff" font-weight="bold">cd</tspan> e</text>
            """)
        #expect(g.map(\.text).joined() == "Ab cd e")
        #expect(g.map(\.origin.x) == [10, 15, 20, 25, 30, 35, 40], "each character where the one before ended")
        #expect(g.allSatisfy { $0.origin.y == 20 })
        #expect(g[3].color == RGBAColor(hex: 0x0000FF) && g[3].font.weight == 700)
        #expect(g[6].color == RGBAColor(hex: 0xFF0000) && g[6].font.weight == 400)
    }

    @Test func whitespaceCollapsesUnlessPreservedAndAnchorsAlignEachChunk() throws {
        let g = try Self.glyphs(
            """
            <text x="50" y="10" font-size="10" text-anchor="middle">
                two   words
            </text>
            <text x="90" y="30" font-size="10" text-anchor="end">ab<tspan x="90" y="50">cdef</tspan></text>
            <text x="0" y="70" font-size="10" xml:space="preserve"> a  b</text>
            """)
        #expect(g[0..<9].map(\.text).joined() == "two words")
        #expect(g[0].origin.x == 50 - 45.0 / 2)
        #expect(g[9].text == "a" && g[9].origin.x == 80 && g[10].origin.x == 85, "the first chunk ends at 90")
        #expect(g[11].text == "c" && g[11].origin == Point(x: 70, y: 50), "a tspan with x starts a chunk of its own")
        #expect(
            g[15...].map(\.text).joined() == " a  b" && g[16].origin.x == 5 && g[19].origin.x == 20,
            "spaces kept as written")
    }

    @Test func positionListsPlaceEachCharacterAndTheInnermostWins() throws {
        let g = try Self.glyphs(
            """
            <text x="10 20 30" y="40" dy="0 1 1" font-size="10">abcd<tspan x="70">ef</tspan><tspan dx="3 3">gh</tspan></text>
            """)
        #expect(g.map(\.origin.x) == [10, 20, 30, 35, 70, 75, 83, 91])
        #expect(g.map(\.origin.y) == [40, 41, 42, 42, 42, 42, 42, 42], "dy moves the pen for what follows")
    }

    @Test func spacingEmsBaselinesAndLengthResolve() throws {
        let g = try Self.glyphs(
            """
            <g font-size="20">
              <text x="0" y="20" letter-spacing="2" word-spacing="10" font-size="10">a b</text>
              <text x="0" y="40" dx="0.5em" dy="1em">x</text>
              <text x="0" y="60" font-size="10" dominant-baseline="middle">m<tspan alignment-baseline="hanging">h</tspan><tspan baseline-shift="super">s</tspan><tspan baseline-shift="-50%">d</tspan></text>
              <text x="0" y="80" font-size="10" textLength="40">abc</text>
              <text x="0" y="90" font-size="10" textLength="30" lengthAdjust="spacingAndGlyphs">abc</text>
            </g>
            """)
        #expect(g[0..<3].map(\.origin.x) == [0, 7, 24], "a letter after each character, a word after the space")
        #expect(g[3].origin == Point(x: 10, y: 60), "em of the element's own font size")
        // middle: half the x-height (2.5) down; hanging: 0.8 of the ascent (6.4) down;
        // super: 5 up from the span's baseline; -50%: 5 down.
        #expect(g[4].origin.y == 62.5 && g[5].origin.y == 66.4 && g[6].origin.y == 57.5 && g[7].origin.y == 67.5)
        #expect(g[8..<11].map(\.origin.x) == [0, 17.5, 35], "spacing grown so the text is 40 long")
        #expect(g[11..<14].map(\.origin.x) == [0, 10, 20], "glyphs stretched to 30")
    }

    /// A tspan's textLength fits its own characters, and the text after it goes on from its
    /// end (OmniGraffle and Illustrator write one on every label's tspan).
    @Test func aSpansLengthFitsItsCharactersAndMovesWhatFollows() throws {
        let g = try Self.glyphs(
            """
            <text font-size="10"><tspan x="0" y="10" textLength="40">abc</tspan>de</text>
            <text font-size="10"><tspan x="0" y="30" textLength="30" lengthAdjust="spacingAndGlyphs">abc</tspan>d</text>
            <text x="0" y="50" font-size="10">a<tspan textLength="5">bc</tspan>d</text>
            """)
        #expect(
            g[0..<5].map(\.origin.x) == [0, 17.5, 35, 40, 45],
            "15 units of glyphs spread over 40; what follows 25 further on")
        #expect(g[5..<9].map(\.origin.x) == [0, 10, 20, 30], "glyphs stretched to 30")
        #expect(g[9..<13].map(\.origin.x) == [0, 5, 5, 10], "squeezed inside a chunk: the span starts where it stood")
    }

    @Test func theFontShorthandSetsSizeFamiliesWeightAndStyle() throws {
        let g = try Self.glyphs(
            """
            <g style="font: italic bold 12px/1.5 'DejaVu Sans', sans-serif">
              <text x="0" y="10">a</text>
              <text x="0" y="20" style="font: 10px monospace">b</text>
              <text x="0" y="30" font-weight="300">c</text>
            </g>
            """)
        #expect(g[0].font == SVGFont(families: ["DejaVu Sans", "sans-serif"], size: 12, weight: 700, italic: true))
        #expect(
            g[1].font == SVGFont(families: ["monospace"], size: 10, weight: 400, italic: false),
            "what it leaves out goes back to normal")
        #expect(g[2].font.weight == 300 && g[2].font.size == 12, "a longhand over the inherited shorthand")
    }

    @Test func decorationsAreLinesInTheirElementsPaint() throws {
        let doc = try SVGDocument.parse(
            Array(
                """
                <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'>
                <text x="4" y="10" font-size="10" fill="#f00" text-decoration="underline">abcd</text>
                <text x="4" y="30" font-size="10" fill="#00f"><tspan text-decoration="line-through">ab</tspan>cd</text>
                </svg>
                """.utf8))
        let image = doc.render(width: 40, height: 40, text: Recorder())
        // Underline: 2 below the baseline, 2 thick, under the 20 units of the text.
        #expect(
            image[10, 11] == 0xFFFF_0000 && image[10, 12] == 0xFFFF_0000 && image[10, 13] == 0 && image[10, 10] == 0)
        #expect(image[3, 11] == 0 && image[23, 11] == 0xFFFF_0000 && image[24, 11] == 0)
        // Line-through: 4 above the baseline, under the tspan's characters only.
        #expect(image[8, 26] == 0xFF00_00FF && image[13, 26] == 0xFF00_00FF && image[14, 26] == 0)
    }

    @Test func textPathsSetEachGlyphsMiddleOnThePath() throws {
        let g = try Self.glyphs(
            """
            <path id="line" d="M 10 50 H 40"/>
            <path id="down" d="M 80 10 V 90" transform="translate(5 0)"/>
            <text font-size="10"><textPath href="#line" startOffset="5">abcdefgh</textPath></text>
            <text font-size="10" text-anchor="middle"><textPath href="#down" startOffset="50%">ab</textPath></text>
            """)
        // 5 along, each glyph's middle half an advance on: a, b, c, d and e fit, f's middle
        // (at 32.5 of 30) lies past the end.
        #expect(g[0..<5].map(\.origin) == [17.5, 22.5, 27.5, 32.5, 37.5].map { Point(x: $0, y: 50) })
        #expect(g.count == 7, "f, g and h are not drawn")
        // Down the path (moved by its own transform), centred on its middle.
        #expect(g[5].origin == Point(x: 85, y: 47.5) && g[6].origin == Point(x: 85, y: 52.5))
    }

    /// SVG 2's `side="right"`: the text runs along the path from its end, on its other side.
    @Test func textOnThePathsRightSideRunsFromItsEnd() throws {
        let g = try Self.glyphs(
            """
            <path id="line" d="M 10 50 H 40"/>
            <text font-size="10"><textPath href="#line" side="right">ab</textPath></text>
            <text font-size="10"><textPath path="M 10 70 H 40">c</textPath></text>
            """)
        #expect(g[0..<2].map(\.origin) == [Point(x: 37.5, y: 50), Point(x: 32.5, y: 50)], "from x = 40 leftwards")
        #expect(g[2].origin == Point(x: 12.5, y: 70), "a path of the text path's own")
        let reversed = SVGPathMeasure(SVGPathData.parse("M 0 0 H 30 M 100 0 v 40")).reversed
        #expect(reversed.length == 70 && reversed.position(at: 0)?.point == Point(x: 100, y: 40))
        #expect(reversed.position(at: 45)?.point == Point(x: 25, y: 0), "the last piece first, each backwards")
    }

    @Test func aPathsLengthAndDirectionAreMeasured() {
        let m = SVGPathMeasure(SVGPathData.parse("M 0 0 H 30 M 100 0 v 40 Q 100 50 110 50"))
        #expect(abs(m.length - (30 + 40 + 16.2323)) < 0.01, "\(m.length)")
        let start = m.position(at: 0), corner = m.position(at: 35)
        #expect(start?.point == Point(x: 0, y: 0) && start?.angle == 0)
        #expect(
            corner.map {
                abs($0.point.x - 100) < 1e-9 && abs($0.point.y - 5) < 1e-9 && abs($0.angle - Double.pi / 2) < 1e-9
            } == true,
            "the move adds no length: 5 down the second piece")
        #expect(m.position(at: -1) == nil && m.position(at: m.length + 0.01) == nil)
    }

    @Test func effectsLayOutOnTheTextsBox() throws {
        // A filter, a mask or a clip in bounding-box units needs the text's box: without one
        // the element was left out.
        let g = try Self.glyphs(
            """
            <filter id="f"><feOffset dx="1"/></filter>
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="1" height="1"/></clipPath>
            <text x="10" y="20" font-size="10" filter="url(#f)">ab</text>
            <text x="10" y="40" font-size="10" clip-path="url(#c)">cd</text>
            """)
        #expect(g.map(\.text) == ["a", "b", "c", "d"])
    }

    @Test func withoutATextRendererTextIsLeftOut() throws {
        let doc = try SVGDocument.parse(
            Array("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><text y='8'>x</text></svg>".utf8))
        #expect(doc.unsupportedElements.isEmpty)
        let image = doc.render(width: 10, height: 10)
        #expect((0..<10).allSatisfy { y in (0..<10).allSatisfy { image[$0, y] == 0 } })
    }

    /// A stand-in that sets right-to-left runs (any with a Hebrew letter) as a font does: the
    /// last character's glyph first.
    final class RightToLeftRecorder: SVGTextRendering {
        var drawn: [(text: String, origin: Point)] = []
        var rightToLeftFonts = 0
        func glyphs(of text: String, font: SVGFont) -> [SVGGlyph] {
            if font.rightToLeft { rightToLeftFonts += 1 }
            let g = text.indices.enumerated().map { i, _ in SVGGlyph(outline: nil, advance: font.size / 2, character: i)
            }
            return text.unicodeScalars.contains { (0x05D0...0x05EA).contains($0.value) } ? g.reversed() : g
        }
        func draw(_ text: String, font: SVGFont, at origin: Point, color: RGBAColor, on canvas: Canvas) {
            drawn.append((text, origin))
        }
    }

    /// Right-to-left text is set in the order its glyphs come (the Unicode bidirectional
    /// algorithm's, in the text renderer), each character's shifts where its glyph is; with
    /// `direction="rtl"` a chunk starts at its right end.
    @Test func rightToLeftTextIsSetInVisualOrder() throws {
        let doc = try SVGDocument.parse(
            Array(
                """
                <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>
                  <text x="10" y="20" font-size="10" dx="0 5">אבג</text>
                  <text x="90" y="40" font-size="10" direction="rtl">אב</text>
                  <text x="10" y="60" font-size="10">ab</text>
                </svg>
                """.utf8))
        let recorder = RightToLeftRecorder()
        _ = doc.render(width: 100, height: 100, text: recorder)
        let d = recorder.drawn
        #expect(d.map(\.text) == ["ג", "ב", "א", "ב", "א", "a", "b"])
        #expect(
            d[0..<3].map(\.origin.x) == [10, 20, 25], "the second character's dx moves it and what follows it on screen"
        )
        #expect(d[3..<5].map(\.origin.x) == [80, 85], "right to left, the chunk ends at x")
        #expect(d[5..<7].map(\.origin.x) == [10, 15])
        #expect(recorder.rightToLeftFonts > 0, "direction reaches the text renderer")
    }

    /// `textLength` spaces right-to-left text as it is seen: each glyph past the one before.
    @Test func rightToLeftTextIsSpacedToItsLengthInVisualOrder() throws {
        let doc = try SVGDocument.parse(
            Array(
                """
                <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>
                  <text x="10" y="20" font-size="10" textLength="40">אבג</text>
                </svg>
                """.utf8))
        let recorder = RightToLeftRecorder()
        _ = doc.render(width: 100, height: 100, text: recorder)
        #expect(recorder.drawn.map(\.text) == ["ג", "ב", "א"])
        #expect(recorder.drawn.map(\.origin.x) == [10, 27.5, 45], "15 units of glyphs spread over 40")
    }
}
