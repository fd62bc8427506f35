/// What the view graph needs to know of a view type, worked out once per type: which of the
/// graph's protocols it adopts. A conformance check (`view is P`, `view as? P`) searches the
/// runtime's conformance tables; done for every node of every frame, those searches were a
/// fifth of a busy frame's instructions. A node keeps its type's traits (its view's type
/// never changes: another type is another node).
@MainActor
final class ViewTraits {
    let isPrimitive: Bool
    let isMultiView: Bool
    let isOptional: Bool
    /// Its children are views it stores: computing them runs no app code, so reads no
    /// `@Observable` model, and needs no observation tracking.
    let hasStoredChildren: Bool
    let isContextualLayout: Bool
    let isNodeAware: Bool
    let setsLayoutPriority: Bool
    let isAnimationScoped: Bool
    let hasLifecycle: Bool
    /// `.onChange`: the node compares its old and new view on every update.
    let observesChanges: Bool
    let setsAlignmentGuides: Bool
    /// A `.transition` or a `.matchedGeometryEffect`: marks the fragments drawn inside.
    let scopesFragments: Bool
    let isCompositingGroup: Bool
    let isSpacer: Bool
    /// Takes part in hit testing (gestures, clips, content shapes, shapes' outlines).
    let takesPartInHitTesting: Bool
    /// Which of hit testing's protocols it adopts (each refines `HitTestParticipant`).
    let configuresHitTesting: Bool, providesClip: Bool, providesHitArea: Bool, providesGestureSpec: Bool
    /// Carries accessibility modifiers (`AccessibilitySpecProviding`).
    let hasAccessibilitySpec: Bool
    /// Passes alignment guides and grid cell settings through (`FrameTransparent`).
    let isFrameTransparent: Bool
    /// Has `animatableData` of its own (a custom shape, a counting text): animations move its
    /// value step by step. Primitive views answer by their type (no conformance search: 80 K
    /// instructions a type); views with a body are asked when one of the type first changes.
    private(set) lazy var isAnimatable =
        primitiveType.map { $0.hasAnimatableData } ?? AnimatableRun.animates(type)
    /// A primitive that stores the content it wraps (a modifier, `AnyView`): its comparison
    /// split into its own fields and that content. Its layout, environment, effects and drawing
    /// come from its own fields; its content only goes to its children.
    private(set) lazy var ownFields: ValueComparer.WrapperPlan? =
        hasStoredChildren && !isNodeAware && !isContextualLayout && !isAnimatable
        ? ValueComparer.wrapperPlan(of: type) : nil
    /// Where a `PassesContent` wrapper keeps its content (nil for other types).
    private(set) lazy var contentField: ValueComparer.ContentField? = passesContent ? ownFields?.field : nil
    let passesContent: Bool
    let type: Any.Type
    /// The type as a primitive view (nil for a view with a body).
    let primitiveType: (any PrimitiveView.Type)?
    /// The type's place in `all`, for per-type counters kept in arrays.
    let index: Int

    private init(_ type: Any.Type, index: Int) {
        self.type = type
        self.index = index
        // One conformance check: a primitive view's type names the graph's protocols it
        // adopts itself (`PrimitiveMarkers`); a view with a body adopts none of them.
        primitiveType = type as? any PrimitiveView.Type
        let markers = primitiveType?.markers
        let m = markers ?? []
        isPrimitive = markers != nil
        isMultiView = m.contains(.multiView)
        isOptional = m.contains(.optional)
        hasStoredChildren = m.contains(.storedChildren)
        isContextualLayout = m.contains(.contextualLayout)
        isNodeAware = m.contains(.nodeAware)
        setsLayoutPriority = m.contains(.layoutPriority)
        isAnimationScoped = m.contains(.animationScoped)
        hasLifecycle = m.contains(.lifecycle)
        observesChanges = m.contains(.changeObserving)
        setsAlignmentGuides = m.contains(.alignmentGuides)
        scopesFragments = m.contains(.fragmentScoping)
        isCompositingGroup = m.contains(.compositingGroup)
        takesPartInHitTesting = m.contains(.hitTesting)
        configuresHitTesting = m.contains(.hitTestConfiguring)
        providesClip = m.contains(.clipping)
        providesHitArea = m.contains(.hitArea)
        providesGestureSpec = m.contains(.gestureSpec)
        hasAccessibilitySpec = m.contains(.accessibilitySpec)
        isFrameTransparent = m.contains(.frameTransparent)
        passesContent = m.contains(.passesContent)
        isSpacer = type == Spacer.self
    }

    private static var table = TypeTable<ViewTraits>()
    private(set) static var all: [ViewTraits] = []

    /// The traits of `type` if the graph has made a node of that type (nil otherwise: asking
    /// does not look its conformances up).
    static func known(_ type: Any.Type) -> ViewTraits? { table[type] }

    static func of(_ type: Any.Type) -> ViewTraits {
        if let known = table[type] { return known }
        let made = ViewTraits(type, index: all.count)
        table[type] = made
        all.append(made)
        return made
    }
}

/// Primitive views whose children are the views they store (leaves, modifiers, single-child
/// wrappers): working them out runs no closure of the app's. Containers that flatten their
/// content (stacks, `ForEach`, groups) run the app's `ForEach` closures, and are not this.
protocol StoredChildren {}

/// Stored children that are exactly the view the type stores as `content` (`wrapped` in
/// `AnyView`), under one key: `children()` is that view alone, whatever the other fields hold.
/// Such a wrapper given new content under equal own fields hands it to its child as it is.
protocol PassesContent: StoredChildren {}

/// Views that take part in hit testing: the protocols hit testing asks about refine it.
@MainActor
protocol HitTestParticipant {}
