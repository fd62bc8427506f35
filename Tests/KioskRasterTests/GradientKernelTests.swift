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

/// The gradient table, built four entries at a time, against the entry-by-entry build it
/// replaced (written out here as the reference): identical entries for seeded gradients of one
/// to seven stops, coincident stops, stops before 0 and after 1, translucent and clear colours.
@Suite struct GradientTableTests {
    static func reference(_ g: Gradient) -> [UInt32] {
        let stops = g.stops.isEmpty ? [Gradient.Stop(color: .clear, location: 0)] : g.stops
        let premul: [SIMD4<Float>] = stops.map { s in
            let a = Float(max(0, min(1, s.color.alpha)))
            func ch(_ v: Double) -> Float { Float(max(0, min(1, v))) * a * 255 }
            return SIMD4(ch(s.color.blue), ch(s.color.green), ch(s.color.red), a * 255)
        }
        let locations = stops.map { Float($0.location) }
        var table = [UInt32](repeating: 0, count: GradientLUT.size)
        var k = 0
        for i in 0..<GradientLUT.size {
            let t = Float(i) / Float(GradientLUT.size - 1)
            while k < locations.count && locations[k] < t { k += 1 }
            let c: SIMD4<Float>
            if k == 0 { c = premul[0] } else if k >= locations.count { c = premul[premul.count - 1] } else {
                let span = locations[k] - locations[k - 1]
                let f = span > 0 ? (t - locations[k - 1]) / span : 1
                c = premul[k - 1] + (premul[k] - premul[k - 1]) * f
            }
            let a = UInt32(c[3] + 0.5)
            table[i] = min(UInt32(c[0] + 0.5), a) | min(UInt32(c[1] + 0.5), a) << 8 | min(UInt32(c[2] + 0.5), a) << 16 | a << 24
        }
        return table
    }

    @Test func sameEntriesAsTheEntryByEntryBuild() {
        var g = BlendKernelTests.SeededGenerator(state: 0x6AD)
        func unit() -> Double { Double.random(in: 0..<1, using: &g) }
        var gradients: [Gradient] = [Gradient(stops: []), Gradient(colors: [.black, .white]), Gradient(colors: [.clear, .white, .black])]
        for n in 1...7 {
            for _ in 0..<300 {
                let stops = (0..<n).map { _ in
                    // A quarter of the locations on the table's own positions (i / 255), some
                    // shared by two stops, some outside 0...1 (clamped by Gradient).
                    let location = unit() < 0.25 ? Double(Int(unit() * 256)) / 255 : unit() * 1.4 - 0.2
                    let alpha = [1, 0, 0.5, unit()][Int(unit() * 4)]
                    return Gradient.Stop(color: RGBAColor(red: unit(), green: unit(), blue: unit(), alpha: alpha), location: location)
                }
                gradients.append(Gradient(stops: stops.sorted { $0.location < $1.location }))
                gradients.append(Gradient(stops: stops))
            }
        }
        for gradient in gradients {
            let lut = GradientLUT(gradient)
            let built = Array(UnsafeBufferPointer(start: lut.colors, count: GradientLUT.size))
            #expect(built == Self.reference(gradient), "\(gradient.stops.count) stops")
            if built != Self.reference(gradient) { return }
        }
    }

    /// The cache builds a new gradient's table in an evicted one when nothing else holds it;
    /// a table a shader still holds is left alone.
    @Test func evictedTablesAreRebuiltOnlyWhenNoOneHoldsThem() {
        let cache = GradientCache(capacity: 2)
        func gradient(_ i: Int) -> Gradient {
            Gradient(colors: [RGBAColor(red: Double(i % 5) / 5, green: 0.5, blue: 1, alpha: 0.8), RGBAColor(red: 0, green: Double(i % 3) / 3, blue: 0.2, alpha: Double(i % 4) / 4)])
        }
        let held = cache.lut(for: gradient(0))
        for i in 1..<12 {
            let lut = cache.lut(for: gradient(i))
            #expect(Array(UnsafeBufferPointer(start: lut.colors, count: GradientLUT.size)) == Self.reference(gradient(i)), "gradient \(i)")
        }
        #expect(Array(UnsafeBufferPointer(start: held.colors, count: GradientLUT.size)) == Self.reference(gradient(0)), "a held table kept")
        #expect(cache.count == 2)
    }
}
