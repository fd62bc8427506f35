import Testing
import KioskGeometry
@testable import KioskRaster

@Suite struct PixelConversionTests {
    static func numbered(_ w: Int, _ h: Int) -> PixelBuffer {
        let b = PixelBuffer(width: w, height: h)
        for y in 0..<h { for x in 0..<w { b[x, y] = 0xFF00_0000 | UInt32(y << 8 | x) } }
        return b
    }

    @Test(arguments: PixelConversion.Rotation.allCases)
    func rotatedRectangleCopiesMatchAFullRotatedFrame(rotation: PixelConversion.Rotation) {
        let (w, h) = (7, 5)
        let src = Self.numbered(w, h)
        let (pw, ph) = rotation == .quarter || rotation == .threeQuarters ? (h, w) : (w, h)
        var full = [UInt32](repeating: 0, count: pw * ph), parts = full
        full.withUnsafeMutableBytes {
            PixelConversion.copyXRGB8888(
                src, rect: src.bounds, rotation: rotation, to: $0.baseAddress!, strideBytes: pw * 4)
        }
        for r in [
            PixelRect(x: 0, y: 0, width: 3, height: 5), PixelRect(x: 3, y: 0, width: 4, height: 2),
            PixelRect(x: 3, y: 2, width: 4, height: 3),
        ] {
            parts.withUnsafeMutableBytes {
                PixelConversion.copyXRGB8888(src, rect: r, rotation: rotation, to: $0.baseAddress!, strideBytes: pw * 4)
            }
        }
        #expect(full == parts)
        // Hand-computed: the logical top-left pixel lands on the panel's
        // top-left (0), top-right (90), bottom-right (180) or bottom-left (270).
        let corner: Int =
            switch rotation {
            case .none: 0
            case .quarter: pw - 1
            case .half: pw * ph - 1
            case .threeQuarters: (ph - 1) * pw
            }
        #expect(full[corner] == src[0, 0])
        // And every pixel lands where `rotate(x:y:)` says, inside the panel.
        for y in 0..<h {
            for x in 0..<w {
                let p = PixelConversion.rotate(x: x, y: y, width: w, height: h, by: rotation)
                #expect(full[p.y * pw + p.x] == src[x, y])
            }
        }
        let rr = PixelConversion.rotate(PixelRect(x: 1, y: 2, width: 3, height: 2), width: w, height: h, by: rotation)
        #expect(PixelRect(x: 0, y: 0, width: pw, height: ph).contains(rr))
    }

    /// Larger than one 32x32 tile and not a multiple of it: every pixel still lands where
    /// `rotate(x:y:)` says, in both formats, whole frame or in parts.
    @Test(arguments: PixelConversion.Rotation.allCases)
    func tiledRotatedCopiesPlaceEveryPixel(rotation: PixelConversion.Rotation) {
        let (w, h) = (71, 45)
        let src = Self.numbered(w, h)
        let (pw, ph) = rotation == .quarter || rotation == .threeQuarters ? (h, w) : (w, h)
        var full = [UInt32](repeating: 0, count: pw * ph), parts = full
        full.withUnsafeMutableBytes {
            PixelConversion.copyXRGB8888(
                src, rect: src.bounds, rotation: rotation, to: $0.baseAddress!, strideBytes: pw * 4)
        }
        for r in [
            PixelRect(x: 0, y: 0, width: 40, height: 45), PixelRect(x: 40, y: 0, width: 31, height: 33),
            PixelRect(x: 40, y: 33, width: 31, height: 12),
        ] {
            parts.withUnsafeMutableBytes {
                PixelConversion.copyXRGB8888(src, rect: r, rotation: rotation, to: $0.baseAddress!, strideBytes: pw * 4)
            }
        }
        #expect(full == parts)
        var wide = [UInt16](repeating: 0, count: pw * ph)
        wide.withUnsafeMutableBytes {
            PixelConversion.copyRGB565(
                src, rect: src.bounds, rotation: rotation, to: $0.baseAddress!, strideBytes: pw * 2)
        }
        var misplaced = 0
        for y in 0..<h {
            for x in 0..<w {
                let p = PixelConversion.rotate(x: x, y: y, width: w, height: h, by: rotation)
                if full[p.y * pw + p.x] != src[x, y] { misplaced += 1 }
                if wide[p.y * pw + p.x] != PixelConversion.rgb565(src[x, y], px: p.x, py: p.y) { misplaced += 1 }
            }
        }
        #expect(misplaced == 0)
    }

    @Test func rgb565KeepsPrimariesAndDithersGreys() {
        #expect(PixelConversion.rgb565(0xFFFF_0000, px: 0, py: 0) == 0xF800)
        #expect(PixelConversion.rgb565(0xFF00_FF00, px: 3, py: 1) == 0x07E0)
        #expect(PixelConversion.rgb565(0xFFFF_FFFF, px: 2, py: 2) == 0xFFFF)
        #expect(PixelConversion.rgb565(0xFF00_0000, px: 1, py: 3) == 0)
        // A grey between two 5-bit levels becomes a mix of both over a 4x4 tile, in proportion.
        var high = 0
        for y in 0..<4 {
            for x in 0..<4 where PixelConversion.rgb565(0xFF84_8484, px: x, py: y) >> 11 == 17 { high += 1 }
        }
        #expect(high == 8)  // 0x84 = 132 = 16.5 steps of 8: half the tile rounds up.
    }

    @Test func rgb565RectangleCopyMatchesFullFrame() {
        let src = PixelBuffer(width: 9, height: 6)
        for y in 0..<6 {
            for x in 0..<9 { src[x, y] = 0xFF00_0000 | UInt32(x * 27) << 16 | UInt32(y * 40) << 8 | 0x55 }
        }
        var full = [UInt16](repeating: 0, count: 54), part = full
        full.withUnsafeMutableBytes {
            PixelConversion.copyRGB565(src, rect: src.bounds, rotation: .none, to: $0.baseAddress!, strideBytes: 18)
        }
        part.withUnsafeMutableBytes {
            PixelConversion.copyRGB565(
                src, rect: PixelRect(x: 0, y: 0, width: 5, height: 6), rotation: .none, to: $0.baseAddress!,
                strideBytes: 18)
            PixelConversion.copyRGB565(
                src, rect: PixelRect(x: 5, y: 0, width: 4, height: 6), rotation: .none, to: $0.baseAddress!,
                strideBytes: 18)
        }
        #expect(full == part)
    }
}
