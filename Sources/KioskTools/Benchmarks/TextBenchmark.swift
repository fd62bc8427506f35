import KioskRuntime
import KioskPlatform
import KioskGeometry
import KioskRaster
import KioskText

/// `kiosk bench text`: 200 labels of 24 glyphs at 16 px on a 1280x800 buffer. Reports the
/// cost per glyph of shaping and layout, of drawing with a cold glyph cache, and of drawing
/// with a warm one (the steady state of a kiosk screen). Best of several rounds.
package struct TextBenchmark {
    package struct Result: Sendable {
        package var glyphs: Int
        package var layoutMicrosecondsPerGlyph: Double
        package var coldDrawMicrosecondsPerGlyph: Double
        package var warmDrawMicrosecondsPerGlyph: Double
    }

    package static let labels: [String] = (0..<200).map { i in
        let words = [
            "Temperature", "Pressure", "Door open", "Ready", "Pump 3", "Status: OK", "Order #", "Total", "Checkout",
            "Settings",
        ]
        var s = "\(words[i % words.count]) \(i * 37 % 1000) units"
        while s.count < 24 { s += "." }
        return String(s.prefix(24))
    }

    package init() {}

    package func run(rounds: Int = 5) -> Result {
        let buffer = PixelBuffer(width: 1280, height: 800)
        let canvas = Canvas(buffer)
        let style = TextStyle(font: FontDescriptor(family: "Inter", pixelSize: 16))
        var best = (layout: Double.infinity, cold: Double.infinity, warm: Double.infinity)
        var glyphCount = 0
        // Opening font files is start-up cost, not per frame: one library, its glyph cache
        // emptied before each cold round.
        let fonts = FontLibrary()
        _ = fonts.face(for: style.font)
        for _ in 0..<rounds {
            fonts.glyphCache.removeAll()
            let t0 = MonotonicClock.nanoseconds()
            let layouts = Self.labels.map { TextLayout($0, style: style, width: nil, fonts: fonts) }
            let t1 = MonotonicClock.nanoseconds()
            func drawAll() {
                for (i, l) in layouts.enumerated() {
                    l.draw(
                        on: canvas, at: Point(x: Double(i % 5) * 250 + 10.3, y: Double(i / 5) * 19.7 + 4),
                        color: .black, fonts: fonts)
                }
            }
            drawAll()
            let t2 = MonotonicClock.nanoseconds()
            drawAll()
            let t3 = MonotonicClock.nanoseconds()
            glyphCount = layouts.reduce(0) { $0 + $1.lines.reduce(0) { $0 + $1.glyphs.count } }
            best.layout = min(best.layout, Double(t1 - t0))
            best.cold = min(best.cold, Double(t2 - t1))
            best.warm = min(best.warm, Double(t3 - t2))
        }
        let n = Double(max(1, glyphCount)) * 1000
        return Result(
            glyphs: glyphCount, layoutMicrosecondsPerGlyph: best.layout / n,
            coldDrawMicrosecondsPerGlyph: best.cold / n, warmDrawMicrosecondsPerGlyph: best.warm / n)
    }
}
