#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Tells systemd how the kiosk is doing (the sd_notify protocol, spoken directly: a datagram
/// to the socket named in NOTIFY_SOCKET): READY=1 once the first frame is on screen, so that a
/// boot splash hands over without a gap, and WATCHDOG=1 from the main loop, so that a hung
/// kiosk is restarted. Without NOTIFY_SOCKET (not under systemd) it does nothing.
package final class ServiceNotifier {
    private let fd: Int32
    private var address = sockaddr_un()
    private var length: socklen_t = 0
    /// How often to send WATCHDOG=1 (half of WatchdogSec), nil when no watchdog is set.
    package let watchdogInterval: Double?

    package init?(environment: ProcessEnvironment) {
        guard let path = environment["NOTIFY_SOCKET"], !path.isEmpty, path.utf8.count < 108 else { return nil }
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return nil }
        address.sun_family = sa_family_t(AF_UNIX)
        // A leading '@' names an abstract socket: a NUL byte in the first position.
        var bytes = Array(path.utf8)
        if bytes.first == UInt8(ascii: "@") { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
        length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count)
        if let usec = environment["WATCHDOG_USEC"].flatMap(Double.init), usec > 0 {
            watchdogInterval = usec / 1e6 / 2
        } else {
            watchdogInterval = nil
        }
    }

    deinit { close(fd) }

    @discardableResult
    package func send(_ state: String) -> Bool {
        let bytes = Array(state.utf8)
        return withUnsafePointer(to: &address) { a in
            a.withMemoryRebound(to: sockaddr.self, capacity: 1) { sa in
                bytes.withUnsafeBytes { sendto(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL), sa, length) }
            }
        } == bytes.count
    }
}
