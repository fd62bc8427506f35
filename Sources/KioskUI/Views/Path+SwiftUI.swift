import KioskRaster

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// SwiftUI's `Path` building API over the rasteriser's path, and `Path` as a shape: a path drawn
// as a view keeps its own coordinates (SwiftUI does not fit it into the frame).

extension Path {
    /// A path of the rectangle `rect`.
    public init(_ rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A path of `rect` with rounded corners of radius `cornerRadius`.
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: Size(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path of `rect` with rounded corners of `cornerSize`.
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path of the ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A straight line from the current point to `p` (a new subpath at `p` when there is none).
    public mutating func addLine(to p: Point) { line(to: p) }

    /// Straight lines through `points`: a new subpath at the first, then a line to each other.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { line(to: p) }
    }

    /// A quadratic Bézier curve from the current point to `p`, pulled towards `control`.
    public mutating func addQuadCurve(to p: Point, control: Point) { quad(to: p, control: control) }

    /// A cubic Bézier curve from the current point to `p` with two control points.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        cubic(to: p, control1: control1, control2: control2)
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { close() }

    /// Adds the rectangle `rect`, mapped through `transform`.
    public mutating func addRect(_ rect: Rect, transform: AffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    /// Adds each rectangle of `rects`, mapped through `transform`.
    public mutating func addRects(_ rects: [Rect], transform: AffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect`, mapped through `transform`.
    public mutating func addEllipse(in rect: Rect, transform: AffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Adds `rect` with rounded corners of `cornerSize` (corners are circular or elliptical
    /// arcs whatever `style` asks), mapped through `transform`.
    public mutating func addRoundedRect(
        in rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous,
        transform: AffineTransform = .identity
    ) {
        var rounded = Path()
        let r = rect.standardized
        let rx = min(max(0, cornerSize.width), r.width / 2), ry = min(max(0, cornerSize.height), r.height / 2)
        if rx == ry {
            rounded.addRoundedRect(r, cornerRadius: rx)
        } else {
            // Elliptical corners: quarter arcs of an ellipse, one per corner, clockwise on screen.
            rounded.move(to: Point(x: r.minX + rx, y: r.minY))
            rounded.line(to: Point(x: r.maxX - rx, y: r.minY))
            rounded.appendArcCubics(
                center: Point(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, rotation: 0, start: -Double.pi / 2,
                sweep: Double.pi / 2)
            rounded.line(to: Point(x: r.maxX, y: r.maxY - ry))
            rounded.appendArcCubics(
                center: Point(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, rotation: 0, start: 0,
                sweep: Double.pi / 2)
            rounded.line(to: Point(x: r.minX + rx, y: r.maxY))
            rounded.appendArcCubics(
                center: Point(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, rotation: 0, start: Double.pi / 2,
                sweep: Double.pi / 2)
            rounded.line(to: Point(x: r.minX, y: r.minY + ry))
            rounded.appendArcCubics(
                center: Point(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, rotation: 0, start: Double.pi,
                sweep: Double.pi / 2)
            rounded.close()
        }
        addPath(rounded, transform: transform)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle`, joined to the
    /// current point by a line. Angles are measured from the positive x axis towards positive
    /// y (downwards on screen); as in SwiftUI, `clockwise` is meant in a y-up system, so a
    /// clockwise arc turns anticlockwise on screen.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: AffineTransform = .identity
    ) {
        // The rasteriser's `clockwise` is meant on screen, SwiftUI's in a y-up system.
        if transform == .identity {
            addArc(
                center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
                clockwise: !clockwise)
        } else {
            var arc = Path()
            arc.addArc(
                center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
                clockwise: !clockwise)
            addPath(arc, transform: transform)
        }
    }

    /// An arc of the circle around `center` that starts at `startAngle` and turns by `delta`
    /// (positive: clockwise on screen).
    public mutating func addRelativeArc(
        center: Point, radius: Double, startAngle: Angle, delta: Angle, transform: AffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
            clockwise: delta.radians < 0, transform: transform)
    }

    /// An arc of radius `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from there to `tangent2End` (the rounded corner between two lines).
    public mutating func addArc(
        tangent1End: Point, tangent2End: Point, radius: Double, transform: AffineTransform = .identity
    ) {
        guard let p0 = currentPoint else {
            move(to: tangent1End)
            return
        }
        let p1 = tangent1End, p2 = tangent2End
        let (ax, ay) = (p0.x - p1.x, p0.y - p1.y), (bx, by) = (p2.x - p1.x, p2.y - p1.y)
        let la = (ax * ax + ay * ay).squareRoot(), lb = (bx * bx + by * by).squareRoot()
        let cross = ax * by - ay * bx
        guard la > 0, lb > 0, radius > 0, abs(cross) > 1e-12 * la * lb else {
            line(to: p1)
            return
        }
        // The corner's half angle gives how far from the corner the arc touches each line.
        let cosine = max(-1, min(1, (ax * bx + ay * by) / (la * lb)))
        let half = acos(cosine) / 2
        let reach = radius / tan(half)
        let t1 = Point(x: p1.x + ax / la * reach, y: p1.y + ay / la * reach)
        let t2 = Point(x: p1.x + bx / lb * reach, y: p1.y + by / lb * reach)
        let toCentre = radius / sin(half)
        let (mx, my) = (ax / la + bx / lb, ay / la + by / lb)
        let lm = (mx * mx + my * my).squareRoot()
        let centre = Point(x: p1.x + mx / lm * toCentre, y: p1.y + my / lm * toCentre)
        let start = atan2(t1.y - centre.y, t1.x - centre.x), end = atan2(t2.y - centre.y, t2.x - centre.x)
        // The arc turns the way the two lines do.
        if transform == .identity {
            line(to: t1)
            addArc(center: centre, radius: radius, startAngle: start, endAngle: end, clockwise: cross < 0)
        } else {
            var piece = Path()
            piece.move(to: p0)
            piece.line(to: t1)
            piece.addArc(center: centre, radius: radius, startAngle: start, endAngle: end, clockwise: cross < 0)
            addPath(piece, transform: transform)
        }
    }

    /// Adds every subpath of `path`, mapped through `transform`.
    public mutating func addPath(_ path: Path, transform: AffineTransform = .identity) {
        add(transform == .identity ? path : path.applying(transform))
    }

    /// The smallest rectangle that holds the path's outline (curves included, not their
    /// control points); `.zero` for an empty path.
    public var boundingRect: Rect { bounds }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Path { applying(AffineTransform(translationX: dx, y: dy)) }
}

extension Path: Shape {
    /// The path itself, in its own coordinates: a path used as a view is not fitted to `rect`.
    public func path(in rect: Rect) -> Path { self }
}
