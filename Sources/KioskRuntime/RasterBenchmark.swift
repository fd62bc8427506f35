import KioskPlatform
import KioskGeometry
import KioskRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `kiosk bench raster`: the matrix of Blend2D's bl_bench (canvas 512x600; shape sizes 8 to
/// 256; aligned and unaligned rects, rounded rects, random 10-vertex polygons, strokes; solid,
/// linear gradient and bilinear image styles; source-over with random translucent colours), so
/// that figures compare directly with Blend2D's and cairo's. Each cell draws for a fixed time
/// budget and reports calls per millisecond; everything is seeded, so runs draw the same shapes.
public struct RasterBenchmark {
    public struct Result: Sendable {
        public var test: String
        public var style: String
        public var size: Int
        public var callsPerMs: Double
        public var pixelsPerSecond: Double
    }

    public struct FullFrameResult: Sendable {
        public var name: String
        public var width: Int, height: Int
        public var milliseconds: Double
    }

    /// The blend kernels' width in bits per step (256 where the CPU has AVX2, else 128).
    public static var blendKernelBits: Int { Canvas.blendKernelWidth }
    public static let tests = ["FillRectA", "FillRectU", "FillRoundU", "FillPolyNZi10", "StrokeRectA", "StrokeRoundU"]
    public static let styles = ["solid", "linear", "pattern"]
    public static let sizes = [8, 16, 32, 64, 128, 256]

    public var budgetMilliseconds: Double
    public init(budgetMilliseconds: Double = 100) { self.budgetMilliseconds = budgetMilliseconds }

    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            var z = state; z = (z ^ (z >> 33)) &* 0xff51afd7ed558ccd; return z ^ (z >> 33)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    public func run(tests: [String] = tests, styles: [String] = styles, sizes: [Int] = sizes) -> [Result] {
        var results: [Result] = []
        let buffer = PixelBuffer(width: 512, height: 600)
        let canvas = Canvas(buffer)
        let texture = Self.texture()
        for test in tests {
            for style in styles {
                for size in sizes {
                    buffer.fill(0xFF00_0000)
                    var rng = Random(state: 0x5EED ^ UInt64(size))
                    // Names resolved once: string comparisons in the loop would be timed too.
                    let shape = Shape(test), fill = Style(style)
                    let s = Double(size)
                    // Warm up (caches, scratch buffers), then draw until the budget is spent.
                    var calls = 0
                    var elapsed: UInt64 = 0
                    let budget = UInt64(budgetMilliseconds * 1_000_000)
                    var first = true
                    while elapsed < budget {
                        let start = MonotonicClock.nanoseconds()
                        for _ in 0..<64 { Self.draw(shape, fill, s, canvas, &rng, texture) }
                        let took = MonotonicClock.nanoseconds() - start
                        if first { first = false; continue }
                        elapsed += took
                        calls += 64
                    }
                    let ms = Double(elapsed) / 1e6
                    results.append(Result(test: test, style: style, size: size, callsPerMs: Double(calls) / ms,
                                          pixelsPerSecond: Double(calls) * s * s / (ms / 1000)))
                }
            }
        }
        return results
    }

    static func texture() -> PixelBuffer {
        let t = PixelBuffer(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { t[x, y] = 0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 4) << 8 | UInt32((x ^ y) * 4 & 0xFF) } }
        return t
    }

    enum Shape {
        case rectA, rectU, roundU, poly, strokeRectA, strokeRoundU, none
        init(_ name: String) {
            switch name {
            case "FillRectA": self = .rectA
            case "FillRectU": self = .rectU
            case "FillRoundU": self = .roundU
            case "FillPolyNZi10": self = .poly
            case "StrokeRectA": self = .strokeRectA
            case "StrokeRoundU": self = .strokeRoundU
            default: self = .none
            }
        }
        var aligned: Bool { self == .rectA || self == .strokeRectA }
    }
    enum Style {
        case solid, linear, pattern
        init(_ name: String) { self = name == "linear" ? .linear : name == "pattern" ? .pattern : .solid }
    }

    static func draw(_ test: Shape, _ style: Style, _ s: Double, _ canvas: Canvas, _ rng: inout Random, _ texture: PixelBuffer) {
        var x = rng.unit() * (512 - s), y = rng.unit() * (600 - s)
        if test.aligned { x = x.rounded(.down); y = y.rounded(.down) }
        let rect = Rect(x: x, y: y, width: s, height: s)
        let color = RGBAColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 0.5 + rng.unit() * 0.5)
        let paint: Paint
        switch style {
        case .linear:
            paint = .linearGradient(LinearGradientPaint(gradient: Gradient(colors: [color, RGBAColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 0.5 + rng.unit() * 0.5)]),
                                                        start: rect.origin, end: Point(x: rect.maxX, y: rect.maxY)))
        case .pattern:
            paint = .image(ImagePaint(image: texture, transform: AffineTransform(translationX: x, y: y), filter: .bilinear, tileMode: .repeat))
        case .solid:
            paint = .solid(color)
        }
        switch test {
        case .rectA, .rectU: canvas.fill(rect, with: paint)
        case .roundU: canvas.fill(Path.roundedRect(rect, cornerRadius: s / 4), with: paint)
        case .poly:
            var p = Path()
            for i in 0..<10 {
                let pt = Point(x: x + rng.unit() * s, y: y + rng.unit() * s)
                if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
            }
            p.close()
            canvas.fill(p, with: paint, rule: .nonZero)
        case .strokeRectA: canvas.stroke(Path.rect(rect), with: paint, style: StrokeStyle(lineWidth: 2))
        case .strokeRoundU: canvas.stroke(Path.roundedRect(rect, cornerRadius: s / 4), with: paint, style: StrokeStyle(lineWidth: 2))
        case .none: break
        }
    }

    /// Full-frame opaque fill and translucent source-over beside memset and memcpy of the same
    /// bytes: the physical limit of the memory bus. Best of `repeats` runs.
    public func fullFrame(repeats: Int = 20) -> [FullFrameResult] {
        var out: [FullFrameResult] = []
        for (w, h) in [(1280, 800), (1920, 1080)] {
            let buffer = PixelBuffer(width: w, height: h)
            let source = PixelBuffer(width: w, height: h)
            source.fill(0x8040_2010)
            let canvas = Canvas(buffer)
            let frame = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
            func best(_ body: () -> Void) -> Double {
                var bestNs = UInt64.max
                for _ in 0..<repeats {
                    let t0 = MonotonicClock.nanoseconds(); body(); bestNs = min(bestNs, MonotonicClock.nanoseconds() - t0)
                }
                return Double(bestNs) / 1e6
            }
            let bytes = w * h * 4
            out.append(FullFrameResult(name: "memset", width: w, height: h, milliseconds: best { memset(buffer.storage.pointer, 0x33, bytes) }))
            out.append(FullFrameResult(name: "fill opaque", width: w, height: h, milliseconds: best { canvas.fill(frame, with: .solid(RGBAColor(hex: 0x336699))) }))
            out.append(FullFrameResult(name: "memcpy", width: w, height: h, milliseconds: best { memcpy(buffer.storage.pointer, source.storage.pointer, bytes) }))
            out.append(FullFrameResult(name: "source-over solid", width: w, height: h, milliseconds: best { canvas.fill(frame, with: .solid(RGBAColor(hex: 0x336699, alpha: 0.5))) }))
        }
        return out
    }
}
