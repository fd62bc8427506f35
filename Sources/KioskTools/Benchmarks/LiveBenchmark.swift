import KioskRuntime
import KioskPlatform
import KioskUI

/// A benchmark scene on the live display (`kiosk bench live SCENE`): the scene's view runs in
/// an ordinary session, its scripted input arrives frame by frame, frames are paced by the
/// display's flips, and what the display reports (frame intervals, work and present time,
/// missed vblanks, damage) is summed up at the end. Frames the scene does not change are not
/// drawn: its counter then moves on a 16 ms timer, as a still kiosk would sleep.
@MainActor
package final class LiveBenchmark {
    let scene: BenchmarkScene
    let frames: Int
    let clock = BenchClock()
    package private(set) var records: [FrameRecord] = []
    private var frame = 0
    private var tick: LoopTimer?
    private weak var session: LiveSession?
    private var size = Size(width: 800, height: 480)

    package init(scene: BenchmarkScene, frames: Int) {
        self.scene = scene
        self.frames = max(2, frames)
    }

    /// The scene's view, built for the screen it is laid out on.
    package var view: AnyView {
        let scene = scene, clock = clock
        return AnyView(GeometryReader { proxy in scene.makeView(clock: clock, size: proxy.size) })
    }

    /// Hooks the benchmark into the session the launcher opened (its `prepare`).
    package func attach(to context: LaunchContext) {
        let session = context.session
        self.session = session
        size = context.transform.logicalSize
        // The launcher's own hooks (frame log, watchdog) keep running before the benchmark's.
        let frameHook = session.onFrame, idleHook = session.onIdle
        session.onFrame = { [weak self] record in
            frameHook?(record)
            self?.presented(record)
        }
        session.onIdle = { [weak self] in
            idleHook?()
            self?.idle()
        }
        tick = try? LoopTimer(loop: session.loop) { [weak self] in MainActor.assumeIsolated { self?.advance() } }
    }

    private func presented(_ record: FrameRecord) {
        records.append(record)
        if records.count >= frames {
            session?.stop()
            return
        }
        advance()
    }

    private func idle() { tick?.schedule(at: MonotonicClock.seconds() + SceneBenchmark.frameStep) }

    private func advance() {
        frame += 1
        clock.frame = frame
        let events = scene.input(frame: frame, size: size)
        if !events.isEmpty { session?.deliver(events) } else { session?.frameIfNeeded() }
    }

    /// The figures of the run, one per line.
    package func summary(missedVblanks: Int) -> [String] {
        guard records.count > 1, let first = records.first, let last = records.last else {
            return ["no frames were presented"]
        }
        let intervals = zip(records.dropFirst(), records).map { ($0.time - $1.time) * 1000 }
        let work = records.map { $0.updateAndRenderSeconds * 1000 }
        let present = records.map { $0.presentSeconds * 1000 }
        let pixels = records.map { $0.damage.reduce(0) { $0 + $1.area } }
        let seconds = last.time - first.time
        let i = PhaseStats(intervals), w = PhaseStats(work), p = PhaseStats(present)
        func f(_ v: Double) -> String { String(format2: v) }
        return [
            "\(scene.name): \(records.count) frames in \(f(seconds)) s, \(f(Double(records.count - 1) / max(seconds, 1e-9))) fps",
            "frame interval ms: p50 \(f(i.p50)) p90 \(f(i.p90)) p99 \(f(i.p99)) max \(f(i.max))",
            "update+render ms: p50 \(f(w.p50)) p99 \(f(w.p99)); present ms: p50 \(f(p.p50)) p99 \(f(p.p99))",
            "damage px per frame: mean \(pixels.reduce(0, +) / pixels.count); missed vblanks: \(missedVblanks)",
        ]
    }
}
