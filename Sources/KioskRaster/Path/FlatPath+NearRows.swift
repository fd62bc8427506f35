import KioskGeometry

/// The part of a polyline that a stroke drawn into a band of rows needs: a damaged rectangle
/// that meets one end of an arc, a chart scrolled half out of view. Only the segments that
/// come near the rows are stroked; the rest of the path is cut away first, so the stroker and
/// the scan converter do not make and walk an outline for rows that are never swept.
///
/// Nothing changes in the rows. A point there is within half the width of a segment exactly
/// when the whole stroke covers it, and segments farther than the reach of a join or cap from
/// every row cannot be that segment. A cut leaves a cap on the piece that remains, at the cut
/// vertex, which lies outside the rows by more than the reach too. Where a stroke's inner side
/// turns, its outline crosses at a point up to `tan(turn / 2)` half-widths from the vertex,
/// so a cut is made only where the path turns by at most 60 degrees (`cutCornerReach`
/// half-widths, which the caller adds to its margin); at a sharper corner the next segment is
/// kept as well. The edges in the rows are then the same points in the same order, so the
/// same pixels.
extension FlatPath {
    /// How far from a cut vertex, in half-widths, the inner side of the stroke's outline may
    /// cross itself: `tan(30°)` for the sharpest turn cut, 60 degrees.
    static let cutCornerReach = 0.58

    /// `source`'s segments (user space; `transform` maps them to device pixels) whose device
    /// rows come within `top ... bottom`, each run of them an open subpath, into `self`. False,
    /// leaving `self` undefined, when every segment is needed (nothing to cut).
    ///
    /// A closed subpath whose kept segments would run through its start is kept whole, as
    /// are subpaths of fewer than four segments (dots, there-and-back lines): the stroker gives
    /// those shapes of their own.
    mutating func keepSegments(
        of source: FlatPath, nearRows top: Float, _ bottom: Float, transform t: AffineTransform
    ) -> Bool {
        guard source.isCorner.count == source.points.count else { return false }
        reset()
        let tb = Float(t.b), td = Float(t.d), ty = Float(t.ty)
        guard tb.isFinite, td.isFinite, ty.isFinite else { return false }
        var cut = false
        source.points.withUnsafeBufferPointer { pts in
            for sub in source.subpaths {
                let first = sub.range.lowerBound, n = sub.range.count
                let segmentCount = sub.closed ? n : n - 1
                guard segmentCount >= 4 else {
                    append(source, sub.range, closed: sub.closed)
                    continue
                }
                withUnsafeTemporaryAllocation(of: Bool.self, capacity: segmentCount) { keep in
                    @inline(__always) func point(_ i: Int) -> SIMD2<Float> { pts[first + i % n] }
                    var kept = 0
                    for i in 0..<segmentCount {
                        let a = point(i), b = point(i + 1)
                        let ya = tb * a.x + td * a.y + ty, yb = tb * b.x + td * b.y + ty
                        // NaN compares false: such a segment is kept (the stroker decides).
                        let away = (ya < top && yb < top) || (ya > bottom && yb > bottom)
                        keep[i] = !away
                        if !away { kept += 1 }
                    }
                    if kept == segmentCount {
                        append(source, sub.range, closed: sub.closed)
                        return
                    }
                    if kept == 0 {
                        cut = true
                        return
                    }
                    // Whether vertex `v` (between segments v - 1 and v) turns by 60 degrees or
                    // less: the cosine of the turn at least a half.
                    @inline(__always) func gentle(_ v: Int) -> Bool {
                        let p = point(v)
                        let d0 = p - point(v + n - 1), d1 = point(v + 1) - p
                        let dot = (d0 * d1).sum()
                        return dot > 0 && 4 * dot * dot >= (d0 * d0).sum() * (d1 * d1).sum()
                    }
                    for i in 0..<(segmentCount - 1) where keep[i] && !keep[i + 1] && !gentle(i + 1) {
                        keep[i + 1] = true
                    }
                    for i in stride(from: segmentCount - 1, to: 0, by: -1) where keep[i] && !keep[i - 1] && !gentle(i) {
                        keep[i - 1] = true
                    }
                    if sub.closed && (keep[0] || keep[segmentCount - 1]) {
                        // A cut at the start would need the run to wrap around it.
                        if keep[0] == keep[segmentCount - 1] || !gentle(0) {
                            append(source, sub.range, closed: true)
                            return
                        }
                    }
                    cut = true
                    var i = 0
                    while i < segmentCount {
                        guard keep[i] else {
                            i += 1
                            continue
                        }
                        var j = i
                        while j + 1 < segmentCount && keep[j + 1] { j += 1 }
                        let start = points.count
                        for k in i...(j + 1) {
                            points.append(point(k))
                            isCorner.append(source.isCorner[first + k % n])
                        }
                        subpaths.append((start..<points.count, false))
                        i = j + 1
                    }
                }
            }
        }
        return cut
    }

    /// Subpath `range` of `source`, as it was.
    private mutating func append(_ source: FlatPath, _ range: Range<Int>, closed: Bool) {
        let start = points.count
        points.append(contentsOf: source.points[range])
        isCorner.append(contentsOf: source.isCorner[range])
        subpaths.append((start..<points.count, closed))
    }
}
