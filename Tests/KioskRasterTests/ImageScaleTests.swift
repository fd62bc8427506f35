import Testing
import KioskGeometry
import KioskBlend
@testable import KioskRaster

/// An image scaled without rotation (a layer scaling in or out in a transition): each pixel is
/// the bilinear blend of the four texels around its centre mapped into the image, with 8-bit
/// weights, exactly as for any other transform. Worked out here pixel by pixel from the
/// inverse transform, in the shader's own single-precision steps.
@Suite struct ImageScaleTests {
    @Test(arguments: [TileMode.decal, .clamp, .repeat])
    func scaledImagesBlendTheFourTexelsAroundEachPixel(mode: TileMode) {
        let texture = ImageCopyTests.texture(36, 60, 13, width: 43)
        let transforms = [
            AffineTransform(scaleX: 0.92, y: 0.92).concatenating(AffineTransform(translationX: 3.7, y: 1.2)),
            AffineTransform(scaleX: 1.37, y: 2.5).concatenating(AffineTransform(translationX: -5.3, y: -0.4)),
            AffineTransform(scaleX: -0.8, y: 1.1).concatenating(AffineTransform(translationX: 60.25, y: 2)),
            AffineTransform(scaleX: 3, y: 3),
        ]
        let columns = 70, rows = 16
        for transform in transforms {
            let out = PixelBuffer(width: columns, height: rows)
            Canvas(out).fill(
                Rect(x: 0, y: 0, width: Double(columns), height: Double(rows)),
                with: .image(ImagePaint(image: texture, transform: transform, filter: .bilinear, tileMode: mode)))
            let m = transform.inverted!
            var wrong = 0
            for y in 0..<rows {
                for x in 0..<columns {
                    let px = Float(x) + 0.5, py = Float(y) + 0.5
                    let u = (Float(m.c) * py + Float(m.tx)) + Float(m.a) * px
                    let v = (Float(m.d) * py + Float(m.ty)) + Float(m.b) * px
                    let fu = u - 0.5, fv = v - 0.5
                    let x0 = Int(fu.rounded(.down)), y0 = Int(fv.rounded(.down))
                    let wx = UInt32((fu - Float(x0)) * 256), wy = UInt32((fv - Float(y0)) * 256)
                    func t(_ x: Int, _ y: Int) -> UInt32 { ImageCopyTests.texel(texture, mode, x, y) }
                    let expected = BilinearKernels<SIMD4<UInt32>>.pixel(
                        t(x0, y0), t(x0 + 1, y0), t(x0, y0 + 1), t(x0 + 1, y0 + 1), wx, wy)
                    if out[x, y] != expected { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(mode) through \(transform): \(wrong) pixels")
        }
    }

    /// At an opacity (a layer fading as it scales), each shaded pixel is the reference
    /// kernel's product of the opaque pixel and the opacity, over rows of every length.
    @Test func aFadedImageIsTheOpaqueImageTimesItsOpacity() {
        let texture = ImageCopyTests.texture(36, 60, 13, width: 43)
        let transform = AffineTransform(scaleX: 0.92, y: 0.92).concatenating(AffineTransform(translationX: 3.7, y: 1.2))
        let paint = Paint.image(ImagePaint(image: texture, transform: transform, filter: .bilinear, tileMode: .decal))
        let opaque = PixelBuffer(width: 40, height: 24)
        Canvas(opaque).fill(Rect(x: 0, y: 0, width: 40, height: 24), with: paint)
        var wrong = 0
        for width in [1, 7, 8, 9, 23, 40] {
            let faded = PixelBuffer(width: 40, height: 24)
            let canvas = Canvas(faded)
            canvas.opacity = 0.6
            canvas.fill(Rect(x: 0, y: 0, width: Double(width), height: 24), with: paint)
            for y in 0..<24 {
                for x in 0..<width where faded[x, y] != ReferenceKernels.scale(opaque[x, y], 153) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }
}
