/// The blend modes of CSS Compositing and Blending (`mix-blend-mode`, and `feBlend`'s `mode`
/// in SVG 2): how a source colour mixes with the backdrop where both are.
///
/// The result is the W3C compositing formula on premultiplied channels:
/// `s (1 - da) + d (1 - sa) + sa da B(cs, cd)`, alpha `sa + da - sa da`, where `B` mixes the
/// straight colours `cs` and `cd` (per channel for the separable modes; through luminosity
/// and saturation for hue, saturation, color and luminosity).
enum SVGBlendMode: String, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge", colorBurn = "color-burn", hardLight = "hard-light", softLight = "soft-light"
    case difference, exclusion, hue, saturation, color, luminosity

    init?(css text: String) { self.init(rawValue: text.trimmed.lowercased()) }

    /// `source` over `backdrop` in this mode, both premultiplied.
    func mix(_ s: Channels, over d: Channels) -> Channels {
        // What the source adds, and the backdrop showing through it.
        var out = overBackdrop(s, d) + d * (1 - s.a)
        out.a = s.a + d.a - s.a * d.a
        return out.clamped().limitedToAlpha()
    }

    /// What `mix` adds to the backdrop when drawn over it source-over: the part of the result
    /// that is not the backdrop showing through, `s (1 - da) + sa da B`, with the source's
    /// alpha. A layer of these, composited over the backdrop, gives the mixed colours.
    func overBackdrop(_ s: Channels, _ d: Channels) -> Channels {
        let b = blend(s.unpremultiplied, d.unpremultiplied)
        let both = s.a * d.a
        var out = s * (1 - d.a) + Channels(r: b.r * both, g: b.g * both, b: b.b * both, a: 0)
        out.a = s.a
        return out.clamped().limitedToAlpha()
    }

    /// `B(cs, cd)` on straight colours (alpha unused).
    func blend(_ cs: Channels, _ cd: Channels) -> Channels {
        func each(_ f: (Double, Double) -> Double) -> Channels {
            Channels(r: f(cs.r, cd.r), g: f(cs.g, cd.g), b: f(cs.b, cd.b), a: 0)
        }
        switch self {
        case .normal: return cs
        case .multiply: return each { s, d in s * d }
        case .screen: return each(Self.screen)
        case .overlay: return each { s, d in Self.hardLight(d, s) }
        case .darken: return each { s, d in min(s, d) }
        case .lighten: return each { s, d in max(s, d) }
        case .colorDodge: return each { s, d in d == 0 ? 0 : s >= 1 ? 1 : min(1, d / (1 - s)) }
        case .colorBurn: return each { s, d in d >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - d) / s) }
        case .hardLight: return each(Self.hardLight)
        case .softLight:
            return each { s, d in
                if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
                let e = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
                return d + (2 * s - 1) * (e - d)
            }
        case .difference: return each { s, d in abs(s - d) }
        case .exclusion: return each { s, d in s + d - 2 * s * d }
        case .hue: return Self.withLuminosity(Self.withSaturation(cs, Self.saturation(cd)), Self.luminosity(cd))
        case .saturation: return Self.withLuminosity(Self.withSaturation(cd, Self.saturation(cs)), Self.luminosity(cd))
        case .color: return Self.withLuminosity(cs, Self.luminosity(cd))
        case .luminosity: return Self.withLuminosity(cd, Self.luminosity(cs))
        }
    }

    static func screen(_ s: Double, _ d: Double) -> Double { s + d - s * d }
    static func hardLight(_ s: Double, _ d: Double) -> Double { s <= 0.5 ? d * 2 * s : screen(2 * s - 1, d) }

    // The non-separable modes' helpers, as the specification defines them.
    static func luminosity(_ c: Channels) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

    static func withLuminosity(_ c: Channels, _ l: Double) -> Channels {
        let d = l - luminosity(c)
        var out = Channels(r: c.r + d, g: c.g + d, b: c.b + d, a: 0)
        // Brought back into range around its own luminosity, hue kept.
        let lum = luminosity(out), lo = min(out.r, out.g, out.b), hi = max(out.r, out.g, out.b)
        func scaled(_ k: (Double) -> Double) { out = Channels(r: k(out.r), g: k(out.g), b: k(out.b), a: 0) }
        if lo < 0, lum - lo > 0 { scaled { lum + ($0 - lum) * lum / (lum - lo) } }
        if hi > 1, hi - lum > 0 { scaled { lum + ($0 - lum) * (1 - lum) / (hi - lum) } }
        return out
    }

    static func saturation(_ c: Channels) -> Double { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }

    static func withSaturation(_ c: Channels, _ s: Double) -> Channels {
        let hi = max(c.r, c.g, c.b), lo = min(c.r, c.g, c.b)
        guard hi > lo else { return Channels(r: 0, g: 0, b: 0, a: 0) }
        func channel(_ v: Double) -> Double { v == hi ? s : v == lo ? 0 : (v - lo) * s / (hi - lo) }
        return Channels(r: channel(c.r), g: channel(c.g), b: channel(c.b), a: 0)
    }
}
