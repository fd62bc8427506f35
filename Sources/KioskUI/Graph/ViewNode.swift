#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
@_spi(SwiftUI) import Observation
import KioskRender

/// One view identity in the graph: owns the view's state, environment, children, cached layout
/// and its placed frame. Nodes persist across frames while their identity does.
@MainActor
final class ViewNode {
    let id: UInt64
    // Neither link is counted: a weak parent gave every node with children a side table,
    // and every retain and release of such a node goes through it (about 4% of a dashboard
    // frame with the unowned graph's checked loads). The graph owns its nodes and outlives
    // them; a parent clears its children's link when it goes (`deinit`), and a node dropped
    // from its parent's children loses its link there (`reconcile`).
    unowned(unsafe) let graph: ViewGraph
    nonisolated(unsafe) unowned(unsafe) var parent: ViewNode?
    private(set) var view: any View {
        didSet {
            castPrimitive = nil
            castHoldsOldContent = false
        }
    }
    /// What the graph knows of the view's type (the same for the node's whole life).
    let traits: ViewTraits
    /// `view` as a primitive, cast once per view value (dynamic casts cost a conformance lookup),
    /// and only when asked for: a node whose view was replaced by an equal one is not asked.
    var primitive: (any PrimitiveView)? {
        if let castPrimitive { return castPrimitive }
        guard let type = traits.primitiveType else { return nil }
        let cast = type.primitive(from: view)
        castPrimitive = cast
        return cast
    }
    private var castPrimitive: (any PrimitiveView)?
    /// `castPrimitive` is of an earlier view with the same own fields: right for all but its
    /// children, which are made from `view`.
    private var castHoldsOldContent = false
    /// Before children are made from the cast.
    private func dropCastWithOldContent() {
        if castHoldsOldContent {
            castPrimitive = nil
            castHoldsOldContent = false
        }
    }
    var children: [ViewNode] = [] {
        didSet { layoutChildren = children.map { LayoutChild(node: $0) } }
    }
    /// Where this node is drawn among its siblings (`.zIndex` on it or on the views it wraps).
    var zIndex = 0.0
    /// Some child has had a `.zIndex`: drawing and hit testing take them in `drawOrder`.
    var hasZIndexedChildren = false
    /// The children from back to front: by `.zIndex` (0 unless set), in order among equals.
    var drawOrder: [ViewNode] {
        guard hasZIndexedChildren else { return children }
        return children.indices.sorted {
            children[$0].zIndex != children[$1].zIndex ? children[$0].zIndex < children[$1].zIndex : $0 < $1
        }.map { children[$0] }
    }
    /// `children` as their parent's layout sees them (made when they change, not per call).
    private(set) var layoutChildren: [LayoutChild] = []
    /// Identity keys of `children`, in the same order.
    var childKeys: [[IdentityComponent]] = []
    var stateSlots: [Int: AnyObject] = [:]
    var environment: EnvironmentValues
    var readsEnvironment = false
    /// Set by a state write; cleared when the body is evaluated.
    var needsEvaluation = true
    /// A wrapper given new content under the same own fields: its children are to be given it.
    private var contentChanged = false
    /// Set by a wrapper parent handing this node new content it knows differs from its view.
    private var contentDiffers = false
    /// True once an @Observable model this node read was changed on another thread: it is
    /// then observed after each store (see `observing`).
    var observesAfterStore = false
    /// Some node below needs evaluation: the walk goes down only where this is set.
    var descendantNeedsEvaluation = false
    /// Set when this node's size or placement may have changed; cleared by `place`.
    var needsPlacement = true
    private var placedProposal: ProposedViewSize?
    /// The answers given before the view last changed, until `settleSizes` compares them.
    private var previousSizes: SizeCache?
    private var queuedForSizeCheck = false
    /// Set when the node leaves the graph.
    private(set) var isRemoved = false
    /// The draw items of the last display list, reused while view, frame and effects hold.
    var cachedDraw: (frame: Rect, items: [DrawItem])?
    /// Something in this subtree changed (evaluated, moved, restructured) since its fragments
    /// were cached in `subtreeFragments` under `subtreeEffects`.
    var subtreeDrawDirty = true
    var subtreeFragments: [DisplayFragment]?
    var subtreeEffects: EffectState?
    /// The fragments made from `cachedDraw` under `cachedEffects`.
    var cachedFragment: NodeFragments?
    var cachedEffects: EffectState?
    var layout: any NodeLayout = PassthroughLayout()
    private var sizeCache = SizeCache()
    /// Frame in the root's coordinate space, in points.
    private(set) var frame = Rect.zero
    /// How far offset effects above the node moved it from its layout frame when last drawn.
    var drawOffset = Point.zero
    /// For a scroll view's content: how far its scrolling moves what it contains (points).
    var appliedScroll = Point.zero
    /// `frame` moved by the offsets and the scrolling above the node: where it is drawn and
    /// touched. (The scrolling is read from the scroll views above, so that a subtree whose
    /// drawing is reused while its scroll view scrolls is still touched where it is.)
    var hitFrame: Rect { frame.offsetBy(dx: drawnShift.x, dy: drawnShift.y) }
    /// How far offsets and scrolling moved the node from its layout frame when last drawn.
    var drawnShift: Point {
        var shift = drawOffset
        var node = parent
        while let n = node {
            shift.x += n.appliedScroll.x
            shift.y += n.appliedScroll.y
            node = n.parent
        }
        return shift
    }
    var layoutPriority = 0.0
    /// True while a layout leaves this view out (the candidates `ViewThatFits` did not pick):
    /// it is neither drawn, nor touched, nor read by assistive technology.
    var isOmittedByLayout = false {
        didSet { if isOmittedByLayout != oldValue { parent?.markDrawDirty() } }
    }
    /// The animation for changes made in this update (`.some(nil)`: explicitly none).
    var transaction: Animation??

    /// Nodes alive in the process, for tests that prove removed views are freed.
    nonisolated(unsafe) static var liveCount = 0
    /// See `NodeHandle`; nil until something asks for it.
    nonisolated(unsafe) var handleStorage: NodeHandle?
    deinit {
        ViewNode.liveCount -= 1
        // A child or a handle another object still holds must not point at freed memory.
        for child in children { child.parent = nil }
        handleStorage?.node = nil
    }

    init(view: any View, environment: EnvironmentValues, graph: ViewGraph, parent: ViewNode?) {
        ViewNode.liveCount += 1
        traits = ViewTraits.of(type(of: view))
        self.view = view
        self.environment = environment
        self.graph = graph
        self.parent = parent
        id = graph.nextNodeID()
        if traits.hasLifecycle, let lifecycle = view as? LifecycleProviding, let appear = lifecycle.appearAction {
            graph.lifecycleActions.append(appear)
        }
        if traits.setsAlignmentGuides { graph.usesAlignmentGuides = true }
        if traits.scopesFragments, (primitive as? FragmentScoping)?.matchedGeometry != nil {
            graph.matchedGeometryNodes[id] = handle
        }
    }

    var typeName: String { String(describing: type(of: view)) }

    /// True when `ancestor` is above this node in the tree.
    func isDescendant(of ancestor: ViewNode) -> Bool {
        var n = parent
        while let current = n {
            if current === ancestor { return true }
            n = current.parent
        }
        return false
    }

    /// The animation of the `withAnimation` block running when a model changed. Read through
    /// a lock rather than by comparing this thread with the one the first graph was made on,
    /// which assumed that thread runs the main actor for the life of the process (in one full
    /// test run of two, a push made in `withAnimation` did not slide). A change made on another
    /// thread while the main actor is inside `withAnimation` animates too: harmless.
    nonisolated static func mainThreadTransaction() -> Animation? {
        Transaction.currentForObservers.withLock { $0 }
    }

    /// Marks this node for re-evaluation at the next update (a state write).
    func invalidate(animation: Animation? = Transaction.current) {
        if let animation {
            transaction = .some(animation)
            graph.frameTransaction = animation
        }
        guard !needsEvaluation else { return }
        needsEvaluation = true
        markAncestorsDirty()
        graph.scheduleEvaluation(of: self)
    }

    /// Marks this node and its ancestors as needing their fragments rebuilt.
    func markDrawDirty() {
        var node: ViewNode? = self
        while let n = node, !n.subtreeDrawDirty || n === self {
            n.subtreeDrawDirty = true
            node = n.parent
        }
    }

    func markAncestorsNeedEvaluation() { markAncestorsDirty() }

    private func markAncestorsDirty() {
        var node = parent
        while let n = node, !n.descendantNeedsEvaluation {
            n.descendantNeedsEvaluation = true
            node = n.parent
        }
    }

    /// Replaces the view value from a parent's re-evaluation. Returns whether anything differs.
    /// (`child` is passed whole: with its view as an existential parameter, the optimiser
    /// turned this function generic and boxed the view again at each use, three heap
    /// allocations per update.)
    func update(_ child: ChildView, environment newEnvironment: EnvironmentValues) {
        let newView = child.view
        // Only `.onChange` views are asked (a cast to the protocol boxes a large view).
        if traits.observesChanges, let change = (newView as? ChangeObserving)?.changeAction(from: view) {
            graph.lifecycleActions.append(change)
        }
        if traits.isAnimationScoped, let scoped = newView as? AnimationScoped,
            let change = scoped.animationIfChanged(from: view)
        {
            transaction = .some(change)
        }
        // Environment changes matter only to nodes that read it or pass it on.
        let sameEnvironment = !readsEnvironmentOrForwards || ViewEquality.environmentEqual(environment, newEnvironment)
        // Told by a wrapper above that its view differs: not compared again.
        let toldItDiffers = contentDiffers
        contentDiffers = false
        // A wrapper (a modifier, `AnyView`) whose own fields are unchanged but whose content
        // changed hands the new content to its child, telling it so, and keeps its layout,
        // environment and drawing: a changed figure deep in a card re-evaluated every modifier
        // of the card's chrome, and each compared the content again. A chain of wrappers
        // compares it once, at its top.
        var sameView = false, sameOwnFields = false
        if sameEnvironment, let split = traits.ownFields {
            sameOwnFields = ViewEquality.equal(view, newView, by: split.own)
            sameView = sameOwnFields && !toldItDiffers && ViewEquality.equal(view, newView, by: split.content)
        } else {
            sameView = !toldItDiffers && ViewEquality.equal(view, newView)
        }
        if !sameView, sameOwnFields {
            replaceView(with: newView)
            contentChanged = true
            return
        }
        if !sameView, traits.isAnimatable {
            updateAnimatable(to: newView, environment: newEnvironment)
            return
        }
        if sameOwnFields { replaceView(with: newView) } else { view = newView }
        // An equal environment made anew (an ancestor evaluated again writes its modifiers'
        // entries afresh) is not taken: the node keeps the one it has, so its descendants find
        // their entries identical and compare them by identity, not value by value (the theme
        // alone, compared at every node under a gauge that moves, was 4% of the frame).
        if !sameEnvironment { environment = newEnvironment }
        if !sameView || !sameEnvironment { needsEvaluation = true }
    }

    /// An `Animatable` view given new data: shown as its data of the moment. Apart from
    /// `update`, whose common path must stay as it is (a variable for the view there boxed every
    /// large view anew, a heap allocation per update).
    @inline(never)
    private func updateAnimatable(to newView: any View, environment newEnvironment: EnvironmentValues) {
        let shown = AnimatableRun.change(of: self, from: view, to: newView)
        if !ViewEquality.equal(view, shown) { needsEvaluation = true }
        if !ViewEquality.environmentEqual(environment, newEnvironment) {
            needsEvaluation = true
            environment = newEnvironment
        }
        view = shown
    }

    private var readsEnvironmentOrForwards: Bool { true }

    /// Shows `newView`, a step of an `Animatable` view's run, from the next update on; its
    /// fragments change at once (the values are what move).
    func show(animated newView: any View) {
        view = newView
        transaction = .some(nil)
        invalidate(animation: nil)
    }

    /// Evaluates this node if needed, then its children (which skip themselves when unchanged).
    func evaluate() {
        guard needsEvaluation || descendantNeedsEvaluation || contentChanged else { return }
        descendantNeedsEvaluation = false
        if contentChanged {
            contentChanged = false
            if !needsEvaluation && !passContent() { needsEvaluation = true }
        }
        if needsEvaluation {
            needsEvaluation = false
            dropCastWithOldContent()
            cachedDraw = nil
            cachedFragment = nil
            markDrawDirty()
            graph.countEvaluation(of: traits)
            if let primitive {
                let newLayout =
                    traits.isContextualLayout
                    ? primitive.makeLayout(environment: environment, context: graph.drawContext)
                    : primitive.makeLayout()
                // A layout equal to the last one (a colour or an action changed) gives the same
                // sizes: only a new one can change what the parent measured.
                if !ValueComparer.equalExistentials(layout, newLayout) {
                    layout = newLayout
                    sizesMayHaveChanged()
                }
                let priority = traits.setsLayoutPriority ? primitive.layoutPriority : 0
                // Stacks share out their length by priority: a new one changes the parent's layout.
                if priority != layoutPriority {
                    layoutPriority = priority
                    parent?.invalidateLayout()
                }
                var childEnvironment = environment
                primitive.transformEnvironment(&childEnvironment)
                // Content closures (ForEach rows, GeometryReader, ScrollViewReader) run here, and
                // what they read of an @Observable model belongs to this node, as a body's does.
                let children: [ChildView]
                if traits.isNodeAware {
                    children = observing { primitive.children(of: self) }
                } else if traits.hasStoredChildren {
                    children = primitive.children()
                } else {
                    children = observing { primitive.children() }
                }
                reconcile(children, environment: childEnvironment)
            } else {
                DynamicPropertyInstaller.install(view, into: self)
                graph.bodyEvaluations += 1
                let body = observingBody()
                reconcile([ChildView(key: [.body], view: body)], environment: environment)
            }
        }
        for child in children { child.evaluate() }
    }

    private static func evaluateBody<V: View>(_ view: V) -> any View { view.body }

    /// Takes `newView`, whose own fields equal the view's. A content-passing wrapper keeps its
    /// cast: all it is asked for (effects, drawing, layout, accessibility) comes from its own
    /// fields; its content is read from `view`, and children are never made from that cast.
    private func replaceView(with newView: any View) {
        let kept = traits.contentField != nil ? castPrimitive : nil
        view = newView
        if kept != nil {
            castPrimitive = kept
            castHoldsOldContent = true
        }
    }

    /// A wrapper's new content given to the children made from the old one, each in the
    /// environment it has (the wrapper's own fields and environment are unchanged, so the one it
    /// would pass down is too). False when the content's identity or type changed: the node is
    /// then evaluated whole.
    private func passContent() -> Bool {
        // The content read from its field: no cast of the view to its primitive (a copy of the
        // whole value in a box of its own) and no list of children made.
        if let field = traits.contentField, children.count == 1 {
            // The content differs from the child's view (this node's own fields were equal).
            let child = children[0]
            guard let content = field.content(of: view, like: child.view) else { return false }
            child.contentDiffers = true
            child.update(ChildView(key: childKeys[0], view: content), environment: child.environment)
            return true
        }
        dropCastWithOldContent()
        guard let primitive else { return false }
        let newChildren = primitive.children()
        guard newChildren.count == children.count else { return false }
        for i in children.indices
        where childKeys[i] != newChildren[i].key || type(of: children[i].view) != type(of: newChildren[i].view) {
            return false
        }
        for i in children.indices { children[i].update(newChildren[i], environment: children[i].environment) }
        return true
    }

    /// Evaluates the body while Observation records which `@Observable` properties it reads;
    /// a later change to any of them invalidates this node.
    private func observingBody() -> any View {
        let view = self.view
        return observing { Self.evaluateBody(view) }
    }

    /// Runs `work` while Observation records the @Observable properties it reads; a later
    /// change to any of them invalidates this node.
    ///
    /// Observation calls back on whatever thread mutates the model: the node is recorded in a
    /// locked inbox that the graph drains on the main actor, with the animation the change was
    /// made under when it was made on the main thread. The plain callback comes at `willSet`,
    /// before the value is stored: a change on another thread wakes the loop, which may
    /// evaluate the body and read the old value before the store, and nothing would announce
    /// the store. So a node once changed from another thread observes with a callback after
    /// the store instead (it costs an allocation per evaluation, which nodes only changed on
    /// the main thread, nearly all of them, are spared). For the first such change, the body
    /// evaluated after its announcement installs that callback, and so hears of the store
    /// unless the writer stores and finishes within that one evaluation.
    private func observing<T>(_ work: () -> T) -> T {
        let inbox = graph.observationInbox
        let id = self.id
        graph.observe(self)
        if observesAfterStore {
            return withObservationTracking {
                work()
            } didSet: { _ in
                inbox.post(id, animation: ViewNode.mainThreadTransaction(), fromAnotherThread: true)
            }
        }
        let evaluatingThread = pthread_self()
        return withObservationTracking {
            work()
        } onChange: {
            inbox.post(
                id, animation: ViewNode.mainThreadTransaction(),
                fromAnotherThread: pthread_equal(pthread_self(), evaluatingThread) == 0)
        }
    }

    /// Matches new child views to existing nodes by identity and type; unmatched nodes go.
    private func reconcile(_ newChildren: [ChildView], environment: EnvironmentValues) {
        // Most evaluations give the same identities in the same order: no table to build.
        if newChildren.count == children.count {
            var same = true
            for i in children.indices
            where childKeys[i] != newChildren[i].key || type(of: children[i].view) != type(of: newChildren[i].view) {
                same = false
                break
            }
            if same {
                for i in children.indices { children[i].update(newChildren[i], environment: environment) }
                return
            }
        }
        var existing: [[IdentityComponent]: ViewNode] = [:]
        for (i, key) in childKeys.enumerated() { existing[key] = children[i] }
        var nodes: [ViewNode] = []
        var keys: [[IdentityComponent]] = []
        nodes.reserveCapacity(newChildren.count)
        var changedStructure = newChildren.count != children.count
        for (i, child) in newChildren.enumerated() {
            if let node = existing[child.key], type(of: node.view) == type(of: child.view) {
                existing[child.key] = nil
                node.update(child, environment: environment)
                if i >= children.count || children[i] !== node { changedStructure = true }
                nodes.append(node)
            } else {
                changedStructure = true
                nodes.append(ViewNode(view: child.view, environment: environment, graph: graph, parent: self))
            }
            keys.append(child.key)
        }
        for leftover in existing.values {
            leftover.removedFromGraph()
            leftover.parent = nil
        }
        if changedStructure { children = nodes }
        childKeys = keys
        if changedStructure {
            invalidateLayout()
            markDrawDirty()
        }
    }

    /// Runs the disappear actions of this subtree after the frame.
    func removedFromGraph() {
        isRemoved = true
        graph.forget(self)
        if traits.scopesFragments { graph.matchedGeometryNodes[id] = nil }
        if traits.hasLifecycle, let lifecycle = view as? LifecycleProviding, let disappear = lifecycle.disappearAction {
            graph.lifecycleActions.append(disappear)
        }
        // A focused view that goes away takes keyboard focus with it, at the end of this
        // update (`applyFocusRequests`): its `.focused` bindings learn it and the on-screen
        // keyboard goes.
        if graph.focus.focusedID == id {
            graph.focus.released = id
            graph.focus.releasedTargets = graph.focusTargets(around: self).compactMap { $0.view as? FocusTarget }
        }
        for child in children { child.removedFromGraph() }
    }

    // MARK: Layout

    /// The view changed, so its size may have: its own answers go, and whether its ancestors'
    /// still hold is settled before the next layout (`settleSizes`), by asking it again what
    /// its parent asked. A colour, an offset or a new figure of the same width leaves the rest
    /// of the screen's layout as it was, measured and placed.
    func sizesMayHaveChanged() {
        // Views that set alignment guides reach their ancestors' layout by other ways than
        // their sizes: those re-measure their ancestors as before.
        if graph.usesAlignmentGuides {
            invalidateLayout()
            return
        }
        if previousSizes == nil && !sizeCache.isEmpty { previousSizes = sizeCache }
        sizeCache.removeAll()
        needsPlacement = true
        graph.layoutDirty = true
        if previousSizes != nil && !queuedForSizeCheck {
            queuedForSizeCheck = true
            graph.sizeChecks.append(self)
        }
    }

    /// Whether this node still gives its parent the answers it gave last time (see
    /// `sizesMayHaveChanged`); if not, its ancestors are measured again.
    func settleSizes() -> Bool {
        queuedForSizeCheck = false
        guard let previous = previousSizes else { return false }
        previousSizes = nil
        guard !isRemoved else { return false }
        if placedProposal != nil {
            var same = true
            for (proposal, size) in previous.entries where sizeThatFits(proposal) != size {
                same = false
                break
            }
            if same { return true }
        }
        parent?.invalidateLayout()
        return false
    }

    /// Lays this node out again where it was (its size held; its content changed).
    func placeAgain() {
        guard needsPlacement, !isRemoved, let proposal = placedProposal else { return }
        place(in: frame, proposal: proposal)
    }

    func invalidateLayout() {
        var node: ViewNode? = self
        while let n = node, !n.sizeCache.isEmpty || !n.needsPlacement || n === self {
            n.sizeCache.removeAll()
            n.needsPlacement = true
            n.graph.layoutDirty = true
            node = n.parent
        }
    }

    /// Asks for this node to be placed again without re-measuring anything (its children
    /// move, its size does not: a scroll offset).
    func invalidatePlacement() {
        var node: ViewNode? = self
        while let n = node, !n.needsPlacement || n === self {
            n.needsPlacement = true
            node = n.parent
        }
        graph.layoutDirty = true
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        graph.layoutMeasurements += 1
        let size = layout.sizeThatFits(proposal, subviews: layoutChildren)
        sizeCache.insert(size, for: proposal)
        return size
    }

    /// Places this node at `rect` (root coordinates) and lays out its children.
    /// Unchanged subtrees placed at the same rectangle with the same proposal are skipped.
    func place(in rect: Rect, proposal: ProposedViewSize) {
        if !needsPlacement && rect == frame && proposal == placedProposal { return }
        if rect != frame {
            markDrawDirty()
            // Content built from the frame (GeometryReader) must be rebuilt for the new one.
            if traits.isNodeAware { graph.geometryChanged(self) }
        }
        frame = rect
        placedProposal = proposal
        needsPlacement = false
        layout.placeSubviews(in: rect, proposal: proposal, subviews: layoutChildren)
    }
}
