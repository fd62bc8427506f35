/// Two fingers on one view, as the interaction controller measures them: how far apart they
/// have moved and how far they have turned since the second one touched.
struct PinchSample {
    /// The fingers' distance over their distance when the pinch began.
    var magnification: Double
    /// How far the line between the fingers has turned, radians (clockwise on screen).
    var rotation: Double
    /// Per second, from the last two samples.
    var magnificationVelocity: Double
    var rotationVelocity: Double
    /// The point between the fingers when the pinch began, in the view's own coordinates.
    var startLocation: Point
    /// Where that point was in the view, as a unit point.
    var startAnchor: UnitPoint
    /// Seconds on the display clock.
    var time: Double
    /// The two fingers now, in the view's own coordinates, the first to touch first.
    var locations: [Point] = []
}

/// Two fingers pinching or spreading on the view (SwiftUI's `MagnifyGesture`).
public struct MagnifyGesture: Sendable {
    /// How far apart the fingers have moved.
    public struct Value: Sendable, Equatable {
        /// When this value was measured, in seconds on the display clock.
        public var time: Double
        /// The fingers' distance over their distance at the start (2: twice as far apart).
        public var magnification: Double
        /// The change of magnification per second.
        public var velocity: Double
        /// Where between the fingers the pinch started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where between the fingers the pinch started, in the view's coordinates.
        public var startLocation: Point
        /// The two fingers now, in the view's coordinates (what a chart's range selection spans).
        package var fingerLocations: [Point] = []
    }
    /// How much the magnification must change before the gesture begins.
    public var minimumScaleDelta: Double
    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?
    var resets: [@MainActor () -> Void] = []
    /// A pinch that begins once the fingers' distance changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: Double = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    static func value(_ s: PinchSample) -> Value {
        Value(
            time: s.time, magnification: s.magnification, velocity: s.magnificationVelocity,
            startAnchor: s.startAnchor, startLocation: s.startLocation, fingerLocations: s.locations)
    }

    /// Runs `action` as the fingers move.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> MagnifyGesture {
        var g = self
        g.changed = action
        return g
    }
    /// Runs `action` when a finger lifts.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> MagnifyGesture {
        var g = self
        g.ended = action
        return g
    }
    /// Keeps `state` up to date while the pinch runs, back to its initial value after it.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> MagnifyGesture {
        var g = self
        g.changed = GestureUpdating.chain(changed, state: state, body: body)
        g.resets.append { state.reset() }
        return g
    }
}

/// Two fingers turning on the view (SwiftUI's `RotateGesture`).
public struct RotateGesture: Sendable {
    /// How far the fingers have turned.
    public struct Value: Sendable, Equatable {
        /// When this value was measured, in seconds on the display clock.
        public var time: Double
        /// How far the line between the fingers has turned since the start.
        public var rotation: Angle
        /// The change of rotation per second.
        public var velocity: Angle
        /// Where between the fingers the turn started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where between the fingers the turn started, in the view's coordinates.
        public var startLocation: Point
    }
    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle
    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?
    var resets: [@MainActor () -> Void] = []
    /// A turn that begins once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    static func value(_ s: PinchSample) -> Value {
        Value(
            time: s.time, rotation: .radians(s.rotation), velocity: .radians(s.rotationVelocity),
            startAnchor: s.startAnchor, startLocation: s.startLocation)
    }

    /// Runs `action` as the fingers turn.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> RotateGesture {
        var g = self
        g.changed = action
        return g
    }
    /// Runs `action` when a finger lifts.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> RotateGesture {
        var g = self
        g.ended = action
        return g
    }
    /// Keeps `state` up to date while the turn runs, back to its initial value after it.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> RotateGesture {
        var g = self
        g.changed = GestureUpdating.chain(changed, state: state, body: body)
        g.resets.append { state.reset() }
        return g
    }
}

/// The older pinch gesture, whose value is the magnification alone (SwiftUI's
/// `MagnificationGesture`).
public struct MagnificationGesture: Sendable {
    var base: MagnifyGesture
    /// A pinch that begins once the fingers' distance changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: Double = 0.01) { base = MagnifyGesture(minimumScaleDelta: minimumScaleDelta) }
    /// Runs `action` with the magnification as the fingers move.
    public func onChanged(_ action: @escaping @MainActor (Double) -> Void) -> MagnificationGesture {
        var g = self
        g.base = base.onChanged { action($0.magnification) }
        return g
    }
    /// Runs `action` with the final magnification.
    public func onEnded(_ action: @escaping @MainActor (Double) -> Void) -> MagnificationGesture {
        var g = self
        g.base = base.onEnded { action($0.magnification) }
        return g
    }
}

/// The older turning gesture, whose value is the angle alone (SwiftUI's `RotationGesture`).
public struct RotationGesture: Sendable {
    var base: RotateGesture
    /// A turn that begins once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { base = RotateGesture(minimumAngleDelta: minimumAngleDelta) }
    /// Runs `action` with the angle as the fingers turn.
    public func onChanged(_ action: @escaping @MainActor (Angle) -> Void) -> RotationGesture {
        var g = self
        g.base = base.onChanged { action($0.rotation) }
        return g
    }
    /// Runs `action` with the final angle.
    public func onEnded(_ action: @escaping @MainActor (Angle) -> Void) -> RotationGesture {
        var g = self
        g.base = base.onEnded { action($0.rotation) }
        return g
    }
}

/// `updating(_:body:)` for the gestures that report values while they run.
enum GestureUpdating {
    static func chain<Value, State>(
        _ changed: (@MainActor (Value) -> Void)?, state: GestureState<State>,
        body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> @MainActor (Value) -> Void {
        { value in
            var s = state.wrappedValue
            var t = Transaction()
            body(value, &s, &t)
            if let animation = t.animation { withAnimation(animation) { state.set(s) } } else { state.set(s) }
            changed?(value)
        }
    }
}

extension MagnifyGesture {
    @MainActor var spec: GestureSpec {
        let changed = changed, ended = ended, resets = resets
        return .pinch(
            minimumScaleDelta: minimumScaleDelta, minimumAngle: .infinity,
            changed: { changed?(MagnifyGesture.value($0)) },
            ended: { s in
                resets.forEach { $0() }
                ended?(MagnifyGesture.value(s))
            },
            cancelled: { resets.forEach { $0() } })
    }
}

extension RotateGesture {
    @MainActor var spec: GestureSpec {
        let changed = changed, ended = ended, resets = resets
        return .pinch(
            minimumScaleDelta: .infinity, minimumAngle: minimumAngleDelta.radians,
            changed: { changed?(RotateGesture.value($0)) },
            ended: { s in
                resets.forEach { $0() }
                ended?(RotateGesture.value(s))
            },
            cancelled: { resets.forEach { $0() } })
    }
}
