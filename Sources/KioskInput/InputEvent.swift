import KioskGeometry

/// One input event, already mapped into logical points by the input source's transform.
package enum InputEvent: Hashable, Sendable {
    case touchDown(slot: Int, location: Point)
    case touchMove(slot: Int, location: Point)
    case touchUp(slot: Int)
    /// The touch ended without a lift (device removed, palm rejected): gestures must not fire.
    case touchCancel(slot: Int)
    case pointerMove(location: Point)
    case pointerButton(button: PointerButton, isPressed: Bool)
    /// A wheel or two-finger scroll, in points the content moves by (positive dy: towards the
    /// end, as a wheel turned down); input sources scale a wheel detent to about 40 points.
    case scroll(dx: Double, dy: Double)
    case key(code: UInt32, isPressed: Bool, text: String?)
    case deviceAdded(InputDeviceDescription)
    case deviceRemoved(InputDeviceDescription)
}

package enum PointerButton: Hashable, Sendable { case primary, secondary, middle, other(UInt32) }

/// What an input device can do, as libinput classifies it.
package struct InputCapabilities: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let touch = InputCapabilities(rawValue: 1 << 0)
    package static let pointer = InputCapabilities(rawValue: 1 << 1)
    package static let keyboard = InputCapabilities(rawValue: 1 << 2)
    package static let tablet = InputCapabilities(rawValue: 1 << 3)
    package static let gesture = InputCapabilities(rawValue: 1 << 4)
    package static let `switch` = InputCapabilities(rawValue: 1 << 5)
    /// A keyboard with letter keys (not a power button or a media remote): while one is
    /// attached, text fields need no on-screen keyboard.
    package static let typing = InputCapabilities(rawValue: 1 << 6)

    package var names: [String] {
        [
            (Self.touch, "touch"), (.pointer, "pointer"), (.keyboard, "keyboard"), (.tablet, "tablet"),
            (.gesture, "gesture"), (.switch, "switch"), (.typing, "typing"),
        ].filter { contains($0.0) }.map(\.1)
    }
}

/// An input device as seen by the input layer.
package struct InputDeviceDescription: Hashable, Sendable {
    package var name: String
    /// Kernel event node, for example `/dev/input/event3`.
    package var devicePath: String
    package var capabilities: InputCapabilities
    /// libinput's calibration matrix (row-major 2x3), nil when the device has none.
    package var calibration: [Float]?
    package init(name: String, devicePath: String, capabilities: InputCapabilities, calibration: [Float]? = nil) {
        self.name = name
        self.devicePath = devicePath
        self.capabilities = capabilities
        self.calibration = calibration
    }
}
