import KioskGeometry
import KioskRender

/// A matched-geometry view on its way between its group's old rectangle and its new one (in
/// device pixels): drawn moved and scaled from its own rectangle into the group's rectangle of
/// the moment, fading in as it arrives or out as it leaves.
struct MatchedMove: Equatable {
    var from: Rect
    var to: Rect
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    /// The arriving view (laid out in `to`), or the leaving one (laid out in `from`).
    var arriving: Bool

    /// The group's rectangle `progress` of the way: its anchor point moves and its size
    /// changes as `properties` say; what they leave out stays the drawn view's own.
    func rect(at progress: Double) -> Rect {
        let own = arriving ? to : from
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        let width = properties.contains(.size) ? lerp(from.width, to.width) : own.width
        let height = properties.contains(.size) ? lerp(from.height, to.height) : own.height
        let ax = anchor.x, ay = anchor.y
        let x: Double, y: Double
        if properties.contains(.position) {
            x = lerp(from.minX + ax * from.width, to.minX + ax * to.width)
            y = lerp(from.minY + ay * from.height, to.minY + ay * to.height)
        } else {
            x = own.minX + ax * own.width
            y = own.minY + ay * own.height
        }
        return Rect(x: x - ax * width, y: y - ay * height, width: width, height: height)
    }

    func frame(of f: DisplayFragment, progress p: Double, reduceMotion: Bool) -> DisplayFragment {
        let q = min(1, max(0, p))
        let opacity = arriving ? q : 1 - q
        if reduceMotion { return FragmentInterpolation.faded(f, opacity: opacity) }
        let own = arriving ? to : from
        let now = rect(at: p)
        let sx = own.width > 0 ? now.width / own.width : 1
        let sy = own.height > 0 ? now.height / own.height : 1
        let t = AffineTransform(translationX: -own.minX, y: -own.minY)
            .concatenating(AffineTransform(scaleX: max(sx, 0.0001), y: max(sy, 0.0001)))
            .concatenating(AffineTransform(translationX: now.minX, y: now.minY))
        let moved = t.apply(
            Rect(
                x: Double(f.bounds.x), y: Double(f.bounds.y), width: Double(f.bounds.width),
                height: Double(f.bounds.height)))
        var commands: [DrawCommand] = [.pushTransform(t, source: f.bounds)]
        if opacity < 1 { commands.append(.pushLayer(opacity: opacity)) }
        commands += f.commands
        if opacity < 1 { commands.append(.popLayer) }
        commands.append(.popTransform)
        return DisplayFragment(id: f.id, bounds: PixelRect(covering: moved).insetBy(dx: -1, dy: -1), commands: commands)
    }
}

/// A fragment of a matched-geometry view that appeared under an animation this frame, and its
/// place in the frame's display list.
struct Arrival {
    var index: Int
    var fragment: DisplayFragment
    var match: MatchedFragment
    var animation: Animation
}

/// How the matched views that arrive in a frame meet the views of their groups that left.
struct MatchedPairing {
    typealias Leaving = (fragment: DisplayFragment, match: MatchedFragment)
    /// The animations the arriving views start.
    var started: [UInt64: FragmentAnimator.Active] = [:]
    /// What becomes of each leaving view: an animation following the new view, or nil where
    /// one of its fragments changes into one of the new view's.
    var departures: [UInt64: FragmentAnimator.Active?] = [:]
    /// Arriving views that come from another view's place: drawn above the rest until they land.
    var floating: Set<UInt64> = []

    /// Pairs `arriving` with the views that left the same groups (`leaving`, by group). A group
    /// with no view leaving, or under Reduce Motion, arrives as any view appears.
    init(arriving: [Arrival], leaving leavingByKey: [MatchKey: [Leaving]], time: Double, reduceMotion: Bool) {
        var arrivingByKey: [MatchKey: [Arrival]] = [:]
        for a in arriving { arrivingByKey[a.match.spec.key, default: []].append(a) }
        for (key, group) in arrivingByKey {
            let group = group.sorted { $0.match.order < $1.match.order }
            let leaving = (leavingByKey[key] ?? []).sorted { $0.match.order < $1.match.order }
            // Under Reduce Motion the old view fades out and the new one in, where they are.
            guard let first = leaving.first, !group[0].match.reduceMotion, !reduceMotion else {
                for a in group {
                    started[a.fragment.id] = .init(
                        from: a.fragment, to: a.fragment, animation: a.animation.once, start: time, kind: .appear)
                }
                continue
            }
            let from = first.match.rect, to = group[0].match.rect
            for a in group { floating.insert(a.fragment.id) }
            var consumed = Set<UInt64>()
            for a in group {
                // The first leaving fragment that draws alike changes into this one.
                if let old = leaving.first(where: {
                    !consumed.contains($0.fragment.id) && FragmentInterpolation.isSmooth($0.fragment, a.fragment)
                }) {
                    consumed.insert(old.fragment.id)
                    departures[old.fragment.id] = .some(nil)
                    started[a.fragment.id] = .init(
                        from: old.fragment, to: a.fragment, animation: a.animation, start: time, kind: .change)
                } else {
                    let move = MatchedMove(
                        from: from, to: to, properties: a.match.spec.properties, anchor: a.match.spec.anchor,
                        arriving: true)
                    started[a.fragment.id] = .init(
                        from: a.fragment, to: a.fragment, animation: a.animation.once, start: time,
                        kind: .matched(move))
                }
            }
            for old in leaving where !consumed.contains(old.fragment.id) {
                let move = MatchedMove(
                    from: from, to: to, properties: old.match.spec.properties, anchor: old.match.spec.anchor,
                    arriving: false)
                departures[old.fragment.id] = .init(
                    from: old.fragment, to: old.fragment, animation: group[0].animation.once, start: time,
                    kind: .matched(move))
            }
        }
    }
}
