import CUnibreak
import KioskGeometry
import KioskRaster

/// A glyph placed on a line: x from the layout's left edge, in pixels.
package struct PositionedGlyph: Sendable {
    package let glyph: ShapedGlyph
    package let x: Double
    /// The glyph belongs to a right-to-left run (its cluster's leading edge is on its right).
    package let isRightToLeft: Bool

    package init(glyph: ShapedGlyph, x: Double, isRightToLeft: Bool = false) {
        self.glyph = glyph
        self.x = x
        self.isRightToLeft = isRightToLeft
    }
}

/// One laid-out line.
package struct TextLine: Sendable {
    package let glyphs: [PositionedGlyph]
    /// Advance width of the line without trailing spaces, in pixels.
    package let width: Double
    /// Left edge of the line after alignment.
    package let x: Double
    /// Baseline position from the layout's top edge.
    package let baseline: Double
    /// Scalars of the text this line shows (before truncation), as indices into `TextLayout.scalars`.
    package let range: Range<Int>
    package let isTruncated: Bool
}

/// Text shaped, broken into lines and aligned: what `Text` measures and draws.
///
/// Lines break at UAX #14 opportunities (libunibreak), never inside a grapheme cluster; each
/// line's runs are ordered visually by the bidi algorithm (FriBidi) and shaped by HarfBuzz
/// after breaking, so ligatures and Arabic joining are right at line ends too.
package struct TextLayout: Sendable {
    package let scalars: [Unicode.Scalar]
    package let lines: [TextLine]
    /// Size of the laid-out text in pixels: the widest line (or the proposed width when
    /// aligning needs it) by the line heights.
    package let size: Size
    package let lineHeight: Double
    package let ascent: Double
    /// Whether the width broke or cut a line: when it did not, the layout is the same for
    /// every width at least this wide (and for none), which the cache exploits.
    package let isShapedByWidth: Bool
    /// Whether a glyph comes from a colour font (emoji): drawn as an image, not in the text's
    /// colour.
    package let hasColorGlyphs: Bool
    let drawCache = TextDrawCache()

    package static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// Lays out `text` (invalid UTF-8 was already replaced when the String was made) within
    /// `width` pixels (nil: no wrapping).
    package init(_ text: String, style: TextStyle, width: Double?, fonts: FontLibrary) {
        scalars = Array(text.unicodeScalars)
        let primary = fonts.face(for: style.font)
        ascent = primary?.ascent ?? style.font.pixelSize * 0.8
        let descent = primary?.descent ?? style.font.pixelSize * 0.2
        lineHeight = (ascent + descent + (primary?.lineGap ?? 0) + style.lineSpacing).rounded()
        guard primary != nil else {
            lines = []
            size = .zero
            isShapedByWidth = false
            hasColorGlyphs = false
            return
        }
        var builder = LineBuilder(scalars: scalars, style: style, fonts: fonts)
        var lines: [TextLine] = []
        var shapedByWidth = false
        let limit = style.lineLimit.map { max(1, $0) } ?? Int.max
        var paragraphStart = 0
        outer: while paragraphStart <= scalars.count {
            var paragraphEnd = paragraphStart
            while paragraphEnd < scalars.count && !Self.isHardBreak(scalars[paragraphEnd]) { paragraphEnd += 1 }
            let levels = Bidi.levels(
                Array(scalars[paragraphStart..<paragraphEnd]), base: style.layoutDirection,
                followsText: style.directionFollowsText)
            builder.setParagraph(paragraphStart..<paragraphEnd, levels: levels)
            let ranges = builder.breakLines(width: width)
            if ranges.count > 1 { shapedByWidth = true }
            for lineRange in ranges {
                if lines.count == limit - 1 && (lineRange.upperBound < paragraphEnd || paragraphEnd < scalars.count)
                    && width != nil || lines.count == limit - 1 && paragraphEnd < scalars.count
                {
                    // The last allowed line: everything that is left goes on it, truncated to fit.
                    let rest = lineRange.lowerBound..<paragraphEnd
                    lines.append(
                        builder.truncatedLine(
                            rest, width: width, lineIndex: lines.count, lineHeight: lineHeight, ascent: ascent))
                    // Cut by the width or the limit: either way, not the same for every width.
                    shapedByWidth = true
                    break outer
                }
                lines.append(builder.line(lineRange, lineIndex: lines.count, lineHeight: lineHeight, ascent: ascent))
                if lines.count == limit {
                    if lineRange.upperBound < scalars.count { shapedByWidth = true }
                    break outer
                }
            }
            if paragraphEnd >= scalars.count { break }
            paragraphStart = paragraphEnd + 1
        }
        isShapedByWidth = shapedByWidth
        hasColorGlyphs = lines.contains { $0.glyphs.contains { $0.glyph.face.hasColorGlyphs } }
        let widest = lines.map(\.width).max() ?? 0
        let boxWidth = width.map { min($0, widest.rounded(.up)) } ?? widest.rounded(.up)
        // Align within the box: the widest line, not the proposal (SwiftUI's Text hugs its lines).
        self.lines = lines.map { l in
            let free = boxWidth - l.width
            let leading = style.layoutDirection == .leftToRight
            let x: Double =
                switch style.alignment {
                case .leading: leading ? 0 : free
                case .center: free / 2
                case .trailing: leading ? free : 0
                }
            return TextLine(
                glyphs: l.glyphs, width: l.width, x: x, baseline: l.baseline, range: l.range, isTruncated: l.isTruncated
            )
        }
        size = Size(width: boxWidth, height: Double(lines.count) * lineHeight)
    }

    static func isHardBreak(_ s: Unicode.Scalar) -> Bool {
        s == "\n" || s == "\u{2029}" || s == "\u{2028}" || s == "\r"
    }

    /// Draws the layout with its top-left at `origin` (device pixels) in `color`.
    ///
    /// Glyph masks come from the library's cache at quarter-pixel horizontal positions; the
    /// baseline is snapped to whole pixels, as light hinting expects.
    package func draw(on canvas: Canvas, at origin: Point, color: RGBAColor, fonts: FontLibrary) {
        guard let blender = canvas.coverageBlender(color: color) else { return }
        let gammaClass = CoverageGamma.gammaClass(for: color)
        // Glyph masks and their offsets depend only on the origin's fractional part: redrawing a
        // label that did not move, or moved by whole pixels, reuses them without any lookup.
        let ox = origin.x.rounded(.down), oy = origin.y.rounded(.down)
        let key = TextDrawCache.Key(
            fracX: origin.x - ox, fracY: origin.y - oy, gammaClass: gammaClass,
            cacheID: ObjectIdentifier(fonts.glyphCache))
        // Render threads may draw one layout at once (a label across two bands): the cache is
        // read and filled under its lock, and each draws from its own copy of the items.
        let items: [TextDrawCache.Item] = drawCache.lock.withLock {
            if drawCache.key != key {
                var items: [TextDrawCache.Item] = []
                for line in lines {
                    let baseline = (key.fracY + line.baseline).rounded()
                    for g in line.glyphs {
                        let pen = Self.subpixel(key.fracX + line.x + g.x + g.glyph.offsetX)
                        guard
                            let mask = fonts.glyphCache.mask(
                                face: g.glyph.face, glyph: g.glyph.glyph, subpixel: pen.sub, gammaClass: gammaClass)
                        else { continue }
                        items.append(
                            TextDrawCache.Item(
                                mask: mask, dx: pen.whole + mask.left,
                                dy: Int(baseline - g.glyph.offsetY.rounded()) - mask.top,
                                height: max(mask.height, mask.color?.height ?? 0)))
                    }
                }
                drawCache.items = items
                drawCache.key = key
            }
            return drawCache.items
        }
        let bx = Int(ox), by = Int(oy)
        // Glyphs wholly above or below the clip (most of a long text scrolled in a box) are
        // passed over before their mask is read.
        let clip = blender.clip
        for i in items.indices {
            let top = items[i].dy + by
            guard top < clip.maxY, top + items[i].height > clip.y else { continue }
            let item = items[i]
            let mask = item.mask
            if let image = mask.color {
                canvas.drawImage(
                    image,
                    in: Rect(
                        x: Double(bx + item.dx), y: Double(by + item.dy), width: Double(image.width),
                        height: Double(image.height)))
            } else {
                blender.blend(
                    mask.coverage, width: mask.stride, height: mask.height, stride: mask.stride, atX: bx + item.dx,
                    y: by + item.dy, gamma: nil)
            }
        }
    }

    /// A pen position split into whole pixels and quarter-pixel phase.
    @inline(__always)
    static func subpixel(_ penX: Double) -> (whole: Int, sub: Int) {
        let whole = penX.rounded(.down)
        let sub = Int(((penX - whole) * 4).rounded())
        return sub == 4 ? (Int(whole) + 1, 0) : (Int(whole), sub)
    }
}

/// The glyph masks a layout drew with last and their offsets from the origin's whole pixel,
/// for its next draw.
final class TextDrawCache: @unchecked Sendable {
    struct Key: Equatable {
        var fracX: Double
        var fracY: Double
        var gammaClass: Int
        var cacheID: ObjectIdentifier
    }
    struct Item {
        let mask: GlyphMask
        let dx: Int
        let dy: Int
        /// The mask's height (or its colour picture's), kept beside it for the clip test.
        let height: Int
    }
    var key: Key?
    var items: [Item] = []
    let lock = Lock()
}

/// Breaks paragraphs into lines and shapes them.
struct LineBuilder {
    let scalars: [Unicode.Scalar]
    let style: TextStyle
    let fonts: FontLibrary
    var paragraph: Range<Int> = 0..<0
    var levels: [UInt8] = []
    var breaks: [Int8] = []
    /// The paragraph's runs, found once for breaking and for every line.
    var paragraphRuns: [Run] = []

    init(scalars: [Unicode.Scalar], style: TextStyle, fonts: FontLibrary) {
        self.scalars = scalars
        self.style = style
        self.fonts = fonts
        LineBuilder.initialiseOnce
    }

    static let initialiseOnce: Void = { init_linebreak() }()

    mutating func setParagraph(_ range: Range<Int>, levels: [UInt8]) {
        paragraph = range
        self.levels = levels
        paragraphRuns = runs(range)
        // libunibreak 5.1 (Debian 12) aborts in set_linebreaks on two inputs found by fuzzing:
        // regional indicators (flags; assertion lbcNew <= LBP_JT), which go in as an ideograph
        // (it breaks like a flag does, and the grapheme check keeps each flag's pair
        // together); and the noncharacter U+FFFF, its own end-of-text mark (assertion
        // posLast == posCur - 1), which goes in as U+FFFD, the replacement character.
        let text = scalars[range].map { s -> UInt32 in
            if (0x1F1E6...0x1F1FF).contains(s.value) { return 0x3400 }
            return s.value == 0xFFFF ? 0xFFFD : s.value
        }
        breaks = [Int8](repeating: Int8(LINEBREAK_NOBREAK), count: text.count)
        if !text.isEmpty {
            text.withUnsafeBufferPointer { t in
                breaks.withUnsafeMutableBufferPointer { b in
                    set_linebreaks_utf32(t.baseAddress, t.count, nil, b.baseAddress)
                }
            }
        }
    }

    func level(_ i: Int) -> UInt8 { levels.isEmpty ? 0 : levels[i - paragraph.lowerBound] }

    /// A break is allowed after scalar i when libunibreak says so and i ends a grapheme cluster.
    func canBreak(after i: Int) -> Bool {
        let b = breaks[i - paragraph.lowerBound]
        return b == Int8(LINEBREAK_ALLOWBREAK) || b == Int8(LINEBREAK_MUSTBREAK)
    }

    /// Logical advance of each scalar (shaped per run; a cluster's width goes to its first scalar).
    func advances(_ range: Range<Int>) -> [Double] {
        var out = [Double](repeating: 0, count: range.count)
        for run in range == paragraph ? paragraphRuns : runs(range) {
            for g in fonts.shapeCache.shape(
                scalars, run.range, face: run.face, rtl: run.level % 2 == 1, features: style.font.features)
            {
                let i = min(max(g.cluster, range.lowerBound), range.upperBound - 1) - range.lowerBound
                out[i] += g.advance + style.tracking
            }
        }
        return out
    }

    /// Greedy breaking at allowed opportunities; a word wider than the line is broken at
    /// grapheme boundaries.
    func breakLines(width: Double?) -> [Range<Int>] {
        guard !paragraph.isEmpty else { return [paragraph] }
        guard let width else { return [paragraph] }
        let adv = advances(paragraph)
        var lines: [Range<Int>] = []
        var start = paragraph.lowerBound
        while start < paragraph.upperBound {
            var x = 0.0
            var lastBreak: Int? = nil
            var i = start
            var end = paragraph.upperBound
            while i < paragraph.upperBound {
                let a = adv[i - paragraph.lowerBound]
                let isSpace = scalars[i].properties.isWhitespace
                if x + a > width && !isSpace && i > start {
                    end = lastBreak.map { $0 + 1 } ?? graphemeBoundary(before: i, from: start)
                    break
                }
                x += a
                if canBreak(after: i) { lastBreak = i }
                i += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// The last grapheme boundary at or before `i` (but after `start`), for breaking long words.
    func graphemeBoundary(before i: Int, from start: Int) -> Int {
        var j = i
        while j > start + 1
            && (scalars[j].properties.generalCategory == .nonspacingMark
                || scalars[j].properties.generalCategory == .spacingMark
                || scalars[j].properties.generalCategory == .enclosingMark || scalars[j] == "\u{200D}"
                || scalars[j - 1] == "\u{200D}"
                || (0xFE00...0xFE0F).contains(scalars[j].value) || (0x1F3FB...0x1F3FF).contains(scalars[j].value))
        {
            j -= 1
        }
        return max(start + 1, j)
    }

    struct Run {
        var range: Range<Int>
        var level: UInt8
        var face: FontFace
    }

    /// Maximal runs of one bidi level and one face (the fallback chain per character).
    func runs(_ range: Range<Int>) -> [Run] {
        var out: [Run] = []
        for i in range {
            guard let face = fonts.face(for: style.font, covering: scalars[i]) else { continue }
            // Combining marks stay with their base's face.
            let mark = scalars[i].properties.generalCategory == .nonspacingMark
            let lvl = level(i)
            if var last = out.last, last.level == lvl, last.face === face || mark, last.range.upperBound == i {
                last.range = last.range.lowerBound..<(i + 1)
                out[out.count - 1] = last
            } else {
                out.append(Run(range: i..<(i + 1), level: lvl, face: face))
            }
        }
        return out
    }

    /// Shapes and orders one line.
    func line(
        _ range: Range<Int>, lineIndex: Int, lineHeight: Double, ascent: Double, extra: [Unicode.Scalar] = [],
        truncated: Bool = false
    ) -> TextLine {
        // Trailing white space hangs: it does not count for width or alignment.
        var visible = range
        while style.hangsTrailingWhitespace && !visible.isEmpty
            && scalars[visible.upperBound - 1].properties.isWhitespace
        { visible = visible.lowerBound..<(visible.upperBound - 1) }
        var runs = visible == paragraph ? paragraphRuns : runs(visible)
        var allScalars = scalars
        if !extra.isEmpty, let face = fonts.face(for: style.font, covering: extra[0]) {
            let base = allScalars.count
            allScalars += extra
            let lvl: UInt8 = style.layoutDirection == .rightToLeft ? 1 : 0
            runs.append(Run(range: base..<(base + extra.count), level: lvl, face: face))
        }
        let order = Bidi.visualOrder(levels: runs.map(\.level))
        var glyphs: [PositionedGlyph] = []
        var x = 0.0
        for r in order {
            let run = runs[r]
            let shaped =
                (extra.isEmpty ? slice(run) : nil)
                ?? fonts.shapeCache.shape(
                    allScalars, run.range, face: run.face, rtl: run.level % 2 == 1, features: style.font.features)
            for g in shaped {
                glyphs.append(PositionedGlyph(glyph: g, x: x, isRightToLeft: run.level % 2 == 1))
                x += g.advance + style.tracking
            }
        }
        return TextLine(
            glyphs: glyphs, width: max(0, x - (glyphs.isEmpty ? 0 : style.tracking)), x: 0,
            baseline: Double(lineIndex) * lineHeight + ascent.rounded(), range: range, isTruncated: truncated)
    }

    /// A left-to-right run's glyphs cut from its paragraph run's shaping, when HarfBuzz says
    /// both cuts are safe (what shaping the run alone would give); nil when a cut is not safe,
    /// falls inside a cluster (a ligature), or the run is right to left.
    func slice(_ run: Run) -> [ShapedGlyph]? {
        guard run.level % 2 == 0,
            let whole = paragraphRuns.first(where: {
                $0.range.lowerBound <= run.range.lowerBound && run.range.upperBound <= $0.range.upperBound
            }), whole.face === run.face, whole.level == run.level
        else { return nil }
        let glyphs = fonts.shapeCache.shape(
            scalars, whole.range, face: whole.face, rtl: false, features: style.font.features)
        if whole.range == run.range { return glyphs }
        // A cut must fall at the start of a cluster, on a glyph that is safe to break before.
        func cut(at scalar: Int) -> Int? {
            if scalar == whole.range.lowerBound { return 0 }
            if scalar == whole.range.upperBound { return glyphs.count }
            guard let i = glyphs.firstIndex(where: { $0.cluster >= scalar }), glyphs[i].cluster == scalar,
                !glyphs[i].isUnsafeToBreak
            else { return nil }
            return i
        }
        guard let start = cut(at: run.range.lowerBound), let end = cut(at: run.range.upperBound), start <= end
        else { return nil }
        return Array(glyphs[start..<end])
    }

    /// The last allowed line: `range` shortened with an ellipsis at the head, middle or tail
    /// until it fits `width`.
    func truncatedLine(
        _ range: Range<Int>, width: Double?, lineIndex: Int, lineHeight: Double, ascent: Double
    ) -> TextLine {
        // Hard breaks inside the rest become spaces on the single remaining line.
        let full = line(range, lineIndex: lineIndex, lineHeight: lineHeight, ascent: ascent)
        guard let width, full.width > width || range.upperBound < scalars.count else { return full }
        let ell = [TextLayout.ellipsis]
        var lo = range.lowerBound, hi = range.upperBound
        var result = line(
            lo..<lo, lineIndex: lineIndex, lineHeight: lineHeight, ascent: ascent, extra: ell, truncated: true)
        // Drop scalars one grapheme at a time from the chosen side until the line fits.
        while hi > lo {
            switch style.truncation {
            case .tail:
                let candidate = line(
                    lo..<hi, lineIndex: lineIndex, lineHeight: lineHeight, ascent: ascent, extra: ell, truncated: true)
                if candidate.width <= width { return candidate }
                hi = graphemeStart(hi - 1, floor: lo)
            case .head, .middle:
                // Head and middle truncation keep the end of the text visible.
                let keepTail = style.truncation == .head ? hi - lo : (hi - lo) / 2
                let tailStart = hi - keepTail
                let headPart = style.truncation == .head ? lo..<lo : lo..<tailStart
                let tailPart = tailStart..<range.upperBound
                let candidate = combined(
                    headPart, tailPart, lineIndex: lineIndex, lineHeight: lineHeight, ascent: ascent)
                if candidate.width <= width { return candidate }
                if style.truncation == .head {
                    lo = min(range.upperBound, lo + 1)
                    hi = range.upperBound
                    if lo >= hi { break }
                } else {
                    hi -= 1
                }
                if hi <= lo { break }
            }
            result = line(
                lo..<lo, lineIndex: lineIndex, lineHeight: lineHeight, ascent: ascent, extra: ell, truncated: true)
        }
        return result
    }

    /// head + ellipsis + tail on one line (middle and head truncation).
    func combined(
        _ head: Range<Int>, _ tail: Range<Int>, lineIndex: Int, lineHeight: Double, ascent: Double
    ) -> TextLine {
        let a = line(
            head, lineIndex: lineIndex, lineHeight: lineHeight, ascent: ascent, extra: [TextLayout.ellipsis],
            truncated: true)
        let b = line(tail, lineIndex: lineIndex, lineHeight: lineHeight, ascent: ascent)
        let shifted = b.glyphs.map {
            PositionedGlyph(glyph: $0.glyph, x: $0.x + a.width + style.tracking, isRightToLeft: $0.isRightToLeft)
        }
        return TextLine(
            glyphs: a.glyphs + shifted, width: a.width + style.tracking + b.width, x: 0, baseline: a.baseline,
            range: head.lowerBound..<tail.upperBound, isTruncated: true)
    }

    func graphemeStart(_ i: Int, floor: Int) -> Int {
        var j = i
        while j > floor
            && (scalars[j].properties.generalCategory == .nonspacingMark || scalars[j] == "\u{200D}"
                || (j > 0 && scalars[j - 1] == "\u{200D}"))
        { j -= 1 }
        return j
    }
}

/// Coverage correction so that light text on dark and dark text on light look equally heavy:
/// blending coverage in sRGB makes light-on-dark thin and dark-on-light heavy. Coverage is
/// raised to a power between 0.75 (white text) and 1.3 (black text), by the text's luminance.
enum CoverageGamma {
    /// All 17 tables, made once (render threads read them).
    private static let tables: [[UInt8]] = (0...16).map { key in
        let exponent = 1.3 - 0.55 * Double(key) / 16
        return (0..<256).map { UInt8((pow(Double($0) / 255, exponent) * 255).rounded()) }
    }

    /// One of 17 classes by the colour's luminance (0 black ... 16 white).
    static func gammaClass(for color: RGBAColor) -> Int {
        let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return Int((min(1, max(0, luminance)) * 16).rounded())
    }

    static func table(for color: RGBAColor) -> [UInt8] { table(forClass: gammaClass(for: color)) }

    static func table(forClass key: Int) -> [UInt8] { tables[min(16, max(0, key))] }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
