import Testing
import KioskGoldens
import KioskGeometry
@testable import KioskRaster

/// A stroked rectangle with mitred corners is drawn as a ring, analytically. Its pixels are
/// checked against the scan conversion of the same ring as a path (outer and inner rectangles,
/// even-odd: exact area coverage, no overlapping pieces), on seeded fractional rectangles,
/// widths (hairlines included), scales and clips.
@Suite struct RectangleRingTests {
    typealias Generator = SeededGenerator

    @Test func ringsCoverWhatTheirOutlineCovers() {
        var g = Generator(state: 11)
        func unit() -> Double { Double.random(in: 0..<1, using: &g) }
        var worst = 0, differing = 0, rings = 0
        for i in 0..<300 {
            let rect = Rect(
                x: -5 + unit() * 60, y: -5 + unit() * 40, width: 0.5 + unit() * 50, height: 0.5 + unit() * 40)
            let width = [0.4, 1, 2, 3.3, 12][i % 5]
            let scale = [1.0, 1.5, 0.75][i % 3]
            let t = AffineTransform(scaleX: scale, y: i % 2 == 0 ? scale : -scale).concatenating(
                AffineTransform(translationX: 3, y: i % 2 == 0 ? 0 : 70))
            let style = StrokeStyle(lineWidth: width)
            // Thinner than a pixel too, the ring is as wide as the stroke (anti-aliased, no hairline).
            guard let ring = Canvas.rectangleRing(Path.rect(rect), style: style, transform: t) else {
                Issue.record("no ring for \(rect)")
                continue
            }
            rings += 1
            let color = RGBAColor(red: unit(), green: unit(), blue: unit(), alpha: 0.4 + unit() * 0.6)
            let stroked = PixelBuffer(width: 80, height: 70), filled = PixelBuffer(width: 80, height: 70)
            stroked.fill(0xFF20_4060)
            filled.fill(0xFF20_4060)
            let a = Canvas(stroked), b = Canvas(filled)
            let clip = i % 4 == 3 ? Rect(x: 10, y: 8, width: 41, height: 33) : Rect(x: 0, y: 0, width: 80, height: 70)
            a.clip(to: clip)
            b.clip(to: clip)
            a.transform = t
            a.stroke(Path.rect(rect), with: .solid(color), style: style)
            // The reference: the ring as a path in device pixels, its hole wound the other way.
            // (Not even-odd over two rectangles wound alike: area accumulation adds the
            // windings within a pixel before the rule folds them, so where a ring thinner
            // than a pixel has both edges in one row, that row came out nearly full.)
            let o = ring.outer
            var outline = Path.rect(
                Rect(x: Double(o.x), y: Double(o.y), width: Double(o.z - o.x), height: Double(o.w - o.y)))
            if let n = ring.inner {
                outline.move(to: Point(x: Double(n.x), y: Double(n.y)))
                outline.line(to: Point(x: Double(n.x), y: Double(n.w)))
                outline.line(to: Point(x: Double(n.z), y: Double(n.w)))
                outline.line(to: Point(x: Double(n.z), y: Double(n.y)))
                outline.close()
            }
            b.fill(outline, with: .solid(color), rule: .nonZero)
            // A ring thinner than a pixel has both its edges in one pixel: the ring takes the
            // difference of two overlaps, the rasteriser sums cells, and in Float the two can
            // round a level apart.
            let thin = width * scale < 1
            for y in 0..<70 {
                for x in 0..<80 {
                    let p = stroked[x, y], q = filled[x, y]
                    guard p != q else { continue }
                    if !thin { differing += 1 }
                    for shift in stride(from: 0, through: 24, by: 8) {
                        worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
                    }
                }
            }
        }
        #expect(rings == 300)
        // The same areas summed two ways give the same bytes (thin rings within a level).
        #expect(differing == 0 && worst <= 1, "\(differing) pixels differ, by up to \(worst) levels")
    }

    @Test func onlyMitredClosedUndashedRectanglesAreRings() {
        let rect = Rect(x: 2, y: 3, width: 20, height: 10)
        #expect(Canvas.rectangleRing(Path.rect(rect), style: StrokeStyle(lineWidth: 2), transform: .identity) != nil)
        #expect(
            Canvas.rectangleRing(
                Path.rect(rect), style: StrokeStyle(lineWidth: 2, lineJoin: .round), transform: .identity) == nil)
        #expect(
            Canvas.rectangleRing(Path.rect(rect), style: StrokeStyle(lineWidth: 2, miterLimit: 1), transform: .identity)
                == nil)
        #expect(
            Canvas.rectangleRing(
                Path.rect(rect), style: StrokeStyle(lineWidth: 2), transform: AffineTransform(rotationAngle: 0.3))
                == nil)
        var open = Path()
        open.move(to: Point(x: 2, y: 3))
        open.line(to: Point(x: 22, y: 3))
        open.line(to: Point(x: 22, y: 13))
        open.line(to: Point(x: 2, y: 13))
        open.line(to: Point(x: 2, y: 3))
        #expect(
            Canvas.rectangleRing(open, style: StrokeStyle(lineWidth: 2), transform: .identity) == nil,
            "unclosed: the start has caps")
        // Wider than the rectangle: no hollow, the outer rectangle is filled.
        #expect(
            Canvas.rectangleRing(Path.rect(rect), style: StrokeStyle(lineWidth: 30), transform: .identity)?.inner == nil
        )
    }
}
