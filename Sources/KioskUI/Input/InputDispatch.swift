import KioskInput

/// Where the pointer is and whether its primary button is down: a pointer drives gestures
/// exactly as one finger does (touch and pointer behave alike).
struct PointerState {
    var location = Point.zero
    var isPressed = false
    /// The touch id the pointer uses, apart from touchscreen slots.
    static let touchID = -1
}

extension ViewGraph {
    /// Delivers an input event from any backend (logical points; `time` in seconds on the
    /// display clock).
    public func send(_ event: InputEvent, time: Double) {
        switch event {
        case .deviceAdded, .deviceRemoved: break  // plugging a device in is nobody touching it
        default: noteInput(at: time)
        }
        switch event {
        case let .touchDown(slot, location):
            touchLocations[slot] = location
            touch(.began, id: slot, at: location, time: time)
        case let .touchMove(slot, location):
            touchLocations[slot] = location
            touch(.moved, id: slot, at: location, time: time)
        case let .touchUp(slot):
            touch(.ended, id: slot, at: touchLocations.removeValue(forKey: slot) ?? .zero, time: time)
        case let .touchCancel(slot):
            touch(.cancelled, id: slot, at: touchLocations.removeValue(forKey: slot) ?? .zero, time: time)
        case let .pointerMove(location):
            pointer.location = location
            if pointer.isPressed { touch(.moved, id: PointerState.touchID, at: location, time: time) }
        case let .pointerButton(button, isPressed):
            guard button == .primary, isPressed != pointer.isPressed else { return }
            pointer.isPressed = isPressed
            touch(isPressed ? .began : .ended, id: PointerState.touchID, at: pointer.location, time: time)
        case let .scroll(dx, dy):
            wheel(dx: dx, dy: dy, at: pointer.location)
        case let .key(code, isPressed, text):
            key(code: code, isPressed: isPressed, text: text)
        case .deviceAdded(let d):
            if d.capabilities.contains(.typing) {
                typingKeyboards.insert(d.devicePath)
                softKeyboardConditionsChanged()
            }
        case .deviceRemoved(let d):
            if typingKeyboards.remove(d.devicePath) != nil { softKeyboardConditionsChanged() }
        }
    }

    /// Scrolls the innermost scroll view under `p` that can move that way.
    func wheel(dx: Double, dy: Double, at p: Point) {
        for node in hitPath(at: p).reversed() {
            guard let state = (node.view as? ScrollContentProviding)?.scrollState else { continue }
            let wanted = state.clamped(
                Point(
                    x: state.offset.x + (state.axes.contains(.horizontal) ? dx : 0),
                    y: state.offset.y + (state.axes.contains(.vertical) ? dy : 0)))
            if wanted != state.offset {
                state.scroll(to: wanted, animation: nil)
                return
            }
        }
    }
}
