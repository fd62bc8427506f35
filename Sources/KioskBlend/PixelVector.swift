/// The pixels one kernel step handles: four (128-bit registers: SSE2, NEON) or eight (256-bit:
/// AVX2). The kernels in `PixelKernels` are written once over this protocol; each module that
/// instantiates them is compiled for its registers, so the same source gives the baseline
/// kernels and, in `KioskBlendAVX2`, the wide ones. These two widths are the ones there are.
public protocol PixelVector: SIMD where Scalar == UInt32 {
    /// The same bits in 16-bit lanes: two 8-bit channels of a pixel per 32-bit lane.
    associatedtype Channels: SIMD where Channels.Scalar == UInt16
    /// One coverage byte per pixel.
    associatedtype Coverage: SIMD where Coverage.Scalar == UInt8

    /// Channels times per-lane factors (each 0...255), divided by 255 with rounding, exactly:
    /// (t + (t >> 8)) >> 8 with t = x * f + 128. Each width picks the instructions that do it
    /// best on its registers.
    static func mulDiv255(_ x: Channels, _ f: Channels) -> Channels

    /// Coverage bytes, each in its pixel's lane.
    init(coverage: Coverage)

    /// Whether every lane is zero. (The library's `==` on vectors, specialised in another
    /// module, stayed a loop over the lanes through memory: half the speed of an image fill.)
    static func isZero(_ v: Self) -> Bool
}

extension SIMD4: PixelVector where Scalar == UInt32 {
    public typealias Channels = SIMD8<UInt16>
    public typealias Coverage = SIMD4<UInt8>

    @inlinable @inline(__always)
    public init(coverage: Coverage) { self.init(truncatingIfNeeded: coverage) }

    @inlinable @inline(__always)
    public static func isZero(_ v: Self) -> Bool {
        let q = unsafeBitCast(v, to: (UInt64, UInt64).self)
        return q.0 | q.1 == 0
    }

    /// (t * 257) >> 16: the same value as (t + (t >> 8)) >> 8 for every x and f (checked
    /// exhaustively), in one multiply-high (SSE2's pmulhuw, NEON's umull + shrn) instead of
    /// three operations. The lanes are widened and narrowed one by one: LLVM folds that into the multiply-high,
    /// where the standard library's generic lane conversions, specialised in another module,
    /// stayed out-of-line loops (a quarter of the speed).
    @inlinable @inline(__always)
    public static func mulDiv255(_ x: Channels, _ f: Channels) -> Channels {
        let t = x &* f &+ 128
        var wide = SIMD8<UInt32>()
        for i in 0..<8 { wide[i] = UInt32(t[i]) }
        wide = (wide &* 257) &>> 16
        var out = Channels()
        for i in 0..<8 { out[i] = UInt16(truncatingIfNeeded: wide[i]) }
        return out
    }
}

extension SIMD8: PixelVector where Scalar == UInt32 {
    public typealias Channels = SIMD16<UInt16>
    public typealias Coverage = SIMD8<UInt8>

    @inlinable @inline(__always)
    public init(coverage: Coverage) { self.init(truncatingIfNeeded: coverage) }

    @inlinable @inline(__always)
    public static func isZero(_ v: Self) -> Bool {
        let q = unsafeBitCast(v, to: (UInt64, UInt64, UInt64, UInt64).self)
        return q.0 | q.1 | q.2 | q.3 == 0
    }

    /// The multiply-high again (vpmulhuw), the lanes widened and narrowed one by one for the
    /// reason given at `SIMD4`. Shifts and adds instead measured 13% slower.
    @inlinable @inline(__always)
    public static func mulDiv255(_ x: Channels, _ f: Channels) -> Channels {
        let t = x &* f &+ 128
        var wide = SIMD16<UInt32>()
        for i in 0..<16 { wide[i] = UInt32(t[i]) }
        wide = (wide &* 257) &>> 16
        var out = Channels()
        for i in 0..<16 { out[i] = UInt16(truncatingIfNeeded: wide[i]) }
        return out
    }
}
