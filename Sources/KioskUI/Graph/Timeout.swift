/// Actions due at a time on the display clock (the runtime's clock, or a test's manual one):
/// the runtime sleeps until the next one (`nextGestureDeadline`) and `advanceTime` runs them.
struct ScheduledAction {
    let due: Double
    let token: UInt64
    @WeakNode var owner: ViewNode? = nil
    let action: @MainActor () -> Void
}

extension ViewGraph {
    /// Runs `action` at `due` (display clock) if `owner` is still in the graph then.
    func schedule(at due: Double, owner: ViewNode, action: @escaping @MainActor () -> Void) -> UInt64 {
        scheduleCounter += 1
        scheduled.append(ScheduledAction(due: due, token: scheduleCounter, owner: owner, action: action))
        return scheduleCounter
    }

    func cancelScheduled(_ token: UInt64) { scheduled.removeAll { $0.token == token } }

    /// Runs the scheduled actions due by `time`, in order of their times.
    func runScheduled(until time: Double) {
        let due = scheduled.filter { $0.due <= time }.sorted { $0.due < $1.due }
        guard !due.isEmpty else { return }
        let tokens = Set(due.map(\.token))
        scheduled.removeAll { tokens.contains($0.token) }
        for s in due where s.owner.map({ findNode(id: $0.id) != nil }) ?? false { s.action() }
    }

    var nextScheduledTime: Double? { scheduled.map(\.due).min() }
}

/// `.onTimeout(after:id:perform:)`: a one-shot timer owned by a view.
struct TimeoutView<Content: View, ID: Hashable>: View, PrimitiveView, NodeAwareView {
    let content: Content
    let seconds: Double
    let id: ID
    let action: @MainActor () -> Void
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }

    final class Timer {
        var id: AnyHashable?
        var token: UInt64?
    }

    func children(of node: ViewNode) -> [ChildView] {
        let timer: Timer
        if let t = node.stateSlots[-5] as? Timer {
            timer = t
        } else {
            timer = Timer()
            node.stateSlots[-5] = timer
        }
        if timer.id != AnyHashable(id) {
            // A new id restarts the timer from now.
            if let token = timer.token { node.graph.cancelScheduled(token) }
            timer.id = AnyHashable(id)
            let action = action
            timer.token = node.graph.schedule(at: node.graph.now + seconds, owner: node) {
                timer.token = nil
                action()
            }
        }
        return children()
    }
}

extension View {
    /// Runs `action` once, `seconds` after this view appeared (or after `id` last changed), on
    /// the display clock; nothing runs if the view is gone by then. For kiosk timeouts: a
    /// message that hides itself, a screen that returns home when nobody touches it.
    public func onTimeout<ID: Hashable>(
        after seconds: Double, id: ID, perform action: @escaping @MainActor () -> Void
    ) -> some View {
        TimeoutView(content: self, seconds: seconds, id: id, action: action)
    }
}
