/// How content fills a space of another shape: whole inside it (`fit`) or covering it (`fill`).
public enum ContentMode: Hashable, Sendable {
    /// The largest size of the ratio that lies inside the space.
    case fit
    /// The smallest size of the ratio that covers the space.
    case fill
}

/// `.aspectRatio(_:contentMode:)`: the child is proposed the size of the given width-to-height
/// ratio (or of its own ideal size's ratio) that fits in or fills the proposal, and is centred
/// in the frame it is given.
package struct AspectRatioView<Content: View>: View, PrimitiveView, StoredChildren {
    let content: Content
    let layout: AspectRatioLayout
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { layout }
}

struct AspectRatioLayout: NodeLayout {
    /// Width over height; nil: the child's ideal size's.
    var ratio: Double?
    var contentMode: ContentMode

    func childProposal(_ p: ProposedViewSize, child: LayoutChild) -> ProposedViewSize {
        let r: Double
        if let ratio, ratio > 0, ratio.isFinite {
            r = ratio
        } else {
            let ideal = child.sizeThatFits(ProposedViewSize(width: nil, height: nil))
            guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return p }
            r = ideal.width / ideal.height
        }
        // An unspecified or unbounded side follows the other; with neither, the ideal width.
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        let height = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (nil, nil):
            guard p.width == nil || p.height == nil else { return p }
            let ideal = child.sizeThatFits(ProposedViewSize(width: nil, height: nil))
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            let wider = w / max(h, 1e-9) > r
            let byHeight = contentMode == .fit ? wider : !wider
            return byHeight ? ProposedViewSize(width: h * r, height: h) : ProposedViewSize(width: w, height: w / r)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child: child))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        for s in subviews {
            let p = childProposal(ProposedViewSize(width: bounds.width, height: bounds.height), child: s)
            let size = s.sizeThatFits(p)
            s.node.place(in: Rect(origin: Alignment.center.origin(of: size, in: bounds), size: size), proposal: p)
        }
    }
}

extension View {
    /// Constrains the view to `aspectRatio` (width over height; nil: its own ideal size's),
    /// fitting inside the space offered or filling it.
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
        AspectRatioView(content: self, layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: Size, contentMode: ContentMode) -> some View {
        self.aspectRatio(
            aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping its ideal size's ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill the space offered, keeping its ideal size's ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
