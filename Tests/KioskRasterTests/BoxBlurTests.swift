import Testing
import KioskGeometry
@testable import KioskRaster

/// The blur of premultiplied pixels is three box passes per axis, each pixel the rounded mean
/// of the pixels about it: checked against those means summed window by window.
@Suite struct BoxBlurTests {
    /// Each pass of each axis as written down: every output the rounded mean of its window of
    /// the line before the pass, outside transparent or the end pixel.
    static func reference(_ buffer: PixelBuffer, sigmaX: Double, sigmaY: Double, clamp: Bool) {
        let across = GaussianBlur.boxRadii(sigma: sigmaX), down = GaussianBlur.boxRadii(sigma: sigmaY)
        func pass(_ line: [UInt32], radius r: Int) -> [UInt32] {
            let n = line.count
            return (0..<n).map { i in
                var out: UInt32 = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    var sum = 0
                    for k in (i - r)...(i + r) {
                        let j = clamp ? min(max(k, 0), n - 1) : k
                        if j >= 0 && j < n { sum += Int((line[j] >> UInt32(shift)) & 0xFF) }
                    }
                    let size = 2 * r + 1
                    out |= UInt32((sum + size / 2) / size) << UInt32(shift)
                }
                return out
            }
        }
        for p in 0..<3 {
            if p < across.count, across[p] > 0 {
                for y in 0..<buffer.height {
                    let row = pass((0..<buffer.width).map { buffer[$0, y] }, radius: across[p])
                    for x in 0..<buffer.width { buffer[x, y] = row[x] }
                }
            }
            if p < down.count, down[p] > 0 {
                for x in 0..<buffer.width {
                    let column = pass((0..<buffer.height).map { buffer[x, $0] }, radius: down[p])
                    for y in 0..<buffer.height { buffer[x, y] = column[y] }
                }
            }
        }
    }

    static func noise(width: Int, height: Int, seed: UInt64) -> PixelBuffer {
        let b = PixelBuffer(width: width, height: height)
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let a = UInt32(truncatingIfNeeded: state >> 56)
                // Premultiplied: no channel above alpha.
                let c = (0..<3).map { UInt32(truncatingIfNeeded: state >> (8 * UInt64($0) + 20)) % (a + 1) }
                b[x, y] = a << 24 | c[0] << 16 | c[1] << 8 | c[2]
            }
        }
        return b
    }

    @Test(arguments: [(0.7, 0.7), (2.0, 2.0), (5.3, 1.2), (12.0, 12.0), (0.1, 3.0)], [false, true])
    func blurIsThreeBoxPassesOfRoundedMeans(_ sigma: (Double, Double), _ clamp: Bool) {
        let blurred = Self.noise(width: 41, height: 27, seed: 7), expected = blurred.copy()
        GaussianBlur.blur(blurred, sigmaX: sigma.0, sigmaY: sigma.1, clampEdges: clamp)
        Self.reference(expected, sigmaX: sigma.0, sigmaY: sigma.1, clamp: clamp)
        #expect(blurred.hasSamePixels(as: expected))
    }

    /// A blur of a region of a larger buffer (a backdrop) blurs that region alone.
    @Test func aViewIsBlurredWithinItself() {
        let whole = Self.noise(width: 30, height: 20, seed: 3), expected = whole.copy()
        let r = PixelRect(x: 4, y: 5, width: 19, height: 11)
        GaussianBlur.blur(whole.view(r), sigma: 3, clampEdges: true)
        Self.reference(expected.view(r), sigmaX: 3, sigmaY: 3, clamp: true)
        #expect(whole.hasSamePixels(as: expected))
    }

    /// The reciprocal is exact for every sum a box of bytes makes, up to the largest size it
    /// is used for; past that the mean divides.
    @Test(arguments: [3, 5, 7, 31, 101, 257, 999, 4095, 4097])
    func theRoundedMeanIsTheQuotient(_ size: Int) {
        let mean = RoundedMean(size: size)
        #expect((mean.reciprocal == nil) == (size >= 4096))
        let top = 256 * size
        var n = 0
        while n < top {
            let v = SIMD4<UInt32>(UInt32(n), UInt32(min(n + 1, top - 1)), UInt32(top - 1 - n), UInt32(n / 2))
            if mean.of(v) != v / SIMD4(repeating: UInt32(size)) {
                Issue.record("size \(size): \(v) -> \(mean.of(v))")
                return
            }
            n += size > 300 ? 7 : 1
        }
    }
}
