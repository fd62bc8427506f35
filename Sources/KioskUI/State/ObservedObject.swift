import Combine
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A node's subscription to one `ObservableObject`'s `objectWillChange`: each announcement,
/// from whatever thread, invalidates the node through the graph's observation inbox (as an
/// `@Observable` change does), so the change shows in the next frame. The object's own
/// publisher also says when a `@Published` value is stored, which invalidates the node again:
/// a change on another thread may be drained before its store, and read as the old value.
@MainActor
final class ObjectSubscription {
    private(set) weak var object: AnyObject?
    private var cancellables: [AnyCancellable] = []

    /// Subscribes `node` to `object`, replacing a subscription to another object.
    func watch<O: ObservableObject>(_ object: O, for node: ViewNode) {
        guard self.object !== object || cancellables.isEmpty else { return }
        self.object = object
        node.graph.observe(node)
        let inbox = node.graph.observationInbox, id = node.id
        let invalidate: @Sendable (()) -> Void = { _ in
            inbox.post(id, animation: ViewNode.mainThreadTransaction())
        }
        let willChange = object.objectWillChange
        cancellables = [willChange.sink { _ in invalidate(()) }]
        if let own = willChange as? ObservableObjectPublisher {
            cancellables.append(own.didChange.sink(receiveValue: invalidate))
        }
    }
}

/// A model object a view is given and observes (SwiftUI's `@ObservedObject`): the view is
/// evaluated again whenever the object announces a change.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, GraphInstallable {
    /// The object.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    func install(into node: ViewNode, slot: Int) {
        let subscription = node.stateSlots[slot] as? ObjectSubscription ?? ObjectSubscription()
        node.stateSlots[slot] = subscription
        subscription.watch(wrappedValue, for: node)
    }
}

/// A model object a view creates once and owns for as long as it is on screen (SwiftUI's
/// `@StateObject`), observed as `@ObservedObject` is.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, GraphInstallable {
    @MainActor
    final class Storage {
        var object: ObjectType?
        let subscription = ObjectSubscription()
    }
    /// Shared by the copies of the view value, as `State`'s link is.
    @MainActor
    final class Link {
        let make: () -> ObjectType
        var storage: Storage?
        init(_ make: @escaping () -> ObjectType) { self.make = make }
        var object: ObjectType {
            if let storage {
                if let object = storage.object { return object }
                let object = make()
                storage.object = object
                return object
            }
            // Read before the view is in a graph: an object of its own, not kept.
            return make()
        }
    }
    let link: Link

    /// Creates the object from `thunk` the first time the view is on screen, and only then.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { link = Link(thunk) }

    /// The object.
    public var wrappedValue: ObjectType { link.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }

    func install(into node: ViewNode, slot: Int) {
        let storage = node.stateSlots[slot] as? Storage ?? Storage()
        node.stateSlots[slot] = storage
        link.storage = storage
        storage.subscription.watch(link.object, for: node)
    }
}

/// The environment's slot for an `ObservableObject` of type `T` (`.environmentObject`).
struct EnvironmentObjectKey<T: ObservableObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

/// A hashable stand-in for an object type, as a key path argument.
struct EnvironmentObjectType<T: ObservableObject>: Hashable {}

extension EnvironmentValues {
    subscript<T: ObservableObject>(environmentObject key: EnvironmentObjectType<T>) -> T? {
        get { self[EnvironmentObjectKey<T>.self] }
        set { self[EnvironmentObjectKey<T>.self] = newValue }
    }
}

/// A model object an ancestor put in the environment with `.environmentObject(_:)`, observed
/// as `@ObservedObject` is (SwiftUI's `@EnvironmentObject`).
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, GraphInstallable {
    let link = NodeLink()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object. A view that reads it when no ancestor set one is a programming error, as in
    /// SwiftUI.
    public var wrappedValue: ObjectType {
        guard let object = link.node?.environment[environmentObject: EnvironmentObjectType<ObjectType>()] else {
            preconditionFailure(
                "No ObservableObject of type \(ObjectType.self) in the environment: an ancestor must set it "
                    + "with .environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }

    /// Makes bindings to the object's properties.
    @MainActor
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    func install(into node: ViewNode, slot: Int) {
        link.node = node
        node.readsEnvironment = true
        let subscription = node.stateSlots[slot] as? ObjectSubscription ?? ObjectSubscription()
        node.stateSlots[slot] = subscription
        if let object = node.environment[environmentObject: EnvironmentObjectType<ObjectType>()] {
            subscription.watch(object, for: node)
        }
    }
}

extension View {
    /// Puts `object` in the environment of the views below, where `@EnvironmentObject` reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentWriter(
            content: self, keyPath: \EnvironmentValues.[environmentObject: EnvironmentObjectType<T>()], value: object)
    }

    /// Runs `action` on the main actor with each value `publisher` sends while the view is on
    /// screen (values sent on other threads are handed over through the main queue).
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
    )
        -> some View where P.Failure == Never
    {
        ReceiveView(content: self, publisher: publisher, action: action)
    }
}

/// `.onReceive`: subscribes when the view appears, cancels when it disappears.
package struct ReceiveView<Content: View, P: Publisher>: View where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: @MainActor (P.Output) -> Void
    @State private var receiver = Receiver()

    package var body: some View {
        let (receiver, publisher, action) = (receiver, publisher, action)
        content
            .onAppear { receiver.start(publisher, action) }
            .onDisappear { receiver.cancellable = nil }
    }

    @MainActor
    final class Receiver {
        var cancellable: AnyCancellable?
        func start(_ publisher: P, _ action: @escaping @MainActor (P.Output) -> Void) {
            let deliver = UncheckedAction(action)
            // This runs on the main actor, so on the main thread: values sent there are
            // delivered at once, others go through the main queue.
            let mainThread = pthread_self()
            cancellable = publisher.sink { value in
                let value = UncheckedValue(value)
                if pthread_equal(pthread_self(), mainThread) != 0 {
                    MainActor.assumeIsolated { deliver.action(value.value) }
                } else {
                    DispatchQueue.main.async { deliver.action(value.value) }
                }
            }
        }
    }
}

/// A main-actor action and a value carried to the main queue (used there only).
struct UncheckedAction<T>: @unchecked Sendable {
    let action: @MainActor (T) -> Void
    init(_ action: @escaping @MainActor (T) -> Void) { self.action = action }
}
struct UncheckedValue<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
