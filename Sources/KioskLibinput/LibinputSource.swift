import CLibinput
import KioskGeometry
import KioskPlatform
import KioskInput
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How the input layer is set up, from the board profile and the command line.
package struct InputConfiguration: Sendable {
    package var seat: String
    /// libinput calibration matrix (row-major 2x3, normalised device coordinates) for touch devices.
    package var calibration: [Float]?
    /// Only touch devices whose name contains this are calibrated and used for touch; nil: all.
    package var touchMatch: String?
    package var keymap: KeymapNames
    /// Locale for compose sequences (`en_US.UTF-8`).
    package var locale: String
    /// Key repeat: delay before the first repeat and repeats per second (0 disables).
    package var repeatDelay: Double
    package var repeatRate: Double
    /// Points a wheel detent scrolls.
    package var wheelStep: Double

    package init(
        seat: String = "seat0", calibration: [Float]? = nil, touchMatch: String? = nil,
        keymap: KeymapNames = KeymapNames(),
        locale: String = "C", repeatDelay: Double = 0.5, repeatRate: Double = 25, wheelStep: Double = 40
    ) {
        self.seat = seat
        self.calibration = calibration
        self.touchMatch = touchMatch
        self.keymap = keymap
        self.locale = locale
        self.repeatDelay = repeatDelay
        self.repeatRate = repeatRate
        self.wheelStep = wheelStep
    }
}

/// Opens device nodes for libinput through the runtime's `DeviceAccess`: directly (root, or
/// the `input` group) or through a seat manager. libinput keeps the pointer to this table for
/// the context's lifetime and calls `close_restricted` when a device goes away, so it lives at
/// a fixed heap address (a pointer to a Swift constant may be a temporary copy).
nonisolated(unsafe) let deviceInterface: UnsafeMutablePointer<libinput_interface> = {
    let table = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
    table.initialize(
        to: libinput_interface(
            open_restricted: { path, flags, user in
                guard let path, let user else { return -EINVAL }
                return Unmanaged<LibinputUserData>.fromOpaque(user).takeUnretainedValue().access.openDevice(
                    String(cString: path), flags: flags)
            },
            close_restricted: { fd, user in
                guard let user else {
                    close(fd)
                    return
                }
                Unmanaged<LibinputUserData>.fromOpaque(user).takeUnretainedValue().access.closeDevice(fd)
            }
        ))
    return table
}()

/// The libinput context's user data: where its messages go and who opens its devices.
final class LibinputUserData {
    let diagnostics: InputDiagnostics
    let access: DeviceAccess
    init(diagnostics: InputDiagnostics, access: DeviceAccess) {
        self.diagnostics = diagnostics
        self.access = access
    }
}

/// libinput's own messages (a device it cannot use, a quirk it could not parse), kept for the
/// runtime to report instead of being printed by the library: the last 64.
package final class InputDiagnostics {
    package private(set) var messages: [String] = []
    func append(_ message: String) {
        messages.append(message)
        if messages.count > 64 { messages.removeFirst() }
    }
}

private let logHandler: libinput_log_handler = { li, priority, format, arguments in
    guard let li, let format, let arguments, let user = libinput_get_user_data(li) else { return }
    var buffer = [CChar](repeating: 0, count: 512)
    _ = vsnprintf(&buffer, buffer.count, format, arguments)
    let level =
        priority == LIBINPUT_LOG_PRIORITY_ERROR ? "error" : priority == LIBINPUT_LOG_PRIORITY_INFO ? "info" : "debug"
    var text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    Unmanaged<LibinputUserData>.fromOpaque(user).takeUnretainedValue().diagnostics.append("libinput \(level): \(text)")
}

/// Touch, pointer and keyboard from libinput on udev, in logical points. Devices come and go at
/// run time (udev hotplug inside libinput); key repeat runs on a timerfd. The runtime watches
/// one descriptor: an epoll set of libinput's descriptor and the repeat timer.
package final class LibinputSource: InputSource {
    package let configuration: InputConfiguration
    package var transform: InputTransform
    package let diagnostics = InputDiagnostics()
    private let userData: LibinputUserData
    package private(set) var devices: [InputDeviceDescription] = []
    package var eventDescriptor: Int32 { descriptors.fd }
    private let descriptors: DescriptorSet

    private let udev: OpaquePointer
    private let li: OpaquePointer
    private let repeatTimer: IntervalTimer
    private let keyboard: Keyboard?
    /// The error the keymap gave, when it could not be compiled (keys then carry no text).
    package let keyboardError: KeyboardError?
    private var pointer: Point
    private var repeating: (code: UInt32, text: String?)?
    /// Touches in progress: seat slot to the device's node, so that unplugging mid-touch
    /// cancels them instead of leaving a press stuck down.
    private var activeTouches: [Int: String] = [:]
    /// Touch devices ignored because they do not match `touchMatch`.
    private var ignoredTouch: Set<String> = []

    package init(
        configuration: InputConfiguration, transform: InputTransform, access: DeviceAccess = DirectDeviceAccess.shared
    ) throws(InputInventoryError) {
        self.configuration = configuration
        self.transform = transform
        guard let udev = udev_new() else { throw .udevUnavailable }
        userData = LibinputUserData(diagnostics: diagnostics, access: access)
        let user = Unmanaged.passUnretained(userData).toOpaque()
        guard let li = libinput_udev_create_context(deviceInterface, user, udev) else {
            udev_unref(udev)
            throw .contextCreationFailed
        }
        // Before the seat is assigned: device probing already logs.
        libinput_log_set_handler(li, logHandler)
        libinput_log_set_priority(li, LIBINPUT_LOG_PRIORITY_ERROR)
        guard libinput_udev_assign_seat(li, configuration.seat) == 0 else {
            _ = libinput_unref(li)
            udev_unref(udev)
            throw .seatAssignmentFailed(seat: configuration.seat)
        }
        self.udev = udev
        self.li = li
        do {
            keyboard = try Keyboard(names: configuration.keymap, locale: configuration.locale)
            keyboardError = nil
        } catch {
            keyboard = nil
            keyboardError = error
        }
        do throws(EventLoopError) {
            repeatTimer = try IntervalTimer()
            descriptors = try DescriptorSet()
            try descriptors.add(libinput_get_fd(li))
            try descriptors.add(repeatTimer.fd)
        } catch {
            _ = libinput_unref(li)
            udev_unref(udev)
            throw .contextCreationFailed
        }
        let size = transform.logicalSize
        pointer = Point(x: size.width / 2, y: size.height / 2)
    }

    deinit {
        _ = libinput_unref(li)
        udev_unref(udev)
    }

    /// While another session is in front (the seat manager took the devices away): libinput
    /// closes its devices; `resume()` opens them again.
    package func suspend() {
        libinput_suspend(li)
        repeating = nil
    }

    package func resume() {
        _ = libinput_resume(li)
    }

    package func readEvents() -> [InputEvent] {
        var out: [InputEvent] = []
        // Key repeat comes after the queued events: when the app was busy past the repeat
        // delay and the key's release is already waiting, it must not repeat.
        let ticks = repeatTimer.takeTicks()
        let heldBefore = repeating?.code
        _ = libinput_dispatch(li)
        while let event = libinput_get_event(li) {
            translate(event, into: &out)
            libinput_event_destroy(event)
        }
        if ticks > 0, let r = repeating, r.code == heldBefore {
            for _ in 0..<min(ticks, 50) { out.append(.key(code: r.code, isPressed: true, text: r.text)) }
        }
        return out
    }

    private func translate(_ event: OpaquePointer, into out: inout [InputEvent]) {
        switch libinput_event_get_type(event) {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            guard let device = libinput_event_get_device(event) else { return }
            var description = InputProbe.describe(device)
            if description.capabilities.contains(.touch) {
                if let match = configuration.touchMatch, !description.name.contains(match) {
                    ignoredTouch.insert(description.devicePath)
                } else if let m = configuration.calibration, m.count == 6 {
                    var matrix = m
                    if libinput_device_config_calibration_set_matrix(device, &matrix) == LIBINPUT_CONFIG_STATUS_SUCCESS
                    {
                        description.calibration = m
                    }
                }
            }
            devices.append(description)
            out.append(.deviceAdded(description))
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            guard let device = libinput_event_get_device(event) else { return }
            let description = InputProbe.describe(device)
            devices.removeAll { $0.devicePath == description.devicePath }
            ignoredTouch.remove(description.devicePath)
            for (slot, path) in activeTouches where path == description.devicePath {
                activeTouches[slot] = nil
                out.append(.touchCancel(slot: slot))
            }
            if let r = repeating, description.capabilities.contains(.keyboard) {
                stopRepeat()
                out.append(.key(code: r.code, isPressed: false, text: nil))
            }
            out.append(.deviceRemoved(description))
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
            LIBINPUT_EVENT_TOUCH_CANCEL:
            touch(event, into: &out)
        case LIBINPUT_EVENT_POINTER_MOTION, LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE, LIBINPUT_EVENT_POINTER_BUTTON,
            LIBINPUT_EVENT_POINTER_SCROLL_WHEEL, LIBINPUT_EVENT_POINTER_SCROLL_FINGER,
            LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
            self.pointer(event, into: &out)
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            key(event, into: &out)
        default:
            break
        }
    }

    private func touch(_ event: OpaquePointer, into out: inout [InputEvent]) {
        guard let t = libinput_event_get_touch_event(event) else { return }
        let node =
            libinput_event_get_device(event).flatMap { libinput_device_get_sysname($0) }.map {
                "/dev/input/" + String(cString: $0)
            } ?? "?"
        if ignoredTouch.contains(node) { return }
        // The seat slot is unique across all touch devices of the seat.
        let slot = Int(libinput_event_touch_get_seat_slot(t))
        switch libinput_event_get_type(event) {
        case LIBINPUT_EVENT_TOUCH_DOWN: activeTouches[slot] = node
        case LIBINPUT_EVENT_TOUCH_UP, LIBINPUT_EVENT_TOUCH_CANCEL: activeTouches[slot] = nil
        default: break
        }
        switch libinput_event_get_type(event) {
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            // "Transformed" coordinates have the calibration matrix applied, in panel pixels.
            let p = transform.point(
                panelX: libinput_event_touch_get_x_transformed(t, UInt32(transform.panelWidth)),
                panelY: libinput_event_touch_get_y_transformed(t, UInt32(transform.panelHeight)))
            out.append(
                libinput_event_get_type(event) == LIBINPUT_EVENT_TOUCH_DOWN
                    ? .touchDown(slot: slot, location: p) : .touchMove(slot: slot, location: p))
        case LIBINPUT_EVENT_TOUCH_UP: out.append(.touchUp(slot: slot))
        default: out.append(.touchCancel(slot: slot))
        }
    }

    private func pointer(_ event: OpaquePointer, into out: inout [InputEvent]) {
        guard let p = libinput_event_get_pointer_event(event) else { return }
        let size = transform.logicalSize
        switch libinput_event_get_type(event) {
        case LIBINPUT_EVENT_POINTER_MOTION:
            // Relative motion is in device units close to pixels; scale to points and keep the
            // pointer on the screen.
            pointer.x = min(max(0, pointer.x + libinput_event_pointer_get_dx(p) / transform.scale), size.width - 1)
            pointer.y = min(max(0, pointer.y + libinput_event_pointer_get_dy(p) / transform.scale), size.height - 1)
            out.append(.pointerMove(location: pointer))
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            pointer = transform.point(
                panelX: libinput_event_pointer_get_absolute_x_transformed(p, UInt32(transform.panelWidth)),
                panelY: libinput_event_pointer_get_absolute_y_transformed(p, UInt32(transform.panelHeight)))
            out.append(.pointerMove(location: pointer))
        case LIBINPUT_EVENT_POINTER_BUTTON:
            let code = libinput_event_pointer_get_button(p)
            let button: PointerButton =
                switch code {
                case 0x110: .primary
                case 0x111: .secondary
                case 0x112: .middle
                default: .other(code)
                }
            out.append(
                .pointerButton(
                    button: button,
                    isPressed: libinput_event_pointer_get_button_state(p) == LIBINPUT_BUTTON_STATE_PRESSED))
        default:
            var dx = 0.0, dy = 0.0
            let wheel = libinput_event_get_type(event) == LIBINPUT_EVENT_POINTER_SCROLL_WHEEL
            for (axis, isVertical) in [
                (LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL, true), (LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL, false),
            ]
            where libinput_event_pointer_has_axis(p, axis) != 0 {
                // Wheels report 120 per detent; fingers and continuous devices report pixels.
                let v =
                    wheel
                    ? libinput_event_pointer_get_scroll_value_v120(p, axis) / 120 * configuration.wheelStep
                    : libinput_event_pointer_get_scroll_value(p, axis) / transform.scale
                if isVertical { dy = v } else { dx = v }
            }
            if dx != 0 || dy != 0 { out.append(.scroll(dx: dx, dy: dy)) }
        }
    }

    private func key(_ event: OpaquePointer, into out: inout [InputEvent]) {
        guard let k = libinput_event_get_keyboard_event(event) else { return }
        let code = libinput_event_keyboard_get_key(k)
        let pressed = libinput_event_keyboard_get_key_state(k) == LIBINPUT_KEY_STATE_PRESSED
        let text = keyboard?.handle(evdevCode: code, isPressed: pressed)
        out.append(.key(code: code, isPressed: pressed, text: text))
        if pressed, configuration.repeatRate > 0, keyboard?.repeats(evdevCode: code) ?? true {
            startRepeat(code: code, text: text)
        } else if !pressed, repeating?.code == code {
            stopRepeat()
        }
    }

    private func startRepeat(code: UInt32, text: String?) {
        repeating = (code, text)
        repeatTimer.start(after: configuration.repeatDelay, every: 1 / configuration.repeatRate)
    }

    private func stopRepeat() {
        repeating = nil
        repeatTimer.stop()
    }
}
