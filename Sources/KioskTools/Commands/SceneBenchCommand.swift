import KioskGallery
import KioskRaster
import KioskRuntime
import KioskUI

/// `kiosk bench scenes`: the scene matrix (scene x size x theme) on the headless backend.
@MainActor
enum SceneBenchCommand {
    static let usage = """
        usage: kiosk bench scenes [--scenes A,B] [--sizes 800x480,1280x800,1920x1080] [--themes default,slate]
                                  [--frames N] [--full-damage] [--threads 1,2,4] [--idle-seconds S] [--json FILE] [--chart FILE.png]
                                  [--apps FILE]
               kiosk bench scenes --instructions [--scenes A,B] [--sizes 800x480,1280x800] [--frames N] [--warmup N]
                                  [--jobs N] [--budgets FILE] [--json FILE] [--apps FILE]

        Runs each scene for N frames (default 300) on a fixed 16 ms virtual clock and prints, per
        scene, size and theme, the total frame time (update + layout + render + present) at p50,
        p90, p99 and max, render and present p50, pixels presented (damage) and rasterised (drawn;
        fewer when a scroll moves pixels already drawn) per frame, frames over the 16.7 ms
        budget and input-to-present latency. --full-damage adds a run of each with the whole screen
        redrawn every frame (as toolkits without damage tracking do). The idle scene also measures
        wakeups per second and CPU time in the real event loop over --idle-seconds (default 2).
        --threads runs each with that many render threads (default 1) and, given more than one
        count, prints each run's render speed-up over the first count, side by side.

        --instructions counts, under callgrind (valgrind), the instructions of each steady-state
        frame (frames after --warmup, default 10; --frames counted, default 30), split by phase,
        and the heap allocations per frame: the same figures in every run and on every machine.
        --budgets FILE checks them against a budget file and exits 1 naming each scene over it.

        --apps FILE adds built apps as scenes, each run with `--bench app` and the arguments the
        file gives it (the --tap labels that take it through its screens), at each size with
        damage tracked; the file is JSON: {"scenes": [{"name": "my-app", "executable": "PATH",
        "arguments": ["--tap", "Start"]}]}. --scenes may name them.

        scenes: \(BenchmarkScenes.all.map(\.name).joined(separator: ", "))
        """

    static func run(_ args: [String]) throws -> Int32 {
        let options = try ParsedOptions(
            args,
            valued: [
                "scenes", "sizes", "themes", "frames", "idle-seconds", "json", "chart", "threads",
                "warmup", "jobs", "budgets", "apps",
            ],
            flags: ["full-damage", "instructions"], usage: usage)
        var allApps: [AppBenchScene] = []
        if let path = options.values["apps"] {
            allApps = try AppBenchScene.read(
                json: String(decoding: try FileAccess.readBytes(path), as: UTF8.self), path: path)
        }
        let names =
            options.values["scenes"].map { $0.split(separator: ",").map(String.init) }
            ?? BenchmarkScenes.all.map(\.name) + allApps.map(\.name)
        var scenes: [BenchmarkScene] = []
        var apps: [AppBenchScene] = []
        for n in names {
            if let s = BenchmarkScenes.scene(named: n) {
                scenes.append(s)
            } else if let app = allApps.first(where: { $0.name == n }) {
                apps.append(app)
            } else {
                throw UsageError(
                    message: "unknown scene '\(n)'" + (allApps.isEmpty ? "" : " (nor an app of --apps)"), usage: usage)
            }
        }
        let counting = options.flags.contains("instructions")
        var sizes: [(Int, Int)] = []
        for text in (options.values["sizes"] ?? (counting ? "800x480,1280x800" : "800x480,1280x800,1920x1080")).split(
            separator: ",")
        {
            guard let m = DisplayModeRequest(String(text)) else {
                throw UsageError(
                    message:
                        "--sizes expects WxH,WxH, each side a whole number from 1 to 16384 (for example 800x480,1280x800), got '\(text)'",
                    usage: usage)
            }
            sizes.append((m.width, m.height))
        }
        let themes = (options.values["themes"] ?? "default").split(separator: ",").map(String.init)
        for t in themes where Gallery.themePreset(named: t) == nil {
            throw UsageError(message: "unknown theme '\(t)'", usage: usage)
        }
        if counting {
            return try FrameCostCommand.run(options, scenes: scenes.map(\.name), apps: apps, sizes: sizes, usage: usage)
        }
        let frames = try options.integer("frames", default: 300, in: 1...10_000_000, usage: usage)
        let idleSeconds = try options.seconds("idle-seconds", default: 2, maximum: 3600, usage: usage)
        var threadCounts: [Int] = []
        for text in (options.values["threads"] ?? "1").split(separator: ",") {
            guard let n = Int(text), (1...64).contains(n) else {
                throw UsageError(message: "--threads expects counts from 1 to 64, such as 1,2,4", usage: usage)
            }
            threadCounts.append(n)
        }
        let warmup = try options.integer("warmup", default: 0, in: 0...1_000_000, usage: usage)
        if CommandLineTool.checkingOnly { return 0 }
        var bench = SceneBenchmark(frames: max(1, frames))
        bench.warmupFrames = warmup
        var results: [SceneResult] = []
        var speedups: [String] = []
        print(SceneTable.header)
        let damageModes = options.flags.contains("full-damage") ? [false, true] : [false]
        for scene in scenes {
            for (w, h) in sizes {
                for theme in themes {
                    let preset = Gallery.themePreset(named: theme)!
                    let wrap: (AnyView) -> AnyView = { AnyView($0.dfThemePreset(preset)) }
                    for full in damageModes {
                        var baseline: SceneResult?
                        for threads in threadCounts {
                            bench.renderThreads = threads
                            var r = bench.run(scene, width: w, height: h, theme: theme, wrap: wrap, fullDamage: full)
                            if let baseline { speedups.append(speedupRow(baseline, r)) } else { baseline = r }
                            if scene.name == "idle" && !full && idleSeconds > 0 && threads == threadCounts[0] {
                                let idle = bench.measureIdle(
                                    scene, width: w, height: h, wrap: wrap, seconds: idleSeconds)
                                r.idleWakeupsPerSecond = idle.wakeupsPerSecond
                                print(
                                    "  idle in the event loop for \(format(idleSeconds)) s: \(format(idle.wakeupsPerSecond)) wakeups/s, \(format(idle.cpuSeconds * 1000)) ms CPU"
                                )
                            }
                            print(SceneTable.row(r))
                            results.append(r)
                        }
                    }
                }
            }
        }
        for app in apps {
            for (w, h) in sizes {
                let r = try AppBenchRunner.run(app, width: w, height: h, frames: max(1, frames), warmup: warmup)
                print(SceneTable.row(r))
                results.append(r)
            }
        }
        if !speedups.isEmpty {
            print("")
            print("render time p50 (ms) by render threads, side by side")
            print(
                pad("scene", 20, left: true) + pad("size", 10, left: true) + pad("theme", 8, left: true)
                    + pad("damage", 8, left: true)
                    + pad("threads", 9, left: true) + pad("before", 9) + pad("after", 9) + pad("speed-up", 9))
            speedups.forEach { print($0) }
        }
        if let path = options.values["json"] {
            try writeFile(path, Array((JSONOutput.array(results.map(\.json)).render() + "\n").utf8))
            print("wrote \(path)")
        }
        if let path = options.values["chart"] {
            try writeFile(path, try PNGCodec.encode(FrameTimeChart.render(results)))
            print("wrote \(path)")
        }
        return 0
    }

    /// Render p50 of `r` beside that of the same run with the first thread count.
    static func speedupRow(_ base: SceneResult, _ r: SceneResult) -> String {
        let before = base.phases.first { $0.name == "render" }!.stats.p50,
            after = r.phases.first { $0.name == "render" }!.stats.p50
        return pad(r.scene, 20, left: true) + pad("\(r.width)x\(r.height)", 10, left: true)
            + pad(r.theme, 8, left: true)
            + pad(r.fullDamage ? "full" : "tracked", 8, left: true)
            + pad("\(base.renderThreads) -> \(r.renderThreads)", 9, left: true)
            + pad(format(before), 9) + pad(format(after), 9) + pad(format(before / max(after, 1e-6)) + "x", 9)
    }

    static func format(_ v: Double) -> String { SceneTable.format(v) }
    static func pad(_ s: String, _ n: Int, left: Bool = false) -> String { SceneTable.pad(s, n, left: left) }
}
