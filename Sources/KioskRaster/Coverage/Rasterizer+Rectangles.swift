import KioskGeometry

/// The rasteriser's analytic fills: axis-aligned rectangles with fractional edges and the ring
/// between two of them (a stroked rectangle), with the coverage the cells would give, computed
/// per row and column instead of scan converted.
extension Rasterizer {
    /// Fills an axis-aligned rectangle with fractional edges, computing coverage analytically.
    func fillRect<S: SpanSink>(x0: Float, y0: Float, x1: Float, y1: Float, clip: PixelRect, into sink: inout S) {
        let cx0 = max(x0, Float(clip.x)), cx1 = min(x1, Float(clip.maxX))
        let cy0 = max(y0, Float(clip.y)), cy1 = min(y1, Float(clip.maxY))
        guard cx1 > cx0, cy1 > cy0 else { return }
        let colL = cx0.floorInt, colR = cx1.ceilInt - 1
        let rowT = cy0.floorInt, rowB = cy1.ceilInt - 1
        // The rows wholly inside have the same coverage: their edge columns and their interior
        // each go to the sink in one call for all those rows, not one per row.
        let firstFull = cy0.ceilInt, endFull = cy1.floorInt
        if endFull - firstFull >= 2 {
            for row in rowT..<firstFull { fillRectRow(row, cx0, cy0, cx1, cy1, colL, colR, &sink) }
            let rows = firstFull..<endFull
            if colL == colR {
                edgeColumn(rows, colL, cx1 - cx0, &sink)
            } else if Float(colL) == cx0 && Float(colR + 1) == cx1 {
                // Whole columns: one run per row (one for all rows when they span the target).
                sink.blendRows(rows, x: colL, count: colR + 1 - colL, coverage: 255)
            } else {
                // The fractional sides go with the interior, in one pass over each row.
                sink.blendRows(
                    rows, x: colL, count: colR + 1 - colL, first: Self.coverageByte(Float(colL + 1) - cx0),
                    coverage: 255, last: Self.coverageByte(cx1 - Float(colR)))
            }
            for row in endFull..<(rowB + 1) { fillRectRow(row, cx0, cy0, cx1, cy1, colL, colR, &sink) }
            return
        }
        for row in rowT...rowB { fillRectRow(row, cx0, cy0, cx1, cy1, colL, colR, &sink) }
    }

    /// A pixel's coverage byte from its covered fraction (clamped to 0...1).
    @inline(__always)
    static func coverageByte(_ coverage: Float) -> UInt8 { UInt8(min(1, max(0, coverage)) * 255 + 0.5) }

    /// One column of `rows` with the same coverage (a rectangle's fractional side).
    @inline(__always)
    func edgeColumn<S: SpanSink>(_ rows: Range<Int>, _ x: Int, _ coverage: Float, _ sink: inout S) {
        let v = Self.coverageByte(coverage)
        guard v > 0 else { return }
        if v == 255 {
            sink.blendRows(rows, x: x, count: 1, coverage: 255)
            return
        }
        mask[0] = v
        sink.blendMaskRows(rows, x: x, coverage: UnsafePointer(mask), count: 1)
    }

    /// The outer rectangle less the inner one (which lies inside it): a stroked rectangle.
    /// Each pixel gets the area of the outer rectangle in it minus that of the inner one, so
    /// the ring's corners and its fractional edges are exact, and the hollow is skipped.
    func fillRectRing<S: SpanSink>(outer o: SIMD4<Float>, inner: SIMD4<Float>?, clip: PixelRect, into sink: inout S) {
        let cx0 = max(o.x, Float(clip.x)), cx1 = min(o.z, Float(clip.maxX))
        let cy0 = max(o.y, Float(clip.y)), cy1 = min(o.w, Float(clip.maxY))
        guard cx1 > cx0, cy1 > cy0 else { return }
        // Clipped to the clip's whole-pixel edges, the inner rectangle covers each pixel inside
        // the clip as before.
        var ix0: Float = 0, ix1: Float = 0, iy0: Float = 0, iy1: Float = 0
        if let i = inner {
            ix0 = max(i.x, cx0)
            ix1 = min(i.z, cx1)
            iy0 = max(i.y, cy0)
            iy1 = min(i.w, cy1)
        }
        let hollow = inner != nil && ix1 > ix0 && iy1 > iy0
        let colL = cx0.floorInt, colR = cx1.ceilInt - 1
        let rowT = cy0.floorInt, rowB = cy1.ceilInt - 1
        @inline(__always) func overlap(_ a: Float, _ b: Float, _ x: Int) -> Float {
            max(0, min(b, Float(x + 1)) - max(a, Float(x)))
        }
        // Rows wholly inside both rectangles all have the same coverage: the two sides are
        // made once as masks and blended row after row, two calls a row.
        let top = iy0.ceilInt, bottom = iy1.floorInt
        let hollowFrom = ix0.floorInt + 1, hollowTo = ix1.ceilInt - 1
        let sideRows = hollow && bottom - top >= 2 && hollowTo > hollowFrom ? top..<bottom : 0..<0
        if !sideRows.isEmpty {
            let leftCount = hollowFrom - colL, rightCount = colR + 1 - hollowTo
            if leftCount + rightCount > maskCapacity {
                mask.deallocate()
                maskCapacity = leftCount + rightCount
                mask = .allocate(capacity: maskCapacity)
            }
            for i in 0..<leftCount {
                let x = colL + i
                mask[i] = Self.coverageByte(overlap(cx0, cx1, x) - overlap(ix0, ix1, x))
            }
            for i in 0..<rightCount {
                let x = hollowTo + i
                mask[leftCount + i] = Self.coverageByte(overlap(cx0, cx1, x) - overlap(ix0, ix1, x))
            }
            // Whole pixels (an aligned border) are runs; fractional edges a mask. The column
            // beside an aligned hollow is empty: left out, the side is whole pixels (a
            // one-pixel mask column made a 2-pixel border's rows eight times slower).
            func side(_ at: Int, _ offset: Int, _ count: Int) {
                var at = at, offset = offset, count = count
                while count > 0 && mask[offset] == 0 {
                    at += 1
                    offset += 1
                    count -= 1
                }
                while count > 0 && mask[offset + count - 1] == 0 { count -= 1 }
                guard count > 0 else { return }
                let cover = UnsafePointer(mask + offset)
                if (0..<count).allSatisfy({ cover[$0] == 255 }) {
                    sink.blendRows(sideRows, x: at, count: count, coverage: 255)
                } else {
                    sink.blendMaskRows(sideRows, x: at, coverage: cover, count: count)
                }
            }
            side(colL, 0, leftCount)
            side(hollowTo, leftCount, rightCount)
        }
        for row in rowT...rowB where !sideRows.contains(row) {
            let vo = min(cy1, Float(row + 1)) - max(cy0, Float(row))
            let vi = hollow ? overlap(iy0, iy1, row) : 0
            if vi <= 0 {
                fillRectRow(row, cx0, cy0, cx1, cy1, colL, colR, &sink)
                continue
            }
            func coverage(_ x: Int) -> Float { vo * overlap(cx0, cx1, x) - vi * overlap(ix0, ix1, x) }
            // Coverage is constant between the columns holding an edge: those pixels one by
            // one, the stretches between them as runs (the hollow's are empty).
            var previous = Int.min
            func visit(_ edge: Int) {
                guard edge != previous else { return }
                if previous != Int.min && edge > previous + 1 {
                    let v = Self.coverageByte(coverage(previous + 1))
                    if v > 0 { sink.blendRun(y: row, x: previous + 1, count: edge - previous - 1, coverage: v) }
                }
                emitPixel(row, edge, coverage(edge), &sink)
                previous = edge
            }
            visit(colL)
            visit(ix0.floorInt)
            visit(ix1.ceilInt - 1)
            visit(colR)
        }
    }

    /// One row of `fillRect`.
    @inline(__always)
    func fillRectRow<S: SpanSink>(
        _ row: Int, _ cx0: Float, _ cy0: Float, _ cx1: Float, _ cy1: Float,
        _ colL: Int, _ colR: Int, _ sink: inout S
    ) {
        let vy = min(cy1, Float(row + 1)) - max(cy0, Float(row))
        if colL == colR {
            emitPixel(row, colL, vy * (cx1 - cx0), &sink)
            return
        }
        // Edge columns with full coverage join the interior run: an aligned opaque rectangle
        // is then one fill per row (memset speed). Fractional ones go in the same call.
        let leftFull = Float(colL) == cx0, rightFull = Float(colR + 1) == cx1
        let v = UInt8(vy * 255 + 0.5)
        if leftFull && rightFull {
            if v > 0 { sink.blendRun(y: row, x: colL, count: colR + 1 - colL, coverage: v) }
            return
        }
        let first = leftFull ? v : Self.coverageByte(vy * (Float(colL + 1) - cx0))
        let last = rightFull ? v : Self.coverageByte(vy * (cx1 - Float(colR)))
        if first > 0 || v > 0 || last > 0 {
            sink.blendRows(row..<(row + 1), x: colL, count: colR + 1 - colL, first: first, coverage: v, last: last)
        }
    }

    @inline(__always)
    func emitPixel<S: SpanSink>(_ y: Int, _ x: Int, _ coverage: Float, _ sink: inout S) {
        let v = Self.coverageByte(coverage)
        guard v > 0 else { return }
        if v == 255 {
            sink.blendRun(y: y, x: x, count: 1, coverage: 255)
            return
        }
        mask[0] = v
        sink.blendMask(y: y, x: x, coverage: UnsafePointer(mask), count: 1)
    }
}
