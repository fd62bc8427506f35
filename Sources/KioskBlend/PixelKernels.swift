/// The blend kernels: runs and masks of solid colours and of per-pixel sources, in every
/// `BlendMode`, `V.scalarCount` pixels per step (the same packed arithmetic throughout, so a
/// pixel's value does not depend on where in a row it falls).
///
/// A row of at least one step is covered by whole steps: the last one is placed to end at the
/// row's end, overlapping the step before it, and blends destination pixels loaded before the
/// row was written. Every kernel is a function of each pixel's own inputs, so a pixel written
/// by both steps gets the same value twice, and no pixel is left to a one-at-a-time tail (for
/// a 62-pixel run, the tail took as long as the seven steps before it). Shorter rows take four
/// pixels a step, then one.
///
/// Written once; `KioskRaster` instantiates them at four pixels (its own build: SSE2, NEON),
/// `KioskBlendAVX2` at eight and `KioskBlendAVX512` at sixteen (modules built for those
/// instruction sets, chosen at run time). Rows shorter than a step take the narrower steps
/// down to four pixels, then one. Each kernel produces exactly the pixels of its twin in
/// `ReferenceKernels`.
public enum PixelKernels<V: PixelVector> {
    /// `count` pixels covered by `m` of a solid premultiplied `color`.
    @inlinable
    public static func solidRun(
        _ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32, _ m: UInt32, _ mode: BlendMode
    ) {
        solidRect(dst, rowStride: 0, count, 1, color, m, mode)
    }

    /// `height` rows of `count` pixels, `rowStride` pixels apart, covered by `m`: the constants
    /// are worked out once for the whole rectangle (a thin one, a border's side, is mostly that).
    @inlinable
    public static func solidRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
        _ color: UInt32, _ m: UInt32, _ mode: BlendMode
    ) {
        let blend = Factors(color, m, mode)
        var row = dst
        if blend.f == 0 {
            // The destination drops out (an opaque colour, or one cleared whole): a fill.
            for _ in 0..<height {
                row.fillPixels(blend.t, count: count)
                row += rowStride
            }
        } else if count >= V.scalarCount {
            edgeRows(V.self, dst, rowStride, count, height, blend, blend, blend)
        } else if V.scalarCount > 8 && count >= 8 {
            edgeRows(SIMD8<UInt32>.self, dst, rowStride, count, height, blend, blend, blend)
        } else if V.scalarCount > 4 && count >= 4 {
            edgeRows(SIMD4<UInt32>.self, dst, rowStride, count, height, blend, blend, blend)
        } else {
            narrowColumns(dst, rowStride: rowStride, count, height, blend)
        }
    }

    /// Rows of fewer than four pixels (a border's side, a rectangle's fractional column): four
    /// rows of a column a step, each pixel gathered from its row and put back. One pixel at a
    /// time, a 2-pixel border's sides were nine tenths of a stroked 256-pixel rectangle.
    @inlinable @inline(__always)
    static func narrowColumns(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int, _ blend: Factors
    ) {
        var row = dst, y = 0
        // Rows that do not overlap (a stride of 0 repeats one row, for a run).
        if height >= 4 && rowStride >= count {
            let c = ConstantBlend<SIMD4<UInt32>>(f: blend.f, t: blend.t)
            let s = rowStride
            while y &+ 4 <= height {
                for i in 0..<count {
                    let p = row + i
                    let d = SIMD4<UInt32>(p[0], p[s], p[2 &* s], p[3 &* s])
                    let r = PixelSteps.blend(d, c)
                    p[0] = r[0]
                    p[s] = r[1]
                    p[2 &* s] = r[2]
                    p[3 &* s] = r[3]
                }
                row += 4 &* s
                y &+= 4
            }
        }
        while y < height {
            for i in 0..<count { row[i] = blend.apply(row[i]) }
            row += rowStride
            y &+= 1
        }
    }

    /// Covers `count` pixels (at least `W.scalarCount`) with whole steps, the last overlapping
    /// the one before it and given the destination as it was before the row was written;
    /// `step(i, d)` blends the step at pixel `i` whose destination pixels are `d`.
    @inlinable @inline(__always)
    static func overlappedSteps<W: PixelVector>(
        _: W.Type, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int,
        _ step: (Int, W) -> Void
    ) {
        let lastAt = count &- W.scalarCount
        let end: W = PixelSteps.load(dst + lastAt)
        var i = 0
        while i < lastAt {
            step(i, PixelSteps.load(dst + i))
            i &+= W.scalarCount
        }
        step(lastAt, end)
    }

    /// A solid premultiplied `color` with per-pixel coverage.
    @inlinable
    public static func solidMask(
        _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
        _ color: UInt32, _ mode: BlendMode
    ) {
        // The one row of `solidMaskRect`, without a call to it (a row of a shape's sweep is
        // blended on its own, many times per shape).
        if count >= V.scalarCount { return solidMaskSteps(V.self, dst, 0, mask, 0, count, 1, color, mode) }
        if V.scalarCount > 8 && count >= 8 {
            return solidMaskSteps(SIMD8<UInt32>.self, dst, 0, mask, 0, count, 1, color, mode)
        }
        if V.scalarCount > 4 && count >= 4 {
            return solidMaskSteps(SIMD4<UInt32>.self, dst, 0, mask, 0, count, 1, color, mode)
        }
        for i in 0..<count { dst[i] = PixelSteps.blend1(dst[i], color, UInt32(mask[i]), mode) }
    }

    /// `height` rows of `count` pixels, `rowStride` pixels apart, each with its own coverage
    /// from `mask`, `maskStride` bytes a row: a small shape's rows, or a glyph, in one call,
    /// the constants worked out once.
    @inlinable
    public static func solidMaskRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ mask: UnsafePointer<UInt8>, maskStride: Int,
        _ count: Int, _ height: Int, _ color: UInt32, _ mode: BlendMode
    ) {
        if count >= V.scalarCount {
            return solidMaskSteps(V.self, dst, rowStride, mask, maskStride, count, height, color, mode)
        }
        if V.scalarCount > 8 && count >= 8 {
            return solidMaskSteps(SIMD8<UInt32>.self, dst, rowStride, mask, maskStride, count, height, color, mode)
        }
        if V.scalarCount > 4 && count >= 4 {
            return solidMaskSteps(SIMD4<UInt32>.self, dst, rowStride, mask, maskStride, count, height, color, mode)
        }
        var row = dst, m = mask
        for _ in 0..<height {
            for i in 0..<count { row[i] = PixelSteps.blend1(row[i], color, UInt32(m[i]), mode) }
            row += rowStride
            m += maskStride
        }
    }

    @inlinable @inline(__always)
    static func solidMaskSteps<W: PixelVector>(
        _: W.Type, _ dst: UnsafeMutablePointer<UInt32>, _ rowStride: Int,
        _ mask: UnsafePointer<UInt8>, _ maskStride: Int,
        _ count: Int, _ height: Int, _ color: UInt32, _ mode: BlendMode
    ) {
        let c = W(repeating: color)
        // Fully covered steps (glyph stems, shape interiors, the runs a coverage row joins to
        // its mask) blend with the constants of full coverage, as `solidRect` does: half the
        // work of scaling the colour by each pixel's coverage first. Where the destination
        // drops out (an opaque colour over), a plain store.
        let full = Factors(color, 255, mode)
        let fullT = W(repeating: full.t), fullBlend = ConstantBlend<W>(f: full.f, t: full.t)
        @inline(__always) func rows(_ mode: BlendMode) {
            var row = dst, rowMask = mask
            for _ in 0..<height {
                let dst = row, mask = rowMask
                overlappedSteps(W.self, dst, count) { i, d in
                    let coverage = PixelSteps.coverageStep(W.self, mask + i)
                    if coverage.none { return }
                    if coverage.full {
                        PixelSteps.store(dst + i, full.f == 0 ? fullT : PixelSteps.blend(d, fullBlend))
                        return
                    }
                    let m = coverage.vector
                    PixelSteps.store(dst + i, PixelSteps.blend(d, PixelSteps.scale(c, m), m, mode))
                }
                row += rowStride
                rowMask += maskStride
            }
        }
        #if arch(arm64)
        // Text and anti-aliased edges are drawn source-over: on NEON a loop of its own, where
        // the mode's choices are made once, not in every step (five instructions a step):
        // 12.38 instructions a pixel against 14.59 (Tests/AArch64). Baseline x86-64 came out
        // 4% slower this way (17.50 against 16.77), so it keeps the one loop.
        if mode == .sourceOver { rows(.sourceOver) } else { rows(mode) }
        #else
        rows(mode)
        #endif
    }

    /// Per-pixel premultiplied source colours with constant coverage `m`.
    @inlinable
    public static func spanRun(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
        _ m: UInt32, _ mode: BlendMode
    ) {
        if count >= V.scalarCount { return spanRunSteps(V.self, dst, src, count, m, mode) }
        if V.scalarCount > 8 && count >= 8 { return spanRunSteps(SIMD8<UInt32>.self, dst, src, count, m, mode) }
        if V.scalarCount > 4 && count >= 4 { return spanRunSteps(SIMD4<UInt32>.self, dst, src, count, m, mode) }
        for i in 0..<count { dst[i] = PixelSteps.blend1(dst[i], src[i], m, mode) }
    }

    /// `height` rows of `spanRun`: `count` pixels each, `rowStride` pixels apart, from source
    /// rows `sourceStride` apart (0: the same row for each). An image drawn at its own size
    /// blends its texels in place, a block of rows per call: a call per row cost an image
    /// rectangle as much as its blends.
    @inlinable
    public static func spanRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ src: UnsafePointer<UInt32>, sourceStride: Int,
        _ count: Int, _ height: Int, _ m: UInt32, _ mode: BlendMode
    ) {
        var d = dst, s = src
        for _ in 0..<height {
            spanRun(d, s, count, m, mode)
            d += rowStride
            s += sourceStride
        }
    }

    @inlinable @inline(__always)
    static func spanRunSteps<W: PixelVector>(
        _: W.Type, _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
        _ count: Int, _ m: UInt32, _ mode: BlendMode
    ) {
        let mv = W(repeating: m)
        if m == 255 && mode.keepsSource {
            // Fully covered: opaque source pixels replace the destination (an opaque image,
            // a gradient between opaque colours): a whole run at once when all its pixels are
            // (a copy of the memory, after a read that only checks alpha), else a whole step
            // at a time when all its are.
            if allOpaque(W.self, src, count) {
                UnsafeMutableRawPointer(dst).copyMemory(from: src, byteCount: count &* 4)
                return
            }
            let opaque = W(repeating: 0xFF00_0000)
            overlappedSteps(W.self, dst, count) { i, d in
                let s: W = PixelSteps.load(src + i)
                // Two stores, not one of a choice: as a choice, the blend was worked out for
                // the opaque steps too (an opaque image 15% slower).
                if W.isZero((s & opaque) ^ opaque) {
                    PixelSteps.store(dst + i, s)
                } else if mode == .sourceOver && W.isZero(s) {
                    // Wholly transparent (premultiplied, so every channel is 0): over it, the
                    // destination stays as it is. An icon's or a round picture's corners.
                } else {
                    PixelSteps.store(dst + i, PixelSteps.blend(d, s, mv, mode))
                }
            }
            return
        }
        overlappedSteps(W.self, dst, count) { i, d in
            PixelSteps.store(
                dst + i, PixelSteps.blend(d, PixelSteps.scale(PixelSteps.load(src + i) as W, mv), mv, mode))
        }
    }

    /// Whether every one of `count` pixels (at least a step's) is opaque. Steps are read four
    /// at a time and their alphas tested together; a run with a translucent pixel near its
    /// start (an icon's, a round picture's rows) is given up on after the first four steps.
    @inlinable @inline(__always)
    static func allOpaque<W: PixelVector>(_: W.Type, _ src: UnsafePointer<UInt32>, _ count: Int) -> Bool {
        let opaque = W(repeating: 0xFF00_0000)
        let step = W.scalarCount
        var i = 0
        while i &+ 4 &* step <= count {
            let a: W = PixelSteps.load(src + i), b: W = PixelSteps.load(src + (i &+ step))
            let c: W = PixelSteps.load(src + (i &+ 2 &* step)), d: W = PixelSteps.load(src + (i &+ 3 &* step))
            if !W.isZero((a & b & c & d & opaque) ^ opaque) { return false }
            i &+= 4 &* step
        }
        while i &+ step <= count {
            let a: W = PixelSteps.load(src + i)
            if !W.isZero((a & opaque) ^ opaque) { return false }
            i &+= step
        }
        // The last pixels, in one step that overlaps the ones already read.
        let last: W = PixelSteps.load(src + (count &- step))
        return W.isZero((last & opaque) ^ opaque)
    }

    /// Per-pixel premultiplied source colours with per-pixel coverage.
    @inlinable
    public static func spanMask(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ mask: UnsafePointer<UInt8>,
        _ count: Int, _ mode: BlendMode
    ) {
        if count >= V.scalarCount { return spanMaskSteps(V.self, dst, src, mask, count, mode) }
        if V.scalarCount > 8 && count >= 8 { return spanMaskSteps(SIMD8<UInt32>.self, dst, src, mask, count, mode) }
        if V.scalarCount > 4 && count >= 4 { return spanMaskSteps(SIMD4<UInt32>.self, dst, src, mask, count, mode) }
        for i in 0..<count { dst[i] = PixelSteps.blend1(dst[i], src[i], UInt32(mask[i]), mode) }
    }

    @inlinable @inline(__always)
    static func spanMaskSteps<W: PixelVector>(
        _: W.Type, _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
        _ mask: UnsafePointer<UInt8>, _ count: Int, _ mode: BlendMode
    ) {
        overlappedSteps(W.self, dst, count) { i, d in
            let m: W = PixelSteps.coverage(mask + i)
            PixelSteps.store(dst + i, PixelSteps.blend(d, PixelSteps.scale(PixelSteps.load(src + i), m), m, mode))
        }
    }
}
