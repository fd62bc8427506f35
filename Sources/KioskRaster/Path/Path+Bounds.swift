import KioskGeometry

extension Path {
    /// The tightest box around the path's outline: its points and where each curve turns back
    /// along an axis (a curve's control points may lie far outside it). SVG's bounding box,
    /// which gradients, patterns, clips and masks in `objectBoundingBox` units are laid out
    /// in. `.zero` for an empty path.
    package var bounds: Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        var current = Point.zero, start = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                add(p)
                current = p
                start = p
            case .line(let p):
                add(p)
                current = p
            case .quad(let c, let p):
                add(p)
                // The derivative of each coordinate is linear in t: one root.
                for t in [Self.quadTurn(current.x, c.x, p.x), Self.quadTurn(current.y, c.y, p.y)] {
                    guard let t else { continue }
                    let u = 1 - t
                    add(
                        Point(
                            x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                add(p)
                // The derivative of each coordinate is quadratic in t: up to two roots.
                for t in Self.cubicTurns(current.x, c1.x, c2.x, p.x) + Self.cubicTurns(current.y, c1.y, c2.y, p.y) {
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(
                        Point(
                            x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                            y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .close:
                current = start
            }
        }
        return x0 <= x1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// Where, strictly between its ends, a quadratic's coordinate turns back (nil: nowhere).
    static func quadTurn(_ p0: Double, _ p1: Double, _ p2: Double) -> Double? {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return nil }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    /// Where, strictly between its ends, a cubic's coordinate turns back: the roots in (0, 1)
    /// of its derivative, `A t^2 + B t + C` over the differences of its points.
    static func cubicTurns(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = p1 - p0, b = p2 - p1, c = p3 - p2
        let qa = a - 2 * b + c, qb = 2 * (b - a), qc = a
        var roots: [Double] = []
        if abs(qa) < 1e-12 * (abs(qb) + abs(qc) + 1e-300) {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            roots.append((-qb + root) / (2 * qa))
            roots.append((-qb - root) / (2 * qa))
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
