#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Observation
import KioskRender

/// One view identity in the graph: owns the view's state, environment, children, cached layout
/// and its placed frame. Nodes persist across frames while their identity does.
@MainActor
final class ViewNode {
    let id: UInt64
    unowned let graph: ViewGraph
    weak var parent: ViewNode?
    private(set) var view: any View {
        didSet { primitive = view as? PrimitiveView }
    }
    /// `view` as a primitive, cast once per view value (dynamic casts cost a conformance lookup).
    private(set) var primitive: (any PrimitiveView)?
    var children: [ViewNode] = []
    /// Identity keys of `children`, in the same order.
    var childKeys: [[IdentityComponent]] = []
    var stateSlots: [Int: AnyObject] = [:]
    var environment: EnvironmentValues
    var readsEnvironment = false
    /// Set by a state write; cleared when the body is evaluated.
    var needsEvaluation = true
    /// Some node below needs evaluation: the walk goes down only where this is set.
    var descendantNeedsEvaluation = false
    /// Set when this node's size or placement may have changed; cleared by `place`.
    var needsPlacement = true
    private var placedProposal: ProposedViewSize?
    /// The draw items of the last display list, reused while view, frame and effects hold.
    var cachedDraw: (frame: Rect, items: [DrawItem])?
    /// Something in this subtree changed (evaluated, moved, restructured) since its fragments
    /// were cached in `subtreeFragments` under `subtreeEffects`.
    var subtreeDrawDirty = true
    var subtreeFragments: [DisplayFragment]?
    var subtreeEffects: EffectState?
    /// The fragment made from `cachedDraw` under `cachedEffects` (nil inside: draws nothing).
    var cachedFragment: DisplayFragment??
    var cachedEffects: EffectState?
    var layout: any NodeLayout = PassthroughLayout()
    private var sizeCache: [ProposedViewSize: Size] = [:]
    /// Frame in the root's coordinate space, in points.
    private(set) var frame = Rect.zero
    /// `frame` moved by the offsets of the node's ancestors: where it is drawn and touched.
    var hitFrame = Rect.zero
    /// How far offsets and scrolling moved the node from its layout frame when last drawn.
    var drawnShift = Point.zero
    var layoutPriority = 0.0
    /// The animation for changes made in this update (`.some(nil)`: explicitly none).
    var transaction: Animation??

    /// Nodes alive in the process, for tests that prove removed views are freed.
    nonisolated(unsafe) static var liveCount = 0
    deinit { ViewNode.liveCount -= 1 }

    init(view: any View, environment: EnvironmentValues, graph: ViewGraph, parent: ViewNode?) {
        ViewNode.liveCount += 1
        self.view = view
        primitive = view as? PrimitiveView
        self.environment = environment
        self.graph = graph
        self.parent = parent
        id = graph.nextNodeID()
        if let lifecycle = view as? LifecycleProviding, let appear = lifecycle.appearAction { graph.lifecycleActions.append(appear) }
        if view is AlignmentGuideProviding { graph.usesAlignmentGuides = true }
    }

    var typeName: String { String(describing: type(of: view)) }

    /// True when `ancestor` is above this node in the tree.
    func isDescendant(of ancestor: ViewNode) -> Bool {
        var n = parent
        while let current = n { if current === ancestor { return true }; n = current.parent }
        return false
    }

    /// Marks this node for re-evaluation at the next update (a state write).
    func invalidate() {
        if let animation = Transaction.current {
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
    func update(view newView: any View, environment newEnvironment: EnvironmentValues) {
        if let scoped = newView as? AnimationScoped, let change = scoped.animationIfChanged(from: view) { transaction = .some(change) }
        let sameView = ViewEquality.equal(view, newView)
        // Environment changes matter only to nodes that read it or pass it on.
        let sameEnvironment = !readsEnvironmentOrForwards || ViewEquality.environmentEqual(environment, newEnvironment)
        view = newView
        environment = newEnvironment
        if !sameView || !sameEnvironment { needsEvaluation = true }
    }

    private var readsEnvironmentOrForwards: Bool { true }

    /// Evaluates this node if needed, then its children (which skip themselves when unchanged).
    func evaluate() {
        guard needsEvaluation || descendantNeedsEvaluation else { return }
        descendantNeedsEvaluation = false
        if needsEvaluation {
            needsEvaluation = false
            cachedDraw = nil
            cachedFragment = nil
            markDrawDirty()
            invalidateLayout()
            if let primitive {
                layout = (view as? ContextualLayoutView)?.makeLayout(environment: environment, context: graph.drawContext) ?? primitive.makeLayout()
                layoutPriority = (view as? LayoutPriorityProviding)?.layoutPriority ?? 0
                var childEnvironment = environment
                primitive.transformEnvironment(&childEnvironment)
                // Content closures (ForEach rows, GeometryReader, ScrollViewReader) run here, and
                // what they read of an @Observable model belongs to this node, as a body's does.
                let children = observing { (view as? NodeAwareView)?.children(of: self) ?? primitive.children() }
                reconcile(children, environment: childEnvironment)
            } else {
                DynamicPropertyInstaller.install(view, into: self)
                graph.bodyEvaluations += 1
                graph.bodyEvaluationsByType[typeName, default: 0] += 1
                let body = observingBody()
                layout = PassthroughLayout()
                reconcile([ChildView(key: [.body], view: body)], environment: environment)
            }
        }
        for child in children { child.evaluate() }
    }

    private static func evaluateBody<V: View>(_ view: V) -> any View { view.body }

    /// Evaluates the body while Observation records which `@Observable` properties it reads;
    /// a later change to any of them invalidates this node.
    private func observingBody() -> any View {
        let view = self.view
        return observing { Self.evaluateBody(view) }
    }

    /// Runs `work` while Observation records the @Observable properties it reads; a later
    /// change to any of them invalidates this node.
    private func observing<T>(_ work: () -> T) -> T {
        let inbox = graph.observationInbox
        let id = self.id
        graph.observe(self)
        return withObservationTracking {
            work()
        } onChange: {
            // Observation calls this on whatever thread mutates the model: record the node
            // in a locked inbox that the graph drains on the main actor.
            inbox.post(id)
        }
    }

    /// Matches new child views to existing nodes by identity and type; unmatched nodes go.
    private func reconcile(_ newChildren: [ChildView], environment: EnvironmentValues) {
        var existing: [[IdentityComponent]: ViewNode] = [:]
        for (i, key) in childKeys.enumerated() { existing[key] = children[i] }
        var nodes: [ViewNode] = []
        var keys: [[IdentityComponent]] = []
        nodes.reserveCapacity(newChildren.count)
        var changedStructure = newChildren.count != children.count
        for (i, child) in newChildren.enumerated() {
            if let node = existing[child.key], type(of: node.view) == type(of: child.view) {
                existing[child.key] = nil
                node.update(view: child.view, environment: environment)
                if i >= children.count || children[i] !== node { changedStructure = true }
                nodes.append(node)
            } else {
                changedStructure = true
                nodes.append(ViewNode(view: child.view, environment: environment, graph: graph, parent: self))
            }
            keys.append(child.key)
        }
        for leftover in existing.values { leftover.removedFromGraph() }
        children = nodes
        childKeys = keys
        if changedStructure { invalidateLayout(); markDrawDirty() }
    }

    /// Runs the disappear actions of this subtree after the frame.
    func removedFromGraph() {
        graph.forget(self)
        if let lifecycle = view as? LifecycleProviding, let disappear = lifecycle.disappearAction { graph.lifecycleActions.append(disappear) }
        // A focused view that goes away takes keyboard focus with it.
        if graph.focus.focusedID == id { graph.focus.focusedID = nil; graph.focus.node = nil }
        for child in children { child.removedFromGraph() }
    }

    // MARK: Layout

    func invalidateLayout() {
        var node: ViewNode? = self
        while let n = node, !n.sizeCache.isEmpty || !n.needsPlacement || n === self {
            n.sizeCache.removeAll(keepingCapacity: true)
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
        let size = layout.sizeThatFits(proposal, subviews: children.map { LayoutChild(node: $0) })
        sizeCache[proposal] = size
        return size
    }

    /// Places this node at `rect` (root coordinates) and lays out its children.
    /// Unchanged subtrees placed at the same rectangle with the same proposal are skipped.
    func place(in rect: Rect, proposal: ProposedViewSize) {
        if !needsPlacement && rect == frame && proposal == placedProposal { return }
        if rect != frame {
            markDrawDirty()
            // Content built from the frame (GeometryReader) must be rebuilt for the new one.
            if view is NodeAwareView { graph.geometryChanged(self) }
        }
        frame = rect
        placedProposal = proposal
        needsPlacement = false
        layout.placeSubviews(in: rect, proposal: proposal, subviews: children.map { LayoutChild(node: $0) })
    }
}

/// Decides whether a view value changed, as SwiftUI does: `Equatable` views compare with ==,
/// others compare their bytes (equal bytes mean equal values; unequal bytes may still be equal
/// values, which only costs a re-evaluation).
@MainActor
enum ViewEquality {
    static func equal(_ a: any View, _ b: any View) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        return openEqual(a, b)
    }

    private static func openEqual<A: View>(_ a: A, _ b: any View) -> Bool {
        guard let b = b as? A else { return false }
        if let ea = a as? any Equatable { return isEqual(ea, b) }
        if bytesEqual(a, b) { return true }
        // Different bytes may still be the same view: @State, @Environment and the other
        // graph-backed wrappers carry a fresh link object in every new view value, while what
        // they stand for lives in the node. Such views are compared field by field, with the
        // wrappers counted equal (an @Environment by its key path), as SwiftUI compares them.
        guard hasGraphBackedFields(A.self, sample: a) else { return false }
        if let plan = FieldPlan.of(A.self) {
            return withUnsafeBytes(of: a) { pa in
                withUnsafeBytes(of: b) { pb in
                    guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }   // no storage: nothing differs
                    return plan.equal(x, y, boxed: valuesEqual)
                }
            }
        }
        return fieldsEqual(a, b)
    }

    private static func bytesEqual<T>(_ a: T, _ b: T) -> Bool {
        withUnsafeBytes(of: a) { pa in
            withUnsafeBytes(of: b) { pb in pa.count == pb.count && (pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0) }
        }
    }

    /// Per view type: does it hold graph-backed wrappers, itself or in the views it contains
    /// (reflected once per type).
    nonisolated(unsafe) private static var graphBacked: [ObjectIdentifier: Bool] = [:]

    private static func hasGraphBackedFields<A>(_ type: A.Type, sample: A) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = graphBacked[key] { return known }
        func search(_ value: Any, depth: Int) -> Bool {
            guard depth < 12 else { return false }
            for child in Mirror(reflecting: value).children {
                if child.value is GraphInstallable { return true }
                switch Mirror(reflecting: child.value).displayStyle {
                case .struct?, .tuple?, .optional?, .collection?: if search(child.value, depth: depth + 1) { return true }
                default: break
                }
            }
            return false
        }
        let found = search(sample, depth: 0)
        graphBacked[key] = found
        return found
    }

    private static func fieldsEqual(_ a: Any, _ b: Any) -> Bool {
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        guard ma.children.count == mb.children.count else { return false }
        for (x, y) in zip(ma.children, mb.children) where !valuesEqual(x.value, y.value) { return false }
        return true
    }

    /// How values of one type compare, found once per type: protocol conformance checks cost
    /// more than the comparisons themselves.
    private enum FieldKind {
        case environment, binding, graphBacked, structure, aggregate, reference, opaque
        case equatable((Any, Any) -> Bool)
    }
    nonisolated(unsafe) private static var kinds: [ObjectIdentifier: FieldKind] = [:]

    private static func kind(of x: Any) -> FieldKind {
        let key = ObjectIdentifier(type(of: x))
        if let known = kinds[key] { return known }
        let found: FieldKind
        if x is EnvironmentKeyed { found = .environment }
        else if x is ValueComparableBinding { found = .binding }
        else if x is GraphInstallable { found = .graphBacked }
        else if let e = x as? any Equatable { found = .equatable(comparator(e)) }
        else {
            switch Mirror(reflecting: x).displayStyle {
            case .struct?, .tuple?: found = .structure
            case .optional?, .collection?: found = .aggregate
            case .class?: found = .reference
            default: found = .opaque
            }
        }
        kinds[key] = found
        return found
    }

    private static func comparator<E: Equatable>(_: E) -> (Any, Any) -> Bool {
        { a, b in
            guard let a = a as? E, let b = b as? E else { return false }
            return a == b
        }
    }

    /// Conservative: true only when the two values are known to be the same.
    private static func valuesEqual(_ x: Any, _ y: Any) -> Bool {
        guard type(of: x) == type(of: y) else { return false }
        // A field declared `any View` (AnyView's) reflects as the existential box: compare
        // the views inside it.
        if ObjectIdentifier(type(of: x)) == ObjectIdentifier((any View).self), let vx = x as? any View, let vy = y as? any View {
            return equal(vx, vy)
        }
        switch kind(of: x) {
        case .environment: return (x as! EnvironmentKeyed).environmentKeyPath == (y as! EnvironmentKeyed).environmentKeyPath
        case .binding: return (x as! ValueComparableBinding).readsSameValue(as: y)
        case .graphBacked: return true
        case .equatable(let equal): return equal(x, y)
        // Structs through their type's field plan; collections (a TupleView's views) element
        // by element, like fields.
        case .structure: return structureEqual(x, y)
        case .aggregate: return fieldsEqual(x, y)
        case .reference: return ObjectIdentifier(x as AnyObject) == ObjectIdentifier(y as AnyObject)
        // Closures and enums with payloads: the same only if their bytes are.
        case .opaque: return openBytesEqual(x, y)
        }
    }

    private static func structureEqual(_ x: Any, _ y: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard let b = y as? T else { return false }
            guard let plan = FieldPlan.of(T.self) else { return fieldsEqual(a, b) }
            return withUnsafeBytes(of: a) { pa in
                withUnsafeBytes(of: b) { pb in
                    guard let p = pa.baseAddress, let q = pb.baseAddress else { return true }
                    return plan.equal(p, q, boxed: valuesEqual)
                }
            }
        }
        return _openExistential(x, do: open)
    }

    private static func openBytesEqual(_ x: Any, _ y: Any) -> Bool {
        func open<T>(_ a: T) -> Bool {
            guard let b = y as? T else { return false }
            return bytesEqual(a, b)
        }
        return _openExistential(x, do: open)
    }

    private static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }

    static func environmentEqual(_ a: EnvironmentValues, _ b: EnvironmentValues) -> Bool {
        if a.isIdentical(to: b) { return true }
        guard a.storage.count == b.storage.count else { return false }
        for (key, value) in a.storage {
            guard let other = b.storage[key] else { return false }
            if let ea = value as? any Equatable {
                if !isEqual(ea, other) { return false }
            } else {
                return false
            }
        }
        return true
    }
}
