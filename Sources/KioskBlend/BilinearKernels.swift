/// Bilinear sampling of an image moved by a fraction of a pixel: every pixel blends texel
/// columns i and i + 1 of two rows with the same weights (the fractions of the move, in
/// 1/256), `V.scalarCount` pixels a step in 16-bit lanes (two channels per 32-bit pixel, each
/// product below 2^16). Written once like `PixelKernels`: instantiated four pixels a step in
/// KioskRaster, eight in KioskBlendAVX2 and sixteen in KioskBlendAVX512. Each pixel is
/// exactly `pixel(...)`.
public enum BilinearKernels<V: PixelVector> {
    /// `count` pixels from columns 0 ... count of `top` and `bottom` (nil: transparent rows).
    ///
    /// A row of at least one step is covered by whole steps, the last placed to end at the
    /// row's end: each output pixel is a function of its own texels, so a pixel written twice
    /// gets the same value twice.
    @inlinable
    public static func row(
        top: UnsafePointer<UInt32>?, bottom: UnsafePointer<UInt32>?, count: Int,
        wx: UInt32, wy: UInt32, out: UnsafeMutablePointer<UInt32>
    ) {
        if count >= V.scalarCount { return steps(V.self, top, bottom, count, wx, wy, out) }
        if V.scalarCount > 8 && count >= 8 { return steps(SIMD8<UInt32>.self, top, bottom, count, wx, wy, out) }
        if V.scalarCount > 4 && count >= 4 { return steps(SIMD4<UInt32>.self, top, bottom, count, wx, wy, out) }
        for i in 0..<count {
            out[i] = pixel(top?[i] ?? 0, top?[i + 1] ?? 0, bottom?[i] ?? 0, bottom?[i + 1] ?? 0, wx, wy)
        }
    }

    @inlinable @inline(__always)
    static func steps<W: PixelVector>(
        _: W.Type, _ top: UnsafePointer<UInt32>?, _ bottom: UnsafePointer<UInt32>?, _ count: Int,
        _ wx: UInt32, _ wy: UInt32, _ out: UnsafeMutablePointer<UInt32>
    ) {
        let ux = UInt16(wx), uy = UInt16(wy)
        @inline(__always) func load(_ p: UnsafePointer<UInt32>?, _ i: Int) -> W {
            guard let p else { return W(repeating: 0) }
            return UnsafeRawPointer(p + i).loadUnaligned(as: W.self)
        }
        @inline(__always) func step(_ i: Int) {
            let upper = lerp(load(top, i), load(top, i + 1), ux)
            let lower = lerp(load(bottom, i), load(bottom, i + 1), ux)
            UnsafeMutableRawPointer(out + i).storeBytes(of: lerp(upper, lower, uy), as: W.self)
        }
        let lastAt = count - W.scalarCount
        var i = 0
        while i < lastAt {
            step(i)
            i += W.scalarCount
        }
        step(lastAt)
    }

    /// p + (q - p) * w / 256 per channel, as (p * (256 - w) + q * w) >> 8.
    @inlinable @inline(__always)
    static func lerp<W: PixelVector>(_ p: W, _ q: W, _ w: UInt16) -> W {
        let p16 = unsafeBitCast(p, to: W.Channels.self), q16 = unsafeBitCast(q, to: W.Channels.self)
        let wq = W.Channels(repeating: w), wp = W.Channels(repeating: 256 - w)
        let low = ((p16 & 0x00FF) &* wp &+ (q16 & 0x00FF) &* wq) &>> 8
        let high = ((p16 &>> 8) &* wp &+ (q16 &>> 8) &* wq) & 0xFF00
        return unsafeBitCast(low | high, to: W.self)
    }

    /// One pixel from its four texels: the packed form of the same arithmetic.
    @inlinable @inline(__always)
    public static func pixel(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ wx: UInt32, _ wy: UInt32) -> UInt32 {
        if a == b && a == c && a == d { return a }
        let m: UInt32 = 0x00FF_00FF
        @inline(__always) func lerp(_ p: UInt32, _ q: UInt32, _ w: UInt32) -> UInt32 {
            let lo = ((p & m) &* (256 - w) &+ (q & m) &* w) &>> 8 & m
            let hi = (((p &>> 8) & m) &* (256 - w) &+ ((q &>> 8) & m) &* w) & ~m
            return lo | hi
        }
        return lerp(lerp(a, b, wx), lerp(c, d, wx), wy)
    }
}
