/// Children in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content
    /// Views side by side, lined up by `alignment`; `spacing` between (nil: the default).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { flattenedChildren(content) }
    func makeLayout() -> any NodeLayout { StackLayout(axis: .horizontal, vertical: alignment, spacing: spacing) }
    func transformEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .horizontal }
}

/// Children in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content
    /// Views one above another, lined up by `alignment`; `spacing` between (nil: the default).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { flattenedChildren(content) }
    func makeLayout() -> any NodeLayout { StackLayout(axis: .vertical, horizontal: alignment, spacing: spacing) }
    func transformEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .vertical }
}

/// Children on top of each other, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    /// Views on top of one another, lined up by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { flattenedChildren(content) }
    func makeLayout() -> any NodeLayout { ZStackNodeLayout(alignment: alignment) }
}

/// Flexible space along the enclosing stack's axis, as SwiftUI's `Spacer`.
public struct Spacer: View, PrimitiveView, StoredChildren, Equatable {
    /// The least room it takes; nil: the default spacing.
    public var minLength: Double?
    /// Flexible room along a stack's axis, at least `minLength` (nil: the default spacing).
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func makeLayout() -> any NodeLayout { SpacerLayout(minLength: minLength ?? StackLayout.defaultSpacing) }
}

/// A spacer takes all it is offered (at least its minimum) along both axes, and nothing when
/// asked for its ideal size; stacks see it as the most flexible child, so it grows last.
struct SpacerLayout: NodeLayout {
    let minLength: Double
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        func dim(_ p: Double?) -> Double {
            guard let p else { return minLength }
            return max(minLength, p)
        }
        return Size(width: dim(proposal.width), height: dim(proposal.height))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {}
}

/// A thin line between views, as SwiftUI's `Divider`: across the enclosing stack (horizontal in
/// a VStack or outside stacks, vertical in an HStack), one pixel thick in the separator colour.
public struct Divider: View {
    @Environment(\.stackAxis) var axis
    @Environment(\.displayScale) var scale
    /// A thin line between views, across a stack.
    public init() {}
    public var body: some View {
        let line = Rectangle().fill(Color(light: RGBAColorHex.separatorLight, dark: RGBAColorHex.separatorDark))
        return Group {
            if axis == .horizontal { line.frame(width: 1 / scale) } else { line.frame(height: 1 / scale) }
        }
    }
}

enum RGBAColorHex {
    static let separatorLight: UInt32 = 0xC6C6C8
    static let separatorDark: UInt32 = 0x38383A
}
