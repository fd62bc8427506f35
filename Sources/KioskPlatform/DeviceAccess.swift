#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Who opens device nodes (DRM cards, input event devices) for the runtime: the process itself
/// when it may (root, or a user in the `video` and `input` groups), or a seat manager that
/// opens them on its behalf (seatd or logind through libseat, see `SeatSession`), which also
/// takes them away while another session is in front.
package protocol DeviceAccess: AnyObject {
    /// A descriptor for the device node, or a negative errno.
    func openDevice(_ path: String, flags: Int32) -> Int32
    /// Closes a descriptor that `openDevice` returned.
    func closeDevice(_ fd: Int32)
    /// For messages: "direct", "seatd seat0", ...
    var accessName: String { get }
}

/// Opening device nodes with open(2).
package final class DirectDeviceAccess: DeviceAccess, Sendable {
    package static let shared = DirectDeviceAccess()
    package init() {}
    package func openDevice(_ path: String, flags: Int32) -> Int32 {
        let fd = open(path, flags | O_CLOEXEC)
        return fd >= 0 ? fd : -errno
    }
    package func closeDevice(_ fd: Int32) { close(fd) }
    package var accessName: String { "direct" }
}
