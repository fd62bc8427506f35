#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A 4 x 5 matrix through which straight (not premultiplied) colour passes: rows red, green,
/// blue and alpha, columns red, green, blue, alpha and a constant (SVG's `feColorMatrix`,
/// SwiftUI's `ColorMatrix` and its colour filters).
package struct PixelColorMatrix: Hashable, Sendable {
    /// The twenty entries, row by row.
    package var m: [Double]

    package init(_ entries: [Double]) {
        m = entries.count == 20 ? entries : Self.identity.m
    }

    package static let identity = PixelColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// Colour towards grey (`s` 0) or beyond itself (`s` over 1), by the luminance weights of
    /// SVG and CSS.
    package static func saturate(_ s: Double) -> PixelColorMatrix {
        // Exactly the identity at 1 (the weights' sums round off by an ulp).
        if s == 1 { return .identity }
        return PixelColorMatrix([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Hues turned by `degrees` round the colour wheel, lightness kept.
    package static func hueRotate(degrees: Double) -> PixelColorMatrix {
        if degrees.remainder(dividingBy: 360) == 0 { return .identity }
        let t = degrees * Double.pi / 180, c = cos(t), s = sin(t)
        return PixelColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Black whose alpha is the colour's luminance.
    package static let luminanceToAlpha = PixelColorMatrix([
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
    ])

    /// `amount` added to each colour channel (negative darkens).
    package static func brightness(_ amount: Double) -> PixelColorMatrix {
        PixelColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Each colour channel's distance from mid-grey scaled by `amount`.
    package static func contrast(_ amount: Double) -> PixelColorMatrix {
        let k = 0.5 * (1 - amount)
        return PixelColorMatrix([amount, 0, 0, 0, k, 0, amount, 0, 0, k, 0, 0, amount, 0, k, 0, 0, 0, 1, 0])
    }

    /// The colour a fraction `amount` of the way to its inverse.
    package static func invert(_ amount: Double) -> PixelColorMatrix {
        let k = 1 - 2 * amount
        return PixelColorMatrix([k, 0, 0, 0, amount, 0, k, 0, 0, amount, 0, 0, k, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Each channel multiplied by `color`'s.
    package static func multiply(_ color: RGBAColor) -> PixelColorMatrix {
        PixelColorMatrix([
            color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0,
        ])
    }

    /// A pixel (premultiplied ARGB) through the matrix.
    package func apply(_ pixel: UInt32) -> UInt32 {
        let p = Channels(pixel).unpremultiplied
        func row(_ i: Int) -> Double { m[i] * p.r + m[i + 1] * p.g + m[i + 2] * p.b + m[i + 3] * p.a + m[i + 4] }
        return Channels(r: row(0), g: row(5), b: row(10), a: row(15)).clamped().premultiplied.pixel
    }

    /// Every pixel of `input` through the matrix, into `output` (the same size; may be `input`).
    package func apply(_ input: PixelBuffer, into output: PixelBuffer) {
        for y in 0..<min(input.height, output.height) {
            let pi = input.row(y), po = output.row(y)
            for x in 0..<min(input.width, output.width) { po[x] = apply(pi[x]) }
        }
    }
}
