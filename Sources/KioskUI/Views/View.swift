/// A piece of user interface, as in SwiftUI: a value that describes content through `body`.
///
/// Main-actor isolated as SwiftUI's is, and `@preconcurrency` as SwiftUI's is, so that code in
/// Swift 5 language mode that predates strict concurrency compiles as it does on Apple platforms.
@MainActor @preconcurrency
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View
    /// The view's content, built from its properties; evaluated again when they change.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure("Never has no body") }
}

/// Views the graph handles itself (containers, shapes, text, modifiers): they have no body.
@MainActor
protocol PrimitiveView {
    /// The views this one contains, in order, each with its identity key.
    func children() -> [ChildView]
    /// How this view lays out its children (or measures itself, for a leaf).
    func makeLayout() -> any NodeLayout
    /// Changes to the environment seen by the children.
    func transformEnvironment(_ environment: inout EnvironmentValues)
    /// Effects applied to everything drawn by this subtree (offset, opacity, clip, shadow).
    func effect(in frame: Rect, environment: EnvironmentValues) -> DrawEffect?
    /// What this node draws itself, in its own frame (points).
    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem]
    /// Whether the view has `animatableData` of its own that animations move (a shape view
    /// of a custom shape): answered by the type, without a search of the conformances.
    static var hasAnimatableData: Bool { get }
    /// Which of the graph's marker protocols the type adopts (`PrimitiveMarkers.swift`): the
    /// type answers through this one conformance, not one search of the runtime's
    /// conformance records per protocol. Requirements, so that the witness is chosen where
    /// the conformance is declared; every type takes the defaults.
    static var isMultiViewMarked: Bool { get }
    static var isOptionalMarked: Bool { get }
    static var hasStoredChildrenMarked: Bool { get }
    static var isContextualLayoutMarked: Bool { get }
    static var isNodeAwareMarked: Bool { get }
    static var setsLayoutPriorityMarked: Bool { get }
    static var isAnimationScopedMarked: Bool { get }
    static var hasLifecycleMarked: Bool { get }
    static var observesChangesMarked: Bool { get }
    static var setsAlignmentGuidesMarked: Bool { get }
    static var scopesFragmentsMarked: Bool { get }
    static var isCompositingGroupMarked: Bool { get }
    static var takesPartInHitTestingMarked: Bool { get }
    static var hasAccessibilitySpecMarked: Bool { get }
    static var isFrameTransparentMarked: Bool { get }
    static var configuresHitTestingMarked: Bool { get }
    static var providesClipMarked: Bool { get }
    static var providesHitAreaMarked: Bool { get }
    static var providesGestureSpecMarked: Bool { get }
    static var passesContentMarked: Bool { get }
    /// How two of its values compare (`ValueComparer`), settled where the type conforms.
    static var comparison: PrimitiveComparison { get }
    /// What the graph's role protocols ask of a view (`PrimitiveRoles.swift`), answered
    /// through this conformance: a cast of a view to one of them (`view as! NodeAwareView`)
    /// looks the conformance up, several hundred instructions for every evaluated node.
    func makeLayout(environment: EnvironmentValues, context: DrawContext) -> any NodeLayout
    var layoutPriority: Double { get }
    func children(of node: ViewNode) -> [ChildView]
    static func flatten(_ view: any View, into out: inout [ChildView], prefix: [IdentityComponent])
    static func wrappedView(of view: any View) -> (any View)?
    /// The map of root points the view draws its content through (a scale, a turn, a
    /// geometry effect) when laid out in `frame`, for touches to be taken back through; nil
    /// for none. The frame is asked for only by views that may have one: finding it walks
    /// the ancestors, and hit testing asks every node it passes.
    func pointTransform(in frame: () -> Rect) -> ProjectionTransform?
}

extension PrimitiveView {
    /// `view`, whose type is this one, as a primitive view: a cast to the type itself, which
    /// compares type metadata, where a cast to the protocol (`view as? PrimitiveView`) looks
    /// the conformance up (a thousand instructions for every updated node, even when cached).
    static func primitive(from view: any View) -> (any PrimitiveView)? {
        // The type is compared first: a conditional cast costs more than this (1.5% of a
        // dashboard frame).
        type(of: view) == Self.self ? unwrapped(view) : nil
    }

    /// `view`, whose type is this one, read as this type: no cast (a cast from an existential
    /// to a type is a call into the runtime, 400 instructions, for every node made).
    static func unwrapped(_ view: any View) -> Self {
        func read<V: View>(_ v: V) -> Self { withUnsafePointer(to: v) { UnsafeRawPointer($0).load(as: Self.self) } }
        return _openExistential(view, do: read)
    }

    static var hasAnimatableData: Bool { false }
    func children() -> [ChildView] { [] }
    func transformEnvironment(_ environment: inout EnvironmentValues) {}
    func effect(in frame: Rect, environment: EnvironmentValues) -> DrawEffect? { nil }
    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] { [] }
    func pointTransform(in frame: () -> Rect) -> ProjectionTransform? { nil }
}

/// Views that stand for several views in a container (tuples, groups, ForEach): containers
/// flatten them into their subviews, as SwiftUI does.
@MainActor
protocol MultiView {
    func flatten(into out: inout [ChildView], prefix: [IdentityComponent])
}

/// A child view with its structural identity (relative to the parent node).
struct ChildView {
    var key: [IdentityComponent]
    var view: any View
}

/// A container's content as its children: groups, tuples and `ForEach` joined into the list.
@MainActor
func flattenedChildren(_ content: any View) -> [ChildView] {
    var out: [ChildView] = []
    flattenChild(content, key: [], into: &out)
    return out
}

/// Flattens `view` into `out`: multi-views expand, everything else is one child.
@MainActor
func flattenChild(_ view: any View, key: [IdentityComponent], into out: inout [ChildView]) {
    let traits = ViewTraits.of(type(of: view))
    if traits.isMultiView, let type = traits.primitiveType {
        type.flatten(view, into: &out, prefix: key)
    } else if traits.isOptional, let type = traits.primitiveType {
        if let wrapped = type.wrappedView(of: view) {
            flattenChild(wrapped, key: key.appending(.branch(1)), into: &out)
        }
    } else {
        out.append(ChildView(key: key, view: view))
    }
}

/// Leaves whose size depends on the environment (text, images) build their layout with it.
@MainActor
protocol ContextualLayoutView {
    func makeLayout(environment: EnvironmentValues, context: DrawContext) -> any NodeLayout
}

@MainActor
protocol AnyOptionalView { var wrappedView: (any View)? { get } }
