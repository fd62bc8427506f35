/// A property whose storage the view graph provides (State, Environment, and structs made of
/// them), as SwiftUI's `DynamicProperty`. Styles can hold `@Environment` properties this way.
@MainActor
public protocol DynamicProperty {
    /// Called before the body is evaluated, after the graph installed storage.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Storage of one `@State` property, owned by a graph node.
@MainActor
final class StateBox<Value> {
    var value: Value
    weak var node: ViewNode?
    init(_ value: Value) { self.value = value }
}

/// The link between a `State` value (copied with every view value) and the storage its node
/// owns: views are re-created by their parents, the link lets all copies reach the same box.
@MainActor
final class StateLink<Value> {
    let initialValue: Value
    var box: StateBox<Value>?
    init(_ value: Value) { initialValue = value }
}

/// Installs storage: implemented by State and Environment, found by reflection.
@MainActor
protocol GraphInstallable {
    func install(into node: ViewNode, slot: Int)
}

/// A value owned by the view, kept across re-evaluations, that invalidates its node when set.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty, GraphInstallable {
    let link: StateLink<Value>

    public init(wrappedValue: Value) { link = StateLink(wrappedValue) }
    public init(initialValue: Value) { link = StateLink(initialValue) }

    public var wrappedValue: Value {
        get { link.box?.value ?? link.initialValue }
        nonmutating set {
            guard let box = link.box else { return }
            box.value = newValue
            box.node?.invalidate()
        }
    }

    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(get: { link.box?.value ?? link.initialValue }, set: { v in
            guard let box = link.box else { return }
            box.value = v
            box.node?.invalidate()
        })
    }

    func install(into node: ViewNode, slot: Int) {
        if let existing = node.stateSlots[slot] as? StateBox<Value> {
            link.box = existing
        } else {
            let box = StateBox(link.initialValue)
            box.node = node
            node.stateSlots[slot] = box
            link.box = box
        }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A reference to a value owned elsewhere, as SwiftUI's `Binding`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    /// The value when the binding was made: a view handed a binding is evaluated again when
    /// this differs from the one it was last given (as SwiftUI's bindings compare).
    let snapshot: Value

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get; setter = set
        snapshot = get()
    }

    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = getter, set = setter
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { v in
            var whole = get()
            whole[keyPath: keyPath] = v
            set(whole)
        })
    }
}

/// Finds a view type's dynamic properties once (reflection is slow) and installs storage.
@MainActor
enum DynamicPropertyInstaller {
    /// Per type: does it have any dynamic property at all? Types without skip reflection.
    private static var hasDynamicProperties: [ObjectIdentifier: Bool] = [:]

    static func install(_ view: any View, into node: ViewNode) {
        let type = ObjectIdentifier(Swift.type(of: view))
        if hasDynamicProperties[type] == false { return }
        var slot = 0
        var found = false
        visit(view, node: node, slot: &slot, found: &found)
        hasDynamicProperties[type] = found
    }

    private static func visit(_ value: Any, node: ViewNode, slot: inout Int, found: inout Bool) {
        for child in Mirror(reflecting: value).children {
            if let installable = child.value as? GraphInstallable {
                installable.install(into: node, slot: slot)
                slot += 1
                found = true
            } else if child.value is DynamicProperty {
                // A struct of dynamic properties (a style holding @Environment): look inside.
                found = true
                visit(child.value, node: node, slot: &slot, found: &found)
            }
        }
    }
}
