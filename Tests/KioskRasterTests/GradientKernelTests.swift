import Testing
@testable import KioskRaster

/// The four-wide padded linear gradient against the scalar loop it replaces: the same table
/// index for every pixel, including whole-number positions where rounding ties.
@Suite struct GradientKernelTests {
    func scalar(_ rowT: Float, _ dtdx: Float, _ px: Float, _ count: Int) -> [UInt32] {
        (0..<count).map { i in
            let t = rowT + dtdx * (px + Float(i))
            return UInt32(Int(min(1, max(0, t)) * Float(GradientLUT.size - 1) + 0.5))
        }
    }

    func simd(_ rowT: Float, _ dtdx: Float, _ px: Float, _ count: Int) -> [UInt32] {
        // A table whose entries are their own indices: the output is the index chosen.
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: GradientLUT.size)
        defer { table.deallocate() }
        for i in 0..<GradientLUT.size { table[i] = UInt32(i) }
        var out = [UInt32](repeating: .max, count: count)
        let done = out.withUnsafeMutableBufferPointer { Shader.linearPad4(base: table, rowT: rowT, dtdx: dtdx, px: px, count: count, into: $0.baseAddress!) }
        #expect(done == count / 4 * 4)
        return Array(out[0..<done])
    }

    @Test func sameIndicesAsTheScalarLoop() {
        var state: UInt64 = 0x5EED
        func unit() -> Float {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Float(state >> 40) / Float(1 << 24)
        }
        // Steps of exactly 1/255 and 1/510 land on whole and half table positions: the ties.
        var cases: [(Float, Float, Float)] = [(0, 1 / 255, 0.5), (0, 1 / 510, 0.5), (-0.2, 1 / 255, 10.5), (0.5, -1 / 255, 0.5), (0, 0, 3.5)]
        for _ in 0..<2000 { cases.append((unit() * 3 - 1, (unit() - 0.5) * 0.05, Float(Int(unit() * 2000)) + 0.5)) }
        for (rowT, dtdx, px) in cases {
            let a = scalar(rowT, dtdx, px, 64), b = simd(rowT, dtdx, px, 64)
            #expect(Array(a[0..<b.count]) == b, "rowT \(rowT) dtdx \(dtdx) px \(px)")
        }
        // Every u that lands exactly on a whole table position.
        for k in 0...255 {
            let t = Float(k) / 255
            #expect(scalar(t, 0, 0.5, 4) == simd(t, 0, 0.5, 4), "t = \(k)/255")
        }
    }
}
