/// What pulling a scroll view down past its top runs (SwiftUI's `RefreshAction`), read from
/// the environment as `@Environment(\.refresh)`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async { await action() }
}

struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The refresh of the scroll views below, if `.refreshable` set one.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Pull to refresh: a vertical scroll view (or a list) below pulled down past its top and
    /// let go runs `action`, holding a spinner above its content until `action` returns.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

extension ScrollState {
    /// How far the content must be pulled down to refresh, and where it rests meanwhile.
    static let refreshThreshold = 70.0
    static let refreshHold = 52.0

    /// Starts `refresh` if the content was let go pulled past the threshold: the content
    /// settles to show the spinner, and springs back when the refresh returns.
    func refreshIfPulled(_ refresh: RefreshAction?, now: Double, graph: ViewGraph?) -> Bool {
        guard let refresh, axes.contains(.vertical), !isRefreshing, offset.y < -ScrollState.refreshThreshold else {
            return false
        }
        isRefreshing = true
        fling = nil
        bounce = (offset, Point(x: offset.x, y: -ScrollState.refreshHold), now, ScrollState.springBack)
        graph?.startTicker(self)
        Task { @MainActor [weak self, weak graph] in
            await refresh()
            guard let self else { return }
            self.isRefreshing = false
            self.bounce = (self.offset, self.clamped(self.offset), nil, ScrollState.springBack)
            graph?.startTicker(self)
            self.moved()
        }
        return true
    }
}

/// The spinner above a refreshable scroll view's content: an arc that grows as the content is
/// pulled, and turns while the refresh runs.
struct RefreshIndicator: View, PrimitiveView, NodeAwareView {
    let state: ScrollState
    typealias Body = Never
    var body: Never { preconditionFailure() }

    func children(of node: ViewNode) -> [ChildView] {
        state.refreshNode = node
        let pull = max(0, -state.offset.y)
        guard pull > 0.5 || state.isRefreshing else { return [] }
        let sweep = state.isRefreshing ? 0.75 : min(1, pull / ScrollState.refreshThreshold) * 0.75
        let turn = state.isRefreshing ? state.refreshSpin * 2 * Double.pi * 1.2 : 0
        let arc = Circle().trim(from: 0, to: sweep)
            .stroke(Color.secondary, style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
            .rotationEffect(.radians(turn - Double.pi / 2))
            .opacity(state.isRefreshing ? 1 : min(1, pull / 30))
            .accessibilityLabel(state.isRefreshing ? "Refreshing" : "Pull to refresh")
        return [ChildView(key: [.body], view: arc)]
    }
    func makeLayout() -> any NodeLayout { RefreshIndicatorLayout(state: state) }
}

/// Puts the spinner in the middle of the gap the pulled content leaves at the top.
@MainActor
struct RefreshIndicatorLayout: NodeLayout {
    static var answersFromItsValue: Bool { false }
    let state: ScrollState
    static let size = 22.0

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let gap = max(0, -state.offset.y)
        let rect = Rect(
            x: bounds.midX - Self.size / 2, y: bounds.minY + max(4, gap / 2 - Self.size / 2), width: Self.size,
            height: Self.size)
        for s in subviews { s.node.place(in: rect, proposal: ProposedViewSize(rect.size)) }
    }
}
