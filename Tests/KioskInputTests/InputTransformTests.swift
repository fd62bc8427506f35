import Testing
import KioskGeometry
import KioskRaster
import KioskInput

@Suite struct InputTransformTests {
    /// A touch on the centre of the panel pixel where the presenter put logical pixel (x, y)
    /// must come back as the centre of (x, y): pixels and touch share one transform.
    @Test(arguments: Rotation.allCases)
    func touchFollowsThePresentersRotation(_ rotation: Rotation) {
        let logicalW = 8, logicalH = 5
        let turned = rotation == .quarter || rotation == .threeQuarters
        let panelW = turned ? logicalH : logicalW, panelH = turned ? logicalW : logicalH
        let transform = InputTransform(
            panelWidth: Double(panelW), panelHeight: Double(panelH), rotation: rotation, scale: 1)
        for y in 0..<logicalH {
            for x in 0..<logicalW {
                let p = PixelConversion.rotate(x: x, y: y, width: logicalW, height: logicalH, by: rotation)
                let back = transform.point(panelX: Double(p.x) + 0.5, panelY: Double(p.y) + 0.5)
                #expect(
                    abs(back.x - (Double(x) + 0.5)) < 1e-9 && abs(back.y - (Double(y) + 0.5)) < 1e-9,
                    "\(rotation): (\(x),\(y)) came back as \(back)")
            }
        }
    }

    @Test(arguments: Rotation.allCases)
    func panelPointInvertsPoint(_ rotation: Rotation) {
        let t = InputTransform(panelWidth: 1280, panelHeight: 800, rotation: rotation, scale: 2)
        let p = t.point(panelX: 1000.5, panelY: 123.25)
        let back = t.panelPoint(of: p)
        #expect(abs(back.x - 1000.5) < 1e-9 && abs(back.y - 123.25) < 1e-9)
    }

    @Test func touchesPastTheEdgeAreClamped() {
        let t = InputTransform(panelWidth: 800, panelHeight: 480, rotation: .quarter)
        let p = t.point(panelX: -12, panelY: 900)
        #expect(p.x >= 0 && p.x < 480 && p.y >= 0 && p.y < 800, "\(p)")
    }

    @Test func scaleDividesIntoPoints() {
        let t = InputTransform(panelWidth: 1600, panelHeight: 960, scale: 2)
        #expect(t.point(panelX: 800, panelY: 480) == Point(x: 400, y: 240))
    }
}
