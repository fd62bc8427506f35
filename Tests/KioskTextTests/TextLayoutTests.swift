import Testing
import KioskGoldens
import KioskGeometry
import KioskRaster
@testable import KioskText
#if canImport(Glibc)
import Glibc
#endif

@Suite(.serialized) struct TextLayoutTests {
    // The suite is serialized, so one library (not thread-safe) serves every test.
    nonisolated(unsafe) static let fonts = FontLibrary()
    static func style(_ size: Double = 20, family: String = "Inter", width: Double? = nil) -> TextStyle {
        TextStyle(font: FontDescriptor(family: family, pixelSize: size))
    }

    static func glyphs(_ text: String, family: String = "Inter") -> [ShapedGlyph] {
        TextLayout(text, style: style(family: family), width: nil, fonts: fonts).lines.flatMap {
            $0.glyphs.map(\.glyph)
        }
    }

    /// A wrapped paragraph drawn through bands of the canvas (a damaged strip, a scroll view's
    /// window): inside each band exactly what the whole drawing has there, outside nothing,
    /// with the glyphs above and below the band passed over.
    @Test func textDrawnThroughABandEqualsTheWholeDrawingThere() {
        let text = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 12)
        let layout = TextLayout(text, style: Self.style(), width: 300, fonts: Self.fonts)
        let origin = Point(x: 6.25, y: -37.5)
        let whole = PixelBuffer(width: 320, height: 200)
        layout.draw(on: Canvas(whole), at: origin, color: .black, fonts: Self.fonts)
        for band in [
            PixelRect(x: 0, y: 0, width: 320, height: 9), PixelRect(x: 10, y: 57, width: 200, height: 31),
            PixelRect(x: 0, y: 181, width: 320, height: 19),
        ] {
            let part = PixelBuffer(width: 320, height: 200)
            let canvas = Canvas(part)
            canvas.clip(toPixels: band)
            layout.draw(on: canvas, at: origin, color: .black, fonts: Self.fonts)
            var differ = 0, inked = 0
            for y in 0..<200 {
                for x in 0..<320 {
                    let expected = band.contains(x: x, y: y) ? whole[x, y] : 0
                    if part[x, y] != expected { differ += 1 }
                    if expected != 0 { inked += 1 }
                }
            }
            #expect(differ == 0, "band \(band): \(differ) pixels differ")
            #expect(inked > 50, "band \(band) has text in it")
        }
    }

    @Test func kerningTightensAV() {
        let pair = Self.glyphs("AV"), a = Self.glyphs("A")
        #expect(pair.count == 2)
        #expect(pair[0].advance < a[0].advance, "Inter kerns A before V")
    }

    @Test func ligatureJoinsFiInDejaVu() {
        #expect(Self.glyphs("fi", family: "DejaVu Sans").count == 1)
        #expect(Self.glyphs("f i", family: "DejaVu Sans").count == 3)
    }

    @Test func arabicLettersTakeJoiningForms() {
        let isolated = Self.glyphs("ب")[0].glyph
        let joined = Self.glyphs("ببب")
        #expect(joined.count == 3)
        #expect(Set(joined.map(\.glyph)).count == 3, "initial, medial and final forms differ")
        #expect(!joined.map(\.glyph).contains(isolated))
    }

    @Test func hebrewRunIsLaidOutRightToLeft() {
        let layout = TextLayout("ab שלום cd", style: Self.style(), width: nil, fonts: Self.fonts)
        let clusters = layout.lines[0].glyphs.map(\.glyph.cluster)
        // Visual order: a b space, then the Hebrew letters from the last to the first, then space c d.
        #expect(Array(clusters.prefix(3)) == [0, 1, 2])
        #expect(Array(clusters[3..<7]) == [6, 5, 4, 3])
        #expect(Array(clusters.suffix(3)) == [7, 8, 9])
    }

    @Test func rightToLeftLayoutAlignsLeadingToTheRight() {
        var s = Self.style()
        s.layoutDirection = .rightToLeft
        let layout = TextLayout("שלום\nשלום עולם", style: s, width: nil, fonts: Self.fonts)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].x > 0 && abs(layout.lines[0].x + layout.lines[0].width - layout.size.width) < 0.01)
    }

    @Test func wrappingKeepsEveryLineWithinTheWidth() {
        let text = "Kiosk screens are mostly text, and it must look as good as a phone's."
        let layout = TextLayout(text, style: Self.style(), width: 180, fonts: Self.fonts)
        #expect(layout.lines.count >= 3)
        for line in layout.lines { #expect(line.width <= 180) }
        #expect(layout.size.width <= 180)
        // Every scalar is on exactly one line, in order.
        #expect(layout.lines.first?.range.lowerBound == 0)
        #expect(layout.lines.last?.range.upperBound == text.unicodeScalars.count)
    }

    @Test func aWordLongerThanTheLineBreaksBetweenGraphemes() {
        let layout = TextLayout(
            "Donaudampfschifffahrtsgesellschaft", style: Self.style(), width: 120, fonts: Self.fonts)
        #expect(layout.lines.count > 1)
        for line in layout.lines { #expect(line.width <= 120) }
    }

    @Test func flagsLayOutAndBreakOnlyBetweenFlags() {
        // libunibreak 5.1 aborted on regional indicators: found by the text fuzz target.
        let text = "flags 🇩🇪🇫🇷🇮🇹🇪🇸🇳🇱 done"
        let layout = TextLayout(text, style: Self.style(), width: 60, fonts: Self.fonts)
        #expect(layout.lines.count > 1)
        let scalars = Array(text.unicodeScalars)
        for line in layout.lines.dropFirst() {
            // A line never starts with the second indicator of a flag.
            let before = scalars[..<line.range.lowerBound].filter { (0x1F1E6...0x1F1FF).contains($0.value) }.count
            #expect(before % 2 == 0, "line \(line.range) splits a flag")
        }
    }

    @Test func theNoncharacterFFFFLaysOutLikeAnyCharacter() {
        // libunibreak 5.1 read U+FFFF as its end of text and aborted: found by the text fuzz target.
        let text = "before \u{FFFF}\u{FFFF} after \u{FFFF} and more words to wrap"
        let layout = TextLayout(text, style: Self.style(), width: 80, fonts: Self.fonts)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.last?.range.upperBound == Array(text.unicodeScalars).count, "every scalar is laid out")
    }

    @Test(arguments: [TruncationMode.tail, .middle, .head])
    func lineLimitTruncatesWithAnEllipsis(mode: TruncationMode) {
        var s = Self.style()
        s.lineLimit = 1
        s.truncation = mode
        let layout = TextLayout("A label that is much too long for its box", style: s, width: 150, fonts: Self.fonts)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].isTruncated)
        #expect(layout.lines[0].width <= 150)
    }

    @Test func missingFamilyFallsBackAndIsReported() {
        let fonts = FontLibrary()
        let layout = TextLayout(
            "Hello", style: TextStyle(font: FontDescriptor(family: "Nonexistent Sans", pixelSize: 16)), width: nil,
            fonts: fonts)
        #expect(layout.lines.count == 1)
        #expect(fonts.substitutions["Nonexistent Sans"] != nil)
    }

    @Test func invalidUTF8IsReplacedNotACrash() {
        let text = String(decoding: [0x48, 0x69, 0xFF, 0xC3, 0x28, 0x21], as: UTF8.self)
        let layout = TextLayout(text, style: Self.style(), width: nil, fonts: Self.fonts)
        #expect(layout.lines.count == 1)
        #expect(layout.scalars.contains("\u{FFFD}"))
    }

    @Test func glyphCacheStaysWithinItsBudget() {
        let fonts = FontLibrary(glyphCacheBytes: 64 << 10)
        let layout = TextLayout(
            String((0..<400).map { Character(Unicode.Scalar(0x21 + $0 % 94)!) }), style: Self.style(48), width: nil,
            fonts: fonts)
        let buffer = PixelBuffer(width: 64, height: 64)
        layout.draw(on: Canvas(buffer), at: .zero, color: .black, fonts: fonts)
        #expect(fonts.glyphCache.byteCount <= fonts.glyphCache.byteBudget)
        #expect(fonts.glyphCache.misses > 0)
    }

    /// A damaged font can ask for glyphs thousands of pixels wide (found by fuzzing: 1.5 s
    /// and hundreds of megabytes for one string); glyphs beyond any screen are not drawn.
    @Test func aGlyphFarLargerThanAnyScreenIsNotRasterised() {
        let fonts = FontLibrary()
        let buffer = PixelBuffer(width: 64, height: 64)
        TextLayout("H", style: Self.style(4000), width: nil, fonts: fonts).draw(
            on: Canvas(buffer), at: .zero, color: .black, fonts: fonts)
        #expect(fonts.glyphCache.byteCount < 1 << 20, "a 4000 px H would be a mask of some 8 MB")
        let before = fonts.glyphCache.byteCount
        TextLayout("H", style: Self.style(200), width: nil, fonts: fonts).draw(
            on: Canvas(buffer), at: .zero, color: .black, fonts: fonts)
        #expect(fonts.glyphCache.byteCount > before + 10_000, "a 200 px H is drawn")
    }

    @Test func secondDrawHitsTheCache() {
        let fonts = FontLibrary()
        let layout = TextLayout("Cached label", style: Self.style(), width: nil, fonts: fonts)
        let buffer = PixelBuffer(width: 200, height: 40)
        layout.draw(on: Canvas(buffer), at: Point(x: 2, y: 2), color: .black, fonts: fonts)
        let misses = fonts.glyphCache.misses
        layout.draw(on: Canvas(buffer), at: Point(x: 2, y: 2), color: .black, fonts: fonts)
        #expect(fonts.glyphCache.misses == misses)
    }

    // Goldens: Latin, mixed direction, wrapping with truncation, weights, dark-on-light and light-on-dark.
    static let goldenCases: [(String, String, Double, Int, Double?, Int?)] = [
        ("latin", "Kerning AVATAR, office ffi — héllo wörld 0123", 22, 400, nil, nil),
        ("mixed-direction", "Hello עולם and مرحبا بالعالم 123", 22, 400, nil, nil),
        ("wrap-truncate", "The quick brown fox jumps over the lazy dog and keeps on running far away", 18, 400, 220, 2),
        ("heavy-weight", "Heavy 800 weight at 24 px", 24, 800, nil, nil),
    ]

    @Test(arguments: goldenCases.map(\.0))
    func rendersLikeTheGolden(name: String) {
        let c = Self.goldenCases.first { $0.0 == name }!
        var s = TextStyle(font: FontDescriptor(family: "Inter", pixelSize: c.2, weight: FontWeightValue(c.3)))
        s.lineLimit = c.5
        let layout = TextLayout(c.1, style: s, width: c.4, fonts: Self.fonts)
        let w = Int(layout.size.width.rounded(.up)) + 16, h = Int(layout.size.height) + 16
        let buffer = PixelBuffer(width: w, height: h * 2)
        buffer.fill(0xFFFF_FFFF, in: PixelRect(x: 0, y: 0, width: w, height: h))
        buffer.fill(0xFF0F_172A, in: PixelRect(x: 0, y: h, width: w, height: h))
        let canvas = Canvas(buffer)
        layout.draw(on: canvas, at: Point(x: 8, y: 8), color: RGBAColor(hex: 0x0F172A), fonts: Self.fonts)
        layout.draw(on: canvas, at: Point(x: 8, y: Double(h + 8)), color: .white, fonts: Self.fonts)
        TextGolden.check(buffer, named: name)
    }
}

typealias TextGolden = GoldenImage
