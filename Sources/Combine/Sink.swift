extension Subscribers {
    /// A subscriber that asks for every value and hands each to a closure.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called once when the sequence ends.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let subscription = Locked<Subscription?>(nil)
        private let cancelled = Locked(false)

        /// A sink that calls the two closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Keeps the subscription and asks it for every value.
        public func receive(subscription: Subscription) {
            guard !cancelled.withLock({ $0 }) else {
                subscription.cancel()
                return
            }
            self.subscription.withLock { $0 = subscription }
            subscription.request(.unlimited)
        }
        /// Hands `input` to `receiveValue`.
        public func receive(_ input: Input) -> Subscribers.Demand {
            if !cancelled.withLock({ $0 }) { receiveValue(input) }
            return .none
        }
        /// Hands `completion` to `receiveCompletion`.
        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !cancelled.withLock({ $0 }) else { return }
            subscription.withLock { $0 = nil }
            receiveCompletion(completion)
        }
        /// Stops the subscription: no value arrives afterwards.
        public func cancel() {
            cancelled.withLock { $0 = true }
            let s = subscription.withLock { s -> Subscription? in
                defer { s = nil }
                return s
            }
            s?.cancel()
        }
    }

    /// A subscriber that writes each value to a property of an object.
    public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
        /// Assignment cannot fail.
        public typealias Failure = Never
        private let sink: Sink<Input, Never>
        /// A subscriber that writes values to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            sink = Sink(receiveCompletion: { _ in }, receiveValue: { object[keyPath: keyPath] = $0 })
        }
        /// Asks for every value.
        public func receive(subscription: Subscription) { sink.receive(subscription: subscription) }
        /// Writes `input`.
        public func receive(_ input: Input) -> Subscribers.Demand { sink.receive(input) }
        /// Nothing to do at the end.
        public func receive(completion: Subscribers.Completion<Never>) { sink.receive(completion: completion) }
        /// Stops writing.
        public func cancel() { sink.cancel() }
    }
}

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` at the end, for as long as
    /// the returned cancellable is kept.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Writes each value to `object[keyPath: keyPath]` for as long as the cancellable is kept.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value, for as long as the returned cancellable is kept.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
