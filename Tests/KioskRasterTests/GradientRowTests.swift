import Testing
import KioskBlend
import KioskGeometry
@testable import KioskRaster

/// A gradient that runs straight down blends each row as a solid colour, and one that runs
/// straight across shades a rectangle's colours once for all its rows. Both must give exactly
/// the pixels of shading every pixel and blending with the reference kernels.
@Suite struct GradientRowTests {
    static let w = 40, h = 24

    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 24
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
        mutating func pixel() -> UInt32 {
            let a = UInt32(byte()), r = UInt32(byte()) * a / 255, g = UInt32(byte()) * a / 255,
                b = UInt32(byte()) * a / 255
            return a << 24 | r << 16 | g << 8 | b
        }
    }

    /// Every way a sink is handed pixels, on a sink with `shader` (and optionally a clip mask),
    /// against shading each span and blending it with the scalar reference.
    static func check(_ paint: Paint, opacity: UInt32, mode: BlendMode, clipped: Bool, seed: UInt64) -> Bool {
        var rng = Random(state: seed)
        let target = PixelBuffer(width: w, height: h)
        for y in 0..<h { for x in 0..<w { target[x, y] = rng.pixel() } }
        var expected = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { expected[y * w + x] = target[x, y] } }
        guard let shader = Shader(paint: paint, userToDevice: .identity, opacity: opacity, cache: GradientCache())
        else { return false }
        var clip: AlphaMask? = nil
        if clipped {
            let m = AlphaMask(bounds: PixelRect(x: 0, y: 0, width: w, height: h))
            for i in 0..<(w * h) { m.storage.bytes[i] = rng.byte() }
            clip = m
        }
        let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: w),
            masks = UnsafeMutablePointer<UInt8>.allocate(capacity: w)
        defer {
            colors.deallocate()
            masks.deallocate()
        }
        var sink = PaintSink(
            target: target, originX: 0, originY: 0, mode: mode, color: 0, shader: shader, clipMask: clip,
            colorScratch: colors, maskScratch: masks)
        var shaded = [UInt32](repeating: 0, count: w)
        /// The reference for pixels x..<x+count of row y with coverages `cover`.
        func reference(_ y: Int, _ x: Int, _ count: Int, _ cover: (Int) -> UInt32) {
            shaded.withUnsafeMutableBufferPointer { shader.shade(x: x, y: y, count: count, into: $0.baseAddress!) }
            for i in 0..<count {
                var m = cover(i)
                if let clip { m = div255(m * UInt32(clip[x + i, y])) }
                expected[y * w + x + i] = ReferenceKernels.blend(expected[y * w + x + i], shaded[i], m, mode)
            }
        }
        var coverage = [UInt8](repeating: 0, count: w)
        for step in 0..<40 {
            let x = Int(rng.next() % UInt64(w - 1)), count = 1 + Int(rng.next() % UInt64(w - x - 1))
            let y = Int(rng.next() % UInt64(h - 4)), rows = y..<(y + 1 + Int(rng.next() % 3))
            let c = rng.byte()
            for i in 0..<count { coverage[i] = rng.byte() }
            switch step % 4 {
            case 0:
                sink.blendRun(y: y, x: x, count: count, coverage: c)
                reference(y, x, count) { _ in UInt32(c) }
            case 1:
                sink.blendRows(rows, x: x, count: count, coverage: c)
                for r in rows { reference(r, x, count) { _ in UInt32(c) } }
            case 2:
                coverage.withUnsafeBufferPointer { sink.blendMask(y: y, x: x, coverage: $0.baseAddress!, count: count) }
                reference(y, x, count) { UInt32(coverage[$0]) }
            default:
                coverage.withUnsafeBufferPointer {
                    sink.blendMaskRows(rows, x: x, coverage: $0.baseAddress!, count: count)
                }
                for r in rows { reference(r, x, count) { UInt32(coverage[$0]) } }
            }
        }
        for y in 0..<h { for x in 0..<w where target[x, y] != expected[y * w + x] { return false } }
        return true
    }

    static let colors = [
        RGBAColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.7), RGBAColor(red: 0.1, green: 0.5, blue: 0.9),
        RGBAColor(red: 0.3, green: 0.9, blue: 0.4, alpha: 0.4),
    ]

    @Test(arguments: ["down", "across", "diagonal"])
    func gradientRowsBlendLikeEveryPixelShaded(direction: String) {
        let end =
            direction == "down" ? Point(x: 5, y: 20) : direction == "across" ? Point(x: 33, y: 5) : Point(x: 30, y: 20)
        let paint = Paint.linearGradient(
            LinearGradientPaint(gradient: Gradient(colors: Self.colors), start: Point(x: 5, y: 5), end: end))
        if direction == "down" {
            #expect(
                Shader(paint: paint, userToDevice: .identity, opacity: 255, cache: GradientCache())?.rowPattern
                    == .constantAlongRow)
        }
        if direction == "across" {
            #expect(
                Shader(paint: paint, userToDevice: .identity, opacity: 255, cache: GradientCache())?.rowPattern
                    == .sameOnEveryRow)
        }
        var seed: UInt64 = 1
        for mode in BlendMode.allCases {
            for opacity: UInt32 in [255, 140] {
                for clipped in [false, true] {
                    #expect(
                        Self.check(paint, opacity: opacity, mode: mode, clipped: clipped, seed: seed),
                        "\(mode) opacity \(opacity) clipped \(clipped)")
                    seed += 1
                }
            }
        }
    }
}
