import Testing
import KioskGoldens
import KioskGeometry
@testable import KioskRaster

/// The rows between a shape's straight sides are filled analytically; the pixels must be those
/// of scan converting every row. Seeded random shapes at fractional positions, both fill rules,
/// solid and gradient paints, clipped and not.
@Suite struct VerticalBandTests {
    typealias Generator = SeededGenerator

    static func shapes(_ g: inout Generator) -> [Path] {
        func unit() -> Double { Double.random(in: 0..<1, using: &g) }
        var out: [Path] = []
        for _ in 0..<60 {
            let w = 2 + unit() * 90, h = 2 + unit() * 90
            let r = Rect(x: -10 + unit() * 90, y: -10 + unit() * 70, width: w, height: h)
            let m = min(w, h) / 2
            out.append(
                Path.roundedRect(
                    r,
                    radii: CornerRadii(
                        topLeft: unit() * m, topRight: unit() * m, bottomRight: unit() * m, bottomLeft: unit() * m)))
            out.append(Path.roundedRect(r, cornerRadius: unit() * m))
            out.append(Path.capsule(in: Rect(x: r.minX, y: r.minY, width: min(w, h / 2 + 1), height: h)))
            out.append(Path.rect(r))
            out.append(Path.ellipse(in: r))
            // A side with a notch: another edge reaches into the straight rows (no band).
            var notched = Path()
            notched.move(to: Point(x: r.minX, y: r.minY))
            notched.line(to: Point(x: r.maxX, y: r.minY))
            notched.line(to: Point(x: r.maxX, y: r.maxY))
            notched.line(to: Point(x: r.minX, y: r.maxY))
            notched.line(to: Point(x: r.minX, y: r.midY + 1))
            notched.line(to: Point(x: r.minX + w / 3, y: r.midY))
            notched.line(to: Point(x: r.minX, y: r.midY - 1))
            notched.close()
            out.append(notched)
            // Two rounded rectangles in one path: four sides, no band.
            var pair = Path.roundedRect(r, cornerRadius: m / 2)
            pair.addRoundedRect(r.insetBy(dx: w / 4, dy: h / 4), cornerRadius: m / 4)
            out.append(pair)
        }
        return out
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func bandsGiveThePixelsOfScanConversion(rule: FillRule) {
        var g = Generator(state: rule == .nonZero ? 7 : 8)
        let shapes = Self.shapes(&g)
        let banded = PixelBuffer(width: 100, height: 80), reference = PixelBuffer(width: 100, height: 80)
        let a = Canvas(banded), b = Canvas(reference)
        b.rasterizer.fillsVerticalBands = false
        let clips = [Rect(x: 0, y: 0, width: 100, height: 80), Rect(x: 13, y: 7, width: 51, height: 33)]
        var flat = FlatPath()
        let withBands = shapes.filter {
            flat.flatten($0, transform: .identity)
            return VerticalBand(flat) != nil
        }.count
        #expect(
            withBands > shapes.count / 3 && withBands < shapes.count,
            "\(withBands) of \(shapes.count) shapes have a band")
        for (i, path) in shapes.enumerated() {
            let color = RGBAColor(
                red: Double(i % 7) / 7, green: Double(i % 5) / 5, blue: Double(i % 3) / 3,
                alpha: 0.35 + Double(i % 4) / 6)
            let paint: Paint =
                i % 3 == 2
                ? .linearGradient(
                    LinearGradientPaint(
                        gradient: Gradient(colors: [color, .black]), start: .zero, end: Point(x: 100, y: 80)))
                : .solid(color)
            for canvas in [a, b] {
                canvas.save()
                canvas.clip(to: clips[i % 2])
                canvas.fill(path, with: paint, rule: rule)
                canvas.restore()
            }
            #expect(banded.hasSamePixels(as: reference), "shape \(i): \(path.elements.count) elements")
            if !banded.hasSamePixels(as: reference) { return }
        }
    }

    /// A stroke's outline has two straight sides per side of the path: a band of two spans
    /// (four for two shapes side by side). Widths from hairlines to wider than the shape.
    @Test func strokeBandsGiveThePixelsOfScanConversion() {
        var g = Generator(state: 11)
        // And sides whose hollow between them is under a pixel: two spans in one pixel column.
        let thin = (0..<12).map { i in
            Path.roundedRect(
                Rect(
                    x: 20.3 + Double(i) * 0.13, y: 10.7,
                    width: [0.6, 1, 2, 3.3, 9, 40][i % 6] + 0.3 + Double(i % 4) * 0.2, height: 50),
                cornerRadius: 0.5)
        }
        // And at whole pixels, where the inner corners end just inside the outer sides' rows.
        let whole = (0..<6).map { i in
            Path.roundedRect(
                Rect(x: 6 + Double(i), y: 5, width: 80, height: 62 - Double(i) * 4), cornerRadius: 4 + Double(i) * 3)
        }
        let shapes = thin + whole + Self.shapes(&g)
        let banded = PixelBuffer(width: 100, height: 80), reference = PixelBuffer(width: 100, height: 80)
        let a = Canvas(banded), b = Canvas(reference)
        b.rasterizer.fillsVerticalBands = false
        for (i, path) in shapes.enumerated() {
            let color = RGBAColor(
                red: Double(i % 7) / 7, green: Double(i % 5) / 5, blue: Double(i % 3) / 3,
                alpha: 0.35 + Double(i % 4) / 6)
            var style = StrokeStyle(lineWidth: [0.6, 1, 2, 3.3, 9, 40][i % 6])
            style.lineJoin = [.miter, .round, .bevel][i % 3]
            for canvas in [a, b] {
                canvas.save()
                if i % 2 == 1 { canvas.clip(to: Rect(x: 13, y: 7, width: 51, height: 33)) }
                canvas.stroke(path, with: .solid(color), style: style)
                canvas.restore()
            }
            #expect(
                banded.hasSamePixels(as: reference),
                "shape \(i): \(path.elements.count) elements, width \(style.lineWidth)")
            if !banded.hasSamePixels(as: reference) { return }
        }
    }

    @Test func aStrokedRoundedRectangleMakesABandOfTwoSpans() {
        let canvas = Canvas(PixelBuffer(width: 64, height: 48))
        var flat = FlatPath()
        flat.flatten(
            Path.roundedRect(Rect(x: 10.25, y: 4.5, width: 40.5, height: 30), cornerRadius: 6), transform: .identity)
        var stroker = Stroker(style: StrokeStyle(lineWidth: 2), transform: .identity, tolerance: FlatPath.tolerance)
        stroker.stroke(flat, into: &canvas.outline)
        let band = VerticalBand(canvas.outline)
        #expect(band?.spanCount == 2)
        #expect(
            band?.span(0).left == 9.25 && band?.span(0).right == 11.25 && band?.span(1).left == 49.75
                && band?.span(1).right == 51.75)
        #expect(band?.rows == 11..<28)
    }

    /// At whole pixels a stroke's outer side spans two rows more than its inner one, and the
    /// inner corner's last edge ends a few thousandths of a pixel inside the outer side's rows:
    /// the band is the rows that both sides leave, not none.
    @Test(arguments: [0.0, 0.5, 0.25])
    func aStrokedRoundedRectangleAtWholePixelsMakesABand(offset: Double) {
        for (width, radius) in [(1.0, 4.0), (2, 10), (2, 13), (3, 8), (4, 20)] {
            var flat = FlatPath()
            flat.flatten(
                Path.roundedRect(
                    Rect(x: 265 + offset, y: 80 + offset, width: 270, height: 120), cornerRadius: radius),
                transform: .identity)
            var stroker = Stroker(
                style: StrokeStyle(lineWidth: width), transform: .identity, tolerance: FlatPath.tolerance)
            var outline = FlatPath()
            stroker.stroke(flat, into: &outline)
            let band = VerticalBand(outline)
            #expect(band?.spanCount == 2, "width \(width), radius \(radius)")
            #expect(
                (band?.rows.count ?? 0) >= 120 - 2 * Int(radius) - 2,
                "width \(width), radius \(radius): rows \(String(describing: band?.rows))")
        }
    }

    @Test func theStraightSidesOfARoundedRectangleMakeABand() {
        var flat = FlatPath()
        flat.flatten(
            Path.roundedRect(Rect(x: 10.25, y: 4.5, width: 40.5, height: 30), cornerRadius: 6), transform: .identity)
        let band = VerticalBand(flat)
        #expect(band?.spanCount == 1 && band?.span(0).left == 10.25 && band?.span(0).right == 50.75)
        #expect(band?.rows == 11..<28, "rows from ceil(4.5 + 6) to floor(34.5 - 6)")
        flat.flatten(Path.ellipse(in: Rect(x: 0, y: 0, width: 30, height: 20)), transform: .identity)
        #expect(VerticalBand(flat) == nil)
    }
}
