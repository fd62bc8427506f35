import Testing
import KioskGeometry
@testable import KioskRaster

/// An image moved by whole pixels samples texel centres: bilinear and nearest both give the
/// texels themselves, copied row by row. Checked against the texture, for every tile mode.
@Suite struct ImageCopyTests {
    @Test(arguments: [TileMode.decal, .repeat, .clamp])
    func wholePixelTranslationsCopyTheTexels(mode: TileMode) {
        let texture = PixelBuffer(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { texture[x, y] = 0xFF00_0000 | UInt32(x * 30) << 16 | UInt32(y * 50) << 8 | UInt32((x * y * 11) & 0xFF) } }
        func expected(_ x: Int, _ y: Int) -> UInt32 {
            var tx = x, ty = y
            switch mode {
            case .decal: if tx < 0 || ty < 0 || tx >= 7 || ty >= 5 { return 0 }
            case .repeat: tx = ((tx % 7) + 7) % 7; ty = ((ty % 5) + 5) % 5
            case .clamp: tx = min(max(tx, 0), 6); ty = min(max(ty, 0), 4)
            }
            return texture[tx, ty]
        }
        for filter in [ImageFilter.bilinear, .nearest] {
            let out = PixelBuffer(width: 24, height: 16)
            Canvas(out).fill(Rect(x: 0, y: 0, width: 24, height: 16),
                             with: .image(ImagePaint(image: texture, transform: AffineTransform(translationX: 5, y: -3), filter: filter, tileMode: mode)))
            var wrong = 0
            for y in 0..<16 { for x in 0..<24 where out[x, y] != expected(x - 5, y + 3) { wrong += 1 } }
            #expect(wrong == 0, "\(filter) \(mode)")
        }
    }
}
