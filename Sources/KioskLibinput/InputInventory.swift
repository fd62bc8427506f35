// KioskLibinput: touch, pointer and keyboard through libinput on udev, keys through xkbcommon.
//
// This file holds the one-shot inventory that `kiosk doctor` and the board matcher use: a
// libinput context is created on the seat, the initial device-added events are read, and the
// context is destroyed. The long-lived input source for the event loop builds on the same
// context setup.
import CLibinput
import KioskPlatform
import KioskInput
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why the input devices could not be listed.
package enum InputInventoryError: Error, Sendable, CustomStringConvertible {
    case udevUnavailable
    case contextCreationFailed
    case seatAssignmentFailed(seat: String)

    package var description: String {
        switch self {
        case .udevUnavailable: "udev could not be initialised (is /sys mounted?)"
        case .contextCreationFailed: "libinput could not create a context"
        case .seatAssignmentFailed(let seat):
            "libinput could not assign seat '\(seat)' (is udev running? is the seat name right?)"
        }
    }
}

/// Devices that could be opened and those that could not (typically for lack of permission).
package struct InputInventory: Sendable {
    package var seat: String
    package var devices: [InputDeviceDescription]
    /// Event nodes that exist but could not be opened, with the errno.
    package var unopenable: [(path: String, errno: Int32)]
}

/// libinput asks the caller to open device nodes; these are the callbacks used without a seat
/// manager, recording what could not be opened. At a fixed heap address, as libinput keeps the
/// pointer (see `deviceInterface`).
nonisolated(unsafe) private let inventoryInterface: UnsafeMutablePointer<libinput_interface> = {
    let table = UnsafeMutablePointer<libinput_interface>.allocate(capacity: 1)
    table.initialize(
        to: libinput_interface(
            open_restricted: { path, flags, userData in
                let fd = open(path!, flags | O_CLOEXEC)
                guard fd >= 0 else {
                    let err = errno
                    if let userData {
                        let box = Unmanaged<FailureLog>.fromOpaque(userData).takeUnretainedValue()
                        box.failures.append((String(cString: path!), err))
                    }
                    return -err
                }
                return fd
            },
            close_restricted: { fd, _ in close(fd) }
        ))
    return table
}()

/// Collects open failures reported by the C callback.
private final class FailureLog { var failures: [(String, Int32)] = [] }

package enum InputProbe {
    /// Lists the input devices libinput sees on `seat`. With no devices at all this returns an
    /// empty inventory, not an error: a kiosk may be touch-less.
    package static func inventory(seat: String = "seat0") throws(InputInventoryError) -> InputInventory {
        guard let udev = udev_new() else { throw .udevUnavailable }
        defer { udev_unref(udev) }
        let log = FailureLog()
        let contextResult = libinput_udev_create_context(
            inventoryInterface, Unmanaged.passUnretained(log).toOpaque(), udev)
        guard let li = contextResult else { throw .contextCreationFailed }
        defer { _ = libinput_unref(li) }
        guard libinput_udev_assign_seat(li, seat) == 0 else { throw .seatAssignmentFailed(seat: seat) }
        _ = libinput_dispatch(li)

        var devices: [InputDeviceDescription] = []
        while let event = libinput_get_event(li) {
            defer { libinput_event_destroy(event) }
            guard libinput_event_get_type(event) == LIBINPUT_EVENT_DEVICE_ADDED,
                let device = libinput_event_get_device(event)
            else { continue }
            devices.append(describe(device))
        }
        return InputInventory(seat: seat, devices: devices, unopenable: log.failures.map { ($0.0, $0.1) })
    }

    static func describe(_ device: OpaquePointer) -> InputDeviceDescription {
        let name = libinput_device_get_name(device).map { String(cString: $0) } ?? "unnamed"
        let node = libinput_device_get_sysname(device).map { "/dev/input/" + String(cString: $0) } ?? "?"
        var caps: InputCapabilities = []
        let map: [(libinput_device_capability, InputCapabilities)] = [
            (LIBINPUT_DEVICE_CAP_TOUCH, .touch), (LIBINPUT_DEVICE_CAP_POINTER, .pointer),
            (LIBINPUT_DEVICE_CAP_KEYBOARD, .keyboard), (LIBINPUT_DEVICE_CAP_TABLET_TOOL, .tablet),
            (LIBINPUT_DEVICE_CAP_GESTURE, .gesture), (LIBINPUT_DEVICE_CAP_SWITCH, .switch),
        ]
        for (cap, flag) in map where libinput_device_has_capability(device, cap) != 0 { caps.insert(flag) }
        // Power buttons, lid switches and video buses are "keyboards" too; one that can type
        // letters (KEY_A, KEY_Z) is a keyboard a user can type on.
        if caps.contains(.keyboard), libinput_device_keyboard_has_key(device, 30) == 1,
            libinput_device_keyboard_has_key(device, 44) == 1
        {
            caps.insert(.typing)
        }
        var calibration: [Float]?
        if libinput_device_config_calibration_has_matrix(device) != 0 {
            var m = [Float](repeating: 0, count: 6)
            _ = libinput_device_config_calibration_get_matrix(device, &m)
            calibration = m
        }
        return InputDeviceDescription(name: name, devicePath: node, capabilities: caps, calibration: calibration)
    }
}
