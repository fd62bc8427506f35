import Combine
import Dispatch
import FoundationEssentials
import Testing

/// A connectable publisher that counts its connections and sends what it is told to.
final class Gate: ConnectablePublisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = Never
    let subject = PassthroughSubject<Int, Never>()
    let log = Recorder<String>()
    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
    func connect() -> Cancellable {
        log.values.append("connect")
        return AnyCancellable { self.log.values.append("disconnect") }
    }
}

/// Foundation's `Timer` and `RunLoop` as Kiosk provides them, and `autoconnect()`.
@Suite struct TimerTests {
    @Test func autoconnectConnectsForTheFirstSubscriberAndStopsAfterTheLast() {
        let gate = Gate()
        let auto = gate.autoconnect()
        #expect(gate.log.values.isEmpty, "nothing connects before a subscriber")
        let seen = Recorder<Int>()
        let a = auto.sink { seen.values.append($0) }
        let b = auto.sink { seen.values.append($0 * 10) }
        #expect(gate.log.values == ["connect"], "one connection for both")
        gate.subject.send(1)
        #expect(seen.values == [1, 10])
        a.cancel()
        a.cancel()
        #expect(gate.log.values == ["connect"], "one subscriber is left")
        b.cancel()
        #expect(gate.log.values == ["connect", "disconnect"])
        let c = auto.sink { _ in }
        #expect(gate.log.values == ["connect", "disconnect", "connect"], "a new subscriber connects again")
        c.cancel()
    }

    @Test func aTimerFiresItsBlockAndAOneShotEnds() {
        let fired = Recorder<Int>()
        let once = Timer(timeInterval: 60, repeats: false) { _ in fired.values.append(1) }
        #expect(once.isValid && once.timeInterval == 0)
        once.fire()
        #expect(fired.values == [1] && !once.isValid, "a timer that does not repeat is done after it fires")
        once.fire()
        #expect(fired.values == [1])

        let repeating = Timer(timeInterval: 60, repeats: true) { _ in fired.values.append(2) }
        repeating.fire()
        repeating.fire()
        #expect(fired.values == [1, 2, 2] && repeating.isValid && repeating.timeInterval == 60)
        let later = Date(timeIntervalSinceNow: 3600)
        repeating.fireDate = later
        #expect(repeating.fireDate == later)
        repeating.invalidate()
        repeating.fire()
        #expect(fired.values == [1, 2, 2] && !repeating.isValid)
    }

    @Test func aScheduledTimerFiresOnTheMainQueueUntilInvalidated() async {
        let fired = Recorder<Int>()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async {
                _ = Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { timer in
                    fired.values.append(fired.values.count + 1)
                    if fired.values.count == 3 {
                        timer.invalidate()
                        done.resume()
                    }
                }
            }
        }
        #expect(fired.values == [1, 2, 3], "three firings, none after the timer was invalidated")
    }

    @Test func runLoopModesAndTheMainLoop() {
        #expect(RunLoop.main === RunLoop.current)
        #expect(RunLoop.Mode.common != RunLoop.Mode.default)
        let publisher = Timer.publish(every: 2, on: .main, in: .common)
        #expect(publisher.interval == 2 && publisher.mode == .common && publisher.runLoop === RunLoop.main)
    }
}
