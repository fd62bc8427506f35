extension PixelKernels {
    /// `height` rows of `count` pixels (at least two) of a solid premultiplied `color`, whose
    /// first and last columns have coverage of their own (`first`, `last`) and the rest `m`:
    /// an unaligned rectangle's rows, its fractional sides blended in the same pass as its
    /// interior. Each pixel gets what `solidRect` gives it with its column's coverage.
    ///
    /// Drawn as three calls (a column, the interior, a column), a 64-pixel rectangle spent
    /// more time on its sides and on the interior's tail (one pixel at a time) than on the
    /// interior; here each row is whole steps.
    @inlinable
    public static func solidRectEdges(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
        _ color: UInt32, first: UInt32, _ m: UInt32, last: UInt32, _ mode: BlendMode
    ) {
        guard count >= 2 else {
            solidRect(dst, rowStride: rowStride, count, height, color, first, mode)
            return
        }
        let inner = Factors(color, m, mode), left = Factors(color, first, mode), right = Factors(color, last, mode)
        if inner.f == 0 {
            // An opaque interior (or one cleared whole) is a fill between the two sides.
            var row = dst
            for _ in 0..<height {
                row[0] = left.apply(row[0])
                (row + 1).fillPixels(inner.t, count: count - 2)
                row[count - 1] = right.apply(row[count - 1])
                row += rowStride
            }
        } else if count >= V.scalarCount {
            edgeRows(V.self, dst, rowStride, count, height, inner, left, right)
        } else if V.scalarCount > 8 && count >= 8 {
            edgeRows(SIMD8<UInt32>.self, dst, rowStride, count, height, inner, left, right)
        } else if V.scalarCount > 4 && count >= 4 {
            edgeRows(SIMD4<UInt32>.self, dst, rowStride, count, height, inner, left, right)
        } else {
            var row = dst
            for _ in 0..<height {
                row[0] = left.apply(row[0])
                for i in 1..<(count - 1) { row[i] = inner.apply(row[i]) }
                row[count - 1] = right.apply(row[count - 1])
                row += rowStride
            }
        }
    }

    /// The rows of `solidRectEdges` in steps of `W` (`count >= W.scalarCount`). The first step
    /// carries the left side's constants in its first lane. The last step is placed to end at
    /// the row's end, overlapping the one before it, with the right side's constants in its
    /// last lane; it blends pixels loaded before the row was written, so a pixel written by
    /// both steps gets the same value twice, and no pixel is left to a one-at-a-time tail.
    @inlinable @inline(__always)
    static func edgeRows<W: PixelVector>(
        _: W.Type, _ dst: UnsafeMutablePointer<UInt32>, _ rowStride: Int, _ count: Int,
        _ height: Int, _ inner: Factors, _ left: Factors, _ right: Factors
    ) {
        let body = ConstantBlend<W>(f: inner.f, t: inner.t)
        let first = body.replacing(lane: 0, f: left.f, t: left.t)
        var last = body.replacing(lane: W.scalarCount - 1, f: right.f, t: right.t)
        let lastAt = count &- W.scalarCount
        // One step is the whole row: both sides in it.
        if lastAt == 0 { last = last.replacing(lane: 0, f: left.f, t: left.t) }
        // After its first step, a long row steps on addresses aligned to a step's size: an
        // unaligned step straddles two cache lines every other time, and at 256 pixels a row
        // ran 7% slower for it. A short row would take one step more to get there.
        let stepBytes = W.scalarCount &* 4
        let aligns = lastAt >= 8 &* W.scalarCount
        // The rows below asked for ahead (`RowPrefetch`).
        let prefetches = RowPrefetch.pays(count)
        var row = dst
        for y in 0..<height {
            if prefetches && y &+ RowPrefetch.distance < height {
                RowPrefetch.forWrite(row + RowPrefetch.distance &* rowStride, count)
            }
            let end: W = PixelSteps.load(row + lastAt)
            if lastAt > 0 {
                let stop = row + lastAt
                var p = row + W.scalarCount
                if aligns {
                    // The first aligned step, at most a step on: loaded before the first step
                    // is stored over the pixels the two share.
                    p = UnsafeMutablePointer(bitPattern: (Int(bitPattern: row + 1) &+ stepBytes &- 1) & -stepBytes)!
                }
                let head: W = PixelSteps.load(row)
                if p < stop {
                    let second: W = PixelSteps.load(p)
                    PixelSteps.store(row, PixelSteps.blend(head, first))
                    PixelSteps.store(p, PixelSteps.blend(second, body))
                    p += W.scalarCount
                } else {
                    PixelSteps.store(row, PixelSteps.blend(head, first))
                }
                // Two steps an iteration: with one, a full-frame blend ran 25% slower whenever
                // the loop's few instructions happened to straddle a 64-byte boundary (a change
                // elsewhere in the function moved it there); with two it does not depend on that.
                while p + W.scalarCount < stop {
                    let a: W = PixelSteps.load(p), b: W = PixelSteps.load(p + W.scalarCount)
                    PixelSteps.store(p, PixelSteps.blend(a, body))
                    PixelSteps.store(p + W.scalarCount, PixelSteps.blend(b, body))
                    p += 2 &* W.scalarCount
                }
                if p < stop { PixelSteps.store(p, PixelSteps.blend(PixelSteps.load(p) as W, body)) }
            }
            PixelSteps.store(row + lastAt, PixelSteps.blend(end, last))
            row += rowStride
        }
    }

    /// A solid colour's blend at one coverage as `d' = t + d * f / 255`, per channel.
    @usableFromInline
    struct Factors {
        @usableFromInline let f: UInt32, t: UInt32

        @inlinable @inline(__always)
        init(_ color: UInt32, _ m: UInt32, _ mode: BlendMode) {
            let sm = ReferenceKernels.scale(color, m)
            f = mode.factorFromAlpha ? 255 - (sm >> 24) : 255 - m
            t = mode.keepsSource ? sm : 0
        }

        @inlinable @inline(__always)
        func apply(_ d: UInt32) -> UInt32 { PixelSteps.scale1(d, f) &+ t }
    }
}
