#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import KioskPlatform
import CDRM

/// A kernel uevent, as the kernel broadcasts it: `ACTION@DEVPATH` then `KEY=VALUE` fields.
package struct UEvent: Sendable, Equatable {
    package var fields: [String: String]
    package var action: String? { fields["ACTION"] }
    package var subsystem: String? { fields["SUBSYSTEM"] }
    /// A connector changed state (connected, disconnected, new modes): the kernel's hotplug
    /// event (HOTPLUG=1), or a synthetic change asked for so that listeners look again
    /// (`udevadm trigger --action=change --subsystem-match=drm`, or "change" written to a
    /// card's uevent file, as after forcing a connector through its sysfs status), which
    /// carries SYNTH_UUID. Other DRM changes (leases) are not about displays.
    package var isDisplayHotplug: Bool {
        subsystem == "drm" && action == "change" && (fields["HOTPLUG"] == "1" || fields["SYNTH_UUID"] != nil)
    }

    /// Parses one datagram; nil for messages that are not kernel uevents (udevd's own
    /// rebroadcasts start with "libudev" and are skipped: the kernel's copy is enough).
    package static func parse(_ bytes: [UInt8]) -> UEvent? {
        let parts = bytes.split(separator: 0, omittingEmptySubsequences: true).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard let header = parts.first, header.contains("@"), !header.hasPrefix("libudev") else { return nil }
        var fields: [String: String] = [:]
        for part in parts.dropFirst() {
            guard let eq = part.firstIndex(of: "=") else { continue }
            fields[String(part[..<eq])] = String(part[part.index(after: eq)...])
        }
        return fields.isEmpty ? nil : UEvent(fields: fields)
    }
}

/// Display hotplug: listens to the kernel's uevent broadcast (a netlink socket, local to the
/// machine) for DRM connector changes. It needs no udev daemon, which many kiosk images lack.
package final class DisplayHotplugMonitor {
    package let fd: Int32

    package init() throws(DisplayError) {
        fd = socket(
            AF_NETLINK, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue),
            15 /* NETLINK_KOBJECT_UEVENT */)
        guard fd >= 0 else {
            throw DisplayError(
                device: "uevent", "cannot listen for display hotplug: \(String(cString: strerror(errno)))")
        }
        var address = sockaddr_nl()
        address.nl_family = sa_family_t(AF_NETLINK)
        address.nl_groups = 1  // the kernel's broadcast group
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_nl>.size))
            }
        }
        guard bound == 0 else {
            let e = errno
            close(fd)
            throw DisplayError(device: "uevent", "cannot listen for display hotplug: \(String(cString: strerror(e)))")
        }
    }

    deinit { close(fd) }

    /// The display hotplug events waiting on the socket (never blocks).
    package func readEvents() -> [UEvent] {
        var events: [UEvent] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { break }
            if let event = UEvent.parse(Array(buffer[0..<n])), event.isDisplayHotplug { events.append(event) }
        }
        return events
    }
}
