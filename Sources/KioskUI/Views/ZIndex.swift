/// `.zIndex(_:)`: where the view is drawn among its siblings, from back to front. The index
/// belongs to the container's child that this view is, or is wrapped in (through modifiers
/// and views' bodies, as SwiftUI's traits travel), up to the nearest container.
package struct ZIndexView<Content: View>: View, PrimitiveView, NodeAwareView, FrameTransparent {
    let content: Content
    let zIndexValue: Double
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }

    func children(of node: ViewNode) -> [ChildView] {
        var child = node
        while let parent = child.parent, parent.children.count == 1, !(parent.primitive is SiblingContainer) {
            child = parent
        }
        if child.zIndex != zIndexValue {
            child.zIndex = zIndexValue
            child.parent?.hasZIndexedChildren = true
        }
        return children()
    }
}

/// Views that lay out several children (stacks, grids, layouts): a `.zIndex` inside one of
/// their children orders it among its siblings and goes no further up.
@MainActor
protocol SiblingContainer {}

extension View {
    /// Draws the view in front of its siblings with a lower value and behind those with a
    /// higher one (0 unless set; equals keep their order). Touches reach the front first.
    public func zIndex(_ value: Double) -> some View { ZIndexView(content: self, zIndexValue: value) }
}

extension HStack: SiblingContainer {}
extension VStack: SiblingContainer {}
extension ZStack: SiblingContainer {}
extension Grid: SiblingContainer {}
extension GridRow: SiblingContainer {}
extension LayoutContainer: SiblingContainer {}
extension ViewThatFits: SiblingContainer {}
extension LazyVStack: SiblingContainer {}
extension LazyHStack: SiblingContainer {}
extension LazyVGrid: SiblingContainer {}
extension LazyHGrid: SiblingContainer {}
