import KioskGeometry

/// A two-point radial gradient's position at a point: the largest t whose circle, centred at
/// `focus + t (center - focus)` with radius `r0 + t (r1 - r0)`, passes through the point with
/// a radius of at least zero. Squaring |p - centre(t)| = radius(t) gives a quadratic in t,
/// `a t² - 2 b t + c = 0`, worked in Double: the terms cancel heavily near the focus.
struct FocalGradient {
    let fx: Double, fy: Double
    /// Centre minus focus, and the change of radius.
    let cdx: Double, cdy: Double, dr: Double
    let r0: Double
    /// `|cd|² - dr²`: negative when the focus lies inside the end circle (every point then has
    /// exactly one valid t).
    let a: Double

    init(_ g: RadialGradientPaint, focus: Point) {
        fx = focus.x; fy = focus.y
        cdx = g.center.x - focus.x; cdy = g.center.y - focus.y
        r0 = g.startRadius
        dr = g.endRadius - g.startRadius
        a = cdx * cdx + cdy * cdy - dr * dr
    }

    /// t at the gradient-space point (u, v), or nil where no circle passes through it.
    @inline(__always)
    func position(u: Double, v: Double) -> Float? {
        let pdx = u - fx, pdy = v - fy
        let b = pdx * cdx + pdy * cdy + r0 * dr
        let c = pdx * pdx + pdy * pdy - r0 * r0
        if abs(a) < 1e-9 * max(1, cdx * cdx + cdy * cdy) {
            // The focus on the end circle: the quadratic is linear, one root.
            guard b != 0 else { return nil }
            let t = c / (2 * b)
            return r0 + t * dr >= 0 ? Float(t) : nil
        }
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return nil }
        let s = discriminant.squareRoot()
        // The larger root first; it must leave the circle a radius of at least zero.
        let t1 = (b + s) / a, t2 = (b - s) / a
        let (hi, lo) = t1 > t2 ? (t1, t2) : (t2, t1)
        if r0 + hi * dr >= 0 { return Float(hi) }
        if r0 + lo * dr >= 0 { return Float(lo) }
        return nil
    }
}
