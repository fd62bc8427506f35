import KioskGeometry

/// A two-point radial gradient's position at a point: the largest t whose circle, centred at
/// `focus + t (center - focus)` with radius `r0 + t (r1 - r0)`, passes through the point with
/// a radius of at least zero. Squaring |p - centre(t)| = radius(t) gives a quadratic in t,
/// `a t² - 2 b t + c = 0`, worked in Double: the terms cancel heavily near the focus.
struct FocalGradient {
    // Kept in Float, worked in Double: the shader carries it for every paint.
    let fx: Float, fy: Float
    /// Centre minus focus, and the change of radius.
    let cdx: Float, cdy: Float, dr: Float
    let r0: Float

    /// A placeholder for shaders of other paints.
    static let none = FocalGradient(fx: 0, fy: 0, cdx: 0, cdy: 0, dr: 0, r0: 0)

    init(fx: Float, fy: Float, cdx: Float, cdy: Float, dr: Float, r0: Float) {
        self.fx = fx
        self.fy = fy
        self.cdx = cdx
        self.cdy = cdy
        self.dr = dr
        self.r0 = r0
    }

    init(_ g: RadialGradientPaint, focus: Point) {
        fx = Float(focus.x)
        fy = Float(focus.y)
        cdx = Float(g.center.x - focus.x)
        cdy = Float(g.center.y - focus.y)
        r0 = Float(g.startRadius)
        dr = Float(g.endRadius - g.startRadius)
    }

    /// A row of `count` pixels from device pixel centre (px, py), `m` taking device space to
    /// the gradient's. Kept out of line: inlined into the shader's switch, it made the other
    /// gradients' rows slower (full-frame linear gradients 10-28%).
    @inline(never)
    func row(
        _ lut: LUTSampler, _ m: AffineTransform, _ px: Float, _ py: Float, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>
    ) {
        let u0 = m.c * Double(py) + m.tx, v0 = m.d * Double(py) + m.ty
        for i in 0..<count {
            let x = Double(px) + Double(i)
            if let t = position(u: u0 + m.a * x, v: v0 + m.b * x) { out[i] = lut.color(at: t) } else { out[i] = 0 }
        }
    }

    /// t at the gradient-space point (u, v), or nil where no circle passes through it.
    @inline(__always)
    func position(u: Double, v: Double) -> Float? {
        let cdx = Double(cdx), cdy = Double(cdy), dr = Double(dr), r0 = Double(r0)
        // `|cd|² - dr²`: negative when the focus lies inside the end circle (every point then
        // has exactly one valid t).
        let a = cdx * cdx + cdy * cdy - dr * dr
        let pdx = u - Double(fx), pdy = v - Double(fy)
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
