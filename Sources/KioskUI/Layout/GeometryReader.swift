/// The size and position a `GeometryReader` was given.
public struct GeometryProxy: Sendable {
    /// The size the reader was given.
    public let size: Size
    let globalFrame: Rect
    /// SwiftUI's coordinate spaces: the reader's own, or the screen's.
    public enum CoordinateSpace: Sendable { case local, global }
    /// The reader's frame in a coordinate space (`.local` or `.global`).
    public func frame(in space: CoordinateSpace) -> Rect {
        space == .local ? Rect(origin: .zero, size: size) : globalFrame
    }
}

/// Takes all the space it is offered and builds its content from that size, as SwiftUI's
/// `GeometryReader` (content is placed at the top-leading corner).
///
/// The content is built from the frame of the last layout; when layout gives the reader a new
/// frame, the node is invalidated and the renderer runs another pass in the same frame.
public struct GeometryReader<Content: View>: View, PrimitiveView, NodeAwareView {
    let content: (GeometryProxy) -> Content
    /// Takes all the room offered and builds its content from the size it got.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    func children() -> [ChildView] { [] }
    func children(of node: ViewNode) -> [ChildView] {
        let proxy = GeometryProxy(size: node.frame.size, globalFrame: node.frame)
        return [ChildView(key: [.body], view: content(proxy))]
    }
    func makeLayout() -> any NodeLayout { GeometryLayout() }
}

struct GeometryLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let p = ProposedViewSize(bounds.size)
        for s in subviews { s.node.place(in: Rect(origin: bounds.origin, size: s.sizeThatFits(p)), proposal: p) }
    }
}

/// Primitives whose children depend on their node (its frame), evaluated with it.
@MainActor
protocol NodeAwareView { func children(of node: ViewNode) -> [ChildView] }
