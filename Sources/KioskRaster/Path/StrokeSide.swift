/// One side of a stroke's outline (its left or its right offsets, in the path's direction),
/// with the inner sides of its joins cut where the offset lines cross.
///
/// On a join's inner side the outline should follow the stroke's true edge: the point where
/// the two inner offset lines cross. That point is only right while it lies within both
/// segments. Where a segment is shorter than the overlap (a tiny line between two arcs, the
/// chords of a tight curve, drawn wide), its inner offset vanishes, and the edge runs from the
/// line before it straight to the line after it. So, as in offsetting a convex polygon, a cut
/// that falls behind the cut before it on their shared line removes that line, and the two
/// lines around it are crossed instead, as far back as the turns go the same way. Where the
/// turn changes direction around a vanished segment (an S-bend), the line runs into the join
/// on this side's outer side instead: `finishOuter` after a cut, `enterJoin` before one.
///
/// Where none of that fits (a hairpin turn, a crossing off the segments' own edges), the
/// outline passes through the vertex instead: the sum of the two segments' pieces, which
/// covers everything they cover, and whose overlap is summed twice at the edge pixels it
/// reaches. So does a cut that a later point falls behind. Before
/// this, every join whose cut lay beyond half of either segment passed through its vertex:
/// a gear icon drawn at 96 px had eight spots up to 74 levels too dark.
struct StrokeSide {
    /// The outline's points on this side, in the path's direction.
    var points: [SIMD2<Float>] = []

    /// A point of `points` where two inner offset lines cross: the line before it (in
    /// direction `beforeDir`, through `beforePoint`), the line after it, and the joins it stands
    /// for: its own (`own`), after those of the cuts it replaced where lines between them
    /// vanished (`spans[merged]`, kept only then: one array append less per join).
    private struct Cut {
        var index: Int
        var x: SIMD2<Float>
        var beforeDir: SIMD2<Float>
        var afterDir: SIMD2<Float>
        var own: Span
        var merged: Range<Int>

        var spanCount: Int { merged.count + 1 }
    }

    /// Where the line before cut `c` ends: the inner offset at its first join's vertex.
    @inline(__always)
    private func beforePoint(_ c: Cut) -> SIMD2<Float> {
        let s = span(c, 0)
        return s.v - s.o0
    }

    /// A join's vertex and its two offsets (towards the outer side): what a cut is replaced
    /// by, passing through the vertex, when it cannot stand.
    private typealias Span = (v: SIMD2<Float>, o0: SIMD2<Float>, o1: SIMD2<Float>)

    private var cuts: [Cut] = []
    private var spans: [Span] = []

    mutating func reset() {
        points.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
    }

    /// The cut at the end of `points`, if the last point is one.
    private var tailCut: Cut? {
        guard isCut(points.count - 1) else { return nil }
        return cuts[cuts.count - 1]
    }

    /// Whether `points[index]` is the last cut (reads only its index).
    @inline(__always)
    private func isCut(_ index: Int) -> Bool { !cuts.isEmpty && cuts[cuts.count - 1].index == index }

    /// Appends a point that is not a cut (an outer join's, a cap's): a cut it falls behind, on
    /// the line they share, is replaced by the path through its vertices first.
    mutating func appendPlain(_ p: SIMD2<Float>) {
        if let c = tailCut, ((p - c.x) * c.afterDir).sum() < 0 { undo(c) }
        points.append(p)
    }

    /// Replaces the tail cut `c` by the outline through the vertices of its joins.
    private mutating func undo(_ c: Cut) {
        points.removeLast()
        cuts.removeLast()
        for i in 0..<c.spanCount { pivot(span(c, i)) }
    }

    /// After a join's outer side or a cap was appended from `start`: where it begins behind
    /// the cut before it, the segment between them is too short to keep its offset on this
    /// side, and the stroke's edge runs from the line before the cut straight to where that
    /// line leaves the join (its arc, bevel or miter). The cut and the points before that
    /// crossing give way to the crossing; where the line never leaves the join, the cut
    /// passes through its vertices instead.
    mutating func finishOuter(from start: Int) {
        guard start > 0, start < points.count, isCut(start - 1) else { return }
        let c = cuts[cuts.count - 1]
        guard ((points[start] - c.x) * c.afterDir).sum() < 0 else { return }
        let p0 = beforePoint(c), d = c.beforeDir
        @inline(__always) func side(_ p: SIMD2<Float>) -> Float { d.x * (p.y - p0.y) - d.y * (p.x - p0.x) }
        // The stroke's inside, as seen from the line: where the path itself runs.
        let inside = side(span(c, 0).v)
        var exit = -1
        if inside != 0, side(points[start]) * inside > 0 {
            for j in (start + 1)..<points.count where side(points[j]) * inside <= 0 {
                exit = j
                break
            }
        }
        guard exit > 0 else {
            cuts.removeLast()
            pivotInPlace(c)
            return
        }
        let a = points[exit - 1], b = points[exit]
        let t = side(a) / (side(a) - side(b))
        cuts.removeLast()
        points.replaceSubrange(c.index..<exit, with: CollectionOfOne(a + (b - a) * t))
    }

    /// The inner side of a join passing through its vertex.
    private mutating func pivot(_ s: Span) {
        appendPlain(s.v - s.o0)
        points.append(s.v)
        points.append(s.v - s.o1)
    }

    /// The inner side of the join at `v` from direction `d0` to `d1`, whose outer offsets are
    /// `o0` and `o1` (half the width, square to each segment); `length` is the length of the
    /// segment after it, `turn` the sign of the turn (the cross product of `d0` and `d1`),
    /// `cosA` the cosine of its angle. Without `keep` the cut is not kept as one (the
    /// stroker found no later point that could fall behind it): a plain point, one record
    /// less per join. A cut that replaced others is always kept.
    mutating func appendInner(
        at v: SIMD2<Float>, _ o0: SIMD2<Float>, _ o1: SIMD2<Float>, _ d0: SIMD2<Float>, _ d1: SIMD2<Float>,
        length: Float, turn: Float, cosA: Float, keep: Bool
    ) {
        let span = (v, o0, o1)
        guard 1 + cosA > 1e-6 else { return pivot(span) }
        var x = v - (o0 + o1) / (1 + cosA)
        var beforeDir = d0
        let afterPoint = v - o1
        // Walk back while the cut falls behind the point before it on the line before it:
        // that line vanishes (a dry run: nothing changes until the cut is found).
        var k = cuts.count - 1, tail = points.count - 1
        while tail >= 0, ((x - points[tail]) * beforeDir).sum() < 0 {
            guard k >= 0, cuts[k].index == tail else {
                if !enterJoin(afterPoint, d1, center: v, radius: (o1 * o1).sum().squareRoot(), length: length) {
                    pivot(span)
                }
                return
            }
            let c = cuts[k]
            // The lines on either side of the vanished one must still turn this join's way,
            // by less than a half turn, to cross on this side.
            let cross = c.beforeDir.x * d1.y - c.beforeDir.y * d1.x
            guard cross * turn > 0, abs(cross) > 1e-4 else { return pivot(span) }
            // Where the line before `c` meets the line after this join.
            let p = beforePoint(c)
            let s = ((afterPoint - p).x * d1.y - (afterPoint - p).y * d1.x) / cross
            x = p + c.beforeDir * s
            beforeDir = c.beforeDir
            k -= 1
            tail -= 1
        }
        // The joins of the cuts this one replaces, in order (rare: a join between segments
        // too short to keep their inner offsets).
        var merged = spans.count..<spans.count
        if k + 1 < cuts.count {
            for i in (k + 1)..<cuts.count {
                let c = cuts[i]
                for j in c.merged { spans.append(spans[j]) }
                spans.append(c.own)
            }
            merged = merged.lowerBound..<spans.count
            cuts.removeSubrange((k + 1)...)
        }
        // (Guarded: an empty removal still cost a call and a uniqueness check per join.)
        if tail + 1 < points.count { points.removeSubrange((tail + 1)...) }
        points.append(x)
        guard keep || !merged.isEmpty else { return }
        cuts.append(Cut(index: points.count - 1, x: x, beforeDir: beforeDir, afterDir: d1, own: span, merged: merged))
    }

    /// The `i`th join of cut `c`, in the path's order.
    @inline(__always)
    private func span(_ c: Cut, _ i: Int) -> Span { i < c.merged.count ? spans[c.merged.lowerBound + i] : c.own }

    /// Where a join's inner side falls behind the point before it, a join's outer side or a
    /// cap (the segment between them too short to keep its offset on this side): the edge
    /// runs along that outer side until it enters the body of the segment after the join,
    /// where it crosses that segment's offset line (through `point`, in direction `dir`,
    /// along the segment: from the join's vertex `center`, `length` on; beyond it, the edge
    /// would run back to the next join). The points passed over must lie in that body or
    /// within `radius` of the vertex (which the two segments cover on this side), or they
    /// would be cut away. Searches back from the last point, no further than the last cut;
    /// false where no such crossing is found.
    private mutating func enterJoin(
        _ point: SIMD2<Float>, _ dir: SIMD2<Float>, center: SIMD2<Float>, radius: Float, length: Float
    ) -> Bool {
        @inline(__always) func side(_ p: SIMD2<Float>) -> Float { dir.x * (p.y - point.y) - dir.y * (p.x - point.x) }
        let inside = side(center)
        @inline(__always) func covered(_ p: SIMD2<Float>) -> Bool {
            let d = p - center
            return (d * d).sum() < radius * radius || ((d * dir).sum() >= 0 && side(p) * inside > 0)
        }
        guard inside != 0, let last = points.last, side(last) * inside > 0, covered(last) else { return false }
        let floor = max(cuts.last.map { $0.index + 1 } ?? 0, points.count - 64)
        var j = points.count - 2
        while j >= floor, side(points[j]) * inside > 0 {
            guard covered(points[j]) else { return false }
            j -= 1
        }
        guard j >= floor else { return false }
        let a = points[j], b = points[j + 1]
        let t = side(a) / (side(a) - side(b))
        let crossing = a + (b - a) * t
        // On the segment's own edge, not its extension.
        let along = ((crossing - center) * dir).sum()
        guard along >= 0, along <= length else { return false }
        points.removeSubrange((j + 1)...)
        points.append(crossing)
        return true
    }

    /// Closes the side as a loop (a closed subpath): its last point runs to its first, so a
    /// cut at either end that the other falls behind passes through its vertices instead.
    mutating func closeLoop() {
        guard let first = points.first else { return }
        appendPlain(first)
        points.removeLast()
        guard let c = cuts.first, c.index == 0, let last = points.last, points.count > 1,
            ((c.x - last) * c.beforeDir).sum() < 0
        else { return }
        pivotInPlace(c)
    }

    /// Puts the path through the vertices of cut `c`'s joins in the cut's place, wherever it
    /// stands in `points` (made room for in place: no new array).
    private mutating func pivotInPlace(_ c: Cut) {
        let n = c.spanCount
        points.insert(contentsOf: repeatElement(SIMD2<Float>(), count: 3 * n - 1), at: c.index + 1)
        for i in 0..<n {
            let s = span(c, i)
            points[c.index + 3 * i] = s.v - s.o0
            points[c.index + 3 * i + 1] = s.v
            points[c.index + 3 * i + 2] = s.v - s.o1
        }
    }
}
