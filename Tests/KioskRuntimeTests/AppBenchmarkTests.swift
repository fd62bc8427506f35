import KioskGeometry
import KioskUI
import Testing

@testable import KioskRuntime

/// Counts the presses of its button.
@MainActor
final class PressCount {
    var presses = 0
}

/// `--bench` with `--tap`: an app's benchmark goes through its screens as a user does.
@MainActor @Suite struct AppBenchmarkTests {
    struct Pulse: View {
        @State var on = false
        var body: some View {
            Circle().fill(on ? Color.red : Color.blue).frame(width: 40, height: 40)
                .animation(.easeInOut(duration: 0.5).repeatForever(autoreverses: true), value: on)
                .onAppear { on = true }
        }
    }

    @Test func anAppRunsThroughTheBenchmarkInsteadOfStarting() throws {
        var options = try RunOptions.parse(["--bench", "all", "--bench-frames", "8", "--size", "320x200"]).0
        options.benchJSON = nil
        var lines: [String] = []
        #expect(AppBenchmark.run(Pulse(), options: options) { lines.append($0) } == 0)
        #expect(lines.filter { $0.hasPrefix("app ") }.count == 2, "tracked and full damage rows: \(lines)")
        #expect(lines.contains { $0.hasPrefix("idle in the event loop") })
    }

    @Test func aTapThatNeverFindsItsLabelFailsTheRun() throws {
        let options = try RunOptions.parse(["--bench", "app", "--bench-frames", "3", "--tap", "Nowhere"]).0
        var lines: [String] = []
        #expect(AppBenchmark.run(Pulse(), options: options) { lines.append($0) } == 1)
        #expect(lines.last?.hasSuffix("--tap: nothing labelled \"Nowhere\" was on the screen at its turn") == true)
    }

    @Test func theLabelsTakeTheirTurnsOverAndOver() {
        let script = TapScript(labels: ["Add", "Done"], every: 5)
        #expect(script.label(at: 0) == nil)
        #expect(script.label(at: 1) == "Add")
        #expect(script.label(at: 2) == nil)
        #expect(script.label(at: 6) == "Done")
        #expect(script.label(at: 11) == "Add")
        #expect(script.label(at: 16) == "Done")
        #expect(TapScript(labels: [], every: 5).label(at: 1) == nil)
    }

    @Test func eachTapPressesWhatItNamesAndAMissingLabelIsReported() {
        let count = PressCount()
        let view = AnyView(
            VStack {
                Text("Counter")
                Button("Add") { count.presses += 1 }
            }.frame(maxWidth: .infinity, maxHeight: .infinity))
        let script = TapScript(labels: ["Add", "Missing", "Add", "Later"], every: 5)
        let scene = AppBenchmark.AppScene(name: "app", view: view, taps: script)
        _ = SceneBenchmark(frames: 15).run(scene, width: 320, height: 240, theme: "app", wrap: { $0 })
        // Frames 1 and 11 tap Add; 6 finds nothing labelled Missing and taps nothing; Later's
        // turn (16) is after the run, which is no fault of its own.
        #expect(count.presses == 2)
        #expect(script.neverFound == ["Missing"])
    }

    @Test func theBenchOptionsAreChecked() throws {
        let (o, _) = try RunOptions.parse(["--bench", "all", "--bench-frames", "20", "--bench-json", "/tmp/x.json"])
        #expect(o.bench == "all" && o.benchFrames == 20 && o.benchJSON == "/tmp/x.json")
        #expect(throws: RunOptionsError.self) { try RunOptions.parse(["--bench", "fast"]) }
        #expect(throws: RunOptionsError.self) { try RunOptions.parse(["--bench-frames", "0"]) }
        let (options, _) = try RunOptions.parse([
            "--bench", "app", "--bench-warmup", "10", "--bench-tap-every", "15", "--tap", "Latte",
        ])
        #expect(options.benchWarmup == 10 && options.benchTapEvery == 15 && options.taps == ["Latte"])
        #expect(try RunOptions.parse([]).0.benchTapEvery == 30)
        #expect(throws: RunOptionsError.self) { try RunOptions.parse(["--bench-warmup", "-1"]) }
        #expect(throws: RunOptionsError.self) { try RunOptions.parse(["--bench-tap-every", "0"]) }
    }

    @Test func aResultReadsBackAsItWasWritten() throws {
        let view = AnyView(Text("Still"))
        let scene = AppBenchmark.AppScene(name: "app", view: view, taps: TapScript(labels: [], every: 30))
        let result = SceneBenchmark(frames: 5).run(scene, width: 200, height: 100, theme: "slate", wrap: { $0 })
        let parsed = try JSONParser.parse(result.json.render())
        let read = try #require(SceneResult(json: parsed.value))
        #expect(read.scene == "app" && read.width == 200 && read.height == 100 && read.theme == "slate")
        #expect(read.frames == 5 && read.fullDamage == false)
        #expect(read.phases.map(\.name) == result.phases.map(\.name))
        #expect(read.totals.count == 5)
        #expect(read.damagedPixelsMean == result.damagedPixelsMean.rounded())
        #expect(SceneResult(json: .string("app")) == nil)
    }
}
