/// An animation of a view's `animatableData` (a custom shape's progress, a counter's value):
/// the node shows a copy of its new view whose data moves from what was shown to the new
/// value, evaluated and drawn again at each frame, as SwiftUI interpolates `Animatable` views.
/// Changes of other views animate on their fragments; these cannot (a pie's slice would sweep
/// as a blend of two outlines), so their values move instead.
@MainActor
final class AnimatableRun {
    /// The view the node was given: its data is where the run ends.
    private(set) var target: any View
    /// The data's start, as a view of the same type.
    private let from: any View
    private let animation: Animation
    private let start: Double
    @WeakNode var node: ViewNode?

    private init(from: any View, target: any View, animation: Animation, start: Double, node: ViewNode) {
        self.from = from
        self.target = target
        self.animation = animation
        self.start = start
        self.node = node
    }

    /// Whether views of `type` have data of their own to animate.
    static func animates(_ type: Any.Type) -> Bool {
        guard let animatable = type as? any Animatable.Type else { return false }
        return !hasNoData(animatable)
    }

    private static func hasNoData<A: Animatable>(_: A.Type) -> Bool {
        A.AnimatableData.self == EmptyAnimatableData.self
    }

    /// What node `node`, showing `shown`, shows when its parent gives it `new`: `new` with the
    /// data shown so far when the change animates (starting or redirecting its run), else `new`.
    static func change(of node: ViewNode, from shown: any View, to new: any View) -> any View {
        let graph = node.graph
        let running = graph.animatableRuns[node.id]
        guard let old = shown as? any Animatable, let next = new as? any Animatable else { return new }
        if sameData(old, next) {
            // Nothing of the data changed (an unrelated property did): a run keeps going.
            guard let running, let target = running.target as? any Animatable, sameData(target, next) else {
                graph.animatableRuns[node.id] = nil
                return new
            }
            running.target = new
            return running.view(at: graph.now)
        }
        guard let animation = node.inheritedTransaction ?? graph.frameTransaction, animation.totalDuration > 0 else {
            graph.animatableRuns[node.id] = nil
            return new
        }
        let run = AnimatableRun(from: shown, target: new, animation: animation, start: graph.now, node: node)
        graph.animatableRuns[node.id] = run
        return run.view(at: graph.now)
    }

    /// The view at `time`, and whether the run is over.
    func step(to time: Double) -> (view: any View, done: Bool) {
        time - start >= animation.totalDuration ? (target, true) : (view(at: time), false)
    }

    private func view(at time: Double) -> any View {
        let p = animation.progress(at: max(0, time - start))
        guard let target = target as? any Animatable, let from = from as? any Animatable else { return target }
        return Self.mix(target, from, p) as? any View ?? self.target
    }

    private static func sameData<A: Animatable>(_ a: A, _ b: any Animatable) -> Bool {
        guard let b = b as? A else { return false }
        return a.animatableData == b.animatableData
    }

    /// `target` with its data a fraction `p` of the way from `from`'s.
    private static func mix<A: Animatable>(_ target: A, _ from: any Animatable, _ p: Double) -> any Animatable {
        guard let from = from as? A else { return target }
        var v = target
        v.animatableData = from.interpolated(to: target, p).animatableData
        return v
    }
}

extension ViewGraph {
    /// Moves every running `Animatable` view to `time`: each node shows its view of the moment
    /// and is evaluated again (its fragments change at once: the values are what move).
    func stepAnimatableRuns(to time: Double) {
        for (id, run) in animatableRuns {
            guard let node = run.node, !node.isRemoved else {
                animatableRuns[id] = nil
                continue
            }
            let (view, done) = run.step(to: time)
            if done { animatableRuns[id] = nil }
            node.show(animated: view)
        }
    }
}

extension ViewNode {
    /// The animation the nearest ancestor's change carries this frame (`.some(nil)`: one said
    /// none), or nil when no ancestor changed under one.
    var inheritedTransaction: Animation?? {
        var node: ViewNode? = self
        while let n = node {
            if let t = n.transaction { return t }
            node = n.parent
        }
        return nil
    }
}
