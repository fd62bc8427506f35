import KioskGeometry

/// Where a stroke reaches before it is made: the box its outline can fill (to drop a stroke
/// that misses the clip) and, for a mitred rectangle, the two rectangles it is the ring
/// between (filled exactly, with no outline made).
extension Canvas {
    /// Device bounds of the outline the stroker makes from `flat` (user space): the points'
    /// box grown by the farthest a join or cap reaches from its point (a miter tip at the
    /// limit, a square cap's corner at half the width times the square root of 2), mapped to
    /// device pixels, one pixel to spare. Nil when the box is not finite.
    static func strokeBounds(
        _ flat: FlatPath, style: StrokeStyle, transform: AffineTransform
    ) -> (lo: SIMD2<Float>, hi: SIMD2<Float>)? {
        guard let box = Rasterizer.bounds(flat.points) else { return nil }
        let reach = strokeReach(style) + 1 / max(transform.maxScale, 1e-9)
        let user = Rect(
            x: Double(box.lo.x) - reach, y: Double(box.lo.y) - reach,
            width: Double(box.hi.x - box.lo.x) + 2 * reach, height: Double(box.hi.y - box.lo.y) + 2 * reach)
        let d = transform.apply(user)
        let lo = SIMD2<Float>(Float(d.minX) - 1, Float(d.minY) - 1),
            hi = SIMD2<Float>(Float(d.maxX) + 1, Float(d.maxY) + 1)
        guard lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite,
            abs(lo.x) < 1e7, abs(lo.y) < 1e7, abs(hi.x) < 1e7, abs(hi.y) < 1e7
        else { return nil }
        return (lo, hi)
    }

    /// The farthest the outline of a stroke in `style` reaches from its path (user space): a
    /// miter tip at the limit, a square cap's corner at half the width times the square root of
    /// 2 (1.5 covers it), else half the width.
    static func strokeReach(_ style: StrokeStyle) -> Double {
        let mitred = style.lineJoin == .miter || style.lineJoin == .miterClip
        return style.lineWidth / 2 * max(mitred ? max(1, style.miterLimit) : 1, 1.5)
    }

    /// The farthest the outline of `flat`'s stroke reaches from the path (user space):
    /// `strokeReach(style)` narrowed to the caps and joins the path has. Butt and round caps
    /// reach half the width, square ones that times the square root of 2; the points a curve
    /// was flattened to are joined with bevels (half the width), and a miter reaches half the
    /// width over the cosine of half its turn. On an arc or a chart's line, with no sharp
    /// corner, that is the caps' reach, not ten half-widths (the default limit's).
    static func strokeReach(_ flat: FlatPath, style: StrokeStyle) -> Double {
        let hw = style.lineWidth / 2
        let caps = style.lineCap == .square ? hw * 2.0.squareRoot() : hw
        guard style.lineJoin == .miter || style.lineJoin == .miterClip else { return caps }
        let limit = max(1, style.miterLimit)
        guard flat.isCorner.count == flat.points.count else { return max(caps, hw * limit) }
        var worst = 1.0
        for sub in flat.subpaths where sub.range.count >= 3 {
            let first = sub.range.lowerBound, n = sub.range.count
            for k in 0..<n where flat.isCorner[first + k] {
                if !sub.closed && (k == 0 || k == n - 1) { continue }
                let p = flat.points[first + k]
                let d0 = p - flat.points[first + (k + n - 1) % n], d1 = flat.points[first + (k + 1) % n] - p
                let lengths = Double(((d0 * d0).sum() * (d1 * d1).sum()).squareRoot())
                // A repeated point: the stroker joins the segments either side of it.
                guard lengths > 0, lengths.isFinite else { return max(caps, hw * limit) }
                let halfTurnCosine = ((1 + Double((d0 * d1).sum()) / lengths) / 2).squareRoot()
                worst = max(worst, halfTurnCosine * limit > 1 ? 1 / halfTurnCosine : limit)
            }
        }
        return max(caps, hw * worst)
    }

    /// The stroke of a closed axis-aligned rectangle with mitred corners (a border, a frame) is
    /// the rectangle grown by half the width less the one shrunk by it: device rectangles for
    /// `Rasterizer.fillRectRing`, which computes its coverage exactly. Nil for anything else.
    static func rectangleRing(
        _ path: Path, style: StrokeStyle, transform t: AffineTransform
    )
        -> (outer: SIMD4<Float>, inner: SIMD4<Float>?)?
    {
        // A right angle needs a miter limit of at least sqrt(2), or the corners are bevelled.
        guard style.lineJoin == .miter || style.lineJoin == .miterClip, style.miterLimit >= 2.0.squareRoot(),
            t.isAxisAligned,
            path.elements.last == .close, let rect = path.axisAlignedRect, rect.width > 0, rect.height > 0
        else { return nil }
        let d = t.apply(rect)
        let hx = style.lineWidth / 2 * abs(t.a), hy = style.lineWidth / 2 * abs(t.d)
        let outer = SIMD4<Float>(Float(d.minX - hx), Float(d.minY - hy), Float(d.maxX + hx), Float(d.maxY + hy))
        guard outer.x.isFinite, outer.y.isFinite, outer.z.isFinite, outer.w.isFinite else { return nil }
        let inner = SIMD4<Float>(Float(d.minX + hx), Float(d.minY + hy), Float(d.maxX - hx), Float(d.maxY - hy))
        return (outer, inner.x < inner.z && inner.y < inner.w ? inner : nil)
    }
}
