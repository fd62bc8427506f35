/// The pixels one kernel step handles: four (128-bit registers: SSE2, NEON), eight (256-bit:
/// AVX2) or sixteen (512-bit: AVX-512). The kernels in `PixelKernels` are written once over
/// this protocol; each module that instantiates them is compiled for its registers, so the
/// same source gives the baseline kernels and, in `KioskBlendAVX2` and `KioskBlendAVX512`,
/// the wide ones. These three widths are the ones there are.
public protocol PixelVector: SIMD where Scalar == UInt32 {
    /// The same bits in 16-bit lanes: two 8-bit channels of a pixel per 32-bit lane.
    associatedtype Channels: SIMD where Channels.Scalar == UInt16
    /// One coverage byte per pixel.
    associatedtype Coverage: SIMD where Coverage.Scalar == UInt8

    /// `Channels` widened: a 32-bit lane per 16-bit one, for the multiply-high.
    associatedtype Products: SIMD where Products.Scalar == UInt32

    /// Coverage bytes, each in its pixel's lane.
    init(coverage: Coverage)
}

extension PixelVector {
    /// Channels times per-lane factors (each 0...255), divided by 255 with rounding, exactly:
    /// (t * 257) >> 16 with t = x * f + 128, the same value as (t + (t >> 8)) >> 8 for every
    /// x and f (checked exhaustively), in one multiply-high (pmulhuw and vpmulhuw on x86,
    /// umull + shrn on NEON) instead of three operations; shifts and adds measured 13% slower
    /// at 256 bits. The lanes are widened and narrowed one by one: LLVM folds that into the
    /// multiply-high, where the standard library's generic lane conversions, specialised in
    /// another module, stayed out-of-line loops (a quarter of the speed).
    @inlinable @inline(__always)
    public static func mulDiv255(_ x: Channels, _ f: Channels) -> Channels {
        mulDiv255(x, f, plus: Channels(repeating: 128))
    }

    /// `mulDiv255` with a rounding term of the caller's own: 128 plus 255 times a per-lane
    /// value `t` gives `t + x * f / 255` exactly (255 t divides evenly), one add fewer where a
    /// constant colour is added after the division. The sum must stay within 16 bits: it does
    /// when `t + x * f / 255` is at most 255.
    @inlinable @inline(__always)
    public static func mulDiv255(_ x: Channels, _ f: Channels, plus rounding: Channels) -> Channels {
        divide255(x &* f &+ rounding)
    }

    /// `t * 257 >> 16` per lane: a product with its rounding term (`mulDiv255`), divided by
    /// 255.
    @inlinable @inline(__always)
    public static func divide255(_ t: Channels) -> Channels {
        var wide = Products()
        for i in 0..<Products.scalarCount { wide[i] = UInt32(t[i]) }
        wide = (wide &* 257) &>> 16
        var out = Channels()
        for i in 0..<Channels.scalarCount { out[i] = UInt16(truncatingIfNeeded: wide[i]) }
        return out
    }

    /// Whether every lane is zero, by OR-ing the vector's 64-bit words. (The library's `==` on
    /// vectors, specialised in another module, stayed a loop over the lanes through memory:
    /// half the speed of an image fill.)
    @inlinable @inline(__always)
    public static func isZero(_ v: Self) -> Bool {
        withUnsafeBytes(of: v) { bytes in
            var any: UInt64 = 0
            for i in 0..<(MemoryLayout<Self>.size / 8) { any |= bytes.load(fromByteOffset: i * 8, as: UInt64.self) }
            return any == 0
        }
    }
}

extension PixelVector {
    /// Whether a step blends a constant colour with the rounding multiply-high (AVX2's and
    /// AVX-512's vpmulhrsw, through CByteProducts; see `ConstantBlend`). Only the eight- and
    /// sixteen-pixel steps do: they run only where the CPU has AVX2 (or AVX-512), while
    /// four-pixel steps must run on baseline x86-64, which lacks the instruction (SSSE3).
    @inlinable
    public static var multipliesRounded: Bool {
        #if arch(x86_64)
        return scalarCount >= 8
        #else
        return false
        #endif
    }
}

extension SIMD4: PixelVector where Scalar == UInt32 {
    public typealias Channels = SIMD8<UInt16>
    public typealias Coverage = SIMD4<UInt8>
    public typealias Products = SIMD8<UInt32>

    @inlinable @inline(__always)
    public init(coverage: Coverage) { self.init(truncatingIfNeeded: coverage) }
}

extension SIMD8: PixelVector where Scalar == UInt32 {
    public typealias Channels = SIMD16<UInt16>
    public typealias Coverage = SIMD8<UInt8>
    public typealias Products = SIMD16<UInt32>

    @inlinable @inline(__always)
    public init(coverage: Coverage) { self.init(truncatingIfNeeded: coverage) }
}

extension SIMD16: PixelVector where Scalar == UInt32 {
    public typealias Channels = SIMD32<UInt16>
    public typealias Coverage = SIMD16<UInt8>
    public typealias Products = SIMD32<UInt32>

    /// Lane by lane, which LLVM folds into one vpmovzxbd: the library's conversion at sixteen
    /// lanes stayed a call, to a copy built for baseline x86-64 in another module, from every
    /// step of a coverage mask.
    @inlinable @inline(__always)
    public init(coverage: Coverage) {
        self.init()
        for i in 0..<16 { self[i] = UInt32(coverage[i]) }
    }
}
