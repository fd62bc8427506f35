import KioskGeometry

/// Corner radii of a rounded rectangle, clockwise from the top-left.
package struct CornerRadii: Hashable, Sendable {
    package var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double
    package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }
    package init(_ r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
    package var isUniform: Bool { topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft }
    package var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// Radii scaled down so that adjacent corners never overlap (the CSS rule: one common factor).
    package func fitted(to size: Size) -> CornerRadii {
        let w = abs(size.width), h = abs(size.height)
        var f = 1.0
        func limit(_ sum: Double, _ side: Double) { if sum > side, sum > 0 { f = min(f, side / sum) } }
        limit(topLeft + topRight, w)
        limit(bottomLeft + bottomRight, w)
        limit(topLeft + bottomLeft, h)
        limit(topRight + bottomRight, h)
        return CornerRadii(
            topLeft: max(0, topLeft * f), topRight: max(0, topRight * f),
            bottomRight: max(0, bottomRight * f), bottomLeft: max(0, bottomLeft * f))
    }
}

/// Cubic control-point distance for a quarter circle of radius 1 (error under 0.03%).
let kappa = 0.5522847498307936

/// A rounded rectangle as `Path.addRoundedRect` draws it: the rectangle and its fitted radii
/// (all zero for `addRect`'s).
struct RoundedRectShape: Sendable {
    let rect: Rect
    let radii: CornerRadii
}

extension Path {
    /// The part of a whole (rounded) rectangle path that lies inside its corners: every pixel
    /// there is covered entirely by its fill. Nil for any other path.
    package var interiorRect: Rect? {
        guard let shape = roundedRect else { return nil }
        let r = shape.radii, inset = max(r.topLeft, r.topRight, r.bottomRight, r.bottomLeft, 0)
        let rect = shape.rect.standardized
        guard rect.width > 2 * inset, rect.height > 2 * inset else { return nil }
        return rect.insetBy(dx: inset, dy: inset)
    }

    /// The part of a whole (rounded) rectangle path between its top and bottom corners, from
    /// side to side: every pixel wholly inside it is covered entirely by its fill. Nil for any
    /// other path.
    package var interiorBand: Rect? {
        guard let shape = roundedRect else { return nil }
        let r = shape.radii, rect = shape.rect.standardized
        let top = max(r.topLeft, r.topRight, 0), bottom = max(r.bottomLeft, r.bottomRight, 0)
        guard rect.height > top + bottom else { return nil }
        return Rect(x: rect.minX, y: rect.minY + top, width: rect.width, height: rect.height - top - bottom)
    }
}

extension Path {
    /// Adds the rectangle `r` as a closed subpath, clockwise on screen from its top-left corner.
    public mutating func addRect(_ r: Rect) {
        let whole = isEmpty
        reserveForShape(5)
        move(to: Point(x: r.minX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.maxY))
        line(to: Point(x: r.minX, y: r.maxY))
        close()
        if whole { mark(RoundedRectShape(rect: r, radii: CornerRadii(0))) }
    }

    /// A rounded rectangle, clockwise on screen; radii are fitted so they never overlap.
    package mutating func addRoundedRect(_ r: Rect, radii: CornerRadii) {
        let k = radii.fitted(to: r.size)
        if k.isZero {
            addRect(r)
            return
        }
        let whole = isEmpty
        defer { if whole { mark(RoundedRectShape(rect: r, radii: k)) } }
        reserveForShape(10)
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        move(to: Point(x: x0 + k.topLeft, y: y0))
        line(to: Point(x: x1 - k.topRight, y: y0))
        corner(
            Point(x: x1 - k.topRight, y: y0), Point(x: x1, y: y0 + k.topRight), k.topRight, dx: 1, dy: 1,
            horizontalFirst: true)
        line(to: Point(x: x1, y: y1 - k.bottomRight))
        corner(
            Point(x: x1, y: y1 - k.bottomRight), Point(x: x1 - k.bottomRight, y: y1), k.bottomRight, dx: -1, dy: 1,
            horizontalFirst: false)
        line(to: Point(x: x0 + k.bottomLeft, y: y1))
        corner(
            Point(x: x0 + k.bottomLeft, y: y1), Point(x: x0, y: y1 - k.bottomLeft), k.bottomLeft, dx: -1, dy: -1,
            horizontalFirst: true)
        line(to: Point(x: x0, y: y0 + k.topLeft))
        corner(
            Point(x: x0, y: y0 + k.topLeft), Point(x: x0 + k.topLeft, y: y0), k.topLeft, dx: 1, dy: -1,
            horizontalFirst: false)
        close()
    }

    package mutating func addRoundedRect(_ r: Rect, cornerRadius: Double) {
        addRoundedRect(r, radii: CornerRadii(cornerRadius))
    }

    /// A quarter-circle corner from `a` to `b` with radius `r`; (dx, dy) is the direction of travel.
    private mutating func corner(_ a: Point, _ b: Point, _ r: Double, dx: Double, dy: Double, horizontalFirst: Bool) {
        guard r > 0 else {
            line(to: b)
            return
        }
        let c1 = horizontalFirst ? Point(x: a.x + dx * r * kappa, y: a.y) : Point(x: a.x, y: a.y + dy * r * kappa)
        let c2 = horizontalFirst ? Point(x: b.x, y: b.y - dy * r * kappa) : Point(x: b.x - dx * r * kappa, y: b.y)
        cubic(to: b, control1: c1, control2: c2)
    }

    /// An ellipse inscribed in `r`, clockwise on screen, as four cubics.
    public mutating func addEllipse(in r: Rect) {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let ox = rx * kappa, oy = ry * kappa
        reserveForShape(6)
        move(to: Point(x: cx + rx, y: cy))
        cubic(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + oy),
            control2: Point(x: cx + ox, y: cy + ry))
        cubic(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - ox, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + oy))
        cubic(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - oy),
            control2: Point(x: cx - ox, y: cy - ry))
        cubic(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + ox, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - oy))
        close()
    }

    package mutating func addCircle(center: Point, radius: Double) {
        addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A capsule: a rounded rect whose shorter side is fully round.
    package mutating func addCapsule(in r: Rect) { addRoundedRect(r, cornerRadius: min(r.width, r.height) / 2) }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle` (radians, clockwise on
    /// screen when `clockwise`), split into cubics of at most 90 degrees. Connects from the
    /// current point with a line, or starts a subpath.
    package mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true
    ) {
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise { while sweep < 0 { sweep += full } } else { while sweep > 0 { sweep -= full } }
        if abs(endAngle - startAngle) >= full { sweep = clockwise ? full : -full }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        appendArcCubics(center: center, rx: radius, ry: radius, rotation: 0, start: startAngle, sweep: sweep)
    }

    /// Appends an elliptical arc as cubics: centre, radii, x-axis rotation and parameter angles
    /// (radians), from the current point (which should be the arc's start).
    package mutating func addEllipticalArc(
        center: Point, rx: Double, ry: Double, rotation: Double, start: Double, sweep: Double
    ) {
        appendArcCubics(center: center, rx: rx, ry: ry, rotation: rotation, start: start, sweep: sweep)
    }

    /// Cubic segments for an elliptical arc (angles in the ellipse's own parameter space).
    package mutating func appendArcCubics(
        center: Point, rx: Double, ry: Double, rotation: Double, start: Double, sweep: Double
    ) {
        // Infinite or NaN angles come from coordinates beyond Double's range (a fuzzed SVG
        // arc crashed converting them to a segment count): such an arc draws nothing.
        guard sweep != 0, sweep.isFinite, start.isFinite, rotation.isFinite else { return }
        // At most an eighth of a turn per cubic (radial error 0.0004% of the radius; a quarter
        // turn's is 0.03%, a half turn's 1.8%): whole eighths from the start, then what is
        // left. An arc that grows or shrinks (a progress ring, a gauge, a pie's sector) keeps
        // the cubics of its earlier eighths, so only its end is drawn again (`StrokeTail`).
        // The epsilon keeps a sweep that rounding left a hair over a whole number of eighths
        // from taking one more.
        let eighth = Double.pi / 4
        let segments = max(1, min(128, Int((abs(sweep) / eighth - 1e-9).rounded(.up))))
        let whole = abs(sweep) > eighth * 128 ? sweep / 128 : (sweep < 0 ? -eighth : eighth)
        let (cr, sr) = (cos(rotation), sin(rotation))
        func map(_ x: Double, _ y: Double) -> Point {
            Point(x: center.x + x * cr - y * sr, y: center.y + x * sr + y * cr)
        }
        var a = start
        for i in 0..<segments {
            // The last segment ends exactly at the arc's end.
            let b = i == segments - 1 ? start + sweep : a + whole
            let alpha = 4.0 / 3.0 * tan((b - a) / 4)
            let (ca, sa, cb, sb) = (cos(a), sin(a), cos(b), sin(b))
            let c1 = map(rx * (ca - alpha * sa), ry * (sa + alpha * ca))
            let c2 = map(rx * (cb + alpha * sb), ry * (sb - alpha * cb))
            cubic(to: map(rx * cb, ry * sb), control1: c1, control2: c2)
            a = b
        }
    }

    package static func rect(_ r: Rect) -> Path { Path { $0.addRect(r) } }
    package static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        Path { $0.addRoundedRect(r, cornerRadius: cornerRadius) }
    }
    package static func roundedRect(_ r: Rect, radii: CornerRadii) -> Path {
        Path { $0.addRoundedRect(r, radii: radii) }
    }
    package static func ellipse(in r: Rect) -> Path { Path { $0.addEllipse(in: r) } }
    package static func circle(center: Point, radius: Double) -> Path {
        Path { $0.addCircle(center: center, radius: radius) }
    }
    package static func capsule(in r: Rect) -> Path { Path { $0.addCapsule(in: r) } }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
