import KioskGeometry

/// A stroke whose subpaths overlap (a grid drawn as one path of lines, an icon's crossed
/// strokes) covers the union of its subpaths, and a pixel where two of them cross covers the
/// area of their union. The scan converter sums each piece's exact area: where two 1 px lines
/// on whole coordinates cross, each covers half of the four pixels around the crossing, their
/// union three quarters, and the sum, clamped, all of it, so a grid looked dotted at its
/// crossings. (Within one subpath the stroker makes the outline of the union itself, see
/// `Stroker`.)
///
/// Such a stroke is scan converted at `subrows` rows per pixel row, each clamped on its own,
/// then averaged: a crossing's pixel gets the rows of the horizontal line whole and the rest
/// of it as the vertical line covers them, three quarters. Each sub-row still has exact
/// coverage across, so pieces that only meet (dashes, touching ends) keep their exact sum.
/// Strokes whose subpaths' boxes are apart (one subpath: nearly every stroke) are drawn as
/// before. The subpaths compared are the path's own, before dashing: the dashes of one subpath
/// are apart but where a gap is narrower than the stroke at a bend, and comparing them sent
/// every dashed rounded rectangle (whose dashes' boxes meet at the corners) this slower way.
extension Canvas {
    /// Sub-rows per pixel row: a crossing of lines on whole or half coordinates comes out exact
    /// (resvg's anti-aliasing samples four heights a pixel too).
    static let unionSubrows = 4

    /// Whether two subpaths of `flat` (user space, undashed) may overlap once stroked: their
    /// points' boxes, each grown by how far the stroke reaches from its path (`reach`), meet.
    /// At most `unionSubpathLimit` subpaths are compared.
    static func subpathsMayOverlap(_ flat: FlatPath, reach: Float, boxes: inout [SIMD4<Float>]) -> Bool {
        guard flat.subpaths.count > 1, flat.subpaths.count <= unionSubpathLimit else { return false }
        boxes.removeAll(keepingCapacity: true)
        for subpath in flat.subpaths {
            guard !subpath.range.isEmpty else { continue }
            var lo = flat.points[subpath.range.lowerBound], hi = lo
            for p in flat.points[subpath.range] {
                lo = pointwiseMin(lo, p)
                hi = pointwiseMax(hi, p)
            }
            let box = SIMD4(lo.x - reach, lo.y - reach, hi.x + reach, hi.y + reach)
            for other in boxes where box.x < other.z && other.x < box.z && box.y < other.w && other.y < box.w {
                return true
            }
            boxes.append(box)
        }
        return false
    }

    /// Subpaths compared at most (every pair): a path of more is drawn as before.
    static let unionSubpathLimit = 64

    /// Fills `outline` (device space, the stroker's) into `sink` at `unionSubrows` rows a pixel
    /// row, clamped row by row, averaged: the union of overlapping subpaths. Changes `outline`.
    func fillUnion<S: SpanSink>(_ outline: inout FlatPath, into sink: inout S) {
        guard let box = Rasterizer.bounds(outline.points) else { return }
        let x0 = max(state.clip.x, Int(box.lo.x.rounded(.down))), x1 = min(state.clip.maxX, Int(box.hi.x.rounded(.up)))
        let y0 = max(state.clip.y, Int(box.lo.y.rounded(.down))), y1 = min(state.clip.maxY, Int(box.hi.y.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        let width = x1 - x0, height = y1 - y0, k = Self.unionSubrows
        let scratch = unionScratch.reserve(width: width, height: height, subrows: k)
        // The outline in the sub-row buffer's coordinates: its box at the origin, k times as tall.
        let origin = SIMD2(Float(x0), Float(y0)), scale = SIMD2<Float>(1, Float(k))
        for i in outline.points.indices { outline.points[i] = (outline.points[i] - origin) * scale }
        var subrows = CoverageBufferSink(bytes: scratch.subrows, stride: width)
        rasterizer.fill(
            outline, rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: width, height: height * k), into: &subrows)
        // Each pixel row the rounded mean of its sub-rows; the sub-rows are cleared for the next.
        for y in 0..<height {
            let out = scratch.rows + y * width, first = scratch.subrows + y * k * width
            for x in 0..<width {
                var sum = 0
                for r in 0..<k { sum &+= Int(first[r &* width &+ x]) }
                out[x] = UInt8(truncatingIfNeeded: (sum &+ k / 2) / k)
            }
            first.update(repeating: 0, count: k * width)
        }
        sink.blendMaskRect(x: x0, y: y0, width: width, height: height, coverage: scratch.rows, coverageStride: width)
    }
}

/// The buffers of `Canvas.fillUnion`, kept between strokes (grown, never shrunk): the sub-rows
/// (all zero between uses) and the averaged rows.
final class StrokeUnionScratch {
    private(set) var subrows = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private(set) var rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private var capacity = 0
    /// The subpaths' boxes of `Canvas.subpathsMayOverlap`.
    var boxes: [SIMD4<Float>] = []

    init() { subrows.initialize(to: 0) }

    /// Room for `width` by `height` pixels at `subrows` sub-rows each.
    func reserve(
        width: Int, height: Int, subrows k: Int
    ) -> (subrows: UnsafeMutablePointer<UInt8>, rows: UnsafeMutablePointer<UInt8>) {
        let needed = width * height
        if needed > capacity {
            subrows.deallocate()
            rows.deallocate()
            capacity = max(needed, capacity * 2)
            subrows = .allocate(capacity: capacity * k)
            subrows.initialize(repeating: 0, count: capacity * k)
            rows = .allocate(capacity: capacity)
        }
        return (subrows, rows)
    }

    deinit {
        subrows.deallocate()
        rows.deallocate()
    }
}

/// Writes scan-converted coverage into a byte buffer (a pixel is written once a fill).
struct CoverageBufferSink: SpanSink {
    let bytes: UnsafeMutablePointer<UInt8>
    let stride: Int

    func blendRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        (bytes + (y &* stride &+ x)).update(repeating: coverage, count: count)
    }

    func blendMask(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        (bytes + (y &* stride &+ x)).update(from: coverage, count: count)
    }
}
