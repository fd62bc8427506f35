#if !hasFeature(Embedded)
import KioskGoldens
#endif
@testable import KioskRaster

/// Differential tests of the raster core's vector steps against its scalar ones, seeded and
/// exact. One source for two harnesses: `CoverageBytesTests` runs them on this machine, and
/// Tests/AArch64 on the build for AArch64 under QEMU.
enum CoverageDifferentials {
    /// A narrow grid's coverage bytes, made a vector at a time (`Rasterizer.coverageBytes`),
    /// are the scalar `coverageByte` of each winding, under both fill rules, for every length
    /// around a vector's: windings at random, the exact steps of the byte scale and the floats
    /// on either side of each rounding boundary, whole windings, and windings far outside
    /// -1...1 (overlapping pieces). The bytes past the count are the function's slack and are
    /// not compared. Returns a description of every case that differed.
    static func coverageBytes() -> [String] {
        var g = SeededGenerator(state: 23)
        var pool: [Float] = [0, -0.0, 1, -1, 2, -2, 3, 0.5, -0.5, 1.5, -1.5, 1000, -1000, 1e-30]
        for k in 0...256 {
            let boundary = (Float(k) - 0.5) / 255
            pool += [boundary, boundary.nextUp, boundary.nextDown, -boundary, Float(k) / 255, 1 + Float(k) / 255]
        }
        var failures: [String] = []
        for rule in [FillRule.nonZero, .evenOdd] {
            for count in [1, 2, 7, 15, 16, 17, 31, 32, 33, 100, 1000, 4000] {
                var windings = [Float](repeating: 0, count: count + Rasterizer.narrowSlack)
                for i in 0..<count {
                    windings[i] =
                        Bool.random(using: &g)
                        ? pool[Int.random(in: 0..<pool.count, using: &g)] : Float.random(in: -2.5...2.5, using: &g)
                }
                var bytes = [UInt8](repeating: 0xAA, count: count + Rasterizer.narrowSlack)
                windings.withUnsafeMutableBufferPointer { w in
                    bytes.withUnsafeMutableBufferPointer {
                        Rasterizer.coverageBytes(w.baseAddress!, count, rule, into: $0.baseAddress!)
                    }
                }
                for i in 0..<count where bytes[i] != Rasterizer.coverageByte(windings[i], rule) {
                    let ruleName = rule == .nonZero ? "non-zero" : "even-odd"
                    failures.append(
                        "coverageBytes \(ruleName) count \(count) index \(i): winding \(windings[i]) gave \(bytes[i]), "
                            + "the scalar byte is \(Rasterizer.coverageByte(windings[i], rule))")
                }
            }
        }
        return failures
    }
}
