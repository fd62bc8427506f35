import KioskGeometry
import KioskRaster

/// Inherited presentation attributes.
struct SVGStyle {
    enum PaintRef {
        case none, color(RGBAColor)
        /// A gradient by id, and the colour to paint when the id names none.
        case reference(String, fallback: RGBAColor?)
        var isNone: Bool { if case .none = self { true } else { false } }
    }
    var fill: PaintRef = .color(.black)
    var stroke: PaintRef = .none
    var fillOpacity = 1.0, strokeOpacity = 1.0
    var fillRule = FillRule.nonZero
    var stroke_ = StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 4)
    var color: RGBAColor? = nil
    var visible = true
    /// `paint-order` puts the stroke beneath the fill.
    var strokeFirst = false
    // As browsers and resvg start: text that names no family is set in a serif face.
    var fontFamilies = ["serif"]
    var fontSize = 16.0
    var fontWeight = 400
    var italic = false
    var textAnchor = SVGTextAnchor.start
    /// `direction="rtl"`: a chunk starts at its right end (text-anchor's start and end swap),
    /// and text with no strong character runs right to left.
    var rightToLeft = false
    /// Extra space after each character, and after each space, in user units.
    var letterSpacing = 0.0, wordSpacing = 0.0
    var dominantBaseline = SVGBaseline.alphabetic
    /// `xml:space="preserve"` (or CSS `white-space: pre`): spaces are kept as written.
    var preservesSpace = false
    /// `shape-rendering` `crispEdges` or `optimizeSpeed`: shapes drawn without anti-aliasing.
    var crispEdges = false
    /// `vector-effect="non-scaling-stroke"` (not inherited): the stroke is measured in the
    /// drawing's own space, so no transform inside the drawing scales it.
    var nonScalingStroke = false
}

/// Walks the element tree and draws it.
struct SVGRenderer {
    static let knownElements = Set([
        "svg", "g", "a", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "defs",
        "linearGradient", "radialGradient", "stop", "title", "desc", "metadata", "symbol", "use", "style", "clipPath",
        "image", "mask", "pattern", "switch", "filter", "text", "tspan", "textPath", "marker",
    ]).union(SVGFilter.primitives)
    /// Elements that define things rather than draw: they show only through a reference.
    static let definitions = Set([
        "defs", "linearGradient", "radialGradient", "stop", "title", "desc", "metadata", "symbol", "style", "clipPath",
        "mask", "pattern", "filter", "tspan", "textPath", "marker",
    ]).union(SVGFilter.primitives)
    static let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
    /// Elements drawn at most, counting each `use` again and each pattern tile's content:
    /// `<use>` and patterns can nest a document's elements exponentially (ten uses of ten
    /// uses of ...), and a kiosk must not hang on it. Shared by the renderers of pattern tiles.
    static let elementBudget = 100_000
    final class Budget {
        var remaining: Int
        init(_ remaining: Int) { self.remaining = remaining }
    }

    let document: SVGDocument
    let canvas: Canvas
    let currentColor: RGBAColor
    /// Shapes and draws text; none, and text is not drawn.
    var textRenderer: (any SVGTextRendering)? = nil
    /// The size percentages refer to: the nearest viewport's user space.
    var viewport: Size
    var budget = Budget(SVGRenderer.elementBudget)
    /// The elements being drawn through `<use>`, so a reference to an ancestor ends there.
    var referenced: Set<ObjectIdentifier> = []
    /// How many pattern tiles this renderer's drawing is inside.
    var patternNesting = 0
    /// How many elements deep the drawing is, counting each `<use>`, marker, feImage and
    /// pattern tile on the way: a chain of uses, each drawing a group that uses the next, is
    /// as deep as the document is long, and drawing recurses (a chain of ten thousand
    /// overflowed the stack). Past `maximumDepth`, nothing more is drawn.
    var depth = 0
    static let maximumDepth = 512
    /// The space of the document's own width and height (CSS pixels) to device pixels: where
    /// non-scaling strokes are measured. Drawn at another size, the whole drawing is zoomed,
    /// and these strokes with it, as a browser zooms a page.
    var hostTransform: AffineTransform
    /// The fill and stroke that `context-fill` and `context-stroke` name (SVG 2): those of the
    /// shape a marker marks, or of the `<use>` that draws an element. Outside both, none.
    var contextPaint: (fill: SVGStyle.PaintRef, stroke: SVGStyle.PaintRef) = (.none, .none)

    init(document: SVGDocument, canvas: Canvas, currentColor: RGBAColor) {
        self.document = document
        self.canvas = canvas
        self.currentColor = currentColor
        viewport = document.viewBox.size
        hostTransform = canvas.transform
    }

    /// A renderer for drawing this one's elements elsewhere (a pattern's tile, an feImage):
    /// on `target`, sharing the element budget and the text renderer, with `also` added to
    /// the elements being drawn (so that a reference back to them ends), as deep as this one.
    func nested(on target: Canvas, also: [SVGElement], patternNesting: Int) -> SVGRenderer {
        var inner = SVGRenderer(document: document, canvas: target, currentColor: currentColor)
        inner.viewport = viewport
        inner.budget = budget
        inner.textRenderer = textRenderer
        inner.referenced = referenced.union(also.map(ObjectIdentifier.init))
        inner.patternNesting = patternNesting
        inner.depth = depth
        return inner
    }

    /// The reader's languages, for `systemLanguage`: the locale's, which the runtime sets
    /// (`SVGSettings.readerLanguage`), and English, which resvg and most browsers assume.
    static var readerLanguages: [String] {
        SVGSettings.readerLanguage.withLock { $0 }.map { [$0, "en"] } ?? ["en"]
    }

    /// Whether a `systemLanguage` list holds a language of the reader's: the same tag, or one
    /// that starts with it and a hyphen ("en" matches "en-GB"). No list is a match.
    static func matchesLanguage(_ list: String?, reader: [String] = readerLanguages) -> Bool {
        guard let list else { return true }
        let tags = list.split(separator: ",").map { $0.trimmingCharacters(in: " \t\n").lowercased() }
        return tags.contains { tag in reader.contains { tag == $0 || tag.hasPrefix($0 + "-") } }
    }

    mutating func drawChildren(of element: SVGElement, style: SVGStyle) {
        for child in element.children { draw(child, inherited: style) }
    }

    mutating func draw(_ e: SVGElement, inherited: SVGStyle) {
        guard SVGRenderer.knownElements.contains(e.name), !SVGRenderer.definitions.contains(e.name),
            budget.remaining > 0,
            depth < Self.maximumDepth
        else { return }
        budget.remaining -= 1
        depth += 1
        defer { depth -= 1 }
        let attrs = e.presentation
        if attrs["display"]?.trimmed == "none" { return }
        let style = resolve(attrs, inherited: inherited)
        let opacity = attrs["opacity"].flatMap(SVGAttributes.fraction) ?? 1
        let path = SVGRenderer.shapes.contains(e.name) ? shape(e.name, attrs) : nil
        canvas.save()
        defer { canvas.restore() }
        // `mix-blend-mode`: the element, all its effects applied, mixed with what lies beneath
        // (up to the nearest group drawn apart, as CSS isolates them).
        let mixing = attrs["mix-blend-mode"].flatMap(MixBlendMode.init(css:)).flatMap { $0 == .normal ? nil : $0 }
        if mixing != nil { canvas.beginLayer(opacity: 1) }
        defer { if let mixing { canvas.endLayer(mixing: mixing) } }
        if let t = elementTransform(e, attrs, style: style) { canvas.concatenate(t) }
        if let reference = attrs["clip-path"].flatMap(SVGAttributes.urlReference) {
            clip(to: reference, for: e, style: style)
        }
        let masked =
            attrs["mask"].flatMap(SVGAttributes.urlReference).map { mask(with: $0, for: e, style: style) } ?? false
        // A group's opacity applies to it as a whole, and so does a shape's that paints twice:
        // where its stroke crosses its fill, the fill must not show through. A mask too applies
        // to the whole.
        let paintsTwice = path != nil && !style.fill.isNone && !style.stroke.isNone && style.stroke_.lineWidth > 0
        // `isolation: isolate` draws the element apart too: blend modes inside it mix with
        // nothing beneath it.
        let grouped =
            masked || opacity < 1 && (!SVGRenderer.shapes.contains(e.name) || paintsTwice)
            || attrs["isolation"]?.trimmed == "isolate"
        // Filters apply to the element's own drawing, before clip, mask and opacity, the first
        // of a list first. A value that is not a valid list is dropped, as CSS drops it.
        var filters: [SVGFilter] = []
        for item in attrs["filter"].flatMap({ SVGFilterList.parse($0, line: e.line) }) ?? [] {
            // A filter that cannot run (no such filter, an empty region) leaves nothing to draw.
            guard let f = makeFilter(item, for: e, style: style) else { return }
            filters.append(f)
        }
        if grouped { canvas.beginLayer(opacity: opacity) } else { canvas.opacity *= opacity }
        // Each filter's layer holds the next one's: the first filter's is the innermost.
        for _ in filters { canvas.beginLayer(opacity: 1) }
        defer {
            for filter in filters { filter.endLayer(on: canvas) }
            if grouped { canvas.endLayer() }
        }
        switch e.name {
        case "g", "a": drawChildren(of: e, style: style)
        case "switch":
            // The first child whose conditions hold: no required extensions (none are
            // supported), and a language of the reader's if it names any.
            let chosen = e.children.first {
                SVGRenderer.knownElements.contains($0.name) && !SVGRenderer.definitions.contains($0.name)
                    && ($0.attributes["requiredExtensions"] ?? "").trimmed.isEmpty
                    && SVGRenderer.matchesLanguage($0.attributes["systemLanguage"])
            }
            if let chosen { draw(chosen, inherited: style) }
        case "svg":
            if e === document.root {
                drawChildren(of: e, style: style)
            } else {
                drawViewport(e, Self.sizedByAttributes(e, attrs), content: e, style: style)
            }
        case "use": drawUse(e, attrs, style: style)
        case "image": if style.visible { drawImage(e, attrs) }
        case "text": drawText(e, style: style)
        default:
            if let path {
                paint(path, style: style)
                // Markers go on lines, not on the basic shapes (rect, circle, ellipse).
                if style.visible, ["path", "line", "polyline", "polygon"].contains(e.name) {
                    drawMarkers(path, attrs, style: style)
                }
            }
        }
    }

    /// `<use>`: the referenced element moved by x and y; a symbol gets a viewport of the use's
    /// width and height. A reference to an element already being drawn through a use (its
    /// own ancestor) draws nothing.
    mutating func drawUse(_ e: SVGElement, _ attrs: [String: String], style: SVGStyle) {
        guard let id = e.referencedID,
            let target = document.elementsByID[id], target !== e,
            !referenced.contains(ObjectIdentifier(target))
        else { return }
        referenced.insert(ObjectIdentifier(target))
        defer { referenced.remove(ObjectIdentifier(target)) }
        let savedContext = contextPaint
        contextPaint = (style.fill, style.stroke)
        defer { contextPaint = savedContext }
        canvas.translate(x: number(attrs, "x"), y: number(attrs, "y"))
        if target.name == "symbol" {
            let symbolStyle = resolve(target.presentation, inherited: style)
            var viewportAttrs = Self.sizedByAttributes(e, attrs)
            viewportAttrs["x"] = nil
            viewportAttrs["y"] = nil
            viewportAttrs["viewBox"] = target.presentation["viewBox"]
            viewportAttrs["preserveAspectRatio"] = target.presentation["preserveAspectRatio"]
            viewportAttrs["overflow"] = target.presentation["overflow"]
            drawViewport(target, viewportAttrs, content: target, style: symbolStyle)
        } else {
            draw(target, inherited: style)
        }
    }

    /// `<image>`: its picture placed in the rectangle x, y, width, height (the picture's own
    /// size where they are missing or `auto`) as `preserveAspectRatio` says, what a `slice`
    /// pushes outside the rectangle clipped away.
    mutating func drawImage(_ e: SVGElement, _ attrs: [String: String]) {
        guard let picture = document.images[ObjectIdentifier(e)] else { return }
        let natural = picture.size
        guard natural.width > 0, natural.height > 0 else { return }
        var width = attrs["width"].flatMap { SVGAttributes.length($0, percentOf: whole(for: "width")) }
        var height = attrs["height"].flatMap { SVGAttributes.length($0, percentOf: whole(for: "height")) }
        // One side given: the other keeps the picture's proportions.
        if width == nil, let height { width = height * natural.width / natural.height }
        if height == nil, let width { height = width * natural.height / natural.width }
        let rect = Rect(
            x: number(attrs, "x"), y: number(attrs, "y"), width: width ?? natural.width,
            height: height ?? natural.height)
        guard rect.width > 0, rect.height > 0 else { return }
        let own = Rect(x: 0, y: 0, width: natural.width, height: natural.height)
        let placement = SVGAspectRatio(attrs["preserveAspectRatio"]).transform(viewBox: own, into: rect)
        switch picture {
        case .raster(let image):
            // What a slice pushes outside the rectangle is cropped by the fill itself, not
            // clipped: along the sides where picture and rectangle end together, a clip would
            // anti-alias the edge twice.
            guard let inverse = placement.inverted else { return }
            canvas.concatenate(placement)
            canvas.drawImage(image, in: own, croppedTo: inverse.apply(rect), filter: SVGAttributes.imageFilter(attrs))
        case .vector(let inner):
            canvas.clip(to: rect)
            canvas.concatenate(placement)
            inner.draw(on: canvas, in: own, currentColor: currentColor, text: textRenderer)
        }
    }

    /// A nested viewport (an inner `<svg>`, or a symbol placed by `<use>`): the rectangle x, y,
    /// width, height (100% by default), its viewBox mapped onto it, what falls outside clipped
    /// away unless `overflow` is visible.
    mutating func drawViewport(_ e: SVGElement, _ attrs: [String: String], content: SVGElement, style: SVGStyle) {
        let rect = Rect(
            x: number(attrs, "x"), y: number(attrs, "y"),
            width: number(attrs, "width", viewport.width), height: number(attrs, "height", viewport.height))
        guard rect.width > 0, rect.height > 0 else { return }
        let overflow = attrs["overflow"]?.trimmed
        if overflow != "visible" && overflow != "auto" { canvas.clip(to: rect) }
        let saved = viewport
        defer { viewport = saved }
        if let viewBox = SVGAttributes.viewBox(attrs["viewBox"]) {
            canvas.concatenate(SVGAspectRatio(attrs["preserveAspectRatio"]).transform(viewBox: viewBox, into: rect))
            viewport = viewBox.size
        } else {
            canvas.translate(x: rect.minX, y: rect.minY)
            viewport = rect.size
        }
        drawChildren(of: content, style: style)
    }

    /// `attrs` with the width and height that `e` says in its own attributes: an inner
    /// `<svg>`'s or a `<use>`'s viewport is not sized by CSS, as in browsers and resvg (CSS
    /// width and height size rectangles, pictures and the outermost `<svg>` only).
    static func sizedByAttributes(_ e: SVGElement, _ attrs: [String: String]) -> [String: String] {
        var out = attrs
        out["width"] = e.attributes["width"]
        out["height"] = e.attributes["height"]
        return out
    }

    /// A length attribute, percentages taken of the viewport's width (for x-like names), its
    /// height (y-like names) or its normalised diagonal (anything else, as SVG specifies).
    func number(_ a: [String: String], _ key: String, _ d: Double = 0) -> Double {
        a[key].flatMap { SVGAttributes.length($0, percentOf: whole(for: key)) } ?? d
    }

    func whole(for key: String) -> Double {
        switch key {
        case "x", "cx", "x1", "x2", "width", "rx": viewport.width
        case "y", "cy", "y1", "y2", "height", "ry": viewport.height
        default: ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        }
    }

    func shape(_ name: String, _ a: [String: String]) -> Path? {
        switch name {
        case "path": return a["d"].map(SVGPathData.parse)
        case "rect":
            let w = number(a, "width"), h = number(a, "height")
            guard w > 0, h > 0 else { return nil }
            let r = Rect(x: number(a, "x"), y: number(a, "y"), width: w, height: h)
            var rx = a["rx"].flatMap { SVGAttributes.length($0, percentOf: whole(for: "rx")) }
            var ry = a["ry"].flatMap { SVGAttributes.length($0, percentOf: whole(for: "ry")) }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let (cx, cy) = (min(rx ?? 0, w / 2), min(ry ?? 0, h / 2))
            if cx <= 0 || cy <= 0 { return Path.rect(r) }
            if cx == cy { return Path.roundedRect(r, cornerRadius: cx) }
            // Elliptical corners: scale a circular-cornered rect.
            var p = Path.roundedRect(Rect(x: 0, y: 0, width: w, height: h * cx / cy), cornerRadius: cx)
            p = p.applying(
                AffineTransform(scaleX: 1, y: cy / cx).concatenating(AffineTransform(translationX: r.minX, y: r.minY)))
            return p
        case "circle":
            let r = number(a, "r")
            return r > 0 ? Path.circle(center: Point(x: number(a, "cx"), y: number(a, "cy")), radius: r) : nil
        case "ellipse":
            // SVG 2: a radius left out (or `auto`, or not a length) is the other one.
            func radius(_ k: String) -> Double? { a[k].flatMap { SVGAttributes.length($0, percentOf: whole(for: k)) } }
            let given = (x: radius("rx"), y: radius("ry"))
            guard let rx = given.x ?? given.y, let ry = given.y ?? given.x, rx > 0, ry > 0 else { return nil }
            return Path.ellipse(
                in: Rect(x: number(a, "cx") - rx, y: number(a, "cy") - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            var p = Path()
            p.move(to: Point(x: number(a, "x1"), y: number(a, "y1")))
            p.line(to: Point(x: number(a, "x2"), y: number(a, "y2")))
            return p
        case "polyline", "polygon":
            let n = SVGAttributes.numbers(a["points"] ?? "")
            guard n.count >= 4 else { return nil }
            var p = Path()
            p.move(to: Point(x: n[0], y: n[1]))
            for i in stride(from: 2, to: n.count - 1, by: 2) { p.line(to: Point(x: n[i], y: n[i + 1])) }
            if name == "polygon" { p.close() }
            return p
        default: return nil
        }
    }

    func resolve(_ a: [String: String], inherited: SVGStyle) -> SVGStyle {
        var s = inherited
        if let c = a["color"], let v = SVGAttributes.color(c, currentColor: s.color ?? currentColor), let color = v {
            s.color = color
        }
        let current = s.color ?? currentColor
        func paint(_ text: String) -> SVGStyle.PaintRef? {
            let t = text.trimmed
            if t.hasPrefix("url("), let id = SVGAttributes.urlReference(t) {
                // A fallback colour after the reference paints when the reference does not resolve.
                let rest = t[t.index(after: t.firstIndex(of: ")") ?? t.startIndex)...].trimmed
                let fallback = rest.isEmpty ? nil : paint(rest)
                return .reference(id, fallback: fallback.flatMap { if case .color(let c) = $0 { c } else { nil } })
            }
            if t == "context-fill" { return contextPaint.fill }
            if t == "context-stroke" { return contextPaint.stroke }
            switch SVGAttributes.color(t, currentColor: current) {
            case .some(.some(let c)): return .color(c)
            case .some(.none): return SVGStyle.PaintRef.none
            case .none: return nil
            }
        }
        s.nonScalingStroke = a["vector-effect"]?.trimmed == "non-scaling-stroke"
        if let f = a["fill"], let p = paint(f) { s.fill = p }
        if let f = a["stroke"], let p = paint(f) { s.stroke = p }
        if let v = a["fill-opacity"].flatMap(SVGAttributes.fraction) { s.fillOpacity = v }
        if let v = a["stroke-opacity"].flatMap(SVGAttributes.fraction) { s.strokeOpacity = v }
        if let r = a["fill-rule"] { s.fillRule = r.trimmed == "evenodd" ? .evenOdd : .nonZero }
        if let w = a["stroke-width"].flatMap({ SVGAttributes.length($0, percentOf: whole(for: "stroke-width")) }) {
            s.stroke_.lineWidth = max(0, w)
        }
        switch a["stroke-linecap"]?.trimmed {
        case "round": s.stroke_.lineCap = .round
        case "square": s.stroke_.lineCap = .square
        case "butt": s.stroke_.lineCap = .butt
        default: break
        }
        switch a["stroke-linejoin"]?.trimmed {
        case "round": s.stroke_.lineJoin = .round
        case "bevel": s.stroke_.lineJoin = .bevel
        case "miter-clip": s.stroke_.lineJoin = .miterClip
        // SVG 2's arcs join falls back to a miter, as the specification allows.
        case "miter", "arcs": s.stroke_.lineJoin = .miter
        default: break
        }
        if let m = a["stroke-miterlimit"].flatMap({ Double($0.trimmed) }), m >= 1 { s.stroke_.miterLimit = m }
        if let d = a["stroke-dasharray"] {
            let diagonal = whole(for: "stroke-dasharray")
            let parts = d.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" })
            let lengths = parts.compactMap { SVGAttributes.length(String($0), percentOf: diagonal) }
            // "none", or a list with anything unreadable, is no dash at all.
            s.stroke_.dash = lengths.count == parts.count ? lengths : []
        }
        switch a["shape-rendering"]?.trimmed {
        case "crispEdges", "optimizeSpeed": s.crispEdges = true
        case "auto", "geometricPrecision": s.crispEdges = false
        default: break
        }
        // Inherited: a hidden group's children may show themselves again.
        switch a["visibility"]?.trimmed {
        case "hidden", "collapse": s.visible = false
        case "visible": s.visible = true
        default: break
        }
        if let order = a["paint-order"] {
            // Whichever of fill and stroke is named first goes first; "normal" is fill first.
            let words = order.split(separator: " ").map { $0.trimmed }
            s.strokeFirst = words.first { $0 == "fill" || $0 == "stroke" } == "stroke"
        }
        s.resolveFont(a)
        if let o = a["stroke-dashoffset"].flatMap({
            SVGAttributes.length($0, percentOf: whole(for: "stroke-dashoffset"))
        }) {
            s.stroke_.dashPhase = o
        }
        return s
    }

    /// Fills and strokes a shape, in the order `paint-order` gives. A hidden one paints nothing.
    /// Gradients and patterns are laid out on `bounds` (the path's own box by default).
    func paint(_ path: Path, style: SVGStyle, bounds: Rect? = nil) {
        guard style.visible else { return }
        let box = bounds ?? path.bounds
        let antialiased = canvas.isAntialiased
        canvas.isAntialiased = !style.crispEdges
        defer { canvas.isAntialiased = antialiased }
        let fill = makePaint(style.fill, opacity: style.fillOpacity, bounds: box)
        let stroke =
            style.stroke_.lineWidth > 0 ? makePaint(style.stroke, opacity: style.strokeOpacity, bounds: box) : nil
        func draw(_ stroke: Paint) {
            // A non-scaling stroke is measured in the drawing's space, whatever the transforms
            // inside it; the path and its paint stay where they are.
            if style.nonScalingStroke {
                canvas.stroke(path, with: stroke, style: style.stroke_, measuredIn: hostTransform)
            } else {
                canvas.stroke(path, with: stroke, style: style.stroke_)
            }
        }
        if style.strokeFirst, let stroke { draw(stroke) }
        if let fill { canvas.fill(path, with: fill, rule: style.fillRule) }
        if !style.strokeFirst, let stroke { draw(stroke) }
    }

    func makePaint(_ ref: SVGStyle.PaintRef, opacity: Double, bounds: Rect) -> Paint? {
        switch ref {
        case .none: return nil
        case .color(let c): return .solid(c.withAlpha(c.alpha * opacity))
        case .reference(let id, let fallback):
            // Where the reference does not resolve to a paint: the fallback colour, else nothing.
            let fallbackPaint = fallback.map { Paint.solid($0.withAlpha($0.alpha * opacity)) }
            let server = document.elementsByID[id]
            switch server?.name {
            case "linearGradient", "radialGradient":
                if SVGGradients.lacksBox(server!, document: document, bounds: bounds) { return fallbackPaint }
                return SVGGradients.paint(
                    server!, document: document, opacity: opacity, bounds: bounds, viewport: viewport,
                    currentColor: currentColor)
            case "pattern" where !referenced.contains(ObjectIdentifier(server!)):
                return pattern(server!, opacity: opacity, bounds: bounds) ?? fallbackPaint
            default:
                // No paint server by that id (or a pattern inside its own tile).
                return fallbackPaint
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
