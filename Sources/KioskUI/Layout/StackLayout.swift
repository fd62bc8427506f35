/// SwiftUI's stack algorithm along one axis: spacing between children; the offered length is
/// shared out in order of priority, then from the least flexible child to the most, each
/// taking what it needs of an equal share of what is left; spacers grow last. Across the
/// axis, children line up on the alignment guide (explicit guides included).
///
/// A stack is measured again whenever a child's size changes, so the sharing works in
/// scratch memory on the stack (`withUnsafeTemporaryAllocation`) rather than in arrays.
struct StackLayout: NodeLayout {
    let axis: Axis
    /// The guide across the axis: horizontal for a VStack, vertical for an HStack.
    let horizontalGuide: HorizontalAlignment
    let verticalGuide: VerticalAlignment
    let spacing: Double?
    static let defaultSpacing = 8.0

    init(axis: Axis, horizontal: HorizontalAlignment = .center, vertical: VerticalAlignment = .center, spacing: Double?)
    {
        self.axis = axis
        horizontalGuide = horizontal
        verticalGuide = vertical
        self.spacing = spacing
    }

    func length(_ s: Size) -> Double { axis == .horizontal ? s.width : s.height }
    func cross(_ s: Size) -> Double { axis == .horizontal ? s.height : s.width }
    func proposal(main: Double?, cross: Double?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
    /// Where the alignment guide falls in a child of `size`, across the axis.
    func guide(_ s: LayoutChild, _ size: Size) -> Double {
        let d = s.dimensions(size, withBaselines: axis == .horizontal && verticalGuide.isTextBaseline)
        return axis == .horizontal ? d[verticalGuide] : d[horizontalGuide]
    }
    func crossProposal(_ p: ProposedViewSize) -> Double? { axis == .horizontal ? p.height : p.width }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        let crossProposal = crossProposal(proposal)
        return distribute(proposal, subviews) { lengths in
            var above = 0.0, below = 0.0, total = totalSpacing(subviews)
            for (i, s) in subviews.enumerated() {
                let size = s.sizeThatFits(self.proposal(main: lengths[i], cross: crossProposal))
                // A spacer is only length along the stack; across it, it has no size.
                if !s.isSpacer {
                    let g = guide(s, size)
                    above = max(above, g)
                    below = max(below, cross(size) - g)
                }
                total += length(size)
            }
            let crossSize = above + below
            return axis == .horizontal ? Size(width: total, height: crossSize) : Size(width: crossSize, height: total)
        }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let crossProposal = crossProposal(proposal)
        distribute(proposal, subviews) { lengths in
            var above = 0.0, below = 0.0
            for (i, s) in subviews.enumerated() where !s.isSpacer {
                let size = s.sizeThatFits(self.proposal(main: lengths[i], cross: crossProposal))
                let g = guide(s, size)
                above = max(above, g)
                below = max(below, cross(size) - g)
            }
            // The content's guide line, positioned in the bounds by the guide's fraction.
            let boundsCross = axis == .horizontal ? bounds.height : bounds.width
            let fraction = axis == .horizontal ? verticalGuide.fraction : horizontalGuide.fraction
            let line =
                (axis == .horizontal ? bounds.minY : bounds.minX) + (boundsCross - (above + below)) * fraction + above
            var position = axis == .horizontal ? bounds.minX : bounds.minY
            for (i, s) in subviews.enumerated() {
                let p = self.proposal(main: lengths[i], cross: crossProposal)
                let size = s.sizeThatFits(p)
                let crossOrigin = s.isSpacer ? (axis == .horizontal ? bounds.minY : bounds.minX) : line - guide(s, size)
                let origin =
                    axis == .horizontal ? Point(x: position, y: crossOrigin) : Point(x: crossOrigin, y: position)
                s.node.place(in: Rect(origin: origin, size: size), proposal: p)
                position += length(size) + spacing(after: i, of: subviews.count)
            }
        }
    }

    /// Explicit guides of the children along the axis, offset by their positions, for a stack
    /// of `size`.
    @MainActor
    func explicitGuides(in node: ViewNode, size: Size) -> [ObjectIdentifier: Double] {
        let subviews = node.layoutChildren
        let p = ProposedViewSize(size)
        let crossProposal = crossProposal(p)
        return distribute(p, subviews) { lengths in
            var position = 0.0
            var out: [ObjectIdentifier: Double] = [:]
            for (i, s) in subviews.enumerated() {
                let childSize = s.sizeThatFits(proposal(main: lengths[i], cross: crossProposal))
                for (id, value) in s.dimensions(childSize).explicit where out[id] == nil {
                    // Guides along the axis move with the child's position. (Explicit guides across
                    // the axis are offset the same way: a simplification; they are rare in stacks.)
                    out[id] = position + value
                }
                position += length(childSize) + spacing(after: i, of: subviews.count)
            }
            return out
        }
    }

    /// Spacing after child `i` of `count` (0 after the last). Spacers are separated like other views.
    func spacing(after i: Int, of count: Int) -> Double { i == count - 1 ? 0 : (spacing ?? Self.defaultSpacing) }
    func totalSpacing(_ subviews: [LayoutChild]) -> Double {
        Double(max(0, subviews.count - 1)) * (spacing ?? Self.defaultSpacing)
    }

    /// Calls `body` with the length proposed to each child along the axis.
    func distribute<R>(
        _ proposal: ProposedViewSize, _ subviews: [LayoutChild], _ body: (UnsafeBufferPointer<Double?>) -> R
    ) -> R {
        let n = subviews.count
        return withUnsafeTemporaryAllocation(of: Double?.self, capacity: max(1, n)) { result in
            let result = UnsafeMutableBufferPointer(rebasing: result[0..<n])
            let crossProposal = crossProposal(proposal)
            guard let offered = axis == .horizontal ? proposal.width : proposal.height else {
                // Ideal size: every child at its ideal length.
                for i in 0..<n {
                    result.initializeElement(
                        at: i, to: length(subviews[i].sizeThatFits(self.proposal(main: nil, cross: crossProposal))))
                }
                return body(UnsafeBufferPointer(result))
            }
            result.initialize(repeating: nil)
            withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, 2 * n)) { scratch in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, n)) { order in
                    share(
                        offered, crossProposal, subviews, into: result, minimum: scratch.baseAddress!,
                        flexibility: scratch.baseAddress! + n,
                        order: order.baseAddress!)
                }
            }
            return body(UnsafeBufferPointer(result))
        }
    }

    private func share(
        _ offered: Double, _ crossProposal: Double?, _ subviews: [LayoutChild],
        into result: UnsafeMutableBufferPointer<Double?>,
        minimum: UnsafeMutablePointer<Double>, flexibility: UnsafeMutablePointer<Double>,
        order: UnsafeMutablePointer<Int>
    ) {
        let n = subviews.count
        var remaining = offered - totalSpacing(subviews)
        // Flexibility: how much a child can grow beyond its minimum.
        var highest = -Double.infinity, lowest = Double.infinity
        for i in 0..<n {
            let s = subviews[i]
            let least = length(s.sizeThatFits(self.proposal(main: 0, cross: crossProposal)))
            let most = length(s.sizeThatFits(self.proposal(main: .infinity, cross: crossProposal)))
            (minimum + i).initialize(to: least)
            (flexibility + i).initialize(to: most - least)
            highest = max(highest, s.priority)
            lowest = min(lowest, s.priority)
        }
        var priority = highest
        while n > 0 {
            // Children of lower priority get their minimum first.
            var reserved = 0.0
            if lowest < priority {
                for i in 0..<n where subviews[i].priority < priority && result[i] == nil { reserved += minimum[i] }
            }
            // Views first, from least to most flexible (in their order among equals), each offered
            // an equal share of what is left; spacers (keeping their minimum meanwhile) share the
            // rest at the end, so text next to a spacer gets its ideal width when there is room.
            var views = 0, spacers = 0
            var spacerMinimum = 0.0
            for i in 0..<n where subviews[i].priority == priority && !subviews[i].isSpacer {
                var j = views
                while j > 0 && flexibility[order[j - 1]] > flexibility[i] {
                    order[j] = order[j - 1]
                    j -= 1
                }
                order[j] = i
                views += 1
            }
            for i in 0..<n where subviews[i].priority == priority && subviews[i].isSpacer {
                order[views + spacers] = i
                spacers += 1
                spacerMinimum += minimum[i]
            }
            func pass(from start: Int, count: Int, available: Double) {
                var left = count, available = available
                for k in start..<(start + count) {
                    let i = order[k]
                    let share = max(0, available / Double(left))
                    let taken = length(subviews[i].sizeThatFits(self.proposal(main: share, cross: crossProposal)))
                    result[i] = share
                    available -= taken
                    remaining -= taken
                    left -= 1
                }
            }
            pass(from: 0, count: views, available: remaining - reserved - spacerMinimum)
            pass(from: views, count: spacers, available: remaining - reserved)
            // The next lower priority among the children.
            var next = -Double.infinity
            for i in 0..<n where subviews[i].priority < priority { next = max(next, subviews[i].priority) }
            if next == -Double.infinity { break }
            priority = next
        }
    }
}
