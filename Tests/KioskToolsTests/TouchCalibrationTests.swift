import Testing
import KioskGeometry
import KioskRuntime
import KioskTools

@Suite struct TouchCalibrationTests {
    /// A touchscreen that reports x scaled by 0.9 and shifted, y mirrored: the fit undoes it.
    @Test func fitRecoversAnAffineDistortion() throws {
        let targets = TouchCalibration.targets(width: 1, height: 1)
        let samples = targets.map { t in
            TouchCalibration.Sample(target: t, touched: Point(x: t.x * 0.9 + 0.03, y: 1 - t.y))
        }
        let c = try #require(TouchCalibration.fit(samples, panelWidth: 1280, panelHeight: 800))
        // Inverse of x' = 0.9x + 0.03, y' = 1 - y.
        let expected = [1 / 0.9, 0, -0.03 / 0.9, 0, -1, 1]
        for (a, b) in zip(c.matrix, expected) { #expect(abs(a - b) < 1e-9, "\(c.matrix)") }
        #expect(c.maxError < 1e-6)
    }

    @Test func noisyTouchesGiveAResidual() throws {
        let targets = TouchCalibration.targets(width: 1, height: 1)
        let noise: [(Double, Double)] = [(0.002, 0), (0, -0.002), (-0.001, 0.001), (0.001, 0.002), (0, 0)]
        let samples = zip(targets, noise).map {
            TouchCalibration.Sample(target: $0, touched: Point(x: $0.x + $1.0, y: $0.y + $1.1))
        }
        let c = try #require(TouchCalibration.fit(samples, panelWidth: 1000, panelHeight: 1000))
        #expect(c.maxError > 0.1 && c.maxError < 3, "a few pixels of finger noise: \(c.residuals)")
    }

    @Test func touchesOnOneLineCannotCalibrate() {
        let samples = (0..<5).map { i in
            TouchCalibration.Sample(target: Point(x: Double(i) / 4, y: 0.5), touched: Point(x: Double(i) / 4, y: 0.5))
        }
        #expect(TouchCalibration.fit(samples, panelWidth: 800, panelHeight: 480) == nil)
        #expect(TouchCalibration.fit(Array(samples.prefix(2)), panelWidth: 800, panelHeight: 480) == nil)
    }
}
