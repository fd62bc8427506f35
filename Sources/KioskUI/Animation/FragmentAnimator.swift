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
        enum Kind: Equatable {
            case change, appear, disappear
            /// A matched-geometry view moving between its group's old and new rectangles.
            case matched(MatchedMove)
        }
        /// Leaving the screen: its fragment is no longer built.
        var isLeaving: Bool {
            switch kind {
            case .disappear: return true
            case .matched(let move): return !move.arriving
            case .change, .appear: return false
            }
        }
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
    /// The matched-geometry group of each fragment drawn in one, kept until it is gone.
    private var matchOf: [UInt64: MatchedFragment] = [:]
    /// Matched views moving from another view's place: drawn above everything else until
    /// they arrive (a card closing from a detail screen over the grid it returns to).
    private var floating: Set<UInt64> = []
    private var frameNumber: UInt64 = 0

    var isAnimating: Bool { !active.isEmpty }
    /// Entries per table, for the soak report.
    var tableSizes: [(String, Int)] {
        [
            ("animActive", active.count), ("animTargets", lastTarget.count), ("animSeen", seenFrame.count),
            ("animShown", lastShown.count), ("animTransitions", transitionOf.count), ("animMatched", matchOf.count),
            ("animFloating", floating.count),
        ]
    }

    /// The fragments to display at `time`, given this frame's targets and the animation each
    /// changed fragment carries (`fallback` applies to changes without one, from `withAnimation`).
    func resolve(
        _ target: DisplayList, animations: [UInt64: Animation?], transitions: [UInt64: FragmentTransition] = [:],
        matches: [UInt64: MatchedFragment] = [:], fallback: Animation?, reduceMotion: Bool, time: Double
    ) -> DisplayList {
        frameNumber += 1
        for (id, t) in transitions { transitionOf[id] = t }
        for (id, m) in matches { matchOf[id] = m }
        // Matched views that arrive under an animation: where they come from is known once
        // every fragment of this frame has been seen (the views they replace are gone).
        var arriving: [Arrival] = []
        var floated: [DisplayFragment] = []
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
                    } else if !matchOf.isEmpty, let m = matchOf[f.id] {
                        arriving.append(Arrival(index: displayed.count, fragment: f, match: m, animation: animation))
                        active[f.id] = nil
                    } else {
                        let own = transitionOf[f.id]?.transition.insertionAnimation ?? animation
                        active[f.id] = Active(from: f, to: f, animation: own.once, start: time, kind: .appear)
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
                if !floating.isEmpty, floating.contains(f.id) {
                    if active[f.id] != nil {
                        floated.append(shown)
                        continue
                    }
                    floating.remove(f.id)
                }
                displayed.append(shown)
            } else {
                if !lastShown.isEmpty { lastShown[f.id] = nil }
                displayed.append(f)
            }
        }
        let departures =
            arriving.isEmpty
            ? [:]
            : matchArrivals(arriving, into: &displayed, floated: &floated, time: time, reduceMotion: reduceMotion)
        // Fragments that went away: fade out under an animation, else vanish at once.
        if lastTarget.count > target.fragments.count {
            for (id, old) in lastTarget where seenFrame[id] != frameNumber {
                if let departure = departures[id] {
                    // Following a matched view to its new place, or become part of it.
                    active[id] = departure
                } else if active[id]?.isLeaving != true {
                    let animation = animations[id] ?? fallback
                    if let animation, animation.totalDuration > 0 {
                        let own = transitionOf[id]?.transition.removalAnimation ?? animation
                        active[id] = Active(
                            from: lastShown[id] ?? old, to: old, animation: own.once, start: time,
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
                    if !matchOf.isEmpty { matchOf[id] = nil }
                    if !floating.isEmpty { floating.remove(id) }
                }
            }
        }
        displayed += floated
        return DisplayList(background: target.background, fragments: displayed, scrolls: target.scrolls)
    }

    private func frame(for f: DisplayFragment, time: Double, reduceMotion: Bool) -> DisplayFragment {
        guard let a = active[f.id] else { return f }
        let elapsed = time - a.start
        if elapsed >= a.animation.totalDuration {
            active[f.id] = nil
            if a.isLeaving { return FragmentInterpolation.faded(a.from, opacity: 0) }
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
        case .matched(let move):
            return move.frame(of: move.arriving ? a.to : a.from, progress: p, reduceMotion: reduceMotion)
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

    /// Starts the animations of this frame's arriving matched views, replacing their entries
    /// of `displayed` (or moving them to `floated`, above everything, where they come from
    /// another view's place), and returns what becomes of the views of the same groups that left.
    private func matchArrivals(
        _ arriving: [Arrival], into displayed: inout [DisplayFragment], floated: inout [DisplayFragment],
        time: Double, reduceMotion: Bool
    ) -> [UInt64: Active?] {
        var leaving: [MatchKey: [MatchedPairing.Leaving]] = [:]
        let keys = Set(arriving.map { $0.match.spec.key })
        for (id, old) in lastTarget where seenFrame[id] != frameNumber {
            guard let m = matchOf[id], keys.contains(m.spec.key), active[id]?.isLeaving != true else { continue }
            leaving[m.spec.key, default: []].append((lastShown[id] ?? old, m))
        }
        let pairing = MatchedPairing(arriving: arriving, leaving: leaving, time: time, reduceMotion: reduceMotion)
        active.merge(pairing.started) { $1 }
        floating.formUnion(pairing.floating)
        var lifted: [Int] = []
        for a in arriving {
            let shown = frame(for: a.fragment, time: time, reduceMotion: reduceMotion)
            lastShown[a.fragment.id] = shown
            displayed[a.index] = shown
            if floating.contains(a.fragment.id) {
                floated.append(shown)
                lifted.append(a.index)
            }
        }
        for index in lifted.reversed() { displayed.remove(at: index) }
        return pairing.departures
    }
}
