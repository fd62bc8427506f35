import KioskGeometry
import KioskRaster

/// Inherited presentation attributes.
struct SVGStyle {
    enum PaintRef { case none, color(RGBAColor), reference(String) }
    var fill: PaintRef = .color(.black)
    var stroke: PaintRef = .none
    var fillOpacity = 1.0, strokeOpacity = 1.0
    var fillRule = FillRule.nonZero
    var stroke_ = StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 4)
    var color: RGBAColor? = nil
}

/// Walks the element tree and draws it.
struct SVGRenderer {
    static let knownElements: Set<String> = [
        "svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "defs",
        "linearGradient", "radialGradient", "stop", "title", "desc", "metadata", "symbol", "use",
    ]
    let document: SVGDocument
    let canvas: Canvas
    let currentColor: RGBAColor

    init(document: SVGDocument, canvas: Canvas, currentColor: RGBAColor) {
        self.document = document; self.canvas = canvas; self.currentColor = currentColor
    }

    mutating func drawChildren(of element: SVGElement, style: SVGStyle) {
        for child in element.children { draw(child, inherited: style) }
    }

    mutating func draw(_ e: SVGElement, inherited: SVGStyle) {
        switch e.name {
        case "defs", "linearGradient", "radialGradient", "stop", "title", "desc", "metadata", "symbol": return
        default: break
        }
        guard SVGRenderer.knownElements.contains(e.name) else { return }
        let attrs = attributes(of: e)
        if attrs["display"] == "none" || attrs["visibility"] == "hidden" { return }
        let style = resolve(attrs, inherited: inherited)
        let opacity = attrs["opacity"].flatMap { Double($0.trimmed) } ?? 1
        canvas.save()
        if let t = attrs["transform"] { canvas.concatenate(SVGAttributes.transform(t)) }
        let grouped = opacity < 1 && (e.name == "g" || e.name == "svg" || e.name == "use")
        if grouped { canvas.beginLayer(opacity: opacity) } else { canvas.opacity *= opacity }
        switch e.name {
        case "g", "svg": drawChildren(of: e, style: style)
        case "use":
            let href = (attrs["href"] ?? attrs["xlink:href"] ?? "").trimmingCharacters(in: "#")
            if let target = document.elementsByID[href], target !== e {
                canvas.translate(x: number(attrs, "x"), y: number(attrs, "y"))
                if target.name == "symbol" { drawChildren(of: target, style: style) } else { draw(target, inherited: style) }
            }
        default:
            if let path = shape(e.name, attrs) { paint(path, style: style) }
        }
        if grouped { canvas.endLayer() }
        canvas.restore()
    }

    /// Attributes with `style="..."` declarations taking precedence, as CSS specifies.
    func attributes(of e: SVGElement) -> [String: String] {
        guard let s = e.attributes["style"] else { return e.attributes }
        return e.attributes.merging(SVGAttributes.style(s)) { $1 }
    }

    func number(_ a: [String: String], _ key: String, _ d: Double = 0) -> Double { a[key].flatMap(SVGAttributes.length) ?? d }

    func shape(_ name: String, _ a: [String: String]) -> Path? {
        switch name {
        case "path": return a["d"].map(SVGPathData.parse)
        case "rect":
            let w = number(a, "width"), h = number(a, "height")
            guard w > 0, h > 0 else { return nil }
            let r = Rect(x: number(a, "x"), y: number(a, "y"), width: w, height: h)
            var rx = a["rx"].flatMap(SVGAttributes.length), ry = a["ry"].flatMap(SVGAttributes.length)
            if rx == nil { rx = ry }; if ry == nil { ry = rx }
            let (cx, cy) = (min(rx ?? 0, w / 2), min(ry ?? 0, h / 2))
            if cx <= 0 || cy <= 0 { return Path.rect(r) }
            if cx == cy { return Path.roundedRect(r, cornerRadius: cx) }
            // Elliptical corners: scale a circular-cornered rect.
            var p = Path.roundedRect(Rect(x: 0, y: 0, width: w, height: h * cx / cy), cornerRadius: cx)
            p = p.applying(AffineTransform(scaleX: 1, y: cy / cx).concatenating(AffineTransform(translationX: r.minX, y: r.minY)))
            return p
        case "circle":
            let r = number(a, "r")
            return r > 0 ? Path.circle(center: Point(x: number(a, "cx"), y: number(a, "cy")), radius: r) : nil
        case "ellipse":
            let rx = number(a, "rx"), ry = number(a, "ry")
            guard rx > 0, ry > 0 else { return nil }
            return Path.ellipse(in: Rect(x: number(a, "cx") - rx, y: number(a, "cy") - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            var p = Path()
            p.move(to: Point(x: number(a, "x1"), y: number(a, "y1"))); p.line(to: Point(x: number(a, "x2"), y: number(a, "y2")))
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
        if let c = a["color"], let v = SVGAttributes.color(c, currentColor: s.color ?? currentColor), let color = v { s.color = color }
        let current = s.color ?? currentColor
        func paint(_ text: String) -> SVGStyle.PaintRef? {
            let t = text.trimmed
            if t.hasPrefix("url(") {
                let id = t.dropFirst(4).prefix { $0 != ")" }.trimmingCharacters(in: "#'\" ")
                return .reference(id)
            }
            switch SVGAttributes.color(t, currentColor: current) {
            case .some(.some(let c)): return .color(c)
            case .some(.none): return SVGStyle.PaintRef.none
            case .none: return nil
            }
        }
        if let f = a["fill"], let p = paint(f) { s.fill = p }
        if let f = a["stroke"], let p = paint(f) { s.stroke = p }
        if let v = a["fill-opacity"].flatMap({ Double($0.trimmed) }) { s.fillOpacity = min(1, max(0, v)) }
        if let v = a["stroke-opacity"].flatMap({ Double($0.trimmed) }) { s.strokeOpacity = min(1, max(0, v)) }
        if let r = a["fill-rule"] { s.fillRule = r.trimmed == "evenodd" ? .evenOdd : .nonZero }
        if let w = a["stroke-width"].flatMap(SVGAttributes.length) { s.stroke_.lineWidth = max(0, w) }
        switch a["stroke-linecap"]?.trimmed { case "round": s.stroke_.lineCap = .round; case "square": s.stroke_.lineCap = .square; case "butt": s.stroke_.lineCap = .butt; default: break }
        switch a["stroke-linejoin"]?.trimmed { case "round": s.stroke_.lineJoin = .round; case "bevel": s.stroke_.lineJoin = .bevel; case "miter": s.stroke_.lineJoin = .miter; default: break }
        if let m = a["stroke-miterlimit"].flatMap({ Double($0.trimmed) }), m >= 1 { s.stroke_.miterLimit = m }
        if let d = a["stroke-dasharray"] { s.stroke_.dash = d.trimmed == "none" ? [] : SVGAttributes.numbers(d) }
        if let o = a["stroke-dashoffset"].flatMap(SVGAttributes.length) { s.stroke_.dashPhase = o }
        return s
    }

    func paint(_ path: Path, style: SVGStyle) {
        if let fill = makePaint(style.fill, opacity: style.fillOpacity, bounds: path.controlBounds) {
            canvas.fill(path, with: fill, rule: style.fillRule)
        }
        if style.stroke_.lineWidth > 0, let stroke = makePaint(style.stroke, opacity: style.strokeOpacity, bounds: path.controlBounds) {
            canvas.stroke(path, with: stroke, style: style.stroke_)
        }
    }

    func makePaint(_ ref: SVGStyle.PaintRef, opacity: Double, bounds: Rect) -> Paint? {
        switch ref {
        case .none: return nil
        case .color(let c): return .solid(c.withAlpha(c.alpha * opacity))
        case .reference(let id):
            guard let g = document.elementsByID[id] else { return nil }
            return SVGGradients.paint(g, document: document, opacity: opacity, bounds: bounds, currentColor: currentColor)
        }
    }
}

/// `<linearGradient>` and `<radialGradient>`, with `href` inheritance of stops and attributes.
enum SVGGradients {
    static func paint(_ e: SVGElement, document: SVGDocument, opacity: Double, bounds: Rect, currentColor: RGBAColor) -> Paint? {
        // Follow href chains (bounded) for stops and unset attributes.
        var chain = [e]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(e)]
        while chain.count < 8, let href = (chain.last!.attributes["href"] ?? chain.last!.attributes["xlink:href"])?.trimmingCharacters(in: "#"),
              let next = document.elementsByID[href], seen.insert(ObjectIdentifier(next)).inserted { chain.append(next) }
        func attr(_ k: String) -> String? { chain.lazy.compactMap { $0.attributes[k] }.first }
        let stopsOwner = chain.first { $0.children.contains { $0.name == "stop" } }
        var stops: [Gradient.Stop] = []
        for s in stopsOwner?.children ?? [] where s.name == "stop" {
            let a = s.attributes.merging(s.attributes["style"].map(SVGAttributes.style) ?? [:]) { $1 }
            let offsetText = a["offset"]?.trimmed ?? "0"
            let offset = offsetText.hasSuffix("%") ? (Double(offsetText.dropLast()) ?? 0) / 100 : Double(offsetText) ?? 0
            var color = RGBAColor.black
            if let c = a["stop-color"], case .some(.some(let v)) = SVGAttributes.color(c, currentColor: currentColor) { color = v }
            let so = a["stop-opacity"].flatMap { Double($0.trimmed) } ?? 1
            stops.append(.init(color: color.withAlpha(color.alpha * so * opacity), location: offset))
        }
        guard !stops.isEmpty else { return nil }
        if stops.count == 1 { return .solid(stops[0].color) }
        let spread: SpreadMode = switch attr("spreadMethod") { case "repeat": .repeat; case "reflect": .reflect; default: .pad }
        let gradient = Gradient(stops: stops, spread: spread)
        let userSpace = attr("gradientUnits") == "userSpaceOnUse"
        // objectBoundingBox units map 0...1 onto the shape's bounds.
        var units = userSpace ? AffineTransform.identity
            : AffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY)
        if let t = attr("gradientTransform") { units = SVGAttributes.transform(t).concatenating(units) }
        func value(_ k: String, _ d: Double) -> Double {
            guard let t = attr(k)?.trimmed else { return d }
            if t.hasSuffix("%") { return (Double(t.dropLast()) ?? d * 100) / 100 }
            return Double(t) ?? d
        }
        if e.name == "linearGradient" {
            let p0 = units.apply(Point(x: value("x1", 0), y: value("y1", 0)))
            let p1 = units.apply(Point(x: value("x2", 1), y: value("y2", 0)))
            return .linearGradient(LinearGradientPaint(gradient: gradient, start: p0, end: p1))
        }
        if e.name == "radialGradient" {
            let cx = value("cx", 0.5), cy = value("cy", 0.5), r = value("r", 0.5)
            // The focal point (fx, fy) is approximated by the centre: icon sets rarely move it.
            return .radialGradient(RadialGradientPaint(gradient: gradient, center: Point(x: cx, y: cy), startRadius: 0, endRadius: r, transform: units))
        }
        return nil
    }
}
