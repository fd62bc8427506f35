/// A pixel's four channels in 0...1 (premultiplied unless said otherwise), for arithmetic
/// that 8-bit kernels do not do: SVG filters, blend modes.
package struct Channels: Equatable {
    package var r: Double, g: Double, b: Double, a: Double

    package init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
    package init(all v: Double) {
        r = v
        g = v
        b = v
        a = v
    }
    package init(_ p: UInt32) {
        r = Double((p >> 16) & 0xFF) / 255
        g = Double((p >> 8) & 0xFF) / 255
        b = Double(p & 0xFF) / 255
        a = Double(p >> 24) / 255
    }

    package var pixel: UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((min(1, max(0, v)) * 255).rounded()) }
        return byte(a) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
    }

    package static func + (l: Channels, r: Channels) -> Channels {
        Channels(r: l.r + r.r, g: l.g + r.g, b: l.b + r.b, a: l.a + r.a)
    }
    package static func - (l: Channels, r: Channels) -> Channels {
        Channels(r: l.r - r.r, g: l.g - r.g, b: l.b - r.b, a: l.a - r.a)
    }
    package static func * (l: Channels, k: Double) -> Channels {
        Channels(r: l.r * k, g: l.g * k, b: l.b * k, a: l.a * k)
    }
    package func times(_ o: Channels) -> Channels { Channels(r: r * o.r, g: g * o.g, b: b * o.b, a: a * o.a) }
    package func minimum(_ o: Channels) -> Channels {
        Channels(r: min(r, o.r), g: min(g, o.g), b: min(b, o.b), a: min(a, o.a))
    }
    package func maximum(_ o: Channels) -> Channels {
        Channels(r: max(r, o.r), g: max(g, o.g), b: max(b, o.b), a: max(a, o.a))
    }
    package func clamped() -> Channels {
        Channels(r: min(1, max(0, r)), g: min(1, max(0, g)), b: min(1, max(0, b)), a: min(1, max(0, a)))
    }
    /// No colour channel above alpha: a valid premultiplied colour.
    package func limitedToAlpha() -> Channels { Channels(r: min(r, a), g: min(g, a), b: min(b, a), a: a) }
    package var unpremultiplied: Channels { a > 0 ? Channels(r: r / a, g: g / a, b: b / a, a: a) : Channels(all: 0) }
    package var premultiplied: Channels { Channels(r: r * a, g: g * a, b: b * a, a: a) }
}
