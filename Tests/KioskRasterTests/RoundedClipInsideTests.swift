import Testing
import KioskGeometry
@testable import KioskRaster

/// A rounded clip's mask knows where it is wholly opaque (between its corners, side to side),
/// and what is drawn there blends as if unclipped: the pixels must be those of blending
/// through the mask.
@Suite struct RoundedClipInsideTests {
    static let clips: [(Rect, CornerRadii, AffineTransform)] = [
        (Rect(x: 6.3, y: 4.6, width: 80.5, height: 50.2), CornerRadii(9), .identity),
        (
            Rect(x: 5, y: 7, width: 70, height: 48),
            CornerRadii(topLeft: 4, topRight: 14, bottomRight: 0, bottomLeft: 7), .identity
        ),
        (Rect(x: 3, y: 2, width: 40, height: 30), CornerRadii(5.5), AffineTransform(scaleX: 1.85, y: 1.6)),
        (Rect(x: -88, y: 3.5, width: 77.25, height: 52), CornerRadii(12), AffineTransform(scaleX: -1, y: 1)),
    ]

    static func path(_ i: Int) -> Path { Path.roundedRect(clips[i].0, radii: clips[i].1) }

    @Test(arguments: 0..<4)
    func everyPixelOfTheOpaqueRectIsWhole(_ i: Int) throws {
        let canvas = Canvas(PixelBuffer(width: 96, height: 64))
        canvas.concatenate(Self.clips[i].2)
        canvas.clip(to: Self.path(i))
        let mask = try #require(canvas.clipMask)
        #expect(mask.opaque.height > mask.bounds.height / 2)
        #expect(mask.opaque.width >= mask.bounds.width - 2)
        for y in mask.opaque.y..<mask.opaque.maxY {
            for x in mask.opaque.x..<mask.opaque.maxX where mask[x, y] != 255 {
                Issue.record("coverage \(mask[x, y]) at \(x), \(y) inside \(mask.opaque)")
                return
            }
        }
    }

    /// Fills, a gradient, strokes, a fractional rectangle and coverage masks across and inside
    /// the clip, drawn once through the rounded clip alone and once with the same mask but
    /// nothing known opaque (the clip intersected with an ellipse wholly around the canvas):
    /// the same pixels, and none drawn where the mask has no coverage.
    @Test(arguments: 0..<4)
    func drawingInsideEqualsDrawingThroughTheMask(_ i: Int) throws {
        let known = PixelBuffer(width: 96, height: 64), masked = PixelBuffer(width: 96, height: 64)
        let background = RGBAColor(red: 0.9, green: 0.92, blue: 0.95, alpha: 1)
        var mask: AlphaMask?
        for (buffer, wholeMask) in [(known, false), (masked, true)] {
            let canvas = Canvas(buffer)
            canvas.clear(background)
            if wholeMask { canvas.clip(to: Path.ellipse(in: Rect(x: -200, y: -200, width: 500, height: 470))) }
            // The clip under its transform, the drawing without it.
            canvas.concatenate(Self.clips[i].2)
            canvas.clip(to: Self.path(i))
            canvas.concatenate(Self.clips[i].2.inverted!)
            if wholeMask {
                // The ellipse lets every pixel through whole: the same coverage, none known.
                #expect(canvas.clipMask?.opaque.isEmpty == true)
            } else {
                #expect(canvas.clipMask?.opaque.isEmpty == false)
                mask = canvas.clipMask
            }
            Self.draw(on: canvas)
        }
        #expect(known.hasSamePixels(as: masked))
        let clip = try #require(mask)
        let untouched = PixelBuffer(width: 1, height: 1)
        Canvas(untouched).clear(background)
        var drawnOutside = 0
        for y in 0..<64 {
            for x in 0..<96 where clip[x, y] == 0 && known[x, y] != untouched[0, 0] { drawnOutside += 1 }
        }
        #expect(drawnOutside == 0)
    }

    static func draw(on canvas: Canvas) {
        canvas.fill(
            Rect(x: 0, y: 0, width: 96, height: 64), with: .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)))
        canvas.fill(
            Rect(x: 2, y: 20, width: 92, height: 14),
            with: .solid(RGBAColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.7)))
        canvas.fill(
            Rect(x: 20, y: 18.5, width: 30.25, height: 20.75),
            with: .solid(RGBAColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)))
        canvas.fill(
            Rect(x: 10, y: 8, width: 80, height: 40),
            with: .linearGradient(
                LinearGradientPaint(
                    gradient: Gradient(colors: [RGBAColor(red: 0, green: 0.6, blue: 0.3, alpha: 0.5), .white]),
                    start: Point(x: 10, y: 0), end: Point(x: 90, y: 0))))
        canvas.stroke(
            Path.roundedRect(Rect(x: 12.5, y: 12.5, width: 60, height: 30), cornerRadius: 6),
            with: .solid(RGBAColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)), style: StrokeStyle(lineWidth: 2))
        canvas.fill(Path.ellipse(in: Rect(x: 60.3, y: 30.1, width: 40, height: 30)), with: .solid(.white))
        // Within the straight sides from left to right, past the corners from top to bottom:
        // the rows between the corners blend unclipped, the others through the mask.
        canvas.fill(
            Rect(x: 30.5, y: 1.25, width: 20.5, height: 60.5),
            with: .solid(RGBAColor(red: 0.5, green: 0.9, blue: 0.2, alpha: 0.8)))
        canvas.fill(Path.ellipse(in: Rect(x: 52.3, y: -5, width: 8.4, height: 75)), with: .solid(.black))
        // Wholly inside every clip's straight sides: drawn without the mask.
        canvas.fill(Path.ellipse(in: Rect(x: 24.3, y: 25.2, width: 20, height: 12)), with: .solid(.black))
        canvas.stroke(
            Path {
                $0.move(to: Point(x: 30, y: 28))
                $0.line(to: Point(x: 60, y: 34))
            }, with: .solid(RGBAColor(red: 0.8, green: 0.1, blue: 0.5, alpha: 0.8)), style: StrokeStyle(lineWidth: 2))
        canvas.fill(
            Rect(x: 22, y: 23.5, width: 40, height: 14),
            with: .linearGradient(
                LinearGradientPaint(
                    gradient: Gradient(colors: [.white, RGBAColor(red: 0.3, green: 0.2, blue: 0.9, alpha: 0.6)]),
                    start: Point(x: 22, y: 0), end: Point(x: 62, y: 0))))
        // In the clip's corners, within its bounds but outside its shape: nothing shows.
        if let b = canvas.clipMask?.bounds {
            for (x, y) in [(b.x + 1, b.y + 1), (b.maxX - 4, b.y + 1), (b.x + 1, b.maxY - 4), (b.maxX - 4, b.maxY - 4)] {
                canvas.fill(Rect(x: Double(x), y: Double(y), width: 3, height: 3), with: .solid(.black))
                canvas.stroke(
                    Path.rect(Rect(x: Double(x) + 1, y: Double(y) + 1, width: 1, height: 1)), with: .solid(.black),
                    style: StrokeStyle(lineWidth: 0.5))
            }
        }
        // Coverage masks as glyphs are drawn: one inside the clip, one across its edge.
        let glyph = (0..<(12 * 9)).map { UInt8(($0 * 37) % 256) }
        glyph.withUnsafeBufferPointer { g in
            for (x, y) in [(30, 24), (1, 2), (88, 50)] {
                canvas.blendCoverage(
                    g.baseAddress!, width: 12, height: 9, stride: 12, atX: x, y: y,
                    color: RGBAColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1))
            }
        }
    }
}
