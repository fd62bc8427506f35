import KioskGeometry
import KioskUI

/// `--bench` on any app: the app's own screen through the benchmark, headless on the 16 ms
/// virtual clock at `--size` with `--theme`: `app` (its animations, timers and updates, damage
/// tracked), `app-full` (the whole screen redrawn every frame), `idle` (wakeups and CPU in the
/// real event loop over two seconds: both must be zero), or `all`.
@MainActor
package enum AppBenchmark {
    nonisolated package static let scenes = ["app", "app-full", "idle", "all"]

    struct AppScene: BenchmarkScene {
        let name: String
        let view: AnyView
        func makeView(clock: BenchClock, size: Size) -> AnyView { view }
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
        let scene = AppScene(name: "app", view: root)
        let (w, h) = (options.size.width, options.size.height)
        var bench = SceneBenchmark(frames: options.benchFrames)
        bench.renderThreads = options.renderThreads ?? 1
        var results: [SceneResult] = []
        print(SceneTable.header)
        for full in [false, true] where which == "all" || which == (full ? "app-full" : "app") {
            let r = bench.run(scene, width: w, height: h, theme: options.theme ?? "app", wrap: { $0 }, fullDamage: full)
            print(SceneTable.row(r))
            results.append(r)
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
