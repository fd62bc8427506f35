/// `.position(x:y:)`: the view takes all the space offered and puts its content's centre at
/// the given point of it.
package struct PositionView<Content: View>: View, PrimitiveView, StoredChildren {
    let content: Content
    let layout: PositionLayout
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { layout }
}

struct PositionLayout: NodeLayout {
    var position: Point

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        // Unspecified or unbounded sides take the content's size, as SwiftUI's does.
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        func side(_ offered: Double?, _ own: Double) -> Double {
            guard let offered, offered.isFinite else { return own }
            return offered
        }
        return Size(width: side(proposal.width, child.width), height: side(proposal.height, child.height))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let p = ProposedViewSize(width: bounds.width, height: bounds.height)
        for s in subviews {
            let size = s.sizeThatFits(p)
            let origin = Point(
                x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2)
            s.node.place(in: Rect(origin: origin, size: size), proposal: p)
        }
    }
}

extension View {
    /// Places the view's centre at `position` in the space its parent offers, which the view
    /// takes whole.
    public func position(_ position: Point) -> some View {
        PositionView(content: self, layout: PositionLayout(position: position))
    }

    /// Places the view's centre at `x`, `y` in the space its parent offers.
    public func position(x: Double = 0, y: Double = 0) -> some View { position(Point(x: x, y: y)) }
}
