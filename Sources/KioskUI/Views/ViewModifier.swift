/// A modifier that makes a new view from the content it is applied to, as SwiftUI's: its `body`
/// receives the content and may hold `@State`, `@Environment` and `@Binding` properties, which
/// live as long as the modified view does.
///
/// ```swift
/// struct Framed: ViewModifier {
///     func body(content: Content) -> some View { content.padding().border(.gray) }
/// }
/// Text("Hello").modifier(Framed())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The content the modifier is applied to, as a view.
    typealias Content = _ViewModifier_Content<Self>
    /// The view made from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier` receives: the modified view, type-erased (SwiftUI's name).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView, StoredChildren {
    let content: any View
    /// Never called: the graph shows the content itself.
    public typealias Body = Never
    /// Never called: the graph shows the content itself.
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

/// A view with a modifier applied, or two modifiers combined (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    /// The view (or modifier) the modifier applies to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// `modifier` applied to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The modifier's body made from the content.
    public var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(content: content)) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The first modifier's body, then the second's around it.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

/// The modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    /// The modifier that changes nothing.
    public init() {}
    /// The content, unchanged.
    public func body(content: Content) -> Content { content }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// This modifier, then `modifier` around what it makes.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
