/// A step's constants for blending a solid colour at known coverages, `d' = t + d * f / 255`
/// per channel (per lane: a rectangle's side columns have their own), laid out for
/// `PixelSteps.blend(_:_:)`: the factor once per 16-bit half, and the source term inside each
/// division's rounding term, `128 + 255 t`, one vector for the low channels (blue, red) and
/// one for the high (green, alpha). That saves the add of `t` after the division: a tenth of
/// the work of a translucent fill.
///
/// Exact for `t` and `f` of a valid premultiplied colour (every channel within its alpha),
/// where `t + d * f / 255` never passes 255 and the rounding sum stays within 16 bits.
public struct ConstantBlend<W: PixelVector> {
    public var f: W.Channels, low: W.Channels, high: W.Channels

    /// Per-lane factors `f` and source terms `t`.
    @inlinable @inline(__always)
    public init(f: W, t: W) {
        self.f = unsafeBitCast(f | (f &<< 16), to: W.Channels.self)
        low = unsafeBitCast((t & 0x00FF_00FF) &* 255 &+ 0x0080_0080, to: W.Channels.self)
        high = unsafeBitCast(((t &>> 8) & 0x00FF_00FF) &* 255 &+ 0x0080_0080, to: W.Channels.self)
    }
}
