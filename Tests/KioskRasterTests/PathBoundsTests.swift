import Testing
import KioskGeometry
@testable import KioskRaster

/// `Path.bounds`: the box of the outline itself, not of its control points.
@Suite struct PathBoundsTests {
    @Test func curvesAreBoundedWhereTheyTurnNotByTheirControlPoints() {
        // A cubic from (100, 20) out to x = 300 and back to (100, 60) reaches x = 250
        // (at t = 1/2: 100 + 3/4 * 200).
        var p = Path()
        p.move(to: Point(x: 100, y: 20))
        p.cubic(to: Point(x: 100, y: 60), control1: Point(x: 300, y: 20), control2: Point(x: 300, y: 60))
        p.close()
        let b = p.bounds
        #expect(abs(b.minX - 100) < 1e-9 && abs(b.maxX - 250) < 1e-9 && b.minY == 20 && b.maxY == 60)
        #expect(p.controlBounds.maxX == 300)
        // A quadratic's apex: from (0, 0) by (10, -20) to (20, 0) it rises to y = -10.
        var q = Path()
        q.move(to: .zero)
        q.quad(to: Point(x: 20, y: 0), control: Point(x: 10, y: -20))
        #expect(q.bounds == Rect(x: 0, y: -10, width: 20, height: 10))
    }

    @Test func aCircleIsBoundedByItsRadius() {
        let b = Path.circle(center: Point(x: 50, y: 40), radius: 30).bounds
        for (v, e) in [(b.minX, 20.0), (b.maxX, 80), (b.minY, 10), (b.maxY, 70)] { #expect(abs(v - e) < 1e-9) }
    }

    @Test func straightPathsAndEmptyOnes() {
        var p = Path()
        p.move(to: Point(x: 3, y: 4))
        p.line(to: Point(x: -2, y: 9))
        p.line(to: Point(x: 7, y: 1))
        #expect(p.bounds == Rect(x: -2, y: 1, width: 9, height: 8))
        #expect(Path().bounds == .zero)
    }
}
