#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The scrolling state a ScrollView keeps across frames: offset, and the motion after the
/// finger lifts (momentum with exponential deceleration, or a spring back from an edge).
@MainActor
final class ScrollState {
    var offset = Point.zero
    var contentSize = Size.zero
    var viewportSize = Size.zero
    var dragStartOffset: Point?
    /// Momentum: start offset, velocity (points per second) and start time.
    var fling: (from: Point, velocity: Size, start: Double)?
    /// An animated move: the spring back from beyond an edge, or an animated `scrollTo`
    /// (whose start time is the first frame after it was asked for).
    var bounce: (from: Point, to: Point, start: Double?, animation: Animation)?
    static let springBack = Animation.spring(response: 0.4, dampingFraction: 1)
    /// The content node, re-placed when the offset changes (no body re-evaluates for a scroll).
    @WeakNode var contentNode: ViewNode?

    @WeakNode var indicatorNode: ViewNode?
    /// The pull-to-refresh spinner, and whether its refresh is running (the content then rests
    /// below the top, showing it) and since when (seconds, for its turn).
    @WeakNode var refreshNode: ViewNode?
    var isRefreshing = false
    var refreshSpin = 0.0

    /// Scroll views have a tag that names their content's translation in display lists.
    let tag: UInt64
    private static var nextTag: UInt64 = 0
    init() {
        ScrollState.nextTag += 1
        tag = ScrollState.nextTag
    }

    /// Lazy stacks in the content, which build rows as they come into view.
    private var lazyNodes: [NodeHandle] = []
    func register(lazy node: ViewNode) {
        lazyNodes.removeAll { $0.node == nil || $0.node === node }
        lazyNodes.append(node.handle)
    }

    /// The offset changed: the content is drawn moved (no re-layout), lazy stacks check which
    /// rows they need, the indicator follows.
    func moved() {
        contentNode?.markDrawDirty()
        contentNode?.graph.layoutDirty = true
        for lazy in lazyNodes { lazy.node?.invalidatePlacement() }
        indicatorNode?.invalidatePlacement()
        if let refreshNode, offset.y < 0 || isRefreshing || !refreshNode.children.isEmpty {
            refreshNode.invalidate(animation: nil)
            refreshNode.invalidatePlacement()
        }
    }

    var isTracking: Bool { dragStartOffset != nil }

    var axes: Axis.Set = .vertical

    /// A programmatic scroll: a jump, or a glide with `animation` on the display clock.
    func scroll(to target: Point, animation: Animation?) {
        fling = nil
        if let animation, target != offset, let graph = contentNode?.graph {
            bounce = (offset, target, nil, animation)
            graph.startTicker(self)
        } else {
            bounce = nil
            offset = target
        }
        moved()
    }

    /// Device pixels per point: the content moves by whole pixels, so text and edges stay as
    /// crisp while scrolling as at rest.
    var displayScale = 1.0
    var pixelAlignedOffset: Point {
        Point(
            x: (offset.x * displayScale).rounded() / displayScale, y: (offset.y * displayScale).rounded() / displayScale
        )
    }

    /// UIKit's normal deceleration: velocity falls by 0.998 per millisecond, a time constant
    /// of about 0.5 s; motion stops when the remaining travel is under half a point.
    static let decelerationTau = -0.001 / log(0.998)

    var maxOffset: Point {
        Point(x: max(0, contentSize.width - viewportSize.width), y: max(0, contentSize.height - viewportSize.height))
    }

    func clamped(_ p: Point) -> Point {
        // While a refresh runs the content rests below the top, showing the spinner.
        let top = isRefreshing ? -ScrollState.refreshHold : 0
        return Point(x: min(max(0, p.x), maxOffset.x), y: min(max(top, p.y), maxOffset.y))
    }

    /// Past an edge, the content follows the finger with growing resistance (UIKit's rubber band).
    func rubberBand(_ p: Point) -> Point {
        func band(_ v: Double, _ maxV: Double, _ dim: Double) -> Double {
            if v < 0 { return -rubber(-v, dim) }
            if v > maxV { return maxV + rubber(v - maxV, dim) }
            return v
        }
        return Point(x: band(p.x, maxOffset.x, viewportSize.width), y: band(p.y, maxOffset.y, viewportSize.height))
    }
    private func rubber(_ x: Double, _ d: Double) -> Double { d <= 0 ? 0 : (1 - 1 / (x * 0.55 / d + 1)) * d }

    var isMoving: Bool { fling != nil || bounce != nil }

    /// Advances the motion to `time`, and a running refresh's spinner; false once both have
    /// stopped.
    func tick(_ time: Double) -> Bool {
        let moving = advance(time)
        if isRefreshing {
            refreshSpin = time
            if !moving { moved() }
        }
        return moving || isRefreshing
    }

    /// Advances the motion to `time`; false once it has stopped.
    private func advance(_ time: Double) -> Bool {
        if var b = bounce {
            let start = b.start ?? time
            if b.start == nil {
                b.start = start
                bounce = b
            }
            let p = b.animation.progress(at: time - start)
            offset = Point(x: b.from.x + (b.to.x - b.from.x) * p, y: b.from.y + (b.to.y - b.from.y) * p)
            if time - start >= b.animation.totalDuration {
                offset = b.to
                bounce = nil
            }
            moved()
            return bounce != nil
        }
        guard let f = fling else { return false }
        let t = time - f.start
        let tau = ScrollState.decelerationTau
        let k = tau * (1 - exp(-t / tau))
        let free = Point(x: f.from.x + f.velocity.width * k, y: f.from.y + f.velocity.height * k)
        let remaining = (abs(f.velocity.width) + abs(f.velocity.height)) * tau * exp(-t / tau)
        let limited = clamped(free)
        if limited != free {
            // Hit an edge: spring back from just past it.
            offset = rubberBand(free)
            fling = nil
            bounce = (offset, limited, time, ScrollState.springBack)
        } else {
            offset = free
            if remaining < 0.5 { fling = nil }
        }
        moved()
        return isMoving
    }
}

/// A scrollable view, as SwiftUI's `ScrollView`: the content is laid out at its ideal length
/// along the scroll axis and moves with a drag, keeps moving with momentum after the finger
/// lifts, and stretches with resistance past the edges before springing back.
public struct ScrollView<Content: View>: View, PrimitiveView, NodeAwareView {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content
    /// Scrolls its content along `axes` by drag, wheel and flick; `showsIndicators` shows the scroll bar while it moves.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    func children() -> [ChildView] { [] }
    func makeLayout() -> any NodeLayout { ScrollViewLayout() }

    @MainActor
    static func state(of node: ViewNode) -> ScrollState {
        if let s = node.stateSlots[-1] as? ScrollState { return s }
        let s = ScrollState()
        node.stateSlots[-1] = s
        return s
    }

    func children(of node: ViewNode) -> [ChildView] {
        let state = ScrollView.state(of: node)
        let axes = self.axes
        state.axes = axes
        let graph = node.graph
        let refresh = axes.contains(.vertical) ? node.environment.refresh : nil
        let slop = 8.0
        // Gestures live in the node's views: they hold the graph weakly, or the graph (which
        // holds its nodes) would never be freed.
        let drag = DragGesture(minimumDistance: slop)
            .onChanged { value in
                if state.dragStartOffset == nil {
                    // The content starts moving where the finger left the slop, without a jump:
                    // the slop, along the direction the finger went, is not scrolled.
                    let t = value.translation, length = (t.width * t.width + t.height * t.height).squareRoot()
                    let k = length > 0 ? min(1, slop / length) : 0
                    state.dragStartOffset = Point(x: state.offset.x + t.width * k, y: state.offset.y + t.height * k)
                    state.fling = nil
                    state.bounce = nil
                }
                let start = state.dragStartOffset!
                let wanted = Point(
                    x: axes.contains(.horizontal) ? start.x - value.translation.width : state.offset.x,
                    y: axes.contains(.vertical) ? start.y - value.translation.height : state.offset.y)
                state.offset = state.rubberBand(wanted)
                state.moved()
            }
            .onEnded { [weak graph] value in
                state.dragStartOffset = nil
                if state.refreshIfPulled(refresh, now: value.time, graph: graph) { return }
                let v = Size(
                    width: axes.contains(.horizontal) ? -value.velocity.width : 0,
                    height: axes.contains(.vertical) ? -value.velocity.height : 0)
                let now = value.time
                if state.clamped(state.offset) != state.offset {
                    state.bounce = (state.offset, state.clamped(state.offset), now, ScrollState.springBack)
                } else if abs(v.width) + abs(v.height) > 50 {
                    state.fling = (state.offset, v, now)
                }
                if state.isMoving { graph?.startTicker(state) } else { state.moved() }
            }
            .onCancelled { [weak graph] in
                // The touch went away mid-drag (unplugged, palm): settle back inside the edges.
                state.dragStartOffset = nil
                if state.clamped(state.offset) != state.offset {
                    state.bounce = (state.offset, state.clamped(state.offset), nil, ScrollState.springBack)
                    graph?.startTicker(state)
                }
                state.moved()
            }
        let content = ScrollContent(content: content, axes: axes, state: state).gesture(drag)
            .environment(\.scrollViewport, ScrollViewReference(state: state))
        // The spinner of a refreshable scroll view lies under the content it is pulled from.
        if refresh != nil {
            let scrolled = ZStack(alignment: .top) {
                RefreshIndicator(state: state)
                content
            }
            guard showsIndicators else { return [ChildView(key: [.body], view: scrolled)] }
            return [ChildView(key: [.body], view: scrolled.overlay(ScrollIndicator(axes: axes, state: state)))]
        }
        guard showsIndicators else { return [ChildView(key: [.body], view: content)] }
        return [ChildView(key: [.body], view: content.overlay(ScrollIndicator(axes: axes, state: state)))]
    }

    func effect(in frame: Rect, environment: EnvironmentValues) -> DrawEffect? { .clip(Path.rect(frame)) }
}

extension ScrollView: ClipProviding { var clipsContent: Bool { true } }
extension ScrollContent: ScrollContentProviding { var scrollState: ScrollState { state } }

/// The scrolled content: laid out unbounded along the scroll axes, moved by the offset.
struct ScrollContent<Content: View>: View, PrimitiveView, NodeAwareView {
    let content: Content
    let axes: Axis.Set
    let state: ScrollState
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func children(of node: ViewNode) -> [ChildView] {
        state.contentNode = node
        state.displayScale = node.environment.displayScale
        return children()
    }
    func makeLayout() -> any NodeLayout { ScrollContentLayout(axes: axes, state: state) }
    func effect(in frame: Rect, environment: EnvironmentValues) -> DrawEffect? {
        let offset = state.pixelAlignedOffset
        let s = environment.displayScale
        return .scroll(dx: -Int((offset.x * s).rounded()), dy: -Int((offset.y * s).rounded()), tag: state.tag)
    }
}

/// The thin bar at the trailing (or bottom) edge that shows where the viewport is in the
/// content while it scrolls; it is hidden when the content is still.
struct ScrollIndicator: View, PrimitiveView, NodeAwareView {
    let axes: Axis.Set
    let state: ScrollState
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] {
        [ChildView(key: [.body], view: Capsule().fill(Color(red: 0.45, green: 0.45, blue: 0.47, opacity: 0.7)))]
    }
    func children(of node: ViewNode) -> [ChildView] {
        state.indicatorNode = node
        return children()
    }
    func makeLayout() -> any NodeLayout { ScrollIndicatorLayout(vertical: axes.contains(.vertical), state: state) }
}

@MainActor
struct ScrollIndicatorLayout: NodeLayout {
    static var answersFromItsValue: Bool { false }
    let vertical: Bool
    let state: ScrollState
    static let thickness = 3.0, inset = 3.0, minimumLength = 24.0

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let rect = thumb(in: bounds) ?? Rect(origin: bounds.origin, size: .zero)
        for s in subviews { s.node.place(in: rect, proposal: ProposedViewSize(rect.size)) }
    }

    /// The thumb: as long as the visible fraction of the content, shortened while the content
    /// is pulled past an edge, and placed in proportion to the offset.
    func thumb(in bounds: Rect) -> Rect? {
        guard state.isTracking || state.isMoving else { return nil }
        let content = vertical ? state.contentSize.height : state.contentSize.width
        let viewport = vertical ? bounds.height : bounds.width
        let offset = vertical ? state.offset.y : state.offset.x
        let maxOffset = content - viewport
        guard maxOffset > 0 else { return nil }
        let track = viewport - 2 * Self.inset
        let overshoot = offset < 0 ? -offset : max(0, offset - maxOffset)
        let length = max(Self.minimumLength, track * viewport / content - overshoot)
        let position = Self.inset + (track - length) * min(max(offset / maxOffset, 0), 1)
        return vertical
            ? Rect(
                x: bounds.maxX - Self.inset - Self.thickness, y: bounds.minY + position, width: Self.thickness,
                height: length)
            : Rect(
                x: bounds.minX + position, y: bounds.maxY - Self.inset - Self.thickness, width: length,
                height: Self.thickness)
    }
}

/// The scroll view takes the space it is offered; along an axis with no proposal it is as
/// long as its content.
@MainActor
struct ScrollViewLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        guard proposal.width == nil || proposal.height == nil, let content = subviews.first else {
            return proposal.replacingUnspecifiedDimensions()
        }
        let ideal = content.sizeThatFits(proposal)
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        for s in subviews { s.node.place(in: bounds, proposal: ProposedViewSize(bounds.size)) }
    }
}

@MainActor
struct ScrollContentLayout: NodeLayout {
    static var answersFromItsValue: Bool { false }
    let axes: Axis.Set
    let state: ScrollState
    func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        guard proposal.width == nil || proposal.height == nil, let content = subviews.first else {
            return proposal.replacingUnspecifiedDimensions()
        }
        let ideal = content.sizeThatFits(inner(proposal))
        return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        state.viewportSize = bounds.size
        let p = inner(ProposedViewSize(bounds.size))
        for s in subviews {
            let size = s.sizeThatFits(p)
            state.contentSize = size
            // Content that shrank (or a viewport that grew) must not leave the offset past the end.
            if !state.isTracking && !state.isMoving { state.offset = state.clamped(state.offset) }
            // Content shorter than the viewport sits at the top (leading) edge.
            // The content is laid out unscrolled; the offset moves it when it is drawn.
            s.node.place(
                in: Rect(
                    x: bounds.minX, y: bounds.minY,
                    width: axes.contains(.horizontal) ? size.width : bounds.width,
                    height: axes.contains(.vertical) ? size.height : bounds.height), proposal: p)
        }
    }
}

extension Axis {
    /// A set of axes, for scroll views and `fixedSize(horizontal:vertical:)`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The vertical axis.
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}
