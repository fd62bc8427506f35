// SwiftUI's stack layouts as `Layout` values, and `AnyLayout`, which switches a container
// between them (`vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`).

/// A horizontal stack as a `Layout`: what `HStack` lays out with.
public struct HStackLayout: Layout {
    /// How the subviews line up across the stack.
    public var alignment: VerticalAlignment
    /// Space between subviews; nil: the default spacing.
    public var spacing: Double?
    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    var nodeLayout: StackLayout { StackLayout(axis: .horizontal, vertical: alignment, spacing: spacing) }
    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        nodeLayout.sizeThatFits(proposal, subviews: subviews.children.map(\.child))
    }
    /// Places the subviews side by side.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        nodeLayout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews.children.map(\.child))
    }
}

/// A vertical stack as a `Layout`: what `VStack` lays out with.
public struct VStackLayout: Layout {
    /// How the subviews line up across the stack.
    public var alignment: HorizontalAlignment
    /// Space between subviews; nil: the default spacing.
    public var spacing: Double?
    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    var nodeLayout: StackLayout { StackLayout(axis: .vertical, horizontal: alignment, spacing: spacing) }
    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        nodeLayout.sizeThatFits(proposal, subviews: subviews.children.map(\.child))
    }
    /// Places the subviews one below the other.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        nodeLayout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews.children.map(\.child))
    }
}

/// Overlapping subviews as a `Layout`: what `ZStack` lays out with.
public struct ZStackLayout: Layout {
    /// Where the subviews line up.
    public var alignment: Alignment
    /// An overlapping layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    var nodeLayout: ZStackNodeLayout { ZStackNodeLayout(alignment: alignment) }
    /// The size of the largest subview.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        nodeLayout.sizeThatFits(proposal, subviews: subviews.children.map(\.child))
    }
    /// Places the subviews over one another.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        nodeLayout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews.children.map(\.child))
    }
}

/// A layout whose type is decided at run time, so that one container can change between
/// layouts (`AnyLayout(isWide ? HStackLayout() : VStackLayout())`) and keep its subviews.
public struct AnyLayout: Layout {
    private let measure: @MainActor (ProposedViewSize, LayoutSubviews) -> Size
    private let place: @MainActor (Rect, ProposedViewSize, LayoutSubviews) -> Void
    /// `layout`, with its type hidden. Its cache lives for one measurement or placement.
    public init<L: Layout>(_ layout: L) {
        measure = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        place = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> Size {
        measure(proposal, subviews)
    }
    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        place(bounds, proposal, subviews)
    }
}
