import KioskRender
import KioskGeometry

/// Runs animations on display fragments: when a fragment changes under an animation, the
/// frames that follow show it part of the way from what was displayed to its new state, on
/// the caller's clock. Views that appear under an animation fade in; views that disappear
/// fade out. Only the animated fragments change, so only they are damaged.
@MainActor
final class FragmentAnimator {
    struct Active {
        var from: DisplayFragment
        var to: DisplayFragment
        var animation: Animation
        var start: Double
        var kind: Kind
        enum Kind { case change, appear, disappear }
    }
    private var active: [UInt64: Active] = [:]
    /// Each fragment's last target, updated only where it changed (no per-frame rebuild: a
    /// one-label frame touches one entry).
    private var lastTarget: [UInt64: DisplayFragment] = [:]
    private var seenFrame: [UInt64: UInt64] = [:]
    /// What animating fragments showed last, to start a new animation from mid-flight.
    private var lastShown: [UInt64: DisplayFragment] = [:]
    /// The transition of each fragment that has one, kept until it is gone (a disappearing
    /// fragment is not built any more, its transition must be remembered).
    private var transitionOf: [UInt64: FragmentTransition] = [:]
    private var frameNumber: UInt64 = 0

    var isAnimating: Bool { !active.isEmpty }
    /// Entries per table, for the soak report.
    var tableSizes: [(String, Int)] {
        [
            ("animActive", active.count), ("animTargets", lastTarget.count), ("animSeen", seenFrame.count),
            ("animShown", lastShown.count), ("animTransitions", transitionOf.count),
        ]
    }

    /// The fragments to display at `time`, given this frame's targets and the animation each
    /// changed fragment carries (`fallback` applies to changes without one, from `withAnimation`).
    func resolve(
        _ target: DisplayList, animations: [UInt64: Animation?], transitions: [UInt64: FragmentTransition] = [:],
        fallback: Animation?, reduceMotion: Bool, time: Double
    ) -> DisplayList {
        frameNumber += 1
        for (id, t) in transitions { transitionOf[id] = t }
        var displayed: [DisplayFragment] = []
        displayed.reserveCapacity(target.fragments.count)
        for f in target.fragments {
            let previous = lastTarget[f.id]
            if previous != f {
                let animation = animations[f.id] ?? fallback
                if let animation, animation.totalDuration > 0 {
                    if let previous {
                        active[f.id] = Active(
                            from: lastShown[f.id] ?? previous, to: f, animation: animation, start: time, kind: .change)
                    } else {
                        active[f.id] = Active(from: f, to: f, animation: animation.once, start: time, kind: .appear)
                    }
                } else {
                    active[f.id] = nil
                }
                lastTarget[f.id] = f
            }
            seenFrame[f.id] = frameNumber
            if active[f.id] != nil {
                let shown = frame(for: f, time: time, reduceMotion: reduceMotion)
                lastShown[f.id] = shown
                displayed.append(shown)
            } else {
                if !lastShown.isEmpty { lastShown[f.id] = nil }
                displayed.append(f)
            }
        }
        // Fragments that went away: fade out under an animation, else vanish at once.
        if lastTarget.count > target.fragments.count {
            for (id, old) in lastTarget where seenFrame[id] != frameNumber {
                if active[id]?.kind != .disappear {
                    let animation = animations[id] ?? fallback
                    if let animation, animation.totalDuration > 0 {
                        active[id] = Active(
                            from: lastShown[id] ?? old, to: old, animation: animation.once, start: time,
                            kind: .disappear)
                    } else {
                        active[id] = nil
                    }
                }
                if active[id] != nil {
                    displayed.append(frame(for: old, time: time, reduceMotion: reduceMotion))
                }
                if active[id] == nil {
                    lastTarget[id] = nil
                    seenFrame[id] = nil
                    lastShown[id] = nil
                    transitionOf[id] = nil
                }
            }
        }
        return DisplayList(background: target.background, fragments: displayed, scrolls: target.scrolls)
    }

    private func frame(for f: DisplayFragment, time: Double, reduceMotion: Bool) -> DisplayFragment {
        guard let a = active[f.id] else { return f }
        let elapsed = time - a.start
        if elapsed >= a.animation.totalDuration {
            active[f.id] = nil
            if a.kind == .disappear { return FragmentInterpolation.faded(a.from, opacity: 0) }
            return a.to
        }
        let p = a.animation.progress(at: elapsed)
        switch a.kind {
        case .appear:
            if let t = transitionOf[f.id] {
                return t.apply(t.transition.insertion, to: a.to, amount: 1 - p, reduceMotion: reduceMotion)
            }
            return FragmentInterpolation.faded(a.to, opacity: min(1, max(0, p)))
        case .disappear:
            if let t = transitionOf[f.id] {
                return t.apply(t.transition.removal, to: a.from, amount: p, reduceMotion: reduceMotion)
            }
            return FragmentInterpolation.faded(a.from, opacity: 1 - min(1, max(0, p)))
        case .change:
            // Reduce Motion: changes cross-fade instead of moving or scaling.
            if reduceMotion {
                let q = min(1, max(0, p))
                return DisplayFragment(
                    id: a.to.id, bounds: a.from.bounds.union(a.to.bounds),
                    commands: [.pushLayer(opacity: 1 - q)] + a.from.commands + [.popLayer, .pushLayer(opacity: q)]
                        + a.to.commands + [.popLayer])
            }
            return FragmentInterpolation.interpolate(a.from, a.to, p)
        }
    }
}
