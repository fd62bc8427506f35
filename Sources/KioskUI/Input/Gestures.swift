/// What a gesture modifier asks for; kept in the view so that every evaluation brings fresh
/// closures (which capture fresh bindings).
enum GestureSpec {
    /// A tap; the action gets the location in the view's own coordinates.
    /// `fallbacks`: taps of fewer in a row that run when no further tap comes in time
    /// (`TapGesture(count: 2).exclusively(before: TapGesture())`).
    case tap(count: Int, action: (Point) -> Void, fallbacks: [TapFallback] = [])
    /// `then`: a drag that takes over the same finger once the press has fired
    /// (`LongPressGesture().sequenced(before: DragGesture())`).
    case longPress(
        minimumDuration: Double, maximumDistance: Double, action: () -> Void, pressing: ((Bool) -> Void)?,
        then: DragStage? = nil)
    case drag(
        minimumDistance: Double, changed: ((DragGesture.Value) -> Void)?, ended: ((DragGesture.Value) -> Void)?,
        cancelled: (() -> Void)?)
    /// A button: pressed state while the finger is on it, the action on release inside.
    /// With `repeats`, the action runs again and again while the finger stays on it
    /// (`.buttonRepeatBehavior(.enabled)`), and not once more on release.
    case press(changed: (Bool) -> Void, action: () -> Void, repeats: Bool)
    /// Two fingers on the view: their spread and turn, once either passes its threshold.
    case pinch(
        minimumScaleDelta: Double, minimumAngle: Double, changed: (PinchSample) -> Void, ended: (PinchSample) -> Void,
        cancelled: () -> Void)
}

/// A tap of fewer in a row that a multiple tap gives way to when no further tap comes.
struct TapFallback {
    var count: Int
    var action: (Point) -> Void
}

/// The drag that follows a long press on the same finger.
struct DragStage {
    /// The press fired: the drag may begin.
    var began: () -> Void
    var changed: (DragGesture.Value) -> Void
    /// The finger lifted (with the drag's last value, nil when it never moved).
    var ended: (DragGesture.Value?) -> Void
    var cancelled: () -> Void
    /// The drag needs no travel (`minimumDistance` 0): it begins where the finger is when the
    /// press fires, not at its first move (a held finger may not move at all).
    var startsAtOnce = false
}

/// How a gesture competes with the gestures of the views it contains, as SwiftUI's
/// `.gesture`, `.highPriorityGesture` and `.simultaneousGesture`.
enum GesturePriority { case normal, high, simultaneous }

/// A gesture attached to content.
package struct GestureView<Content: View>: View, PrimitiveView, StoredChildren {
    let content: Content
    let spec: GestureSpec
    let priority: GesturePriority
    /// A drag that only takes moves along this axis (a row's swipe inside a vertical list).
    var axis: Axis? = nil
    /// The other parts of a composed gesture (`simultaneously(with:)`): each its own view
    /// around the content, running alongside this one.
    var partners: [GestureSpec] = []
    /// How the other parts compete: alongside (simultaneous), or below this one (exclusive).
    var partnerPriority = GesturePriority.simultaneous
    /// A composed gesture's shared values, kept by this node across evaluations.
    var slots: [SimultaneousSlot] = []
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] {
        guard let next = partners.first else { return [ChildView(key: [.body], view: content)] }
        let inner = GestureView<AnyView>(
            content: AnyView(content), spec: next, priority: partnerPriority, partners: Array(partners.dropFirst()),
            partnerPriority: partnerPriority)
        guard !slots.isEmpty else { return [ChildView(key: [.body], view: inner)] }
        return [ChildView(key: [.body], view: SimultaneousSlotKeeper(slots: slots, content: inner))]
    }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

/// A composed gesture's values, as its node keeps them.
final class KeptSimultaneousValues {
    let values: [SimultaneousValues]
    init(values: [SimultaneousValues]) { self.values = values }
}

/// Keeps a composed gesture's shared values across evaluations: a node of its own, so that
/// the other gesture views stay plain (a node that reads its node costs more to build).
struct SimultaneousSlotKeeper<Content: View>: View, PrimitiveView, NodeAwareView {
    let slots: [SimultaneousSlot]
    let content: Content
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func children(of node: ViewNode) -> [ChildView] {
        // The new slots take the values the node kept from the last evaluation's.
        let kept = (node.stateSlots[-9] as? KeptSimultaneousValues)?.values ?? []
        for (i, slot) in slots.enumerated() where i < kept.count { slot.values = kept[i] }
        node.stateSlots[-9] = KeptSimultaneousValues(values: slots.map(\.values))
        return children()
    }
}

/// A drag, as SwiftUI's `DragGesture`: `.onChanged` and `.onEnded` with the start, current
/// location, translation and a predicted end from the release velocity.
public struct DragGesture: Sendable {
    /// Where a drag is and how it got there.
    public struct Value: Sendable, Equatable {
        /// Where the finger first touched.
        public var startLocation: Point
        /// Where the finger is now.
        public var location: Point
        /// How far the finger has moved since it touched.
        public var translation: Size
        /// Where the drag would come to rest if the finger lifted now.
        public var predictedEndLocation: Point
        /// The translation at the predicted end.
        public var predictedEndTranslation: Size
        /// When this value was measured, in seconds on the display clock.
        public var time: Double
        /// Points a second, from the recent moves.
        public var velocity: Size
    }
    /// How far the finger moves before the drag begins, in points.
    public var minimumDistance: Double
    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?
    /// The touch went away without a lift (cancelled, or another gesture won): no onEnded.
    var cancelled: (@MainActor () -> Void)?
    /// `@GestureState` resets, kept apart so that a later `onEnded` does not replace them.
    var resets: [@MainActor () -> Void] = []
    /// Only moves mostly along this axis start the drag; others are left to the gestures
    /// around it (a kiosk extension: a row's horizontal swipe inside a scrolling list).
    public var axis: Axis?
    /// A drag that begins after the finger moves `minimumDistance` points.
    public init(minimumDistance: Double = 10) { self.minimumDistance = minimumDistance }
    /// A drag along one axis only: a move along the other does not start it.
    public init(minimumDistance: Double = 10, axis: Axis) {
        self.minimumDistance = minimumDistance
        self.axis = axis
    }
    func onCancelled(_ action: @escaping @MainActor () -> Void) -> DragGesture {
        var g = self
        g.cancelled = action
        return g
    }

    /// Keeps `state` up to date while the drag runs (`body` gets the value, the state to change
    /// and the transaction); the state goes back to its initial value when the drag ends or is
    /// cancelled, as SwiftUI's `updating(_:body:)`.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> DragGesture {
        var g = self
        let changed = self.changed
        g.changed = { value in
            var s = state.wrappedValue
            var t = Transaction()
            body(value, &s, &t)
            if let animation = t.animation { withAnimation(animation) { state.set(s) } } else { state.set(s) }
            changed?(value)
        }
        g.resets.append { state.reset() }
        return g
    }
    /// Runs `action` on every move of the drag.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var g = self
        g.changed = action
        return g
    }
    /// Runs `action` when the finger lifts.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var g = self
        g.ended = action
        return g
    }
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: Sendable {
    /// How many taps in a row it takes.
    public var count: Int
    var action: (@MainActor () -> Void)?
    /// A tap, or `count` taps in a row.
    public init(count: Int = 1) { self.count = count }
    /// Runs `action` when the taps complete.
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> TapGesture {
        var g = self
        g.action = action
        return g
    }
}

/// A long press, as SwiftUI's `LongPressGesture`.
/// A tap that reports where it happened, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Sendable {
    /// Where the tap landed.
    public struct Value: Sendable, Equatable {
        /// The tap's location in the view's own coordinates.
        public var location: Point
    }
    /// How many taps in a row it takes.
    public var count: Int
    var action: (@MainActor @Sendable (Value) -> Void)?
    /// A tap that reports where it landed, after `count` taps in a row.
    public init(count: Int = 1) { self.count = count }
    /// Runs `action` with the tap's location.
    public func onEnded(_ action: @escaping @MainActor @Sendable (Value) -> Void) -> SpatialTapGesture {
        var g = self
        g.action = action
        return g
    }
}

/// A finger held still for a minimum time (SwiftUI's `LongPressGesture`).
public struct LongPressGesture: Sendable {
    /// How long the finger must stay down, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the press is abandoned, in points.
    public var maximumDistance: Double
    var action: (@MainActor () -> Void)?
    /// While the finger is down and still (true), and when it lifts, moves away or fires (false).
    var pressing: [@MainActor (Bool) -> Void] = []
    /// A press held `minimumDuration` seconds while the finger moves less than `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    /// Runs `action` when the press completes.
    public func onEnded(_ action: @escaping @MainActor (Bool) -> Void) -> LongPressGesture {
        var g = self
        g.action = { action(true) }
        return g
    }

    /// Keeps `state` up to date while the press is held (`body` gets true while pressing), back
    /// to its initial value when the press ends, as SwiftUI's `updating(_:body:)`.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Bool, inout State, inout Transaction) -> Void
    ) -> LongPressGesture {
        var g = self
        g.pressing.append { isPressing in
            guard isPressing else {
                state.reset()
                return
            }
            var s = state.wrappedValue
            var t = Transaction()
            body(true, &s, &t)
            if let animation = t.animation { withAnimation(animation) { state.set(s) } } else { state.set(s) }
        }
        return g
    }
}

/// Gestures that can be attached with `.gesture(_:)`.
public protocol Gesture: Sendable {
    /// What the gesture reports.
    associatedtype Value
}
extension DragGesture: Gesture {}
extension TapGesture: Gesture {
    /// A tap reports nothing but itself.
    public typealias Value = Void
}
extension SpatialTapGesture: Gesture {}
extension LongPressGesture: Gesture {
    /// Whether the press completed.
    public typealias Value = Bool
}
extension MagnifyGesture: Gesture {}
extension RotateGesture: Gesture {}
extension MagnificationGesture: Gesture {
    /// The magnification.
    public typealias Value = Double
}
extension RotationGesture: Gesture {
    /// The angle turned.
    public typealias Value = Angle
}

@MainActor
func gestureSpec(_ g: any Gesture) -> GestureSpec? {
    switch g {
    case let d as DragGesture:
        let resets = d.resets, ended = d.ended, cancelled = d.cancelled
        return .drag(
            minimumDistance: d.minimumDistance, changed: d.changed,
            ended: resets.isEmpty
                ? ended
                : { v in
                    resets.forEach { $0() }
                    ended?(v)
                },
            cancelled: resets.isEmpty
                ? cancelled
                : {
                    resets.forEach { $0() }
                    cancelled?()
                })
    case let t as TapGesture:
        let a = t.action ?? {}
        return .tap(count: t.count, action: { _ in a() })
    case let t as SpatialTapGesture:
        let a = t.action
        return .tap(count: t.count, action: { p in a?(SpatialTapGesture.Value(location: p)) })
    case let l as LongPressGesture:
        let pressing = l.pressing
        return .longPress(
            minimumDuration: l.minimumDuration, maximumDistance: l.maximumDistance, action: l.action ?? {},
            pressing: pressing.isEmpty ? nil : { p in pressing.forEach { $0(p) } })
    case let m as MagnifyGesture: return m.spec
    case let r as RotateGesture: return r.spec
    case let m as MagnificationGesture: return m.base.spec
    case let r as RotationGesture: return r.base.spec
    default: return nil
    }
}

/// The specs of a gesture: one, or one for each part of a composed gesture, with the slots
/// its parts share values through.
@MainActor
func composedSpecs(_ g: any Gesture) -> (specs: [GestureSpec], slots: [SimultaneousSlot]) {
    if let composed = g as? ComposedGesture { return composed.composed() }
    return (gestureSpec(g).map { [$0] } ?? [], [])
}

extension View {
    /// Runs `action` on a tap, or on `count` taps in a row.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        GestureView(content: self, spec: .tap(count: count, action: { _ in action() }), priority: .normal)
    }
    /// A tap whose action gets where the finger was, in this view's coordinates.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor (Point) -> Void) -> some View {
        GestureView(content: self, spec: .tap(count: count, action: action), priority: .normal)
    }
    /// Runs `action` after a press held `minimumDuration` seconds; `onPressingChanged` follows the finger.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        GestureView(
            content: self,
            spec: .longPress(
                minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action,
                pressing: onPressingChanged), priority: .normal)
    }
    /// Adds a gesture; the view's own gestures take precedence over it.
    public func gesture<G: Gesture>(_ gesture: G) -> some View {
        attaching(gesture, priority: .normal)
    }
    /// Adds a gesture that takes precedence over the view's own.
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View {
        attaching(gesture, priority: .high)
    }
    /// Adds a gesture that runs alongside the view's own.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
        attaching(gesture, priority: .simultaneous)
    }

    /// The gesture's specs around this view: a composed gesture's parts all run alongside
    /// each other (a pan and a pinch on a map).
    private func attaching<G: Gesture>(_ gesture: G, priority: GesturePriority) -> GestureView<Self> {
        let (specs, slots) = composedSpecs(gesture)
        let composed = specs.count > 1
        // An exclusive gesture's first part takes precedence over the parts inside it.
        let together = (gesture as? ComposedGesture)?.partsRunTogether ?? true
        let outer: GesturePriority = !composed || priority != .normal ? priority : together ? .simultaneous : .high
        return GestureView(
            content: self, spec: specs.first ?? .tap(count: 1, action: { _ in }), priority: outer,
            axis: (gesture as? DragGesture)?.axis, partners: Array(specs.dropFirst()),
            partnerPriority: together ? .simultaneous : .normal, slots: slots)
    }
}

/// `.allowsHitTesting(false)` and `.contentShape(_)`.
package struct HitTestingView<Content: View>: View, PrimitiveView, StoredChildren {
    let content: Content
    let enabled: Bool
    let shape: (any Shape)?
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

extension View {
    /// Whether touches reach the view; false lets them through to what is beneath.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        HitTestingView(content: self, enabled: enabled, shape: nil)
    }
    /// Makes the whole `shape` (in the view's frame) respond to touches, not only what is drawn.
    public func contentShape<S: Shape>(_ shape: S) -> some View {
        HitTestingView(content: self, enabled: true, shape: shape)
    }
}

@MainActor
protocol HitTestConfiguring: HitTestParticipant {
    var hitTestingEnabled: Bool { get }
    var hasContentShape: Bool { get }
}

extension HitTestingView: HitTestConfiguring {
    var hitTestingEnabled: Bool { enabled }
    var hasContentShape: Bool { shape != nil }
}

@MainActor
protocol ClipProviding: HitTestParticipant { var clipsContent: Bool { get } }

extension ModifiedView: ClipProviding {
    var clipsContent: Bool { if case .clip = modifier { return true } else { return false } }
}

/// `.onAppear` / `.onDisappear`: actions run after the frame in which the view is first
/// evaluated, and after the one in which it leaves the graph.
package struct LifecycleView<Content: View>: View, PrimitiveView, StoredChildren {
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

extension View {
    /// Runs `action` when the view is added to the screen.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: action, onDisappear: nil)
    }
    /// Runs `action` when the view is removed from the screen.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: nil, onDisappear: action)
    }
}

@MainActor
protocol LifecycleProviding {
    var appearAction: (@MainActor () -> Void)? { get }
    var disappearAction: (@MainActor () -> Void)? { get }
}

/// Views that act when the value they were given changes (`onChange`).
@MainActor
protocol ChangeObserving {
    /// The action to run after the frame in which this view replaced `old`.
    func changeAction(from old: any View) -> (@MainActor () -> Void)?
}
extension LifecycleView: LifecycleProviding {
    var appearAction: (@MainActor () -> Void)? { onAppear }
    var disappearAction: (@MainActor () -> Void)? { onDisappear }
}

/// State that lives as long as a gesture runs, as SwiftUI's `GestureState`: set through a
/// gesture's `updating`, back to its initial value when the gesture ends or is cancelled.
@MainActor
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, GraphInstallable {
    let state: State<Value>
    let initialValue: Value

    /// State a gesture sets while it runs and that goes back to `wrappedValue` when it ends.
    public init(wrappedValue: Value) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
    }
    /// State a gesture sets while it runs and that goes back to `initialValue` when it ends.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The value while the gesture runs, else the initial one.
    public var wrappedValue: Value { state.wrappedValue }
    /// The state itself, for `.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) { state.wrappedValue = value }
    func reset() { state.wrappedValue = initialValue }
    func install(into node: ViewNode, slot: Int) { state.install(into: node, slot: slot) }
}
