/// A cancellation that runs when it is cancelled or released: keep it (`store(in:)`) for as
/// long as the subscription should last.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let action: Locked<(() -> Void)?>

    /// Runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) { action = Locked(cancel) }
    /// Cancels `cancellable` when cancelled or released.
    public convenience init<C: Cancellable>(_ cancellable: C) { self.init { cancellable.cancel() } }

    deinit { cancel() }

    /// Runs the cancellation (once).
    public func cancel() {
        let run = action.withLock { action -> (() -> Void)? in
            defer { action = nil }
            return action
        }
        run?()
    }

    /// Keeps this cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Identity: two cancellables are equal when they are the same object.
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    /// This cancellable, as an `AnyCancellable` kept in `set`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
    /// This cancellable, as an `AnyCancellable` kept in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
