// Combine: the subset of Apple's Combine that SwiftUI code uses (publishers and subscribers,
// subjects, `Just`, the common operators, `sink` and `assign`, `@Published` and
// `ObservableObject`), written here so that `import Combine` resolves on Linux. Names,
// signatures and delivery order follow Apple's documentation.

/// A value that delivers a sequence of values, then at most one completion, to subscribers.
public protocol Publisher<Output, Failure> {
    /// The values delivered.
    associatedtype Output
    /// The error that may end the sequence (`Never` when it cannot fail).
    associatedtype Failure: Error
    /// Attaches `subscriber`: it receives a subscription, then values as it asks for them.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` (the name app code calls; `receive(subscriber:)` is what a
    /// publisher implements).
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// What receives a publisher's values.
public protocol Subscriber<Input, Failure> {
    /// The values received.
    associatedtype Input
    /// The error that may end the sequence.
    associatedtype Failure: Error
    /// The publisher accepted the subscriber; request values through `subscription`.
    func receive(subscription: Subscription)
    /// A value; returns how many more values the subscriber wants on top of those asked for.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The sequence ended, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Something that can be stopped (a subscription, a `sink`).
public protocol Cancellable {
    /// Stops it; no value arrives afterwards.
    func cancel()
}

/// The link between a publisher and one subscriber.
public protocol Subscription: Cancellable {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Namespace of the subscriber types and their values.
public enum Subscribers {
    /// How a sequence ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }

    /// How many values a subscriber wants: a number, or all of them.
    public struct Demand: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
        /// nil: unlimited.
        let count: Int?
        /// Every value the publisher has.
        public static let unlimited = Demand(count: nil)
        /// No more values.
        public static let none = Demand(count: 0)
        /// At most `value` values.
        public static func max(_ value: Int) -> Demand { Demand(count: Swift.max(0, value)) }
        /// The demand as a number, nil when unlimited.
        public var max: Int? { count }
        /// The two demands together.
        public static func + (a: Demand, b: Demand) -> Demand {
            guard let x = a.count, let y = b.count else { return .unlimited }
            let (sum, overflow) = x.addingReportingOverflow(y)
            return overflow ? .unlimited : Demand(count: sum)
        }
        /// Adds `b` to `a`.
        public static func += (a: inout Demand, b: Demand) { a = a + b }
        /// `a` with `b` fewer values (an unlimited demand stays unlimited).
        public static func - (a: Demand, b: Int) -> Demand {
            guard let x = a.count else { return .unlimited }
            return Demand(count: Swift.max(0, x - b))
        }
        /// Takes `b` values from `a`.
        public static func -= (a: inout Demand, b: Int) { a = a - b }
        /// Whether `a` asks for fewer values than `b` (unlimited is the most).
        public static func < (a: Demand, b: Demand) -> Bool {
            switch (a.count, b.count) {
            case (nil, _): false
            case (_, nil): true
            case (let x?, let y?): x < y
            }
        }
        /// "unlimited" or "max(n)".
        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Namespace of the publisher types that operators return.
public enum Publishers {}

/// The subscription of a publisher that never delivers anything (`Empty`, a failed `Just`).
struct EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
