/// SIMD blend kernels: four pixels per step in 16-bit lanes (one lane per channel), which maps
/// to one 128-bit register on NEON and SSE2 and needs only 16-bit multiplies (x86's baseline
/// has no 32-bit lane multiply). Each kernel produces exactly the pixels of its twin in
/// `ReferenceKernels`; the tails use the twin directly.
enum BlendKernels {
    typealias Lanes = SIMD16<UInt16>

    @inline(__always) static func load4(_ p: UnsafePointer<UInt32>) -> SIMD4<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt32>.self)
    }
    @inline(__always) static func store4(_ p: UnsafeMutablePointer<UInt32>, _ v: SIMD4<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<UInt32>.self)
    }
    @inline(__always) static func widen(_ v: SIMD4<UInt32>) -> Lanes {
        Lanes(truncatingIfNeeded: unsafeBitCast(v, to: SIMD16<UInt8>.self))
    }
    @inline(__always) static func narrow(_ v: Lanes) -> SIMD4<UInt32> {
        unsafeBitCast(SIMD16<UInt8>(truncatingIfNeeded: v), to: SIMD4<UInt32>.self)
    }
    /// Each pixel's byte value `v` (in the low byte of a lane) repeated in all four channels.
    @inline(__always) static func broadcast(_ v: SIMD4<UInt32>) -> Lanes {
        widen(v | v &<< 8 | v &<< 16 | v &<< 24)
    }
    @inline(__always) static func div255(_ x: Lanes) -> Lanes {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }
    @inline(__always) static func mask4(_ m: UnsafePointer<UInt8>) -> SIMD4<UInt32> {
        SIMD4<UInt32>(truncatingIfNeeded: UnsafeRawPointer(m).loadUnaligned(as: SIMD4<UInt8>.self))
    }

    /// Four pixels: destination `d`, source already scaled by coverage `sm`, coverage `m`.
    @inline(__always)
    static func blend4(_ d: SIMD4<UInt32>, _ sm: Lanes, _ m: SIMD4<UInt32>, _ mode: BlendMode) -> SIMD4<UInt32> {
        let f: Lanes
        if mode.factorFromAlpha {
            f = 255 &- broadcast(narrow(sm) &>> 24)
        } else {
            f = 255 &- broadcast(m)
        }
        var r = div255(widen(d) &* f)
        if mode.keepsSource { r = r &+ sm }
        return narrow(r.replacing(with: 255, where: r .> 255))
    }

    /// `count` pixels covered by `m` of a solid premultiplied `color`.
    static func solidRun(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32, _ m: UInt32, _ mode: BlendMode) {
        let sm = ReferenceKernels.scale(color, m)
        if mode.keepsSource && (mode == .source ? m == 255 : sm >> 24 == 255) {
            dst.update(repeating: sm, count: count)
            return
        }
        if !mode.keepsSource && (mode == .clear ? m == 255 : sm >> 24 == 255) {
            dst.update(repeating: 0, count: count)
            return
        }
        // Constant source term and factor: d' = t + d * f.
        let smLanes = widen(SIMD4(repeating: sm))
        let fScalar = mode.factorFromAlpha ? 255 - (sm >> 24) : 255 - m
        let f = Lanes(repeating: UInt16(fScalar))
        let t = mode.keepsSource ? smLanes : Lanes(repeating: 0)
        var i = 0
        while i + 4 <= count {
            let r = div255(widen(load4(dst + i)) &* f) &+ t
            store4(dst + i, narrow(r.replacing(with: 255, where: r .> 255)))
            i += 4
        }
        if i < count { ReferenceKernels.solidRun(dst + i, count - i, color, m, mode) }
    }

    /// A solid premultiplied `color` with per-pixel coverage.
    static func solidMask(_ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int, _ color: UInt32, _ mode: BlendMode) {
        let c = widen(SIMD4(repeating: color))
        var i = 0
        while i + 4 <= count {
            let m = mask4(mask + i)
            if m == .zero { i += 4; continue }
            let sm = div255(c &* broadcast(m))
            store4(dst + i, blend4(load4(dst + i), sm, m, mode))
            i += 4
        }
        if i < count { ReferenceKernels.solidMask(dst + i, mask + i, count - i, color, mode) }
    }

    /// Per-pixel premultiplied source colours with constant coverage `m`.
    static func spanRun(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int, _ m: UInt32, _ mode: BlendMode) {
        let mv = SIMD4<UInt32>(repeating: m)
        let mb = broadcast(mv)
        var i = 0
        while i + 4 <= count {
            let s = widen(load4(src + i))
            let sm = m == 255 ? s : div255(s &* mb)
            store4(dst + i, blend4(load4(dst + i), sm, mv, mode))
            i += 4
        }
        if i < count { ReferenceKernels.spanRun(dst + i, src + i, count - i, m, mode) }
    }

    /// Per-pixel premultiplied source colours with per-pixel coverage.
    static func spanMask(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int, _ mode: BlendMode) {
        var i = 0
        while i + 4 <= count {
            let m = mask4(mask + i)
            let sm = div255(widen(load4(src + i)) &* broadcast(m))
            store4(dst + i, blend4(load4(dst + i), sm, m, mode))
            i += 4
        }
        if i < count { ReferenceKernels.spanMask(dst + i, src + i, mask + i, count - i, mode) }
    }
}
