import KioskRuntime
import KioskPlatform
import KioskUI
import KioskText
import KioskGeometry

/// `kiosk bench ui`'s scrolling scene: a list of 1000 rows at 1280x800 in a ScrollView with a
/// LazyVStack, flung by a synthetic touch and run at 60 frames per second on a manual clock
/// until the momentum stops. Reports frame time percentiles and pixels drawn per frame.
@MainActor
package struct ScrollBenchmark {
    package struct Comparison: Sendable {
        package var reuse: Result
        package var redraw: Result
    }

    package struct Result: Sendable {
        package var frames: Int
        package var p50: Double, p99: Double, worst: Double
        /// Mean pixels drawn per frame and the screen's pixel count.
        package var pixelsPerFrame: Double, screenPixels: Int
        /// A full redraw of one frame (the cost without damage tracking), best of the run.
        package var fullFrame: Double
        package var rowsBuilt: Int
    }

    struct Row: View {
        static let palette = [
            Color(hex: 0x93C5FD), Color(hex: 0xFCA5A5), Color(hex: 0x86EFAC), Color(hex: 0xFDE68A),
            Color(hex: 0xC4B5FD),
        ]
        let index: Int
        var body: some View {
            HStack(spacing: 12) {
                Circle().fill(Row.palette[index % Row.palette.count]).frame(width: 28, height: 28)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Row \(index)").font(.headline)
                    Text("Order \(10_000 + index * 7) · ready for pickup").font(.caption).foregroundStyle(Color.gray)
                }
                Spacer()
                Text("\(index % 60) min").font(.body)
            }
            .padding(.horizontal, 16)
            .frame(height: 56)
            .background(index % 2 == 0 ? Color.white : Color(white: 0.96))
        }
    }

    struct Screen: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1000, id: \.self) { Row(index: $0) }
                }
            }
        }
    }

    package init() {}

    static func rows(in elements: [AccessibilityElement]) -> Int {
        elements.reduce(0) { $0 + ($1.label.hasPrefix("Row ") ? 1 : 0) + rows(in: $1.children) }
    }

    /// The same flings with pixel reuse and with full viewport redraws, interleaved per fling
    /// so both see the same machine load.
    package func run(flings: Int = 3) -> Comparison {
        let fonts = FontLibrary()
        var reuse: [Result] = [], redraw: [Result] = []
        for _ in 0..<flings {
            reuse.append(run(flings: 1, reusingPixels: true, fonts: fonts))
            redraw.append(run(flings: 1, reusingPixels: false, fonts: fonts))
        }
        return Comparison(reuse: Self.merge(reuse), redraw: Self.merge(redraw))
    }

    static func merge(_ results: [Result]) -> Result {
        // Medians across runs: the percentiles of each run are what a user would feel.
        func median(_ v: [Double]) -> Double {
            let s = v.sorted()
            return s[s.count / 2]
        }
        return Result(
            frames: results.map(\.frames).reduce(0, +), p50: median(results.map(\.p50)),
            p99: median(results.map(\.p99)),
            worst: results.map(\.worst).max() ?? 0, pixelsPerFrame: median(results.map(\.pixelsPerFrame)),
            screenPixels: results[0].screenPixels, fullFrame: results.map(\.fullFrame).min() ?? 0,
            rowsBuilt: results[0].rowsBuilt)
    }

    func run(flings: Int, reusingPixels: Bool, fonts: FontLibrary) -> Result {
        let size = Size(width: 1280, height: 800)
        let renderer = ViewRenderer(Screen(), size: size, fonts: fonts)
        renderer.reusesScrolledPixels = reusingPixels
        renderer.render()
        var times: [Double] = []
        var pixels = 0
        var fullFrame = Double.infinity
        var time = 0.0
        var touchID = 1
        for _ in 0..<flings {
            // A quick upward flick in 5 moves over 50 ms, then frames until the list rests.
            touchID += 1
            renderer.graph.touch(.began, id: touchID, at: Point(x: 640, y: 700), time: time)
            for step in 1...5 {
                time += 0.01
                renderer.graph.touch(.moved, id: touchID, at: Point(x: 640, y: 700 - Double(step) * 60), time: time)
            }
            renderer.graph.touch(.ended, id: touchID, at: Point(x: 640, y: 400), time: time)
            var frames = 0
            repeat {
                time += 1.0 / 60
                let t0 = MonotonicClock.nanoseconds()
                renderer.render(at: time)
                let t1 = MonotonicClock.nanoseconds()
                times.append(Double(t1 - t0) / 1e6)
                pixels += renderer.pixelsDrawnLastFrame
                frames += 1
            } while (renderer.graph.needsFrames || renderer.graph.needsUpdate) && frames < 600
            let t0 = MonotonicClock.nanoseconds()
            _ = renderer.renderFull()
            fullFrame = min(fullFrame, Double(MonotonicClock.nanoseconds() - t0) / 1e6)
        }
        let sorted = times.sorted()
        func percentile(_ p: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
        }
        return Result(
            frames: times.count, p50: percentile(0.5), p99: percentile(0.99), worst: sorted.last ?? 0,
            pixelsPerFrame: times.isEmpty ? 0 : Double(pixels) / Double(times.count),
            screenPixels: renderer.buffer.width * renderer.buffer.height,
            fullFrame: fullFrame, rowsBuilt: Self.rows(in: renderer.graph.accessibilityTree()))
    }
}
