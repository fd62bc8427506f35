/// The view a modifier's animator was applied to, as its content closure receives it
/// (SwiftUI's `PlaceholderContentView`).
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    public var body: some View { content }
}

/// A view that steps through phases, animating each step (SwiftUI's `PhaseAnimator`): once
/// round each time `trigger` changes, ending at the first phase, or round and round without
/// a trigger. Each step runs with `animation(phase)` (the default ease without one); the
/// next starts when it has run its course, on the display clock.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: (any Equatable)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Steps once through `phases` whenever `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    /// Steps through `phases` over and over.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        PhaseAnimatorNode(phases: phases, trigger: trigger, content: content, animation: animation)
    }
}

/// Where a phase animator is in its phases, kept with its node.
final class PhaseRun {
    var index = 0
    var trigger: (any Equatable)?
    var isStarted = false
    /// While stepping: when the current step has run its course (frame clock, seconds).
    var due: Double?
}

struct PhaseAnimatorNode<Phase: Equatable, Content: View>: View, PrimitiveView, NodeAwareView {
    let phases: [Phase]
    let trigger: (any Equatable)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }

    func children(of node: ViewNode) -> [ChildView] {
        guard !phases.isEmpty else { return [] }
        let run: PhaseRun
        if let r = node.stateSlots[-7] as? PhaseRun {
            run = r
        } else {
            run = PhaseRun()
            node.stateSlots[-7] = run
        }
        let now = node.graph.now
        if !run.isStarted {
            run.isStarted = true
            run.trigger = trigger
            // Without a trigger the phases start turning at once.
            if trigger == nil, phases.count > 1 { step(run, node: node, now: now) }
        } else if let trigger, !Self.same(trigger, run.trigger) {
            run.trigger = trigger
            step(run, node: node, now: now)
        } else if let due = run.due, now >= due - 1e-9 {
            run.due = nil
            // Round again without a trigger; with one, the run ends back at the first phase.
            if trigger == nil || run.index != 0 { step(run, node: node, now: now) }
        }
        return [ChildView(key: [.body], view: content(phases[run.index]))]
    }

    /// Moves to the next phase with its animation, and asks to be looked at again when that
    /// animation has run.
    private func step(_ run: PhaseRun, node: ViewNode, now: Double) {
        run.index = (run.index + 1) % phases.count
        let animation = animation(phases[run.index])
        node.transaction = .some(animation)
        let length = animation.map { $0.totalDuration.isFinite ? $0.totalDuration : 0.35 } ?? 0
        // A step with no animation still lasts a frame, so that each phase is shown.
        let due = now + max(length, 1.0 / 60)
        if trigger != nil && run.index == 0 {
            run.due = nil
            return
        }
        run.due = due
        node.refresh(atWallTime: due + node.graph.wallClockOffset)
    }

    static func same(_ a: any Equatable, _ b: (any Equatable)?) -> Bool {
        guard let b else { return false }
        func open<T: Equatable>(_ a: T) -> Bool { (b as? T) == a }
        return open(a)
    }
}

extension View {
    /// Steps the view through `phases` once each time `trigger` changes (SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`).
    public func phaseAnimator<Phase: Equatable, C: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> C,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Steps the view through `phases` over and over.
    public func phaseAnimator<Phase: Equatable, C: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> C,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
