/// Blend modes beyond what the 8-bit kernels do (`BlendMode`): the modes of CSS Compositing
/// and Blending (`mix-blend-mode`, SVG 2's `feBlend`, SwiftUI's `.blendMode(_:)`), the plus
/// modes, and the Porter-Duff operators the kernels lack. A layer composited in one of these
/// is mixed with what is beneath it pixel by pixel (`Canvas.endLayer(mixing:)`).
///
/// The separable and non-separable modes follow the W3C compositing formula on premultiplied
/// channels: `s (1 - da) + d (1 - sa) + sa da B(cs, cd)`, alpha `sa + da - sa da`, where `B`
/// mixes the straight colours `cs` and `cd` (per channel for the separable modes; through
/// luminosity and saturation for hue, saturation, color and luminosity). The raw values are
/// the CSS names.
package enum MixBlendMode: String, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge", colorBurn = "color-burn", hardLight = "hard-light", softLight = "soft-light"
    case difference, exclusion, hue, saturation, color, luminosity
    /// `min(1, s + d)` (CSS's `plus-lighter`): light adds up.
    case plusLighter = "plus-lighter"
    /// `B = max(0, cs + cd - 1)`: the darker sum (Core Graphics' `plusDarker`).
    case plusDarker = "plus-darker"
    // Porter-Duff operators, on premultiplied channels.
    case sourceIn = "source-in", sourceOut = "source-out", sourceAtop = "source-atop"
    case destinationOver = "destination-over", destinationIn = "destination-in"
    case destinationOut = "destination-out", destinationAtop = "destination-atop", xor

    /// Whether `mix-blend-mode` in CSS (and so SVG) names this mode.
    package var isCSSMixMode: Bool {
        switch self {
        case .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn, .destinationOut, .destinationAtop,
            .xor:
            return false
        default: return true
        }
    }

    /// What `source` drawn over `backdrop` in this mode leaves, both premultiplied.
    package func mix(_ s: Channels, over d: Channels) -> Channels {
        let out: Channels
        switch self {
        case .plusLighter: out = s + d
        case .sourceIn: out = s * d.a
        case .sourceOut: out = s * (1 - d.a)
        case .sourceAtop:
            out = withAlpha(s * d.a + d * (1 - s.a), d.a)
        case .destinationOver: out = d + s * (1 - d.a)
        case .destinationIn: out = d * s.a
        case .destinationOut: out = d * (1 - s.a)
        case .destinationAtop: out = withAlpha(d * s.a + s * (1 - d.a), s.a)
        case .xor: out = s * (1 - d.a) + d * (1 - s.a)
        default:
            // What the source adds, and the backdrop showing through it.
            var mixed = overBackdrop(s, d) + d * (1 - s.a)
            mixed.a = s.a + d.a - s.a * d.a
            out = mixed
        }
        return out.clamped().limitedToAlpha()
    }

    private func withAlpha(_ c: Channels, _ a: Double) -> Channels { Channels(r: c.r, g: c.g, b: c.b, a: a) }

    /// The part of `mix` that is not the backdrop showing through, `s (1 - da) + sa da B`,
    /// with the source's alpha (separable and non-separable modes).
    private func overBackdrop(_ s: Channels, _ d: Channels) -> Channels {
        let b = blend(s.unpremultiplied, d.unpremultiplied)
        let both = s.a * d.a
        var out = s * (1 - d.a) + Channels(r: b.r * both, g: b.g * both, b: b.b * both, a: 0)
        out.a = s.a
        return out
    }

    /// `B(cs, cd)` on straight colours (alpha unused).
    package func blend(_ cs: Channels, _ cd: Channels) -> Channels {
        func each(_ f: (Double, Double) -> Double) -> Channels {
            Channels(r: f(cs.r, cd.r), g: f(cs.g, cd.g), b: f(cs.b, cd.b), a: 0)
        }
        switch self {
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
        case .plusDarker: return each { s, d in max(0, s + d - 1) }
        case .hue: return Self.withLuminosity(Self.withSaturation(cs, Self.saturation(cd)), Self.luminosity(cd))
        case .saturation: return Self.withLuminosity(Self.withSaturation(cd, Self.saturation(cs)), Self.luminosity(cd))
        case .color: return Self.withLuminosity(cs, Self.luminosity(cd))
        case .luminosity: return Self.withLuminosity(cd, Self.luminosity(cs))
        default: return cs
        }
    }

    static func screen(_ s: Double, _ d: Double) -> Double { s + d - s * d }
    static func hardLight(_ s: Double, _ d: Double) -> Double { s <= 0.5 ? d * 2 * s : screen(2 * s - 1, d) }

    // The non-separable modes' helpers, as the specification defines them.
    package static func luminosity(_ c: Channels) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }

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
