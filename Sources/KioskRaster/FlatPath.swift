import KioskGeometry

/// A path flattened to polylines in device pixels: what the scan converter and the stroker eat.
///
/// Buffers are kept between uses (`reset` keeps capacity), so flattening a path of the same
/// size again does not allocate.
struct FlatPath {
    /// All vertices of all subpaths, in order.
    var points: [SIMD2<Float>] = []
    /// True for a vertex where the user's path turns (its join style applies); false for the
    /// vertices that only approximate a curve.
    var isCorner: [Bool] = []
    /// Each subpath: its range in `points` and whether it was closed.
    var subpaths: [(range: Range<Int>, closed: Bool)] = []

    /// Flatness tolerance in pixels: the chords stay within this distance of the true curve.
    /// Chords lie inside convex curves, so a curve loses about 2/3 x tolerance x its length in
    /// area; at 0.05 px a 20 px circle keeps 99.8% of its ink (cairo's default is 0.1).
    static let tolerance: Float = 0.05

    mutating func reset() {
        points.removeAll(keepingCapacity: true)
        isCorner.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
    }

    /// Flattens `path` after mapping it through `transform`. Fills pass `corners: false`:
    /// only strokes and dashes read `isCorner`, and appending to it cost a small rounded
    /// rectangle a few percent.
    mutating func flatten(_ path: Path, transform: AffineTransform, tolerance: Float = FlatPath.tolerance, corners: Bool = true) {
        reset()
        var start = 0
        var open = false
        var last = SIMD2<Float>(0, 0)
        func map(_ p: Point) -> SIMD2<Float> {
            let q = transform.apply(p)
            return SIMD2(Float(q.x), Float(q.y))
        }
        func finish(closed: Bool) {
            if open { subpaths.append((start..<points.count, closed)) }
            open = false
        }
        /// Drawing after `close` continues from the closed subpath's start in a new subpath.
        func ensureOpen() {
            if !open { start = points.count; points.append(last); if corners { isCorner.append(true) }; open = true }
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                last = map(p)
                ensureOpen()
            case .line(let p):
                ensureOpen()
                let q = map(p)
                if q != last { points.append(q); if corners { isCorner.append(true) }; last = q }
            case .quad(let c, let p):
                ensureOpen()
                let (p1, p2) = (map(c), map(p))
                let n = segmentCount((length(last - 2 * p1 + p2) / (4 * tolerance)).squareRoot())
                for i in 1...n {
                    let t = Float(i) / Float(n), mt = 1 - t
                    let w0: Float = mt * mt, w1: Float = 2 * mt * t, w2: Float = t * t
                    let q: SIMD2<Float> = w0 * last + w1 * p1 + w2 * p2
                    points.append(q); if corners { isCorner.append(i == n) }
                }
                last = p2
            case .cubic(let c1, let c2, let p):
                ensureOpen()
                let (p1, p2, p3) = (map(c1), map(c2), map(p))
                let m = max(length(last - 2 * p1 + p2), length(p1 - 2 * p2 + p3))
                let n = segmentCount((3 * m / (4 * tolerance)).squareRoot())
                let p0 = last
                for i in 1...n {
                    let t = Float(i) / Float(n), mt = 1 - t
                    let a: Float = mt * mt * mt, b: Float = 3 * mt * mt * t, c: Float = 3 * mt * t * t, d: Float = t * t * t
                    let q: SIMD2<Float> = a * p0 + b * p1 + c * p2 + d * p3
                    points.append(q); if corners { isCorner.append(i == n) }
                }
                last = p3
            case .close:
                guard open else { continue }
                // A final vertex equal to the start is dropped: the closing edge is implicit.
                if points.count - start > 1, points[points.count - 1] == points[start] { points.removeLast(); if corners { isCorner.removeLast() } }
                last = points[start]
                finish(closed: true)
            }
        }
        finish(closed: false)
    }

    private func segmentCount(_ n: Float) -> Int {
        guard n.isFinite else { return 1 }
        return Int(min(max(n.rounded(.up), 1), 1000))
    }
}

@inline(__always) func length(_ v: SIMD2<Float>) -> Float { (v * v).sum().squareRoot() }
