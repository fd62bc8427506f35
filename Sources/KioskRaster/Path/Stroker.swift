import KioskGeometry

/// Turns flattened polylines into the outlines of their strokes, fed straight to the scan
/// converter.
///
/// A stroke is the union of pieces: a quadrilateral along each segment, a wedge, kite or pie
/// on the outer side of each join (bevel, miter, round), a cap at each open end. Drawn as
/// separate polygons under the non-zero rule, the pieces overlap, and an area-accumulating
/// scan converter over-covers the edge pixels of an overlap (the accumulated winding is 2
/// where it is clamped to 1): the inner side of every join showed a dark dot. So each
/// subpath becomes the outline of the union instead: a closed one two loops (the left
/// offsets forwards, the right offsets backwards), an open one a single loop around it, caps
/// included. Same-oriented pieces summed as edges give exactly this, less the edges two
/// pieces share; the overlap at the inner side of a join is then cut at the point where the
/// two inner offset lines cross, which leaves every point of the union covered once
/// (`StrokeSide`, which also handles segments too short to keep an inner side). Where no cut
/// fits, the outline passes through the vertex itself, which is the sum of the pieces and
/// covers everything they do. Fewer, shorter edges than the pieces, too: half the rows to walk.
struct Stroker {
    var style: StrokeStyle
    /// Maps stroker output (user space) to device pixels.
    private(set) var transform: AffineTransform
    /// Flattening tolerance in user units for round joins and caps.
    var tolerance: Float

    /// The offsets to the left of the path (forwards) and to its right (also forwards, emitted
    /// backwards), in user space.
    private var left = StrokeSide()
    private var right = StrokeSide()
    private var polygon: [SIMD2<Float>] = []
    /// The current subpath's segments of some length: start, direction, length, and whether
    /// the start is a corner of the path (else a point the flattening put on a curve).
    private var segments: [(p: SIMD2<Float>, dir: SIMD2<Float>, len: Float, corner: Bool)] = []

    init(style: StrokeStyle, transform: AffineTransform, tolerance: Float) {
        self.style = style
        self.transform = transform
        self.tolerance = tolerance
        deviceScale = Float(transform.maxScale)
    }

    /// How many device pixels a user unit spans (at most): round joins and caps are flattened
    /// to the tolerance in device pixels.
    /// Worked out once a stroke: every join's outer side takes it, and it costs square roots.
    private var deviceScale: Float

    /// Sets up another stroke, keeping the buffers (a canvas keeps one stroker: made for each
    /// call, its arrays grew from nothing, two dozen allocations a stroke).
    mutating func reset(style: StrokeStyle, transform: AffineTransform, tolerance: Float) {
        self.style = style
        self.transform = transform
        self.tolerance = tolerance
        deviceScale = Float(transform.maxScale)
    }

    /// The outline of the stroke of `flat` (user space) as closed polygons in device space, for
    /// the scan converter to fill with the non-zero rule.
    mutating func stroke(_ flat: FlatPath, into r: inout FlatPath) {
        r.reset()
        let hw = Float(style.lineWidth / 2)
        guard hw > 0 else { return }
        for sub in flat.subpaths {
            strokeSubpath(flat.points[sub.range], flat.isCorner[sub.range], closed: sub.closed, hw: hw, into: &r)
        }
    }

    private mutating func strokeSubpath(
        _ pts: ArraySlice<SIMD2<Float>>, _ corners: ArraySlice<Bool>, closed: Bool, hw: Float, into r: inout FlatPath
    ) {
        segments.removeAll(keepingCapacity: true)
        let n = pts.count, o = pts.startIndex
        let segCount = closed ? n : n - 1
        for i in 0..<max(0, segCount) {
            let a = pts[o + i], b = pts[o + (i + 1) % n]
            let d = b - a
            let len = (d * d).sum().squareRoot()
            guard len > 1e-6, len.isFinite else { continue }
            segments.append((a, d / len, len, corners[o + i]))
        }
        var caps = style.lineCap
        var closed = closed
        if closed && segments.count == 2 && (segments[0].dir * segments[1].dir).sum() < -0.9999 {
            // There and back (icon sets draw the lines of a page of text as "m x,y h 3 z"):
            // its two loops would be the same band, covered twice, and area accumulation
            // sums the windings within a pixel before clamping them, so every edge pixel came
            // out twice as dark. It is the segment with its joins for caps: a turn back
            // bevels flat (a miter's tip is infinitely long), or rounds.
            closed = false
            caps = style.lineJoin == .round ? .round : .butt
            segments.removeLast()
        }
        let vertices = segments
        guard !vertices.isEmpty else {
            // A zero-length subpath draws a dot with round or square caps (SVG's rule).
            if let p = pts.first { dot(p, hw, into: &r) }
            return
        }
        left.reset()
        right.reset()
        let count = vertices.count
        if closed {
            // Every vertex joins the segment before it (the last one, for the first vertex).
            for i in 0..<count {
                let prev = vertices[(i + count - 1) % count], v = vertices[i]
                join(at: v.p, prev.dir, v.dir, v.len, next: vertices[(i + 1) % count].dir, hw, corner: v.corner)
            }
            left.closeLoop()
            right.closeLoop()
            emitLoop(left.points, reversed: false, into: &r)
            emitLoop(right.points, reversed: true, into: &r)
            return
        }
        // Open: from the start cap along the left, around the end cap, back along the right.
        let first = vertices[0]
        let start = first.p
        let nStart = SIMD2(-first.dir.y, first.dir.x) * hw
        left.points.append(start + nStart)
        right.points.append(start - nStart)
        for i in 1..<count {
            let prev = vertices[i - 1], v = vertices[i]
            join(at: v.p, prev.dir, v.dir, v.len, next: i + 1 < count ? vertices[i + 1].dir : nil, hw, corner: v.corner)
        }
        let last = vertices[count - 1]
        let end = last.p + last.dir * last.len
        let nEnd = SIMD2(-last.dir.y, last.dir.x) * hw
        // The end cap runs from end + nEnd to end - nEnd, which the right side's last cut
        // must not pass either.
        right.appendPlain(end - nEnd)
        right.points.removeLast()
        let capStart = left.points.count
        left.points.append(end + nEnd)
        Self.cap(caps, at: end, direction: last.dir, normal: nEnd, hw, scale: deviceScale, into: &left.points)
        left.finishOuter(from: capStart)
        for p in right.points.reversed() { left.points.append(p) }
        Self.cap(caps, at: start, direction: -first.dir, normal: -nStart, hw, scale: deviceScale, into: &left.points)
        emitLoop(left.points, reversed: false, into: &r)
    }

    /// Appends the offsets at vertex `v`, where a segment of direction `d0` meets one of
    /// direction `d1` and length `len1`, followed by one of direction `next` (nil at the end
    /// of an open subpath): the join's outer side to one side, the inner side to the other.
    private mutating func join(
        at v: SIMD2<Float>, _ d0: SIMD2<Float>, _ d1: SIMD2<Float>, _ len1: Float,
        next: SIMD2<Float>?, _ hw: Float, corner: Bool
    ) {
        let n0 = SIMD2(-d0.y, d0.x) * hw, n1 = SIMD2(-d1.y, d1.x) * hw
        let cross = d0.x * d1.y - d0.y * d1.x
        let cosA = max(-1, min(1, (d0 * d1).sum()))
        // The outer side is where the offset lines spread apart: the left for a turn to the
        // right (cross <= 0), the right for a turn to the left.
        let outerIsLeft = cross <= 0
        let o0 = outerIsLeft ? n0 : -n0, o1 = outerIsLeft ? n1 : -n1
        // Inner side: where the two inner offset lines cross (`StrokeSide`). The cut needs
        // keeping (for a later point that could fall behind it) only where this join's reach
        // and the next one's may overlap on the segment between them; mostly they do not.
        let keep = Self.reach(d0, d1, hw) + (next.map { Self.reach(d1, $0, hw) } ?? 0) >= 0.99 * len1
        if outerIsLeft {
            right.appendInner(at: v, o0, o1, d0, d1, length: len1, turn: cross, cosA: cosA, keep: keep)
        } else {
            left.appendInner(at: v, o0, o1, d0, d1, length: len1, turn: cross, cosA: cosA, keep: keep)
        }
        // Outer side: the join itself.
        let lineJoin = corner ? style.lineJoin : .bevel
        if outerIsLeft {
            Self.outerJoin(
                into: &left, v, o0, o1, cross: cross, cosA: cosA, lineJoin, miterLimit: Float(style.miterLimit),
                scale: deviceScale)
        } else {
            Self.outerJoin(
                into: &right, v, o0, o1, cross: cross, cosA: cosA, lineJoin, miterLimit: Float(style.miterLimit),
                scale: deviceScale)
        }
    }

    /// How far from a vertex, along either segment, the inner offset lines of a turn from
    /// `d0` to `d1` cross (infinite for a turn back).
    @inline(__always)
    private static func reach(_ d0: SIMD2<Float>, _ d1: SIMD2<Float>, _ hw: Float) -> Float {
        let c = 1 + (d0 * d1).sum()
        return c > 1e-6 ? hw * abs(d0.x * d1.y - d0.y * d1.x) / c : .infinity
    }

    /// The outer side of the join at `v` (offsets `o0`, `o1`) on `side`, which then fits it to
    /// a cut before it that it would otherwise run back over (`StrokeSide.finishOuter`).
    private static func outerJoin(
        into side: inout StrokeSide, _ v: SIMD2<Float>, _ o0: SIMD2<Float>, _ o1: SIMD2<Float>,
        cross: Float, cosA: Float, _ lineJoin: LineJoin, miterLimit: Float, scale: Float
    ) {
        let start = side.points.count
        side.points.append(v + o0)
        if abs(cross) < 1e-6 && cosA > 0 {
            // Straight on: the offsets meet.
            side.points.append(v + o1)
        } else {
            switch lineJoin {
            case .bevel:
                side.points.append(v + o1)
            case .miter, .miterClip:
                // Miter length over stroke width is 1 / cos(alpha / 2) for a turn of alpha.
                let cosHalf = ((1 + cosA) / 2).squareRoot()
                if cosHalf > 1e-6, 1 / cosHalf <= miterLimit {
                    side.points.append(v + (o0 + o1) / (1 + cosA))
                } else if lineJoin == .miterClip && cosHalf > 1e-3 {
                    // Cut across the bisector at miterLimit half-widths from the vertex: the
                    // offsets reach hw cos(alpha / 2) along it and the tip hw / cos(alpha / 2),
                    // so the cut lies that fraction of the way from each offset to the tip.
                    let tip = v + (o0 + o1) / (1 + cosA)
                    let u = (miterLimit - cosHalf) / (1 / cosHalf - cosHalf)
                    side.points.append(v + o0 + u * (tip - v - o0))
                    side.points.append(v + o1 + u * (tip - v - o1))
                }
                side.points.append(v + o1)
            case .round:
                // The arc from o0 to o1 around the vertex, turning the way the path turns.
                let turn = acos(cosA) * (cross <= 0 ? -1 : 1)
                appendArc(to: &side.points, v, o0, turn, scale: scale)
            }
        }
        side.finishOuter(from: start)
    }

    /// Points of the circular arc around `c` that starts at `c + from` (not added) and turns by
    /// `angle` (radians), through its exact end; chords within the flattening tolerance.
    /// Static, as `cap` is: a method's `self` is a copy of the stroker, whose arrays are then
    /// shared, and appending to `list` (one of them) copied it: two allocations a cap.
    private static func appendArc(
        to list: inout [SIMD2<Float>], _ c: SIMD2<Float>, _ from: SIMD2<Float>, _ angle: Float, scale: Float
    ) {
        let radius = (from * from).sum().squareRoot()
        let steps = Self.arcSteps(abs(angle), radius: radius * scale)
        let step = angle / Float(steps)
        let (cs, sn) = (cos(step), sin(step))
        var v = from
        for i in 1...steps {
            if i == steps {
                // The exact end: turning by repeated rotations drifts.
                v = SIMD2(from.x * cos(angle) - from.y * sin(angle), from.x * sin(angle) + from.y * cos(angle))
            } else {
                v = SIMD2(v.x * cs - v.y * sn, v.x * sn + v.y * cs)
            }
            list.append(c + v)
        }
    }

    /// Chords for an arc of `angle` radians and `radius` device pixels, each within the
    /// tolerance of the circle (a chord of angle 2 acos(1 - tolerance / radius)).
    static func arcSteps(_ angle: Float, radius: Float) -> Int {
        // So large a radius that 1 - tolerance / radius rounds to 1 has no finite step count:
        // clamp before converting (found by fuzzing an SVG stroke 1e84 wide).
        let perStep = 2 * acos(max(-1, 1 - FlatPath.tolerance / max(radius, 0.01)))
        let exact = (angle / perStep).rounded(.up)
        return exact.isFinite && perStep > 0 ? max(1, min(256, Int(min(exact, 256)))) : 256
    }

    /// The cap at the end `p` of a segment leaving in `direction`, `normal` its left offset:
    /// from `p + normal` (already in the list) to `p - normal`.
    private static func cap(
        _ lineCap: LineCap, at p: SIMD2<Float>, direction d: SIMD2<Float>, normal: SIMD2<Float>, _ hw: Float,
        scale: Float, into list: inout [SIMD2<Float>]
    ) {
        switch lineCap {
        case .butt:
            list.append(p - normal)
        case .square:
            let ext = d * hw
            list.append(p + normal + ext)
            list.append(p - normal + ext)
            list.append(p - normal)
        case .round:
            // Half a turn around the end, through p + d * hw.
            appendArc(to: &list, p, normal, -Float.pi, scale: scale)
        }
    }

    /// A zero-length subpath: a disc with round caps, a square with square caps, nothing with butt.
    private mutating func dot(_ p: SIMD2<Float>, _ hw: Float, into r: inout FlatPath) {
        polygon.removeAll(keepingCapacity: true)
        switch style.lineCap {
        case .round:
            polygon.append(p + SIMD2(hw, 0))
            Self.appendArc(to: &polygon, p, SIMD2(hw, 0), -2 * Float.pi, scale: deviceScale)
        case .square: polygon += [p + SIMD2(-hw, -hw), p + SIMD2(-hw, hw), p + SIMD2(hw, hw), p + SIMD2(hw, -hw)]
        case .butt: return
        }
        emitLoop(polygon, reversed: false, into: &r)
    }

    /// Appends the closed polygon `points` (user space) to `out` in device space, backwards when
    /// `reversed`. Every outline (and dot) turns the same way as the pieces it stands for, so
    /// that the outlines of different subpaths add up where they overlap, never cancel.
    private func emitLoop(_ points: [SIMD2<Float>], reversed: Bool, into out: inout FlatPath) {
        guard points.count >= 2 else { return }
        let t = transform
        let (a, b, c, d) = (Float(t.a), Float(t.b), Float(t.c), Float(t.d))
        let (tx, ty) = (Float(t.tx), Float(t.ty))
        @inline(__always) func device(_ p: SIMD2<Float>) -> SIMD2<Float> {
            SIMD2(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
        }
        let start = out.points.count
        if reversed {
            for p in points.reversed() { out.points.append(device(p)) }
        } else {
            for p in points { out.points.append(device(p)) }
        }
        out.isCorner.append(contentsOf: repeatElement(true, count: points.count))
        out.subpaths.append((start..<out.points.count, true))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
