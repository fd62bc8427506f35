import KioskGeometry
@testable import KioskRaster

/// The raster benchmark's shapes (`kiosk bench raster`), each drawn once a repeat through the
/// canvas as an app draws them: path, scan conversion, sweep and blend. Pixels are the shape's
/// box, as the benchmark and Blend2D's count them.
enum CanvasWorkloads {
    static func all() -> [Workload] {
        [
            shape("FillRectA") { canvas, paints in canvas.fill(Scene.aligned, with: paints.solid) },
            shape("FillRectU") { canvas, paints in canvas.fill(Scene.unaligned, with: paints.solid) },
            shape("FillRoundU") { canvas, paints in
                canvas.fill(Path.roundedRect(Scene.unaligned, cornerRadius: 64), with: paints.solid)
            },
            shape("FillRoundU-16", pixels: 16 * 16) { canvas, paints in
                canvas.fill(Path.roundedRect(Scene.small, cornerRadius: 4), with: paints.solid)
            },
            shape("FillPolyNZi10") { canvas, paints in canvas.fill(paints.polygon, with: paints.solid, rule: .nonZero)
            },
            shape("StrokeRoundU") { canvas, paints in
                canvas.stroke(
                    Path.roundedRect(Scene.unaligned, cornerRadius: 64), with: paints.solid,
                    style: StrokeStyle(lineWidth: 2))
            },
            shape("StrokeGrid") { canvas, paints in
                canvas.stroke(paints.grid, with: paints.solid, style: StrokeStyle(lineWidth: 1))
            },
            // The same as the sum of its lines, as drawn before `fillUnion`: what the union costs.
            shape("StrokeGrid-summed") { canvas, paints in
                canvas.unitesOverlappingSubpaths = false
                canvas.stroke(paints.grid, with: paints.solid, style: StrokeStyle(lineWidth: 1))
            },
            shape("FillRectA-linear") { canvas, paints in canvas.fill(Scene.aligned, with: paints.gradient) },
            shape("FillRectU-pattern") { canvas, paints in canvas.fill(Scene.unaligned, with: paints.pattern) },
            shape("frameSourceOver", pixels: 512 * 600) { canvas, paints in
                canvas.fill(Rect(x: 0, y: 0, width: 512, height: 600), with: paints.solid)
            },
        ]
    }

    enum Scene {
        static let aligned = Rect(x: 100, y: 100, width: 256, height: 256)
        static let unaligned = Rect(x: 100.3, y: 100.6, width: 256, height: 256)
        static let small = Rect(x: 40.3, y: 30.6, width: 16, height: 16)
    }

    /// A shape drawn on a 512x600 canvas (the benchmark's) with the paints made for it.
    static func shape(_ name: String, pixels: Int = 256 * 256, draw: @escaping (Canvas, Paints) -> Void) -> Workload {
        Workload(name: name, pixels: pixels) {
            // Four pixels a step on x86-64 as well: the figure to set beside NEON's is the
            // 128-bit build's (SSE2), not the AVX2 or AVX-512 kernels a desktop CPU is given.
            RasterSettings.limitVectorWidth(to: 128)
            let buffer = PixelBuffer(width: 512, height: 600)
            buffer.fill(0xFF10_2030)
            let canvas = Canvas(buffer), paints = Paints()
            return { draw(canvas, paints) }
        }
    }
}

/// A translucent colour, a gradient, an image (bilinear, moved by a fraction) and a random
/// ten-vertex polygon.
struct Paints {
    let solid: Paint, gradient: Paint, pattern: Paint
    let polygon: Path
    /// Seventeen lines each way, 16 px apart, on whole coordinates: one path whose subpaths
    /// cross (`Canvas.fillUnion`).
    let grid: Path

    init() {
        let color = RGBAColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.7)
        solid = .solid(color)
        gradient = .linearGradient(
            LinearGradientPaint(
                gradient: Gradient(colors: [color, RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)]),
                start: Point(x: 100, y: 100), end: Point(x: 356, y: 356)))
        let texture = PixelBuffer(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 {
                texture[x, y] = 0xFF00_0000 | UInt32(x * 4) << 16 | UInt32(y * 4) << 8 | UInt32((x ^ y) * 4 & 0xFF)
            }
        }
        pattern = .image(
            ImagePaint(
                image: texture, transform: AffineTransform(translationX: 100.3, y: 100.6), filter: .bilinear,
                tileMode: .repeat))
        var polygon = Path()
        var g = SeededGenerator(state: 10)
        polygon.move(to: Point(x: 100 + Double.random(in: 0..<256, using: &g), y: 100))
        for _ in 0..<9 {
            polygon.line(
                to: Point(
                    x: 100 + Double.random(in: 0..<256, using: &g), y: 100 + Double.random(in: 0..<256, using: &g)))
        }
        polygon.close()
        self.polygon = polygon
        var grid = Path()
        for i in 0...16 {
            let v = 100 + Double(i) * 16
            grid.move(to: Point(x: 100, y: v))
            grid.line(to: Point(x: 356, y: v))
            grid.move(to: Point(x: v, y: 100))
            grid.line(to: Point(x: v, y: 356))
        }
        self.grid = grid
    }
}

/// The narrow grid's coverage bytes (`Rasterizer.coverageBytes`), non-zero rule.
enum CoverageWorkload {
    static func bytes(_ windings: UnsafeMutablePointer<Float>, _ count: Int, into out: UnsafeMutablePointer<UInt8>) {
        Rasterizer.coverageBytes(windings, count, .nonZero, into: out)
    }
}
