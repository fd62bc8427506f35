import Testing
import KioskGoldens
import KioskGeometry
@testable import KioskRaster

/// A stroke drawn under a clip is cut to the segments near the clip's rows; the pixels must be
/// those of the whole stroke. Seeded random arcs, circles, waves, zigzags and spikes (sharp
/// corners, whose miters reach past their vertices), every join and cap, dashed or not, scaled
/// and turned, under bands of rows and small damage-like rectangles.
@Suite struct StrokeNearRowsTests {
    static func paths(_ g: inout SeededGenerator) -> [Path] {
        func unit() -> Double { Double.random(in: 0..<1, using: &g) }
        var out: [Path] = []
        for _ in 0..<40 {
            let center = Point(x: 20 + unit() * 80, y: 20 + unit() * 60)
            let radius = 6 + unit() * 50
            var arc = Path()
            let start = unit() * 6.3
            arc.addArc(center: center, radius: radius, startAngle: start, endAngle: start + 0.5 + unit() * 5.5)
            out.append(arc)
            out.append(
                Path.ellipse(
                    in: Rect(x: center.x - radius, y: center.y - radius * 0.7, width: 2 * radius, height: 1.4 * radius))
            )
            var wave = Path()
            wave.move(to: Point(x: unit() * 20, y: unit() * 100))
            for i in 1...6 {
                let x = Double(i) * 20, y = unit() * 100
                wave.cubic(
                    to: Point(x: x, y: y), control1: Point(x: x - 15, y: unit() * 100), control2: Point(x: x - 5, y: y))
            }
            if unit() < 0.3 { wave.close() }
            out.append(wave)
            var zigzag = Path()
            zigzag.move(to: Point(x: 5, y: unit() * 100))
            for i in 1...12 { zigzag.line(to: Point(x: 5 + Double(i) * 10, y: unit() * 100)) }
            if unit() < 0.3 { zigzag.close() }
            out.append(zigzag)
            // Lone spikes on a flat line, each two curves meeting at a sharp tip whose miter
            // reaches down past it; the curves leave and rejoin the line gently, so a cut there
            // drops a spike whole. Then a tail far below.
            var spikes = Path()
            spikes.move(to: Point(x: 0, y: 2))
            for i in 0..<4 {
                let x = Double(i) * 26, depth = 10 + unit() * 22
                spikes.line(to: Point(x: x + 6, y: 2))
                spikes.cubic(
                    to: Point(x: x + 12, y: depth), control1: Point(x: x + 9, y: 2),
                    control2: Point(x: x + 10.7, y: depth - 4.85))
                spikes.cubic(
                    to: Point(x: x + 18, y: 2), control1: Point(x: x + 13.3, y: depth - 4.85),
                    control2: Point(x: x + 15, y: 2))
            }
            spikes.line(to: Point(x: 125, y: 105))
            out.append(spikes)
        }
        return out
    }

    @Test func aStrokeCutToTheClipGivesThePixelsOfTheWholeOne() {
        var g = SeededGenerator(state: 41)
        let paths = Self.paths(&g)
        let cut = PixelBuffer(width: 130, height: 110), whole = PixelBuffer(width: 130, height: 110)
        let a = Canvas(cut), b = Canvas(whole)
        b.cutsStrokesToClip = false
        let clips = [
            Rect(x: 0, y: 40, width: 130, height: 12), Rect(x: 30, y: 10.5, width: 22, height: 17),
            Rect(x: 0, y: 0, width: 130, height: 6), Rect(x: 60, y: 90, width: 40, height: 20),
            Rect(x: 0, y: 36, width: 130, height: 5), Rect(x: 10, y: 44.5, width: 70, height: 3),
        ]
        var cuts = 0
        for (i, path) in paths.enumerated() {
            var style = StrokeStyle(lineWidth: [0.7, 1, 2, 4.5, 10][i % 5])
            style.lineJoin = [.miter, .round, .bevel][i % 3]
            style.lineCap = [.butt, .round, .square][(i / 3) % 3]
            if i % 7 == 3 { style.dash = [7, 3] }
            let transform: AffineTransform =
                switch i % 4 {
                case 0: .identity
                case 1: AffineTransform(a: 1.3, b: 0, c: 0, d: 0.8, tx: -4, ty: 3.5)
                case 2: AffineTransform(rotationAngle: 0.4).concatenating(AffineTransform(translationX: 20, y: -10))
                default: AffineTransform(translationX: 0.5, y: 0.25)
                }
            let color = RGBAColor(
                red: Double(i % 7) / 7, green: Double(i % 5) / 5, blue: Double(i % 3) / 3,
                alpha: 0.4 + Double(i % 4) / 6)
            a.nearClip.reset()
            for canvas in [a, b] {
                canvas.save()
                canvas.clip(to: clips[(i * 3 + i / 5) % clips.count])
                canvas.concatenate(transform)
                canvas.stroke(path, with: .solid(color), style: style)
                canvas.restore()
            }
            if !a.nearClip.points.isEmpty && a.nearClip.points.count < a.flat.points.count { cuts += 1 }
            #expect(cut.hasSamePixels(as: whole), "path \(i): width \(style.lineWidth), \(style.lineJoin)")
            if !cut.hasSamePixels(as: whole) { return }
        }
        #expect(cuts > paths.count / 4, "\(cuts) of \(paths.count) strokes were cut")
    }

    /// A path's own reach: the caps' on a curve, whose flattened points join with bevels (half
    /// the width, or that times the square root of 2 for square caps); a miter's, half the
    /// width over the cosine of half its turn, where that is more; the limit's at a hairpin;
    /// the caps' again with round joins.
    @Test func aPathReachesAsFarAsItsSharpestMiter() {
        var flat = FlatPath()
        var arc = Path()
        arc.addArc(center: Point(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 4)
        flat.flatten(arc, transform: .identity)
        let style = StrokeStyle(lineWidth: 10)
        #expect(abs(Canvas.strokeReach(flat, style: style) - 5) < 0.05, "an arc: the caps' reach")
        let squareCaps = Canvas.strokeReach(flat, style: StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(abs(squareCaps - 5 * 2.0.squareRoot()) < 0.05, "square caps: \(squareCaps)")
        var corner = Path()
        corner.move(to: Point(x: 0, y: 0))
        corner.line(to: Point(x: 50, y: 0))
        corner.line(to: Point(x: 25, y: 50 * 0.75.squareRoot()))
        flat.flatten(corner, transform: .identity)
        let sharp = Canvas.strokeReach(flat, style: StrokeStyle(lineWidth: 20))
        #expect(abs(sharp - 20) < 1e-2, "a turn of 120 degrees: half the width over cos 60, \(sharp)")
        var hairpin = Path()
        hairpin.move(to: Point(x: 0, y: 0))
        hairpin.line(to: Point(x: 50, y: 0))
        hairpin.line(to: Point(x: 0, y: 1))
        flat.flatten(hairpin, transform: .identity)
        #expect(Canvas.strokeReach(flat, style: StrokeStyle(lineWidth: 10, miterLimit: 4)) == 20)
        #expect(Canvas.strokeReach(flat, style: StrokeStyle(lineWidth: 10, lineJoin: .round)) == 5)
    }

    /// A circle drawn into a band across its top keeps the segments there, as one open run;
    /// a zigzag keeps the segments into and out of its corners that reach the band.
    @Test func theSegmentsKeptAreThoseNearTheRows() {
        var flat = FlatPath()
        flat.flatten(Path.ellipse(in: Rect(x: 0, y: 0, width: 100, height: 100)), transform: .identity)
        var near = FlatPath()
        let cut1 = near.keepSegments(of: flat, nearRows: -5, 10, transform: .identity)
        #expect(cut1)
        #expect(near.subpaths.count == 1 && !near.subpaths[0].closed)
        #expect(near.points.count < flat.points.count / 2)
        #expect(near.points.allSatisfy { $0.y <= 30 }, "nothing from the lower half")
        // Every segment near: nothing to cut.
        let cut2 = near.keepSegments(of: flat, nearRows: -5, 105, transform: .identity)
        #expect(!cut2)
        // A band the path never reaches keeps nothing.
        let cut3 = near.keepSegments(of: flat, nearRows: 200, 210, transform: .identity)
        #expect(cut3 && near.points.isEmpty)
        // Moved down by the transform, the same band meets its lower half.
        let cut4 = near.keepSegments(of: flat, nearRows: 140, 160, transform: AffineTransform(translationX: 0, y: 60))
        #expect(cut4)
        #expect(!near.points.isEmpty && near.points.allSatisfy { $0.y >= 70 })

        var zigzag = Path()
        zigzag.move(to: Point(x: 0, y: 0))
        for i in 1...8 { zigzag.line(to: Point(x: Double(i) * 10, y: i % 2 == 0 ? 0 : 100)) }
        flat.flatten(zigzag, transform: .identity)
        // The band meets every segment: each crosses y 50.
        let cut5 = near.keepSegments(of: flat, nearRows: 45, 55, transform: .identity)
        #expect(!cut5)
        var steps = Path()
        steps.move(to: Point(x: 0, y: 0))
        for i in 1...8 { steps.line(to: Point(x: Double(i) * 10, y: Double(i) * 20)) }
        flat.flatten(steps, transform: .identity)
        let cut6 = near.keepSegments(of: flat, nearRows: 0, 30, transform: .identity)
        #expect(cut6)
        #expect(near.subpaths.count == 1 && near.points.count == 3, "the first two segments")
        // Where the path turns back sharply, the segments after the turn stay.
        let turns: [(Double, Double)] = [(0, 50), (10, 40), (10, 100), (10, 120), (10, 140)]
        var hook = Path()
        hook.move(to: Point(x: 0, y: 20))
        for (x, y) in turns { hook.line(to: Point(x: x, y: y)) }
        flat.flatten(hook, transform: .identity)
        let cut7 = near.keepSegments(of: flat, nearRows: 0, 30, transform: .identity)
        #expect(cut7)
        #expect(near.subpaths.count == 1 && near.points.count == 4, "three segments: two turns back")
    }
}
