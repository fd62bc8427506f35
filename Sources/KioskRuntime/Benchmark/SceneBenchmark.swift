import KioskGeometry
import KioskHeadless
import KioskPlatform
import KioskRaster
import KioskText
import KioskUI
import Observation
import KioskInput

/// The frame number a benchmark scene draws; views read it, so advancing it invalidates them.
@MainActor @Observable
package final class BenchClock {
    package var frame = 0
    package init() {}
}

/// A benchmark scene: a view driven by the frame counter, and the input it receives.
@MainActor
package protocol BenchmarkScene {
    var name: String { get }
    func makeView(clock: BenchClock, size: Size) -> AnyView
    /// Input delivered before frame `frame` (taps, drags, wheel), in logical points.
    func input(frame: Int, size: Size) -> [InputEvent]
    /// The same, for scenes that find what they tap on the screen (by accessibility label).
    func input(frame: Int, size: Size, graph: ViewGraph) -> [InputEvent]
    /// Work before frame `frame` that the frame is not to be charged with (finding a control on
    /// the screen, as a finger finds it for nothing).
    func prepare(frame: Int, size: Size, graph: ViewGraph)
    /// Seconds of the virtual clock between two frames: 16 ms, as LVGL's benchmark, unless a
    /// scene measures something slower (a clock that ticks once a second).
    var frameInterval: Double { get }
}

extension BenchmarkScene {
    package func input(frame: Int, size: Size) -> [InputEvent] { [] }
    package func input(frame: Int, size: Size, graph: ViewGraph) -> [InputEvent] { input(frame: frame, size: size) }
    package func prepare(frame: Int, size: Size, graph: ViewGraph) {}
    package var frameInterval: Double { SceneBenchmark.frameStep }
}

/// Percentiles of one phase, in milliseconds.
package struct PhaseStats: Sendable, Equatable {
    package var p50: Double, p90: Double, p99: Double, max: Double
    package init(_ samples: [Double]) {
        let s = samples.sorted()
        func at(_ q: Double) -> Double { s.isEmpty ? 0 : s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded()))] }
        p50 = at(0.5)
        p90 = at(0.9)
        p99 = at(0.99)
        max = s.last ?? 0
    }
    package init(p50: Double, p90: Double, p99: Double, max: Double) {
        (self.p50, self.p90, self.p99, self.max) = (p50, p90, p99, max)
    }
}

package struct SceneResult: Sendable {
    package var scene: String
    package var width: Int
    package var height: Int
    package var theme: String
    package var fullDamage: Bool
    package var frames: Int
    package var phases: [(name: String, stats: PhaseStats)]
    package var totals: [Double]
    /// Pixels presented per frame (the damage the display receives).
    package var damagedPixelsMean: Double
    /// Pixels rasterised per frame: less than the damage when a scroll moves drawn pixels.
    package var drawnPixelsMean: Double
    package var vblankMisses: Int
    package var idleWakeupsPerSecond: Double?
    package var inputLatency: PhaseStats?
    /// Threads that drew the frames (bands of large damage drawn at once).
    package var renderThreads = 1

    package var json: JSONOutput {
        func stats(_ s: PhaseStats) -> JSONOutput {
            .object([
                ("p50", .double(round3(s.p50))), ("p90", .double(round3(s.p90))), ("p99", .double(round3(s.p99))),
                ("max", .double(round3(s.max))),
            ])
        }
        var members: [(String, JSONOutput)] = [
            ("scene", .string(scene)), ("width", .int(width)), ("height", .int(height)), ("theme", .string(theme)),
            ("damage", .string(fullDamage ? "full" : "tracked")), ("frames", .int(frames)),
            ("phases", .object(phases.map { ($0.name, stats($0.stats)) })),
            ("damagedPixelsMean", .double(damagedPixelsMean.rounded())),
            ("drawnPixelsMean", .double(drawnPixelsMean.rounded())),
            ("vblankMisses", .int(vblankMisses)), ("renderThreads", .int(renderThreads)),
            ("frameTotalsMs", .array(totals.map { .double(round3($0)) })),
        ]
        members.append(("idleWakeupsPerSecond", idleWakeupsPerSecond.map { .double(round3($0)) } ?? .null))
        members.append(
            (
                "inputLatencyMs",
                inputLatency.map { .object([("p50", .double(round3($0.p50))), ("p99", .double(round3($0.p99)))]) }
                    ?? .null
            ))
        return .object(members)
    }

    func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
}

extension SceneResult {
    /// A result as `json` wrote it (an app's `--bench-json`, read back by `kiosk bench scenes
    /// --apps`); nil when `value` is not one.
    package init?(json value: JSONValue) {
        guard case .object(let members) = value else { return nil }
        var fields: [String: JSONValue] = [:]
        for (key, v) in members { fields[key] = v.value }
        func number(_ key: String) -> Double? {
            if case .number(let n)? = fields[key] { return n }
            return nil
        }
        func stats(_ v: JSONValue?) -> PhaseStats? {
            guard case .object(let m)? = v else { return nil }
            var n: [String: Double] = [:]
            for (key, x) in m { if case .number(let d) = x.value { n[key] = d } }
            guard let p50 = n["p50"], let p99 = n["p99"] else { return nil }
            return PhaseStats(p50: p50, p90: n["p90"] ?? p99, p99: p99, max: n["max"] ?? p99)
        }
        guard case .string(let scene)? = fields["scene"], let width = number("width"), let height = number("height"),
            let frames = number("frames"), case .object(let phaseMembers)? = fields["phases"]
        else { return nil }
        var phases: [(name: String, stats: PhaseStats)] = []
        for (name, v) in phaseMembers {
            guard let s = stats(v.value) else { return nil }
            phases.append((name, s))
        }
        var totals: [Double] = []
        if case .array(let values)? = fields["frameTotalsMs"] {
            for v in values { if case .number(let d) = v.value { totals.append(d) } }
        }
        self.scene = scene
        self.width = Int(width)
        self.height = Int(height)
        if case .string(let theme)? = fields["theme"] { self.theme = theme } else { self.theme = "" }
        if case .string(let damage)? = fields["damage"] { fullDamage = damage == "full" } else { fullDamage = false }
        self.frames = Int(frames)
        self.phases = phases
        self.totals = totals
        damagedPixelsMean = number("damagedPixelsMean") ?? 0
        drawnPixelsMean = number("drawnPixelsMean") ?? 0
        vblankMisses = Int(number("vblankMisses") ?? 0)
        idleWakeupsPerSecond = number("idleWakeupsPerSecond")
        inputLatency = stats(fields["inputLatencyMs"])
        renderThreads = Int(number("renderThreads") ?? 1)
    }
}

/// Runs scenes headless on a fixed 16 ms virtual clock, as LVGL's benchmark does, so runs are
/// repeatable: per frame the update, layout, render and present (the copy into a back buffer
/// of a two-buffer swap chain) are timed on the real clock.
@MainActor
package struct SceneBenchmark {
    package var frames: Int
    package var fonts: FontLibrary
    /// Threads that draw each frame (`Renderer.threads`).
    package var renderThreads = 1
    /// Frames before which `SceneRun.kioskMeasuredFrame` is not used: instruction counts
    /// (`kiosk bench scenes --instructions`) cover the steady state from this frame on.
    package var warmupFrames = 0
    package init(frames: Int = 300, fonts: FontLibrary = FontLibrary()) {
        self.frames = frames
        self.fonts = fonts
    }

    static let frameBudget = 1000.0 / 60
    /// The fixed virtual clock step, as LVGL's benchmark uses.
    package static let frameStep = 0.016
    /// The wall clock of every run: Monday 2 March 2026, 09:41:00 UTC at frame 0, so that clocks
    /// and dates draw (and cost) the same in every run.
    package static let wallClockStart = 1_772_444_460.0

    /// Delivers frame `n`'s input and advances the scene's clock to it (rendering is the caller's).
    package static func advance(
        _ scene: BenchmarkScene, to n: Int, clock: BenchClock, graph: ViewGraph, size: Size
    ) -> [InputEvent] {
        let events = scene.input(frame: n, size: size, graph: graph)
        let time = Double(n) * scene.frameInterval
        for e in events { graph.send(e, time: time) }
        // Timers due by this frame run as the runtime's gesture timer would run them.
        graph.advanceTime(to: time)
        clock.frame = n
        return events
    }

    /// The scene as it looks at frame `frame` of a run (`kiosk screenshot --scene`).
    package static func picture(
        of scene: BenchmarkScene, frame: Int, size: Size, scale: Double = 1, colorScheme: ColorScheme = .light,
        fonts: FontLibrary = FontLibrary(), wrap: (AnyView) -> AnyView
    ) -> PixelBuffer {
        let clock = BenchClock()
        let renderer = ViewRenderer(
            wrap(scene.makeView(clock: clock, size: size)), size: size, scale: scale, colorScheme: colorScheme,
            fonts: fonts)
        renderer.graph.wallClockOffset = wallClockStart
        for n in 0...max(0, frame) {
            scene.prepare(frame: n, size: size, graph: renderer.graph)
            _ = advance(scene, to: n, clock: clock, graph: renderer.graph, size: size)
            renderer.render(at: Double(n) * scene.frameInterval)
        }
        return renderer.buffer
    }

    package func run(
        _ scene: BenchmarkScene, width: Int, height: Int, theme: String,
        wrap: (AnyView) -> AnyView, fullDamage: Bool = false
    ) -> SceneResult {
        let size = Size(width: Double(width), height: Double(height))
        let clock = BenchClock()
        let renderer = ViewRenderer(wrap(scene.makeView(clock: clock, size: size)), size: size, fonts: fonts)
        renderer.graph.wallClockOffset = Self.wallClockStart
        renderer.renderer.threads = renderThreads
        let display = HeadlessDisplay(width: width, height: height, agePolicy: .ring(count: 2))
        renderer.render()
        _ = try? display.present(renderer.buffer, damage: Region(renderer.screen))
        let run = SceneRun(
            scene: scene, clock: clock, renderer: renderer, display: display, size: size, fullDamage: fullDamage)
        var update: [Double] = [], layout: [Double] = [], render: [Double] = [], present: [Double] = [],
            total: [Double] = []
        var latency: [Double] = []
        var damaged = 0, drawn = 0, misses = 0
        for n in 1...max(1, frames) {
            scene.prepare(frame: n, size: size, graph: renderer.graph)
            let sample = n > warmupFrames ? run.kioskMeasuredFrame(n) : run.frame(n)
            let ms = sample.seconds.map { $0 * 1000 }
            update.append(ms[0])
            layout.append(ms[1])
            render.append(ms[2])
            present.append(ms[3])
            let sum = ms.reduce(0, +)
            total.append(sum)
            if sum > Self.frameBudget { misses += 1 }
            if sample.hadInput && !sample.damage.isEmpty { latency.append(sum) }
            damaged += sample.damage.area
            drawn += sample.damage.isEmpty ? 0 : renderer.pixelsDrawnLastFrame
        }
        return SceneResult(
            scene: scene.name, width: width, height: height, theme: theme, fullDamage: fullDamage, frames: frames,
            phases: [
                ("update", PhaseStats(update)), ("layout", PhaseStats(layout)), ("render", PhaseStats(render)),
                ("present", PhaseStats(present)), ("total", PhaseStats(total)),
            ],
            totals: total, damagedPixelsMean: Double(damaged) / Double(max(1, frames)),
            drawnPixelsMean: Double(drawn) / Double(max(1, frames)), vblankMisses: misses,
            idleWakeupsPerSecond: nil, inputLatency: latency.isEmpty ? nil : PhaseStats(latency),
            renderThreads: renderThreads)
    }

    /// An idle app in the real event loop: how often it wakes and how much CPU it uses over
    /// `seconds` with nothing to do (both must be zero).
    package func measureIdle(
        _ scene: BenchmarkScene, width: Int, height: Int, wrap: (AnyView) -> AnyView,
        seconds: Double
    ) -> (wakeupsPerSecond: Double, cpuSeconds: Double) {
        let size = Size(width: Double(width), height: Double(height))
        let renderer = ViewRenderer(wrap(scene.makeView(clock: BenchClock(), size: size)), size: size, fonts: fonts)
        let display = HeadlessDisplay(width: width, height: height)
        guard let loop = try? EventLoop(),
            let session = try? LiveSession(renderer: renderer, display: display, loop: loop)
        else { return (.nan, .nan) }
        session.frameIfNeeded()
        let before = loop.wakeups
        let cpu0 = ProcessTimes.cpuSeconds()
        let end = MonotonicClock.seconds() + seconds
        // Sleeping in the loop with a deadline: any wakeup inside it is the app's own.
        while MonotonicClock.seconds() < end {
            _ = try? loop.runOnce(timeout: Int32(max(1, (end - MonotonicClock.seconds()) * 1000)))
        }
        return (Double(loop.wakeups - before) / seconds, ProcessTimes.cpuSeconds() - cpu0)
    }
}
