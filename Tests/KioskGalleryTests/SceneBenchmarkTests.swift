import Testing
import KioskGallery
import KioskRuntime
import KioskUI

/// The benchmark at reduced length on the headless backend: its numbers are checked for
/// sanity, never for speed.
@MainActor @Suite struct SceneBenchmarkTests {
    @Test func everySceneRunsAndReportsSaneFigures() throws {
        let bench = SceneBenchmark(frames: 4)
        for scene in BenchmarkScenes.all {
            let r = bench.run(scene, width: 800, height: 480, theme: "default", wrap: { $0 })
            #expect(r.frames == 4 && r.totals.count == 4)
            for (name, s) in r.phases {
                #expect(s.p50 >= 0 && s.p50 <= s.p90 && s.p90 <= s.p99 && s.p99 <= s.max, "\(scene.name) \(name)")
            }
            // Every scene but idle changes something every frame (the button press and the
            // toggle only on the frames their input arrives).
            if scene.name == "idle" {
                #expect(r.damagedPixelsMean == 0, "an idle screen draws nothing")
            } else {
                #expect(r.damagedPixelsMean > 0, "\(scene.name) drew nothing")
            }
            guard case .object(let members) = r.json else {
                Issue.record("JSON is not an object")
                continue
            }
            let keys = members.map(\.0)
            for key in [
                "scene", "width", "height", "theme", "frames", "phases", "damagedPixelsMean", "drawnPixelsMean",
                "vblankMisses", "idleWakeupsPerSecond", "inputLatencyMs",
            ] {
                #expect(keys.contains(key), "\(scene.name): \(key)")
            }
        }
    }

    @Test func fullDamageRedrawsTheWholeScreen() {
        let r = SceneBenchmark(frames: 2).run(
            BenchmarkScenes.scene(named: "lvgl-rectangle")!, width: 800, height: 480,
            theme: "default", wrap: { $0 }, fullDamage: true)
        #expect(r.damagedPixelsMean == 800 * 480)
    }

    @Test func inputScenesReportLatency() {
        let r = SceneBenchmark(frames: 3).run(
            BenchmarkScenes.scene(named: "toggle")!, width: 800, height: 480, theme: "default", wrap: { $0 })
        #expect(r.inputLatency != nil)
    }
}
