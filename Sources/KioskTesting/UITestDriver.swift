import KioskUI
import KioskPlatform
import KioskRaster
import KioskText
import KioskGeometry
import KioskInput

/// Why a UI test step could not be performed.
public enum UITestError: Error, CustomStringConvertible, Sendable {
    case elementNotFound(String, available: [String])

    public var description: String {
        switch self {
        case let .elementNotFound(query, available):
            "no accessibility element matches \(query); the screen has: \(available.joined(separator: ", "))"
        }
    }
}

/// Drives a view like a user on the headless backend: finds elements through the accessibility
/// tree (by label, role or identifier), taps, long-presses, drags and types, advances a manual
/// clock, and renders after every step so that pixels and tree are always current.
@MainActor
public final class UITestDriver {
    package let renderer: ViewRenderer
    /// Seconds on the manual clock.
    public private(set) var time: Double = 0
    private var nextTouchID = 100

    /// Renders `view` at `size` points (and `scale` pixels a point) on a manual clock that
    /// starts at zero; `wallClock` (seconds since 1970) is the time of day at that zero, so that
    /// every run draws the same clocks and dates (nil: the machine's time now). `environment`
    /// sets values at the root.
    public init<V: View>(
        _ view: V, size: Size = Size(width: 390, height: 844), scale: Double = 1,
        colorScheme: ColorScheme = .light, fonts: FontLibrary = FontLibrary(), wallClock: Double? = nil,
        environment: (inout EnvironmentValues) -> Void = { _ in }
    ) {
        renderer = ViewRenderer(
            view, size: size, scale: scale, colorScheme: colorScheme, fonts: fonts, environment: environment)
        // The wall clock (seconds since 1970) at the manual clock's zero, for clocks and timers
        // that must show the same in every run.
        renderer.graph.wallClockOffset = wallClock ?? ViewGraph.systemWallClock()
        renderer.render()
    }

    /// The time of day on the driver's clock, in seconds since 1970 (`Date().timeIntervalSince1970`
    /// for now). Setting it moves the wall clock, not the manual clock: views that show the
    /// time are rebuilt at once, and it runs on with `advance(by:)`.
    public var wallClock: Double {
        get { graph.wallClockNow }
        set {
            graph.setWallClock(newValue)
            settle()
        }
    }

    package var graph: ViewGraph { renderer.graph }
    /// The last frame's pixels.
    public var screenshot: PixelBuffer { renderer.buffer }
    /// The accessibility tree as indented text, one element a line, for a failing test's message.
    public var accessibilityDump: String { graph.accessibilityDump() }

    /// Every element, depth first.
    public var elements: [AccessibilityElement] {
        var out: [AccessibilityElement] = []
        func walk(_ e: AccessibilityElement) {
            out.append(e)
            e.children.forEach(walk)
        }
        graph.accessibilityTree().forEach(walk)
        return out
    }

    /// The first element whose label is `label`; throws, listing what there is, when none is.
    public func element(label: String) throws -> AccessibilityElement {
        try find("label \"\(label)\"") { $0.label == label }
    }
    /// The first element with the `.accessibilityIdentifier` `identifier`; throws when none has it.
    public func element(identifier: String) throws -> AccessibilityElement {
        try find("identifier \(identifier)") { $0.identifier == identifier }
    }
    /// The elements of one role (buttons, toggles, text fields), depth first.
    public func elements(role: AccessibilityRole) -> [AccessibilityElement] { elements.filter { $0.role == role } }
    /// Whether an element with this label is on screen now.
    public func exists(label: String) -> Bool { elements.contains { $0.label == label } }

    private func find(_ query: String, _ match: (AccessibilityElement) -> Bool) throws -> AccessibilityElement {
        if let e = elements.first(where: match) { return e }
        throw UITestError.elementNotFound(query, available: elements.map { "\($0.role.rawValue) \"\($0.label)\"" })
    }

    /// Taps the centre of the element with `label`.
    public func tap(_ label: String) throws { tap(at: try element(label: label).frame.center) }

    /// A finger down at `p` and up `duration` seconds later, then the frames that follow.
    public func tap(at p: Point, duration: Double = 0.05) {
        let id = newTouch()
        graph.touch(.began, id: id, at: p, time: time)
        advance(by: duration)
        graph.touch(.ended, id: id, at: p, time: time)
        settle()
    }

    /// Holds a finger still on the element with `label` for `duration` seconds.
    public func longPress(_ label: String, duration: Double = 0.8) throws {
        let p = try element(label: label).frame.center
        let id = newTouch()
        graph.touch(.began, id: id, at: p, time: time)
        advance(by: duration)
        graph.touch(.ended, id: id, at: p, time: time)
        settle()
    }

    /// Drags from `start` to `end` in `steps` moves over `duration` seconds.
    public func drag(from start: Point, to end: Point, steps: Int = 10, duration: Double = 0.2) {
        let id = newTouch()
        graph.touch(.began, id: id, at: start, time: time)
        for i in 1...max(1, steps) {
            let t = Double(i) / Double(max(1, steps))
            advance(by: duration / Double(max(1, steps)))
            graph.touch(
                .moved, id: id, at: Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t),
                time: time)
        }
        graph.touch(.ended, id: id, at: end, time: time)
        settle()
    }

    /// Starts a touch and leaves it down (for pressed-state checks); returns its id.
    public func touchDown(at p: Point) -> Int {
        let id = newTouch()
        graph.touch(.began, id: id, at: p, time: time)
        settle()
        return id
    }
    /// Moves the touch `id` (from `touchDown`) to `p`, 16 ms later.
    public func touchMove(_ id: Int, to p: Point) {
        advance(by: 0.016)
        graph.touch(.moved, id: id, at: p, time: time)
        settle()
    }
    /// Lifts the touch `id` at `p`.
    public func touchUp(_ id: Int, at p: Point) {
        graph.touch(.ended, id: id, at: p, time: time)
        settle()
    }

    /// Performs an accessibility action ("activate", "increment", "decrement") on the element.
    public func perform(_ action: String, on label: String) throws {
        graph.performAccessibilityAction(action, on: try element(label: label))
        settle()
    }

    /// Runs frames until nothing moves on its own (animations, scroll momentum) or `timeout`
    /// seconds of the manual clock pass; true when idle.
    @discardableResult
    public func waitForIdle(timeout: Double = 10, fps: Double = 60) -> Bool {
        let end = time + timeout
        while (graph.needsFrames || graph.needsUpdate) && time < end {
            advance(by: 1 / fps)
            renderFrame()
        }
        return !graph.needsFrames && !graph.needsUpdate
    }

    /// Scrolls by dragging in `area` (the scroll view's frame; default: the screen) until the
    /// element with `label` is fully inside it, as a user would look for it.
    public func scrollTo(_ label: String, in area: Rect? = nil, maxSwipes: Int = 50) throws {
        let area = area ?? Rect(origin: .zero, size: renderer.size)
        for _ in 0..<maxSwipes {
            if let e = elements.first(where: { $0.label == label }), area.contains(e.frame) { return }
            // Which way: towards a built element, else onwards (down, then right).
            let e = elements.first(where: { $0.label == label })
            let down = e.map { $0.frame.midY > area.midY } ?? true
            let right = e.map { $0.frame.midX > area.maxX } ?? false
            let from = Point(x: area.midX, y: area.midY), length = min(area.height, area.width) * 0.6
            let start =
                right
                ? Point(x: from.x + length / 2, y: from.y)
                : Point(x: from.x, y: from.y + (down ? length / 2 : -length / 2))
            let to =
                right
                ? Point(x: start.x - length, y: start.y) : Point(x: start.x, y: start.y + (down ? -length : length))
            let id = touchDown(at: start)
            for i in 1...6 {
                let t = Double(i) / 6
                touchMove(id, to: Point(x: start.x + (to.x - start.x) * t, y: start.y + (to.y - start.y) * t))
            }
            advance(by: 0.2)  // rest before lifting: no fling, precise steps
            touchUp(id, at: to)
        }
        _ = try element(label: label)
        throw UITestError.elementNotFound(
            "\(label) within \(area) after \(maxSwipes) swipes", available: elements.map(\.label))
    }

    /// Keys the driver can press (Linux input key codes).
    public enum Key: UInt32, Sendable {
        case escape = 1, backspace = 14, tab = 15, enter = 28, space = 57, leftShift = 42
        case up = 103, left = 105, right = 106, down = 108, home = 102, end = 107, delete = 111
    }

    /// Plugs in a hardware keyboard (once): a test that types on keys has one, so text fields
    /// show no on-screen keyboard.
    public func attachKeyboard() {
        guard !keyboardAttached else { return }
        keyboardAttached = true
        graph.send(
            .deviceAdded(
                InputDeviceDescription(
                    name: "test keyboard", devicePath: "/dev/input/test-keyboard",
                    capabilities: [.keyboard, .typing])), time: time)
    }
    private var keyboardAttached = false

    /// Unplugs the keyboard `attachKeyboard` plugged in.
    public func detachKeyboard() {
        guard keyboardAttached else { return }
        keyboardAttached = false
        graph.send(
            .deviceRemoved(
                InputDeviceDescription(
                    name: "test keyboard", devicePath: "/dev/input/test-keyboard",
                    capabilities: [.keyboard, .typing])), time: time)
        settle()
    }

    /// Presses and releases a key (with shift held when asked), then settles.
    public func press(_ key: Key, shift: Bool = false) {
        attachKeyboard()
        if shift { graph.send(.key(code: Key.leftShift.rawValue, isPressed: true, text: nil), time: time) }
        graph.send(.key(code: key.rawValue, isPressed: true, text: nil), time: time)
        graph.send(.key(code: key.rawValue, isPressed: false, text: nil), time: time)
        if shift { graph.send(.key(code: Key.leftShift.rawValue, isPressed: false, text: nil), time: time) }
        settle()
    }

    /// Types `text` into the focused view, a key press per character.
    public func type(_ text: String) {
        attachKeyboard()
        for character in text {
            // Any ordinary key code: the text carries the character (as xkbcommon gives it).
            graph.send(.key(code: 30, isPressed: true, text: String(character)), time: time)
            graph.send(.key(code: 30, isPressed: false, text: nil), time: time)
        }
        settle()
    }

    /// Sets the manual clock to `time` (never back), firing timers that fall due.
    public func advance(to time: Double) { advance(by: max(0, time - self.time)) }

    /// Advances the manual clock, firing gesture timers that fall due.
    public func advance(by seconds: Double) {
        time += seconds
        graph.advanceTime(to: time)
    }

    /// Called after every frame the driver renders, with its damage (tests present frames
    /// through a simulated swap chain with it).
    package var onFrame: ((Region) -> Void)?

    /// Renders a frame at the driver's clock.
    public func renderFrame() {
        let damage = renderer.render(at: time)
        onFrame?(damage)
    }

    /// Renders until nothing is pending (state changes made by actions show up).
    public func settle() {
        var passes = 0
        while graph.needsUpdate && passes < 8 {
            renderFrame()
            passes += 1
        }
        if passes == 0 { renderFrame() }
    }

    /// Runs the display at `fps` for `seconds` on the manual clock, as the runtime does while
    /// something moves on its own (animations, scroll momentum); stops early once all is still.
    public func runFrames(for seconds: Double, fps: Double = 60) {
        let end = time + seconds
        while time < end {
            advance(by: 1 / fps)
            renderFrame()
            if !graph.needsFrames && !graph.needsUpdate { break }
        }
    }

    private func newTouch() -> Int {
        nextTouchID += 1
        return nextTouchID
    }
}
