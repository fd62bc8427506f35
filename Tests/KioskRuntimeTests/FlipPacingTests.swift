import Testing
import KioskGeometry
import KioskHeadless
import KioskPlatform
import KioskRaster
import KioskRuntime
import KioskUI
#if canImport(Glibc)
import Glibc
#endif

/// A display whose frames reach the glass only at a vblank the test gives, as a KMS page flip
/// does: `present` leaves the flip pending until `vblank()` makes the descriptor readable and
/// the loop reads it.
final class VblankDisplay: DisplayOutput {
    private let memory: HeadlessDisplay
    private var fds: [Int32] = [0, 0]
    private var sequence: UInt32 = 0
    /// Flips complete at once (the first frame), or wait for `vblank()`.
    var flipsAtOnce = true
    private(set) var isFlipPending = false
    /// What is on the glass: the buffer of the last completed flip.
    private(set) var shown: PixelBuffer?

    init(width: Int, height: Int) {
        memory = HeadlessDisplay(width: width, height: height)
        _ = pipe(&fds)
        _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
    }
    deinit {
        Glibc.close(fds[0])
        Glibc.close(fds[1])
    }

    var name: String { "vblank" }
    var mode: DisplayMode { memory.mode }
    var rotation: Rotation { .none }
    var eventDescriptor: Int32? { fds[0] }
    func setPowered(_ on: Bool) throws(DisplayError) {}
    func close() {}

    func present(_ shadow: PixelBuffer, damage: Region) throws(DisplayError) -> PresentReport {
        precondition(!isFlipPending, "a frame was presented while the last one was still on its way")
        let report = try memory.present(shadow, damage: damage)
        isFlipPending = true
        if flipsAtOnce { vblank() }
        return report
    }

    func vblank() {
        var b: UInt8 = 1
        _ = write(fds[1], &b, 1)
    }

    func dispatchEvents() -> [FlipEvent] {
        var buf = [UInt8](repeating: 0, count: 16)
        guard read(fds[0], &buf, buf.count) > 0, isFlipPending else { return [] }
        isFlipPending = false
        shown = memory.frontBuffer?.copy()
        sequence += 1
        return [FlipEvent(time: 0, sequence: sequence)]
    }
}

@MainActor @Suite struct FlipPacingTests {
    /// "Idle" means the last frame is on the glass: a wakeup that finds no work while that
    /// frame's flip is still pending (another input event, a timer) must not report idle early,
    /// or whoever waits for idle (a screenshot, the end-to-end test) sees the frame before.
    @Test func idleIsReportedOnlyOnceTheLastFlipCompleted() throws {
        let loop = try EventLoop()
        let renderer = ViewRenderer(Switchboard(), size: Size(width: 200, height: 160))
        let display = VblankDisplay(width: 200, height: 160)
        let input = ScriptedInput()
        let session = try LiveSession(renderer: renderer, display: display, inputs: [input], loop: loop)
        session.onIdle = { [unowned session] in session.stop() }
        try session.run()
        #expect(display.shown != nil)

        display.flipsAtOnce = false
        var idle = false, idleWhilePending = false
        session.onIdle = {
            idle = true
            if display.isFlipPending { idleWhilePending = true }
        }
        let target = renderer.graph.accessibilityTree().flatMap { [$0] + $0.children }.first { $0.label == "switch" }!
            .frame.center
        input.send([.touchDown(slot: 0, location: target), .touchUp(slot: 0)])
        var flips = 0
        // A bounded number of turns only guards a broken loop; nothing here waits on time.
        for _ in 0..<100 where !idle {
            try loop.runOnce(timeout: 1000)
            guard display.isFlipPending else { continue }
            // A wakeup with nothing new to draw while the frame is on its way.
            session.frameIfNeeded()
            #expect(!idleWhilePending, "idle was reported while frame \(session.frames) was not yet on the glass")
            display.vblank()
            flips += 1
        }
        #expect(idle && !idleWhilePending)
        #expect(flips >= 1)
        #expect(display.shown!.hasSamePixels(as: renderer.renderFull()), "idle: the glass shows the final frame")
    }
}
