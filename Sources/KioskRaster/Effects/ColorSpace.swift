#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// sRGB and linear light, per 8-bit channel of straight colour, by table: for filters that
/// work in linear light (SVG's `linearRGB`, a canvas filter's `.linearColor`). Eight bits of
/// linear light band the darkest tones, as every 8-bit renderer's linearRGB filters do.
package enum ColorSpace {
    package static let toLinearTable: [UInt8] = (0..<256).map { i in
        let c = Double(i) / 255
        let l = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return UInt8((l * 255).rounded())
    }
    package static let toSRGBTable: [UInt8] = (0..<256).map { i in
        let l = Double(i) / 255
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8((c * 255).rounded())
    }

    /// A premultiplied pixel with each straight channel looked up in `table`.
    package static func convert(_ p: UInt32, _ table: [UInt8]) -> UInt32 {
        let a = p >> 24
        guard a > 0 else { return 0 }
        func channel(_ shift: UInt32) -> UInt32 {
            let straight = min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a)
            return (UInt32(table[Int(straight)]) * a + 127) / 255
        }
        return a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    package static func toLinear(_ p: UInt32) -> UInt32 { convert(p, toLinearTable) }

    package static func map(_ buffer: PixelBuffer, _ table: [UInt8]) -> PixelBuffer {
        let out = PixelBuffer(width: buffer.width, height: buffer.height)
        map(buffer, into: out, table)
        return out
    }

    /// `buffer`'s pixels through `table` into `out` (which may be `buffer`).
    package static func map(_ buffer: PixelBuffer, into out: PixelBuffer, _ table: [UInt8]) {
        for y in 0..<min(buffer.height, out.height) {
            let s = buffer.row(y), d = out.row(y)
            for x in 0..<min(buffer.width, out.width) { d[x] = convert(s[x], table) }
        }
    }

    package static func toLinear(_ buffer: PixelBuffer) -> PixelBuffer { map(buffer, toLinearTable) }
    package static func toSRGB(_ buffer: PixelBuffer) -> PixelBuffer { map(buffer, toSRGBTable) }
}
