import Testing
import KioskGeometry
@testable import KioskRaster

/// The sweep sums each row's cells into dense columns instead of sorting them; the pixels must
/// be those of the sorted sweep. Seeded random shapes (polygons that cross themselves, curves,
/// strokes, dashes), both fill rules, clips that cut shapes on every side, shapes that reach
/// far left of the clip (their winding comes from cells outside it).
@Suite struct DenseRowTests {
    typealias Generator = BlendKernelTests.SeededGenerator

    enum Shape { case fill(Path), stroke(Path, StrokeStyle) }

    static func shapes(_ g: inout Generator) -> [Shape] {
        func unit() -> Double { Double.random(in: 0..<1, using: &g) }
        func point() -> Point { Point(x: -60 + unit() * 220, y: -20 + unit() * 120) }
        var out: [Shape] = []
        for i in 0..<50 {
            var poly = Path()
            poly.move(to: point())
            for _ in 0..<(3 + i % 12) { poly.line(to: point()) }
            poly.close()
            out.append(.fill(poly))
            var curves = Path()
            curves.move(to: point())
            curves.cubic(to: point(), control1: point(), control2: point())
            curves.quad(to: point(), control: point())
            curves.close()
            out.append(.fill(curves))
            let r = Rect(x: -40 + unit() * 120, y: -10 + unit() * 70, width: 1 + unit() * 120, height: 1 + unit() * 60)
            out.append(.fill(Path.roundedRect(r, cornerRadius: unit() * min(r.width, r.height) / 2)))
            out.append(.fill(Path.ellipse(in: r)))
            let style = StrokeStyle(lineWidth: 0.5 + unit() * 9, lineCap: [.butt, .round, .square][i % 3],
                                    lineJoin: [.miter, .round, .bevel][i % 3], dash: i % 4 == 0 ? [unit() * 9 + 1, unit() * 5 + 1] : [])
            out.append(.stroke(curves, style))
            out.append(.stroke(Path.roundedRect(r, cornerRadius: unit() * 12), style))
        }
        return out
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func denseRowsGiveThePixelsOfSortedRows(rule: FillRule) {
        var g = Generator(state: rule == .nonZero ? 21 : 22)
        let shapes = Self.shapes(&g)
        let dense = PixelBuffer(width: 100, height: 80), reference = PixelBuffer(width: 100, height: 80)
        let a = Canvas(dense), b = Canvas(reference)
        b.rasterizer.sumsRowsDensely = false
        let clips = [Rect(x: 0, y: 0, width: 100, height: 80), Rect(x: 13, y: 7, width: 51, height: 33), Rect(x: 70, y: 0, width: 30, height: 80)]
        for (i, shape) in shapes.enumerated() {
            let color = RGBAColor(red: Double(i % 7) / 7, green: Double(i % 5) / 5, blue: Double(i % 3) / 3, alpha: 0.3 + Double(i % 4) / 6)
            for canvas in [a, b] {
                canvas.save()
                canvas.clip(to: clips[i % 3])
                switch shape {
                case .fill(let path): canvas.fill(path, with: .solid(color), rule: rule)
                case .stroke(let path, let style): canvas.stroke(path, with: .solid(color), style: style)
                }
                canvas.restore()
            }
            #expect(dense.hasSamePixels(as: reference), "shape \(i)")
            if !dense.hasSamePixels(as: reference) { return }
        }
        // The shapes drew something in every part of the canvas.
        #expect(dense.hasSamePixels(as: PixelBuffer(width: 100, height: 80)) == false)
    }
}
