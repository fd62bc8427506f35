import Testing
import KioskGeometry
@testable import KioskRaster

/// A stroke whose subpaths overlap covers their union (`Canvas.fillUnion`): crossings are not
/// darker than the union, and pieces that only meet keep their exact coverage.
@Suite struct StrokeUnionTests {
    /// Coverage of pixel (x, y) of black drawn over transparent: its alpha.
    static func alpha(_ b: PixelBuffer, _ x: Int, _ y: Int) -> Int { Int(b[x, y] >> 24) }

    /// `path` stroked in black over transparent, as the union of its subpaths and as the sum
    /// of its outline (as drawn before `fillUnion`).
    static func strokedBothWays(
        _ path: Path, _ style: StrokeStyle, width: Int, height: Int
    ) -> (united: PixelBuffer, summed: PixelBuffer) {
        let united = PixelBuffer(width: width, height: height), summed = PixelBuffer(width: width, height: height)
        let a = Canvas(united), b = Canvas(summed)
        b.unitesOverlappingSubpaths = false
        for canvas in [a, b] { canvas.stroke(path, with: .solid(RGBAColor(red: 0, green: 0, blue: 0)), style: style) }
        return (united, summed)
    }

    /// A grid of 1 px lines on whole coordinates, one path: each line covers half of two rows,
    /// and each of the four pixels at a crossing three quarters (the union), not all of it.
    @Test func gridCrossingsCoverTheirUnion() {
        var grid = Path()
        for v in stride(from: 8.0, through: 56, by: 8) {
            grid.move(to: Point(x: 0, y: v))
            grid.line(to: Point(x: 64, y: v))
            grid.move(to: Point(x: v, y: 0))
            grid.line(to: Point(x: v, y: 64))
        }
        let b = PixelBuffer(width: 64, height: 64)
        Canvas(b).stroke(grid, with: .solid(RGBAColor(red: 0, green: 0, blue: 0)), style: StrokeStyle(lineWidth: 1))
        #expect(Self.alpha(b, 20, 7) == 128 && Self.alpha(b, 20, 8) == 128, "a line's two half rows")
        for (x, y) in [(7, 7), (8, 7), (7, 8), (8, 8), (31, 32), (48, 47)] {
            #expect(abs(Self.alpha(b, x, y) - 191) <= 1, "crossing pixel (\(x), \(y)): \(Self.alpha(b, x, y))")
        }
        #expect(Self.alpha(b, 20, 20) == 0)
    }

    /// Two lines crossing at an angle, one path, against the union's exact coverage worked out
    /// by supersampling each pixel 64 x 64. Four sub-rows a pixel resolve the crossing to a
    /// quarter of a pixel in height (as resvg's anti-aliasing does): every pixel within 26
    /// levels of the union, where the sum of the two was 55 levels too dark, and less than half
    /// the sum's difference over the whole crossing.
    @Test func anAngledCrossingCoversTheUnion() {
        var cross = Path()
        cross.move(to: Point(x: 2.3, y: 3.1))
        cross.line(to: Point(x: 29.6, y: 27.4))
        cross.move(to: Point(x: 3.7, y: 28.2))
        cross.line(to: Point(x: 28.9, y: 2.6))
        let (b, summed) = Self.strokedBothWays(cross, StrokeStyle(lineWidth: 1.5), width: 32, height: 32)
        func distance(_ px: Double, _ py: Double, _ a: (Double, Double), _ c: (Double, Double)) -> Double {
            let (dx, dy) = (c.0 - a.0, c.1 - a.1)
            let t = max(0, min(1, ((px - a.0) * dx + (py - a.1) * dy) / (dx * dx + dy * dy)))
            let (qx, qy) = (a.0 + t * dx - px, a.1 + t * dy - py)
            return (qx * qx + qy * qy).squareRoot()
        }
        var worst = 0, worstSummed = 0, total = 0, totalSummed = 0
        for y in 0..<32 {
            for x in 0..<32 {
                var inside = 0
                for sy in 0..<64 {
                    for sx in 0..<64 {
                        let px = Double(x) + (Double(sx) + 0.5) / 64, py = Double(y) + (Double(sy) + 0.5) / 64
                        // Butt caps: inside a segment's rectangle, not past its ends.
                        func on(_ a: (Double, Double), _ c: (Double, Double)) -> Bool {
                            let (dx, dy) = (c.0 - a.0, c.1 - a.1)
                            let t = ((px - a.0) * dx + (py - a.1) * dy) / (dx * dx + dy * dy)
                            return t >= 0 && t <= 1 && distance(px, py, a, c) <= 0.75
                        }
                        if on((2.3, 3.1), (29.6, 27.4)) || on((3.7, 28.2), (28.9, 2.6)) { inside += 1 }
                    }
                }
                let exact = Int((Double(inside) / 4096 * 255).rounded())
                worst = max(worst, abs(Self.alpha(b, x, y) - exact))
                worstSummed = max(worstSummed, abs(Self.alpha(summed, x, y) - exact))
                total += abs(Self.alpha(b, x, y) - exact)
                totalSummed += abs(Self.alpha(summed, x, y) - exact)
            }
        }
        #expect(
            worst <= 26 && worstSummed >= 50 && 2 * total < totalSummed,
            "largest difference from the union \(worst) levels, summed \(worstSummed); in all \(total) and \(totalSummed)"
        )
    }

    /// Subpaths that only meet (a line drawn as two, end to end, across pixels) keep the
    /// coverage the sum of their pieces gives them, which is exact there: within a level (each
    /// sub-row's coverage is rounded to a byte).
    @Test func piecesThatOnlyMeetKeepTheirCoverage() {
        var line = Path()
        line.move(to: Point(x: 2.2, y: 3.7))
        line.line(to: Point(x: 20.35, y: 19.1))
        line.move(to: Point(x: 20.35, y: 19.1))
        line.line(to: Point(x: 45.1, y: 40.3))
        var flat = FlatPath(), boxes: [SIMD4<Float>] = []
        flat.flatten(line, transform: .identity)
        #expect(Canvas.subpathsMayOverlap(flat, reach: 1.875, boxes: &boxes))
        let (united, summed) = Self.strokedBothWays(line, StrokeStyle(lineWidth: 2.5), width: 48, height: 48)
        var worst = 0, covered = 0
        for y in 0..<48 {
            for x in 0..<48 {
                worst = max(worst, abs(Self.alpha(united, x, y) - Self.alpha(summed, x, y)))
                if Self.alpha(united, x, y) > 0 { covered += 1 }
            }
        }
        #expect(covered > 100)
        #expect(worst <= 1, "largest difference: \(worst) levels")
    }

    /// One subpath, dashed: its dashes are not compared (their boxes meet at every bend), and
    /// the stroke is drawn as the sum of its outline, pixel for pixel.
    @Test func aDashedSubpathIsDrawnAsBefore() {
        let path = Path.roundedRect(Rect(x: 4.5, y: 4.5, width: 45, height: 40), cornerRadius: 6)
        let style = StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: 1)
        let (a, b) = Self.strokedBothWays(path, style, width: 56, height: 52)
        #expect(a.hasSamePixels(as: b))
    }
}
