import Testing
import KioskGeometry
@testable import KioskRaster

/// An image scaled along x is sampled by a row loop of its own (one pair of texel rows and one
/// vertical weight per span): a pixel's colour must not depend on where its span starts or
/// how long it is, or a damaged part of a scaled layer would not match the whole frame.
@Suite struct ScaledImageRowTests {
    /// Premultiplied pixels from a fixed sequence: every channel and alpha differ.
    static func noise(width: Int, height: Int) -> PixelBuffer {
        let b = PixelBuffer(width: width, height: height)
        var state: UInt32 = 0x1234_5678
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let a = (state >> 24) | 0x20
                let r = ((state >> 16) & 0xFF) * a / 255, g = ((state >> 8) & 0xFF) * a / 255
                let bl = (state & 0xFF) * a / 255
                b[x, y] = a << 24 | r << 16 | g << 8 | bl
            }
        }
        return b
    }

    /// `draw` on a whole canvas, and again through clips three pixels wide: the two pictures,
    /// which must be equal.
    static func wholeAndInStrips(width: Int, height: Int, _ draw: (Canvas) -> Void) -> (PixelBuffer, PixelBuffer) {
        let whole = PixelBuffer(width: width, height: height)
        draw(Canvas(whole))
        let strips = PixelBuffer(width: width, height: height)
        let canvas = Canvas(strips)
        var x = 0
        while x < width {
            canvas.save()
            canvas.clip(toPixels: PixelRect(x: x, y: 0, width: min(3, width - x), height: height))
            draw(canvas)
            canvas.restore()
            x += 3
        }
        return (whole, strips)
    }

    @Test(arguments: [0.37, 0.61, 0.999, 1.0001, 1.37, 2.5, 7.0])
    func aScaledImageHasTheSamePixelsWhateverItsSpans(scale: Double) {
        let image = Self.noise(width: 41, height: 19)
        for dx in [0.0, 0.3, -4.7, 11.25] {
            let rect = Rect(x: 2.4 + dx, y: 1.7, width: 41 * scale, height: 19 * 1.3)
            let (whole, strips) = Self.wholeAndInStrips(width: 300, height: 40) { canvas in
                canvas.drawImage(image, in: rect)
            }
            #expect(whole.hasSamePixels(as: strips), "clamped, scale \(scale), moved \(dx)")
            let placed = AffineTransform(scaleX: scale, y: 0.8).concatenating(
                AffineTransform(translationX: 5.1 + dx, y: 3.6))
            let (layerWhole, layerStrips) = Self.wholeAndInStrips(width: 300, height: 40) { canvas in
                let area = Path.rect(Rect(x: 0, y: 0, width: 41, height: 19)).applying(placed)
                canvas.fill(area, with: .image(ImagePaint(image: image, transform: placed, tileMode: .decal)))
            }
            #expect(layerWhole.hasSamePixels(as: layerStrips), "decal, scale \(scale), moved \(dx)")
            #expect(!layerWhole.hasSamePixels(as: PixelBuffer(width: 300, height: 40)), "something was drawn")
        }
    }
}
