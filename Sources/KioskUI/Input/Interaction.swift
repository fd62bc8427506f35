#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The phases of a touch (or of the primary pointer button, which behaves the same).
public enum TouchPhase: Sendable, Equatable { case began, moved, ended, cancelled }

/// Routes touches to gestures: hit testing, recognition, arbitration and timers.
///
/// A touch goes to the gestures on the path from the root to the deepest view drawn under it
/// (SwiftUI's rule: what is drawn is what is touched, plus `contentShape`). Each gesture on
/// that path gets a recognizer; the deepest wins unless an ancestor's gesture has high
/// priority, and simultaneous gestures always run. Drags take over once the finger has moved
/// past their minimum distance; taps fail past 10 points; buttons show their pressed state
/// while the finger is on them and act on release inside. Time comes from the caller (the
/// display clock, or a manual clock in tests), never from a wall clock.
@MainActor
final class InteractionController {
    unowned let graph: ViewGraph
    private(set) var touches: [Int: ActiveTouch] = [:]
    private(set) var tapMemory: [UInt64: (count: Int, time: Double, location: Point)] = [:]
    /// Taps that run unless a further tap comes before their deadline, by node.
    private var pendingTaps: [UInt64: PendingTap] = [:]
    struct PendingTap {
        var deadline: Double
        var count: Int
        var location: Point
        var fallbacks: [TapFallback]
    }

    static let tapSlop = 10.0
    static let pressSlop = 20.0
    /// Whether `p` (root points) is on `node` or within the press slop around it, where the
    /// node is drawn (under a scale or turn, where it is drawn, not laid out).
    private static func isWithinPressSlop(_ p: Point, of node: ViewNode) -> Bool {
        node.hitFrame.insetBy(dx: -pressSlop, dy: -pressSlop).contains(node.untransformed(p))
    }
    static let minimumTarget = 44.0
    static let multiTapInterval = 0.3
    /// A held repeating button first acts after this delay, then at this interval (UIKit's
    /// keyboard repeat timings).
    static let repeatDelay = 0.5
    static let repeatInterval = 0.1

    init(graph: ViewGraph) { self.graph = graph }

    /// Two touches on one view with a pinch or turn gesture, from the second touch on.
    final class PinchSession {
        let recognizer: Recognizer
        let first: Int, second: Int
        let startDistance: Double, startAngle: Double
        /// The point between the fingers at the start, in the root points the view is laid
        /// out in (taken back through any scale or turn drawing it, as it was then).
        let startCentroid: Point
        var last: PinchSample?
        /// Past its threshold: reporting.
        var isRecognized = false
        @MainActor init(recognizer: Recognizer, first: Int, second: Int, a: Point, b: Point) {
            self.recognizer = recognizer
            self.first = first
            self.second = second
            // Distance and angle on the screen: their ratio and turn are the same in a view
            // under a uniform scale or a turn, and stay steady when the gesture's own effect
            // (a zoom that follows the pinch) changes under the fingers.
            startDistance = max(1, (b - a).length)
            startAngle = atan2(b.y - a.y, b.x - a.x)
            let centroid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            startCentroid = recognizer.node?.untransformed(centroid) ?? centroid
        }
    }
    private(set) var pinches: [PinchSession] = []

    final class Recognizer {
        @WeakNode var node: ViewNode?
        let priority: GesturePriority
        let depth: Int
        var failed = false
        var pressed = false
        var dragging = false
        var fired = false
        /// Times a repeating press has run its action while held.
        var repeats = 0
        init(node: ViewNode, priority: GesturePriority, depth: Int) {
            self.node = node
            self.priority = priority
            self.depth = depth
        }
        @MainActor var spec: GestureSpec? { (node?.view as? GestureSpecProviding)?.gestureSpec }
    }

    final class ActiveTouch {
        let start: Point
        let startTime: Double
        var location: Point
        var time: Double
        var velocity = Size.zero
        var recognizers: [Recognizer]
        var winner: Recognizer?
        init(start: Point, time: Double, recognizers: [Recognizer]) {
            self.start = start
            startTime = time
            location = start
            self.time = time
            self.recognizers = recognizers
        }
    }

    /// The earliest time a pending gesture (a long press) needs to be looked at again.
    var nextDeadline: Double? {
        var best: Double?
        for t in touches.values where t.winner == nil {
            for r in t.recognizers where !r.failed && !r.fired {
                if case .longPress(let d, _, _, _, _)? = r.spec { best = min(best ?? .infinity, t.startTime + d) }
                if case .press(_, _, true)? = r.spec, r.pressed { best = min(best ?? .infinity, repeatDeadline(t, r)) }
            }
        }
        for pending in pendingTaps.values { best = min(best ?? .infinity, pending.deadline) }
        return best
    }

    func handle(_ phase: TouchPhase, id: Int, at p: Point, time: Double) {
        switch phase {
        case .began: began(id, p, time)
        case .moved: moved(id, p, time)
        case .ended: ended(id, p, time)
        case .cancelled: cancel(id)
        }
    }

    private func repeatDeadline(_ t: ActiveTouch, _ r: Recognizer) -> Double {
        t.startTime + Self.repeatDelay + Double(r.repeats) * Self.repeatInterval
    }

    func advanceTime(to time: Double) {
        if !pendingTaps.isEmpty {
            for (id, pending) in pendingTaps where time >= pending.deadline {
                pendingTaps[id] = nil
                tapMemory[id] = nil
                // The longest run of taps that the taps made complete.
                let due = pending.fallbacks.filter { $0.count <= pending.count }.max { $0.count < $1.count }
                due?.action(pending.location)
            }
        }
        for (_, t) in touches where t.winner == nil {
            for r in t.recognizers where !r.failed && r.pressed {
                // One action per look, however late: a stalled frame does not burst deletions.
                guard case .press(_, let action, true)? = r.spec, time >= repeatDeadline(t, r) else { continue }
                r.repeats = Int(((time - t.startTime - Self.repeatDelay) / Self.repeatInterval).rounded(.down)) + 1
                action()
            }
            for r in t.recognizers where !r.failed && !r.fired {
                guard case .longPress(let d, _, let action, let pressing, let then)? = r.spec, time >= t.startTime + d
                else { continue }
                r.fired = true
                action()
                if let then {
                    then.began()
                    if then.startsAtOnce {
                        r.dragging = true
                        then.changed(dragValue(t, r))
                    }
                } else {
                    pressing?(false)
                }
                t.winner = r
                cancelOthers(t, except: r)
            }
        }
    }

    // MARK: Phases

    private func began(_ id: Int, _ p: Point, _ time: Double) {
        cancel(id)
        let path = graph.hitPath(at: p)
        var recognizers: [Recognizer] = []
        for (depth, node) in path.enumerated().reversed() {
            guard node.traits.providesGestureSpec, let provider = node.primitive as? GestureSpecProviding,
                node.environment.isEnabled
            else { continue }
            recognizers.append(Recognizer(node: node, priority: provider.gesturePriority, depth: depth))
        }
        let touch = ActiveTouch(start: p, time: time, recognizers: recognizers)
        touches[id] = touch
        startPinches(with: id, touch)
        for r in recognizers {
            switch r.spec {
            case .press(let changed, _, _)?:
                r.pressed = true
                changed(true)
            case .longPress(_, _, _, let pressing, _)?: pressing?(true)
            case .drag(let minimum, let changed, _, _)? where minimum <= 0 && touch.winner == nil:
                // A drag with no minimum distance starts at touch down (sliders jump to the finger).
                r.dragging = true
                touch.winner = r
                cancelOthers(touch, except: r)
                changed?(dragValue(touch, r))
            default: break
            }
        }
    }

    /// How long a finger must stay still before lifting for its release velocity to be zero.
    static let restInterval = 0.08

    private func moved(_ id: Int, _ p: Point, _ time: Double) {
        guard let t = touches[id] else { return }
        let dt = time - t.time
        if dt > 0 {
            // Touch samples jitter: weight the newest move more than the history, as
            // Android's and UIKit's velocity trackers smooth over the last few samples.
            let v = Size(width: (p.x - t.location.x) / dt, height: (p.y - t.location.y) / dt)
            let w = t.velocity == .zero ? 1 : 0.6
            t.velocity = Size(
                width: v.width * w + t.velocity.width * (1 - w), height: v.height * w + t.velocity.height * (1 - w))
        }
        t.location = p
        t.time = time
        let distance = (p - t.start).length
        for session in pinches where session.first == id || session.second == id { update(session, time: time) }
        if let w = t.winner {
            switch w.spec {
            case .drag(_, let changed, _, _)?: changed?(dragValue(t, w))
            case .longPress(_, _, _, _, let then?)?:
                w.dragging = true
                then.changed(dragValue(t, w))
            default: break
            }
            return
        }
        for r in t.recognizers where !r.failed {
            switch r.spec {
            case .tap?: if distance > Self.tapSlop { r.failed = true }
            case .longPress(_, let maxDistance, _, let pressing, _)?:
                if distance > maxDistance {
                    r.failed = true
                    pressing?(false)
                }
            case .press(let changed, _, _)?:
                let inside = r.node.map { Self.isWithinPressSlop(p, of: $0) } ?? false
                if inside != r.pressed {
                    r.pressed = inside
                    changed(inside)
                }
            case .drag(let minimum, let changed, _, _)?:
                if distance >= minimum, let axis = (r.node?.view as? GestureSpecProviding)?.gestureAxis {
                    // A one-axis drag lets moves along the other axis go to the views around it.
                    let dx = abs(p.x - t.start.x), dy = abs(p.y - t.start.y)
                    if axis == .horizontal ? dy > dx : dx > dy {
                        r.failed = true
                        continue
                    }
                }
                if distance >= minimum {
                    r.dragging = true
                    t.winner = r
                    cancelOthers(t, except: r)
                    changed?(dragValue(t, r))
                    return
                }
            case .pinch?: break  // waits for a second finger
            case nil: r.failed = true
            }
        }
    }

    private func ended(_ id: Int, _ p: Point, _ time: Double) {
        endPinches(with: id, cancelled: false)
        guard let t = touches.removeValue(forKey: id) else { return }
        // A finger that rested before lifting has no release velocity (no fling after a pause).
        if time - t.time > Self.restInterval { t.velocity = .zero }
        t.location = p
        t.time = time
        if let w = t.winner {
            switch w.spec {
            case .drag(_, _, let ended, _)?: ended?(dragValue(t, w))
            case .longPress(_, _, _, _, let then?)?: then.ended(w.dragging ? dragValue(t, w) : nil)
            default: break
            }
            for r in t.recognizers where r !== w && r.priority == .simultaneous { fire(r, t) }
            return
        }
        // Everything still possible would fire: high priority (outermost first) beats depth.
        let candidates = t.recognizers.filter { !$0.failed && canFire($0, t) }
        let exclusive = candidates.filter { $0.priority != .simultaneous }
        let winner =
            exclusive.filter { $0.priority == .high }.min { $0.depth < $1.depth }
            ?? exclusive.max { $0.depth < $1.depth }
        for r in t.recognizers {
            if case .press(let changed, _, _)? = r.spec, r.pressed {
                r.pressed = false
                changed(false)
            }
            if case .longPress(_, _, _, let pressing, _)? = r.spec, !r.failed { pressing?(false) }
        }
        if let winner { fire(winner, t) }
        for r in candidates where r.priority == .simultaneous { fire(r, t) }
    }

    private func canFire(_ r: Recognizer, _ t: ActiveTouch) -> Bool {
        switch r.spec {
        case .tap?: return true
        case .press?:
            return r.node.map { Self.isWithinPressSlop(t.location, of: $0) } ?? false
        default: return false
        }
    }

    private func fire(_ r: Recognizer, _ t: ActiveTouch) {
        guard let node = r.node else { return }
        switch r.spec {
        case .tap(let count, let action, let fallbacks)?:
            var memory = tapMemory[node.id] ?? (0, -.infinity, t.location)
            if t.time - memory.time > Self.multiTapInterval || (t.location - memory.location).length > 40 {
                memory.count = 0
            }
            memory.count += 1
            memory.time = t.time
            memory.location = t.location
            pendingTaps[node.id] = nil
            let location = node.untransformed(t.location) - node.hitFrame.origin
            if memory.count >= count {
                memory.count = 0
                action(location)
            } else if !fallbacks.isEmpty {
                // The shorter tap waits until a further tap can no longer come.
                pendingTaps[node.id] = PendingTap(
                    deadline: t.time + Self.multiTapInterval, count: memory.count, location: location,
                    fallbacks: fallbacks)
            }
            // Only taps that could still be part of a double tap are remembered (the soak
            // found one entry per tapped view, for ever).
            if tapMemory.count > 16 { tapMemory = tapMemory.filter { t.time - $0.value.time <= Self.multiTapInterval } }
            tapMemory[node.id] = memory
        case .press(_, let action, _)?: if r.repeats == 0 { action() }
        case .drag(_, _, let ended, _)?: ended?(dragValue(t, r))
        default: break
        }
    }

    private func cancelOthers(_ t: ActiveTouch, except winner: Recognizer) {
        for r in t.recognizers where r !== winner && r.priority != .simultaneous { cancelRecognizer(r) }
    }

    private func cancel(_ id: Int) {
        endPinches(with: id, cancelled: true)
        guard let t = touches.removeValue(forKey: id) else { return }
        for r in t.recognizers {
            if case .press(let changed, _, _)? = r.spec, r.pressed {
                r.pressed = false
                changed(false)
            }
            if case .longPress(_, _, _, let pressing, let then)? = r.spec, !r.failed {
                if r.fired, let then { then.cancelled() } else { pressing?(false) }
            }
            if case .drag(_, _, _, let cancelled)? = r.spec, r.dragging {
                r.dragging = false
                cancelled?()
            }
        }
    }

    // MARK: Pinches

    /// A second finger on a view with a pinch or turn gesture (that the first finger also
    /// touches) starts the gesture. It takes both touches: their other gestures stop, but for
    /// those that run alongside (a pan composed with the pinch).
    private func startPinches(with id: Int, _ touch: ActiveTouch) {
        for r in touch.recognizers {
            guard case .pinch? = r.spec, let node = r.node, !pinches.contains(where: { $0.recognizer.node === node })
            else { continue }
            guard
                let (otherID, other) = touches.first(where: { key, t in
                    key != id && t.recognizers.contains { $0.node === node }
                })
            else { continue }
            pinches.append(
                PinchSession(recognizer: r, first: otherID, second: id, a: other.location, b: touch.location))
            for t in [other, touch] {
                for o in t.recognizers where o.priority != .simultaneous {
                    if case .pinch? = o.spec { continue }
                    cancelRecognizer(o)
                }
                if let w = t.winner, w.failed { t.winner = nil }
            }
        }
    }

    private func update(_ session: PinchSession, time: Double) {
        guard let a = touches[session.first]?.location, let b = touches[session.second]?.location,
            case .pinch(let minimumScale, let minimumAngle, let changed, _, _)? = session.recognizer.spec,
            let node = session.recognizer.node
        else { return }
        let magnification = (b - a).length / session.startDistance
        var rotation = atan2(b.y - a.y, b.x - a.x) - session.startAngle
        if rotation > Double.pi { rotation -= 2 * Double.pi }
        if rotation < -Double.pi { rotation += 2 * Double.pi }
        let frame = node.hitFrame
        let chain = node.effectChain
        var sample = PinchSample(
            magnification: magnification, rotation: rotation, magnificationVelocity: 0, rotationVelocity: 0,
            startLocation: session.startCentroid - frame.origin,
            startAnchor: UnitPoint(
                x: frame.width > 0 ? (session.startCentroid.x - frame.minX) / frame.width : 0.5,
                y: frame.height > 0 ? (session.startCentroid.y - frame.minY) / frame.height : 0.5),
            time: time,
            locations: [a, b].map { ViewNode.untransformed($0, through: chain) - frame.origin })
        if let last = session.last, time > last.time {
            sample.magnificationVelocity = (magnification - last.magnification) / (time - last.time)
            sample.rotationVelocity = (rotation - last.rotation) / (time - last.time)
        }
        session.last = sample
        if !session.isRecognized {
            guard abs(magnification - 1) >= minimumScale || abs(rotation) >= minimumAngle else { return }
            session.isRecognized = true
        }
        changed(sample)
    }

    /// A finger of a pinch lifted (or went away): the gesture ends with its last value.
    private func endPinches(with id: Int, cancelled: Bool) {
        let ending = pinches.filter { $0.first == id || $0.second == id }
        guard !ending.isEmpty else { return }
        pinches.removeAll { $0.first == id || $0.second == id }
        for session in ending {
            guard case .pinch(_, _, _, let ended, let cancel)? = session.recognizer.spec else { continue }
            if session.isRecognized, !cancelled, let last = session.last { ended(last) } else { cancel() }
        }
    }

    /// Stops one recognizer: it will not fire, and a press or drag under way is told.
    private func cancelRecognizer(_ r: Recognizer) {
        r.failed = true
        if case .press(let changed, _, _)? = r.spec, r.pressed {
            r.pressed = false
            changed(false)
        }
        if case .longPress(_, _, _, let pressing, _)? = r.spec { pressing?(false) }
        if case .drag(_, _, _, let cancelled)? = r.spec, r.dragging {
            r.dragging = false
            cancelled?()
        }
    }

    /// Locations are in the gesture's view (SwiftUI's default `.local` coordinate space).
    private func dragValue(_ t: ActiveTouch, _ r: Recognizer) -> DragGesture.Value {
        let origin = r.node?.hitFrame.origin ?? .zero
        // Points as the view is laid out (a view under a scale or turn reports its own).
        let chain = r.node?.effectChain ?? []
        func local(_ p: Point) -> Point { ViewNode.untransformed(p, through: chain) }
        let start = local(t.start), location = local(t.location)
        let translation = Size(width: location.x - start.x, height: location.y - start.y)
        // Predicted end: where the finger would stop decelerating from its release velocity
        // (a quarter second of travel, close to UIKit's normal deceleration).
        let end = local(Point(x: t.location.x + t.velocity.width * 0.25, y: t.location.y + t.velocity.height * 0.25))
        let predicted = Size(width: end.x - start.x, height: end.y - start.y)
        // The velocity in the view's points: the screen velocity carried through the map at
        // the finger (a millisecond of travel, exact for a scale or a turn and close for a
        // projection's local stretch).
        let step = 0.001
        let ahead = local(Point(x: t.location.x + t.velocity.width * step, y: t.location.y + t.velocity.height * step))
        let velocity =
            chain.isEmpty
            ? t.velocity : Size(width: (ahead.x - location.x) / step, height: (ahead.y - location.y) / step)
        return DragGesture.Value(
            startLocation: start - origin, location: location - origin, translation: translation,
            predictedEndLocation: end - origin, predictedEndTranslation: predicted, time: t.time,
            velocity: velocity)
    }
}

@MainActor
protocol GestureSpecProviding: HitTestParticipant {
    var gestureSpec: GestureSpec { get }
    var gesturePriority: GesturePriority { get }
    var gestureAxis: Axis? { get }
}

extension GestureView: GestureSpecProviding {
    var gestureSpec: GestureSpec { spec }
    var gesturePriority: GesturePriority { priority }
    var gestureAxis: Axis? { axis }
}
