#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import KioskRender
import Synchronization
import KioskRaster
import KioskText

/// Evaluates a view tree, lays it out and turns it into a display list, redoing only what
/// changed since the last frame.
@MainActor
package final class ViewGraph {
    private var counter: UInt64 = 0
    private(set) var pending: [ViewNode] = []
    private(set) var root: ViewNode!
    let drawContext: DrawContext
    var layoutDirty = true
    private var laidOutSize: Size?

    /// Statistics for tests and the benchmark.
    public internal(set) var bodyEvaluations = 0
    /// Body evaluations by view type name, for tests.
    public var bodyEvaluationsByType: [String: Int] { evaluations { !$0.isPrimitive } }
    /// Evaluations of every node, primitive views' too, by view type name, for tests.
    package var evaluationsByType: [String: Int] { evaluations { _ in true } }
    private func evaluations(where include: (ViewTraits) -> Bool) -> [String: Int] {
        var out: [String: Int] = [:]
        for (i, n) in evaluationCounts.enumerated() where n > 0 && include(ViewTraits.all[i]) {
            out[String(describing: ViewTraits.all[i].type), default: 0] += n
        }
        return out
    }
    /// Evaluations by `ViewTraits.index`: counted without hashing a name every time.
    private var evaluationCounts: [Int] = []
    func countEvaluation(of traits: ViewTraits) {
        if traits.index >= evaluationCounts.count {
            evaluationCounts += Array(repeating: 0, count: traits.index + 1 - evaluationCounts.count)
        }
        evaluationCounts[traits.index] += 1
    }
    public internal(set) var layoutMeasurements = 0

    public init<Root: View>(
        root view: Root, environment: EnvironmentValues = EnvironmentValues(), fonts: FontLibrary = FontLibrary()
    ) {
        drawContext = DrawContext(scale: environment.displayScale, textCache: TextLayoutCache(fonts: fonts))
        root = ViewNode(view: RootHost(content: view), environment: environment, graph: self, parent: nil)
    }

    /// Replaces the root view with `view` (of the type the graph was made with): the next
    /// update evaluates what differs.
    func replaceRoot<Root: View>(_ view: Root, environment: EnvironmentValues) {
        root.update(ChildView(key: [.body], view: RootHost(content: view)), environment: environment)
    }

    func nextNodeID() -> UInt64 {
        counter += 1
        return counter
    }

    /// Scroll motions running on the display clock.
    private(set) var tickers: [ObjectIdentifier: ScrollState] = [:]
    func startTicker(_ state: ScrollState) { tickers[ObjectIdentifier(state)] = state }

    /// Advances scroll motions to `time` (the runtime calls this before each frame).
    public func tick(to time: Double) {
        for (key, state) in tickers where !state.tick(time) { tickers[key] = nil }
        if !animatableRuns.isEmpty { stepAnimatableRuns(to: time) }
    }

    /// True while something moves on its own: animations or scroll momentum.
    public var needsFrames: Bool { isAnimating || !tickers.isEmpty }

    /// Set once any view uses `.alignmentGuide`; until then guide lookups are skipped.
    var usesAlignmentGuides = false

    lazy var interaction = InteractionController(graph: self)
    /// Last known location of each touch slot (a lift carries none).
    var touchLocations: [Int: Point] = [:]
    var pointer = PointerState()
    var focus = FocusModel()
    /// Attached keyboards that can type (by device path): while there is one, text fields
    /// need no on-screen keyboard.
    var typingKeyboards: Set<String> = []
    /// What views present above everything (popovers), in the order they appeared.
    var presentations: [Presentation] = []
    /// The screen size of the last layout (points).
    var screenSize: Size { laidOutSize ?? Size(width: 800, height: 480) }

    /// Delivers a touch (logical points, seconds on the display clock) to the gestures under it.
    public func touch(_ phase: TouchPhase, id: Int = 0, at location: Point, time: Double) {
        noteInput(at: time)
        now = max(now, time)
        interaction.handle(phase, id: id, at: location, time: time)
    }

    /// Runs gesture timers (long presses) due by `time`.
    public func advanceTime(to time: Double) {
        now = max(now, time)
        interaction.advanceTime(to: time)
        runScheduled(until: time)
    }

    /// When gesture timers next need `advanceTime` (nil: none pending).
    public var nextGestureDeadline: Double? {
        switch (interaction.nextDeadline, nextScheduledTime) {
        case let (a?, b?): return min(a, b)
        case let (a, b): return a ?? b
        }
    }

    /// The latest time on the display clock the graph has seen (events, frames, timers).
    public internal(set) var now = 0.0
    var scheduled: [ScheduledAction] = []
    /// When the last input arrived (display clock), and the `.onIdle` timers it re-arms.
    var lastInputTime = 0.0
    var idleTimers: [IdleTimer.Entry] = []
    /// Added to the display clock to give the wall clock (see `wallClockNow`).
    public var wallClockOffset: Double = ViewGraph.systemWallClockOffset()
    var scheduleCounter: UInt64 = 0

    /// The nodes from the root to the deepest view drawn at `p`; if nothing interactive is
    /// drawn there, the path to the nearest gesture whose 44-point minimum target covers `p`.
    func hitPath(at p: Point) -> [ViewNode] {
        // A view is cast only to the protocols its type's traits say it adopts: a cast that
        // fails searches the program's conformances the first time a type is seen (a first
        // touch over a screen of new view types).
        func walk(_ node: ViewNode, _ touched: Point) -> [ViewNode]? {
            if node.isOmittedByLayout { return nil }
            // Under a scale, turn or geometry effect, the point as the subtree is laid out.
            let p = node.takenBackThroughOwnEffect(touched)
            let traits = node.traits
            let part = traits.takesPartInHitTesting ? node.primitive : nil
            if traits.configuresHitTesting, let h = part as? HitTestConfiguring {
                if !h.hitTestingEnabled { return nil }
                if h.hasContentShape, node.hitFrame.contains(p) {
                    return [node] + (node.drawOrder.reversed().lazy.compactMap { walk($0, p) }.first ?? [])
                }
            }
            if traits.providesClip, let clip = part as? ClipProviding, clip.clipsContent, !node.hitFrame.contains(p) {
                return nil
            }
            for child in node.drawOrder.reversed() {
                if let path = walk(child, p) { return [node] + path }
            }
            if node.cachedDraw?.items.isEmpty == false, node.hitFrame.contains(p),
                !traits.providesHitArea || (part as? HitAreaProviding)?.isHit(p, in: node.hitFrame) ?? true
            {
                return [node]
            }
            return nil
        }
        func hasGesture(_ node: ViewNode) -> Bool {
            node.traits.providesGestureSpec
        }
        if let path = walk(root, p), path.contains(where: hasGesture) { return path }
        // Minimum touch targets: small controls answer within 44 x 44 points.
        var best: ViewNode?
        func search(_ node: ViewNode, _ touched: Point) {
            let p = node.takenBackThroughOwnEffect(touched)
            if hasGesture(node) {
                let f = node.hitFrame
                let target = f.insetBy(
                    dx: min(0, (f.width - Self.minimumTarget) / 2), dy: min(0, (f.height - Self.minimumTarget) / 2))
                if target.contains(p), best == nil || f.width * f.height < best!.hitFrame.width * best!.hitFrame.height
                {
                    best = node
                }
            }
            for child in node.children { search(child, p) }
        }
        search(root, p)
        guard var node = best else { return walk(root, p) ?? [] }
        var path = [node]
        while let parent = node.parent {
            path.insert(parent, at: 0)
            node = parent
        }
        return path
    }

    static let minimumTarget = InteractionController.minimumTarget

    func scheduleEvaluation(of node: ViewNode) { pending.append(node) }

    /// Nodes whose bodies read `@Observable` properties, by id, for the inbox to find.
    private(set) var observed: [UInt64: NodeHandle] = [:]
    let observationInbox = ObservationInbox()

    /// Nodes of `matchedGeometryEffect` views, by id, for non-source views to find their source.
    var matchedGeometryNodes: [UInt64: NodeHandle] = [:]

    func observe(_ node: ViewNode) { if observed[node.id] == nil { observed[node.id] = node.handle } }
    /// A node left the graph: it observes nothing any more (the map stays as small as the tree).
    func forget(_ node: ViewNode) { observed.removeValue(forKey: node.id) }

    /// Nodes whose content depends on their frame and whose frame changed in this layout.
    private(set) var geometryInvalidated: [ViewNode] = []
    func geometryChanged(_ node: ViewNode) { geometryInvalidated.append(node) }

    /// onAppear/onDisappear actions waiting for the end of the update.
    var lifecycleActions: [@MainActor () -> Void] = []

    /// Runs the lifecycle actions collected in this frame, after it is drawn (as SwiftUI runs
    /// onAppear once the view is on screen); the state they change shows in the next frame.
    public func runLifecycleActions() {
        let actions = lifecycleActions
        lifecycleActions.removeAll()
        for a in actions { a() }
    }

    /// Evaluation and layout until frame-dependent content has settled (at most a few passes).
    public func updateAndLayout(size: Size) {
        for _ in 0..<4 {
            update()
            layout(size: size)
            if geometryInvalidated.isEmpty { return }
            for node in geometryInvalidated {
                node.needsEvaluation = true
                node.markAncestorsNeedEvaluation()
            }
            geometryInvalidated.removeAll()
        }
    }

    /// Invalidates the nodes whose observed models changed since the last call.
    private func drainObservations() {
        let (posts, fromOtherThreads) = observationInbox.take()
        for id in fromOtherThreads { observed[id]?.node?.observesAfterStore = true }
        for (id, animation) in posts { observed[id]?.node?.invalidate(animation: animation) }
    }

    /// True when a state or model change waits for the next frame.
    public var needsUpdate: Bool {
        !pending.isEmpty || root.needsEvaluation || layoutDirty || observationInbox.hasPosts
            || focus.released != nil
    }

    public var fonts: FontLibrary { drawContext.textCache.fonts }

    /// Re-evaluates invalidated bodies and reconciles their subtrees.
    public func update() {
        drainObservations()
        pending.removeAll()
        root.evaluate()
        // A view that began or ended a presentation while being evaluated changed the root's
        // children: the root looks again in the same update.
        if root.needsEvaluation { root.evaluate() }
        applyFocusRequests()
    }

    /// Nodes whose views changed since the last layout, for `settleSizes`.
    var sizeChecks: [ViewNode] = []

    /// Lays the tree out for a screen of `size` points (cached sizes are reused).
    public func layout(size: Size) {
        if !layoutDirty && laidOutSize == size { return }
        // Runs last, once the settled nodes are placed again too.
        defer { if !matchedGeometryNodes.isEmpty { adoptMatchedGeometry() } }
        // Changed nodes that answer their parents as before are laid out again where they
        // are; the others have their ancestors measured again by the pass from the root.
        // Children are settled before their parents (they were evaluated after them): a child
        // whose size changed stops its walk up at a changed parent, which is settled next.
        let checks = sizeChecks
        sizeChecks.removeAll(keepingCapacity: true)
        var settled: [ViewNode] = []
        for node in checks.reversed() where node.settleSizes() { settled.append(node) }
        defer { for node in settled { node.placeAgain() } }
        // The root is offered the screen and centred in it, as a window centres its content.
        let proposal = ProposedViewSize(size)
        let fitted = root.sizeThatFits(proposal)
        root.place(
            in: Rect(origin: Alignment.center.origin(of: fitted, in: Rect(origin: .zero, size: size)), size: fitted),
            proposal: proposal)
        laidOutSize = size
        layoutDirty = false
    }

    /// Animation set by `withAnimation` for the changes of the coming frame.
    var frameTransaction: Animation?
    let animator = FragmentAnimator()

    /// True while animations run: the runtime keeps producing frames (paced by the display).
    public var isAnimating: Bool { animator.isAnimating || !animatableRuns.isEmpty }
    /// The `Animatable` views whose data is moving, by node.
    var animatableRuns: [UInt64: AnimatableRun] = [:]

    /// The display list of the laid-out tree at `time` (seconds on the display clock), in
    /// device pixels, with running animations applied.
    public func displayList(background: RGBAColor, time: Double = 0) -> DisplayList {
        now = max(now, time)
        var builder = DisplayListBuilder(context: drawContext)
        builder.visit(root, effects: EffectState())
        var fragments = builder.fragments
        if let ring = focusRingFragment() { fragments.append(ring) }
        let target = DisplayList(background: background, fragments: fragments, scrolls: builder.scrolls)
        let fallback = frameTransaction
        frameTransaction = nil
        return animator.resolve(
            target, animations: builder.animations, transitions: builder.transitions, matches: builder.matches,
            fallback: fallback,
            reduceMotion: root.environment.accessibilityReduceMotion, time: time)
    }

    /// A node's frame by the view type name of its view, for tests ("Text", "Color"...).
    func frames(ofType name: String) -> [Rect] {
        var out: [Rect] = []
        func walk(_ n: ViewNode) {
            if n.typeName.hasPrefix(name) { out.append(n.frame) }
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }
}

/// Node ids posted from any thread by Observation's change callbacks, each with the animation
/// of the `withAnimation` block the change was made in (a change on the main thread can be
/// made in one: a navigator's push, a model's toggle), and which of them came from a thread
/// other than the one that evaluated the node.
///
/// The first post after a `take` calls the waker, from the posting thread: a model changed on a
/// background thread must wake the event loop, which sleeps until something happens.
final class ObservationInbox: Sendable {
    private struct Posts {
        var animations: [UInt64: Animation?] = [:]
        var fromOtherThreads: Set<UInt64> = []
        var isEmpty: Bool { animations.isEmpty }
    }
    private let posts = Mutex(Posts())
    private let waker = Mutex<(@Sendable () -> Void)?>(nil)
    func post(_ id: UInt64, animation: Animation?, fromAnotherThread: Bool = false) {
        let first = posts.withLock {
            let wasEmpty = $0.isEmpty
            if let animation {
                $0.animations[id] = .some(animation)
            } else if $0.animations[id] == nil {
                $0.animations[id] = .some(nil)
            }
            if fromAnotherThread { $0.fromOtherThreads.insert(id) }
            return wasEmpty
        }
        if first, let wake = waker.withLock({ $0 }) { wake() }
    }
    func setWaker(_ wake: (@Sendable () -> Void)?) { waker.withLock { $0 = wake } }
    func take() -> (posts: [UInt64: Animation?], fromOtherThreads: Set<UInt64>) {
        posts.withLock {
            let out = $0
            $0 = Posts()
            return (out.animations, out.fromOtherThreads)
        }
    }
    var hasPosts: Bool { posts.withLock { !$0.isEmpty } }
}

extension ViewGraph {
    /// Called, from any thread, when an `@Observable` property a view read changes while the
    /// graph has no change pending: the runtime wakes its event loop with it, so that a model
    /// updated on a background thread reaches the screen in the next frame.
    package func wakeOnObservedChange(_ wake: (@Sendable () -> Void)?) { observationInbox.setWaker(wake) }
}

extension ViewGraph {
    /// Text layouts kept for reuse (bounded by the cache's capacity), for the soak report.
    public var textLayoutCount: Int { drawContext.textCache.count }
    /// Views alive in the graph, for the soak report.
    public var nodeCount: Int {
        func count(_ n: ViewNode) -> Int { 1 + n.children.reduce(0) { $0 + count($1) } }
        return root.map(count) ?? 0
    }
}

extension ViewGraph {
    /// The sizes of the graph's own lists and tables (timers, observed views, touches,
    /// presentations...), for the soak report: each must stay bounded however long it runs.
    public var bookkeeping: [(name: String, count: Int)] {
        [
            ("scheduled", scheduled.count), ("observed", observed.count), ("pending", pending.count),
            ("sizeChecks", sizeChecks.count), ("tickers", tickers.count),
            ("lifecycle", lifecycleActions.count), ("geometry", geometryInvalidated.count),
            ("touches", interaction.touches.count),
            ("presentations", presentations.count), ("idleTimers", idleTimers.count),
            ("evaluatedTypes", evaluationCounts.count),
            ("tapMemory", interaction.tapMemory.count), ("liveNodes", ViewNode.liveCount),
        ] + animator.tableSizes
    }
}
