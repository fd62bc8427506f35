import CFloatConversion

/// A coordinate's pixel column or row (the rasteriser's and the shaders' floors and ceilings).
extension Float {
    /// floor as an Int without a libm call (x86's SSE2 baseline has no rounding instruction).
    /// Callers pass clipped pixel coordinates, far inside Int's range, so the conversion skips
    /// Swift's range test (three compares and branches each: a tenth of an edge's walk) and the
    /// step to the floor or ceiling cannot overflow.
    @inline(__always) var floorInt: Int {
        let i = Int(kiosk_truncate_float_wide(self))
        return Float(i) > self ? i &- 1 : i
    }
    @inline(__always) var ceilInt: Int {
        let i = Int(kiosk_truncate_float_wide(self))
        return Float(i) < self ? i &+ 1 : i
    }
    /// The value truncated towards zero, for values the caller keeps within 0 ..< 2^31 (a
    /// bilinear weight, 0 ..< 256): no range test.
    @inline(__always) var truncatedUInt32: UInt32 { UInt32(truncatingIfNeeded: kiosk_truncate_float(self)) }
    /// Both, from one conversion each way.
    @inline(__always) var floorAndCeilInt: (Int, Int) {
        let i = Int(kiosk_truncate_float_wide(self))
        let f = Float(i)
        return (f > self ? i &- 1 : i, f < self ? i &+ 1 : i)
    }
}

/// `max(x, y)` for values that are not NaN (the rasteriser's coordinates), the same value with
/// the same sign of zero: as `max` spells it (`y >= x ? y : x`) it was four instructions on
/// x86, where `x > y ? x : y` is one maxss.
@inline(__always) func larger(_ x: Float, _ y: Float) -> Float { x > y ? x : y }
