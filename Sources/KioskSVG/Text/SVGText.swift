import KioskGeometry
import KioskRaster

/// A font as SVG text asks for it: families in order of preference (generic names such as
/// `sans-serif` included), size in user units, weight 1...1000, italic.
package struct SVGFont: Hashable, Sendable {
    package var families: [String]
    package var size: Double
    package var weight: Int
    package var italic: Bool
    /// The paragraph direction (SVG's `direction`, whatever the text holds, as in CSS): the
    /// Unicode bidirectional algorithm orders mixed text within it.
    package var rightToLeft: Bool

    package init(families: [String], size: Double, weight: Int = 400, italic: Bool = false, rightToLeft: Bool = false) {
        self.families = families
        self.size = size
        self.weight = weight
        self.italic = italic
        self.rightToLeft = rightToLeft
    }
}

/// A glyph of shaped text: its outline (nil for a glyph image, such as a colour emoji, which
/// `SVGTextRendering.draw` places instead), where its origin sits from the pen (y down) and how
/// far it moves the pen, in user units, and the index of the character (`Character`) of the
/// shaped string it belongs to. Glyphs come in the order they are set, left to right: in
/// right-to-left text, the last character's first.
package struct SVGGlyph {
    package var outline: Path?
    package var offset: Point
    package var advance: Double
    package var character: Int

    package init(outline: Path?, offset: Point = Point(x: 0, y: 0), advance: Double, character: Int) {
        self.outline = outline
        self.offset = offset
        self.advance = advance
        self.character = character
    }
}

/// A font's vertical measures at its size, in user units: ascent, and descent below the
/// baseline, both positive; the x-height; where an underline lies below the baseline and how
/// thick; where a line-through lies above it; how far subscripts drop and superscripts rise.
package struct SVGFontMetrics: Equatable {
    package var ascent: Double, descent: Double, xHeight: Double
    package var underlinePosition: Double, underlineThickness: Double
    package var lineThroughPosition: Double
    package var subscriptOffset: Double, superscriptOffset: Double

    package init(
        ascent: Double, descent: Double, xHeight: Double, underlinePosition: Double, underlineThickness: Double,
        lineThroughPosition: Double, subscriptOffset: Double, superscriptOffset: Double
    ) {
        self.ascent = ascent
        self.descent = descent
        self.xHeight = xHeight
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.lineThroughPosition = lineThroughPosition
        self.subscriptOffset = subscriptOffset
        self.superscriptOffset = superscriptOffset
    }

    /// Typical proportions of a Latin font, where a renderer has no font to measure.
    package static func typical(size: Double) -> SVGFontMetrics {
        SVGFontMetrics(
            ascent: 0.8 * size, descent: 0.2 * size, xHeight: 0.5 * size, underlinePosition: 0.1 * size,
            underlineThickness: 0.05 * size, lineThroughPosition: 0.25 * size,
            subscriptOffset: 0.15 * size, superscriptOffset: 0.35 * size)
    }
}

/// What shapes SVG text. Fonts live in KioskText, below KioskSVG in the layering, so the caller
/// hands one in (`SVGTextRenderer` in KioskRender); without one, text is not drawn. KioskSVG
/// places the glyphs itself (positions, spacing, anchors, baselines, rotation) and paints
/// their outlines as shapes.
package protocol SVGTextRendering {
    /// `text` shaped in `font` (its size in user units), glyph by glyph.
    func glyphs(of text: String, font: SVGFont) -> [SVGGlyph]
    /// The measures of `font` at its size.
    func metrics(of font: SVGFont) -> SVGFontMetrics
    /// Draws `text` as glyph images with its baseline starting at `origin`, in the canvas's
    /// user space: the glyphs without outlines.
    func draw(_ text: String, font: SVGFont, at origin: Point, color: RGBAColor, on canvas: Canvas)
    /// `text`'s runs of one direction in the order they are seen left to right, as ranges of
    /// its characters, in a paragraph that is `rightToLeft` or not (the bidirectional
    /// algorithm); nil when the renderer does not know it (runs are then set in the order
    /// they are written).
    func bidirectionalRuns(of text: String, rightToLeft: Bool) -> [SVGBidirectionalRun]?
}

/// A run of text in one direction (`SVGTextRendering.bidirectionalRuns`).
package struct SVGBidirectionalRun: Equatable, Sendable {
    /// The characters of the run, counted as Swift counts `Character`s.
    package var characters: Range<Int>
    package var rightToLeft: Bool
    package init(characters: Range<Int>, rightToLeft: Bool) {
        self.characters = characters
        self.rightToLeft = rightToLeft
    }
}

extension SVGTextRendering {
    package func metrics(of font: SVGFont) -> SVGFontMetrics { .typical(size: font.size) }
    package func bidirectionalRuns(of text: String, rightToLeft: Bool) -> [SVGBidirectionalRun]? { nil }
}

extension SVGRenderer {
    func font(_ s: SVGStyle) -> SVGFont {
        SVGFont(
            families: s.fontFamilies, size: s.fontSize, weight: s.fontWeight, italic: s.italic,
            rightToLeft: s.rightToLeft)
    }

    func fillColor(_ s: SVGStyle) -> RGBAColor? {
        switch s.fill {
        case .none: return nil
        case .color(let c): return c.withAlpha(c.alpha * s.fillOpacity)
        case .reference(_, let fallback):
            let c = fallback ?? s.color ?? currentColor
            return c.withAlpha(c.alpha * s.fillOpacity)
        }
    }
}

enum SVGTextAnchor { case start, middle, end }

extension SVGStyle {
    /// Font properties from attributes: `font-family` (a list, quotes removed), `font-size`
    /// (lengths, percentages of the inherited size, keywords), `font-weight` (numbers,
    /// normal, bold, bolder, lighter), `font-style`, `text-anchor`.
    mutating func resolveFont(_ a: [String: String]) {
        if let shorthand = a["font"] { applyFontShorthand(shorthand) }
        if let families = a["font-family"] {
            let list = Self.families(families)
            if !list.isEmpty { fontFamilies = list }
        }
        if let size = a["font-size"].flatMap(fontSize(of:)) { fontSize = size }
        switch a["font-weight"]?.trimmed {
        case "normal": fontWeight = 400
        case "bold": fontWeight = 700
        case "bolder": fontWeight = min(900, fontWeight + 300)
        case "lighter": fontWeight = max(100, fontWeight - 300)
        case let w?: if let v = Int(w), (1...1000).contains(v) { fontWeight = v }
        case nil: break
        }
        switch a["font-style"]?.trimmed {
        case "italic", "oblique": italic = true
        case "normal": italic = false
        default: break
        }
        switch a["text-anchor"]?.trimmed {
        case "middle": textAnchor = .middle
        case "end": textAnchor = .end
        case "start": textAnchor = .start
        default: break
        }
        switch a["direction"]?.trimmed {
        case "rtl": rightToLeft = true
        case "ltr": rightToLeft = false
        default: break
        }
        // Spacing in ems is of this element's own font size, and stays a length for its children.
        func spacing(_ key: String) -> Double? {
            guard let v = a[key]?.trimmed else { return nil }
            return v == "normal" ? 0 : SVGAttributes.length(v, percentOf: fontSize, fontSize: fontSize)
        }
        if let v = spacing("letter-spacing") { letterSpacing = v }
        if let v = spacing("word-spacing") { wordSpacing = v }
        if let v = a["dominant-baseline"].flatMap(SVGBaseline.init) { dominantBaseline = v }
        if let v = a["xml:space"]?.trimmed { preservesSpace = v == "preserve" }
        if let v = a["white-space"]?.trimmed { preservesSpace = ["pre", "pre-wrap", "break-spaces"].contains(v) }
    }
}

extension SVGStyle {
    /// A `font-size` value against this style's size: a keyword, a length (em and percentages
    /// of this size); nil when it is neither, or negative.
    func fontSize(of value: String) -> Double? {
        let keywords: [String: Double] = [
            "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24,
            "xx-large": 32, "smaller": fontSize / 1.2, "larger": fontSize * 1.2,
        ]
        let text = value.trimmed
        guard let size = keywords[text] ?? SVGAttributes.length(text, percentOf: fontSize, fontSize: fontSize),
            size >= 0
        else { return nil }
        return size
    }

    /// A `font-family` list: its names without quotes, empty ones left out.
    static func families(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: " \t\n'\"") }.filter { !$0.isEmpty }
    }

    /// CSS's `font` shorthand (`italic bold 12px/1.2 "DejaVu Sans", sans-serif`, as D3 charts
    /// style their axes): style, weight, size and families; what it leaves out goes back to
    /// normal, as CSS says. A value without a size and a family is ignored.
    mutating func applyFontShorthand(_ value: String) {
        let words = value.trimmed.split(separator: " ", omittingEmptySubsequences: true)
        var italic = false, weight = 400
        for (i, word) in words.enumerated() {
            switch word {
            case "italic", "oblique": italic = true
            case "bold": weight = 700
            case "bolder": weight = min(900, fontWeight + 300)
            case "lighter": weight = max(100, fontWeight - 300)
            case "normal", "small-caps": break
            default:
                if let w = Int(word), (1...1000).contains(w) {
                    weight = w
                    continue
                }
                // The size (and a line height after a slash), then the families.
                guard let size = fontSize(of: word.split(separator: "/").first.map(String.init) ?? "") else { return }
                let families = Self.families(words[(i + 1)...].joined(separator: " "))
                guard !families.isEmpty else { return }
                fontSize = size
                fontFamilies = families
                self.italic = italic
                fontWeight = weight
                return
            }
        }
    }
}

/// Which of a font's lines sits at the text's y (`dominant-baseline`, `alignment-baseline`).
/// A font's own baseline tables are rare; as Chrome and resvg do, the lines come from its
/// ascent, descent and x-height.
enum SVGBaseline: Equatable {
    case alphabetic, middle, central, hanging, mathematical, textTop, textBottom

    init?(_ text: String) {
        switch text.trimmed {
        case "auto", "alphabetic", "baseline": self = .alphabetic
        case "middle": self = .middle
        case "central": self = .central
        case "hanging": self = .hanging
        case "mathematical": self = .mathematical
        case "text-before-edge", "before-edge", "text-top": self = .textTop
        case "text-after-edge", "after-edge", "text-bottom", "ideographic": self = .textBottom
        default: return nil
        }
    }

    /// How far the glyphs move down so that this line lies at the text's y.
    func shift(_ m: SVGFontMetrics) -> Double {
        switch self {
        case .alphabetic: 0
        case .middle: m.xHeight / 2
        case .central: (m.ascent - m.descent) / 2
        case .hanging: 0.8 * m.ascent
        case .mathematical: 0.5 * m.ascent
        case .textTop: m.ascent
        case .textBottom: -m.descent
        }
    }
}
