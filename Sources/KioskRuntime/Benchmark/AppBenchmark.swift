import KioskGeometry
import KioskInput
import KioskUI

/// `--bench` on any app: the app's own screen through the benchmark, headless on the 16 ms
/// virtual clock at `--size` with `--theme`: `app` (its animations, timers and updates, damage
/// tracked), `app-full` (the whole screen redrawn every frame), `idle` (wakeups and CPU in the
/// real event loop over two seconds: both must be zero), or `all`. `--tap` labels are tapped
/// in turn through the run (`TapScript`), so that a benchmark can go through the app's screens
/// as a user does; `kiosk bench scenes --apps` runs apps this way beside its own scenes.
@MainActor
package enum AppBenchmark {
    nonisolated package static let scenes = ["app", "app-full", "idle", "all"]

    struct AppScene: BenchmarkScene {
        let name: String
        let view: AnyView
        let taps: TapScript
        func makeView(clock: BenchClock, size: Size) -> AnyView { view }
        func prepare(frame: Int, size: Size, graph: ViewGraph) { taps.prepare(frame: frame, graph: graph) }
        func input(frame: Int, size: Size) -> [InputEvent] { taps.input(frame: frame) }
    }

    package static func run<V: View>(
        _ view: V, options: RunOptions, themes: ThemeCatalog = .none, print: (String) -> Void
    ) -> Int32 {
        guard let which = options.bench, scenes.contains(which) else { return 2 }
        do throws(RunOptionsError) { try options.checkTheme(in: themes) } catch {
            print("\(ProgramName.current): \(error)")
            return 2
        }
        let root = themes.applied(options.theme, to: AnyView(view))
        let taps = TapScript(labels: options.taps, every: options.benchTapEvery)
        let scene = AppScene(name: "app", view: root, taps: taps)
        let (w, h) = (options.size.width, options.size.height)
        var bench = SceneBenchmark(frames: options.benchFrames)
        bench.renderThreads = options.renderThreads ?? 1
        bench.warmupFrames = options.benchWarmup
        var results: [SceneResult] = []
        print(SceneTable.header)
        for full in [false, true] where which == "all" || which == (full ? "app-full" : "app") {
            let r = bench.run(scene, width: w, height: h, theme: options.theme ?? "app", wrap: { $0 }, fullDamage: full)
            print(SceneTable.row(r))
            results.append(r)
        }
        if !taps.neverFound.isEmpty {
            let names = taps.neverFound.map { "\"\($0)\"" }.joined(separator: ", ")
            print("\(ProgramName.current): --tap: nothing labelled \(names) was on the screen at its turn")
            return 1
        }
        if which == "idle" || which == "all" {
            let idle = bench.measureIdle(scene, width: w, height: h, wrap: { $0 }, seconds: 2)
            print(
                "idle in the event loop for 2 s: \(SceneTable.format(idle.wakeupsPerSecond)) wakeups/s, \(SceneTable.format(idle.cpuSeconds * 1000)) ms CPU"
            )
        }
        if let path = options.benchJSON {
            do throws(FileWriteError) {
                try FileAccess.write(path, bytes: Array((JSONOutput.array(results.map(\.json)).render() + "\n").utf8))
            } catch {
                print("\(ProgramName.current): \(error)")
                return 1
            }
            print("wrote \(path)")
        }
        return 0
    }
}
