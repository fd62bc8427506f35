/// An object that announces changes before they happen, as SwiftUI's views observe models
/// (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`). Its `@Published` properties
/// send `objectWillChange` on every write.
public protocol ObservableObject: AnyObject {
    /// The publisher that sends before each change.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher, made on first use and kept as long as the object lives.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

/// The publisher of an `ObservableObject`'s changes: sends `()` before each one.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// Sends `()`.
    public typealias Output = Void
    /// It cannot fail.
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    /// A publisher with no subscribers yet.
    public init() {}
    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
    /// Tells the subscribers the object is about to change.
    public func send() { subject.send(()) }

    /// Sends `()` after a `@Published` property has stored its new value. A view observing
    /// an object changed on another thread needs this as well as `objectWillChange`: it may be
    /// evaluated between the announcement and the store, and read the old value.
    package let didChange = PassthroughSubject<Void, Never>()

    /// One publisher per living object, found by identity. An entry whose object has gone is
    /// replaced when its address is reused and swept when the table has doubled since the last
    /// sweep, so the table stays as large as the set of live objects that were observed.
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private static let table = Locked<(entries: [ObjectIdentifier: Entry], sweepAt: Int)>(([:], 64))

    static func of(_ object: AnyObject) -> ObservableObjectPublisher {
        let id = ObjectIdentifier(object)
        return table.withLock { table in
            if let entry = table.entries[id], entry.object === object { return entry.publisher }
            if table.entries.count >= table.sweepAt {
                table.entries = table.entries.filter { $0.value.object != nil }
                table.sweepAt = max(64, table.entries.count * 2)
            }
            let publisher = ObservableObjectPublisher()
            table.entries[id] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}

/// A property of an `ObservableObject` class that publishes its values: writing it first sends
/// the object's `objectWillChange`, then the new value to `$property`'s subscribers.
@propertyWrapper
public struct Published<Value> {
    /// The storage, shared by the copies of the wrapper (there is one per object).
    final class Storage: @unchecked Sendable {
        let subject: CurrentValueSubject<Value, Never>
        var assignment: AnyCancellable?
        /// The enclosing object's publisher, nil for a class that is not an `ObservableObject`
        /// or uses a publisher of its own (known once the object has used the property).
        var objectPublisher: (() -> ObservableObjectPublisher?)?
        init(_ value: Value) { subject = CurrentValueSubject(value) }
        /// Announces the change, publishes (and so stores) `value`, then says it is stored.
        func write(_ value: Value) {
            let publisher = objectPublisher?()
            publisher?.send()
            subject.send(value)
            publisher?.didChange.send()
        }
    }
    let storage: Storage

    /// A published property that starts as `wrappedValue`.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    /// A published property that starts as `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Only the enclosing class reaches the value (through `_enclosingInstance`): outside a
    /// class the compiler refuses the property, so these accessors are never called; they
    /// read and write the storage rather than trap.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { storage.subject.value }
        nonmutating set { storage.write(newValue) }
    }

    /// The property's values as a publisher (`$property`): the current value first, then each
    /// new value as it is written (before the property holds it, as in Combine).
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set { _ = newValue }
    }

    /// The value, read and written through the enclosing object, which it notifies.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            if storage.objectPublisher == nil { connect(storage, to: object) }
            return storage.subject.value
        }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if storage.objectPublisher == nil { connect(storage, to: object) }
            storage.write(newValue)
        }
    }

    /// `$property` of the enclosing object: its publisher (which also lets values assigned
    /// through it, `.assign(to: &$property)`, announce the object's change).
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            if storage.objectPublisher == nil { connect(storage, to: object) }
            return Publisher(storage: storage)
        }
        set { _ = newValue }
    }

    /// Lets `storage` reach `object`'s `objectWillChange` (weakly: the object owns the storage).
    private static func connect(_ storage: Storage, to object: AnyObject) {
        guard let observable = object as? any ObservableObject else {
            storage.objectPublisher = { nil }
            return
        }
        storage.objectPublisher = { [weak observable] in
            observable.flatMap { publisher(of: $0) }
        }
    }

    private static func publisher<O: ObservableObject>(of object: O) -> ObservableObjectPublisher? {
        object.objectWillChange as? ObservableObjectPublisher
    }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It cannot fail.
        public typealias Failure = Never
        let storage: Storage
        /// Attaches `subscriber`: it receives the current value, then each new one.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subject.receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to the `@Published` property whose publisher is `published`
    /// (`.assign(to: &$total)`), for as long as the object lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.assignment = sink { [weak storage] value in storage?.write(value) }
    }
}
