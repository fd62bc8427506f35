import KioskGeometry

/// The rows of a flattened shape that only vertical edges cross: the straight sides of a
/// rounded rectangle, a capsule standing up, a rectangle, and the two sides of each of those
/// a stroke's outline has. Inside them every row is the same: spans between the edges with
/// fractional left and right ends, where the winding says "inside" for the fill rule.
///
/// The cells of those rows would give each edge pixel 1 - frac(left) and frac(right) and a
/// full run between; `Rasterizer.fillRect` computes the same values from the same floats, so
/// the pixels are identical (the differential test holds both to that). Spans that would
/// share a pixel are not a band: two blends of a pixel are not one blend of the two coverages.
struct VerticalBand {
    /// The spans' left and right ends, left to right; `spanCount` of them.
    private var lefts = SIMD4<Float>(), rights = SIMD4<Float>()
    private(set) var spanCount = 0
    var rows: Range<Int>

    /// Bands shorter than this are not worth the second pass over the edges.
    static let minimumRows = 2
    /// More spans than this (a comb) and the rows go to the scan converter.
    static let maximumSpans = 4

    /// Span `i` (0 ..< spanCount).
    func span(_ i: Int) -> (left: Float, right: Float) { (lefts[i], rights[i]) }

    /// The band of `flat` filled with `rule`, if it has one. `checked`: every point is known
    /// to be finite and within the rasteriser's range (the fill tested the box of the points),
    /// so the scan need not test each one again.
    init?(_ flat: FlatPath, rule: FillRule = .nonZero, checked: Bool = false) {
        guard
            let band = flat.points.withUnsafeBufferPointer({
                Self.find($0, flat.subpaths, rule: rule, checked: checked)
            })
        else { return nil }
        self = band
    }

    private init(rows: Range<Int>) { self.rows = rows }

    private static func find(
        _ pts: UnsafeBufferPointer<SIMD2<Float>>, _ subpaths: [(range: Range<Int>, closed: Bool)],
        rule: FillRule, checked: Bool
    ) -> VerticalBand? {
        // The longest vertical edge proposes the rows.
        var longest: (x: Float, y0: Float, y1: Float)? = nil
        var longestLength: Float = 0
        for sub in subpaths where sub.range.count >= 2 {
            var prev = pts[sub.range.upperBound - 1]
            for i in sub.range {
                let p = pts[i]
                // What the rasteriser would skip (non-finite, far out) is not a side.
                if !checked {
                    guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { return nil }
                }
                if p.x == prev.x, abs(p.y - prev.y) > longestLength {
                    longestLength = abs(p.y - prev.y)
                    longest = (p.x, min(p.y, prev.y), max(p.y, prev.y))
                }
                prev = p
            }
        }
        guard let side = longest else { return nil }
        let top = side.y0.ceilInt, bottom = side.y1.floorInt
        guard bottom - top >= Self.minimumRows else { return nil }
        // Every other vertical edge that reaches into those rows narrows them to its own; then
        // any other edge that reaches into what is left ends the search (edges that only touch
        // the rows' top or bottom line are fine; horizontal edges deposit nothing). Narrowing
        // never lets in an edge that was out, and the vertical edges the second pass meets are
        // those of the band (each narrowed the rows to within its own), kept by x with their
        // directions: at most two per span.
        // (On the stack, read through a pointer: in a SIMD8 indexed at run time, the whole
        // vector went to memory and back for every edge of the path.)
        return withUnsafeTemporaryAllocation(of: SIMD2<Float>.self, capacity: 2 * Self.maximumSpans) { edges in
            bandOfEdges(pts, subpaths, rule: rule, top: top, bottom: bottom, edges: edges.baseAddress!)
        }
    }

    /// The rest of `find`, with room for the band's edges (x, direction) at `edges`.
    private static func bandOfEdges(
        _ pts: UnsafeBufferPointer<SIMD2<Float>>, _ subpaths: [(range: Range<Int>, closed: Bool)],
        rule: FillRule, top: Int, bottom: Int, edges: UnsafeMutablePointer<SIMD2<Float>>
    ) -> VerticalBand? {
        var top = top, bottom = bottom
        // The rows' lines as floats too, converted when they move, not for every edge.
        var topLine = Float(top), bottomLine = Float(bottom)
        // The vertical edges narrow the rows first, so that an edge of a curve is judged
        // against the rows all the sides leave, whichever comes first in the path: at whole
        // pixels a stroke's outer side spans rows 90-190 and its inner side 91-189, and the
        // inner corner's last edge, ending at y 90.04, reached into the outer side's rows.
        for sub in subpaths where sub.range.count >= 2 {
            var prev = pts[sub.range.upperBound - 1]
            for i in sub.range {
                let p = pts[i]
                if p.x == prev.x && p.y != prev.y {
                    let lo = min(p.y, prev.y), hi = max(p.y, prev.y)
                    if hi > topLine && lo < bottomLine {
                        top = max(top, lo.ceilInt)
                        bottom = min(bottom, hi.floorInt)
                        topLine = Float(top)
                        bottomLine = Float(bottom)
                    }
                }
                prev = p
            }
        }
        guard bottom - top >= Self.minimumRows else { return nil }
        var count = 0
        for sub in subpaths where sub.range.count >= 2 {
            var prev = pts[sub.range.upperBound - 1]
            for i in sub.range {
                let p = pts[i]
                let lo = min(p.y, prev.y), hi = max(p.y, prev.y)
                if p.y != prev.y && hi > topLine && lo < bottomLine {
                    guard p.x == prev.x, count < 2 * Self.maximumSpans else { return nil }
                    top = max(top, lo.ceilInt)
                    bottom = min(bottom, hi.floorInt)
                    topLine = Float(top)
                    bottomLine = Float(bottom)
                    // Insertion by x.
                    var j = count
                    while j > 0 && edges[j - 1].x > p.x {
                        edges[j] = edges[j - 1]
                        j -= 1
                    }
                    edges[j] = SIMD2(p.x, p.y > prev.y ? 1 : -1)
                    count += 1
                }
                prev = p
            }
        }
        guard bottom - top >= Self.minimumRows else { return nil }
        // The winding left to right: spans where the rule says inside.
        var band = VerticalBand(rows: top..<bottom)
        var winding: Float = 0
        var open: Float? = nil
        @inline(__always) func inside(_ w: Float) -> Bool {
            rule == .nonZero ? w != 0 : Int(w).magnitude % 2 == 1
        }
        for k in 0..<count {
            let x = edges[k].x
            let wasInside = inside(winding)
            winding += edges[k].y
            let isInside = inside(winding)
            if !wasInside && isInside {
                // A span that starts where the last one ended continues it.
                if band.spanCount > 0 && band.rights[band.spanCount - 1] == x {
                    band.spanCount -= 1
                    open = band.lefts[band.spanCount]
                } else {
                    open = x
                }
            } else if wasInside && !isInside, let left = open {
                if x > left {
                    guard band.spanCount < Self.maximumSpans else { return nil }
                    band.lefts[band.spanCount] = left
                    band.rights[band.spanCount] = x
                    band.spanCount += 1
                }
                open = nil
            }
        }
        // Closed polygons return to zero; spans must not share a pixel.
        guard winding == 0, open == nil, band.spanCount > 0 else { return nil }
        for i in 1..<max(1, band.spanCount) where band.rights[i - 1].ceilInt > band.lefts[i].floorInt { return nil }
        return band
    }
}

extension VerticalBand {
    /// The band of a rounded rectangle made by `Path.addRoundedRect` or `addRect`, flattened
    /// into `flat` through `transform`, from its two straight sides instead of a search of
    /// its edges (a thousand instructions for an 8-pixel rounded rectangle, a tenth of its
    /// fill). Nil when the transform turns the sides, when they are too short for a band, or
    /// when a point of the outline lies inside the band's rows (the corners' points lie
    /// above and below them, each within an ulp of its curve: the check makes that certain).
    ///
    /// The sides' ends are the flattener's points: the same rectangle points mapped by the
    /// same expression, so the same floats. With the corners outside the rows, only the two
    /// sides cross them, which makes one span for either fill rule.
    init?(_ shape: RoundedRectShape, transform t: AffineTransform, flat: FlatPath) {
        guard t.b == 0, t.c == 0 else { return nil }
        let r = shape.rect, k = shape.radii
        let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
        func map(_ p: Point) -> SIMD2<Float> {
            let q = t.apply(p)
            return SIMD2(Float(q.x), Float(q.y))
        }
        let right0 = map(Point(x: x1, y: y0 + k.topRight)), right1 = map(Point(x: x1, y: y1 - k.bottomRight))
        let left0 = map(Point(x: x0, y: y1 - k.bottomLeft)), left1 = map(Point(x: x0, y: y0 + k.topLeft))
        let upper = max(min(right0.y, right1.y), min(left0.y, left1.y))
        let lower = min(max(right0.y, right1.y), max(left0.y, left1.y))
        let left = min(left0.x, right0.x), right = max(left0.x, right0.x)
        guard upper.isFinite, lower.isFinite, left.isFinite, right.isFinite, right > left else { return nil }
        let top = upper.ceilInt, bottom = lower.floorInt
        guard bottom - top >= Self.minimumRows else { return nil }
        let topLine = Float(top), bottomLine = Float(bottom)
        let inside = flat.points.withUnsafeBufferPointer { pts in pts.contains { $0.y > topLine && $0.y < bottomLine } }
        guard !inside else { return nil }
        self.init(rows: top..<bottom)
        lefts[0] = left
        rights[0] = right
        spanCount = 1
    }
}
