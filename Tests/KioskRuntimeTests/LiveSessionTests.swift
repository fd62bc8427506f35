import Testing
import KioskGeometry
import KioskHeadless
import KioskPlatform
import KioskRaster
import KioskRuntime
import KioskUI
import KioskInput
#if canImport(Glibc)
import Glibc
#endif

/// Input from a script, delivered through a real pipe so that the event loop wakes for it as it
/// does for libinput's descriptor.
final class ScriptedInput: InputSource {
    private var fds: [Int32] = [0, 0]
    private var queue: [InputEvent] = []
    var transform = InputTransform(panelWidth: 1, panelHeight: 1)
    var devices: [InputDeviceDescription] = []
    init() {
        _ = pipe(&fds)
        _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
    }
    deinit {
        close(fds[0])
        close(fds[1])
    }
    var eventDescriptor: Int32 { fds[0] }
    func send(_ events: [InputEvent]) {
        queue += events
        var b: UInt8 = 1
        _ = write(fds[1], &b, 1)
    }
    func readEvents() -> [InputEvent] {
        var buf = [UInt8](repeating: 0, count: 64)
        while read(fds[0], &buf, buf.count) > 0 {}
        defer { queue.removeAll() }
        return queue
    }
}

struct Switchboard: View {
    @State var on = false
    var body: some View {
        VStack(spacing: 20) {
            Text(on ? "On" : "Off")
            Color.blue.frame(width: 80, height: 40).onTapGesture { on.toggle() }.accessibilityLabel("switch")
            Text("Unchanged footer")
        }
    }
}

@MainActor @Suite struct LiveSessionTests {
    /// The switchboard on a 200x160 headless display, its first frame presented.
    func switchboardSession() throws -> (LiveSession, ViewRenderer, HeadlessDisplay) {
        let renderer = ViewRenderer(Switchboard(), size: Size(width: 200, height: 160))
        let display = HeadlessDisplay(width: 200, height: 160)
        let session = try LiveSession(renderer: renderer, display: display, loop: try EventLoop())
        try runUntilIdle(session)
        return (session, renderer, display)
    }

    /// Runs the loop until the session has nothing left to do.
    func runUntilIdle(_ session: LiveSession) throws {
        session.onIdle = { [unowned session] in session.stop() }
        try session.run()
    }

    @Test func firstFrameFillsTheScreenThenTheLoopGoesQuiet() throws {
        let loop = try EventLoop()
        let renderer = ViewRenderer(Switchboard(), size: Size(width: 200, height: 160))
        let display = HeadlessDisplay(width: 200, height: 160)
        let session = try LiveSession(renderer: renderer, display: display, loop: loop)
        var records: [FrameRecord] = []
        session.onFrame = { records.append($0) }
        try runUntilIdle(session)
        #expect(records.count == 1)
        #expect(records.first?.report.pixelsCopied == 200 * 160)
        #expect(display.frontBuffer!.hasSamePixels(as: renderer.renderFull()))
        // Idle: no timer armed, nothing readable: the loop would sleep with no wakeup.
        #expect(try loop.runOnce(timeout: 0) == 0)
        #expect(!session.hasWork)
    }

    @Test func aTapThroughTheLoopRedrawsOnlyWhatChanged() throws {
        let loop = try EventLoop()
        let renderer = ViewRenderer(Switchboard(), size: Size(width: 200, height: 160))
        let display = HeadlessDisplay(width: 200, height: 160)
        let input = ScriptedInput()
        let session = try LiveSession(renderer: renderer, display: display, inputs: [input], loop: loop)
        try runUntilIdle(session)
        let target = renderer.graph.accessibilityTree().flatMap { [$0] + $0.children }.first { $0.label == "switch" }!
            .frame.center
        var records: [FrameRecord] = []
        session.onFrame = { records.append($0) }
        var idle = false
        session.onIdle = { idle = true }
        input.send([.touchDown(slot: 0, location: target), .touchUp(slot: 0)])
        // The loop wakes for the input, frames follow; a bounded wait only guards a broken loop.
        for _ in 0..<1000 where !idle { try loop.runOnce(timeout: 1000) }
        #expect(idle)
        #expect(records.count >= 1)
        let damaged = records.reduce(0) { $0 + $1.damage.reduce(0) { $0 + $1.area } }
        #expect(damaged > 0 && damaged < 200 * 160 / 4, "only the label changed: \(records.map(\.damage))")
        #expect(display.frontBuffer!.hasSamePixels(as: renderer.renderFull()))
        #expect(renderer.graph.accessibilityTree().flatMap { [$0] + $0.children }.contains { $0.label == "On" })
        #expect(try loop.runOnce(timeout: 0) == 0)
    }

    /// Turns the loop until pending frames are out (paced by the refresh timer, so not at once).
    func drain(_ session: LiveSession) throws {
        guard session.hasWork else { return }
        var idle = false
        session.onIdle = { idle = true }
        for _ in 0..<1000 where !idle { try session.loop.runOnce(timeout: 1000) }
        #expect(idle)
    }

    func label(_ renderer: ViewRenderer, _ text: String) -> Bool {
        renderer.graph.accessibilityTree().flatMap { [$0] + $0.children }.contains { $0.label == text }
    }

    @Test func aPausedSessionPresentsNothingAndResumesWithTheWholeFrame() throws {
        let loop = try EventLoop()
        let renderer = ViewRenderer(Switchboard(), size: Size(width: 200, height: 160))
        let display = HeadlessDisplay(width: 200, height: 160)
        let input = ScriptedInput()
        let session = try LiveSession(renderer: renderer, display: display, inputs: [input], loop: loop)
        try runUntilIdle(session)
        session.pause(.displayDisconnected)
        let target = renderer.graph.accessibilityTree().flatMap { [$0] + $0.children }.first { $0.label == "switch" }!
            .frame.center
        session.deliver([.touchDown(slot: 0, location: target), .touchUp(slot: 0)])
        #expect(display.presentCount == 1, "unplugged: the state changes, nothing is presented")
        session.resume(.displayDisconnected)
        try drain(session)
        #expect(display.presentCount == 2)
        #expect(display.reports.last?.panelDamage == [PixelRect(x: 0, y: 0, width: 200, height: 160)])
        #expect(label(renderer, "On"))
        #expect(display.frontBuffer!.hasSamePixels(as: renderer.renderFull()))
    }

    /// A panel blanked for idleness stays dark when its cable comes back; it lights up (with
    /// the whole frame) only when the last cause is lifted.
    @Test func pauseCausesAreLiftedOneByOne() throws {
        let (session, _, display) = try switchboardSession()
        session.pause(.blanked)
        session.pause(.displayDisconnected)
        session.resume(.displayDisconnected)
        session.resume(.switchedAway)  // not a cause: nothing happens
        #expect(session.isPaused && session.pauseReasons == [.blanked])
        #expect(display.presentCount == 1)
        session.resume(.blanked)
        try drain(session)
        #expect(!session.isPaused)
        #expect(display.presentCount == 2)
        #expect(display.reports.last?.panelDamage == [PixelRect(x: 0, y: 0, width: 200, height: 160)])
    }

    /// Another panel size (a display of another mode plugged in): the app is laid out for it,
    /// keeps its state, maps touches to it, and the whole new frame is presented.
    @Test func aModeChangeLaysTheAppOutAgainAndKeepsItsState() throws {
        let loop = try EventLoop()
        let renderer = ViewRenderer(Switchboard(), size: Size(width: 200, height: 160))
        let display = HeadlessDisplay(width: 200, height: 160)
        let input = ScriptedInput()
        input.transform = InputTransform(panelWidth: 200, panelHeight: 160)
        let session = try LiveSession(renderer: renderer, display: display, inputs: [input], loop: loop)
        try runUntilIdle(session)
        func switchCentre() -> Point {
            renderer.graph.accessibilityTree().flatMap { [$0] + $0.children }.first { $0.label == "switch" }!.frame
                .center
        }
        session.deliver([.touchDown(slot: 0, location: switchCentre()), .touchUp(slot: 0)])
        try drain(session)
        #expect(label(renderer, "On"))
        let before = switchCentre()

        session.pause(.displayDisconnected)
        display.changeMode(DisplayMode(width: 320, height: 240, refreshMillihertz: 60000))
        #expect(session.adoptDisplayMode())
        session.resume(.displayDisconnected)
        try drain(session)
        #expect(renderer.size == Size(width: 320, height: 240))
        #expect(renderer.buffer.width == 320 && renderer.buffer.height == 240)
        #expect(input.transform.panelWidth == 320 && input.transform.panelHeight == 240)
        #expect(display.reports.last?.panelDamage == [PixelRect(x: 0, y: 0, width: 320, height: 240)])
        #expect(label(renderer, "On"), "the state lives on")
        // Laid out anew: the centred content moved with the centre of the screen.
        let after = switchCentre()
        #expect(abs(after.x - before.x - 60) < 0.5 && abs(after.y - before.y - 40) < 0.5, "\(before) -> \(after)")
        #expect(display.frontBuffer!.hasSamePixels(as: renderer.renderFull()))
        let fresh = ViewRenderer(Switchboard(), size: Size(width: 320, height: 240))
        fresh.render()
        // The same picture as an app started at that size (but for the label's state).
        session.deliver([.touchDown(slot: 0, location: after), .touchUp(slot: 0)])
        try drain(session)
        #expect(label(renderer, "Off"))
        #expect(display.frontBuffer!.hasSamePixels(as: fresh.buffer))
        #expect(!session.adoptDisplayMode(), "the same mode again changes nothing")
    }

    @Test func idleBlankingAndTheWakingTouchIsSwallowed() throws {
        let (session, renderer, display) = try switchboardSession()
        let loop = session.loop
        var power: [Bool] = []
        session.onPowerChange = { on, _ in power.append(on) }
        session.blankAfter = 0  // due at once: the next turn of the loop blanks
        try loop.runOnce(timeout: 1000)
        #expect(session.isBlanked && !display.isPowered)
        let target = renderer.graph.accessibilityTree().flatMap { [$0] + $0.children }.first { $0.label == "switch" }!
            .frame.center
        session.blankAfter = 3600
        session.deliver([
            .touchDown(slot: 0, location: target), .touchMove(slot: 0, location: target), .touchUp(slot: 0),
        ])
        try drain(session)
        #expect(!session.isBlanked && display.isPowered)
        #expect(label(renderer, "Off"), "the touch that woke the screen did not press the switch")
        session.deliver([.touchDown(slot: 0, location: target), .touchUp(slot: 0)])
        try drain(session)
        #expect(label(renderer, "On"))
        #expect(power == [false, true])
    }

    @Test func theCursorIsDrawnOverTheFrameAndLiftedCleanly() throws {
        let loop = try EventLoop()
        let renderer = ViewRenderer(Switchboard(), size: Size(width: 200, height: 160))
        let display = HeadlessDisplay(width: 200, height: 160)
        let session = try LiveSession(renderer: renderer, display: display, loop: loop)
        session.cursor = SoftwareCursor(scale: 1)
        try runUntilIdle(session)
        let clean = renderer.renderFull()
        let mouse = InputDeviceDescription(name: "mouse", devicePath: "/dev/input/event5", capabilities: .pointer)
        session.deliver([.pointerMove(location: Point(x: 50, y: 50))])
        try drain(session)
        #expect(display.frontBuffer!.hasSamePixels(as: clean), "no pointer device: no arrow")

        session.deliver([.deviceAdded(mouse), .pointerMove(location: Point(x: 100, y: 30))])
        try drain(session)
        let arrow = display.reports.last!.panelDamage
        #expect(
            arrow.count == 1 && arrow[0].width <= 16 && arrow[0].height <= 23, "only the arrow was presented: \(arrow)")
        #expect(display.frontBuffer![101, 32] != clean[101, 32], "the arrow is on screen")

        session.deliver([.pointerMove(location: Point(x: 20, y: 120))])
        try drain(session)
        let r = display.reports.last!.panelDamage
        #expect(
            r.contains { $0.contains(x: 100, y: 30) } && r.contains { $0.contains(x: 20, y: 120) },
            "old and new place: \(r)")
        #expect(display.frontBuffer![101, 32] == clean[101, 32], "the old place is clean")

        session.deliver([.touchDown(slot: 0, location: Point(x: 5, y: 5)), .touchUp(slot: 0)])
        try drain(session)
        #expect(display.frontBuffer!.hasSamePixels(as: clean), "a touch hides the arrow")
        #expect(renderer.buffer.hasSamePixels(as: clean))
    }

    @Test func theFrameRateReadoutSitsTopRightAndRedrawsOnlyItself() throws {
        let loop = try EventLoop()
        let renderer = ViewRenderer(Switchboard(), size: Size(width: 240, height: 160))
        let display = HeadlessDisplay(width: 240, height: 160)
        let session = try LiveSession(renderer: renderer, display: display, loop: loop)
        session.frameRate = FrameRateOverlay(fonts: renderer.graph.fonts, scale: 1)
        try runUntilIdle(session)
        let clean = renderer.renderFull()
        #expect(display.frontBuffer![230, 14] != clean[230, 14], "the readout is in the top-right corner")
        #expect(display.frontBuffer![10, 150] == clean[10, 150])
        // A tap changes one label: the frame presents the label and the readout, nothing else.
        let frames = display.presentCount
        session.deliver([.touchDown(slot: 0, location: Point(x: 120, y: 80)), .touchUp(slot: 0)])
        try drain(session)
        #expect(display.presentCount > frames)
        let damage = display.reports.last!.panelDamage
        let area = damage.reduce(0) { $0 + $1.area }
        #expect(area < 240 * 160 / 3, "label and readout only: \(damage)")
        #expect(damage.contains { $0.maxX >= 230 && $0.y <= 14 }, "the readout changed too")
        // Still: nothing more is presented.
        let still = display.presentCount
        try drain(session)
        #expect(display.presentCount == still)
    }

    @Test func showDamageMarksThisFrameAndErasesTheLast() throws {
        let loop = try EventLoop()
        let renderer = ViewRenderer(Switchboard(), size: Size(width: 200, height: 160))
        let display = HeadlessDisplay(width: 200, height: 160)
        let session = try LiveSession(renderer: renderer, display: display, loop: loop)
        session.showDamage = true
        try runUntilIdle(session)
        let clean = renderer.renderFull()
        #expect(display.frontBuffer![100, 150] != clean[100, 150], "the first frame is all damage: tinted")
        #expect(renderer.buffer.hasSamePixels(as: clean), "the shadow buffer stays clean")
        let target = renderer.graph.accessibilityTree().flatMap { [$0] + $0.children }.first { $0.label == "switch" }!
            .frame.center
        session.deliver([.touchDown(slot: 0, location: target), .touchUp(slot: 0)])
        try drain(session)
        let damage = display.reports.last!.panelDamage
        #expect(damage.contains { $0.contains(x: 100, y: 150) }, "the old marks are presented again, to erase them")
        #expect(display.frontBuffer![100, 150] == renderer.renderFull()[100, 150], "the footer did not change: no mark")
        let label = renderer.graph.accessibilityTree().flatMap { [$0] + $0.children }.first { $0.label == "On" }!.frame
        let x = Int(label.minX) + 1, y = Int(label.midY)
        #expect(display.frontBuffer![x, y] != renderer.buffer[x, y], "the new label is marked")
    }
}
