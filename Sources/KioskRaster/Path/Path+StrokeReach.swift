import KioskGeometry

/// How far a stroke's outline reaches beyond its path: what a stroked shape's bounds and
/// damage are grown by. Most joins reach half the width (a rounded rectangle's are all
/// smooth); only a sharp miter or a square cap reaches further.
extension Path {
    /// The farthest the stroke of this path in `style` reaches from the path's points, in
    /// half line widths: a square cap's corner (√2), or the miter at the sharpest join that
    /// the limit lets stand, where joins are mitred; 1 otherwise.
    package func strokeReachFactor(_ style: StrokeStyle) -> Double {
        Self.strokeReachFactor(of: elements[...], from: .zero, style)
    }

    /// As `strokeReachFactor(_:)`, for a run of elements that starts at `start` (a stroke's
    /// changed tail, whose first element is the one it shares with the old path).
    package static func strokeReachFactor(
        of elements: ArraySlice<Element>, from start: Point, _ style: StrokeStyle
    ) -> Double {
        var factor = style.lineCap == .square ? 2.0.squareRoot() : 1
        guard style.lineJoin == .miter || style.lineJoin == .miterClip else { return factor }
        var current = start, start = start
        // The direction arriving at `current`, and the one leaving the subpath's start.
        var incoming: Point?, leaving: Point?
        func join(_ a: Point?, _ b: Point?) {
            if let a, let b { factor = max(factor, miterFactor(a, b, style)) }
        }
        for element in elements {
            switch element {
            case let .move(p):
                current = p
                start = p
                incoming = nil
                leaving = nil
            case .close:
                // The closing line, then the join back into the subpath's first segment.
                let (_, out, into) = strokeTangents(.line(start), from: current)
                join(incoming, out)
                join(into ?? incoming, leaving)
                current = start
                incoming = nil
                leaving = nil
            default:
                let (end, out, into) = strokeTangents(element, from: current)
                join(incoming, out)
                if leaving == nil { leaving = out }
                // A segment without length leaves the direction as it was: the stroker joins
                // the segments on either side of it.
                if let into { incoming = into }
                current = end
            }
        }
        return factor
    }

    /// The element's end, and its directions leaving its start and arriving at its end (nil
    /// when it has no length there).
    static func strokeTangents(_ e: Element, from p: Point) -> (Point, Point?, Point?) {
        func dir(_ a: Point, _ b: Point) -> Point? {
            let d = Point(x: b.x - a.x, y: b.y - a.y)
            let n = (d.x * d.x + d.y * d.y).squareRoot()
            return n > 1e-9 ? Point(x: d.x / n, y: d.y / n) : nil
        }
        switch e {
        case let .move(q): return (q, nil, nil)
        case let .line(q): return (q, dir(p, q), dir(p, q))
        case let .quad(c, q): return (q, dir(p, c) ?? dir(p, q), dir(c, q) ?? dir(p, q))
        case let .cubic(c1, c2, q):
            return (q, dir(p, c1) ?? dir(p, c2) ?? dir(p, q), dir(c2, q) ?? dir(c1, q) ?? dir(p, q))
        case .close: return (p, nil, nil)
        }
    }

    /// The miter's length over half the width at a join turning from `a` to `b`, or 1 where
    /// the limit bevels it (`miterClip` cuts it at the limit).
    static func miterFactor(_ a: Point, _ b: Point, _ style: StrokeStyle) -> Double {
        // Half the turn's cosine from the directions' dot product.
        let cosHalf = ((1 + a.x * b.x + a.y * b.y) / 2).squareRoot()
        let length = cosHalf > 1e-9 ? 1 / cosHalf : .infinity
        if length <= style.miterLimit { return length }
        return style.lineJoin == .miterClip ? style.miterLimit : 1
    }
}
