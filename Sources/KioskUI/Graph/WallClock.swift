#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Views that change with the time of day (a clock, "5 min ago", a countdown) read the wall
// clock here and ask to be rebuilt when what they show next changes: the runtime sleeps until
// then, so a clock that shows minutes wakes once a minute, not every frame.

extension ViewGraph {
    /// The wall clock (seconds since 1970) at display-clock time `now`.
    public var wallClockNow: Double { now + wallClockOffset }

    /// The wall clock minus CLOCK_MONOTONIC now. The runtime adds the start of its own display
    /// clock; tests and screenshots set a fixed offset to show a fixed time.
    public static func systemWallClockOffset() -> Double {
        var real = timespec(), mono = timespec()
        clock_gettime(CLOCK_REALTIME, &real)
        clock_gettime(CLOCK_MONOTONIC, &mono)
        return Double(real.tv_sec - mono.tv_sec) + Double(real.tv_nsec - mono.tv_nsec) / 1e9
    }
}

extension ViewGraph {
    /// The wall clock now (CLOCK_REALTIME), in seconds since 1970.
    public static func systemWallClock() -> Double {
        var real = timespec()
        clock_gettime(CLOCK_REALTIME, &real)
        return Double(real.tv_sec) + Double(real.tv_nsec) / 1e9
    }

    /// Sets the wall clock to `seconds` since 1970 at the current display-clock time (a test's
    /// date, a clock set by the operator): everything that shows the time of day is rebuilt.
    public func setWallClock(_ seconds: Double) {
        wallClockOffset = seconds - now
        func walk(_ node: ViewNode) {
            if let refresh = node.stateSlots[-6] as? WallClockRefresh {
                if let token = refresh.token { cancelScheduled(token) }
                refresh.token = nil
                refresh.due = nil
                node.invalidate(animation: nil)
            }
            node.children.forEach(walk)
        }
        if let root { walk(root) }
    }
}

/// One pending rebuild per node: asking again replaces the earlier request.
final class WallClockRefresh {
    var token: UInt64?
    var due: Double?
}

extension ViewNode {
    /// Rebuilds this node when the wall clock reaches `wallTime` (nil: never).
    func refresh(atWallTime wallTime: Double?) {
        let refresh: WallClockRefresh
        if let r = stateSlots[-6] as? WallClockRefresh {
            refresh = r
        } else {
            refresh = WallClockRefresh()
            stateSlots[-6] = refresh
        }
        let due = wallTime.map { $0 - graph.wallClockOffset }
        if refresh.due == due, refresh.token != nil { return }
        if let token = refresh.token {
            graph.cancelScheduled(token)
            refresh.token = nil
        }
        refresh.due = due
        guard let due else { return }
        // A time already past still waits for the next look rather than rebuilding in a loop.
        refresh.token = graph.schedule(at: max(due, graph.now + 0.001), owner: self) { [weak self] in
            refresh.token = nil
            refresh.due = nil
            self?.invalidate()
        }
    }
}

/// Builds its content from the wall clock and rebuilds it when `next` says the content
/// changes next (the machinery of `TimelineView` and of texts such as a timer).
package struct WallClockReader<Content: View>: View, PrimitiveView, NodeAwareView {
    let next: @MainActor (Double) -> Double?
    let content: @MainActor (Double) -> Content
    /// `content` is given the wall clock in seconds since 1970; `next`, given the same time,
    /// returns when the content must be rebuilt (nil: not again).
    public init(
        next: @escaping @MainActor (Double) -> Double?, @ViewBuilder content: @escaping @MainActor (Double) -> Content
    ) {
        self.next = next
        self.content = content
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func children(of node: ViewNode) -> [ChildView] {
        let now = node.graph.wallClockNow
        node.refresh(atWallTime: next(now).map { max($0, now) })
        return [ChildView(key: [.body], view: content(now))]
    }
}
