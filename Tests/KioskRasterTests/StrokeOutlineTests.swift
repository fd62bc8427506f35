import Testing
import KioskGoldens
import KioskGeometry
#if canImport(Glibc)
import Glibc
#endif
@testable import KioskRaster

/// A stroke is drawn as the outline of its union: every edge pixel gets the area of the
/// stroke in it, once. (Drawn as overlapping pieces, the inner side of each join showed a dot
/// up to a third too dark, where two pieces overlapped at the edge.)
@Suite struct StrokeOutlineTests {
    static let size = 64

    /// Coverage of each pixel by the points for which `inside` holds, from 32 x 32 samples.
    static func sampled(_ inside: (Double, Double) -> Bool) -> [Double] {
        var out = [Double](repeating: 0, count: size * size)
        let n = 32
        for py in 0..<size {
            for px in 0..<size {
                var hits = 0
                for sy in 0..<n {
                    for sx in 0..<n
                    where inside(
                        Double(px) + (Double(sx) + 0.5) / Double(n), Double(py) + (Double(sy) + 0.5) / Double(n))
                    { hits += 1 }
                }
                out[py * size + px] = Double(hits) / Double(n * n)
            }
        }
        return out
    }

    static func drawn(_ draw: (Canvas) -> Void) -> [Double] {
        let b = PixelBuffer(width: size, height: size)
        draw(Canvas(b))
        return (0..<size * size).map { Double(b[$0 % size, $0 / size] >> 24) / 255 }
    }

    /// The largest difference, and the mean over pixels the reference covers partly.
    static func errors(_ a: [Double], _ reference: [Double]) -> (max: Double, meanOnEdges: Double) {
        var worst = 0.0, sum = 0.0, edges = 0
        for i in a.indices {
            let e = abs(a[i] - reference[i])
            worst = max(worst, e)
            if reference[i] > 0 && reference[i] < 1 {
                sum += e
                edges += 1
            }
        }
        return (worst, sum / Double(max(edges, 1)))
    }

    /// The polyline `points` stroked `2 * halfWidth` wide with round joins and caps, and the
    /// exact coverage: every point within half the width of a segment.
    static func roundStroke(_ points: [(Double, Double)], halfWidth hw: Double) -> (ours: [Double], exact: [Double]) {
        var path = Path()
        path.move(to: Point(x: points[0].0, y: points[0].1))
        for p in points.dropFirst() { path.line(to: Point(x: p.0, y: p.1)) }
        let ours = drawn {
            $0.stroke(
                path, with: .solid(.white), style: StrokeStyle(lineWidth: 2 * hw, lineCap: .round, lineJoin: .round))
        }
        let exact = sampled { x, y in
            for i in 1..<points.count {
                let (ax, ay) = points[i - 1], (bx, by) = points[i]
                let dx = bx - ax, dy = by - ay
                let d2 = dx * dx + dy * dy
                let t = d2 > 0 ? max(0, min(1, ((x - ax) * dx + (y - ay) * dy) / d2)) : 0
                let ex = ax + t * dx - x, ey = ay + t * dy - y
                if ex * ex + ey * ey <= hw * hw { return true }
            }
            return false
        }
        return (ours, exact)
    }

    @Test func aStrokedCircleCoversItsRingExactly() {
        let c = (x: 32.3, y: 31.7), r = 20.0, w = 6.0
        let ours = Self.drawn {
            $0.stroke(
                Path.circle(center: Point(x: c.x, y: c.y), radius: r), with: .solid(.white),
                style: StrokeStyle(lineWidth: w))
        }
        let exact = Self.sampled { x, y in
            let d = ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)).squareRoot()
            return d >= r - w / 2 && d <= r + w / 2
        }
        let e = Self.errors(ours, exact)
        // Chords within 0.1 px of the circle, and 32 x 32 samples: a few levels.
        // (As overlapping pieces: 0.28 and 0.042.)
        #expect(e.max < 0.08, "largest difference \(e.max)")
        #expect(e.meanOnEdges < 0.03, "mean difference on the edges \(e.meanOnEdges)")
    }

    /// With round joins and caps the stroke is every point within half the width of the path,
    /// however sharply it turns and however short its segments (where the outline passes
    /// through the vertex instead of cutting the overlap).
    /// Each polyline with the largest difference allowed: as overlapping pieces, the three
    /// measured 0.29, 0.30 and 0.48.
    static let polylines: [(points: [(Double, Double)], bound: Double)] = [
        ([(8, 40), (20, 12), (32, 44), (44, 10), (56, 40)], 0.08),
        ([(10, 30), (40, 31), (12, 33), (50, 50)], 0.08),
        // Segments far shorter than the width, turning: the outline passes through vertices.
        ([(20, 20), (22, 21), (23, 23), (40, 40), (41, 40.5), (20, 52)], 0.25),
        // A tiny segment between two short ones, turning 20, 25, 30 and 20 degrees the same
        // way, and one where the turn changes direction around it (an S-bend, as between an
        // icon's arcs): the inner offsets of the short segments vanish, and the edge runs
        // from the line before them to the line after them, or into the join on the other
        // side. The S-bend, through its vertices, measured 0.27.
        ([(6, 50), (30, 50), (31.128, 49.59), (31.34, 49.377), (31.65, 48.218), (29.559, 24.31)], 0.08),
        ([(6, 30), (26, 30), (27.584, 30.223), (27.874, 30.358), (29.468, 30.218), (52.651, 24.007)], 0.08),
    ]

    @Test(arguments: 0..<5)
    func roundStrokesCoverEveryPointWithinHalfTheirWidth(polyline: Int) {
        let (points, bound) = Self.polylines[polyline]
        let hw = 4.0
        let (ours, exact) = Self.roundStroke(points, halfWidth: hw)
        let e = Self.errors(ours, exact)
        // Where the outline goes through a vertex, two pieces overlap near the inner edge;
        // elsewhere the error is the chords' and the samples'.
        #expect(e.max < bound, "polyline \(polyline): largest difference \(e.max)")
        #expect(e.meanOnEdges < 0.015, "polyline \(polyline): mean difference on the edges \(e.meanOnEdges)")
        // No holes: every pixel wholly inside is wholly covered.
        for i in exact.indices where exact[i] == 1 {
            #expect(ours[i] > 0.99, "pixel \(i % Self.size),\(i / Self.size)")
            if ours[i] <= 0.99 { break }
        }
    }

    /// Seeded random polylines that mix tiny segments (a twentieth of a pixel to half of
    /// one) with long ones, turning both ways, stroked wide with round joins and caps: the
    /// cuts across vanished segments, into joins and caps, never leave a hole and never
    /// cover a pixel the stroke does not reach. Where no cut fits, the outline still passes
    /// through the vertices, with its error at the edge: the largest differences here are
    /// 0.04-0.41, against 0.17-0.46 through the vertices wherever the cut lay beyond half a
    /// segment (before StrokeSide); 60 seeds gave no hole and no ink outside.
    @Test(arguments: 0..<12)
    func tinySegmentsAmongLongOnesStayWithinTheStroke(seed: Int) {
        var g = SeededGenerator(state: UInt64(seed) &+ 77)
        func unit() -> Double { Double.random(in: 0..<1, using: &g) }
        let hw = 2.5 + 2 * unit()
        var points = [(16 + 32 * unit(), 16 + 32 * unit())]
        var heading = unit() * 2 * Double.pi
        for _ in 0..<14 {
            heading += (unit() - 0.5) * 1.6
            let length = unit() < 0.5 ? 0.05 + 0.45 * unit() : 2 + 6 * unit()
            let (x, y) = points[points.count - 1]
            points.append((x + cos(heading) * length, y + sin(heading) * length))
        }
        let (ours, exact) = Self.roundStroke(points, halfWidth: hw)
        let e = Self.errors(ours, exact)
        #expect(e.max < 0.42, "seed \(seed): largest difference \(e.max)")
        for i in exact.indices where exact[i] == 1 && ours[i] <= 0.99 {
            Issue.record("seed \(seed): hole at \(i % Self.size),\(i / Self.size)")
            break
        }
        for i in exact.indices where exact[i] == 0 && ours[i] > 0.02 {
            Issue.record("seed \(seed): ink outside at \(i % Self.size),\(i / Self.size)")
            break
        }
    }

    /// "m x,y h 3 z", as icon sets draw lines of text: a closed subpath there and back is the
    /// segment, its turns back for caps (flat for miter and bevel joins, round for round
    /// ones), covered once. (Its two loops were the same band twice: edge pixels twice as dark.)
    @Test(arguments: [LineJoin.miter, .bevel, .round])
    func aClosedSubpathThereAndBackIsItsSegmentOnce(join: LineJoin) {
        var closed = Path()
        closed.move(to: Point(x: 10.3, y: 20.35))
        closed.line(to: Point(x: 40.6, y: 24.1))
        closed.close()
        var open = Path()
        open.move(to: Point(x: 10.3, y: 20.35))
        open.line(to: Point(x: 40.6, y: 24.1))
        let cap: LineCap = join == .round ? .round : .butt
        for width in [0.6, 1.0, 3.3] {
            let ours = Self.drawn {
                $0.stroke(closed, with: .solid(.white), style: StrokeStyle(lineWidth: width, lineJoin: join))
            }
            let segment = Self.drawn {
                $0.stroke(
                    open, with: .solid(.white), style: StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join))
            }
            let differing = zip(ours, segment).filter { $0 != $1 }.count
            #expect(differing == 0, "\(join), \(width) wide: \(differing) pixels differ")
        }
    }
}
