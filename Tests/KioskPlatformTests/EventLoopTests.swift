import Testing
import KioskPlatform
#if canImport(Glibc)
import Glibc
#endif

// No test here waits on the clock: timers are armed for deadlines already past, so they are
// due on the next turn however slow the machine is.
@Suite struct EventLoopTests {
    @Test func idleLoopRunsNothing() throws {
        let loop = try EventLoop()
        #expect(try loop.runOnce(timeout: 0) == 0)
        #expect(loop.wakeups == 0)
    }

    @Test func readableDescriptorRunsItsHandler() throws {
        let loop = try EventLoop()
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        var reads: [UInt8] = []
        try loop.watch(fds[0]) {
            var byte: UInt8 = 0
            _ = read(fds[0], &byte, 1)
            reads.append(byte)
        }
        #expect(try loop.runOnce(timeout: 0) == 0)
        var b: UInt8 = 7
        _ = write(fds[1], &b, 1)
        #expect(try loop.runOnce(timeout: 0) == 1)
        #expect(reads == [7])
        loop.unwatch(fds[0])
        _ = write(fds[1], &b, 1)
        #expect(try loop.runOnce(timeout: 0) == 0, "an unwatched descriptor no longer wakes the loop")
    }

    @Test func timerFiresOnceAtItsDeadlineAndCanBeCancelled() throws {
        let loop = try EventLoop()
        var fired = 0
        let timer = try LoopTimer(loop: loop) { fired += 1 }
        timer.schedule(at: MonotonicClock.seconds() - 1)
        #expect(timer.deadline != nil)
        try loop.runOnce(timeout: 1000)
        #expect(fired == 1)
        #expect(timer.deadline == nil)
        #expect(try loop.runOnce(timeout: 0) == 0, "one-shot: nothing more after it fired")

        timer.schedule(at: MonotonicClock.seconds() - 1)
        timer.cancel()
        #expect(try loop.runOnce(timeout: 0) == 0)
        #expect(fired == 1)
    }

    @Test func aTimerFarAwayDoesNotWakeTheLoop() throws {
        let loop = try EventLoop()
        let timer = try LoopTimer(loop: loop) {}
        timer.schedule(at: MonotonicClock.seconds() + 3600)
        #expect(try loop.runOnce(timeout: 0) == 0)
    }

    @Test func wakeupRunsHandlerAndStopEndsRun() throws {
        let loop = try EventLoop()
        var woken = 0
        let wake = try LoopWakeup(loop: loop) {
            woken += 1
            loop.stop()
        }
        wake.signal()
        try loop.run()
        #expect(woken == 1)
    }

    @Test func signalsArriveAsEvents() throws {
        let loop = try EventLoop()
        var got: [Int32] = []
        let source = try SignalSource(loop: loop, signals: [SIGUSR1]) { got.append($0) }
        _ = source
        // Blocked for this thread by SignalSource, so the signal waits for signalfd.
        pthread_kill(pthread_self(), SIGUSR1)
        try loop.runOnce(timeout: 1000)
        #expect(got == [SIGUSR1])
    }

    @Test func releasedSourcesLeaveTheLoop() throws {
        let loop = try EventLoop()
        do { _ = try LoopTimer(loop: loop) {} }
        #expect(loop.watchedCount == 0)
    }
}
