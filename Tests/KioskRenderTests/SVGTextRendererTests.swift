import Testing
import KioskGeometry
import KioskRaster
import KioskSVG
import KioskText
@testable import KioskRender

/// SVG text drawn with the system's fonts (fontconfig, FreeType, HarfBuzz).
@Suite struct SVGTextRendererTests {
    /// Each test's own fonts: a FontLibrary serves one thread at a time, and these tests run
    /// in parallel with each other and with the suites that share `Scene.fonts` (sharing it,
    /// two tests loaded a face into its table at once and crashed the run).
    let fonts = FontLibrary()
    var text: SVGTextRenderer { SVGTextRenderer(fonts: fonts) }

    /// How far `string` advances the pen: its glyphs' advances.
    func advance(_ string: String, font: SVGFont) -> Double {
        text.glyphs(of: string, font: font).reduce(0) { $0 + $1.advance }
    }

    static func inkBounds(_ b: PixelBuffer) -> PixelRect? {
        var lo = (x: Int.max, y: Int.max), hi = (x: Int.min, y: Int.min)
        for y in 0..<b.height {
            for x in 0..<b.width where b[x, y] >> 24 > 64 {
                lo = (min(lo.x, x), min(lo.y, y))
                hi = (max(hi.x, x), max(hi.y, y))
            }
        }
        return lo.x == Int.max ? nil : PixelRect(minX: lo.x, minY: lo.y, maxX: hi.x + 1, maxY: hi.y + 1)
    }

    @Test func glyphsSitOnTheBaselineScaledByTheTransform() throws {
        let svg =
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 50 25'><text x='5' y='20' font-family='DejaVu Sans' font-size='10'>HHH</text></svg>"
        let doc = try SVGDocument.parse(Array(svg.utf8))
        // Twice the viewBox: 10-unit capitals (about 7.3 units tall in DejaVu Sans) become ~15 px,
        // standing on the baseline at y = 40 and starting near x = 10.
        let image = doc.render(width: 100, height: 50, text: text)
        let ink = try #require(Self.inkBounds(image))
        #expect(abs(ink.maxY - 40) <= 1, "\(ink)")
        #expect((13...16).contains(ink.height), "\(ink)")
        #expect((10...13).contains(ink.x), "\(ink)")
        let advance = advance("HHH", font: SVGFont(families: ["DejaVu Sans"], size: 10, weight: 400, italic: false))
        // The ink spans the advance, scaled, less the side bearings of the first and last H.
        #expect(Double(ink.width) < 2 * advance && Double(ink.width) > 2 * advance - 6, "\(ink.width) for \(advance)")
    }

    /// Mixed text comes in visual order: a Hebrew word's last letter first. The paragraph's
    /// direction is `rightToLeft`'s, whatever the text starts with (CSS's `direction`).
    @Test func rightToLeftRunsComeInVisualOrder() {
        let font = SVGFont(families: ["DejaVu Sans"], size: 10)
        #expect(text.glyphs(of: "ab \u{5D0}\u{5D1}\u{5D2}", font: font).map(\.character) == [0, 1, 2, 5, 4, 3])
        #expect(
            text.glyphs(of: "\u{5D0} ab", font: font).map(\.character) == [0, 1, 2, 3],
            "left to right, though Hebrew comes first")
        var rtl = font
        rtl.rightToLeft = true
        #expect(
            text.glyphs(of: "ab \u{5D0}", font: rtl).map(\.character) == [3, 2, 0, 1],
            "right to left, though Latin comes first")
        #expect(text.glyphs(of: "\u{5D0} ab", font: rtl).map(\.character) == [2, 3, 1, 0])
        #expect(text.glyphs(of: "12", font: rtl).map(\.character) == [0, 1], "digits keep their order")
    }

    @Test func textSplitsIntoRunsOfOneDirectionInTheOrderTheyAreSeen() {
        let hebrew = "\u{5D0}\u{5D1}\u{5D2}"
        #expect(
            text.bidirectionalRuns(of: "ab \(hebrew) de", rightToLeft: false) == [
                SVGBidirectionalRun(characters: 0..<3, rightToLeft: false),
                SVGBidirectionalRun(characters: 3..<6, rightToLeft: true),
                SVGBidirectionalRun(characters: 6..<9, rightToLeft: false),
            ])
        // Right to left: the Latin word, first in the text, is seen last (rightmost); the space
        // between goes with the Hebrew.
        #expect(
            text.bidirectionalRuns(of: "ab \(hebrew)", rightToLeft: true) == [
                SVGBidirectionalRun(characters: 2..<6, rightToLeft: true),
                SVGBidirectionalRun(characters: 0..<2, rightToLeft: false),
            ])
        #expect(
            text.bidirectionalRuns(of: "\(hebrew) \(hebrew)", rightToLeft: false) == [
                SVGBidirectionalRun(characters: 0..<7, rightToLeft: true)
            ])
        #expect(text.bidirectionalRuns(of: "", rightToLeft: false) == [])
    }

    /// A right-to-left sentence whose words are in different spans reads from the right
    /// across them: the first span's word is right of the second's.
    @Test func rightToLeftWordsInSpansAreSetFromTheRight() throws {
        func inkCentre(_ body: String, _ colour: UInt32) throws -> Double {
            let svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 30'>\(body)</svg>"
            let image = try SVGDocument.parse(Array(svg.utf8)).render(width: 120, height: 30, text: text)
            var sum = 0.0, count = 0.0
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y] >> 24 > 128 && image[x, y] & 0xFFFFFF == colour {
                    sum += Double(x)
                    count += 1
                }
            }
            return try #require(count > 0 ? sum / count : nil)
        }
        let first = "\u{5E9}\u{5DC}\u{5D5}\u{5DD}", second = "\u{5E2}\u{5D5}\u{5DC}\u{5DD}"
        for direction in ["ltr", "rtl"] {
            let body =
                "<text x='60' y='20' text-anchor='middle' direction='\(direction)' font-family='DejaVu Sans' font-size='14' fill='#ff0000'>\(first) <tspan fill='#0000ff'>\(second)</tspan></text>"
            let red = try inkCentre(body, 0xFF0000), blue = try inkCentre(body, 0x0000FF)
            #expect(red > blue + 10, "direction \(direction): the first word at \(red), the second at \(blue)")
        }
        // Left to right, a Latin sentence in spans keeps its order.
        let latin =
            "<text x='60' y='20' text-anchor='middle' font-family='DejaVu Sans' font-size='14' fill='#ff0000'>one <tspan fill='#0000ff'>two</tspan></text>"
        #expect(try inkCentre(latin, 0xFF0000) < inkCentre(latin, 0x0000FF))
    }

    @Test func anchorsUseTheMeasuredAdvance() throws {
        func ink(_ anchor: String) throws -> PixelRect {
            let svg =
                "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 30'><text x='50' y='20' font-size='12' text-anchor='\(anchor)'>Kiosk</text></svg>"
            return try #require(
                Self.inkBounds(try SVGDocument.parse(Array(svg.utf8)).render(width: 100, height: 30, text: text)))
        }
        let start = try ink("start"), middle = try ink("middle"), end = try ink("end")
        #expect(abs(start.x - 50) <= 2 && abs(end.maxX - 50) <= 2)
        #expect(abs((middle.x + middle.maxX) / 2 - 50) <= 2)
    }

    @Test func glyphsTurnAndSlantWithTheTransform() throws {
        func ink(_ transform: String) throws -> PixelRect {
            let svg =
                "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><text transform='\(transform)' font-family='DejaVu Sans' font-size='12'>HHHHH</text></svg>"
            return try #require(
                Self.inkBounds(try SVGDocument.parse(Array(svg.utf8)).render(width: 100, height: 100, text: text)))
        }
        let upright = try ink("translate(20 50)"), turned = try ink("translate(50 90) rotate(-90)")
        #expect(upright.width > 2 * upright.height, "\(upright)")
        // Turned a quarter: the word runs up the page from the baseline's start.
        #expect(
            turned.height == upright.width || abs(turned.height - upright.width) <= 1, "\(turned) against \(upright)")
        #expect(abs(turned.width - upright.height) <= 1 && turned.maxY <= 90 && turned.maxX <= 51, "\(turned)")
    }

    @Test func textIsFilledAndStrokedWithAnyPaint() throws {
        let svg = """
            <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 50'>
            <linearGradient id='g'><stop offset='0' stop-color='#f00'/><stop offset='1' stop-color='#00f'/></linearGradient>
            <text x='2' y='40' font-family='DejaVu Sans' font-weight='bold' font-size='40' fill='url(#g)'>HH</text>
            </svg>
            """
        let image = try SVGDocument.parse(Array(svg.utf8)).render(width: 100, height: 50, text: text)
        let ink = try #require(Self.inkBounds(image))
        // Left of the text's box red, right of it blue: one gradient across the whole text.
        let left = image[ink.x + 2, ink.y + 15], right = image[ink.maxX - 3, ink.y + 15]
        #expect((left >> 16) & 0xFF > 180 && left & 0xFF < 60, "\(String(left, radix: 16))")
        #expect(right & 0xFF > 180 && (right >> 16) & 0xFF < 60, "\(String(right, radix: 16))")
        // Stroked and not filled: the outline of a stem, hollow inside.
        let outlined = """
            <svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 50'>
            <text x='2' y='45' font-family='DejaVu Sans' font-weight='bold' font-size='48' fill='none' stroke='#000'>I</text>
            </svg>
            """
        let hollow = try SVGDocument.parse(Array(outlined.utf8)).render(width: 100, height: 50, text: text)
        let stem = try #require(Self.inkBounds(hollow))
        #expect(stem.width >= 9, "\(stem)")
        #expect(
            hollow[stem.x + stem.width / 2, stem.y + stem.height / 2] >> 24 < 40, "the stem's middle is not painted")
        #expect(hollow[stem.x, stem.y + stem.height / 2] >> 24 > 100, "its edge is")
    }

    @Test func metricsComeFromTheFontsTables() throws {
        // DejaVu Sans: 2048 units an em, ascender 1901, descender -483, no x-height in its
        // OS/2 table (version 1): 45% of the height stands in.
        let m = text.metrics(of: SVGFont(families: ["DejaVu Sans"], size: 100))
        #expect(abs(m.ascent - 92.8) < 0.3 && abs(m.descent - 23.6) < 0.3 && abs(m.xHeight - 52.4) < 0.3, "\(m)")
        #expect(
            m.underlinePosition > 0 && m.underlinePosition < 20 && m.underlineThickness > 2
                && m.underlineThickness < 10, "\(m)")
        #expect(
            m.lineThroughPosition > 20 && m.lineThroughPosition < 40 && m.superscriptOffset > m.subscriptOffset, "\(m)")
        // Glyphs and advances scale with the size.
        let ten = text.glyphs(of: "Kiosk", font: SVGFont(families: ["DejaVu Sans"], size: 10))
        let twenty = text.glyphs(of: "Kiosk", font: SVGFont(families: ["DejaVu Sans"], size: 20))
        #expect(ten.map(\.character) == [0, 1, 2, 3, 4])
        #expect(zip(ten, twenty).allSatisfy { abs($1.advance - 2 * $0.advance) < 1e-9 })
    }

    @Test func anUnknownFamilyFallsBackToOneThatIsThere() {
        let a = advance(
            "Kiosk", font: SVGFont(families: ["No Such Font", "sans-serif"], size: 16, weight: 400, italic: false))
        #expect(a > 20 && a < 80)
    }

    /// Found by fuzzing: a font size of 6e92 trapped converting to FreeType's fixed point.
    @Test func hugeFontSizesAreMeasuredByScalingAndDrawNothing() throws {
        let small = advance("ab", font: SVGFont(families: ["DejaVu Sans"], size: 100))
        let huge = advance("ab", font: SVGFont(families: ["DejaVu Sans"], size: 1e90))
        #expect(abs(huge / 1e88 - small) < small * 0.02, "advances scale with the size")
        let svg =
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><text y='5' font-size='6e92'>x</text></svg>"
        let image = try SVGDocument.parse(Array(svg.utf8)).render(width: 10, height: 10, text: text)
        #expect(Self.inkBounds(image) == nil)
        #expect(
            fonts.face(for: FontDescriptor(family: "DejaVu Sans", pixelSize: 1e30)) != nil,
            "a face is set to the largest size")
    }
}
