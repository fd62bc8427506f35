import KioskGeometry
import KioskPlatform
import KioskRaster
import KioskRender
import KioskUI
import KioskInput

/// Per-frame figures, for the frame log and the benchmark.
package struct FrameRecord: Sendable, Equatable {
    package var number: Int
    package var time: Double
    package var damage: [PixelRect]
    package var updateAndRenderSeconds: Double
    package var presentSeconds: Double
    package var report: PresentReport
}

/// Runs a view on a display with live input: the frame pipeline of ARCHITECTURE.md on one
/// thread in one event loop.
///
/// Scheduling: a frame is produced only when something is invalidated (input changed state, an
/// animation or scroll momentum runs, a gesture timer fired). Frames are paced by flip
/// completions when the display reports them, by a timer at the refresh interval when it does
/// not, and never run ahead of the screen. With nothing to do the loop sleeps in the kernel.
@MainActor
package final class LiveSession {
    package let renderer: ViewRenderer
    package let display: DisplayOutput
    package private(set) var inputs: [InputSource]
    package let loop: EventLoop
    /// Called with each frame presented (the runtime's frame log, tests).
    package var onFrame: ((FrameRecord) -> Void)?
    /// Called with each batch of input before it reaches the view graph (the input log).
    package var onInput: (([InputEvent]) -> Void)?
    /// Called when the session has nothing left to do until the next input or timer.
    package var onIdle: (() -> Void)?
    package private(set) var frames = 0
    /// vblanks the display repeated while frames were produced back to back.
    package private(set) var missedVblanks = 0

    /// Turn the panel off after this many seconds without input (nil: never). The touch that
    /// wakes it is swallowed: nobody presses a button they cannot see.
    package var blankAfter: Double? { didSet { armBlankTimer() } }
    package private(set) var isBlanked = false
    /// Called when the panel goes off or comes back, with the error if the display refused.
    package var onPowerChange: ((Bool, DisplayError?) -> Void)?
    private var swallowedTouches: Set<Int> = []
    /// The mouse pointer, shown while a pointer device is attached and the last input was not
    /// a touch (nil: never drawn).
    package var cursor: SoftwareCursor?
    /// `--show-fps`: the frame-rate readout over each produced frame.
    package var frameRate: FrameRateOverlay?
    /// `--show-damage`: each frame's damage is tinted and outlined on screen (in a copy of the
    /// shadow buffer, so the renderer's pixels stay clean); the next frame erases it.
    package var showDamage = false
    private var overlay: PixelBuffer?
    private var lastOverlay = Region()
    private var pointerDevices: Set<String> = []
    private var cursorMoved = false
    private var blankTimer: LoopTimer!
    /// Signalled from any thread when a model a view reads changes (see `init`).
    private var modelChanges: EventCounter!

    private let epoch: Double
    private var frameTimer: LoopTimer!
    private var gestureTimer: LoopTimer!
    private var lastFlip: FlipEvent?
    private var producingContinuously = false
    private var firstFrameDone = false
    private var lastFrameTime = -Double.infinity

    /// A session of `renderer` on `display`. With `servesMainQueue` (the runtime's own
    /// sessions, on the process's main thread) the loop also runs the main dispatch queue and
    /// wakes for models changed on other threads; a session run inside a test, which is itself
    /// a main-queue job, leaves both to the process.
    package init(
        renderer: ViewRenderer, display: DisplayOutput, inputs: [InputSource] = [], loop: EventLoop,
        servesMainQueue: Bool = false
    ) throws(EventLoopError) {
        self.renderer = renderer
        self.display = display
        self.inputs = inputs
        self.loop = loop
        epoch = MonotonicClock.seconds()
        renderer.graph.wallClockOffset = ViewGraph.systemWallClockOffset() + epoch
        frameTimer = try LoopTimer(loop: loop) { [weak self] in MainActor.assumeIsolated { self?.frameIfNeeded() } }
        gestureTimer = try LoopTimer(loop: loop) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                // The wall clock may have been set since (NTP after boot): clocks on screen
                // follow it from their next tick.
                self.renderer.graph.wallClockOffset = ViewGraph.systemWallClockOffset() + self.epoch
                self.renderer.graph.advanceTime(to: self.now)
                self.frameIfNeeded()
            }
        }
        blankTimer = try LoopTimer(loop: loop) { [weak self] in MainActor.assumeIsolated { self?.blank() } }
        if let fd = display.eventDescriptor {
            try loop.watch(fd) { [weak self] in MainActor.assumeIsolated { self?.flipsCompleted() } }
        }
        for input in inputs { try watch(input) }
        guard servesMainQueue else { return }
        // Work that arrives from outside input: an @Observable model changed on another thread
        // wakes the loop through an eventfd; the main queue (DispatchQueue.main, the main
        // actor's tasks, Task.sleep ending) runs on this thread. Either may invalidate views.
        let changes = try EventCounter()
        modelChanges = changes
        try loop.watch(changes.fd) { [weak self] in
            changes.drain()
            MainActor.assumeIsolated { self?.frameIfNeeded() }
        }
        renderer.graph.wakeOnObservedChange { changes.signal() }
        try loop.serveMainQueue { [weak self] in MainActor.assumeIsolated { self?.frameIfNeeded() } }
    }

    /// Seconds since the session started: the clock of gestures and animations.
    package var now: Double { MonotonicClock.seconds() - epoch }

    package func add(_ input: InputSource) throws(EventLoopError) {
        inputs.append(input)
        try watch(input)
    }

    private func watch(_ input: InputSource) throws(EventLoopError) {
        try loop.watch(input.eventDescriptor) { [weak self, weak input] in
            MainActor.assumeIsolated {
                guard let self, let input else { return }
                self.deliver(input.readEvents())
            }
        }
    }

    /// Hands input to the view graph and produces the frame it causes.
    package func deliver(_ events: [InputEvent]) {
        guard !events.isEmpty else { return }
        onInput?(events)
        let isUserInput = events.contains {
            if case .deviceAdded = $0 { false } else if case .deviceRemoved = $0 { false } else { true }
        }
        if isUserInput {
            if isBlanked { wake(swallowing: events) }
            armBlankTimer()
        }
        let t = now
        for event in events where !swallow(event) {
            updateCursor(for: event)
            renderer.graph.send(event, time: t)
        }
        frameIfNeeded()
    }

    private func updateCursor(for event: InputEvent) {
        guard let cursor else { return }
        let wasVisible = cursor.isVisible
        switch event {
        case .deviceAdded(let d) where d.capabilities.contains(.pointer): pointerDevices.insert(d.devicePath)
        case .deviceRemoved(let d): pointerDevices.remove(d.devicePath)
        case .pointerMove(let p):
            cursor.isVisible = !pointerDevices.isEmpty
            _ = cursor.move(to: p)
            cursorMoved = cursorMoved || cursor.isVisible
        case .touchDown: cursor.isVisible = false
        default: break
        }
        if pointerDevices.isEmpty { cursor.isVisible = false }
        if wasVisible != cursor.isVisible { cursorMoved = true }
    }

    private func swallow(_ event: InputEvent) -> Bool {
        switch event {
        case .touchDown(let slot, _), .touchMove(let slot, _): return swallowedTouches.contains(slot)
        case .touchUp(let slot), .touchCancel(let slot): return swallowedTouches.remove(slot) != nil
        default: return false
        }
    }

    private func armBlankTimer() {
        if let after = blankAfter { blankTimer.schedule(at: epoch + now + after) } else { blankTimer.cancel() }
    }

    private func blank() {
        guard !isBlanked else { return }
        isBlanked = true
        pause(.blanked)
        do throws(DisplayError) {
            try display.setPowered(false)
            onPowerChange?(false, nil)
        } catch { onPowerChange?(false, error) }
    }

    private func wake(swallowing events: [InputEvent]) {
        isBlanked = false
        for case .touchDown(let slot, _) in events { swallowedTouches.insert(slot) }
        do throws(DisplayError) {
            try display.setPowered(true)
            onPowerChange?(true, nil)
        } catch { onPowerChange?(true, error) }
        resume(.blanked)
    }

    /// Whether the next frame would change anything.
    package var hasWork: Bool {
        !firstFrameDone || presentWholeFrame || cursorMoved || renderer.graph.needsUpdate || renderer.graph.needsFrames
    }

    /// Why nothing is presented: each cause pauses on its own and lifting one leaves the
    /// others (a panel blanked for idleness stays dark when its cable is plugged back).
    package enum PauseReason: Hashable, Sendable {
        /// The idle timeout turned the panel off.
        case blanked
        /// The display was unplugged.
        case displayDisconnected
        /// Another VT or seat session has the screen.
        case switchedAway
    }

    /// While paused input still reaches the views; nothing is presented.
    package private(set) var pauseReasons: Set<PauseReason> = []
    package var isPaused: Bool { !pauseReasons.isEmpty }
    private var presentWholeFrame = false

    /// Stops presenting until `resume(reason)`; the view state lives on.
    package func pause(_ reason: PauseReason) { pauseReasons.insert(reason) }

    /// Lifts one cause; when none is left, presents again, starting with the whole frame
    /// (the display's memory is unknown).
    package func resume(_ reason: PauseReason) {
        guard pauseReasons.remove(reason) != nil else { return }
        presentWholeFrame = true
        frameIfNeeded()
    }

    /// The display's mode changed (another panel was plugged in, a preview window was
    /// resized): the view is laid out for the new logical size, touches are mapped to the new
    /// panel, and the next frame is drawn and presented whole. State, focus and scroll
    /// positions live on. Returns whether the logical size changed.
    @discardableResult
    package func adoptDisplayMode() -> Bool {
        let scale = renderer.scale
        let size = Size(width: Double(display.logicalWidth) / scale, height: Double(display.logicalHeight) / scale)
        for input in inputs {
            input.transform.panelWidth = Double(display.mode.width)
            input.transform.panelHeight = Double(display.mode.height)
        }
        guard size != renderer.size else {
            presentWholeFrame = true
            return false
        }
        // The overlays' saved pixels belong to the old buffer: take them off it first.
        _ = cursor?.lift(from: renderer.buffer)
        _ = frameRate?.lift(from: renderer.buffer)
        renderer.resize(to: size)
        overlay = nil
        lastOverlay = Region()
        presentWholeFrame = true
        return true
    }

    /// Renders and presents a frame if something changed and the display can take one.
    package func frameIfNeeded() {
        guard !isPaused else { return }
        // The flip's completion calls back here. Settling before it would report idle while
        // the last frame is not yet on the glass.
        guard !display.isFlipPending else { return }
        guard hasWork else {
            settle()
            return
        }
        let t = now
        if display.eventDescriptor == nil {
            // No flip events to pace by: keep to the refresh interval with a timer.
            let interval = 1000.0 / Double(max(display.mode.refreshMillihertz, 1000))
            if t < lastFrameTime + interval * 0.95 {
                frameTimer.schedule(at: epoch + lastFrameTime + interval)
                return
            }
        }
        produceFrame(at: t)
    }

    private func produceFrame(at t: Double) {
        let start = MonotonicClock.seconds()
        // The renderer must find its own pixels: the arrow and the readout come off first and
        // go back on top (the arrow last, above all).
        let lifted = cursor?.lift(from: renderer.buffer)
        let liftedReadout = frameRate?.lift(from: renderer.buffer)
        var damage = renderer.render(at: t)
        if let frameRate, !damage.isEmpty || liftedReadout != nil || lifted != nil {
            frameRate.record(frameAt: t, workMilliseconds: (MonotonicClock.seconds() - start) * 1000)
            if let drawn = frameRate.draw(on: renderer.buffer) { damage.add(drawn) }
        }
        if let liftedReadout { damage.add(liftedReadout) }
        if let lifted { damage.add(lifted) }
        if let drawn = cursor?.draw(on: renderer.buffer) { damage.add(drawn) }
        cursorMoved = false
        if presentWholeFrame {
            damage = Region(renderer.screen)
            presentWholeFrame = false
        }
        let rendered = MonotonicClock.seconds()
        firstFrameDone = true
        lastFrameTime = t
        guard !damage.isEmpty else {
            settle()
            return
        }
        do {
            var frame = renderer.buffer
            if showDamage { (frame, damage) = overlaid(damage) }
            let report = try display.present(frame, damage: damage)
            frames += 1
            producingContinuously = renderer.graph.needsFrames || renderer.graph.needsUpdate
            onFrame?(
                FrameRecord(
                    number: frames, time: t, damage: damage.rects, updateAndRenderSeconds: rendered - start,
                    presentSeconds: MonotonicClock.seconds() - rendered, report: report))
        } catch {
            failure = error
            loop.stop()
            return
        }
        armGestureTimer()
        // A display without flips to wait for (headless, fbdev) takes the next frame through
        // the loop, not by recursion: an animation whose frames take longer than the refresh
        // interval would otherwise nest a call per frame until the stack runs out, and input,
        // signals and the main queue would wait for it to end.
        if !display.isFlipPending { frameTimer.schedule(at: MonotonicClock.seconds()) }
    }

    /// The frame with this damage marked, and the region to present: this damage plus the
    /// previous marks, which must be erased. Only those rectangles are copied.
    private func overlaid(_ damage: Region) -> (PixelBuffer, Region) {
        let shadow = renderer.buffer
        let target = overlay ?? shadow.copy()
        overlay = target
        var changed = damage
        changed.add(lastOverlay)
        for r in changed.rects {
            for y in r.y..<r.maxY { (target.row(y) + r.x).update(from: shadow.row(y) + r.x, count: r.width) }
        }
        Renderer.drawDamageOverlay(damage, on: target)
        lastOverlay = damage
        return (target, changed)
    }

    /// The error that stopped the session, if one did.
    package private(set) var failure: DisplayError?

    private func flipsCompleted() {
        for flip in display.dispatchEvents() {
            if producingContinuously, let last = lastFlip, flip.sequence > last.sequence + 1 {
                missedVblanks += Int(flip.sequence - last.sequence - 1)
            }
            lastFlip = flip
        }
        frameIfNeeded()
    }

    /// Nothing to draw: arm the one timer still needed (a pending long press) and go quiet.
    private func settle() {
        producingContinuously = false
        armGestureTimer()
        onIdle?()
    }

    private func armGestureTimer() {
        if let deadline = renderer.graph.nextGestureDeadline {
            if gestureTimer.deadline != epoch + deadline { gestureTimer.schedule(at: epoch + deadline) }
        } else if gestureTimer.deadline != nil {
            gestureTimer.cancel()
        }
    }

    /// The first frame, then the loop until `stop()` or a display failure.
    package func run() throws(DisplayError) {
        // Devices present at start are already queued (libinput reads them while assigning the
        // seat, before its descriptor ever becomes readable).
        for input in inputs { deliver(input.readEvents()) }
        frameIfNeeded()
        do { try loop.run() } catch { throw DisplayError(device: display.name, "event loop: \(error)") }
        if let failure { throw failure }
    }

    package func stop() { loop.stop() }
}
