import KioskGeometry
import KioskRaster

/// `feTurbulence`: Perlin noise as SVG defines it, so that a seed gives the same texture in
/// every renderer: the lattice and gradients come from the specification's random number
/// generator (Park and Miller's minimal standard), summed over octaves as `turbulence` (of
/// absolute values) or `fractalNoise`. Paper grain, clouds, marble and the noise of design
/// tools' texture effects are made of it.
extension SVGFilter {
    /// Octaves past this add less than a 65536th each: a hostile `numOctaves` costs no more.
    static let maximumOctaves = 16

    func turbulence(_ a: [String: String], linear: Bool) -> PixelBuffer {
        let out = PixelBuffer(width: region.width, height: region.height)
        let frequencies = SVGAttributes.numbers(a["baseFrequency"] ?? "0")
        let fx = frequencies.first ?? 0, fy = frequencies.count > 1 ? frequencies[1] : fx
        // A negative frequency is an error: the primitive gives transparent black.
        guard fx >= 0, fy >= 0, fx.isFinite, fy.isFinite, let toUser = transform.inverted else { return out }
        let octaveCount = number(a["numOctaves"], 1)
        let octaves = octaveCount.isFinite ? Int(min(max(octaveCount, 0), Double(Self.maximumOctaves))) : 1
        let seedValue = number(a["seed"], 0)
        let seed = seedValue.isFinite ? Int(max(min(seedValue.rounded(), 2e9), -2e9)) : 0
        let fractal = a["type"]?.trimmed == "fractalNoise"
        // Stitching fits whole cycles into the tile: the filter region in user space.
        let tile = toUser.apply(
            Rect(x: Double(region.x), y: Double(region.y), width: Double(region.width), height: Double(region.height)))
        let noise = PerlinNoise(seed: seed)
        let stitch = a["stitchTiles"]?.trimmed == "stitch"
        for y in 0..<region.height {
            let row = out.row(y)
            for x in 0..<region.width {
                // At the pixel's corner, in user space, as resvg samples it.
                let p = toUser.apply(Point(x: Double(region.x + x), y: Double(region.y + y)))
                let n = noise.turbulence(
                    x: p.x, y: p.y, frequencyX: fx, frequencyY: fy, octaves: octaves,
                    fractal: fractal, tile: stitch ? tile : nil)
                var v = fractal ? (n * 255 + 255) / 2 : n * 255
                v.replace(with: 0, where: .!(v .== v))
                let bytes = SIMD4<UInt32>(
                    truncatingIfNeeded: SIMD4<Int32>(
                        v.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255)) + 0.5, rounding: .towardZero))
                // Straight colour in the filter's space (red, green, blue, alpha), premultiplied.
                let alpha = bytes[3]
                let c = (bytes &* alpha &* 2 &+ 255) / 510
                row[x] = alpha << 24 | c[0] << 16 | c[1] << 8 | c[2]
            }
        }
        return out
    }
}

/// The noise of `feTurbulence`, built from a seed as the SVG specification builds it.
struct PerlinNoise {
    static let size = 0x100, mask = 0xFF, offset = 0x1000
    static let modulus = 2_147_483_647, multiplier = 16807, quotient = 127773, remainder = 2836

    /// A permutation of 0..<256, repeated; per channel, a unit gradient per lattice point.
    private var lattice = [Int](repeating: 0, count: 2 * size + 2)
    private var gradients = [[SIMD2<Double>]](
        repeating: [SIMD2<Double>](repeating: .zero, count: 2 * size + 2), count: 4)

    /// Park and Miller's generator, one step (Schrage's method keeps it within 32 bits).
    static func random(_ seed: Int) -> Int {
        let next = multiplier * (seed % quotient) - remainder * (seed / quotient)
        return next <= 0 ? next + modulus : next
    }

    init(seed: Int) {
        var s = seed
        if s <= 0 { s = -(s % (Self.modulus - 1)) + 1 }
        if s > Self.modulus - 1 { s = Self.modulus - 1 }
        let n = Self.size
        for k in 0..<4 {
            for i in 0..<n {
                lattice[i] = i
                var g = SIMD2<Double>.zero
                for j in 0..<2 {
                    s = Self.random(s)
                    g[j] = Double(s % (n + n) - n) / Double(n)
                }
                let length = (g * g).sum().squareRoot()
                gradients[k][i] = length > 0 ? g / length : .zero
            }
        }
        for i in stride(from: n - 1, to: 0, by: -1) {
            s = Self.random(s)
            let j = s % n
            lattice.swapAt(i, j)
        }
        for i in 0..<(n + 2) {
            lattice[n + i] = lattice[i]
            for k in 0..<4 { gradients[k][n + i] = gradients[k][i] }
        }
    }

    /// Where stitching wraps the lattice, per octave.
    struct Stitch { var width: Int, height: Int, wrapX: Int, wrapY: Int }

    /// The noise of the four channels (red, green, blue, alpha) at lattice point (x, y).
    func noise(x: Double, y: Double, stitch: Stitch?) -> SIMD4<Double> {
        @inline(__always) func curve(_ t: Double) -> Double { t * t * (3 - 2 * t) }
        @inline(__always) func lerp(_ t: Double, _ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
            a + t * (b - a)
        }
        let tx = x + Double(Self.offset), ty = y + Double(Self.offset)
        guard abs(tx) < 1e15, abs(ty) < 1e15 else { return .zero }
        let ix = Int(tx), iy = Int(ty)
        var bx0 = ix & Self.mask, bx1 = (bx0 + 1) & Self.mask
        var by0 = iy & Self.mask, by1 = (by0 + 1) & Self.mask
        let rx0 = tx - Double(ix), rx1 = rx0 - 1, ry0 = ty - Double(iy), ry1 = ry0 - 1
        if let s = stitch {
            if bx0 >= s.wrapX { bx0 -= s.width }
            if bx1 >= s.wrapX { bx1 -= s.width }
            if by0 >= s.wrapY { by0 -= s.height }
            if by1 >= s.wrapY { by1 -= s.height }
        }
        bx0 &= Self.mask
        bx1 &= Self.mask
        by0 &= Self.mask
        by1 &= Self.mask
        let i = lattice[bx0], j = lattice[bx1]
        let c00 = lattice[i + by0], c10 = lattice[j + by0], c01 = lattice[i + by1], c11 = lattice[j + by1]
        // Each corner's gradient dotted with the offset to it, per channel.
        var u0 = SIMD4<Double>(), v0 = SIMD4<Double>(), u1 = SIMD4<Double>(), v1 = SIMD4<Double>()
        for k in 0..<4 {
            let g = gradients[k]
            u0[k] = rx0 * g[c00].x + ry0 * g[c00].y
            v0[k] = rx1 * g[c10].x + ry0 * g[c10].y
            u1[k] = rx0 * g[c01].x + ry1 * g[c01].y
            v1[k] = rx1 * g[c11].x + ry1 * g[c11].y
        }
        let sx = curve(rx0), sy = curve(ry0)
        return lerp(sy, lerp(sx, u0, v0), lerp(sx, u1, v1))
    }

    /// The sum over octaves at user-space point (x, y); `tile` when the tiles stitch.
    func turbulence(
        x: Double, y: Double, frequencyX: Double, frequencyY: Double, octaves: Int,
        fractal: Bool, tile: Rect?
    ) -> SIMD4<Double> {
        var fx = frequencyX, fy = frequencyY
        var stitch: Stitch? = nil
        if let tile, tile.width > 0, tile.height > 0 {
            // Frequencies nudged so that a whole number of cycles fits the tile.
            func fit(_ f: Double, _ size: Double) -> Double {
                guard f != 0 else { return f }
                let lo = (size * f).rounded(.down) / size, hi = (size * f).rounded(.up) / size
                return lo > 0 && f / lo < hi / f ? lo : hi
            }
            fx = fit(fx, tile.width)
            fy = fit(fy, tile.height)
            let w = tile.width * fx + 0.5, h = tile.height * fy + 0.5
            let wrapX = tile.minX * fx + Double(Self.offset) + w.rounded(.towardZero),
                wrapY = tile.minY * fy + Double(Self.offset) + h.rounded(.towardZero)
            // Counts that would overflow as they double each octave: no stitching.
            if [w, h, wrapX, wrapY].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) {
                stitch = Stitch(width: Int(w), height: Int(h), wrapX: Int(wrapX), wrapY: Int(wrapY))
            }
        }
        var sum = SIMD4<Double>(), vx = x * fx, vy = y * fy, ratio = 1.0
        for _ in 0..<octaves {
            let n = noise(x: vx, y: vy, stitch: stitch)
            sum += (fractal ? n : n.replacing(with: -n, where: n .< 0)) / ratio
            vx *= 2
            vy *= 2
            ratio *= 2
            if var s = stitch {
                s.width *= 2
                s.wrapX = 2 * s.wrapX - Self.offset
                s.height *= 2
                s.wrapY = 2 * s.wrapY - Self.offset
                stitch = s
            }
        }
        return sum
    }
}
