/// The blend kernels: runs and masks of solid colours and of per-pixel sources, in every
/// `BlendMode`, `V.scalarCount` pixels per step, then four, then one (the same packed arithmetic
/// throughout, so a pixel's value does not depend on where in a row it falls).
///
/// Written once; `KioskRaster` instantiates them at four pixels (its own build: SSE2, NEON)
/// and `KioskBlendAVX2` at eight (a module built for AVX2, chosen at run time). Each kernel
/// produces exactly the pixels of its twin in `ReferenceKernels`.
public enum PixelKernels<V: PixelVector> {
    /// `count` pixels covered by `m` of a solid premultiplied `color`.
    @inlinable
    public static func solidRun(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32, _ m: UInt32, _ mode: BlendMode) {
        solidRect(dst, rowStride: 0, count, 1, color, m, mode)
    }

    /// `height` rows of `count` pixels, `rowStride` pixels apart, covered by `m`: the constants
    /// are worked out once for the whole rectangle (a thin one, a border's side, is mostly that).
    @inlinable
    public static func solidRect(_ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
                                 _ color: UInt32, _ m: UInt32, _ mode: BlendMode) {
        let sm = ReferenceKernels.scale(color, m)
        var row = dst
        if mode.keepsSource && (mode == .source ? m == 255 : sm >> 24 == 255) {
            for _ in 0..<height { row.fillPixels(sm, count: count); row += rowStride }
            return
        }
        if !mode.keepsSource && (mode == .clear ? m == 255 : sm >> 24 == 255) {
            for _ in 0..<height { row.fillPixels(0, count: count); row += rowStride }
            return
        }
        // Constant source term and factor: d' = t + d * f.
        let f = mode.factorFromAlpha ? 255 - (sm >> 24) : 255 - m
        let t = mode.keepsSource ? sm : 0
        for _ in 0..<height {
            var i = scaleAdd(V.self, row, 0, count, f, t)
            if V.scalarCount > 4 { i = scaleAdd(SIMD4<UInt32>.self, row, i, count, f, t) }
            while i < count { row[i] = PixelSteps.scale1(row[i], f) &+ t; i += 1 }
            row += rowStride
        }
    }

    @inlinable @inline(__always)
    static func scaleAdd<W: PixelVector>(_: W.Type, _ row: UnsafeMutablePointer<UInt32>, _ start: Int, _ count: Int,
                                         _ f1: UInt32, _ t1: UInt32) -> Int {
        let f = W(repeating: f1), t = W(repeating: t1)
        // A counted loop over a moving pointer: no overflow checks on the index in the body.
        let steps = (count &- start) / W.scalarCount
        var p = row + start
        for _ in 0..<steps {
            PixelSteps.store(p, PixelSteps.scale(PixelSteps.load(p) as W, f) &+ t)
            p += W.scalarCount
        }
        return start &+ steps &* W.scalarCount
    }

    /// A solid premultiplied `color` with per-pixel coverage.
    @inlinable
    public static func solidMask(_ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
                                 _ color: UInt32, _ mode: BlendMode) {
        var i = solidMaskSteps(V.self, dst, mask, 0, count, color, mode)
        if V.scalarCount > 4 { i = solidMaskSteps(SIMD4<UInt32>.self, dst, mask, i, count, color, mode) }
        while i < count { dst[i] = PixelSteps.blend1(dst[i], color, UInt32(mask[i]), mode); i += 1 }
    }

    @inlinable @inline(__always)
    static func solidMaskSteps<W: PixelVector>(_: W.Type, _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>,
                                               _ start: Int, _ count: Int, _ color: UInt32, _ mode: BlendMode) -> Int {
        let c = W(repeating: color)
        // Opaque colour over fully covered pixels is a plain store (glyph stems, shape interiors).
        let opaqueOver = mode.keepsSource && color >> 24 == 255
        var i = start
        while i + W.scalarCount <= count {
            let bits = PixelSteps.coverageBits(W.self, mask + i)
            if bits == 0 { i += W.scalarCount; continue }
            if opaqueOver && bits == PixelSteps.fullCoverageBits(W.self) {
                PixelSteps.store(dst + i, c)
                i += W.scalarCount
                continue
            }
            let m: W = PixelSteps.coverage(mask + i)
            PixelSteps.store(dst + i, PixelSteps.blend(PixelSteps.load(dst + i), PixelSteps.scale(c, m), m, mode))
            i += W.scalarCount
        }
        return i
    }

    /// Per-pixel premultiplied source colours with constant coverage `m`.
    @inlinable
    public static func spanRun(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
                               _ m: UInt32, _ mode: BlendMode) {
        var i = spanRunSteps(V.self, dst, src, 0, count, m, mode)
        if V.scalarCount > 4 { i = spanRunSteps(SIMD4<UInt32>.self, dst, src, i, count, m, mode) }
        while i < count { dst[i] = PixelSteps.blend1(dst[i], src[i], m, mode); i += 1 }
    }

    @inlinable @inline(__always)
    static func spanRunSteps<W: PixelVector>(_: W.Type, _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
                                             _ start: Int, _ count: Int, _ m: UInt32, _ mode: BlendMode) -> Int {
        let mv = W(repeating: m)
        var i = start
        if m == 255 && mode.keepsSource {
            // Fully covered: opaque source pixels replace the destination (an opaque image,
            // a gradient between opaque colours), a whole step at a time when all its are.
            let opaque = W(repeating: 0xFF00_0000)
            while i + W.scalarCount <= count {
                let s: W = PixelSteps.load(src + i)
                if W.isZero((s & opaque) ^ opaque) {
                    PixelSteps.store(dst + i, s)
                } else {
                    PixelSteps.store(dst + i, PixelSteps.blend(PixelSteps.load(dst + i), s, mv, mode))
                }
                i += W.scalarCount
            }
            return i
        }
        while i + W.scalarCount <= count {
            let s: W = PixelSteps.load(src + i)
            PixelSteps.store(dst + i, PixelSteps.blend(PixelSteps.load(dst + i), PixelSteps.scale(s, mv), mv, mode))
            i += W.scalarCount
        }
        return i
    }

    /// Per-pixel premultiplied source colours with per-pixel coverage.
    @inlinable
    public static func spanMask(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ mask: UnsafePointer<UInt8>,
                                _ count: Int, _ mode: BlendMode) {
        var i = spanMaskSteps(V.self, dst, src, mask, 0, count, mode)
        if V.scalarCount > 4 { i = spanMaskSteps(SIMD4<UInt32>.self, dst, src, mask, i, count, mode) }
        while i < count { dst[i] = PixelSteps.blend1(dst[i], src[i], UInt32(mask[i]), mode); i += 1 }
    }

    @inlinable @inline(__always)
    static func spanMaskSteps<W: PixelVector>(_: W.Type, _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>,
                                              _ mask: UnsafePointer<UInt8>, _ start: Int, _ count: Int, _ mode: BlendMode) -> Int {
        var i = start
        while i + W.scalarCount <= count {
            let m: W = PixelSteps.coverage(mask + i)
            PixelSteps.store(dst + i, PixelSteps.blend(PixelSteps.load(dst + i), PixelSteps.scale(PixelSteps.load(src + i), m), m, mode))
            i += W.scalarCount
        }
        return i
    }
}
