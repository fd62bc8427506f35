import KioskGeometry
import KioskRaster

/// `<linearGradient>` and `<radialGradient>`, with `href` inheritance of stops and attributes.
enum SVGGradients {
    /// Whether `e` lays its stops out on the shape's box (`objectBoundingBox`, the default)
    /// and the box has no width or no height (a horizontal or vertical line): there is nothing
    /// to lay them on, and the paint is the fallback colour or nothing, as if the reference
    /// did not resolve (SVG's rule; browsers and resvg draw such a line's gradient stroke so).
    static func lacksBox(_ e: SVGElement, document: SVGDocument, bounds: Rect) -> Bool {
        let units = document.hrefChain(from: e).lazy.compactMap { $0.presentation["gradientUnits"] }.first
        return units?.trimmed != "userSpaceOnUse" && !(bounds.width > 0 && bounds.height > 0)
    }

    /// The user-space start and end of a linear gradient from `s` to `e` in the gradient's own
    /// space, which `m` maps to user space: the line whose positions give each point the same
    /// place between the stops. The gradient's lines of one colour are at right angles to it in
    /// its own space; a box that is not square (or a `gradientTransform` that stretches or
    /// skews) slants them in user space, and the mapped end points would keep them square (a
    /// diagonal gradient on a wide box had its middle colour across the wrong diagonal).
    static func userSpaceLine(from s: Point, to e: Point, through m: AffineTransform) -> (Point, Point) {
        let mapped = (m.apply(s), m.apply(e))
        // Angles kept (a rotation and a uniform scale, or its mirror image): the mapped ends.
        if (m.a == m.d && m.b == -m.c) || (m.a == -m.d && m.b == m.c) { return mapped }
        let dx = e.x - s.x, dy = e.y - s.y, length2 = dx * dx + dy * dy
        guard length2 > 0, let inv = m.inverted else { return mapped }
        // The position t(p) = ((inv p - s) . d) / |d|^2 is g . p + c in user space.
        let gx = (inv.a * dx + inv.b * dy) / length2, gy = (inv.c * dx + inv.d * dy) / length2
        let c = ((inv.tx - s.x) * dx + (inv.ty - s.y) * dy) / length2
        let g2 = gx * gx + gy * gy
        guard g2 > 0, g2.isFinite, c.isFinite else { return mapped }
        // The start is where t = 0 on the line along g through the origin; the end one 1/|g| on.
        let start = Point(x: -c * gx / g2, y: -c * gy / g2)
        return (start, Point(x: start.x + gx / g2, y: start.y + gy / g2))
    }

    static func paint(
        _ e: SVGElement, document: SVGDocument, opacity: Double, bounds: Rect, viewport: Size,
        currentColor: RGBAColor
    ) -> Paint? {
        let chain = document.hrefChain(from: e)
        func attr(_ k: String) -> String? { chain.lazy.compactMap { $0.presentation[k] }.first }
        let stopsOwner = chain.first { $0.children.contains { $0.name == "stop" } }
        var stops: [Gradient.Stop] = []
        for s in stopsOwner?.children ?? [] where s.name == "stop" {
            let a = s.presentation
            let offset = a["offset"].flatMap(SVGAttributes.fraction) ?? 0
            var color = RGBAColor.black
            if let c = a["stop-color"], case .some(.some(let v)) = SVGAttributes.color(c, currentColor: currentColor) {
                color = v
            }
            let so = a["stop-opacity"].flatMap(SVGAttributes.fraction) ?? 1
            stops.append(.init(color: color.withAlpha(color.alpha * so * opacity), location: offset))
        }
        guard !stops.isEmpty else { return nil }
        if stops.count == 1 { return .solid(stops[0].color) }
        let spread: SpreadMode =
            switch attr("spreadMethod")?.trimmed {
            case "repeat": .repeat
            case "reflect": .reflect
            default: .pad
            }
        // SVG mixes a stop's colour and opacity apart, unlike CSS (SVG 2 on stop-color:
        // `transparent` there is transparent black), as browsers and resvg do: a red stop at
        // full opacity next to a yellow one at half opacity gives orange, not a darkened red.
        let gradient = Gradient(stops: stops, spread: spread, interpolation: .unpremultiplied)
        let userSpace = attr("gradientUnits")?.trimmed == "userSpaceOnUse"
        // objectBoundingBox units map 0...1 onto the shape's bounds.
        var units =
            userSpace
            ? AffineTransform.identity
            : AffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY)
        if let t = attr("gradientTransform") { units = SVGAttributes.transform(t).concatenating(units) }
        let diagonal = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        // A fraction of the bounding box, or in user space a length, percentages of the viewport.
        func value(_ k: String, _ fraction: Double, whole: Double) -> Double {
            let scale = userSpace ? whole : 1
            guard let t = attr(k)?.trimmed else { return fraction * scale }
            if t.hasSuffix("%") { return (Double(t.dropLast()).map { $0 / 100 } ?? fraction) * scale }
            return SVGAttributes.length(t) ?? fraction * scale
        }
        let (w, h) = (viewport.width, viewport.height)
        if e.name == "linearGradient" {
            let s = Point(x: value("x1", 0, whole: w), y: value("y1", 0, whole: h))
            let e = Point(x: value("x2", 1, whole: w), y: value("y2", 0, whole: h))
            let (p0, p1) = userSpaceLine(from: s, to: e, through: units)
            return .linearGradient(LinearGradientPaint(gradient: gradient, start: p0, end: p1))
        }
        if e.name == "radialGradient" {
            let cx = value("cx", 0.5, whole: w), cy = value("cy", 0.5, whole: h), r = value("r", 0.5, whole: diagonal)
            // The focal circle: (fx, fy) default to the centre, fr to nothing. A focus outside
            // the end circle stays there and paints a cone, as SVG 2 says (SVG 1.1 moved it
            // onto the circle); resvg does the same.
            let fx = attr("fx") == nil ? cx : value("fx", 0.5, whole: w)
            let fy = attr("fy") == nil ? cy : value("fy", 0.5, whole: h)
            let fr = value("fr", 0, whole: diagonal)
            return .radialGradient(
                RadialGradientPaint(
                    gradient: gradient, center: Point(x: cx, y: cy), startRadius: fr, endRadius: r,
                    transform: units, focus: Point(x: fx, y: fy)))
        }
        return nil
    }
}
