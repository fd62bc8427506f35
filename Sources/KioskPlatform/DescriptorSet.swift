import CLinux
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Several descriptors behind one (an epoll set): readable when any member is. An input source
/// with more than one descriptor (libinput and its key-repeat timer) hands the loop just this.
package final class DescriptorSet {
    package let fd: Int32

    package init() throws(EventLoopError) {
        fd = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard fd >= 0 else { throw EventLoopError("epoll_create1", errno: errno) }
    }

    deinit { close(fd) }

    package func add(_ member: Int32) throws(EventLoopError) {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = member
        guard epoll_ctl(fd, EPOLL_CTL_ADD, member, &event) == 0 else {
            throw EventLoopError("epoll_ctl(\(member))", errno: errno)
        }
    }
}

/// A periodic timerfd that its owner reads itself (key repeat): starts after a delay, then
/// ticks at an interval until stopped.
package final class IntervalTimer {
    package let fd: Int32

    package init() throws(EventLoopError) {
        fd = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard fd >= 0 else { throw EventLoopError("timerfd_create", errno: errno) }
    }

    deinit { close(fd) }

    package func start(after delay: Double, every interval: Double) {
        var spec = itimerspec()
        spec.it_value = Self.timespec(max(delay, 1e-6))
        spec.it_interval = Self.timespec(interval)
        _ = timerfd_settime(fd, 0, &spec, nil)
    }

    package func stop() {
        var spec = itimerspec()
        _ = timerfd_settime(fd, 0, &spec, nil)
    }

    /// Ticks since the last call (0 when none; never blocks).
    package func takeTicks() -> UInt64 {
        var count: UInt64 = 0
        return read(fd, &count, 8) == 8 ? count : 0
    }

    static func timespec(_ seconds: Double) -> Glibc.timespec {
        Glibc.timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
    }
}
