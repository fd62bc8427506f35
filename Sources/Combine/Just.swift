/// A publisher of one value, then the end.
public struct Just<Output>: Publisher {
    /// It cannot fail.
    public typealias Failure = Never
    /// The value.
    public let output: Output
    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    /// Delivers the value when first asked, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: OneShot(subscriber: subscriber, value: output))
    }
}

/// A publisher that finishes at once without a value (or never, when `completeImmediately` is false).
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes when subscribed.
    public let completeImmediately: Bool
    /// An empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// Finishes at once (or never).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// `Just`'s subscription: the value on the first request, then `.finished`.
final class OneShot<S: Subscriber>: Subscription, @unchecked Sendable where S.Failure == Never {
    private var subscriber: S?
    private let value: S.Input
    init(subscriber: S, value: S.Input) {
        self.subscriber = subscriber
        self.value = value
    }
    func request(_ demand: Subscribers.Demand) {
        guard demand > .none, let subscriber else { return }
        self.subscriber = nil
        _ = subscriber.receive(value)
        subscriber.receive(completion: .finished)
    }
    func cancel() { subscriber = nil }
}
