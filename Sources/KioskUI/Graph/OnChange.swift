/// `.onChange(of:)`: an action run after the frame in which a value the view was given changed,
/// with the old and the new value (and once after the first frame when `initial`).
package struct ChangeView<Content: View, Value: Equatable>: View, PrimitiveView, PassesContent {
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

extension ChangeView: LifecycleProviding {
    var appearAction: (@MainActor () -> Void)? {
        guard initial else { return nil }
        let (value, action) = (value, action)
        return { action(value, value) }
    }
    var disappearAction: (@MainActor () -> Void)? { nil }
}

extension ChangeView: ChangeObserving {
    func changeAction(from old: any View) -> (@MainActor () -> Void)? {
        guard let old = old as? Self, old.value != value else { return nil }
        let (oldValue, newValue, action) = (old.value, value, action)
        return { action(oldValue, newValue) }
    }
}

extension View {
    /// Runs `action` with the old and the new value after a frame in which `value` changed;
    /// with `initial`, also once after the view first appears (with the value twice).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        ChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` after a frame in which `value` changed (and after the first frame when
    /// `initial`).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        ChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value after a frame in which `value` changed (SwiftUI's
    /// earlier form, deprecated there in favour of the two-value one).
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    )
        -> some View
    {
        ChangeView(content: self, value: value, initial: false) { _, new in action(new) }
    }
}
