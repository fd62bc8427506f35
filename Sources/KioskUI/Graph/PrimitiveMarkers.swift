/// The marker protocols a primitive view type adopts, as its `PrimitiveView` conformance
/// answers them. A conformance check (`type is P.Type`) the first time a type is seen searches
/// every conformance record of the program when the answer is no: about 50 K instructions a
/// check on a Pi-sized binary, a dozen checks a type, so that a screen's first appearance
/// (a tab's first visit) cost tens of milliseconds. Each flag below has a default of false
/// and a default of true for the types that adopt its protocol; the compiler picks the more
/// specific one where the conformance is declared, so the answers are settled at build time.
/// `PrimitiveMarkersTests` checks them against the runtime's own answers.
struct PrimitiveMarkers: OptionSet, Sendable {
    let rawValue: UInt32
    static let multiView = PrimitiveMarkers(rawValue: 1 << 0)
    static let optional = PrimitiveMarkers(rawValue: 1 << 1)
    static let storedChildren = PrimitiveMarkers(rawValue: 1 << 2)
    static let contextualLayout = PrimitiveMarkers(rawValue: 1 << 3)
    static let nodeAware = PrimitiveMarkers(rawValue: 1 << 4)
    static let layoutPriority = PrimitiveMarkers(rawValue: 1 << 5)
    static let animationScoped = PrimitiveMarkers(rawValue: 1 << 6)
    static let lifecycle = PrimitiveMarkers(rawValue: 1 << 7)
    static let changeObserving = PrimitiveMarkers(rawValue: 1 << 8)
    static let alignmentGuides = PrimitiveMarkers(rawValue: 1 << 9)
    static let fragmentScoping = PrimitiveMarkers(rawValue: 1 << 10)
    static let compositingGroup = PrimitiveMarkers(rawValue: 1 << 11)
    static let hitTesting = PrimitiveMarkers(rawValue: 1 << 12)
    static let accessibilitySpec = PrimitiveMarkers(rawValue: 1 << 13)
    static let frameTransparent = PrimitiveMarkers(rawValue: 1 << 14)
    // What hit testing asks of a participant, so that it casts only to what is there.
    static let hitTestConfiguring = PrimitiveMarkers(rawValue: 1 << 15)
    static let clipping = PrimitiveMarkers(rawValue: 1 << 16)
    static let hitArea = PrimitiveMarkers(rawValue: 1 << 17)
    static let gestureSpec = PrimitiveMarkers(rawValue: 1 << 18)
    static let passesContent = PrimitiveMarkers(rawValue: 1 << 19)
}

// Each marker's flag: false by default, true where the type adopts the protocol. The
// union of the flags is the type's `markers`.
extension PrimitiveView {
    static var markers: PrimitiveMarkers {
        var m: PrimitiveMarkers = []
        if isMultiViewMarked { m.insert(.multiView) }
        if isOptionalMarked { m.insert(.optional) }
        if hasStoredChildrenMarked { m.insert(.storedChildren) }
        if isContextualLayoutMarked { m.insert(.contextualLayout) }
        if isNodeAwareMarked { m.insert(.nodeAware) }
        if setsLayoutPriorityMarked { m.insert(.layoutPriority) }
        if isAnimationScopedMarked { m.insert(.animationScoped) }
        if hasLifecycleMarked { m.insert(.lifecycle) }
        if observesChangesMarked { m.insert(.changeObserving) }
        if setsAlignmentGuidesMarked { m.insert(.alignmentGuides) }
        if scopesFragmentsMarked { m.insert(.fragmentScoping) }
        if isCompositingGroupMarked { m.insert(.compositingGroup) }
        if takesPartInHitTestingMarked { m.insert(.hitTesting) }
        if hasAccessibilitySpecMarked { m.insert(.accessibilitySpec) }
        if isFrameTransparentMarked { m.insert(.frameTransparent) }
        if configuresHitTestingMarked { m.insert(.hitTestConfiguring) }
        if providesClipMarked { m.insert(.clipping) }
        if providesHitAreaMarked { m.insert(.hitArea) }
        if providesGestureSpecMarked { m.insert(.gestureSpec) }
        if passesContentMarked { m.insert(.passesContent) }
        return m
    }
    static var isMultiViewMarked: Bool { false }
    static var isOptionalMarked: Bool { false }
    static var hasStoredChildrenMarked: Bool { false }
    static var isContextualLayoutMarked: Bool { false }
    static var isNodeAwareMarked: Bool { false }
    static var setsLayoutPriorityMarked: Bool { false }
    static var isAnimationScopedMarked: Bool { false }
    static var hasLifecycleMarked: Bool { false }
    static var observesChangesMarked: Bool { false }
    static var setsAlignmentGuidesMarked: Bool { false }
    static var scopesFragmentsMarked: Bool { false }
    static var isCompositingGroupMarked: Bool { false }
    static var takesPartInHitTestingMarked: Bool { false }
    static var hasAccessibilitySpecMarked: Bool { false }
    static var isFrameTransparentMarked: Bool { false }
    static var configuresHitTestingMarked: Bool { false }
    static var providesClipMarked: Bool { false }
    static var providesHitAreaMarked: Bool { false }
    static var providesGestureSpecMarked: Bool { false }
    static var passesContentMarked: Bool { false }
}

extension PrimitiveView where Self: MultiView { static var isMultiViewMarked: Bool { true } }
extension PrimitiveView where Self: AnyOptionalView { static var isOptionalMarked: Bool { true } }
extension PrimitiveView where Self: StoredChildren { static var hasStoredChildrenMarked: Bool { true } }
extension PrimitiveView where Self: PassesContent { static var passesContentMarked: Bool { true } }
extension PrimitiveView where Self: ContextualLayoutView { static var isContextualLayoutMarked: Bool { true } }
extension PrimitiveView where Self: NodeAwareView { static var isNodeAwareMarked: Bool { true } }
extension PrimitiveView where Self: LayoutPriorityProviding { static var setsLayoutPriorityMarked: Bool { true } }
extension PrimitiveView where Self: AnimationScoped { static var isAnimationScopedMarked: Bool { true } }
extension PrimitiveView where Self: LifecycleProviding { static var hasLifecycleMarked: Bool { true } }
extension PrimitiveView where Self: ChangeObserving { static var observesChangesMarked: Bool { true } }
extension PrimitiveView where Self: AlignmentGuideProviding { static var setsAlignmentGuidesMarked: Bool { true } }
extension PrimitiveView where Self: FragmentScoping { static var scopesFragmentsMarked: Bool { true } }
extension PrimitiveView where Self: CompositingGroupMarker { static var isCompositingGroupMarked: Bool { true } }
extension PrimitiveView where Self: HitTestParticipant { static var takesPartInHitTestingMarked: Bool { true } }
extension PrimitiveView where Self: AccessibilitySpecProviding { static var hasAccessibilitySpecMarked: Bool { true } }
extension PrimitiveView where Self: FrameTransparent { static var isFrameTransparentMarked: Bool { true } }
extension PrimitiveView where Self: HitTestConfiguring { static var configuresHitTestingMarked: Bool { true } }
extension PrimitiveView where Self: ClipProviding { static var providesClipMarked: Bool { true } }
extension PrimitiveView where Self: HitAreaProviding { static var providesHitAreaMarked: Bool { true } }
extension PrimitiveView where Self: GestureSpecProviding { static var providesGestureSpecMarked: Bool { true } }
