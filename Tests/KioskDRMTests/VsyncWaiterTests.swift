import Testing
@testable import KioskDRM
import KioskPlatform
import KioskRaster
#if canImport(Glibc)
import Glibc
#endif

/// fbdev's blocking FBIO_WAITFORVSYNC on a thread of its own, seen by the loop as flips. The
/// wait here is a stand-in the test releases by hand (no driver here has vertical blanks).
@Suite(.serialized) struct VsyncWaiterTests {
    /// A blocking "wait for the blank" that the test releases, counting its calls.
    final class Blank: @unchecked Sendable {
        let gate = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        let lock = Lock()
        var calls = 0
        var result: Int32 = 0
        init() { sem_init(gate, 0, 0) }
        deinit {
            sem_destroy(gate)
            gate.deallocate()
        }
        func wait() -> Int32 {
            sem_wait(gate)
            return lock.withLock {
                calls += 1
                return result
            }
        }
        func come() { sem_post(gate) }
    }

    /// Blocks until the waiter's descriptor is readable (a hang guard, not a timing condition).
    func readable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 10_000) == 1
    }

    @Test func aBlankAfterAPresentIsAFlipEvent() throws {
        let blank = Blank()
        let waiter = try VsyncWaiter(period: 1.0 / 60) { blank.wait() }
        waiter.request()
        blank.come()
        #expect(readable(waiter.fd))
        let first = waiter.completed()
        #expect(first.failure == 0 && first.blanks.count == 1 && first.blanks.first?.sequence == 1)
        waiter.request()
        blank.come()
        #expect(readable(waiter.fd))
        #expect(waiter.completed().blanks.map(\.sequence).first.map { $0 >= 2 } == true)
        waiter.stop()
        #expect(
            blank.lock.withLock { blank.calls } == 2,
            "one wait per presented frame: an idle screen does not wake the thread")
    }

    @Test func aFailedWaitIsReportedNotHung() throws {
        let blank = Blank()
        blank.result = EINVAL
        let waiter = try VsyncWaiter(period: 1.0 / 60) { blank.wait() }
        waiter.request()
        blank.come()
        #expect(readable(waiter.fd))
        let r = waiter.completed()
        #expect(r.failure == EINVAL && r.blanks.isEmpty)
        waiter.stop()
    }
}
