import Testing
import KioskGoldens
@testable import KioskRaster

/// The padded linear gradient's fixed-point spans: each pixel's table entry is the one its
/// position gives, wherever its span starts and however the span is split, and it is the
/// entry the real-valued formula gives except within a hair of a boundary between entries.
@Suite struct GradientSpanTests {
    /// A table whose entries are their own indices: the output is the entry chosen.
    static func entries(_ span: LinearGradientSpan, x: Int, y: Int, count: Int) -> [UInt32] {
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: GradientLUT.size)
        defer { table.deallocate() }
        for i in 0..<GradientLUT.size { table[i] = UInt32(i) }
        var out = [UInt32](repeating: .max, count: count)
        out.withUnsafeMutableBufferPointer { span.fill(x: x, y: y, count: count, table: table, into: $0.baseAddress!) }
        return out
    }

    /// Seeded gradients: shallow ones (a table entry spans many pixels), steep ones, both
    /// directions, starting before, inside and after the table, and flat along x.
    static func cases() -> [(t0: Double, dtdx: Double, dtdy: Double)] {
        var g = SeededGenerator(state: 0x6EAD)
        var out: [(Double, Double, Double)] = [
            (0, 1.0 / 255, 0), (0, 1.0 / 510, 0), (0.5, -1.0 / 255, 0.001), (0.3, 0, 0.01),
            (-2, 0.02, 0), (3, -0.02, 0), (0, 1.0 / 1280, 1.0 / 800),
        ]
        for _ in 0..<400 {
            let steep = Double.random(in: 0..<1, using: &g) < 0.3
            let dtdx = (Double.random(in: -1..<1, using: &g)) * (steep ? 0.2 : 0.004)
            out.append((Double.random(in: -1.5..<2.5, using: &g), dtdx, Double.random(in: -0.01..<0.01, using: &g)))
        }
        return out
    }

    @Test func entriesDependOnThePixelNotOnTheSpan() {
        var g = SeededGenerator(state: 0x5A11)
        for (t0, dtdx, dtdy) in Self.cases() {
            let span = LinearGradientSpan(t0: t0, dtdx: dtdx, dtdy: dtdy)!
            let y = Int.random(in: -50..<900, using: &g), x = Int.random(in: -100..<1000, using: &g)
            let whole = Self.entries(span, x: x, y: y, count: 300)
            // The same pixels in pieces of random lengths, short and long.
            var pieces: [UInt32] = []
            var i = 0
            while i < 300 {
                let n = min(300 - i, Int.random(in: 1...40, using: &g))
                pieces += Self.entries(span, x: x + i, y: y, count: n)
                i += n
            }
            #expect(whole == pieces, "t0 \(t0) dtdx \(dtdx) dtdy \(dtdy) at \(x), \(y)")
        }
    }

    @Test func entriesAreTheFormulasAwayFromTies() {
        var g = SeededGenerator(state: 0x7135)
        var checked = 0
        for (t0, dtdx, dtdy) in Self.cases() {
            let span = LinearGradientSpan(t0: t0, dtdx: dtdx, dtdy: dtdy)!
            let y = Int.random(in: 0..<800, using: &g), x = Int.random(in: 0..<1000, using: &g)
            let got = Self.entries(span, x: x, y: y, count: 200)
            for i in 0..<200 {
                let t = t0 + dtdx * (Double(x + i) + 0.5) + dtdy * (Double(y) + 0.5)
                let u = min(1, max(0, t)) * Double(GradientLUT.size - 1) + 0.5
                // Near a boundary between entries (closer than the coefficients' rounding
                // can move a position this far from the origin), either neighbour is fair.
                let slack = (2 + 0.5 * Double(x + i) + 0.5 * Double(y)) / Double(LinearGradientSpan.unit)
                if abs(u - u.rounded()) < slack {
                    #expect(abs(Int(got[i]) - Int(u.rounded())) <= 1 || Int(got[i]) == Int(u))
                    continue
                }
                #expect(got[i] == UInt32(u), "t \(t): entry \(got[i]), formula \(Int(u))")
                checked += 1
            }
        }
        #expect(checked > 70_000)
    }

    @Test func coefficientsBeyondFixedPointAreRefused() {
        #expect(LinearGradientSpan(t0: 0, dtdx: 100, dtdy: 0) == nil)
        #expect(LinearGradientSpan(t0: 1e15, dtdx: 0, dtdy: 0) == nil)
        #expect(LinearGradientSpan(t0: .nan, dtdx: 0, dtdy: 0) == nil)
        #expect(LinearGradientSpan(t0: 0, dtdx: .infinity, dtdy: 0) == nil)
        // Still exact far off screen, if slower.
        let span = LinearGradientSpan(t0: 0, dtdx: 0.001, dtdy: 0)!
        #expect(Self.entries(span, x: 1 << 29, y: 0, count: 3) == [255, 255, 255])
    }
}

/// The gradient table, built four entries at a time, against the entry-by-entry build it
/// replaced (written out here as the reference): identical entries for seeded gradients of one
/// to seven stops, coincident stops, stops before 0 and after 1, translucent and clear colours.
@Suite struct GradientTableTests {
    static func reference(_ g: Gradient) -> [UInt32] {
        let stops = g.stops.isEmpty ? [Gradient.Stop(color: .clear, location: 0)] : g.stops
        let straight = g.interpolation == .unpremultiplied
        let premul: [SIMD4<Float>] = stops.map { s in
            let a = Float(max(0, min(1, s.color.alpha)))
            func ch(_ v: Double) -> Float { Float(max(0, min(1, v))) * (straight ? 1 : a) * 255 }
            return SIMD4(ch(s.color.blue), ch(s.color.green), ch(s.color.red), a * 255)
        }
        let locations = stops.map { Float($0.location) }
        var table = [UInt32](repeating: 0, count: GradientLUT.size)
        var k = 0
        for i in 0..<GradientLUT.size {
            let t = Float(i) / Float(GradientLUT.size - 1)
            while k < locations.count && locations[k] < t { k += 1 }
            var c: SIMD4<Float>
            if k == 0 {
                c = premul[0]
            } else if k >= locations.count {
                c = premul[premul.count - 1]
            } else {
                let span = locations[k] - locations[k - 1]
                let f = span > 0 ? (t - locations[k - 1]) / span : 1
                c = premul[k - 1] + (premul[k] - premul[k - 1]) * f
            }
            if straight {
                let scale = c[3] / 255
                c = SIMD4(c[0] * scale, c[1] * scale, c[2] * scale, c[3])
            }
            let a = UInt32(c[3] + 0.5)
            table[i] =
                min(UInt32(c[0] + 0.5), a) | min(UInt32(c[1] + 0.5), a) << 8 | min(UInt32(c[2] + 0.5), a) << 16 | a
                << 24
        }
        return table
    }

    @Test func sameEntriesAsTheEntryByEntryBuild() {
        var g = SeededGenerator(state: 0x6AD)
        func unit() -> Double { Double.random(in: 0..<1, using: &g) }
        var gradients: [Gradient] = [
            Gradient(stops: []), Gradient(colors: [.black, .white]), Gradient(colors: [.clear, .white, .black]),
        ]
        for n in 1...7 {
            for _ in 0..<300 {
                let stops = (0..<n).map { _ in
                    // A quarter of the locations on the table's own positions (i / 255), some
                    // shared by two stops, some outside 0...1 (clamped by Gradient).
                    let location = unit() < 0.25 ? Double(Int(unit() * 256)) / 255 : unit() * 1.4 - 0.2
                    let alpha = [1, 0, 0.5, unit()][Int(unit() * 4)]
                    return Gradient.Stop(
                        color: RGBAColor(red: unit(), green: unit(), blue: unit(), alpha: alpha), location: location)
                }
                gradients.append(Gradient(stops: stops.sorted { $0.location < $1.location }))
                gradients.append(Gradient(stops: stops))
                gradients.append(Gradient(stops: stops, interpolation: .unpremultiplied))
            }
        }
        for gradient in gradients {
            let lut = GradientLUT(gradient)
            let built = Array(UnsafeBufferPointer(start: lut.colors, count: GradientLUT.size))
            #expect(built == Self.reference(gradient), "\(gradient.stops.count) stops")
            if built != Self.reference(gradient) { return }
        }
    }

    /// Halfway from opaque red to transparent blue: premultiplied, the blue counts for nothing
    /// (half-transparent red); unpremultiplied (SVG in browsers), the colour is half blue.
    @Test func unpremultipliedStopsKeepTheirColourAsTheyFade() {
        let stops = [
            Gradient.Stop(color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), location: 0),
            Gradient.Stop(color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0), location: 1),
        ]
        func middle(_ i: Gradient.Interpolation) -> (b: UInt32, g: UInt32, r: UInt32, a: UInt32) {
            let lut = GradientLUT(Gradient(stops: stops, interpolation: i))
            let c = lut.colors[128]
            return (c & 0xFF, c >> 8 & 0xFF, c >> 16 & 0xFF, c >> 24)
        }
        // t = 128/255: alpha 127 either way; unpremultiplied, red 127 and blue 128 before
        // they are scaled by it.
        let premultiplied = middle(.premultiplied), straight = middle(.unpremultiplied)
        #expect(premultiplied.a == 127 && straight.a == 127)
        #expect(premultiplied.r == 127 && premultiplied.b == 0)
        #expect(straight.r == 63 && straight.b == 64 && straight.g == 0)
    }

    /// The cache builds a new gradient's table in an evicted one when nothing else holds it;
    /// a table a shader still holds is left alone.
    @Test func evictedTablesAreRebuiltOnlyWhenNoOneHoldsThem() {
        let cache = GradientCache(capacity: 2)
        func gradient(_ i: Int) -> Gradient {
            Gradient(colors: [
                RGBAColor(red: Double(i % 5) / 5, green: 0.5, blue: 1, alpha: 0.8),
                RGBAColor(red: 0, green: Double(i % 3) / 3, blue: 0.2, alpha: Double(i % 4) / 4),
            ])
        }
        let held = cache.lut(for: gradient(0))
        for i in 1..<12 {
            let lut = cache.lut(for: gradient(i))
            #expect(
                Array(UnsafeBufferPointer(start: lut.colors, count: GradientLUT.size)) == Self.reference(gradient(i)),
                "gradient \(i)")
        }
        #expect(
            Array(UnsafeBufferPointer(start: held.colors, count: GradientLUT.size)) == Self.reference(gradient(0)),
            "a held table kept")
        #expect(cache.count == 2)
    }
}
