import Testing
import KioskGoldens
import KioskGeometry
@testable import KioskRaster

/// A narrow shape's grid is swept whole, into coverage rectangles blended in one call
/// (`Rasterizer.sweepNarrowGrid`); the pixels must be those of the row-by-row sweep. Seeded
/// small shapes at any fraction of a pixel (rounded rectangles with and without a band,
/// ellipses, polygons that cross themselves, thin strokes and dashes), both fill rules, a
/// solid colour, a gradient and a clip mask (sinks with their own ways of blending a
/// rectangle), anti-aliased or not, clips that cut the shapes.
@Suite struct NarrowGridTests {
    typealias Generator = SeededGenerator
    typealias Shape = DenseRowTests.Shape

    static func shapes(_ g: inout Generator) -> [Shape] {
        func unit() -> Double { Double.random(in: 0..<1, using: &g) }
        var out: [Shape] = []
        for i in 0..<120 {
            let size = 1 + unit() * 19
            let r = Rect(
                x: -4 + unit() * 60, y: -4 + unit() * 40, width: size, height: 1 + unit() * (i % 5 == 0 ? 90 : 19))
            out.append(.fill(Path.roundedRect(r, cornerRadius: unit() * min(r.width, r.height) / 2)))
            out.append(.fill(Path.ellipse(in: r)))
            var poly = Path()
            poly.move(to: Point(x: r.minX + unit() * r.width, y: r.minY))
            for _ in 0..<(3 + i % 6) {
                poly.line(to: Point(x: r.minX + unit() * r.width, y: r.minY + unit() * r.height))
            }
            poly.close()
            out.append(.fill(poly))
            let style = StrokeStyle(
                lineWidth: 0.3 + unit() * 3, lineCap: [.butt, .round, .square][i % 3],
                lineJoin: [.miter, .round, .bevel][i % 3], dash: i % 4 == 0 ? [unit() * 3 + 1, unit() * 2 + 1] : [])
            out.append(.stroke(poly, style))
        }
        return out
    }

    enum Paint: CaseIterable { case solid, gradient, clipMask, aliased }

    @Test(arguments: [FillRule.nonZero, .evenOdd], Paint.allCases)
    func narrowGridsGiveThePixelsOfRowByRowSweeps(rule: FillRule, paint: Paint) {
        var g = Generator(state: rule == .nonZero ? 31 : 32)
        let shapes = Self.shapes(&g)
        let width = 64, height = 48
        let whole = PixelBuffer(width: width, height: height), rows = PixelBuffer(width: width, height: height)
        whole.fill(0xFF20_3040)
        rows.fill(0xFF20_3040)
        let a = Canvas(whole), b = Canvas(rows)
        b.rasterizer.sweepsNarrowGrids = false
        let clips = [
            Rect(x: 0, y: 0, width: 64, height: 48), Rect(x: 9.5, y: 5, width: 31, height: 27),
            Rect(x: 40, y: 0, width: 24, height: 48),
        ]
        for (i, shape) in shapes.enumerated() {
            let color = RGBAColor(
                red: Double(i % 7) / 7, green: Double(i % 5) / 5, blue: Double(i % 3) / 3,
                alpha: 0.3 + Double(i % 4) / 6)
            let fill: KioskRaster.Paint =
                paint == .gradient
                ? .linearGradient(
                    LinearGradientPaint(
                        gradient: Gradient(colors: [color, RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.7)]),
                        start: .zero, end: Point(x: 64, y: 48)))
                : .solid(color)
            for canvas in [a, b] {
                canvas.save()
                if paint == .clipMask { canvas.clip(to: Path.ellipse(in: Rect(x: 3.3, y: 2.7, width: 55, height: 41))) }
                if paint == .aliased { canvas.isAntialiased = false }
                canvas.clip(to: clips[i % 3])
                switch shape {
                case .fill(let path): canvas.fill(path, with: fill, rule: rule)
                case .stroke(let path, let style): canvas.stroke(path, with: fill, style: style)
                }
                canvas.restore()
            }
            #expect(whole.hasSamePixels(as: rows), "shape \(i)")
            if !whole.hasSamePixels(as: rows) { return }
        }
        let untouched = PixelBuffer(width: width, height: height)
        untouched.fill(0xFF20_3040)
        #expect(!whole.hasSamePixels(as: untouched))
    }

    /// A shape taller than a coverage rectangle's rows, with a band in its middle, goes to
    /// the blender in several rectangles, each where it belongs.
    @Test func aTallNarrowShapeIsBlendedInSeveralRectangles() {
        let tall = Path.roundedRect(
            Rect(x: 3.25, y: 1.5, width: 9.5, height: Double(Rasterizer.narrowGridRows) * 2 + 7.3), cornerRadius: 4.75)
        let slanted: Path = {
            var p = Path()
            p.move(to: Point(x: 2.2, y: 0.6))
            p.line(to: Point(x: 11.7, y: 3))
            p.line(to: Point(x: 9.1, y: 150.4))
            p.line(to: Point(x: 1.3, y: 148))
            p.close()
            return p
        }()
        for path in [tall, slanted] {
            let whole = PixelBuffer(width: 16, height: 160), rows = PixelBuffer(width: 16, height: 160)
            let a = Canvas(whole), b = Canvas(rows)
            b.rasterizer.sweepsNarrowGrids = false
            a.fill(path, with: .solid(RGBAColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)))
            b.fill(path, with: .solid(RGBAColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8)))
            #expect(whole.hasSamePixels(as: rows))
            #expect(whole[7, 100] != 0 && whole[7, 40] != 0, "rows on both sides of a rectangle's end are drawn")
        }
    }
}
