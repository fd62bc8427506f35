import Testing
import KioskGeometry
@testable import KioskRaster

/// `Canvas.isAntialiased` off: every pixel of a fill or a stroke drawn whole or not at all,
/// whole where at least half of it is covered.
@Suite struct AliasingTests {
    static func alphas(_ b: PixelBuffer) -> Set<UInt32> {
        var out = Set<UInt32>()
        for y in 0..<b.height { for x in 0..<b.width { out.insert(b[x, y] >> 24) } }
        return out
    }

    @Test func aRectangleTakesThePixelsWhoseCentresItCovers() {
        let buffer = PixelBuffer(width: 20, height: 20)
        let canvas = Canvas(buffer)
        canvas.isAntialiased = false
        // 2.6 ..< 10.4 across: the centres 3.5 ... 9.5 inside; down 4.5 ..< 7.5: a tie at 4.5
        // (half the pixel) is drawn, 7.5's pixel half covered is drawn too.
        canvas.fill(Rect(x: 2.6, y: 4.5, width: 7.8, height: 3), with: .solid(RGBAColor(hex: 0xFF0000)))
        #expect(Self.alphas(buffer) == [0, 255])
        #expect(buffer[2, 5] == 0 && buffer[3, 5] == 0xFFFF_0000 && buffer[9, 5] == 0xFFFF_0000 && buffer[10, 5] == 0)
        #expect(buffer[5, 3] == 0 && buffer[5, 4] == 0xFFFF_0000 && buffer[5, 7] == 0xFFFF_0000 && buffer[5, 8] == 0)
    }

    @Test func pathsStrokesAndPaintsAreAliasedAndTheStateIsRestored() {
        let buffer = PixelBuffer(width: 40, height: 40)
        let canvas = Canvas(buffer)
        canvas.save()
        canvas.isAntialiased = false
        canvas.fill(Path.circle(center: Point(x: 12, y: 12), radius: 9.3), with: .solid(.black))
        canvas.stroke(
            Path.circle(center: Point(x: 28, y: 28), radius: 8), with: .solid(.black),
            style: StrokeStyle(lineWidth: 1.5))
        let gradient = Paint.linearGradient(
            LinearGradientPaint(
                gradient: Gradient(colors: [.white, .black]),
                start: Point(x: 0, y: 30), end: Point(x: 12, y: 30)))
        canvas.fill(Path.roundedRect(Rect(x: 0.3, y: 26.2, width: 12.4, height: 9.7), cornerRadius: 3), with: gradient)
        #expect(Self.alphas(buffer) == [0, 255])
        canvas.restore()
        #expect(canvas.isAntialiased)
        canvas.fill(Path.circle(center: Point(x: 30, y: 8), radius: 5.3), with: .solid(.black))
        #expect(Self.alphas(buffer).count > 2, "anti-aliased again")
    }
}
