/// A focus value the view owns, as SwiftUI's `FocusState`: true (or the field's value) while
/// the view bound with `.focused` has keyboard focus. Setting it moves focus.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, GraphInstallable {
    let state: State<Value>
    let unfocused: Value

    // Declared here, not in an extension: Swift default-initialises `@FocusState var x: Bool`
    // only with an `init()` from the type's own declaration.
    /// Focus state for one field: true while it has focus.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
        unfocused = false
    }

    /// Which field has focus; set it to move focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// What `.focused` takes: reads and writes the focus value.
    @MainActor
    public struct Binding {
        let binding: KioskUI.Binding<Value>
        let unfocused: Value
        /// The focus state's value; setting it moves the focus.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }
    }
    /// The binding that `.focused(_:)` takes.
    public var projectedValue: Binding { Binding(binding: state.projectedValue, unfocused: unfocused) }

    func install(into node: ViewNode, slot: Int) { state.install(into: node, slot: slot) }
}

extension FocusState {
    /// Focus state for several fields: the value `.focused(_:equals:)` gave the focused one, nil for none.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
        unfocused = nil
    }
}

/// A view that takes keyboard focus when its binding asks for it, and sets the binding when
/// focus moves to it or away (`.focused`).
struct FocusedView<Content: View, Value: Hashable>: View, PrimitiveView, NodeAwareView {
    let content: Content
    let binding: FocusState<Value>.Binding
    let value: Value
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func children(of node: ViewNode) -> [ChildView] {
        // The binding is the source of truth: asking for this value focuses this view.
        let graph = node.graph
        let inside = graph.focus.node.map { $0 === node || $0.isDescendant(of: node) } ?? false
        if binding.binding.wrappedValue == value {
            if !inside { graph.focus.requested = node.id }
        } else if inside, let id = graph.focus.focusedID {
            graph.focus.released = id
        }
        return children()
    }
}

/// Lets the graph recognise `.focused` views without knowing their generic parameters.
@MainActor
protocol FocusedViewMarker {}
extension FocusedView: FocusedViewMarker {}

extension FocusedView: FocusTarget {
    func focusChanged(_ focused: Bool) {
        if focused {
            if binding.binding.wrappedValue != value { binding.binding.wrappedValue = value }
        } else if binding.binding.wrappedValue == value {
            binding.binding.wrappedValue = binding.unfocused
        }
    }
}

@MainActor
protocol FocusTarget { func focusChanged(_ focused: Bool) }

extension View {
    /// Keyboard focus for this view while `binding` equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedView(content: self, binding: binding, value: value)
    }
    /// Keyboard focus for this view while `binding` is true.
    public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
        FocusedView(content: self, binding: binding, value: true)
    }
}
