/// How a node sizes itself and places its children; the graph's side of SwiftUI's `Layout`.
@MainActor
protocol NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild])
    /// False for layouts that read state kept elsewhere (a scroll position, a lazy stack's
    /// measured rows): two equal values of them may still answer differently.
    static var answersFromItsValue: Bool { get }
}

extension NodeLayout {
    static var answersFromItsValue: Bool { true }
}

extension ValueComparer {
    /// Whether two node layouts certainly give the same answers to the same questions: the
    /// same type, equal values, and nothing read from elsewhere.
    static func equalExistentials(_ a: any NodeLayout, _ b: any NodeLayout) -> Bool {
        let type = Swift.type(of: a)
        guard type == Swift.type(of: b), type.answersFromItsValue else { return false }
        let comparer = of(type)
        if comparer.steps.isEmpty { return true }
        func openA<A: NodeLayout>(_ x: A) -> Bool {
            func openB<B: NodeLayout>(_ y: B) -> Bool {
                withUnsafePointer(to: x) { px in withUnsafePointer(to: y) { py in comparer.equal(px, py) } }
            }
            return _openExistential(b, do: openB)
        }
        return _openExistential(a, do: openA)
    }
}

/// A child as a layout sees it: measure it, then place it.
@MainActor
package struct LayoutChild {
    let node: ViewNode

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { node.sizeThatFits(proposal) }
    public func place(at origin: Point, proposal: ProposedViewSize) {
        node.place(in: Rect(origin: origin, size: node.sizeThatFits(proposal)), proposal: proposal)
    }
    public var priority: Double { node.layoutPriority }
    var isSpacer: Bool { node.traits.isSpacer }

    /// The child's dimensions at `size`, with the explicit guides set on it (or on the
    /// wrappers directly around it).
    func dimensions(_ size: Size, withBaselines: Bool = false) -> ViewDimensions {
        // Most screens set no guide at all: then every guide has its default value.
        guard node.graph.usesAlignmentGuides || withBaselines else {
            return ViewDimensions(width: size.width, height: size.height)
        }
        var explicit: [ObjectIdentifier: Double] = [:]
        var n: ViewNode? = node
        while let current = n {
            if withBaselines, let text = current.layout as? TextNodeLayout {
                for (id, value) in text.baselines(width: size.width) where explicit[id] == nil { explicit[id] = value }
            }
            if current.traits.setsAlignmentGuides, let g = current.view as? AlignmentGuideProviding {
                let d = ViewDimensions(width: size.width, height: size.height, explicit: explicit)
                for (id, compute) in g.guides where explicit[id] == nil { explicit[id] = compute(d) }
            }
            // A stack reports the explicit guides of its children along its axis, moved by
            // where each child sits in it (SwiftUI lines up a custom guide across rows this way).
            if let stack = current.layout as? StackLayout {
                for (id, value) in stack.explicitGuides(in: current, size: size) where explicit[id] == nil {
                    explicit[id] = value
                }
            }
            // Guides pass through wrappers that do not change the frame.
            guard current.traits.isFrameTransparent, current.children.count == 1 else { break }
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
struct ZStackNodeLayout: NodeLayout {
    let alignment: Alignment
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        var w = 0.0, h = 0.0
        for s in subviews {
            let size = s.sizeThatFits(proposal)
            w = max(w, size.width)
            h = max(h, size.height)
        }
        return Size(width: w, height: h)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        for s in subviews {
            let size = s.sizeThatFits(proposal)
            s.node.place(in: Rect(origin: alignment.origin(of: size, in: bounds), size: size), proposal: proposal)
        }
    }
}
