import KioskGeometry
import KioskRaster

extension SVGRenderer {
    /// A vertex of a path as markers see it: where it is, and the directions of the segments
    /// that arrive at it and leave it (nil where there is none).
    struct MarkerVertex {
        var point: Point
        var incoming: Point?
        var outgoing: Point?
    }

    /// The vertices of `path` in order, each segment's end directions taken from its control
    /// points (a curve's tangent at each end). A close that returns to its subpath's start
    /// adds the vertex it arrives at.
    static func markerVertices(_ path: Path) -> [MarkerVertex] {
        var vertices: [MarkerVertex] = []
        var current = Point(x: 0, y: 0), subpathStart = Point(x: 0, y: 0)
        var startIndex = 0
        func direction(_ a: Point, _ b: Point) -> Point? {
            let d = Point(x: b.x - a.x, y: b.y - a.y)
            return d.x == 0 && d.y == 0 ? nil : d
        }
        func segment(to end: Point, controls: [Point]) {
            // The first control point that differs from the start, and the last that differs from the end.
            let out = controls.lazy.compactMap { direction(current, $0) }.first ?? direction(current, end)
            let inc = controls.reversed().lazy.compactMap { direction($0, end) }.first ?? direction(current, end)
            if !vertices.isEmpty { vertices[vertices.count - 1].outgoing = out }
            vertices.append(MarkerVertex(point: end, incoming: inc, outgoing: nil))
            current = end
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                vertices.append(MarkerVertex(point: p, incoming: nil, outgoing: nil))
                current = p
                subpathStart = p
                startIndex = vertices.count - 1
            case .line(let p): segment(to: p, controls: [])
            case .quad(let c, let p): segment(to: p, controls: [c])
            case .cubic(let c1, let c2, let p): segment(to: p, controls: [c1, c2])
            case .close:
                if current != subpathStart { segment(to: subpathStart, controls: []) }
                // A closed subpath's first vertex is also reached by its last segment.
                if startIndex < vertices.count { vertices[startIndex].incoming = vertices[vertices.count - 1].incoming }
                current = subpathStart
            }
        }
        return vertices
    }

    /// Draws the markers `marker-start`, `marker-mid` and `marker-end` name on the vertices of
    /// `path` (the first vertex, those between, the last), each turned as `orient` says and
    /// scaled by the stroke width unless `markerUnits="userSpaceOnUse"`.
    mutating func drawMarkers(_ path: Path, _ attrs: [String: String], style: SVGStyle) {
        let shorthand = attrs["marker"]
        let ids = ["marker-start", "marker-mid", "marker-end"].map { key -> SVGElement? in
            guard let id = (attrs[key] ?? shorthand).flatMap(SVGAttributes.urlReference),
                let marker = document.elementsByID[id], marker.name == "marker",
                !referenced.contains(ObjectIdentifier(marker))
            else { return nil }
            return marker
        }
        guard ids.contains(where: { $0 != nil }) else { return }
        let vertices = Self.markerVertices(path)
        guard !vertices.isEmpty else { return }
        for (i, vertex) in vertices.enumerated() {
            let which = i == 0 ? 0 : (i == vertices.count - 1 ? 2 : 1)
            guard let marker = ids[which] else { continue }
            drawMarker(marker, at: vertex, isStart: i == 0, strokeWidth: style.stroke_.lineWidth, context: style)
        }
    }

    /// `context` is the marked shape's style: its fill and stroke are what `context-fill` and
    /// `context-stroke` paint inside the marker.
    mutating func drawMarker(
        _ marker: SVGElement, at vertex: MarkerVertex, isStart: Bool, strokeWidth: Double, context: SVGStyle
    ) {
        let a = marker.presentation
        func number(_ k: String, _ d: Double) -> Double { a[k].flatMap { SVGAttributes.length($0) } ?? d }
        let width = number("markerWidth", 3), height = number("markerHeight", 3)
        guard width > 0, height > 0 else { return }
        // The angle: a number of degrees, or the direction of the path there.
        var angle = 0.0
        let orient = a["orient"]?.trimmed ?? "0"
        if orient == "auto" || orient == "auto-start-reverse" {
            func radians(_ d: Point?) -> Double? { d.map { atan2($0.y, $0.x) } }
            switch (radians(vertex.incoming), radians(vertex.outgoing)) {
            case let (i?, o?):
                // Halfway between, the short way round.
                var delta = o - i
                if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
                angle = i + delta / 2
            case let (i?, nil): angle = i
            case let (nil, o?): angle = o
            default: angle = 0
            }
            if orient == "auto-start-reverse" && isStart { angle += .pi }
        } else {
            var degrees = orient
            if degrees.hasSuffix("deg") { degrees.removeLast(3) }
            angle = (Double(degrees) ?? 0) * .pi / 180
        }
        let scale = a["markerUnits"]?.trimmed == "userSpaceOnUse" ? 1 : strokeWidth
        guard scale > 0 else { return }
        let viewport = Rect(x: 0, y: 0, width: width, height: height)
        let content =
            SVGAttributes.viewBox(a["viewBox"]).map {
                SVGAspectRatio(a["preserveAspectRatio"]).transform(viewBox: $0, into: viewport)
            }
            ?? .identity
        let reference = content.apply(Point(x: number("refX", 0), y: number("refY", 0)))

        referenced.insert(ObjectIdentifier(marker))
        defer { referenced.remove(ObjectIdentifier(marker)) }
        canvas.save()
        defer { canvas.restore() }
        canvas.translate(x: vertex.point.x, y: vertex.point.y)
        canvas.rotate(by: angle)
        canvas.scale(x: scale, y: scale)
        canvas.translate(x: -reference.x, y: -reference.y)
        let overflow = a["overflow"]?.trimmed
        if overflow != "visible" && overflow != "auto" { canvas.clip(to: viewport) }
        canvas.concatenate(content)
        let saved = self.viewport
        self.viewport = SVGAttributes.viewBox(a["viewBox"])?.size ?? viewport.size
        defer { self.viewport = saved }
        let savedContext = contextPaint
        contextPaint = (context.fill, context.stroke)
        defer { contextPaint = savedContext }
        // Marker content inherits from the marker, not from the shape it marks.
        drawChildren(of: marker, style: resolve(a, inherited: SVGStyle()))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
