/// The slow, obvious twins of the SIMD kernels in `PixelKernels.swift`: one pixel at a time,
/// straight from the formula table in `BlendMode`. The differential tests require the SIMD
/// kernels to produce exactly these pixels.
public enum ReferenceKernels {
    @inlinable @inline(__always)
    public static func scale(_ p: UInt32, _ m: UInt32) -> UInt32 {
        if m == 255 { return p }
        return div255((p >> 24) * m) << 24 | div255(((p >> 16) & 0xFF) * m) << 16
            | div255(((p >> 8) & 0xFF) * m) << 8 | div255((p & 0xFF) * m)
    }

    /// One pixel: destination `d`, premultiplied source `s`, coverage `m`.
    @inlinable @inline(__always)
    public static func blend(_ d: UInt32, _ s: UInt32, _ m: UInt32, _ mode: BlendMode) -> UInt32 {
        let sm = scale(s, m)
        let f = mode.factorFromAlpha ? 255 - (sm >> 24) : 255 - m
        let t = mode.keepsSource ? sm : 0
        func ch(_ shift: UInt32) -> UInt32 {
            min(255, ((t >> shift) & 0xFF) + div255(((d >> shift) & 0xFF) * f)) << shift
        }
        return ch(24) | ch(16) | ch(8) | ch(0)
    }

    public static func solidRun(
        _ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32, _ m: UInt32, _ mode: BlendMode
    ) {
        for i in 0..<count { dst[i] = blend(dst[i], color, m, mode) }
    }
    public static func solidMask(
        _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int, _ color: UInt32,
        _ mode: BlendMode
    ) {
        for i in 0..<count { dst[i] = blend(dst[i], color, UInt32(mask[i]), mode) }
    }
    public static func solidMaskRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ mask: UnsafePointer<UInt8>, maskStride: Int,
        _ count: Int, _ height: Int, _ color: UInt32, _ mode: BlendMode
    ) {
        for y in 0..<height { solidMask(dst + y * rowStride, mask + y * maskStride, count, color, mode) }
    }
    public static func spanRun(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int, _ m: UInt32, _ mode: BlendMode
    ) {
        for i in 0..<count { dst[i] = blend(dst[i], src[i], m, mode) }
    }
    public static func spanMask(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
        _ mode: BlendMode
    ) {
        for i in 0..<count { dst[i] = blend(dst[i], src[i], UInt32(mask[i]), mode) }
    }
    public static func solidRectEdges(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
        _ color: UInt32, first: UInt32, _ m: UInt32, last: UInt32, _ mode: BlendMode
    ) {
        for y in 0..<height {
            let row = dst + y * rowStride
            for i in 0..<count { row[i] = blend(row[i], color, i == 0 ? first : (i == count - 1 ? last : m), mode) }
        }
    }
}
