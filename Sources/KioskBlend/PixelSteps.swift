#if arch(x86_64)
import CByteProducts
#endif

/// The arithmetic of one kernel step, for any `PixelVector` width, and of one pixel.
///
/// Two channels are packed per 32-bit lane (red and blue in one 16-bit half each, alpha and
/// green in the other), the classic trick that needs one multiply per channel pair and lets
/// the destination factor be per pixel rather than per channel. A first version that widened
/// every channel to its own lane spent most of its time in lane-width conversions (26.8 ms for
/// a 1280x800 source-over fill, against 0.55 ms packed and 0.29 ms for memcpy of the bytes).
///
/// Every step produces exactly the pixels of its twin in `ReferenceKernels` for valid
/// premultiplied input (no channel above alpha), where no packed sum can carry into its
/// neighbour.
public enum PixelSteps {
    @inlinable @inline(__always)
    public static func load<W: PixelVector>(_ p: UnsafePointer<UInt32>) -> W {
        UnsafeRawPointer(p).loadUnaligned(as: W.self)
    }

    @inlinable @inline(__always)
    public static func store<W: PixelVector>(_ p: UnsafeMutablePointer<UInt32>, _ v: W) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: W.self)
    }

    /// One coverage byte per pixel, widened to its lane (one pmovzxbd with SSE4.1 or AVX2).
    @inlinable @inline(__always)
    public static func coverage<W: PixelVector>(_ m: UnsafePointer<UInt8>) -> W {
        W(coverage: UnsafeRawPointer(m).loadUnaligned(as: W.Coverage.self))
    }

    /// A step's coverage: whether its bytes are all zero (`none`) or all 255 (`full`), and the
    /// bytes widened to their pixels' lanes (`vector`), for a step that is neither.
    ///
    /// On x86-64 the two tests read the bytes as one or two integers, and the vector is read
    /// only for a step that needs it. On AArch64 the bytes are read once, into a vector, and
    /// tested there: read as an integer too, LLVM worked each pixel's factor out in a general
    /// register and moved it into its lane, seven lane moves a step, a third of a glyph's
    /// blend (Tests/AArch64).
    @inlinable @inline(__always)
    public static func coverageStep<W: PixelVector>(_: W.Type, _ m: UnsafePointer<UInt8>) -> CoverageStep<W> {
        #if arch(arm64)
        let vector: W = coverage(m)
        return CoverageStep(none: W.isZero(vector), full: W.isZero(vector ^ 255), mask: m, read: vector)
        #else
        let extremes = coverageExtremes(W.self, m)
        return CoverageStep(none: extremes.none, full: extremes.full, mask: m, read: nil)
        #endif
    }

    /// Whether a step's coverage bytes are all zero (`none`) or all 255 (`full`), read as one
    /// or two integers: an empty step is skipped and a full one stored with one compare.
    @inlinable @inline(__always)
    public static func coverageExtremes<W: PixelVector>(
        _: W.Type, _ m: UnsafePointer<UInt8>
    ) -> (none: Bool, full: Bool) {
        let raw = UnsafeRawPointer(m)
        switch W.scalarCount {
        case 16:
            let a = raw.loadUnaligned(as: UInt64.self), b = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            return ((a | b) == 0, (a & b) == .max)
        case 8:
            let a = raw.loadUnaligned(as: UInt64.self)
            return (a == 0, a == .max)
        default:
            let a = raw.loadUnaligned(as: UInt32.self)
            return (a == 0, a == .max)
        }
    }

    /// Whole pixels times a per-pixel factor. A 16-bit lane holds two channels (B and G, R and
    /// A): masking keeps the low one, a 16-bit shift brings down the high one.
    @inlinable @inline(__always)
    public static func scale<W: PixelVector>(_ p: W, _ f: W) -> W {
        #if arch(arm64)
        // The factor into both halves by one multiply: from the shift and OR, LLVM's NEON code
        // kept a lane move in every step (`mov v.h[6]`), and in a span with coverage four
        // (Tests/AArch64). x86-64 keeps the shift: SSE2 has no 32-bit multiply.
        let f16 = unsafeBitCast(f &* 0x0001_0001, to: W.Channels.self)
        #else
        let f16 = unsafeBitCast(f | (f &<< 16), to: W.Channels.self)
        #endif
        let p16 = unsafeBitCast(p, to: W.Channels.self)
        let low = W.mulDiv255(p16 & 0x00FF, f16), high = W.mulDiv255(p16 &>> 8, f16)
        return combine(W.self, low, high)
    }

    /// The two halves of `scale` back into pixels. The high channels move up by a 32-bit shift,
    /// the same as a 16-bit one for results within a byte: LLVM keeps that one as a multiply-high
    /// and a shift, where from the 16-bit shift it worked the product out again with three
    /// operations (a 1280x800 source-over fill 7% slower).
    @inlinable @inline(__always)
    static func combine<W: PixelVector>(_: W.Type, _ low: W.Channels, _ high: W.Channels) -> W {
        unsafeBitCast(low, to: W.self) | (unsafeBitCast(high, to: W.self) &<< 8)
    }

    /// `t + d * f / 255` per channel, for a solid colour's blend (`t` and `f` in `c`, see
    /// `ConstantBlend`): one rounding multiply-high per half where the step has it, else `t`
    /// rides in each division's rounding term instead of being added after it.
    @inlinable @inline(__always)
    public static func blend<W: PixelVector>(_ d: W, _ c: ConstantBlend<W>) -> W {
        #if arch(x86_64)
        if W.multipliesRounded {
            let p16 = unsafeBitCast(d, to: W.Channels.self)
            let low = multiplyHighRounded(p16 & 0x00FF, c.f), high = multiplyHighRounded(p16 &>> 8, c.f)
            return combine(W.self, low, high) &+ c.t
        }
        #endif
        let p16 = unsafeBitCast(d, to: W.Channels.self)
        let low = W.mulDiv255(p16 & 0x00FF, c.f, plus: c.low), high = W.mulDiv255(p16 &>> 8, c.f, plus: c.high)
        return combine(W.self, low, high)
    }

    #if arch(x86_64)
    /// vpmulhrsw on a step of eight or sixteen pixels: `(a * b + 2^14) >> 15` per 16-bit lane
    /// (see CByteProducts).
    @inlinable @inline(__always)
    static func multiplyHighRounded<C: SIMD>(_ a: C, _ b: C) -> C where C.Scalar == UInt16 {
        assert(MemoryLayout<C>.size == 32 || MemoryLayout<C>.size == 64, "a step of eight or sixteen pixels")
        return withUnsafeTemporaryAllocation(of: C.self, capacity: 3) { v in
            v[0] = a
            v[1] = b
            let lanes = UnsafeMutableRawPointer(v.baseAddress!).assumingMemoryBound(to: UInt16.self)
            if MemoryLayout<C>.size == 64 {
                kiosk_multiply_high_rounded_512(lanes + 2 * C.scalarCount, lanes, lanes + C.scalarCount)
            } else {
                kiosk_multiply_high_rounded(lanes + 2 * C.scalarCount, lanes, lanes + C.scalarCount)
            }
            return v[2]
        }
    }
    #endif

    /// Destination `d`, source already scaled by coverage `sm`, coverage `m`.
    @inlinable @inline(__always)
    public static func blend<W: PixelVector>(_ d: W, _ sm: W, _ m: W, _ mode: BlendMode) -> W {
        let f = mode.factorFromAlpha ? 255 &- (sm &>> 24) : 255 &- m
        let r = scale(d, f)
        return mode.keepsSource ? r &+ sm : r
    }

    /// One pixel times a factor, two channels per multiply (the packed form of `scale`).
    @inlinable @inline(__always)
    public static func scale1(_ p: UInt32, _ f: UInt32) -> UInt32 {
        @inline(__always) func pair(_ x: UInt32) -> UInt32 {
            let t = x &* f &+ 0x0080_0080
            return ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
        }
        return pair(p & 0x00FF_00FF) | pair((p &>> 8) & 0x00FF_00FF) &<< 8
    }

    /// One pixel with the same packed arithmetic, for the tails: identical to the reference
    /// twin, several times faster than its channel-by-channel form.
    @inlinable @inline(__always)
    public static func blend1(_ d: UInt32, _ s: UInt32, _ m: UInt32, _ mode: BlendMode) -> UInt32 {
        let sm = m == 255 ? s : scale1(s, m)
        let f = mode.factorFromAlpha ? 255 &- (sm &>> 24) : 255 &- m
        let r = scale1(d, f)
        return mode.keepsSource ? r &+ sm : r
    }
}

/// One step's coverage (`PixelSteps.coverageStep`).
public struct CoverageStep<W: PixelVector> {
    /// Every byte is zero: the step leaves its pixels as they are.
    public let none: Bool
    /// Every byte is 255: the step blends with full coverage's constants.
    public let full: Bool
    @usableFromInline let mask: UnsafePointer<UInt8>
    @usableFromInline let read: W?

    @inlinable @inline(__always)
    init(none: Bool, full: Bool, mask: UnsafePointer<UInt8>, read: W?) {
        self.none = none
        self.full = full
        self.mask = mask
        self.read = read
    }

    /// The coverage bytes, each in its pixel's lane.
    @inlinable @inline(__always)
    public var vector: W { read ?? PixelSteps.coverage(mask) }
}
