/// A publisher that code sends values through.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to every subscriber.
    func send(_ value: Output)
    /// Ends the sequence for every subscriber.
    func send(completion: Subscribers.Completion<Failure>)
    /// Hands `subscription` its demand (a subject used as a subscriber asks for everything).
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Delivers `()` to every subscriber.
    public func send() { send(()) }
}

/// The subscribers of a subject, each with what it still asks for. Values are delivered outside
/// the lock, so a subscriber may send or cancel from inside its own handler.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
    final class Conduit: Subscription, @unchecked Sendable {
        let deliver: (Output) -> Subscribers.Demand
        let complete: (Subscribers.Completion<Failure>) -> Void
        let demand = Locked(Subscribers.Demand.none)
        weak var owner: SubjectSubscribers?
        init<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
            deliver = { subscriber.receive($0) }
            complete = { subscriber.receive(completion: $0) }
        }
        func request(_ more: Subscribers.Demand) { demand.withLock { $0 += more } }
        func cancel() { owner?.remove(self) }
        /// Delivers `value` if the subscriber asked for one.
        func offer(_ value: Output) {
            let wanted = demand.withLock { demand -> Bool in
                guard demand > .none else { return false }
                demand -= 1
                return true
            }
            guard wanted else { return }
            let more = deliver(value)
            demand.withLock { $0 += more }
        }
    }

    private let state = Locked<(conduits: [Conduit], completion: Subscribers.Completion<Failure>?)>(([], nil))

    func add<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(subscriber)
        conduit.owner = self
        let finished = state.withLock { state -> Subscribers.Completion<Failure>? in
            if state.completion == nil { state.conduits.append(conduit) }
            return state.completion
        }
        subscriber.receive(subscription: conduit)
        if let finished { subscriber.receive(completion: finished) }
    }

    func remove(_ conduit: Conduit) { state.withLock { $0.conduits.removeAll { $0 === conduit } } }

    func send(_ value: Output) {
        for conduit in state.withLock({ $0.completion == nil ? $0.conduits : [] }) { conduit.offer(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        let ended = state.withLock { state -> [Conduit] in
            guard state.completion == nil else { return [] }
            state.completion = completion
            defer { state.conduits.removeAll() }
            return state.conduits
        }
        for conduit in ended { conduit.complete(completion) }
    }
}

/// A subject that passes each value sent on to the subscribers of the moment.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    /// A subject with no subscribers yet.
    public init() {}
    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber)
    }
    /// Delivers `value` to the subscribers that asked for one.
    public func send(_ value: Output) { subscribers.send(value) }
    /// Ends the sequence.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
    /// Asks `subscription` for every value.
    public func send(subscription: Subscription) { subscription.request(.unlimited) }
}

/// A subject that holds a current value, delivers it to each new subscriber, and every value
/// sent after.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private let current: Locked<Output>

    /// A subject whose current value is `value`.
    public init(_ value: Output) { current = Locked(value) }

    /// The current value; setting it sends it.
    public var value: Output {
        get { current.withLock { $0 } }
        set { send(newValue) }
    }
    /// Attaches `subscriber`, which receives the current value first.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(CurrentValueFirst(downstream: subscriber, current: { self.value }))
    }
    /// Makes `value` current and delivers it.
    public func send(_ value: Output) {
        current.withLock { $0 = value }
        subscribers.send(value)
    }
    /// Ends the sequence.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
    /// Asks `subscription` for every value.
    public func send(subscription: Subscription) { subscription.request(.unlimited) }
}

/// Delivers the subject's current value as soon as the subscriber asks for a first value.
struct CurrentValueFirst<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let current: () -> Downstream.Input

    final class FirstValue: Subscription, @unchecked Sendable {
        let upstream: Subscription
        let deliverFirst: () -> Subscribers.Demand
        let pending = Locked(true)
        init(upstream: Subscription, deliverFirst: @escaping () -> Subscribers.Demand) {
            self.upstream = upstream
            self.deliverFirst = deliverFirst
        }
        func request(_ demand: Subscribers.Demand) {
            guard demand > .none else { return }
            let first = pending.withLock { pending -> Bool in
                defer { pending = false }
                return pending
            }
            if first {
                let more = deliverFirst() + (demand - 1)
                if more > .none { upstream.request(more) }
            } else {
                upstream.request(demand)
            }
        }
        func cancel() { upstream.cancel() }
    }

    func receive(subscription: Subscription) {
        let (downstream, current) = (downstream, current)
        downstream.receive(subscription: FirstValue(upstream: subscription) { downstream.receive(current()) })
    }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
