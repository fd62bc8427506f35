import DesignFoundation
import KioskRuntime
import KioskGallery

/// `kiosk bench live SCENE`: one benchmark scene on the live display, paced by its flips.
@MainActor
enum LiveBenchCommand {
    static let usage = """
        usage: kiosk bench live SCENE [--frames N] [runtime options]

        Runs a scene of `kiosk bench scenes` on the display (KMS or fbdev) for N presented frames
        (default 300), its scripted input delivered frame by frame, and prints the frame rate,
        frame intervals, update and render time, present time, damage and missed vblanks.

        scenes: \(BenchmarkScenes.all.map(\.name).joined(separator: ", "))

        \(RunOptions.usage)
        """

    static func run(_ args: [String]) throws -> Int32 {
        let (runtime, rest): (RunOptions, [String])
        do { (runtime, rest) = try RunOptions.parse(args) } catch {
            throw UsageError(message: error.message, usage: usage)
        }
        // `--frames` is a runtime option (the headless screenshot's frame): here it counts the
        // presented frames.
        let options = try ParsedOptions(rest, valued: [], flags: [], usage: usage)
        guard let name = options.positionals.first, let scene = BenchmarkScenes.scene(named: name) else {
            throw UsageError(message: "name a scene", usage: usage)
        }
        guard runtime.backend != "headless" else {
            throw UsageError(
                message: "a live benchmark needs a display (use `kiosk bench scenes` headless)", usage: usage)
        }
        let bench = LiveBenchmark(scene: scene, frames: runtime.frames ?? 300)
        if CommandLineTool.checkingOnly { return 0 }
        var missed = 0
        let status = Launcher.run(bench.view, options: runtime, themes: DFThemePreset.catalog, log: printError) {
            context in
            bench.attach(to: context)
            let session = context.session
            let previous = session.onFrame
            session.onFrame = { record in
                missed = session.missedVblanks
                previous?(record)
            }
        }
        for line in bench.summary(missedVblanks: missed) { print("kiosk bench live: " + line) }
        return status
    }
}
