import Testing
import KioskGeometry
@testable import KioskRaster

/// An image moved by whole pixels samples texel centres: bilinear and nearest both give the
/// texels themselves, copied row by row. Checked against the texture, for every tile mode.
@Suite struct ImageCopyTests {
    /// A 7x5 opaque texture whose channels vary with x, y and x * y.
    static func texture(_ r: Int, _ g: Int, _ b: Int) -> PixelBuffer {
        let texture = PixelBuffer(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { texture[x, y] = 0xFF00_0000 | UInt32(x * r) << 16 | UInt32(y * g) << 8 | UInt32((x * y * b) & 0xFF) } }
        return texture
    }

    /// The texel at (x, y) under the tile mode (transparent outside a decal).
    static func texel(_ texture: PixelBuffer, _ mode: TileMode, _ x: Int, _ y: Int) -> UInt32 {
        var tx = x, ty = y
        switch mode {
        case .decal: if tx < 0 || ty < 0 || tx >= 7 || ty >= 5 { return 0 }
        case .repeat: tx = ((tx % 7) + 7) % 7; ty = ((ty % 5) + 5) % 5
        case .clamp: tx = min(max(tx, 0), 6); ty = min(max(ty, 0), 4)
        }
        return texture[tx, ty]
    }

    @Test(arguments: [TileMode.decal, .repeat, .clamp])
    func wholePixelTranslationsCopyTheTexels(mode: TileMode) {
        let texture = Self.texture(30, 50, 11)
        func expected(_ x: Int, _ y: Int) -> UInt32 { Self.texel(texture, mode, x, y) }
        for filter in [ImageFilter.bilinear, .nearest] {
            let out = PixelBuffer(width: 24, height: 16)
            Canvas(out).fill(Rect(x: 0, y: 0, width: 24, height: 16),
                             with: .image(ImagePaint(image: texture, transform: AffineTransform(translationX: 5, y: -3), filter: filter, tileMode: mode)))
            var wrong = 0
            for y in 0..<16 { for x in 0..<24 where out[x, y] != expected(x - 5, y + 3) { wrong += 1 } }
            #expect(wrong == 0, "\(filter) \(mode)")
        }
    }

    /// An image moved by a fraction of a pixel: every pixel blends its four texels with the
    /// same weights (the fractions of the translation, in 1/256), for every tile mode. Checked
    /// against that sum worked out here channel by channel.
    @Test(arguments: [TileMode.decal, .repeat, .clamp])
    func fractionalTranslationsBlendFourTexelsWithFixedWeights(mode: TileMode) {
        let texture = Self.texture(36, 60, 13)
        func texel(_ x: Int, _ y: Int) -> UInt32 { Self.texel(texture, mode, x, y) }
        // Fractions on 1/256 steps plus half a step, so that the 8-bit weight is unambiguous.
        let moves: [(Double, Double)] = [(5 + 77.5 / 256, -3 + 200.5 / 256), (-2 + 1.5 / 256, 4 + 128.5 / 256), (0.5, 0.5)]
        for (dx, dy) in moves {
            let out = PixelBuffer(width: 24, height: 16)
            Canvas(out).fill(Rect(x: 0, y: 0, width: 24, height: 16),
                             with: .image(ImagePaint(image: texture, transform: AffineTransform(translationX: dx, y: dy), filter: .bilinear, tileMode: mode)))
            var wrong = 0
            for y in 0..<16 {
                for x in 0..<24 {
                    // Pixel centre in texels, less half a texel: the texel to the upper left and the fractions.
                    let u: Double = Double(x) - dx, v: Double = Double(y) - dy
                    let x0 = Int(u.rounded(.down)), y0 = Int(v.rounded(.down))
                    let fx: Double = (u - Double(x0)) * 256, fy: Double = (v - Double(y0)) * 256
                    let wx = UInt32(fx), wy = UInt32(fy)
                    var pixel: UInt32 = 0
                    for shift in stride(from: 0, through: 24, by: 8) {
                        func c(_ t: UInt32) -> UInt32 { (t >> UInt32(shift)) & 0xFF }
                        let a: UInt32 = c(texel(x0, y0)) * (256 - wx), b: UInt32 = c(texel(x0 + 1, y0)) * wx
                        let top: UInt32 = (a + b) >> 8
                        let d: UInt32 = c(texel(x0, y0 + 1)) * (256 - wx), e: UInt32 = c(texel(x0 + 1, y0 + 1)) * wx
                        let bottom: UInt32 = (d + e) >> 8
                        let mixed: UInt32 = (top * (256 - wy) + bottom * wy) >> 8
                        pixel |= mixed << UInt32(shift)
                    }
                    if out[x, y] != pixel { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(mode) moved by \(dx), \(dy): \(wrong) pixels")
        }
    }
}
