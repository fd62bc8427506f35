import CLinux
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension EventLoop {
    /// Runs the main dispatch queue on this loop's thread: `DispatchQueue.main.async`, the main
    /// actor's jobs (a `Task` on the main actor, a `.task` body resuming after `await`, the end
    /// of a `Task.sleep`) and timers that fire on the main queue. libdispatch signals an eventfd
    /// whenever the queue gains work, so the loop sleeps while nothing is queued; `afterwards`
    /// runs after each drain (the session produces the frame the work caused).
    ///
    /// Call it on the main thread, once: the main queue belongs to the main thread. Returns
    /// false, and watches nothing, when libdispatch serves the main queue itself (a process
    /// parked in `dispatchMain()`, as a test runner is): work queued there runs anyway.
    @discardableResult
    package func serveMainQueue(afterwards: @escaping () -> Void) throws(EventLoopError) -> Bool {
        let fd = _dispatch_get_main_queue_handle_4CF()
        guard fd >= 0 else { return false }
        try watch(fd) {
            var count: UInt64 = 0
            // Level-triggered: reset the counter first, so that work queued while the queue
            // drains signals it again and is not lost.
            _ = read(fd, &count, 8)
            _dispatch_main_queue_callback_4CF(nil)
            afterwards()
        }
        return true
    }
}
