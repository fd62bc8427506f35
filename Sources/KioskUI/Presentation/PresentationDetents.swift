/// The heights a sheet rests at, as SwiftUI's `PresentationDetent` (the sheet takes the
/// largest one given; dragging between detents is not offered).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable { case fraction(Double), height(Double) }
    let kind: Kind
    /// Half the screen's height.
    public static let medium = PresentationDetent(kind: .fraction(0.5))
    /// Nine tenths of the screen's height.
    public static let large = PresentationDetent(kind: .fraction(0.9))
    /// A fraction of the screen's height (0 to 1).
    public static func fraction(_ f: Double) -> PresentationDetent {
        PresentationDetent(kind: .fraction(min(1, max(0, f))))
    }
    /// A height in points.
    public static func height(_ h: Double) -> PresentationDetent { PresentationDetent(kind: .height(max(0, h))) }

    func height(onScreenOf screen: Double) -> Double {
        switch kind {
        case .fraction(let f): return (screen * f).rounded()
        case .height(let h): return h
        }
    }
}

/// Sizes sheet content to its largest detent on the current screen.
struct DetentFrameView<Content: View>: View, PrimitiveView, NodeAwareView {
    let content: Content
    let detents: Set<PresentationDetent>
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func children(of node: ViewNode) -> [ChildView] {
        let screen = node.graph.screenSize.height
        let height = detents.map { $0.height(onScreenOf: screen) }.max() ?? screen * 0.9
        return [ChildView(key: [.body], view: content.frame(height: height, alignment: .top))]
    }
}

extension View {
    /// The height of the sheet this content is in: the largest of `detents`.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        DetentFrameView(content: self, detents: detents)
    }
}
