// Foundation's Timer and RunLoop, which Foundation's essentials leave out: on Linux they need a
// run loop that a kiosk's event loop does not run. These fire on the main dispatch queue,
// which the event loop serves. (A file that also imports the full Foundation sees its Timer
// too and must name this one `Combine.Timer`.)
import Dispatch
import FoundationEssentials

/// A timer that fires on the main queue (Foundation's `Timer`, as SwiftUI code uses it): made
/// scheduled (`scheduledTimer`), or made and then added to `RunLoop.main`; or as a publisher
/// (`Timer.publish(every:on:in:).autoconnect()` with `.onReceive`).
public final class Timer: @unchecked Sendable {
    /// Seconds between two firings of a repeating timer.
    public let timeInterval: TimeInterval
    /// Accepted for Foundation's sake: the timer fires when due.
    public var tolerance: TimeInterval = 0
    /// Anything the timer's creator wants to keep with it.
    public var userInfo: Any?
    private let repeats: Bool
    private let block: @Sendable (Timer) -> Void
    private let state: Locked<(valid: Bool, fireDate: Date, source: DispatchSourceTimer?)>

    /// A timer firing `interval` seconds after it is scheduled (and every `interval` seconds
    /// after that when it `repeats`), not yet scheduled: add it to `RunLoop.main`.
    public convenience init(
        timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) {
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    /// A timer firing first at `date`, not yet scheduled.
    public init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        timeInterval = repeats ? max(interval, 0.0001) : 0
        self.repeats = repeats
        self.block = block
        state = Locked((true, date, nil))
    }

    /// A timer scheduled on the main queue: `block` runs `interval` seconds from now, and every
    /// `interval` seconds after that when it `repeats`, until it is invalidated.
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Whether the timer will still fire.
    public var isValid: Bool { state.withLock { $0.valid } }
    /// When it fires next.
    public var fireDate: Date {
        get { state.withLock { $0.fireDate } }
        set {
            let source = state.withLock { s -> DispatchSourceTimer? in
                s.fireDate = newValue
                return s.source
            }
            if let source { arm(source, at: newValue) }
        }
    }

    /// Runs the block now; a timer that does not repeat is then invalidated.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer for good.
    public func invalidate() {
        let source = state.withLock { s -> DispatchSourceTimer? in
            s.valid = false
            defer { s.source = nil }
            return s.source
        }
        source?.cancel()
    }

    /// Starts the timer on the main queue (once).
    func schedule() {
        let source = DispatchSource.makeTimerSource(queue: .main)
        let started = state.withLock { s -> Date? in
            guard s.valid, s.source == nil else { return nil }
            s.source = source
            return s.fireDate
        }
        guard let first = started else { return }
        // The handler holds the timer, as a run loop holds its timers, until it is invalidated
        // (which cancels the source and lets both go).
        source.setEventHandler {
            guard self.isValid else { return }
            if self.repeats { self.state.withLock { $0.fireDate = Date(timeIntervalSinceNow: self.timeInterval) } }
            self.fire()
        }
        arm(source, at: first)
        source.resume()
    }

    private func arm(_ source: DispatchSourceTimer, at date: Date) {
        let delay = max(0, date.timeIntervalSinceNow)
        let start = DispatchTime.now() + .nanoseconds(Int(delay * 1e9))
        if repeats {
            source.schedule(deadline: start, repeating: .nanoseconds(Int(timeInterval * 1e9)))
        } else {
            source.schedule(deadline: start)
        }
    }
}

extension Timer {
    /// A publisher of the time every `interval` seconds once connected (`.autoconnect()`
    /// connects it when something subscribes). The run loop and mode are accepted for
    /// Foundation's sake: the dates come on the main queue.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The dates of a repeating timer, from `connect()` until the connection is cancelled.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        /// Seconds between two dates.
        public let interval: TimeInterval
        /// Accepted for Foundation's sake.
        public let tolerance: TimeInterval?
        /// Where it was asked to run (the main queue serves every run loop here).
        public let runLoop: RunLoop
        /// The run loop mode it was asked for.
        public let mode: RunLoop.Mode
        /// Accepted for Foundation's sake.
        public let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()

        /// A publisher of the time every `interval` seconds, once connected.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            (self.interval, self.tolerance, self.runLoop, self.mode, self.options) = (
                interval, tolerance, runLoop, mode, options
            )
        }

        /// Attaches `subscriber`; dates flow once the publisher is connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer; cancelling what it returns stops it.
        public func connect() -> Cancellable {
            let subject = subject
            let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in subject.send(Date()) }
            return AnyCancellable { timer.invalidate() }
        }
    }
}

/// A publisher that starts sending only when told to (`connect()`).
public protocol ConnectablePublisher: Publisher {
    /// Starts the publisher; cancelling what it returns stops it.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected when the first subscriber attaches and disconnected when the
    /// last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher that connects itself while it has subscribers.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher connected.
        public let upstream: Upstream
        private let connection = Locked<(count: Int, cancellable: Cancellable?)>((0, nil))

        /// `upstream`, connected while it has subscribers.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches `subscriber`, connecting the upstream if it is the first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Counted(downstream: subscriber, owner: self))
            let first = connection.withLock { c -> Bool in
                c.count += 1
                return c.count == 1 && c.cancellable == nil
            }
            if first {
                let cancellable = upstream.connect()
                connection.withLock { $0.cancellable = cancellable }
            }
        }

        fileprivate func subscriberLeft() {
            let last = connection.withLock { c -> Cancellable? in
                c.count -= 1
                guard c.count == 0 else { return nil }
                defer { c.cancellable = nil }
                return c.cancellable
            }
            last?.cancel()
        }

        /// A subscriber whose cancellation the publisher counts.
        struct Counted<Downstream: Subscriber>: Subscriber
        where Downstream.Input == Output, Downstream.Failure == Failure {
            let downstream: Downstream
            let owner: Autoconnect
            func receive(subscription: Subscription) {
                downstream.receive(subscription: Leaving(inner: subscription, owner: owner))
            }
            func receive(_ input: Output) -> Subscribers.Demand { downstream.receive(input) }
            func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
        }

        /// A subscription that tells the publisher when it is cancelled (once).
        final class Leaving: Subscription, @unchecked Sendable {
            let inner: Subscription
            let owner: Autoconnect
            private let cancelled = Locked(false)
            init(inner: Subscription, owner: Autoconnect) {
                self.inner = inner
                self.owner = owner
            }
            func request(_ demand: Subscribers.Demand) { inner.request(demand) }
            func cancel() {
                let first = cancelled.withLock { c -> Bool in
                    defer { c = true }
                    return !c
                }
                inner.cancel()
                if first { owner.subscriberLeft() }
            }
        }
    }
}

/// The main run loop, as SwiftUI code names it (`Timer.publish(every:on: .main, in: .common)`,
/// `.receive(on: RunLoop.main)`): the main dispatch queue, which the kiosk's event loop serves.
public final class RunLoop: Scheduler, @unchecked Sendable {
    /// The main thread's run loop.
    public static let main = RunLoop()
    /// The run loop of the calling thread: the main one (the kiosk runs one event loop).
    public static var current: RunLoop { main }

    /// A run loop mode, accepted for Foundation's sake.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The modes timers usually run in.
        public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
        /// The default mode.
        public static let `default` = Mode(rawValue: "kCFRunLoopDefaultMode")
        /// The mode of scrolling and tracking a touch.
        public static let tracking = Mode(rawValue: "UITrackingRunLoopMode")
    }

    /// Options of a run loop scheduler, accepted for Foundation's sake.
    public struct SchedulerOptions: Sendable {}

    /// Starts `timer` (on the main queue, whatever the mode).
    public func add(_ timer: Timer, forMode mode: Mode) { timer.schedule() }

    /// Runs `action` on the main queue, soon.
    public func schedule(_ action: @escaping @Sendable () -> Void) { DispatchQueue.main.async(execute: action) }
}
