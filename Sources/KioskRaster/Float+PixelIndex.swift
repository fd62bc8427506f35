/// A coordinate's pixel column or row (the rasteriser's and the shaders' floors and ceilings).
extension Float {
    /// floor as an Int without a libm call (x86's SSE2 baseline has no rounding instruction).
    /// Callers pass clipped pixel coordinates, far inside Int's range.
    @inline(__always) var floorInt: Int {
        let i = Int(self)
        return Float(i) > self ? i - 1 : i
    }
    @inline(__always) var ceilInt: Int {
        let i = Int(self)
        return Float(i) < self ? i + 1 : i
    }
    /// Both, from one conversion each way.
    @inline(__always) var floorAndCeilInt: (Int, Int) {
        let i = Int(self)
        let f = Float(i)
        return (f > self ? i - 1 : i, f < self ? i + 1 : i)
    }
}
