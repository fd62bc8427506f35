/// `.blur(radius:opaque:)`: the view drawn as one layer and blurred (a Gaussian blur whose
/// radius, as a shadow's, is twice its deviation).
package struct BlurView<Content: View>: View, PrimitiveView, StoredChildren, CompositingGroupMarker {
    let content: Content
    let radius: Double
    let opaque: Bool
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    var layerEffect: LayerEffect? { radius > 0 ? .blur(radius: radius, opaque: opaque) : nil }
}

/// `.mask(alignment:_:)`: the view shown where the mask view, laid out over it, is opaque.
package struct MaskView<Content: View, Mask: View>: View, PrimitiveView, StoredChildren, CompositingGroupMarker {
    let content: Content
    let mask: Mask
    let alignment: Alignment
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] {
        [ChildView(key: [.body], view: content), ChildView(key: [.index(1)], view: mask)]
    }
    func makeLayout() -> any NodeLayout { LayeredLayout(alignment: alignment, mainIndex: 0) }
    var layerEffect: LayerEffect? { .mask }
}

extension View {
    /// Blurs the view: `radius` in points (a blur of radius 10 softens over about ten points);
    /// `opaque` keeps its edges from fading into what is beneath.
    public func blur(radius: Double, opaque: Bool = false) -> some View {
        BlurView(content: self, radius: radius, opaque: opaque)
    }

    /// Shows the view only where `mask` is opaque (its alpha, not its colour); the mask is
    /// offered the view's size and placed by `alignment`.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        MaskView(content: self, mask: mask(), alignment: alignment)
    }

    /// Shows the view only where `mask` is opaque (SwiftUI's earlier form).
    public func mask<M: View>(_ mask: M) -> some View { MaskView(content: self, mask: mask, alignment: .center) }
}
