import KioskRaster

/// `.padding`: the child gets the proposal minus the insets, and the insets are added back.
package struct PaddingView<Content: View>: View, PrimitiveView, PassesContent {
    let content: Content
    let insets: EdgeInsets
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PaddingLayout(insets: insets) }
}

struct PaddingLayout: NodeLayout {
    let insets: EdgeInsets
    func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max(0, $0 - insets.horizontal) }, height: p.height.map { max(0, $0 - insets.vertical) }
        )
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        let s = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
        return Size(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let p = inner(proposal)
        for s in subviews {
            let size = s.sizeThatFits(p)
            s.node.place(
                in: Rect(
                    x: bounds.minX + insets.leading, y: bounds.minY + insets.top, width: size.width, height: size.height
                ), proposal: p)
        }
    }
}

/// `.frame(width:height:alignment:)` and `.frame(minWidth:idealWidth:maxWidth:...)`.
package struct FrameView<Content: View>: View, PrimitiveView, PassesContent {
    let content: Content
    let layout: FrameLayout
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { layout }
}

/// SwiftUI's frame algorithm: fixed dimensions are proposed and reported as they are; flexible
/// ones clamp the proposal into [min, max], and the child's size is clamped the same way
/// (a maximum of `.infinity` takes all that is offered).
struct FrameLayout: NodeLayout {
    var width: Double?, height: Double?
    var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    var alignment: Alignment

    func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
        var v = v
        if let hi, v > hi { v = hi }
        if let lo, v < lo { v = lo }
        return v
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        var w = width ?? p.width.map { clamp($0, minWidth, maxWidth) } ?? idealWidth
        var h = height ?? p.height.map { clamp($0, minHeight, maxHeight) } ?? idealHeight
        if width == nil, p.width == nil, idealWidth == nil, minWidth == nil, maxWidth == nil { w = nil }
        if height == nil, p.height == nil, idealHeight == nil, minHeight == nil, maxHeight == nil { h = nil }
        return ProposedViewSize(width: w, height: h)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return Size(
            width: dimension(
                fixed: width, lo: minWidth, ideal: idealWidth, hi: maxWidth, proposed: proposal.width,
                child: child.width),
            height: dimension(
                fixed: height, lo: minHeight, ideal: idealHeight, hi: maxHeight, proposed: proposal.height,
                child: child.height))
    }

    func dimension(fixed: Double?, lo: Double?, ideal: Double?, hi: Double?, proposed: Double?, child: Double) -> Double
    {
        if let fixed { return fixed }
        guard lo != nil || hi != nil else { return child }
        let offered = proposed ?? ideal ?? child
        var result = child
        if let lo {
            result = max(lo, min(result, offered.isFinite ? max(offered, result) : result))
            result = max(result, lo)
        }
        if let hi {
            // A flexible maximum grows to the offer (up to the maximum), a fixed one caps the child.
            // Offered infinity (a stack measuring how far its children can grow), a maximum of
            // `.infinity` says so: without it a field beside a button took half the row.
            result = min(hi, max(result, offered))
        }
        if let lo, result < lo { result = lo }
        return result
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let p = childProposal(ProposedViewSize(width: bounds.width, height: bounds.height))
        for s in subviews {
            let size = s.sizeThatFits(p)
            s.node.place(in: Rect(origin: alignment.origin(of: size, in: bounds), size: size), proposal: p)
        }
    }
}

/// `.fixedSize()`: the child gets nil proposals on the chosen axes (its ideal size).
package struct FixedSizeView<Content: View>: View, PrimitiveView, PassesContent {
    let content: Content
    let horizontal: Bool, vertical: Bool
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { FixedSizeLayout(horizontal: horizontal, vertical: vertical) }
}

struct FixedSizeLayout: NodeLayout {
    let horizontal: Bool, vertical: Bool
    func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let p = inner(proposal)
        for s in subviews { s.node.place(in: Rect(origin: bounds.origin, size: s.sizeThatFits(p)), proposal: p) }
    }
}

/// `.background` and `.overlay`: a secondary view sized to the primary one and aligned in it.
package struct LayeredView<Content: View, Layer: View>: View, PrimitiveView, StoredChildren {
    let content: Content
    let layer: Layer
    let alignment: Alignment
    let layerOnTop: Bool
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] {
        let main = ChildView(key: [.body], view: content), extra = ChildView(key: [.index(1)], view: layer)
        return layerOnTop ? [main, extra] : [extra, main]
    }
    func makeLayout() -> any NodeLayout { LayeredLayout(alignment: alignment, mainIndex: layerOnTop ? 0 : 1) }
}

struct LayeredLayout: NodeLayout {
    let alignment: Alignment
    let mainIndex: Int
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        subviews.count > mainIndex ? subviews[mainIndex].sizeThatFits(proposal) : .zero
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        guard subviews.count > mainIndex else { return }
        let main = subviews[mainIndex]
        main.node.place(in: Rect(origin: bounds.origin, size: main.sizeThatFits(proposal)), proposal: proposal)
        let layerProposal = ProposedViewSize(width: bounds.width, height: bounds.height)
        for (i, s) in subviews.enumerated() where i != mainIndex {
            let size = s.sizeThatFits(layerProposal)
            s.node.place(in: Rect(origin: alignment.origin(of: size, in: bounds), size: size), proposal: layerProposal)
        }
    }
}

/// A wrapper that changes the environment, the layout priority or the drawing of its content.
package struct ModifiedView<Content: View>: View, PrimitiveView, PassesContent {
    let content: Content
    let modifier: BuiltinModifier
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func transformEnvironment(_ environment: inout EnvironmentValues) { modifier.apply(to: &environment) }
    func effect(in frame: Rect, environment: EnvironmentValues) -> DrawEffect? {
        modifier.effect(in: frame, environment: environment)
    }
}

/// The modifiers that are environment writes or drawing effects.
enum BuiltinModifier: @unchecked Sendable {
    case font(Font?)
    case fontWeight(Font.Weight?)
    case foreground(Color?)
    case tint(Color?)
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case disabled(Bool)
    case colorScheme(ColorScheme)
    case layoutPriority(Double)
    case opacity(Double)
    case offset(x: Double, y: Double)
    case clip(any Shape)
    case shadow(Color, radius: Double, x: Double, y: Double)
    case hidden
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)

    func apply(to env: inout EnvironmentValues) {
        switch self {
        case .font(let f): env.font = f
        case .fontWeight(let w): if let w { env.font = (env.font ?? .body).weight(w) }
        case .foreground(let c):
            env.foregroundColor = c
            if env.foregroundShapeStyle != nil { env.foregroundShapeStyle = nil }
        case .tint(let c):
            env.tint = c
            if env.tintGradientValue != nil { env.tintGradientValue = nil }
        case .lineLimit(let n): env.lineLimit = n
        case .multilineTextAlignment(let a): env.multilineTextAlignment = a
        case .disabled(let d): if d { env.isEnabled = false }
        case .colorScheme(let s): env.colorScheme = s
        default: break
        }
    }

    @MainActor
    func effect(in frame: Rect, environment: EnvironmentValues) -> DrawEffect? {
        switch self {
        case .opacity(let o): .opacity(o)
        case .hidden: .opacity(0)
        case .offset(let x, let y): .offset(dx: x, dy: y)
        case .clip(let shape): .clip(shape.path(placedIn: frame, scale: 1))
        case .shadow(let c, let r, let x, let y): .shadow(color: c.resolve(in: environment), radius: r, x: x, y: y)
        case .scale(let x, let y, let anchor):
            .transform(AffineTransform(scaleX: x, y: y), anchor: anchor.point(in: frame))
        case .rotation(let angle, let anchor):
            .transform(AffineTransform(rotationAngle: angle.radians), anchor: anchor.point(in: frame))
        default: nil
        }
    }
}

extension View {
    /// Room around the view: `length` on every edge, or the given insets.
    public func padding(_ insets: EdgeInsets) -> some View { PaddingView(content: self, insets: insets) }
    /// Room around the view: `length` on every edge, or the given insets.
    public func padding(_ length: Double) -> some View { padding(EdgeInsets(all: length)) }
    /// Padding on `edges`; 16 points when no length is given (SwiftUI's default on touch devices).
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        let l = length ?? 16
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// A frame of fixed width or height (nil: the view's own), the view lined up in it.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
        FrameView(content: self, layout: FrameLayout(width: width, height: height, alignment: alignment))
    }
    /// Bounds on the view's size; `.infinity` as a maximum takes all the room offered.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some View {
        FrameView(
            content: self,
            layout: FrameLayout(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
    /// The view takes its ideal size along the axes given, whatever it is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        FixedSizeView(content: self, horizontal: horizontal, vertical: vertical)
    }

    /// A view behind this one, the same size, lined up by `alignment`.
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: view, alignment: alignment, layerOnTop: false)
    }
    /// Views behind this one, the same size, lined up by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }
    /// A view in front of this one, the same size, lined up by `alignment`.
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: view, alignment: alignment, layerOnTop: true)
    }
    /// Views in front of this one, the same size, lined up by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> V) -> some View {
        overlay(content(), alignment: alignment)
    }
    /// `.background(.red, in: RoundedRectangle(cornerRadius: 8))`.
    public func background<S: ShapeStyle, Sh: Shape>(_ style: S, in shape: Sh) -> some View {
        background(shape.fill(style))
    }

    /// The font of text below.
    public func font(_ font: Font?) -> some View { ModifiedView(content: self, modifier: .font(font)) }
    /// The weight of text below.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        ModifiedView(content: self, modifier: .fontWeight(weight))
    }
    /// Bold text below.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }
    /// The colour of text, symbols and shapes below.
    public func foregroundStyle(_ color: Color) -> some View {
        ModifiedView(content: self, modifier: .foreground(color))
    }
    /// The colour of text, symbols and shapes below.
    public func foregroundColor(_ color: Color?) -> some View {
        ModifiedView(content: self, modifier: .foreground(color))
    }
    /// The accent of controls below; nil: the accent colour.
    public func tint(_ color: Color?) -> some View { ModifiedView(content: self, modifier: .tint(color)) }
    /// The accent colour of the controls below (SwiftUI's earlier name of `tint`).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
    /// A border of `width` points drawn inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
    /// Extra room between lines of text below, in points.
    public func lineSpacing(_ spacing: Double) -> some View { environment(\.lineSpacing, spacing) }
    /// Extra room between the characters of text below, in points.
    public func tracking(_ tracking: Double) -> some View { environment(\.tracking, tracking) }
    /// The most lines text below wraps to; nil: no limit.
    public func lineLimit(_ n: Int?) -> some View { ModifiedView(content: self, modifier: .lineLimit(n)) }
    /// How wrapped text below lines up: leading, centre or trailing.
    public func multilineTextAlignment(_ a: TextAlignment) -> some View {
        ModifiedView(content: self, modifier: .multilineTextAlignment(a))
    }
    /// Disables the controls below: they neither respond nor look active.
    public func disabled(_ disabled: Bool) -> some View { ModifiedView(content: self, modifier: .disabled(disabled)) }
    /// Light or dark for this view and the views below it.
    public func preferredColorScheme(_ scheme: ColorScheme) -> some View {
        ModifiedView(content: self, modifier: .colorScheme(scheme))
    }
    /// Stacks offer room to views of higher priority first.
    public func layoutPriority(_ p: Double) -> some View { ModifiedView(content: self, modifier: .layoutPriority(p)) }
    /// Draws the view at opacity `o` (0 to 1).
    public func opacity(_ o: Double) -> some View { ModifiedView(content: self, modifier: .opacity(o)) }
    /// The view takes its room but is not drawn and takes no touches.
    public func hidden() -> some View { ModifiedView(content: self, modifier: .hidden) }
    /// Draws the view moved by `x` and `y`, without changing its layout.
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        ModifiedView(content: self, modifier: .offset(x: x, y: y))
    }
    /// Draws the view moved by `size`, without changing its layout.
    public func offset(_ size: Size) -> some View { offset(x: size.width, y: size.height) }
    /// Cuts the view to `shape`, antialiased.
    public func clipShape<S: Shape>(_ shape: S) -> some View { ModifiedView(content: self, modifier: .clip(shape)) }
    /// Cuts away what is drawn outside the view's frame.
    public func clipped() -> some View { clipShape(Rectangle()) }
    /// Cuts the view to a rounded rectangle of radius `r`.
    public func cornerRadius(_ r: Double) -> some View { clipShape(RoundedRectangle(cornerRadius: r)) }
    /// Draws the view scaled by `s` about `anchor`, without changing its layout.
    public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> some View {
        ModifiedView(content: self, modifier: .scale(x: s, y: s, anchor: anchor))
    }
    /// Draws the view scaled by `x` and `y` about `anchor`, without changing its layout.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        ModifiedView(content: self, modifier: .scale(x: x, y: y, anchor: anchor))
    }
    /// Draws the view turned by `angle` about `anchor`, without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        ModifiedView(content: self, modifier: .rotation(angle, anchor: anchor))
    }
    /// A blurred shadow of the view's shape, `radius` points soft, moved by `x` and `y`.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
    ) -> some View {
        ModifiedView(content: self, modifier: .shadow(color, radius: radius, x: x, y: y))
    }
}

@MainActor
protocol LayoutPriorityProviding { var layoutPriority: Double { get } }

extension ModifiedView: LayoutPriorityProviding {
    var layoutPriority: Double { if case .layoutPriority(let p) = modifier { return p } else { return 0 } }
}

/// An angle, as SwiftUI's.
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / Double.pi }
    /// No rotation.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { radians = degrees * Double.pi / 180 }
    /// An angle of `r` radians (SwiftUI's `.radians(_:)`).
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle of `d` degrees (SwiftUI's `.degrees(_:)`).
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// No rotation.
    public static let zero = Angle(radians: 0)
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    /// The sum of two angles.
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// Adds `b` to `a`.
    public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    /// Subtracts `b` from `a`.
    public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
    /// The opposite angle.
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// The angle scaled by `k`.
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    /// The angle scaled by `k`.
    public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
    /// The angle divided by `k`.
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
}

/// `.compositingGroup()`: the subtree is drawn as one layer, so effects above it (opacity)
/// apply to the group as a whole instead of to each view in it.
package struct CompositingGroupView<Content: View>: View, PrimitiveView, StoredChildren, CompositingGroupMarker {
    let content: Content
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

/// Views drawn as one layer (`.compositingGroup()`, `.blendMode(_:)`, `.blur(radius:)`,
/// `.mask`), with what is done to the layer as a whole.
@MainActor
protocol CompositingGroupMarker { var layerEffect: LayerEffect? { get } }

extension CompositingGroupMarker {
    var layerEffect: LayerEffect? { nil }
}

/// What happens to a view drawn as one layer.
enum LayerEffect: Equatable {
    /// Mixed with what is beneath it.
    case mix(MixBlendMode)
    /// Blurred (a radius in points; `opaque`: its edges do not fade out).
    case blur(radius: Double, opaque: Bool)
    /// Its colours through a matrix (`.grayscale`, `.brightness` and the other colour filters).
    case colorMatrix(PixelColorMatrix)
    /// Shown where its second child (the mask) is opaque.
    case mask
}

extension View {
    /// Draws the view as one layer, so that effects above it (opacity) apply to it as a whole.
    public func compositingGroup() -> some View { CompositingGroupView(content: self) }
}

/// `.alignmentGuide(_:computeValue:)`: where this view sits on a guide, computed from its size.
package struct AlignmentGuideView<Content: View>: View, PrimitiveView, StoredChildren, AlignmentGuideProviding,
    FrameTransparent
{
    let content: Content
    let guides: [(ObjectIdentifier, @MainActor (ViewDimensions) -> Double)]
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

@MainActor
protocol AlignmentGuideProviding { var guides: [(ObjectIdentifier, @MainActor (ViewDimensions) -> Double)] { get } }

/// Wrappers that do not change their content's frame, through which alignment guides pass.
protocol FrameTransparent {}
extension ModifiedView: FrameTransparent {}
extension EnvironmentWriter: FrameTransparent {}
extension AccessibilityView: FrameTransparent {}
extension GestureView: FrameTransparent {}
extension AnimationView: FrameTransparent {}
extension LifecycleView: FrameTransparent {}
extension IDView: FrameTransparent {}
extension AnyView: FrameTransparent {}
extension HitTestingView: FrameTransparent {}

extension View {
    /// Where this view lines up for `g`, computed from its dimensions.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping @MainActor (ViewDimensions) -> Double
    ) -> some View {
        AlignmentGuideView(content: self, guides: [(g.id, computeValue)])
    }
    /// Where this view lines up for `g`, computed from its dimensions.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping @MainActor (ViewDimensions) -> Double
    ) -> some View {
        AlignmentGuideView(content: self, guides: [(g.id, computeValue)])
    }
}
