import KioskPlatform
import KioskRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Vertical blanks for a display that reports them only by blocking (fbdev's
/// FBIO_WAITFORVSYNC): a thread of its own waits for the next blank each time a frame was
/// presented and then makes an eventfd readable, so the event loop sees a blank as it sees a
/// KMS page flip and never blocks. Between frames the thread sleeps on a semaphore: an idle
/// kiosk does not wake at the refresh rate.
final class VsyncWaiter: @unchecked Sendable {
    /// Readable when a blank came (or the wait failed): read it with `completed()`.
    var fd: Int32 { counter.fd }
    private let counter: EventCounter
    private let wait: @Sendable () -> Int32
    private let period: Double
    private let requests = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
    private let lock = Lock()
    private var thread: pthread_t?
    // Guarded by `lock`.
    private var stopping = false
    private var blanks: [FlipEvent] = []
    private var sequence: UInt32 = 0
    private var lastTime: Double?
    private var failure: Int32 = 0

    /// `wait` blocks until the next blank and returns 0, or an errno; `period` is the refresh
    /// period, for counting blanks missed between two waits.
    init(period: Double, wait: @escaping @Sendable () -> Int32) throws(DisplayError) {
        self.wait = wait
        self.period = period
        do throws(EventLoopError) { counter = try EventCounter() } catch {
            throw DisplayError(device: "vsync", "\(error)")
        }
        sem_init(requests, 0, 0)
        let box = Unmanaged.passRetained(self).toOpaque()
        var t = pthread_t()
        let created = pthread_create(
            &t, nil,
            { arg in
                let waiter = Unmanaged<VsyncWaiter>.fromOpaque(arg!).takeRetainedValue()
                waiter.run()
                return nil
            }, box)
        guard created == 0 else {
            Unmanaged<VsyncWaiter>.fromOpaque(box).release()
            counter.close()
            throw DisplayError(device: "vsync thread", "cannot start: \(String(cString: strerror(created)))")
        }
        thread = t
    }

    deinit {
        sem_destroy(requests)
        requests.deallocate()
    }

    /// Wait for the blank after the frame just presented.
    func request() { sem_post(requests) }

    /// The blanks that came since the last call, and the errno of a failed wait (0: none).
    func completed() -> (blanks: [FlipEvent], failure: Int32) {
        counter.drain()
        return lock.withLock {
            defer {
                blanks = []
                failure = 0
            }
            return (blanks, failure)
        }
    }

    /// Ends the thread (it may finish one last wait, at most a refresh period) and closes the
    /// descriptor.
    func stop() {
        lock.withLock { stopping = true }
        sem_post(requests)
        if let thread { pthread_join(thread, nil) }
        thread = nil
        counter.close()
    }

    private func run() {
        while true {
            while sem_wait(requests) != 0 && errno == EINTR {}
            if lock.withLock({ stopping }) { return }
            let error = wait()
            let now = MonotonicClock.seconds()
            lock.withLock {
                if error != 0 {
                    failure = error
                } else {
                    // Blanks that passed unseen since the last one count as missed.
                    let steps = lastTime.map { max(1, UInt32(min(1000, (($0 - now) / -period).rounded()))) } ?? 1
                    sequence &+= steps
                    lastTime = now
                    blanks.append(FlipEvent(time: now, sequence: sequence))
                }
            }
            counter.signal()
        }
    }
}
