import KioskGeometry
import KioskHeadless
import KioskPlatform
import KioskRaster
import KioskText
import KioskUI

// No display: the app drawn into memory and written to a PNG. By default the first frame; with
// `--frames` or `--tap`, on a manual 60 Hz clock (the same picture on every run); with
// `--after`, in the real event loop for that long (timers, tasks and loading run as on a board).
extension Launcher {
    static func headless<V: View>(
        _ view: V, options: RunOptions, board: BoardProfile?, rotation: Rotation, scale: Double, fonts: FontLibrary,
        log: (String) -> Void
    ) -> Int32 {
        let panel = headlessPanel(options, board: board)
        // The app sees the panel turned by the rotation; the picture is written upright.
        let turned = rotation == .quarter || rotation == .threeQuarters
        let pixels = turned ? (panel.height, panel.width) : (panel.width, panel.height)
        let renderer = ViewRenderer(
            view, size: Size(width: Double(pixels.0) / scale, height: Double(pixels.1) / scale), scale: scale,
            colorScheme: options.colorScheme, fonts: fonts
        ) {
            $0.accessibilityReduceMotion = options.reduceMotion
            $0.softKeyboardLayout = SoftKeyboardLayout(xkbLayout: options.keymapLayout ?? board?.keymap.layout)
            $0.softKeyboardMode = options.softKeyboard ?? board?.softKeyboard ?? .automatic
        }
        let path = options.screenshot ?? "\(ProgramName.current).png"
        if let seconds = options.after {
            guard runLive(renderer, for: seconds, log: log) else { return 1 }
        } else {
            renderer.graph.wallClockOffset = ViewGraph.systemWallClock()
            var script = HeadlessScript(renderer: renderer)
            script.render()
            if !options.taps.isEmpty { script.waitForIdle(seconds: 2) }
            for label in options.taps {
                do throws(HeadlessScript.Failure) { try script.tap(label) } catch {
                    log("--tap: \(error)")
                    return 1
                }
            }
            if let frames = options.frames { script.run(frames: frames - (options.taps.isEmpty ? 1 : 0)) }
        }
        guard writeScreenshot(options.showDamage ? renderer.imageShowingDamage() : renderer.buffer, to: path, log: log)
        else { return 1 }
        log("rendered headless to \(path) (\(pixels.0)x\(pixels.1) px, scale \(scale))")
        return 0
    }

    /// The headless panel's pixels: `--size`, else `--mode`, else the board's mode, else the
    /// default size.
    nonisolated static func headlessPanel(_ options: RunOptions, board: BoardProfile?) -> (width: Int, height: Int) {
        if !options.sizeIsExplicit {
            if let mode = options.mode { return (mode.width, mode.height) }
            if let mode = board?.mode.flatMap(DisplayModeRequest.init) { return (mode.width, mode.height) }
        }
        return (options.size.width, options.size.height)
    }

    /// Runs the app in the real event loop on an in-memory display for `seconds`.
    static func runLive(_ renderer: ViewRenderer, for seconds: Double, log: (String) -> Void) -> Bool {
        let display = HeadlessDisplay(width: renderer.buffer.width, height: renderer.buffer.height)
        do {
            let loop = try EventLoop()
            let session = try LiveSession(renderer: renderer, display: display, loop: loop, servesMainQueue: true)
            let deadline = try LoopTimer(loop: loop) { loop.stop() }
            deadline.schedule(at: MonotonicClock.seconds() + seconds)
            try session.run()
            withExtendedLifetime(deadline) {}
            return true
        } catch {
            log("headless: \(error)")
            return false
        }
    }
}

/// Input for a headless run on a manual clock: taps by accessibility label, frames at 60 Hz.
@MainActor
struct HeadlessScript {
    let renderer: ViewRenderer
    private(set) var time = 0.0
    private var touches = 0

    init(renderer: ViewRenderer) { self.renderer = renderer }

    /// A tap that names no element on screen.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    mutating func render() { _ = renderer.render(at: time) }

    /// Frames until nothing moves on its own, for at most `seconds`.
    mutating func waitForIdle(seconds: Double = 10) {
        let end = time + seconds
        while (renderer.graph.needsFrames || renderer.graph.needsUpdate) && time < end { step() }
    }

    mutating func run(frames: Int) {
        for _ in 0..<max(0, frames) { step() }
    }

    /// A finger down on the centre of the element labelled `label` and up 50 ms later; then the
    /// frames until the screen is still (at most ten seconds).
    mutating func tap(_ label: String) throws(Failure) {
        var elements: [AccessibilityElement] = []
        func walk(_ e: AccessibilityElement) {
            elements.append(e)
            e.children.forEach(walk)
        }
        renderer.graph.accessibilityTree().forEach(walk)
        guard let element = elements.first(where: { $0.label == label }) else {
            let labels = elements.map(\.label).filter { !$0.isEmpty }
            throw Failure(
                description: "no element labelled \"\(label)\"; the screen has: \(labels.joined(separator: ", "))")
        }
        touches += 1
        let p = element.frame.center
        renderer.graph.touch(.began, id: touches, at: p, time: time)
        advance(by: 0.05)
        renderer.graph.touch(.ended, id: touches, at: p, time: time)
        render()
        waitForIdle()
    }

    private mutating func advance(by seconds: Double) {
        time += seconds
        renderer.graph.advanceTime(to: time)
    }

    private mutating func step() {
        advance(by: 1.0 / 60)
        render()
    }
}
