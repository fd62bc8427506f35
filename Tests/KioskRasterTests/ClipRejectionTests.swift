import Testing
import KioskGeometry
@testable import KioskRaster

/// Fills and strokes whose bounds miss the clip are dropped before they are rasterised (or
/// stroked). Shapes around the clip's four sides, some just out and some just reaching in
/// (a stroke whose path lies outside but whose width, miter or square cap reaches in), must
/// draw inside the clip exactly what they draw without it, and nothing outside it.
@Suite struct ClipRejectionTests {
    static let size = 64
    static let clip = PixelRect(x: 20, y: 16, width: 24, height: 30)

    struct Random {
        var state: UInt64
        mutating func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// A shape near the clip: its box ends (or starts) within `reach` px of one of the sides.
    static func shape(_ rng: inout Random) -> Path {
        let w = 2 + rng.unit() * 10, h = 2 + rng.unit() * 10
        let side = Int(rng.unit() * 4), gap = rng.unit() * 6 - 3
        var x = Double(clip.x) + rng.unit() * Double(clip.width), y = Double(clip.y) + rng.unit() * Double(clip.height)
        switch side {
        case 0: x = Double(clip.x) - w - gap
        case 1: x = Double(clip.maxX) + gap
        case 2: y = Double(clip.y) - h - gap
        default: y = Double(clip.maxY) + gap
        }
        let r = Rect(x: x, y: y, width: w, height: h)
        switch Int(rng.unit() * 3) {
        case 0: return Path.roundedRect(r, cornerRadius: min(w, h) / 3)
        case 1:
            return Path { p in
                p.move(to: Point(x: r.minX, y: r.maxY))
                p.line(to: Point(x: r.midX, y: r.minY))
                p.line(to: Point(x: r.maxX, y: r.maxY))
                p.close()
            }
        default:
            return Path { p in
                p.move(to: Point(x: r.minX, y: r.minY))
                p.cubic(
                    to: Point(x: r.maxX, y: r.maxY), control1: Point(x: r.maxX, y: r.minY),
                    control2: Point(x: r.minX, y: r.maxY))
            }
        }
    }

    static func render(_ draw: (Canvas) -> Void, clipped: Bool) -> PixelBuffer {
        let b = PixelBuffer(width: size, height: size)
        b.fill(0xFF20_3040)
        let c = Canvas(b)
        if clipped { c.clip(toPixels: clip) }
        draw(c)
        return b
    }

    static func expectClippedMatchesUnclipped(_ draw: (Canvas) -> Void, _ label: String) {
        let clipped = render(draw, clipped: true), open = render(draw, clipped: false)
        for y in 0..<size {
            for x in 0..<size {
                let expected = clip.contains(x: x, y: y) ? open[x, y] : 0xFF20_3040
                if clipped[x, y] != expected {
                    Issue.record("\(label): pixel \(x),\(y) is \(clipped[x, y]), expected \(expected)")
                    return
                }
            }
        }
    }

    @Test func fillsAroundTheClipDrawWhatReachesIn() {
        var rng = Random(state: 0xC11B)
        for i in 0..<300 {
            let path = Self.shape(&rng)
            Self.expectClippedMatchesUnclipped(
                { $0.fill(path, with: .solid(RGBAColor(red: 1, green: 0.8, blue: 0.2, alpha: 0.9))) }, "fill \(i)")
        }
    }

    @Test func strokesAroundTheClipDrawWhatReachesIn() {
        var rng = Random(state: 0x57E0)
        for i in 0..<300 {
            let path = Self.shape(&rng)
            var style = StrokeStyle(lineWidth: 0.5 + rng.unit() * 6)
            style.lineCap = [.butt, .round, .square][Int(rng.unit() * 3)]
            style.lineJoin = [.miter, .round, .bevel][Int(rng.unit() * 3)]
            style.miterLimit = 1 + rng.unit() * 9
            if rng.unit() < 0.3 { style.dash = [2, 1.5] }
            Self.expectClippedMatchesUnclipped({ $0.stroke(path, with: .solid(.white), style: style) }, "stroke \(i)")
        }
    }

    /// Shapes wholly beyond each side leave the target as it was.
    @Test func shapesBeyondEverySideDrawNothing() {
        for (dx, dy) in [(-200.0, 0.0), (200, 0), (0, -200), (0, 200), (-1e6, 0)] {
            let r = Rect(x: 30 + dx, y: 30 + dy, width: 12, height: 12)
            let b = Self.render(
                { c in
                    c.fill(Path.roundedRect(r, cornerRadius: 3), with: .solid(.white))
                    c.stroke(
                        Path.circle(center: Point(x: r.midX, y: r.midY), radius: 5), with: .solid(.white),
                        style: StrokeStyle(lineWidth: 3))
                }, clipped: false)
            #expect(b.hasSamePixels(as: Self.render({ _ in }, clipped: false)), "offset \(dx),\(dy)")
        }
    }
}
