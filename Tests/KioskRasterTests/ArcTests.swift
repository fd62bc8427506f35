import Testing
import KioskGeometry
@testable import KioskRaster

/// Arcs are cubics of an eighth of a turn each from their start, then what is left, so every
/// point of the curve lies on the circle to within the cubic approximation's 0.0004% of the
/// radius, whatever the sweep, and an arc that grows keeps the cubics it had.
@Suite struct ArcTests {
    static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    @Test(arguments: [10.0, 89, 90, 91, 100, 170, 180, 181, 270, 300, 359, 360, -135, -200])
    func arcsOfAnySweepStayOnTheirCircle(degrees: Double) {
        let center = Point(x: 12, y: -7), r = 100.0
        let start = 0.3, end = 0.3 + degrees * Double.pi / 180
        var path = Path()
        path.move(to: Point(x: center.x + r * cos(start), y: center.y + r * sin(start)))
        path.addArc(center: center, radius: r, startAngle: start, endAngle: end, clockwise: degrees >= 0)
        var current = path.elements.first.flatMap { if case let .move(p) = $0 { p } else { nil } } ?? .zero
        var cubics = 0, worst = 0.0
        for e in path.elements.dropFirst() {
            guard case let .cubic(c1, c2, p1) = e else { continue }
            cubics += 1
            for i in 0...32 {
                let p = Self.cubicPoint(current, c1, c2, p1, Double(i) / 32)
                worst = max(
                    worst,
                    abs(((p.x - center.x) * (p.x - center.x) + (p.y - center.y) * (p.y - center.y)).squareRoot() - r))
            }
            current = p1
        }
        #expect(cubics == max(1, Int((abs(degrees) / 45).rounded(.up))))
        #expect(worst < 0.001, "\(degrees) degrees: \(worst) off the circle")
        // And it ends where the angle says.
        #expect(abs(current.x - (center.x + r * cos(end))) < 1e-9 && abs(current.y - (center.y + r * sin(end))) < 1e-9)
    }

    @Test func anArcThatGrowsKeepsTheCubicsOfItsEarlierEighths() {
        func arc(_ degrees: Double) -> [Path.Element] {
            var path = Path()
            path.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: -1, endAngle: -1 + degrees * .pi / 180)
            return path.elements
        }
        let shorter = arc(100), longer = arc(106)
        // A move, two whole eighths, and the rest.
        #expect(shorter.count == 4 && longer.count == 4)
        #expect(Array(shorter.prefix(3)) == Array(longer.prefix(3)))
        #expect(shorter[3] != longer[3])
    }
}

#if canImport(Glibc)
import Glibc
#endif
