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
    mutating func flatten(
        _ path: Path, transform: AffineTransform, tolerance: Float = FlatPath.tolerance, corners: Bool = true
    ) {
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
            if !open {
                start = points.count
                points.append(last)
                if corners { isCorner.append(true) }
                open = true
            }
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
                if q != last {
                    points.append(q)
                    if corners { isCorner.append(true) }
                    last = q
                }
            case .quad(let c, let p):
                ensureOpen()
                let (p1, p2) = (map(c), map(p))
                let n = segmentCount((length(last - 2 * p1 + p2) / (4 * tolerance)).squareRoot())
                for i in 1...n {
                    let t = Float(i) / Float(n), mt = 1 - t
                    let w0: Float = mt * mt, w1: Float = 2 * mt * t, w2: Float = t * t
                    let q: SIMD2<Float> = w0 * last + w1 * p1 + w2 * p2
                    points.append(q)
                    if corners { isCorner.append(i == n) }
                }
                last = p2
            case .cubic(let c1, let c2, let p):
                ensureOpen()
                let (p1, p2, p3) = (map(c1), map(c2), map(p))
                let m = max(length(last - 2 * p1 + p2), length(p1 - 2 * p2 + p3))
                let n = segmentCount((3 * m / (4 * tolerance)).squareRoot())
                appendCubic(last, p1, p2, p3, segments: n, corners: corners)
                last = p3
            case .close:
                guard open else { continue }
                // A final vertex equal to the start is dropped: the closing edge is implicit.
                if points.count - start > 1, points[points.count - 1] == points[start] {
                    points.removeLast()
                    if corners { isCorner.removeLast() }
                }
                last = points[start]
                finish(closed: true)
            }
        }
        finish(closed: false)
    }

    /// The points of the cubic from `p0` at t = i / n for i = 1 ... n, four at a time: each
    /// lane works out the expressions of one point in the same order, so the points are the
    /// values one at a time would give, with a quarter of the divisions (whose latency was a
    /// sixth of a small rounded rectangle's flattening) and of the arithmetic.
    private mutating func appendCubic(
        _ p0: SIMD2<Float>, _ p1: SIMD2<Float>, _ p2: SIMD2<Float>, _ p3: SIMD2<Float>,
        segments n: Int, corners: Bool
    ) {
        points.reserveCapacity(points.count + n)
        let count = Float(n)
        var i = 1
        while i <= n {
            let first = Float(i)
            let t = SIMD4<Float>(first, first + 1, first + 2, first + 3) / count, mt = 1 - t
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            let x = a * p0.x + b * p1.x + c * p2.x + d * p3.x
            let y = a * p0.y + b * p1.y + c * p2.y + d * p3.y
            for k in 0..<min(4, n - i + 1) {
                points.append(SIMD2(x[k], y[k]))
                if corners { isCorner.append(i + k == n) }
            }
            i += 4
        }
    }

    private func segmentCount(_ n: Float) -> Int {
        guard n.isFinite else { return 1 }
        return Int(min(max(n.rounded(.up), 1), 1000))
    }
}

@inline(__always) func length(_ v: SIMD2<Float>) -> Float { (v * v).sum().squareRoot() }
