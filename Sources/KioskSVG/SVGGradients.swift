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

    static func paint(_ e: SVGElement, document: SVGDocument, opacity: Double, bounds: Rect, viewport: Size,
                      currentColor: RGBAColor) -> Paint? {
        let chain = document.hrefChain(from: e)
        func attr(_ k: String) -> String? { chain.lazy.compactMap { $0.presentation[k] }.first }
        let stopsOwner = chain.first { $0.children.contains { $0.name == "stop" } }
        var stops: [Gradient.Stop] = []
        for s in stopsOwner?.children ?? [] where s.name == "stop" {
            let a = s.presentation
            let offset = a["offset"].flatMap(SVGAttributes.fraction) ?? 0
            var color = RGBAColor.black
            if let c = a["stop-color"], case .some(.some(let v)) = SVGAttributes.color(c, currentColor: currentColor) { color = v }
            let so = a["stop-opacity"].flatMap(SVGAttributes.fraction) ?? 1
            stops.append(.init(color: color.withAlpha(color.alpha * so * opacity), location: offset))
        }
        guard !stops.isEmpty else { return nil }
        if stops.count == 1 { return .solid(stops[0].color) }
        let spread: SpreadMode = switch attr("spreadMethod")?.trimmed { case "repeat": .repeat; case "reflect": .reflect; default: .pad }
        // Browsers and resvg mix a stop's colour and opacity apart (SVG 2 leaves it open): a
        // red stop at full opacity next to a yellow one at half is orange-red, not darkened.
        let gradient = Gradient(stops: stops, spread: spread, interpolation: .unpremultiplied)
        let userSpace = attr("gradientUnits")?.trimmed == "userSpaceOnUse"
        // objectBoundingBox units map 0...1 onto the shape's bounds.
        var units = userSpace ? AffineTransform.identity
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
            let p0 = units.apply(Point(x: value("x1", 0, whole: w), y: value("y1", 0, whole: h)))
            let p1 = units.apply(Point(x: value("x2", 1, whole: w), y: value("y2", 0, whole: h)))
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
            return .radialGradient(RadialGradientPaint(gradient: gradient, center: Point(x: cx, y: cy), startRadius: fr, endRadius: r,
                                                       transform: units, focus: Point(x: fx, y: fy)))
        }
        return nil
    }
}
