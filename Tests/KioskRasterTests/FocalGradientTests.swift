import Testing
import KioskGoldens
import KioskGeometry
@testable import KioskRaster

/// Two-point radial gradients: each point's t is the largest whose circle passes through it.
@Suite struct FocalGradientTests {
    @Test func positionsLieOnTheirCircleAndNoLargerCircleFits() {
        var g = SeededGenerator(state: 7)
        var checked = 0, outside = 0
        for _ in 0..<100 {
            let center = Point(x: .random(in: -20...20, using: &g), y: .random(in: -20...20, using: &g))
            let focus = Point(x: .random(in: -20...20, using: &g), y: .random(in: -20...20, using: &g))
            let r0 = Bool.random(using: &g) ? 0 : Double.random(in: 0...10, using: &g)
            let r1 = Double.random(in: 1...30, using: &g)
            let paint = RadialGradientPaint(
                gradient: Gradient(colors: [.black, .white]), center: center, startRadius: r0, endRadius: r1,
                focus: focus)
            let f = FocalGradient(paint, focus: focus)
            for _ in 0..<30 {
                let u = Double.random(in: -50...50, using: &g), v = Double.random(in: -50...50, using: &g)
                func circle(_ t: Double) -> (x: Double, y: Double, r: Double) {
                    (focus.x + t * (center.x - focus.x), focus.y + t * (center.y - focus.y), r0 + t * (r1 - r0))
                }
                // How far the point is from circle t's rim (positive: outside it).
                func miss(_ t: Double) -> Double {
                    let c = circle(t)
                    return ((u - c.x) * (u - c.x) + (v - c.y) * (v - c.y)).squareRoot() - c.r
                }
                guard let t32 = f.position(u: u, v: v) else {
                    // No circle of radius >= 0 through the point: along t, the point is never on a rim.
                    outside += 1
                    let ts = Array(stride(from: -100.0, through: 100.0, by: 0.1))
                    let crossings = zip(ts, ts.dropFirst()).filter { a, b in
                        circle(a).r >= 0 && circle(b).r >= 0 && (miss(a) < 0) != (miss(b) < 0)
                    }
                    #expect(crossings.isEmpty, "a circle passes through (\(u), \(v)) but none was found")
                    continue
                }
                let t = Double(t32)
                checked += 1
                #expect(circle(t).r >= -1e-3 * max(1, abs(t)))
                #expect(abs(miss(t)) < 1e-3 * max(1, abs(t) * 40), "t \(t) misses its circle by \(miss(t))")
                // No larger t has the point on its rim with a radius >= 0.
                var step = max(0.01, abs(t) * 0.001)
                var s = t + step
                let start = miss(t + step / 2) < 0
                while s < t + 200 {
                    if circle(s).r >= 0 {
                        #expect((miss(s) < 0) == start, "a larger t \(s) than \(t) passes through the point")
                    }
                    s += step
                    step *= 1.1
                }
            }
        }
        #expect(checked > 1000 && outside > 1000, "both kinds of point were checked (\(checked), \(outside))")
    }

    /// A focus at the centre draws exactly the concentric gradient; one a hair away nearly so.
    @Test func aFocusAtTheCentreIsTheConcentricGradient() {
        let grad = Gradient(colors: [RGBAColor(hex: 0xFF0000), RGBAColor(hex: 0x0000FF)])
        func draw(_ focus: Point?) -> PixelBuffer {
            let b = PixelBuffer(width: 40, height: 40)
            Canvas(b).fill(
                Path.rect(Rect(x: 0, y: 0, width: 40, height: 40)),
                with: .radialGradient(
                    RadialGradientPaint(
                        gradient: grad, center: Point(x: 20, y: 20), startRadius: 2, endRadius: 18, focus: focus)))
            return b
        }
        let plain = draw(nil), same = draw(Point(x: 20, y: 20)), near = draw(Point(x: 20.0001, y: 20))
        var worst: UInt32 = 0
        for y in 0..<40 {
            for x in 0..<40 {
                #expect(plain[x, y] == same[x, y])
                for shift in [0, 8, 16, 24] as [UInt32] {
                    let a = (plain[x, y] >> shift) & 0xFF, b = (near[x, y] >> shift) & 0xFF
                    worst = max(worst, a > b ? a - b : b - a)
                }
            }
        }
        #expect(worst <= 1)
    }
}
