import Testing
import KioskGoldens
@testable import KioskRaster

/// `RGBAColor.roundedChannel` stands in for `rounded()` (a libm call on x86-64) when colours
/// are premultiplied: it must give the same byte for every value a channel can take.
@Suite struct ColorRoundingTests {
    @Test func roundingMatchesTheLibrary() {
        var values: [Double] = []
        // Every half and whole, and the doubles right next to them.
        for k in 0...510 {
            let v = Double(k) / 2
            values += [v, v.nextDown, v.nextUp]
        }
        // Products as `premultiplied` makes them: channel times alpha times 255.
        var g = SeededGenerator(state: 3)
        for _ in 0..<200_000 {
            let c = Double.random(in: 0...1, using: &g), a = Double.random(in: 0...1, using: &g)
            values.append(c * a * 255)
        }
        values.append(0.49999999999999994)  // plus a half rounds up to 1 in doubles
        for v in values where v >= 0 && v <= 255 {
            #expect(RGBAColor.roundedChannel(v) == UInt32(v.rounded()), "\(v)")
        }
    }

    @Test func premultipliedColoursRoundToNearest() {
        #expect(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1).premultiplied == 0xFFFF_8000)
        #expect(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5).premultiplied == 0x8080_8080)
        #expect(RGBAColor(red: 2, green: -1, blue: .nan, alpha: 1).premultiplied == 0xFFFF_00FF)
        #expect(RGBAColor.clear.premultiplied == 0)
    }
}
