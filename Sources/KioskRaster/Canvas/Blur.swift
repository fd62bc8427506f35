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
        let n = max(buffer.width, buffer.height)
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        defer { line.deallocate() }
        for pass in 0..<3 {
            if pass < across.count, across[pass] > 0 {
                for y in 0..<buffer.height {
                    boxPassARGB(
                        buffer.row(y), step: 1, count: buffer.width, radius: across[pass], clamp: clampEdges,
                        scratch: line)
                }
            }
            if pass < down.count, down[pass] > 0 {
                for x in 0..<buffer.width {
                    boxPassARGB(
                        buffer.row(0) + x, step: buffer.stride, count: buffer.height, radius: down[pass],
                        clamp: clampEdges, scratch: line)
                }
            }
        }
    }

    private static func boxPassARGB(
        _ p: UnsafeMutablePointer<UInt32>, step: Int, count: Int, radius: Int, clamp: Bool,
        scratch: UnsafeMutablePointer<UInt32>
    ) {
        for i in 0..<count { scratch[i] = p[i * step] }
        let size = UInt32(2 * radius + 1)
        @inline(__always) func sample(_ i: Int) -> SIMD4<UInt32> {
            let j = clamp ? min(max(i, 0), count - 1) : i
            guard j >= 0 && j < count else { return .zero }
            let v = scratch[j]
            return SIMD4(v & 0xFF, (v >> 8) & 0xFF, (v >> 16) & 0xFF, v >> 24)
        }
        var sum = SIMD4<UInt32>.zero
        for i in -radius...radius { sum &+= sample(i) }
        let half = SIMD4<UInt32>(repeating: size / 2)
        for i in 0..<count {
            let v = (sum &+ half) / SIMD4(repeating: size)
            p[i * step] = v[0] | v[1] << 8 | v[2] << 16 | v[3] << 24
            sum &+= sample(i + radius + 1)
            sum &-= sample(i - radius)
        }
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
