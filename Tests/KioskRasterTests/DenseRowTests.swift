import Testing
import KioskGoldens
import KioskGeometry
@testable import KioskRaster

/// The sweep sums each row's cells into dense columns instead of sorting them; the pixels must
/// be those of the sorted sweep. Seeded random shapes (polygons that cross themselves, curves,
/// strokes, dashes), both fill rules, clips that cut shapes on every side, shapes that reach
/// far left of the clip (their winding comes from cells outside it).
@Suite struct DenseRowTests {
    typealias Generator = SeededGenerator

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
            let style = StrokeStyle(
                lineWidth: 0.5 + unit() * 9, lineCap: [.butt, .round, .square][i % 3],
                lineJoin: [.miter, .round, .bevel][i % 3], dash: i % 4 == 0 ? [unit() * 9 + 1, unit() * 5 + 1] : [])
            out.append(.stroke(curves, style))
            out.append(.stroke(Path.roundedRect(r, cornerRadius: unit() * 12), style))
        }
        return out
    }

    /// How the shapes reach the dense sweep: a grid over each shape's box; a grid that is
    /// too narrow, so cells fall outside it and the shape is made again as a list; a list
    /// bucketed by row, as for shapes too large for a grid.
    enum Route: CaseIterable { case grid, overflowingGrid, rows }

    @Test(arguments: [FillRule.nonZero, .evenOdd], Route.allCases)
    func denseRowsGiveThePixelsOfSortedRows(rule: FillRule, route: Route) {
        var g = Generator(state: rule == .nonZero ? 21 : 22)
        let shapes = Self.shapes(&g)
        let width = 100, height = 80
        let dense = PixelBuffer(width: width, height: height), reference = PixelBuffer(width: width, height: height)
        let a = Canvas(dense), b = Canvas(reference)
        b.rasterizer.sumsRowsDensely = false
        if route == .overflowingGrid { a.rasterizer.gridMargin = -3 }
        if route == .rows { a.rasterizer.sumsInGrids = false }
        let clips = [
            Rect(x: 0, y: 0, width: 100, height: 80), Rect(x: 13, y: 7, width: 51, height: 33),
            Rect(x: 70, y: 0, width: 30, height: 80),
        ]
        for (i, shape) in shapes.enumerated() {
            let color = RGBAColor(
                red: Double(i % 7) / 7, green: Double(i % 5) / 5, blue: Double(i % 3) / 3,
                alpha: 0.3 + Double(i % 4) / 6)
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
        #expect(dense.hasSamePixels(as: PixelBuffer(width: width, height: height)) == false)
        if route == .overflowingGrid {
            #expect(a.rasterizer.gridRestarts > 50, "\(a.rasterizer.gridRestarts) shapes made again")
        }
    }

    @Test func aBoxTooLargeForAGridIsRefused() {
        var grid = CoverageGrid()
        defer { grid.deallocate() }
        let fits = grid.reset(x0: 0, y0: 0, columns: 512, rows: 256)
        #expect(fits)
        let screen = grid.reset(x0: 0, y0: 0, columns: 1920, rows: 1080)
        #expect(!screen)
        let huge = grid.reset(x0: 0, y0: 0, columns: 1 << 40, rows: 1 << 40)
        #expect(!huge, "no overflow in the product")
        #expect(grid.rows == 0 && !grid.add(x: 0, y: 0, cover: 1, area: 0), "a refused grid takes no cells")
    }
}
