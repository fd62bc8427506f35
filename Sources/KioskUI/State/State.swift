@_spi(Reflection) import Swift
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
    @WeakNode var node: ViewNode?
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
///
/// What a wrapper installed lives in the node, so two views holding one compare as the same in
/// it (`CustomComparing`, found by the same look-up); `@Environment` compares its key path.
@MainActor
protocol GraphInstallable: CustomComparing {
    func install(into node: ViewNode, slot: Int)
}

extension GraphInstallable {
    static func makeComparer() -> ValueComparer.Compare? { nil }
}

/// A value owned by the view, kept across re-evaluations, that invalidates its node when set.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty, GraphInstallable {
    let link: StateLink<Value>

    /// State that starts as `wrappedValue` (`@State private var count = 0`).
    public init(wrappedValue: Value) { link = StateLink(wrappedValue) }
    /// State that starts as `initialValue`.
    public init(initialValue: Value) { link = StateLink(initialValue) }

    /// The current value; writing it updates the views that read it.
    public var wrappedValue: Value {
        get { link.box?.value ?? link.initialValue }
        nonmutating set {
            guard let box = link.box else { return }
            box.value = newValue
            box.node?.invalidate()
        }
    }

    /// A binding to the state (`$count`), to hand to a child view.
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(
            get: { link.box?.value ?? link.initialValue },
            set: { v in
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
    /// State that starts as nil.
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

    /// A binding that reads and writes through two closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        snapshot = get()
    }

    /// A binding that always reads `value` and ignores writes (previews, tests).
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value, read and written through the source of truth.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    /// The binding itself (`$value`).
    public var projectedValue: Binding<Value> { self }
    /// The binding itself, so that `@Binding var x` can be initialised with `$x`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value (`$order.size`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = getter, set = setter
        return Binding<Subject>(
            get: { get()[keyPath: keyPath] },
            set: { v in
                var whole = get()
                whole[keyPath: keyPath] = v
                set(whole)
            })
    }
}

/// Finds a view type's dynamic properties once, from the runtime's field records, and installs
/// their storage in place each time the body is evaluated: a `Mirror` of every evaluated view
/// (boxing each field, allocating its children) was a sixth of a new page's instructions.
@MainActor
enum DynamicPropertyInstaller {
    typealias Install = (UnsafeRawPointer, ViewNode, inout Int) -> Void
    /// How each type's dynamic properties are installed: the fields' offsets and installers,
    /// in declaration order (the order that numbers the state slots); empty for most types.
    private static var plans = TypeTable<[(offset: Int, install: Install)]>()

    static func install(_ view: any View, into node: ViewNode) {
        let steps = plan(for: type(of: view))
        guard !steps.isEmpty else { return }
        func open<V: View>(_ v: V) {
            withUnsafePointer(to: v) { p in
                var slot = 0
                for step in steps { step.install(UnsafeRawPointer(p) + step.offset, node, &slot) }
            }
        }
        _openExistential(view, do: open)
    }

    private static func plan(for type: Any.Type) -> [(offset: Int, install: Install)] {
        if let known = plans[type] { return known }
        var steps: [(offset: Int, install: Install)] = []
        collect(type, at: 0, into: &steps)
        plans[type] = steps
        return steps
    }

    private static func collect(_ type: Any.Type, at offset: Int, into steps: inout [(offset: Int, install: Install)]) {
        let kind = ValueComparer.metadataKind(type)
        guard kind == .struct || kind == .tuple else { return }
        _ = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, _ in
            let at = offset + fieldOffset
            let fieldKind = ValueComparer.metadataKind(fieldType)
            if fieldKind == .existential {
                // A field of a protocol type may hold one: looked at when installing.
                if fieldType != (any View).self { steps.append((at, dynamicInstaller(fieldType))) }
                return true
            }
            // Property wrappers and modifiers are structs (or enums): closures, references,
            // optionals and tuples are passed over without a conformance look-up.
            guard fieldKind == .struct || fieldKind == .enum else { return true }
            // A view the graph already knows (content held by a container or modifier) is
            // none of these.
            if ViewTraits.known(fieldType) != nil { return true }
            if let installable = fieldType as? any GraphInstallable.Type {
                steps.append((at, installer(installable)))
            } else if fieldType is any DynamicProperty.Type || fieldType is any ViewModifier.Type {
                // A struct of dynamic properties (a style holding @Environment, a view
                // modifier holding @State): look inside.
                collect(fieldType, at: at, into: &steps)
            }
            return true
        }
    }

    private static func installer(_ type: any GraphInstallable.Type) -> Install {
        func open<G: GraphInstallable>(_: G.Type) -> Install {
            { p, node, slot in
                p.assumingMemoryBound(to: G.self).pointee.install(into: node, slot: slot)
                slot += 1
            }
        }
        return open(type)
    }

    private static func dynamicInstaller(_ type: Any.Type) -> Install {
        func open<T>(_: T.Type) -> Install {
            { p, node, slot in visit(p.assumingMemoryBound(to: T.self).pointee, node: node, slot: &slot) }
        }
        return _openExistential(type, do: open)
    }

    /// A value whose type is known only when it is there: found by reflection, as before.
    private static func visit(_ value: Any, node: ViewNode, slot: inout Int) {
        if let installable = value as? GraphInstallable {
            installable.install(into: node, slot: slot)
            slot += 1
            return
        }
        guard value is DynamicProperty else { return }
        for child in Mirror(reflecting: value).children { visit(child.value, node: node, slot: &slot) }
    }
}
