/// Builds views from statements, as SwiftUI's `@ViewBuilder`: any number of children through
/// parameter packs, `if`/`else`, `switch`, optionals and availability checks.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// No view.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One or more views, in order.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// One or more views, in order.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }
    /// A view written in the builder.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// The view of an `if` without an `else`, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The view of an `if` without an `else`, or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The view of an `if` (or a `switch` case) that was taken.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The view of an `else` (or a later `switch` case) that was taken.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// A view inside `if #available`, erased so that the builder's type does not name it.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A fixed number of child views, built by `ViewBuilder`.
public struct TupleView<T>: View, PrimitiveView, MultiView {
    let views: [any View]
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// Several views, one after another, as a view builder makes them.
    public init<each V: View>(_ content: repeat each V) {
        var views: [any View] = []
        for v in repeat each content { views.append(v) }
        self.views = views
    }

    func flatten(into out: inout [ChildView], prefix: [IdentityComponent]) {
        for (i, v) in views.enumerated() { flattenChild(v, key: prefix.appending(.index(i)), into: &out) }
    }
    func children() -> [ChildView] {
        var out: [ChildView] = []
        flatten(into: &out, prefix: [])
        return out
    }
    func makeLayout() -> any NodeLayout { ZStackNodeLayout(alignment: .center) }
}

/// The result of `if`/`else` in a view builder: one of two views, with its own identity per branch.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView, MultiView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    func flatten(into out: inout [ChildView], prefix: [IdentityComponent]) {
        switch storage {
        case .trueContent(let v): flattenChild(v, key: prefix.appending(.branch(0)), into: &out)
        case .falseContent(let v): flattenChild(v, key: prefix.appending(.branch(1)), into: &out)
        }
    }
    func children() -> [ChildView] {
        var out: [ChildView] = []
        flatten(into: &out, prefix: [])
        return out
    }
    func makeLayout() -> any NodeLayout { ZStackNodeLayout(alignment: .center) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
}
extension Optional: PrimitiveView where Wrapped: View {
    func children() -> [ChildView] {
        var out: [ChildView] = []
        flattenChild(self as any View, key: [], into: &out)
        return out
    }
    func makeLayout() -> any NodeLayout { ZStackNodeLayout(alignment: .center) }
}
extension Optional: AnyOptionalView where Wrapped: View {
    var wrappedView: (any View)? { self.map { $0 as any View } }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView, StoredChildren, MultiView {
    /// A view that shows nothing and takes no room.
    public init() {}
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func flatten(into out: inout [ChildView], prefix: [IdentityComponent]) {}
    func makeLayout() -> any NodeLayout { FixedLayout(size: .zero) }
}

/// A type-erased view. Changing the wrapped type replaces the subtree (new identity).
public struct AnyView: View, PrimitiveView, PassesContent {
    let wrapped: any View
    /// Erases `view`'s type; the graph still sees the view inside it.
    public init<V: View>(_ view: V) { wrapped = (view as? AnyView)?.wrapped ?? view }
    /// Erases a view already held as `any View`.
    public init(erasing view: any View) { wrapped = view }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.branch(0)], view: wrapped)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

/// Groups views without a layout of its own: its children join the enclosing container.
public struct Group<Content: View>: View, PrimitiveView, MultiView {
    let content: Content
    /// Groups views without a layout of its own: its parent lays them out.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func flatten(into out: inout [ChildView], prefix: [IdentityComponent]) {
        flattenChild(content, key: prefix.appending(.body), into: &out)
    }
    func children() -> [ChildView] {
        var out: [ChildView] = []
        flatten(into: &out, prefix: [])
        return out
    }
    func makeLayout() -> any NodeLayout { ZStackNodeLayout(alignment: .center) }
}
