import Foundation
import Testing
import KioskGeometry
@testable import KioskRaster

/// A stroke's reach beyond its path, which its bounds and damage are grown by: half the width
/// for smooth joins, more only at sharp miters and square caps.
@Suite struct StrokeReachTests {
    static func style(_ join: LineJoin = .miter, cap: LineCap = .butt, limit: Double = 10) -> StrokeStyle {
        StrokeStyle(lineWidth: 8, lineCap: cap, lineJoin: join, miterLimit: limit)
    }

    static func polygon(_ points: [Point], closed: Bool) -> Path {
        Path {
            $0.move(to: points[0])
            for p in points.dropFirst() { $0.line(to: p) }
            if closed { $0.close() }
        }
    }

    @Test func smoothJoinsReachHalfTheWidth() {
        let rounded = Path.roundedRect(Rect(x: 10, y: 10, width: 80, height: 40), cornerRadius: 10)
        #expect(abs(rounded.strokeReachFactor(Self.style()) - 1) < 1e-6)
        #expect(Path.ellipse(in: Rect(x: 0, y: 0, width: 50, height: 30)).strokeReachFactor(Self.style()) < 1 + 1e-6)
        #expect(Path.rect(Rect(x: 0, y: 0, width: 9, height: 9)).strokeReachFactor(Self.style(.round)) == 1)
    }

    @Test func sharpJoinsAndSquareCapsReachFurther() {
        let square = Path.rect(Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(abs(square.strokeReachFactor(Self.style()) - 2.0.squareRoot()) < 1e-9)
        // A 30° tip closes back into the first side: 1 / sin 15°.
        let tip = Self.polygon(
            [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100 * 0.866, y: 50)], closed: true)
        #expect(abs(tip.strokeReachFactor(Self.style()) - 1 / 0.258_819) < 1e-3)
        // Beyond the limit the join bevels; clipped, it reaches the limit.
        // Limited to 2, the tip bevels and the two 75° corners (1 / sin 37.5°) reach furthest.
        #expect(abs(tip.strokeReachFactor(Self.style(limit: 2)) - 1 / 0.608_761) < 1e-3)
        #expect(tip.strokeReachFactor(Self.style(.miterClip, limit: 2)) == 2)
        let line = Self.polygon([Point(x: 0, y: 0), Point(x: 40, y: 10)], closed: false)
        #expect(abs(line.strokeReachFactor(Self.style(cap: .square)) - 2.0.squareRoot()) < 1e-9)
        #expect(line.strokeReachFactor(Self.style(cap: .round)) == 1)
    }

    /// Whatever the joins, no pixel of a stroke lies farther from its path's control box than
    /// the reach (and a pixel for anti-aliasing): zigzags, stars, curves and closed shapes,
    /// every join and cap.
    @Test(arguments: [LineJoin.miter, .miterClip, .bevel, .round], [LineCap.butt, .square, .round])
    func noPixelLiesBeyondTheReach(_ join: LineJoin, _ cap: LineCap) {
        var paths: [Path] = []
        paths.append(
            Self.polygon(
                [
                    Point(x: 20, y: 80), Point(x: 50, y: 20), Point(x: 60, y: 90), Point(x: 90, y: 30),
                    Point(x: 96, y: 70),
                ],
                closed: false))
        paths.append(
            Self.polygon(
                (0..<10).map { i in
                    let a = Double(i) * .pi / 5, r = i % 2 == 0 ? 40.0 : 14
                    return Point(x: 60 + r * cos(a), y: 60 + r * sin(a))
                }, closed: true))
        paths.append(
            Path {
                $0.move(to: Point(x: 20, y: 60))
                $0.cubic(to: Point(x: 100, y: 60), control1: Point(x: 40, y: 0), control2: Point(x: 80, y: 120))
                $0.line(to: Point(x: 30, y: 70))
                $0.quad(to: Point(x: 60, y: 20), control: Point(x: 10, y: 10))
            })
        paths.append(Path.roundedRect(Rect(x: 25.5, y: 30.25, width: 70, height: 45), cornerRadius: 12))
        for limit in [1.5, 4, 10] {
            for path in paths {
                let style = StrokeStyle(lineWidth: 9, lineCap: cap, lineJoin: join, miterLimit: limit)
                let buffer = PixelBuffer(width: 140, height: 140)
                let canvas = Canvas(buffer)
                canvas.stroke(path, with: .solid(.black), style: style)
                let reach = style.lineWidth / 2 * path.strokeReachFactor(style)
                let allowed = PixelRect(covering: path.controlBounds.insetBy(dx: -reach, dy: -reach))
                    .insetBy(dx: -1, dy: -1)
                var outside = 0
                for y in 0..<140 {
                    for x in 0..<140 where buffer[x, y] != 0 && !allowed.contains(x: x, y: y) { outside += 1 }
                }
                #expect(outside == 0, "\(join) \(cap) limit \(limit): \(outside) pixels beyond \(allowed)")
            }
        }
    }
}
