import KioskGeometry

/// Turns flattened polylines into the polygons of their stroke, fed straight to the scan
/// converter.
///
/// Each segment becomes a quadrilateral, each join a wedge (bevel), a kite (miter) or a disc
/// (round), each cap a rectangle or a disc. The pieces overlap, and every piece is emitted with
/// the same orientation, so the non-zero rule unites them; because coverage is accumulated
/// exactly before the winding is clamped, shared edges cancel and overlaps leave no seams.
struct Stroker {
    var style: StrokeStyle
    /// Maps stroker output (user space) to device pixels.
    var transform: AffineTransform
    /// Flattening tolerance in user units for round joins and caps.
    var tolerance: Float

    private var polygon: [SIMD2<Float>] = []

    init(style: StrokeStyle, transform: AffineTransform, tolerance: Float) {
        self.style = style; self.transform = transform; self.tolerance = tolerance
    }

    mutating func stroke(_ flat: FlatPath, into r: Rasterizer) {
        let hw = Float(style.lineWidth / 2)
        guard hw > 0 else { return }
        for sub in flat.subpaths {
            strokeSubpath(flat.points[sub.range], flat.isCorner[sub.range], closed: sub.closed, hw: hw, into: r)
        }
    }

    private mutating func strokeSubpath(_ pts: ArraySlice<SIMD2<Float>>, _ corners: ArraySlice<Bool>, closed: Bool, hw: Float, into r: Rasterizer) {
        let n = pts.count
        let o = pts.startIndex
        if n == 1 || (n == 2 && pts[o] == pts[o + 1]) {
            // A zero-length subpath draws a dot with round or square caps (SVG's rule).
            switch style.lineCap {
            case .round: disc(pts[o], hw, into: r)
            case .square: emit(pts[o] + SIMD2(-hw, -hw), pts[o] + SIMD2(hw, -hw), pts[o] + SIMD2(hw, hw), pts[o] + SIMD2(-hw, hw), into: r)
            case .butt: break
            }
            return
        }
        let segCount = closed ? n : n - 1
        var firstDir: SIMD2<Float>? = nil
        var prevDir: SIMD2<Float>? = nil
        for i in 0..<segCount {
            let a = pts[o + i], b = pts[o + (i + 1) % n]
            let d = b - a
            let len = length(d)
            guard len > 1e-6 else { continue }
            let dir = d / len
            let nrm = SIMD2(-dir.y, dir.x) * hw
            emit(a + nrm, b + nrm, b - nrm, a - nrm, into: r)
            if let pd = prevDir { join(at: a, pd, dir, hw, corner: corners[o + i], into: r) }
            if firstDir == nil { firstDir = dir }
            prevDir = dir
        }
        guard let first = firstDir, let last = prevDir else { return }
        if closed {
            join(at: pts[o], last, first, hw, corner: corners[o], into: r)
        } else {
            cap(at: pts[o], direction: -first, hw, into: r)
            cap(at: pts[o + n - 1], direction: last, hw, into: r)
        }
    }

    private mutating func join(at v: SIMD2<Float>, _ d0: SIMD2<Float>, _ d1: SIMD2<Float>, _ hw: Float, corner: Bool, into r: Rasterizer) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let cosA = max(-1, min(1, (d0 * d1).sum()))
        if abs(cross) < 1e-6 && cosA > 0 { return }  // Straight on: the quads already meet.
        // The outer side is where the offset lines spread apart.
        let side: Float = cross > 0 ? -1 : 1
        let o0 = SIMD2(-d0.y, d0.x) * hw * side, o1 = SIMD2(-d1.y, d1.x) * hw * side
        let joinStyle = corner ? style.lineJoin : .bevel
        switch joinStyle {
        case .round:
            disc(v, hw, into: r)
        case .miter:
            // Miter length over stroke width is 1 / cos(alpha / 2) for a turn of alpha.
            let cosHalf = ((1 + cosA) / 2).squareRoot()
            if cosHalf > 1e-6, 1 / cosHalf <= Float(style.miterLimit) {
                let tip = v + (o0 + o1) / (1 + cosA)
                emit(v, v + o0, tip, v + o1, into: r)
            } else {
                emit(v, v + o0, v + o1, into: r)
            }
        case .bevel:
            emit(v, v + o0, v + o1, into: r)
        }
    }

    private mutating func cap(at p: SIMD2<Float>, direction d: SIMD2<Float>, _ hw: Float, into r: Rasterizer) {
        switch style.lineCap {
        case .butt: break
        case .round: disc(p, hw, into: r)
        case .square:
            let nrm = SIMD2(-d.y, d.x) * hw, ext = d * hw
            emit(p + nrm, p + nrm + ext, p - nrm + ext, p - nrm, into: r)
        }
    }

    /// A full disc: joins and caps are unions, so a whole circle is as good as a sector and simpler.
    private mutating func disc(_ c: SIMD2<Float>, _ radius: Float, into r: Rasterizer) {
        // Enough segments that the chord error stays under the tolerance.
        let device = radius * Float(transform.maxScale)
        // A disc so large that 1 - tolerance/radius rounds to 1 has no finite step count: clamp
        // before converting (found by fuzzing an SVG stroke 1e84 wide).
        let exact = (Float.pi / acos(max(-1, 1 - FlatPath.tolerance / max(device, 0.01)))).rounded(.up)
        let steps = exact.isFinite ? max(8, min(256, Int(min(exact, 256)))) : 256
        polygon.removeAll(keepingCapacity: true)
        for i in 0..<steps {
            let a = Float(i) * 2 * Float.pi / Float(steps)
            polygon.append(c + SIMD2(cos(a), sin(a)) * radius)
        }
        emitPolygon(into: r)
    }

    private mutating func emit(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ c: SIMD2<Float>, _ d: SIMD2<Float>? = nil, into r: Rasterizer) {
        polygon.removeAll(keepingCapacity: true)
        polygon.append(a); polygon.append(b); polygon.append(c)
        if let d { polygon.append(d) }
        emitPolygon(into: r)
    }

    /// Adds `polygon` (user space) to the rasteriser in device space, oriented positively.
    private mutating func emitPolygon(into r: Rasterizer) {
        let t = transform
        for i in polygon.indices {
            let p = polygon[i]
            polygon[i] = SIMD2(Float(t.a) * p.x + Float(t.c) * p.y + Float(t.tx), Float(t.b) * p.x + Float(t.d) * p.y + Float(t.ty))
        }
        var area: Float = 0
        var prev = polygon[polygon.count - 1]
        for p in polygon { area += prev.x * p.y - p.x * prev.y; prev = p }
        if area == 0 { return }
        if area > 0 {
            var prev = polygon[polygon.count - 1]
            for p in polygon { r.addEdge(prev, p); prev = p }
        } else {
            var prev = polygon[0]
            for p in polygon.reversed() { r.addEdge(prev, p); prev = p }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
