import KioskGeometry

extension Paint {
    /// The paint carried through `t` with the shape it fills: the same colour lands on the
    /// same point of the shape once both are mapped.
    package func applying(_ t: AffineTransform) -> Paint {
        if t.isIdentity { return self }
        switch self {
        case .solid: return self
        case .linearGradient(var g):
            // t(p) = dot(p - start, v) / |v|^2 in the paint's space. Mapped, the lines of equal
            // t stay parallel but need not stay square to the mapped start-to-end vector under
            // a shear or an uneven scale: the mapped gradient runs along u = M^-T v, and its
            // end is where t reaches 1 along u.
            let v = Point(x: g.end.x - g.start.x, y: g.end.y - g.start.y)
            let start = t.apply(g.start)
            guard let inverse = t.inverted else { return self }
            let u = Point(x: inverse.a * v.x + inverse.b * v.y, y: inverse.c * v.x + inverse.d * v.y)
            let uu = u.x * u.x + u.y * u.y, vv = v.x * v.x + v.y * v.y
            guard uu > 0 else { return self }
            let k = vv / uu
            g.start = start
            g.end = Point(x: start.x + u.x * k, y: start.y + u.y * k)
            return .linearGradient(g)
        case .radialGradient(var g):
            g.transform = g.transform.concatenating(t)
            return .radialGradient(g)
        case .conicGradient(var g):
            g.transform = g.transform.concatenating(t)
            return .conicGradient(g)
        case .image(var p):
            p.transform = p.transform.concatenating(t)
            return .image(p)
        }
    }

    /// The paint with every colour's alpha multiplied by `opacity`; nil for an image paint,
    /// whose pixels carry their own alpha (draw it through a layer instead).
    package func fading(_ opacity: Double) -> Paint? {
        if opacity >= 1 { return self }
        func fade(_ g: Gradient) -> Gradient {
            var g = g
            g.stops = g.stops.map {
                Gradient.Stop(color: $0.color.withAlpha($0.color.alpha * opacity), location: $0.location)
            }
            return g
        }
        switch self {
        case .solid(let c): return .solid(c.withAlpha(c.alpha * opacity))
        case .linearGradient(var g):
            g.gradient = fade(g.gradient)
            return .linearGradient(g)
        case .radialGradient(var g):
            g.gradient = fade(g.gradient)
            return .radialGradient(g)
        case .conicGradient(var g):
            g.gradient = fade(g.gradient)
            return .conicGradient(g)
        case .image: return nil
        }
    }
}
