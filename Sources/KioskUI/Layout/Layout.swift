/// Custom containers, as SwiftUI's `Layout` protocol: measure the subviews, report a size,
/// then place each subview.
@MainActor
public protocol Layout {
    /// What the layout keeps between its calls; `Void` for none.
    associatedtype Cache = Void
    /// The size the layout wants for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size
    /// Places each subview within `bounds`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The cache for these subviews.
    func makeCache(subviews: Subviews) -> Cache
}

extension Layout {
    /// The views the layout places.
    public typealias Subviews = LayoutSubviews

    /// `MyLayout { ... }` builds a container with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    /// The cache for these subviews.
    public func makeCache(subviews: Subviews) {}
}

/// The subviews a layout arranges, in order.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    let children: [LayoutSubview]
    public var startIndex: Int { 0 }
    public var endIndex: Int { children.count }
    public subscript(i: Int) -> LayoutSubview { children[i] }
}

/// One subview: measure it with any proposal, then place it once.
public struct LayoutSubview: @unchecked Sendable {
    let child: LayoutChild
    /// The size the subview wants for `proposal`.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { child.sizeThatFits(proposal) }
    /// Places the subview so that its `anchor` lands on `point`.
    @MainActor public func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = child.sizeThatFits(proposal)
        child.node.place(
            in: Rect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
                height: size.height),
            proposal: proposal)
    }
    /// The subview's `.layoutPriority`.
    @MainActor public var priority: Double { child.priority }
}

/// A view laid out by a custom `Layout`.
package struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { flattenedChildren(content) }
    func makeLayout() -> any NodeLayout { CustomLayoutAdapter(layout: layout) }
}

/// Runs an app's `Layout` as a node layout (the cache is rebuilt per call: correct, simple).
struct CustomLayoutAdapter<L: Layout>: NodeLayout {
    let layout: L
    func subviews(_ children: [LayoutChild]) -> LayoutSubviews {
        LayoutSubviews(children: children.map { LayoutSubview(child: $0) })
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews children: [LayoutChild]) -> Size {
        let s = subviews(children)
        var cache = layout.makeCache(subviews: s)
        return layout.sizeThatFits(proposal: proposal, subviews: s, cache: &cache)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews children: [LayoutChild]) {
        let s = subviews(children)
        var cache = layout.makeCache(subviews: s)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: s, cache: &cache)
    }
}
