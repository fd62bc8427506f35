import KioskRuntime
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
/// budget, in rounds, and reports the fastest round's calls per millisecond; everything is
/// seeded, so runs draw the same shapes.
package struct RasterBenchmark {
    package struct Result: Sendable {
        package var test: String
        package var style: String
        package var size: Int
        package var callsPerMs: Double
        package var pixelsPerSecond: Double
    }

    package struct FullFrameResult: Sendable {
        package var name: String
        package var width: Int, height: Int
        package var milliseconds: Double
    }

    /// The blend kernels' width in bits per step (256 where the CPU has AVX2, else 128).
    package static var blendKernelBits: Int { Canvas.blendKernelWidth }
    package static let tests = ["FillRectA", "FillRectU", "FillRoundU", "FillPolyNZi10", "StrokeRectA", "StrokeRoundU"]
    package static let styles = ["solid", "linear", "pattern"]
    package static let sizes = [8, 16, 32, 64, 128, 256]

    package var budgetMilliseconds: Double
    /// Every shape moved 10,000 px left, off the canvas: the calls are clipped away before they
    /// rasterise, which times what a call costs around its pixels. The comparison script times
    /// cairo and Blend2D this way too, to take its Python loop out of their figures, and does
    /// the same subtraction for ours, so the three are measured alike.
    package var offscreen = false
    /// The budget is split into this many rounds, and the fastest round is reported.
    package var rounds = 5
    package init(budgetMilliseconds: Double = 100) { self.budgetMilliseconds = budgetMilliseconds }

    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var z = state
            z = (z ^ (z >> 33)) &* 0xff51_afd7_ed55_8ccd
            return z ^ (z >> 33)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    package func run(tests: [String] = tests, styles: [String] = styles, sizes: [Int] = sizes) -> [Result] {
        var results: [Result] = []
        let buffer = PixelBuffer(width: 512, height: 600)
        let canvas = Canvas(buffer)
        let texture = Self.texture()
        var batch = Batch()
        for test in tests {
            for style in styles {
                for size in sizes {
                    buffer.fill(0xFF00_0000)
                    var rng = Random(state: 0x5EED ^ UInt64(size))
                    // Names resolved once: string comparisons in the loop would be timed too.
                    let shape = Shape(test), fill = Style(style)
                    let s = Double(size)
                    // One batch of shapes, drawn again and again (the comparison script does the
                    // same for cairo and Blend2D): as in an app's frames, a gradient drawn before
                    // finds its colour table cached.
                    batch.prepare(shape, fill, s, offscreen: offscreen, &rng, texture)
                    // Warm up (caches, scratch buffers), then draw until each round's share of the
                    // budget is spent. The fastest round counts: on a shared machine a round can
                    // lose its core for a while, which says nothing about the renderer (the
                    // comparison script keeps the fastest of its rounds for cairo and Blend2D).
                    let budget = UInt64(budgetMilliseconds * 1_000_000) / UInt64(rounds)
                    var first = true
                    var best = 0.0
                    for _ in 0..<rounds {
                        var calls = 0
                        var elapsed: UInt64 = 0
                        while elapsed < budget {
                            let start = MonotonicClock.nanoseconds()
                            for i in 0..<Batch.count { Self.draw(shape, fill, batch, i, s, canvas) }
                            let took = MonotonicClock.nanoseconds() - start
                            if first {
                                first = false
                                continue
                            }
                            elapsed += took
                            calls += Batch.count
                        }
                        best = max(best, Double(calls) / (Double(elapsed) / 1e6))
                    }
                    results.append(
                        Result(
                            test: test, style: style, size: size, callsPerMs: best,
                            pixelsPerSecond: best * 1000 * s * s))
                }
            }
        }
        return results
    }

    static func texture() -> PixelBuffer {
        let t = PixelBuffer(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 {
                t[x, y] = 0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 4) << 8 | UInt32((x ^ y) * 4 & 0xFF)
            }
        }
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

    /// The random positions, colours, paints and polygon vertices of the batch a cell draws
    /// over and over, made before its clock starts. The comparison script prepares its shapes and paints for cairo
    /// and Blend2D the same way, so the figures set side by side time the same work: building
    /// the path and drawing it (at 8 px, drawing the random numbers was a fifth of the time).
    struct Batch {
        static let count = 64
        static let polygonVertices = 10
        var rects: [Rect] = []
        var colors: [RGBAColor] = []
        /// The gradients and image paints (empty for solid colours).
        var paints: [Paint] = []
        var polygon: [Point] = []

        mutating func prepare(
            _ test: Shape, _ style: Style, _ s: Double, offscreen: Bool, _ rng: inout Random, _ texture: PixelBuffer
        ) {
            rects.removeAll(keepingCapacity: true)
            colors.removeAll(keepingCapacity: true)
            paints.removeAll(keepingCapacity: true)
            polygon.removeAll(keepingCapacity: true)
            for _ in 0..<Self.count {
                var x = rng.unit() * (512 - s), y = rng.unit() * (600 - s)
                if test.aligned {
                    x = x.rounded(.down)
                    y = y.rounded(.down)
                }
                if offscreen { x -= 10_000 }
                let rect = Rect(x: x, y: y, width: s, height: s)
                let color = RGBAColor(
                    red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 0.5 + rng.unit() * 0.5)
                rects.append(rect)
                switch style {
                case .linear:
                    let end = RGBAColor(
                        red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 0.5 + rng.unit() * 0.5)
                    paints.append(
                        .linearGradient(
                            LinearGradientPaint(
                                gradient: Gradient(colors: [color, end]),
                                start: rect.origin, end: Point(x: rect.maxX, y: rect.maxY))))
                case .pattern:
                    paints.append(
                        .image(
                            ImagePaint(
                                image: texture, transform: AffineTransform(translationX: x, y: y),
                                filter: .bilinear, tileMode: .repeat)))
                case .solid:
                    colors.append(color)
                }
                if test == .poly {
                    for _ in 0..<Self.polygonVertices {
                        polygon.append(Point(x: x + rng.unit() * s, y: y + rng.unit() * s))
                    }
                }
            }
        }
    }

    /// A solid colour is passed as `.solid(color)`, made in place as a view's drawing code does;
    /// a gradient or image paint read out of the batch's array is a copy, retained and released
    /// around the call, as it would be for any caller that keeps its paints in an array.
    static func draw(_ test: Shape, _ style: Style, _ batch: Batch, _ index: Int, _ s: Double, _ canvas: Canvas) {
        if style == .solid {
            draw(test, batch, index, s, canvas, .solid(batch.colors[index]))
        } else {
            draw(test, batch, index, s, canvas, batch.paints[index])
        }
    }

    @inline(__always)
    static func draw(_ test: Shape, _ batch: Batch, _ index: Int, _ s: Double, _ canvas: Canvas, _ paint: Paint) {
        let rect = batch.rects[index]
        switch test {
        case .rectA, .rectU: canvas.fill(rect, with: paint)
        case .roundU: canvas.fill(Path.roundedRect(rect, cornerRadius: s / 4), with: paint)
        case .poly:
            var p = Path()
            let first = index * Batch.polygonVertices
            p.move(to: batch.polygon[first])
            for i in first + 1..<first + Batch.polygonVertices { p.line(to: batch.polygon[i]) }
            p.close()
            canvas.fill(p, with: paint, rule: .nonZero)
        case .strokeRectA: canvas.stroke(Path.rect(rect), with: paint, style: StrokeStyle(lineWidth: 2))
        case .strokeRoundU:
            canvas.stroke(Path.roundedRect(rect, cornerRadius: s / 4), with: paint, style: StrokeStyle(lineWidth: 2))
        case .none: break
        }
    }

    /// Full-frame opaque fill and translucent source-over beside memset and memcpy of the same
    /// bytes: the physical limit of the memory bus. Then full-frame opaque gradients (a
    /// background). Best of `repeats` runs.
    package func fullFrame(repeats: Int = 20) -> [FullFrameResult] {
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
                    let t0 = MonotonicClock.nanoseconds()
                    body()
                    bestNs = min(bestNs, MonotonicClock.nanoseconds() - t0)
                }
                return Double(bestNs) / 1e6
            }
            let bytes = w * h * 4
            out.append(
                FullFrameResult(
                    name: "memset", width: w, height: h,
                    milliseconds: best { memset(buffer.storage.pointer, 0x33, bytes) }))
            out.append(
                FullFrameResult(
                    name: "fill opaque", width: w, height: h,
                    milliseconds: best { canvas.fill(frame, with: .solid(RGBAColor(hex: 0x336699))) }))
            out.append(
                FullFrameResult(
                    name: "memcpy", width: w, height: h,
                    milliseconds: best { memcpy(buffer.storage.pointer, source.storage.pointer, bytes) }))
            out.append(
                FullFrameResult(
                    name: "source-over solid", width: w, height: h,
                    milliseconds: best { canvas.fill(frame, with: .solid(RGBAColor(hex: 0x336699, alpha: 0.5))) }))
            // A kiosk's background: an opaque gradient down the screen, across it, corner to corner.
            let stops = Gradient(colors: [RGBAColor(hex: 0x1E3A8A), RGBAColor(hex: 0x7C3AED), RGBAColor(hex: 0xF97316)])
            for (name, end) in [
                ("gradient down", Point(x: 0, y: Double(h))), ("gradient across", Point(x: Double(w), y: 0)),
                ("gradient diagonal", Point(x: Double(w), y: Double(h))),
            ] {
                let paint = Paint.linearGradient(LinearGradientPaint(gradient: stops, start: .zero, end: end))
                out.append(
                    FullFrameResult(
                        name: name, width: w, height: h, milliseconds: best { canvas.fill(frame, with: paint) }))
            }
        }
        return out
    }
}
