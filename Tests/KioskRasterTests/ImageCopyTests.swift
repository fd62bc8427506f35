import Testing
import KioskGeometry
import KioskBlend
@testable import KioskRaster

/// An image moved by whole pixels samples texel centres: bilinear and nearest both give the
/// texels themselves, copied row by row. Checked against the texture, for every tile mode.
@Suite struct ImageCopyTests {
    /// A 7x5 opaque texture whose channels vary with x, y and x * y.
    static func texture(_ r: Int, _ g: Int, _ b: Int, width: Int = 7) -> PixelBuffer {
        let texture = PixelBuffer(width: width, height: 5)
        for y in 0..<5 {
            for x in 0..<width {
                texture[x, y] =
                    0xFF00_0000 | UInt32((x * r) & 0xFF) << 16 | UInt32(y * g) << 8 | UInt32((x * y * b) & 0xFF)
            }
        }
        return texture
    }

    /// The texel at (x, y) under the tile mode (transparent outside a decal).
    static func texel(_ texture: PixelBuffer, _ mode: TileMode, _ x: Int, _ y: Int) -> UInt32 {
        let w = texture.width, h = texture.height
        var tx = x, ty = y
        switch mode {
        case .decal: if tx < 0 || ty < 0 || tx >= w || ty >= h { return 0 }
        case .repeat:
            tx = ((tx % w) + w) % w
            ty = ((ty % h) + h) % h
        case .clamp:
            tx = min(max(tx, 0), w - 1)
            ty = min(max(ty, 0), h - 1)
        }
        return texture[tx, ty]
    }

    /// Moved down, up and far up: rows above the image, through it and below it (a
    /// rectangle's rows are blended in blocks that read the same texel columns).
    @Test(arguments: [TileMode.decal, .repeat, .clamp])
    func wholePixelTranslationsCopyTheTexels(mode: TileMode) {
        let texture = Self.texture(30, 50, 11)
        func expected(_ x: Int, _ y: Int) -> UInt32 { Self.texel(texture, mode, x, y) }
        for filter in [ImageFilter.bilinear, .nearest] {
            for (dx, dy) in [(5, -3), (-9, 4), (2, -12), (0, 9)] {
                let out = PixelBuffer(width: 24, height: 16)
                Canvas(out).fill(
                    Rect(x: 0, y: 0, width: 24, height: 16),
                    with: .image(
                        ImagePaint(
                            image: texture, transform: AffineTransform(translationX: Double(dx), y: Double(dy)),
                            filter: filter, tileMode: mode)))
                var wrong = 0
                for y in 0..<16 { for x in 0..<24 where out[x, y] != expected(x - dx, y - dy) { wrong += 1 } }
                #expect(wrong == 0, "\(filter) \(mode) moved by \(dx), \(dy)")
            }
        }
    }

    /// Whole-texel moves blend the texels straight from the image, tile by tile: translucent
    /// texels over a background, through the partial coverage of an unaligned rectangle's
    /// sides and of a circle's edge (the sink's run and mask paths). Each pixel must be the
    /// reference blend of its texel with the coverage that a solid white fill of the same
    /// shape leaves in an empty buffer.
    @Test(arguments: [TileMode.decal, .repeat, .clamp])
    func wholeTexelMovesBlendTheTexelsThroughPartialCoverage(mode: TileMode) {
        let texture = PixelBuffer(width: 7, height: 5)
        for y in 0..<5 {
            for x in 0..<7 {
                let a = UInt32(90 + 20 * x + 7 * y)
                texture[x, y] = a << 24 | (a * UInt32(x + 1) / 8) << 16 | (a * UInt32(y + 1) / 6) << 8 | a / 2
            }
        }
        let background: UInt32 = 0xFF20_6090
        let rect = Rect(x: 2.3, y: 1.6, width: 30.4, height: 19.9)
        let shapes: [(String, (Canvas, Paint) -> Void)] = [
            ("rectangle", { $0.fill(rect, with: $1) }),
            ("rectangle path", { $0.fill(Path.rect(rect), with: $1) }),
            ("circle", { $0.fill(Path.ellipse(in: Rect(x: 4.2, y: 2.7, width: 26.5, height: 17.3)), with: $1) }),
        ]
        for (name, fill) in shapes {
            let coverage = PixelBuffer(width: 36, height: 24)
            fill(Canvas(coverage), .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)))
            let out = PixelBuffer(width: 36, height: 24)
            for y in 0..<24 { for x in 0..<36 { out[x, y] = background } }
            fill(
                Canvas(out),
                .image(
                    ImagePaint(
                        image: texture, transform: AffineTransform(translationX: -9, y: 4),
                        filter: .bilinear, tileMode: mode)))
            var wrong = 0, covered = 0
            for y in 0..<24 {
                for x in 0..<36 {
                    let m = coverage[x, y] >> 24
                    if m > 0 && m < 255 { covered += 1 }
                    let want = ReferenceKernels.blend(
                        background, Self.texel(texture, mode, x + 9, y - 4), m, .sourceOver)
                    if out[x, y] != want { wrong += 1 }
                }
            }
            #expect(covered > 20, "\(name): the shape's edge has partly covered pixels")
            #expect(wrong == 0, "\(name) \(mode): \(wrong) pixels")
        }
    }

    /// An image moved by a fraction of a pixel: every pixel blends its four texels with the
    /// same weights (the fractions of the translation, in 1/256), for every tile mode. Checked
    /// against that sum worked out here channel by channel.
    /// Textures 7 texels wide (runs between tile seams shorter than a step) and 43 wide
    /// (whole steps of four and eight pixels, and a last step overlapping the one before it).
    @Test(arguments: [TileMode.decal, .repeat, .clamp], [7, 43])
    func fractionalTranslationsBlendFourTexelsWithFixedWeights(mode: TileMode, width: Int) {
        let texture = Self.texture(36, 60, 13, width: width)
        func texel(_ x: Int, _ y: Int) -> UInt32 { Self.texel(texture, mode, x, y) }
        // Fractions on 1/256 steps plus half a step, so that the 8-bit weight is unambiguous.
        let moves: [(Double, Double)] = [
            (5 + 77.5 / 256, -3 + 200.5 / 256), (-2 + 1.5 / 256, 4 + 128.5 / 256), (0.5, 0.5),
        ]
        let columns = 2 * width + 10
        for (dx, dy) in moves {
            let out = PixelBuffer(width: columns, height: 16)
            Canvas(out).fill(
                Rect(x: 0, y: 0, width: Double(columns), height: 16),
                with: .image(
                    ImagePaint(
                        image: texture, transform: AffineTransform(translationX: dx, y: dy), filter: .bilinear,
                        tileMode: mode)))
            var wrong = 0
            for y in 0..<16 {
                for x in 0..<columns {
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
            #expect(wrong == 0, "\(mode) width \(width) moved by \(dx), \(dy): \(wrong) pixels")
        }
    }
}
