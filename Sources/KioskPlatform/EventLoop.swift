import CLinux
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A system call of the event loop failed.
package struct EventLoopError: Error, Sendable, CustomStringConvertible {
    package var operation: String
    package var errno: Int32
    package init(_ operation: String, errno: Int32) {
        self.operation = operation
        self.errno = errno
    }
    package var description: String { "\(operation) failed: \(String(cString: strerror(errno)))" }
}

/// The runtime's one event loop: a single thread waits in `epoll_wait` on the display, the input
/// devices, timers (timerfd) and signals (signalfd). With nothing to do it sleeps in the kernel
/// with no timeout, so an idle kiosk makes no wakeups at all; there is no polling anywhere.
package final class EventLoop {
    private let epoll: Int32
    private var handlers: [Int32: () -> Void] = [:]
    private var stopRequested = false
    /// How often `epoll_wait` returned with work: the benchmark's idle-wakeup count.
    package private(set) var wakeups = 0

    package init() throws(EventLoopError) {
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epoll >= 0 else { throw EventLoopError("epoll_create1", errno: errno) }
    }

    deinit { close(epoll) }

    /// Calls `handler` whenever `fd` is readable (level-triggered: a handler that leaves data
    /// unread is called again on the next turn).
    package func watch(_ fd: Int32, _ handler: @escaping () -> Void) throws(EventLoopError) {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = fd
        let op = handlers[fd] == nil ? EPOLL_CTL_ADD : EPOLL_CTL_MOD
        guard epoll_ctl(epoll, op, fd, &event) == 0 else { throw EventLoopError("epoll_ctl(\(fd))", errno: errno) }
        handlers[fd] = handler
    }

    /// Stops watching `fd` (call before closing it).
    package func unwatch(_ fd: Int32) {
        guard handlers.removeValue(forKey: fd) != nil else { return }
        _ = epoll_ctl(epoll, EPOLL_CTL_DEL, fd, nil)
    }

    package var watchedCount: Int { handlers.count }

    /// Waits for events and runs their handlers once. `timeout` in milliseconds; -1 sleeps until
    /// something happens. Returns the number of handlers run.
    @discardableResult
    package func runOnce(timeout: Int32 = -1) throws(EventLoopError) -> Int {
        var events = [epoll_event](repeating: epoll_event(), count: 16)
        let n = epoll_wait(epoll, &events, Int32(events.count), timeout)
        if n < 0 {
            if errno == EINTR { return 0 }
            throw EventLoopError("epoll_wait", errno: errno)
        }
        if n > 0 { wakeups += 1 }
        for i in 0..<Int(n) {
            // A handler may unwatch another fd of the same batch: look each up again.
            handlers[events[i].data.fd]?()
        }
        return Int(n)
    }

    /// Runs until `stop()` is called (from a handler, or before `run`: then it returns at once).
    package func run() throws(EventLoopError) {
        defer { stopRequested = false }
        while !stopRequested { try runOnce() }
    }

    package func stop() { stopRequested = true }
}

/// A one-shot timer on CLOCK_MONOTONIC, armed for an absolute deadline so that a late wakeup
/// never shifts the next one. Disarmed, it costs nothing.
package final class LoopTimer {
    package let fd: Int32
    private weak var loop: EventLoop?
    package private(set) var deadline: Double?

    package init(loop: EventLoop, _ handler: @escaping () -> Void) throws(EventLoopError) {
        fd = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard fd >= 0 else { throw EventLoopError("timerfd_create", errno: errno) }
        self.loop = loop
        let timerFD = fd
        try loop.watch(fd) { [weak self] in
            var expirations: UInt64 = 0
            _ = read(timerFD, &expirations, 8)
            self?.deadline = nil
            handler()
        }
    }

    deinit {
        loop?.unwatch(fd)
        close(fd)
    }

    /// Arms the timer for `deadline` in seconds on the monotonic clock (a past deadline fires at
    /// once on the next turn of the loop). Re-arming replaces the previous deadline.
    package func schedule(at deadline: Double) {
        let clamped = max(deadline, 1e-9)
        var spec = itimerspec()
        spec.it_value.tv_sec = Int(clamped)
        spec.it_value.tv_nsec = max(1, Int((clamped - Double(Int(clamped))) * 1e9))
        _ = timerfd_settime(fd, Int32(TFD_TIMER_ABSTIME), &spec, nil)
        self.deadline = deadline
    }

    package func cancel() {
        var spec = itimerspec()
        _ = timerfd_settime(fd, 0, &spec, nil)
        deadline = nil
    }
}

/// Signals delivered as events of the loop (SIGTERM from systemd, SIGINT from a developer's
/// Ctrl-C) so that the runtime shuts down between frames and restores the display.
package final class SignalSource {
    package let fd: Int32
    private weak var loop: EventLoop?

    package init(loop: EventLoop, signals: [Int32], _ handler: @escaping (Int32) -> Void) throws(EventLoopError) {
        var mask = sigset_t()
        sigemptyset(&mask)
        for s in signals { sigaddset(&mask, s) }
        // Blocked signals stay pending for signalfd instead of running the default action.
        guard pthread_sigmask(SIG_BLOCK, &mask, nil) == 0 else { throw EventLoopError("pthread_sigmask", errno: errno) }
        fd = signalfd(-1, &mask, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
        guard fd >= 0 else { throw EventLoopError("signalfd", errno: errno) }
        self.loop = loop
        let signalFD = fd
        try loop.watch(fd) {
            var info = signalfd_siginfo()
            while read(signalFD, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
                handler(Int32(info.ssi_signo))
            }
        }
    }

    deinit {
        loop?.unwatch(fd)
        close(fd)
    }
}

/// Wakes the loop from elsewhere in the same process (an `EventCounter` it watches).
package final class LoopWakeup {
    package var fd: Int32 { counter.fd }
    private let counter: EventCounter
    private weak var loop: EventLoop?

    package init(loop: EventLoop, _ handler: @escaping () -> Void) throws(EventLoopError) {
        counter = try EventCounter()
        self.loop = loop
        let counter = self.counter
        try loop.watch(counter.fd) {
            counter.drain()
            handler()
        }
    }

    deinit {
        loop?.unwatch(counter.fd)
        counter.close()
    }

    package func signal() { counter.signal() }
}
