#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Color {
    /// The colour space of a colour's components (SwiftUI's `Color.RGBColorSpace`). The screen
    /// is sRGB; Display P3 components are converted to sRGB (clamped to its gamut).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, with its transfer curve (what the screen shows).
        case sRGB
        /// sRGB primaries without the transfer curve.
        case sRGBLinear
        /// Display P3, with sRGB's transfer curve.
        case displayP3
    }

    /// A colour from components in `colorSpace`, each 0 to 1.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(
                red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), opacity: opacity)
        case .displayP3:
            // Linear P3 to linear sRGB (the primaries' matrix), then sRGB's curve.
            let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
            let sr = 1.2249 * r - 0.2247 * g + 0.0000 * b
            let sg = -0.0420 * r + 1.0419 * g + 0.0000 * b
            let sb = -0.0197 * r - 0.0786 * g + 1.0979 * b
            self.init(red: Self.encode(sr), green: Self.encode(sg), blue: Self.encode(sb), opacity: opacity)
        }
    }

    /// A grey of `white` in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// sRGB's transfer curve, from a linear component (clamped to 0...1).
    static func encode(_ linear: Double) -> Double {
        let v = min(1, max(0, linear))
        return v <= 0.003_130_8 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// The linear value of an sRGB-encoded component.
    static func decode(_ encoded: Double) -> Double {
        let v = min(1, max(0, encoded))
        return v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
}
