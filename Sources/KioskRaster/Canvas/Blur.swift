/// Gaussian blur approximated by three successive box blurs per axis, each a running sum (so
/// the cost per pixel does not depend on the radius). Three boxes come within about 3% of a true
/// Gaussian, the approximation browsers use for CSS blur.
package enum GaussianBlur {
    /// Standard deviation for a blur radius, as CSS and CoreGraphics read it (radius = 2 sigma).
    package static func sigma(forRadius radius: Double) -> Double { max(0, radius / 2) }

    /// Half-widths of the three boxes whose succession approximates a Gaussian of `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        guard let r = boxRadiusTriple(sigma: sigma) else { return [] }
        return [r.0, r.1, r.2]
    }

    /// The three box radii, without an array (`extent` is asked on every shadow drawn); nil
    /// for a blur too small to do anything.
    static func boxRadiusTriple(sigma: Double) -> (Int, Int, Int)? {
        guard sigma > 0.2 else { return nil }
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = Int(
            ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4))
                .rounded())
        @inline(__always) func radius(_ i: Int) -> Int { max(0, (i < m ? lower : upper) / 2) }
        return (radius(0), radius(1), radius(2))
    }

    /// How far a blur of `sigma` spreads, in pixels (the three box radii added up).
    package static func extent(sigma: Double) -> Int {
        guard let r = boxRadiusTriple(sigma: sigma) else { return 0 }
        return r.0 + r.1 + r.2
    }

    /// Blurs a single-channel plane in place; outside it counts as zero.
    static func blur(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, sigma: Double) {
        let radii = boxRadii(sigma: sigma)
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
        defer { line.deallocate() }
        for r in radii where r > 0 {
            for y in 0..<height { boxPass(plane + y * width, step: 1, count: width, radius: r, scratch: line) }
            for x in 0..<width { boxPass(plane + x, step: width, count: height, radius: r, scratch: line) }
        }
    }

    /// One box pass along a line of `count` samples `step` apart.
    private static func boxPass(
        _ p: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, scratch: UnsafeMutablePointer<UInt32>
    ) {
        for i in 0..<count { scratch[i] = UInt32(p[i * step]) }
        let size = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for i in 0..<min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            if i + radius < count { sum += scratch[i + radius] }
            p[i * step] = UInt8((sum + size / 2) / size)
            if i - radius >= 0 { sum -= scratch[i - radius] }
        }
    }

    /// Blurs premultiplied pixels in place. `edge` chooses what lies outside: transparent
    /// (layers) or the edge pixel repeated (backdrops, so the border does not darken).
    static func blur(_ buffer: PixelBuffer, sigma: Double, clampEdges: Bool) {
        blur(buffer, sigmaX: sigma, sigmaY: sigma, clampEdges: clampEdges)
    }

    /// As `blur(_:sigma:clampEdges:)` with a deviation of its own along each axis (SVG's
    /// `stdDeviation="x y"`).
    static func blur(_ buffer: PixelBuffer, sigmaX: Double, sigmaY: Double, clampEdges: Bool) {
        let across = boxRadii(sigma: sigmaX), down = boxRadii(sigma: sigmaY)
        guard !across.isEmpty || !down.isEmpty, buffer.width > 0, buffer.height > 0 else { return }
        let reach = (across + down).max() ?? 0
        let line = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(
            capacity: max(buffer.width, buffer.height) + 2 * (reach + 1))
        defer { line.deallocate() }
        for pass in 0..<3 {
            if pass < across.count, across[pass] > 0 {
                for y in 0..<buffer.height {
                    boxPassARGB(
                        buffer.row(y), step: 1, count: buffer.width, radius: across[pass], clamp: clampEdges,
                        line: line)
                }
            }
            if pass < down.count, down[pass] > 0 {
                for x in 0..<buffer.width {
                    boxPassARGB(
                        buffer.row(0) + x, step: buffer.stride, count: buffer.height, radius: down[pass],
                        clamp: clampEdges, line: line)
                }
            }
        }
    }

    /// One box pass along a line of `count` pixels `step` apart: each becomes the rounded mean
    /// of the `2 radius + 1` about it, what lies outside being transparent or (`clamp`) the
    /// end pixel. The line is widened into `line` once, its channels in lanes, with what lies
    /// outside laid beside it, so that the running sum takes one pixel in and one out without
    /// a test or unpacking either.
    private static func boxPassARGB(
        _ p: UnsafeMutablePointer<UInt32>, step: Int, count: Int, radius: Int, clamp: Bool,
        line: UnsafeMutablePointer<SIMD4<UInt32>>
    ) {
        @inline(__always) func channels(_ v: UInt32) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(v, to: SIMD4<UInt8>.self))
        }
        // line[j] is the pixel at j - pad.
        let pad = radius + 1
        let before = clamp ? channels(p[0]) : .zero, after = clamp ? channels(p[(count - 1) * step]) : .zero
        for j in 0..<pad {
            line[j] = before
            line[pad + count + j] = after
        }
        for i in 0..<count { line[pad + i] = channels(p[i * step]) }
        let size = 2 * radius + 1
        var sum = SIMD4<UInt32>.zero
        for j in 1...size { sum &+= line[j] }
        let half = SIMD4<UInt32>(repeating: UInt32(size / 2))
        let mean = RoundedMean(size: size)
        for i in 0..<count {
            p[i * step] = unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: mean.of(sum &+ half)), to: UInt32.self)
            sum &+= line[i + size + 1]
            sum &-= line[i + 1]
        }
    }
}

/// Division of sums of `size` bytes (plus half of `size`) by `size`, as a multiplication by a
/// reciprocal where that is exact: with m = ceil(2^32 / size), (n m) >> 32 is n / size for
/// every n with n size < 2^32, which a sum below 256 size is for any size under 4096. One
/// multiplication per pair of lanes where there were four divisions.
struct RoundedMean {
    let size: UInt32
    let reciprocal: UInt32?

    init(size: Int) {
        self.size = UInt32(size)
        reciprocal = size >= 2 && size < 4096 ? UInt32(((1 << 32) + UInt64(size) - 1) / UInt64(size)) : nil
    }

    @inline(__always)
    func of(_ n: SIMD4<UInt32>) -> SIMD4<UInt32> {
        guard let reciprocal else { return n / SIMD4(repeating: size) }
        let wide = SIMD4<UInt64>(truncatingIfNeeded: n) &* SIMD4<UInt64>(repeating: UInt64(reciprocal))
        return SIMD4<UInt32>(truncatingIfNeeded: wide &>> 32)
    }
}

extension PixelBuffer {
    /// Blurs the pixels in place by a Gaussian of `sigmaX` and `sigmaY` device pixels, what
    /// lies outside counting as transparent (SVG's feGaussianBlur).
    package func gaussianBlur(sigmaX: Double, sigmaY: Double) {
        guard sigmaX.isFinite, sigmaY.isFinite else { return }
        GaussianBlur.blur(self, sigmaX: min(sigmaX, 1e4), sigmaY: min(sigmaY, 1e4), clampEdges: false)
    }
}
