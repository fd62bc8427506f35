import KioskGeometry
import KioskRaster

/// A font as SVG text asks for it: families in order of preference (generic names such as
/// `sans-serif` included), size in user units, weight 1...1000, italic.
public struct SVGFont: Hashable, Sendable {
    public var families: [String]
    public var size: Double
    public var weight: Int
    public var italic: Bool

    public init(families: [String], size: Double, weight: Int = 400, italic: Bool = false) {
        self.families = families; self.size = size; self.weight = weight; self.italic = italic
    }
}

/// What shapes and draws SVG text. Fonts live in KioskText, below KioskSVG in the layering, so
/// the caller hands one in (`SVGTextRenderer` in KioskRender); without one, text is not drawn.
public protocol SVGTextRendering {
    /// How far `text` advances the pen, in user units (the font's size is in user units).
    func advance(of text: String, font: SVGFont) -> Double
    /// Draws `text` with its baseline starting at `origin`, in the canvas's user space.
    func draw(_ text: String, font: SVGFont, at origin: Point, color: RGBAColor, on canvas: Canvas)
    /// `text`'s glyphs as outlines in user units, the baseline starting at the origin (y
    /// down), or nil where there are none (a colour emoji): then `draw` places glyph images.
    func outlines(of text: String, font: SVGFont) -> Path?
}

extension SVGTextRendering {
    /// No outlines: text is drawn as glyph images by `draw`.
    public func outlines(of text: String, font: SVGFont) -> Path? { nil }
}

extension SVGRenderer {
    /// A run of characters with one style, and where it is placed.
    struct TextPiece {
        var text: String
        var style: SVGStyle
        var x: Double?, y: Double?, dx = 0.0, dy = 0.0
    }

    /// `<text>` with its `<tspan>`s: runs placed one after another along the baseline; x or y
    /// on a run starts a new chunk, which `text-anchor` aligns as a whole at its start point.
    /// Whitespace collapses to single spaces (`xml:space="default"`).
    ///
    /// Glyphs are outlines, painted as shapes are: filled and stroked with any paint (a
    /// gradient or pattern laid out on the box of the whole text element), turned and slanted
    /// with the transform, as resvg and browsers draw SVG text. A run without outlines (colour
    /// emoji) is drawn upright in its fill colour by the text renderer, placed by the transform
    /// and sized by its scale. Text is not drawn along paths.
    func drawText(_ e: SVGElement, style: SVGStyle) {
        guard let text = textRenderer else { return }
        var pieces: [TextPiece] = []
        collectText(e, style: style, into: &pieces, pending: positions(e.presentation))
        collapseWhitespace(&pieces)
        var pen = Point(x: 0, y: 0)
        var index = 0
        // What to draw, in order, once the whole element's box is known.
        enum Run { case outlines(Path, SVGStyle), images(String, SVGFont, Point, RGBAColor) }
        var runs: [Run] = []
        while index < pieces.count {
            // A chunk: from a piece with an absolute position to the next one.
            var end = index + 1
            while end < pieces.count, pieces[end].x == nil, pieces[end].y == nil { end += 1 }
            let chunk = pieces[index..<end]
            let width = chunk.reduce(0) { $0 + $1.dx + text.advance(of: $1.text, font: font($1.style)) }
            if let x = chunk.first!.x { pen.x = x }
            if let y = chunk.first!.y { pen.y = y }
            switch chunk.first!.style.textAnchor {
            case .middle: pen.x -= width / 2
            case .end: pen.x -= width
            case .start: break
            }
            for piece in chunk {
                pen.x += piece.dx; pen.y += piece.dy
                let f = font(piece.style)
                if piece.style.visible, !piece.text.isEmpty {
                    if let outline = text.outlines(of: piece.text, font: f) {
                        runs.append(.outlines(outline.applying(AffineTransform(translationX: pen.x, y: pen.y)), piece.style))
                    } else if let color = fillColor(piece.style) {
                        runs.append(.images(piece.text, f, pen, color))
                    }
                }
                pen.x += text.advance(of: piece.text, font: f)
            }
            index = end
        }
        // A gradient's bounding box is the whole element's, not each run's.
        var box: Rect? = nil
        for case .outlines(let path, _) in runs where !path.elements.isEmpty {
            let b = path.controlBounds
            box = box.map { $0.union(b) } ?? b
        }
        for run in runs {
            switch run {
            case .outlines(let path, let runStyle): paint(path, style: runStyle, bounds: box)
            case .images(let string, let f, let origin, let color): text.draw(string, font: f, at: origin, color: color, on: canvas)
            }
        }
    }

    /// The first of each position list: x, y, dx, dy.
    func positions(_ a: [String: String]) -> TextPiece {
        func first(_ k: String, _ whole: Double) -> Double? {
            guard let list = a[k] else { return nil }
            let item = list.split(whereSeparator: { $0 == "," || $0 == " " }).first.map(String.init) ?? ""
            return SVGAttributes.length(item, percentOf: whole)
        }
        return TextPiece(text: "", style: SVGStyle(), x: first("x", viewport.width), y: first("y", viewport.height),
                         dx: first("dx", viewport.width) ?? 0, dy: first("dy", viewport.height) ?? 0)
    }

    func collectText(_ e: SVGElement, style: SVGStyle, into pieces: inout [TextPiece], pending: TextPiece) {
        var pending: TextPiece? = pending
        for child in e.children {
            if child.name == "#text" {
                var piece = pending ?? TextPiece(text: "", style: style)
                piece.text = child.text; piece.style = style
                pieces.append(piece)
                pending = nil
            } else if child.name == "tspan", child.presentation["display"]?.trimmed != "none" {
                var inner = positions(child.presentation)
                if let p = pending {
                    // Positions of the parent not yet used go to its first character, in the tspan.
                    inner.x = inner.x ?? p.x; inner.y = inner.y ?? p.y; inner.dx += p.dx; inner.dy += p.dy
                    pending = nil
                }
                collectText(child, style: resolve(child.presentation, inherited: style), into: &pieces, pending: inner)
            }
        }
    }

    /// Runs of whitespace become one space; none at the start of the text or at its end.
    func collapseWhitespace(_ pieces: inout [TextPiece]) {
        var lastWasSpace = true
        for i in pieces.indices {
            var out = ""
            for c in pieces[i].text {
                let space = c == " " || c == "\t" || c == "\n" || c == "\r"
                if c == "\n" || c == "\r" { continue }
                if space { if !lastWasSpace { out.append(" ") }; lastWasSpace = true } else { out.append(c); lastWasSpace = false }
            }
            pieces[i].text = out
        }
        if let last = pieces.indices.last(where: { !pieces[$0].text.isEmpty }), pieces[last].text.hasSuffix(" ") {
            pieces[last].text.removeLast()
        }
    }

    func font(_ s: SVGStyle) -> SVGFont { SVGFont(families: s.fontFamilies, size: s.fontSize, weight: s.fontWeight, italic: s.italic) }

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
        if let families = a["font-family"] {
            let list = families.split(separator: ",").map { $0.trimmingCharacters(in: " \t\n'\"") }.filter { !$0.isEmpty }
            if !list.isEmpty { fontFamilies = list }
        }
        if let size = a["font-size"]?.trimmed {
            let keywords: [String: Double] = ["xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24,
                                              "xx-large": 32, "smaller": fontSize / 1.2, "larger": fontSize * 1.2]
            if let k = keywords[size] { fontSize = k } else if let v = SVGAttributes.length(size, percentOf: fontSize), v >= 0 { fontSize = v }
        }
        switch a["font-weight"]?.trimmed {
        case "normal": fontWeight = 400
        case "bold": fontWeight = 700
        case "bolder": fontWeight = min(900, fontWeight + 300)
        case "lighter": fontWeight = max(100, fontWeight - 300)
        case let w?: if let v = Int(w), (1...1000).contains(v) { fontWeight = v }
        case nil: break
        }
        switch a["font-style"]?.trimmed { case "italic", "oblique": italic = true; case "normal": italic = false; default: break }
        switch a["text-anchor"]?.trimmed { case "middle": textAnchor = .middle; case "end": textAnchor = .end; case "start": textAnchor = .start; default: break }
    }
}
