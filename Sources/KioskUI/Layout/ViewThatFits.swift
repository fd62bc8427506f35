/// The first of its views that fits the room it is offered (SwiftUI's `ViewThatFits`): each
/// view's ideal size along `axes` is compared with the offer, in order, and the last view is
/// used when none fits. The views not chosen are left out: not drawn, not touched, not read.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    /// The first of `content`'s views whose ideal size fits along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { flattenedChildren(content) }
    func makeLayout() -> any NodeLayout { ViewThatFitsLayout(axes: axes) }
}

/// Picks the first child whose ideal size fits the proposal along the axes, sizes and places
/// it, and leaves the others out.
struct ViewThatFitsLayout: NodeLayout {
    let axes: Axis.Set

    func chosen(_ proposal: ProposedViewSize, _ subviews: [LayoutChild]) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for (i, s) in subviews.enumerated() {
            let ideal = s.sizeThatFits(
                ProposedViewSize(
                    width: axes.contains(.horizontal) ? nil : proposal.width,
                    height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return i }
        }
        return subviews.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        guard let i = chosen(proposal, subviews) else { return .zero }
        return subviews[i].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let pick = chosen(proposal, subviews)
        for (i, s) in subviews.enumerated() {
            s.node.isOmittedByLayout = i != pick
            if i == pick {
                s.node.place(in: bounds, proposal: proposal)
            } else {
                s.node.place(in: Rect(origin: bounds.origin, size: .zero), proposal: ProposedViewSize(.zero))
            }
        }
    }
}
