/// A colour with straight (not premultiplied) components in 0...1, sRGB-encoded.
public struct RGBAColor: Hashable, Sendable {
    /// The channels, 0 to 1, not premultiplied.
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// A colour from its channels, 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    /// From 0xRRGGBB and an alpha.
    package init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
    package static let black = RGBAColor(red: 0, green: 0, blue: 0)
    package static let white = RGBAColor(red: 1, green: 1, blue: 1)
    package static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    package func withAlpha(_ a: Double) -> RGBAColor { RGBAColor(red: red, green: green, blue: blue, alpha: a) }

    /// Premultiplied ARGB32, rounded to nearest.
    package var premultiplied: UInt32 {
        let a = max(0, min(1, alpha))
        @inline(__always) func ch(_ v: Double) -> UInt32 { Self.roundedChannel(max(0, min(1, v)) * a * 255) }
        return Self.roundedChannel(a * 255) << 24 | ch(red) << 16 | ch(green) << 8 | ch(blue)
    }

    /// `v.rounded()` (halves away from zero) for `v` in 0...255, exactly. Adding 1.5 x 2^52
    /// leaves a double whose units are whole numbers, so the sum is `v` rounded to nearest,
    /// ties to even, and its low bits are that integer; a tie rounded down (to even) gets the
    /// one back. No conversion between integer and floating point, no branch: `rounded()` is
    /// a call into libm on x86-64's baseline (no SSE4.1), five per solid draw call, and a
    /// conversion there and back was a chain of 20 cycles per channel. (Adding a half and
    /// truncating is not exact: the largest double below 0.5 plus 0.5 rounds to 1.)
    @inline(__always)
    static func roundedChannel(_ v: Double) -> UInt32 {
        let shifted = v + 6_755_399_441_055_744.0
        let nearestEven = UInt32(truncatingIfNeeded: shifted.bitPattern)
        return nearestEven &+ ((shifted - 6_755_399_441_055_744.0) - v == -0.5 ? 1 : 0)
    }

    /// Straight colour from a premultiplied pixel.
    package init(premultiplied p: UInt32) {
        let a = Double(p >> 24)
        guard a > 0 else {
            self = .clear
            return
        }
        self.init(
            red: Double((p >> 16) & 0xFF) / a, green: Double((p >> 8) & 0xFF) / a,
            blue: Double(p & 0xFF) / a, alpha: a / 255)
    }

    /// Linear interpolation of straight components.
    package func mix(_ other: RGBAColor, _ t: Double) -> RGBAColor {
        RGBAColor(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}

/// Channel helpers on premultiplied ARGB32 pixels.
package enum Pixel {
    @inline(__always) package static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }
    @inline(__always) package static func red(_ p: UInt32) -> UInt32 { (p >> 16) & 0xFF }
    @inline(__always) package static func green(_ p: UInt32) -> UInt32 { (p >> 8) & 0xFF }
    @inline(__always) package static func blue(_ p: UInt32) -> UInt32 { p & 0xFF }
    package static func pack(a: UInt32, r: UInt32, g: UInt32, b: UInt32) -> UInt32 { a << 24 | r << 16 | g << 8 | b }
}
