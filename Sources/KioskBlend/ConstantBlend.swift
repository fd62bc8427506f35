#if arch(x86_64)
import CByteProducts
#endif

/// A step's constants for blending a solid colour at known coverages, `d' = t + d * f / 255`
/// per channel (per lane: a rectangle's side columns have their own), laid out for
/// `PixelSteps.blend(_:_:)`.
///
/// Where the step has the rounding multiply-high (`PixelVector.multipliesRounded`: AVX2's and
/// AVX-512's vpmulhrsw), each 16-bit half carries `f`'s entry in `kiosk_rounded_factors`, with
/// which one multiply gives `d * f / 255` rounded, and `t` is added to the whole pixel after.
/// The two multiplies of the packed form below (the product, then its division) took the
/// multiply units twice as long: a translucent 256-pixel rectangle was bound by them.
///
/// Elsewhere the factor comes once per 16-bit half, and the source term rides inside each
/// division's rounding term, `128 + 255 t`, one vector for the low channels (blue, red) and
/// one for the high (green, alpha): that saves the add of `t` after the division.
///
/// Exact for `t` and `f` of a valid premultiplied colour (every channel within its alpha),
/// where `t + d * f / 255` never passes 255 and the rounding sum stays within 16 bits.
public struct ConstantBlend<W: PixelVector> {
    /// Per 16-bit half: the rounded factor, or `f` (the packed form).
    public var f: W.Channels
    /// The packed form's rounding terms with the source term in them.
    public var low: W.Channels, high: W.Channels
    /// The source term, added after the multiply (the rounded form).
    public var t: W

    /// The same factor `f` and source term `t` in every lane.
    @inlinable @inline(__always)
    public init(f: UInt32, t: UInt32) {
        let (factor, low, high) = Self.lane(f: f, t: t)
        self.f = unsafeBitCast(W(repeating: factor), to: W.Channels.self)
        self.low = unsafeBitCast(W(repeating: low), to: W.Channels.self)
        self.high = unsafeBitCast(W(repeating: high), to: W.Channels.self)
        self.t = W(repeating: t)
    }

    /// These constants with lane `lane`'s factor and source term replaced (a side column's).
    @inlinable @inline(__always)
    public func replacing(lane: Int, f: UInt32, t: UInt32) -> ConstantBlend {
        let (factor, low, high) = Self.lane(f: f, t: t)
        var c = self
        var factors = unsafeBitCast(c.f, to: W.self), lows = unsafeBitCast(c.low, to: W.self),
            highs = unsafeBitCast(c.high, to: W.self)
        factors[lane] = factor
        lows[lane] = low
        highs[lane] = high
        c.t[lane] = t
        c.f = unsafeBitCast(factors, to: W.Channels.self)
        c.low = unsafeBitCast(lows, to: W.Channels.self)
        c.high = unsafeBitCast(highs, to: W.Channels.self)
        return c
    }

    #if arch(x86_64)
    /// `f`'s entry in `kiosk_rounded_factors`: the multiplier of the rounded form.
    @inlinable @inline(__always)
    public static func roundedFactor(_ f: UInt32) -> UInt32 { UInt32(kiosk_rounded_factor(f)) }
    #endif

    /// One lane's factor (in both halves) and the packed form's rounding terms.
    @inlinable @inline(__always)
    static func lane(f: UInt32, t: UInt32) -> (factor: UInt32, low: UInt32, high: UInt32) {
        #if arch(x86_64)
        if W.multipliesRounded {
            let factor = roundedFactor(f)
            return (factor | factor &<< 16, 0, 0)
        }
        #endif
        return (f | f &<< 16, (t & 0x00FF_00FF) &* 255 &+ 0x0080_0080, ((t &>> 8) & 0x00FF_00FF) &* 255 &+ 0x0080_0080)
    }
}
