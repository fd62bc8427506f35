import Dispatch

/// A subscriber that hands values to closures and passes the subscription and the completion
/// through: the body of the stateless operators.
struct Relay<Input, Failure: Error, Downstream: Subscriber>: Subscriber where Downstream.Failure == Failure {
    let downstream: Downstream
    let forward: (Input, Downstream) -> Subscribers.Demand
    func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { forward(input, downstream) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

extension Publishers {
    /// Values transformed one by one (`map`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output
        /// Attaches `subscriber` to the transformed values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                Relay<Upstream.Output, Failure, S>(downstream: subscriber) { $1.receive(transform($0)) })
        }
    }

    /// The values that pass a test (`filter`), or the non-nil results of a transformation
    /// (`compactMap`).
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation; nil drops the value.
        public let transform: (Upstream.Output) -> Output?
        /// Attaches `subscriber` to the values kept.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                Relay<Upstream.Output, Failure, S>(downstream: subscriber) { value, downstream in
                    // A dropped value still counts against demand: ask for one in its place.
                    guard let kept = transform(value) else { return .max(1) }
                    return downstream.receive(kept)
                })
        }
    }

    /// Values that differ from the one before (`removeDuplicates`).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose repeats are dropped.
        public let upstream: Upstream
        /// Whether two values count as the same.
        public let predicate: (Output, Output) -> Bool
        /// Attaches `subscriber` to the values that change.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            let last = Locked<Output?>(nil)
            upstream.subscribe(
                Relay<Output, Failure, S>(downstream: subscriber) { value, downstream in
                    let repeated = last.withLock { last -> Bool in
                        defer { last = value }
                        return last.map { predicate($0, value) } ?? false
                    }
                    return repeated ? .max(1) : downstream.receive(value)
                })
        }
    }

    /// Values and the completion delivered on a scheduler (`receive(on:)`).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values move.
        public let upstream: Upstream
        /// Where they are delivered.
        public let scheduler: Context
        /// Attaches `subscriber`; it receives on the scheduler.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Hop(downstream: subscriber, scheduler: scheduler))
        }

        struct Hop<Downstream: Subscriber>: Subscriber where Downstream.Input == Output, Downstream.Failure == Failure {
            let downstream: Downstream
            let scheduler: Context
            func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }
            func receive(_ input: Output) -> Subscribers.Demand {
                let downstream = downstream
                let deliver = UncheckedBox { _ = downstream.receive(input) }
                scheduler.schedule { deliver.value() }
                return .none
            }
            func receive(completion: Subscribers.Completion<Failure>) {
                let downstream = downstream
                let deliver = UncheckedBox { downstream.receive(completion: completion) }
                scheduler.schedule { deliver.value() }
            }
        }
    }
}

/// Moves a value to another thread where the compiler cannot prove it safe: values cross in
/// the order they are sent, each to one receiver, as Combine's schedulers hand them over.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Where a publisher's values are delivered: a dispatch queue here (`DispatchQueue.main`).
public protocol Scheduler {
    /// Runs `action` on the scheduler, soon.
    func schedule(_ action: @escaping @Sendable () -> Void)
}

extension DispatchQueue: Scheduler {
    /// Runs `action` on the queue.
    public func schedule(_ action: @escaping @Sendable () -> Void) { async(execute: action) }
}

extension Publisher {
    /// Each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.CompactMap<Self, Output> {
        Publishers.CompactMap(upstream: self) { isIncluded($0) ? $0 : nil }
    }
    /// The non-nil results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    /// The values that `predicate` does not call the same as the one before.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    /// Values and completion delivered on `scheduler` (`.receive(on: DispatchQueue.main)`).
    public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
    /// This publisher behind a type that hides what it is made of.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
    /// The values that differ from the one before.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

/// A publisher whose type hides what it is made of.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriber<Output, Failure>) -> Void
    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { publisher.subscribe($0) }
    }
    /// Attaches `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }
}

/// A subscriber whose type is hidden.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let subscription: (Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void
    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        subscription = { subscriber.receive(subscription: $0) }
        value = { subscriber.receive($0) }
        completion = { subscriber.receive(completion: $0) }
    }
    /// Passes the subscription on.
    public func receive(subscription: Subscription) { self.subscription(subscription) }
    /// Passes the value on.
    public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    /// Passes the completion on.
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}
