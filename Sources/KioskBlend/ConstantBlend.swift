/// A step's constants for blending a solid colour at known coverages, `d' = t + d * f / 255`
/// per channel (per lane: a rectangle's side columns have their own), laid out for
/// `PixelSteps.blend(_:_:)`: the factor once per 16-bit half, and the source term inside each
/// division's rounding term, `128 + 255 t`, one vector for the low channels (blue, red) and
/// one for the high (green, alpha). That saves the add of `t` after the division: a tenth of
/// the work of a translucent fill.
///
/// Where the step multiplies bytes in place (`PixelVector.multipliesBytes`), the destination's
/// bytes enter as signed, `d - 128`, so each rounding term also carries the `128 f` that
/// offset takes away, and the factor comes a second time in the high byte of each half, to
/// pick the high channel of the pair.
///
/// Exact for `t` and `f` of a valid premultiplied colour (every channel within its alpha),
/// where `t + d * f / 255` never passes 255 and the rounding sum stays within 16 bits.
public struct ConstantBlend<W: PixelVector> {
    public var f: W.Channels, low: W.Channels, high: W.Channels
    /// The factor in the high byte of each 16-bit half (the byte products only).
    public var fHigh: W.Channels

    /// Per-lane factors `f` and source terms `t`.
    @inlinable @inline(__always)
    public init(f: W, t: W) {
        self.f = unsafeBitCast(f | (f &<< 16), to: W.Channels.self)
        low = unsafeBitCast((t & 0x00FF_00FF) &* 255 &+ 0x0080_0080, to: W.Channels.self)
        high = unsafeBitCast(((t &>> 8) & 0x00FF_00FF) &* 255 &+ 0x0080_0080, to: W.Channels.self)
        fHigh = self.f &<< 8
        if W.multipliesBytes {
            // In 16-bit lanes: the sums pass 65535 on their way and wrap, as the products' do.
            low &+= self.f &* 128
            high &+= self.f &* 128
        }
    }
}
