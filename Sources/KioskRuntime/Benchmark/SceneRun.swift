import KioskGeometry
import KioskHeadless
import KioskPlatform
import KioskUI

/// One run of a benchmark scene, frame by frame. Each phase is a function of its own, never
/// inlined, and the frames after the warm-up go through `kioskMeasuredFrame`: callgrind,
/// collecting only inside that function (`--toggle-collect`), then gives the instructions of
/// the steady state and of each phase as the inclusive cost of these calls
/// (`InstructionCount` reads them).
@MainActor
final class SceneRun {
    let scene: BenchmarkScene
    let clock: BenchClock
    let renderer: ViewRenderer
    let display: HeadlessDisplay
    let size: Size
    let fullDamage: Bool

    init(
        scene: BenchmarkScene, clock: BenchClock, renderer: ViewRenderer, display: HeadlessDisplay, size: Size,
        fullDamage: Bool
    ) {
        self.scene = scene
        self.clock = clock
        self.renderer = renderer
        self.display = display
        self.size = size
        self.fullDamage = fullDamage
    }

    struct Sample {
        /// Update, layout, render and present, in seconds of the real clock.
        var seconds: [Double]
        var damage: Region
        var hadInput: Bool
    }

    /// A frame of the steady state: the same work as `frame`, under a name callgrind is told.
    @inline(never)
    func kioskMeasuredFrame(_ n: Int) -> Sample { frame(n) }

    func frame(_ n: Int) -> Sample {
        let time = Double(n) * scene.frameInterval
        let t0 = MonotonicClock.seconds()
        let hadInput = kioskPhaseUpdate(n, time: time)
        let t1 = MonotonicClock.seconds()
        kioskPhaseLayout()
        let t2 = MonotonicClock.seconds()
        let damage = kioskPhaseRender(time: time)
        let t3 = MonotonicClock.seconds()
        kioskPhasePresent(damage)
        let t4 = MonotonicClock.seconds()
        return Sample(seconds: [t1 - t0, t2 - t1, t3 - t2, t4 - t3], damage: damage, hadInput: hadInput)
    }

    /// Input, timers, the scene's clock, scroll motion and the re-evaluation of what changed.
    @inline(never)
    func kioskPhaseUpdate(_ n: Int, time: Double) -> Bool {
        let events = SceneBenchmark.advance(scene, to: n, clock: clock, graph: renderer.graph, size: size)
        renderer.graph.tick(to: time)
        renderer.graph.update()
        return !events.isEmpty
    }

    @inline(never)
    func kioskPhaseLayout() { renderer.graph.layout(size: size) }

    /// The display list, its damage and the pixels drawn into the shadow buffer.
    @inline(never)
    func kioskPhaseRender(time: Double) -> Region { renderer.render(at: time, fullRedraw: fullDamage) }

    /// The copy of the damage into the back buffer of a two-buffer swap chain.
    @inline(never)
    func kioskPhasePresent(_ damage: Region) {
        if !damage.isEmpty { _ = try? display.present(renderer.buffer, damage: damage) }
    }
}
