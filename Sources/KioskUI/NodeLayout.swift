/// How a node sizes itself and places its children; the graph's side of SwiftUI's `Layout`.
@MainActor
protocol NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild])
}

/// A child as a layout sees it: measure it, then place it.
@MainActor
public struct LayoutChild {
    let node: ViewNode

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { node.sizeThatFits(proposal) }
    public func place(at origin: Point, proposal: ProposedViewSize) {
        node.place(in: Rect(origin: origin, size: node.sizeThatFits(proposal)), proposal: proposal)
    }
    public var priority: Double { node.layoutPriority }
    var isSpacer: Bool { node.view is Spacer }

    /// The child's dimensions at `size`, with the explicit guides set on it (or on the
    /// wrappers directly around it).
    func dimensions(_ size: Size) -> ViewDimensions {
        // Most screens set no guide at all: then every guide has its default value.
        guard node.graph.usesAlignmentGuides else { return ViewDimensions(width: size.width, height: size.height) }
        var explicit: [ObjectIdentifier: Double] = [:]
        var n: ViewNode? = node
        while let current = n {
            if let g = current.view as? AlignmentGuideProviding {
                let d = ViewDimensions(width: size.width, height: size.height, explicit: explicit)
                for (id, compute) in g.guides where explicit[id] == nil { explicit[id] = compute(d) }
            }
            // A stack reports the explicit guides of its children along its axis, moved by
            // where each child sits in it (SwiftUI lines up a custom guide across rows this way).
            if let stack = current.layout as? StackLayout {
                for (id, value) in stack.explicitGuides(in: current, size: size) where explicit[id] == nil { explicit[id] = value }
            }
            // Guides pass through wrappers that do not change the frame.
            guard current.view is FrameTransparent, current.children.count == 1 else { break }
            n = current.children[0]
        }
        return ViewDimensions(width: size.width, height: size.height, explicit: explicit)
    }
}

/// A leaf with a fixed size.
struct FixedLayout: NodeLayout {
    let size: Size
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size { size }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {}
}

/// A leaf that takes whatever it is offered (colours, shapes); 10 points when asked for its ideal size.
/// An infinite offer gets an infinite answer, which is how stacks learn that the view is
/// fully flexible (they never place anything with an infinite proposal).
struct FlexibleLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {}
}

/// A single child that gets the proposal and the bounds unchanged (wrappers and modifiers).
struct PassthroughLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        for s in subviews { s.node.place(in: bounds, proposal: proposal) }
    }
}

/// Children on top of each other, sized to the largest, aligned.
struct ZStackLayout: NodeLayout {
    let alignment: Alignment
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        var w = 0.0, h = 0.0
        for s in subviews { let size = s.sizeThatFits(proposal); w = max(w, size.width); h = max(h, size.height) }
        return Size(width: w, height: h)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        for s in subviews {
            let size = s.sizeThatFits(proposal)
            s.node.place(in: Rect(origin: alignment.origin(of: size, in: bounds), size: size), proposal: proposal)
        }
    }
}

/// SwiftUI's stack algorithm along one axis: spacing between children; the offered length is
/// shared out in order of priority, then from the least flexible child to the most, each
/// taking what it needs of an equal share of what is left; spacers grow last. Across the
/// axis, children line up on the alignment guide (explicit guides included).
struct StackLayout: NodeLayout {
    let axis: Axis
    /// The guide across the axis: horizontal for a VStack, vertical for an HStack.
    let horizontalGuide: HorizontalAlignment
    let verticalGuide: VerticalAlignment
    let spacing: Double?
    static let defaultSpacing = 8.0

    init(axis: Axis, horizontal: HorizontalAlignment = .center, vertical: VerticalAlignment = .center, spacing: Double?) {
        self.axis = axis; horizontalGuide = horizontal; verticalGuide = vertical; self.spacing = spacing
    }

    func length(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
    func cross(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
    func proposal(main: Double?, cross: Double?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
    /// Where the alignment guide falls in a child of `size`, across the axis.
    func guide(_ s: LayoutChild, _ size: Size) -> Double {
        let d = s.dimensions(size)
        return axis == .horizontal ? d[verticalGuide] : d[horizontalGuide]
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        let lengths = distribute(proposal, subviews)
        let crossProposal = axis == .horizontal ? proposal.height : proposal.width
        var above = 0.0, below = 0.0, total = totalSpacing(subviews)
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(self.proposal(main: lengths[i], cross: crossProposal))
            // A spacer is only length along the stack; across it, it has no size.
            if !s.isSpacer {
                let g = guide(s, size)
                above = max(above, g); below = max(below, cross(size) - g)
            }
            total += length(size)
        }
        let crossSize = above + below
        return axis == .horizontal ? Size(width: total, height: crossSize) : Size(width: crossSize, height: total)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let lengths = distribute(proposal, subviews)
        let crossProposal = axis == .horizontal ? proposal.height : proposal.width
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let spacings = spacingAfter(subviews)
        let sizes = subviews.enumerated().map { $1.sizeThatFits(self.proposal(main: lengths[$0], cross: crossProposal)) }
        var above = 0.0, below = 0.0
        for (i, s) in subviews.enumerated() where !s.isSpacer {
            let g = guide(s, sizes[i]); above = max(above, g); below = max(below, cross(sizes[i]) - g)
        }
        // The content's guide line, positioned in the bounds by the guide's fraction.
        let boundsCross = axis == .horizontal ? bounds.height : bounds.width
        let fraction = axis == .horizontal ? verticalGuide.fraction : horizontalGuide.fraction
        let line = (axis == .horizontal ? bounds.minY : bounds.minX) + (boundsCross - (above + below)) * fraction + above
        for (i, s) in subviews.enumerated() {
            let p = self.proposal(main: lengths[i], cross: crossProposal)
            let size = sizes[i]
            let crossOrigin = s.isSpacer ? (axis == .horizontal ? bounds.minY : bounds.minX) : line - guide(s, size)
            let origin = axis == .horizontal ? Point(x: position, y: crossOrigin) : Point(x: crossOrigin, y: position)
            s.node.place(in: Rect(origin: origin, size: size), proposal: p)
            position += length(size) + spacings[i]
        }
    }

    /// Explicit guides of the children along the axis, offset by their positions, for a stack
    /// of `size`.
    @MainActor
    func explicitGuides(in node: ViewNode, size: Size) -> [ObjectIdentifier: Double] {
        let subviews = node.children.map { LayoutChild(node: $0) }
        let p = ProposedViewSize(size)
        let lengths = distribute(p, subviews)
        let crossProposal = axis == .horizontal ? p.height : p.width
        let spacings = spacingAfter(subviews)
        var position = 0.0
        var out: [ObjectIdentifier: Double] = [:]
        for (i, s) in subviews.enumerated() {
            let childSize = s.sizeThatFits(proposal(main: lengths[i], cross: crossProposal))
            for (id, value) in s.dimensions(childSize).explicit where out[id] == nil {
                // Guides along the axis move with the child's position. (Explicit guides across
                // the axis are offset the same way: a simplification; they are rare in stacks.)
                out[id] = position + value
            }
            position += length(childSize) + spacings[i]
        }
        return out
    }

    /// Spacing after each child (0 after the last). Spacers are separated like other views.
    func spacingAfter(_ subviews: [LayoutChild]) -> [Double] {
        subviews.indices.map { $0 == subviews.count - 1 ? 0 : (spacing ?? Self.defaultSpacing) }
    }
    func totalSpacing(_ subviews: [LayoutChild]) -> Double { spacingAfter(subviews).reduce(0, +) }

    /// The length proposed to each child along the axis.
    func distribute(_ proposal: ProposedViewSize, _ subviews: [LayoutChild]) -> [Double?] {
        let crossProposal = axis == .horizontal ? proposal.height : proposal.width
        guard let offered = axis == .horizontal ? proposal.width : proposal.height else {
            // Ideal size: every child at its ideal length.
            return subviews.map { length($0.sizeThatFits(self.proposal(main: nil, cross: crossProposal))) }
        }
        var remaining = offered - totalSpacing(subviews)
        var result = [Double?](repeating: nil, count: subviews.count)
        // Flexibility: how much a child can grow beyond its minimum.
        let flexibility = subviews.map { s -> Double in
            let minimum = length(s.sizeThatFits(self.proposal(main: 0, cross: crossProposal)))
            let maximum = length(s.sizeThatFits(self.proposal(main: .infinity, cross: crossProposal)))
            return maximum - minimum
        }
        let priorities = Set(subviews.map(\.priority)).sorted(by: >)
        for priority in priorities {
            // Children of lower priority get their minimum first.
            let lower = subviews.indices.filter { subviews[$0].priority < priority && result[$0] == nil }
            var reserved = 0.0
            for i in lower { reserved += length(subviews[i].sizeThatFits(self.proposal(main: 0, cross: crossProposal))) }
            // Views first, from least to most flexible, each offered an equal share of what is
            // left; spacers (keeping their minimum meanwhile) share the rest at the end, so text
            // next to a spacer gets its ideal width when there is room.
            let group = subviews.indices.filter { subviews[$0].priority == priority }
            let views = group.filter { !subviews[$0].isSpacer }.sorted { flexibility[$0] < flexibility[$1] }
            let spacers = group.filter { subviews[$0].isSpacer }
            var spacerMinimum = 0.0
            for i in spacers { spacerMinimum += length(subviews[i].sizeThatFits(self.proposal(main: 0, cross: crossProposal))) }
            for pass in [views, spacers] {
                var count = pass.count
                var available = remaining - reserved - (pass == views ? spacerMinimum : 0)
                for i in pass {
                    let share = max(0, available / Double(count))
                    let taken = length(subviews[i].sizeThatFits(self.proposal(main: share, cross: crossProposal)))
                    result[i] = share
                    available -= taken
                    remaining -= taken
                    count -= 1
                }
            }
        }
        return result
    }
}
