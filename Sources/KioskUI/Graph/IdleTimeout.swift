// `.onIdle(after:perform:)`: a kiosk's "nobody has touched it for a minute" (return to the home
// screen, end a session, show the attract loop). It costs one timer, not a check per frame:
// the timer is set for the idle time after the last input; when it fires early (there was
// input since), it is set again from that input; once it has acted it sleeps until the next
// input, so an idle kiosk does not wake at all.

final class IdleTimer {
    /// The graph's list of timers holds them weakly: a view that goes takes its timer along.
    struct Entry { weak var timer: IdleTimer? }
    var seconds = 60.0
    var action: @MainActor () -> Void = {}
    var token: UInt64?
    /// Acted since the last input: waiting for input before counting again.
    var hasActed = false
    @WeakNode var node: ViewNode?
}

extension ViewGraph {
    /// Input arrived: timers that acted start counting again.
    func noteInput(at time: Double) {
        lastInputTime = max(lastInputTime, time)
        guard !idleTimers.isEmpty else { return }
        idleTimers.removeAll { $0.timer == nil }
        for entry in idleTimers {
            guard let timer = entry.timer, timer.hasActed else { continue }
            timer.hasActed = false
            arm(timer, from: time)
        }
    }

    func arm(_ timer: IdleTimer, from start: Double) {
        if let token = timer.token { cancelScheduled(token) }
        guard let node = timer.node else { return }
        timer.token = schedule(at: start + timer.seconds, owner: node) { [weak self, weak timer] in
            guard let self, let timer else { return }
            timer.token = nil
            let quietSince = self.lastInputTime
            if self.now >= quietSince + timer.seconds - 1e-9 {
                timer.hasActed = true
                timer.action()
            } else {
                self.arm(timer, from: quietSince)
            }
        }
    }
}

struct IdleView<Content: View>: View, PrimitiveView, NodeAwareView {
    let content: Content
    let seconds: Double
    let action: @MainActor () -> Void
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }

    func children(of node: ViewNode) -> [ChildView] {
        let graph = node.graph
        let timer: IdleTimer
        if let t = node.stateSlots[-7] as? IdleTimer {
            timer = t
        } else {
            timer = IdleTimer()
            timer.node = node
            node.stateSlots[-7] = timer
            graph.idleTimers.append(IdleTimer.Entry(timer: timer))
            timer.seconds = max(0.1, seconds)
            graph.arm(timer, from: max(graph.now, graph.lastInputTime))
        }
        timer.action = action
        if timer.seconds != max(0.1, seconds) {
            timer.seconds = max(0.1, seconds)
            if !timer.hasActed { graph.arm(timer, from: max(graph.now, graph.lastInputTime)) }
        }
        return children()
    }
}

extension View {
    /// Runs `action` once nobody has touched the screen, moved a pointer or pressed a key for
    /// `seconds` (on the display clock); then again only after the next input and another
    /// `seconds` of quiet. A kiosk extension: return home, log out, start the attract loop.
    public func onIdle(after seconds: Double, perform action: @escaping @MainActor () -> Void) -> some View {
        IdleView(content: self, seconds: seconds, action: action)
    }
}
