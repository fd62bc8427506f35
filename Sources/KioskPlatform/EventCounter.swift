import CLinux
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An eventfd counter: any thread signals it, the event loop watches its descriptor and drains
/// it (a helper thread's "something happened", without the loop ever blocking on that thread).
package final class EventCounter: @unchecked Sendable {
    package let fd: Int32
    private var closed = false

    package init() throws(EventLoopError) {
        fd = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard fd >= 0 else { throw EventLoopError("eventfd", errno: errno) }
    }

    deinit { close() }

    package func signal() {
        var one: UInt64 = 1
        _ = write(fd, &one, 8)
    }

    /// The signals since the last drain (0 when none).
    @discardableResult
    package func drain() -> UInt64 {
        var count: UInt64 = 0
        return read(fd, &count, 8) == 8 ? count : 0
    }

    package func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(fd)
    }
}
