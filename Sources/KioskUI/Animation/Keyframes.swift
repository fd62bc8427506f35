/// Keyframes that move a value over time (SwiftUI's `Keyframes`): tracks, each moving one
/// property of the value through its keyframes, all starting together.
public protocol Keyframes<Value> {
    /// The value the keyframes move.
    associatedtype Value
}

/// Keyframes the animator can sample.
protocol SampledKeyframes<Value> {
    associatedtype Value
    /// How long the longest track runs.
    var duration: Double { get }
    /// The value at `time` seconds, starting from `initial`.
    @MainActor func sample(_ initial: Value, at time: Double) -> Value
}

/// Several tracks run together.
public struct KeyframeTrackList<Value>: Keyframes, SampledKeyframes {
    let tracks: [any SampledKeyframes<Value>]
    var duration: Double { tracks.map(\.duration).max() ?? 0 }
    @MainActor func sample(_ initial: Value, at time: Double) -> Value {
        tracks.reduce(initial) { value, track in track.sample(value, at: time) }
    }
}

/// Builds keyframes from tracks.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// One track.
    public static func buildExpression<K: Keyframes>(_ k: K) -> KeyframeTrackList<Value> where K.Value == Value {
        KeyframeTrackList(tracks: (k as? any SampledKeyframes<Value>).map { [$0] } ?? [])
    }
    /// The tracks in order.
    public static func buildBlock(_ parts: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> {
        KeyframeTrackList(tracks: parts.flatMap(\.tracks))
    }
    /// A track of an `if` that holds, or none.
    public static func buildOptional(_ part: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> {
        part ?? KeyframeTrackList(tracks: [])
    }
    /// The branch taken.
    public static func buildEither(first: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { first }
    /// The branch taken.
    public static func buildEither(second: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { second }
}

/// One step of a track: where the property goes next, and how.
public struct KeyframeSegment<Value: Animatable> {
    enum Motion {
        case linear(UnitCurve)
        case cubic
        case spring(Spring)
        case move
    }
    let target: Value
    let duration: Double
    let motion: Motion
}

/// A keyframe reached in a straight line, paced by `timingCurve` (SwiftUI's `LinearKeyframe`).
public func LinearKeyframe<Value: Animatable>(
    _ to: Value, duration: Double, timingCurve: UnitCurve = .linear
) -> KeyframeSegment<Value> {
    KeyframeSegment(target: to, duration: duration, motion: .linear(timingCurve))
}

/// A keyframe reached along a smooth curve through the keyframes around it (SwiftUI's
/// `CubicKeyframe`).
public func CubicKeyframe<Value: Animatable>(_ to: Value, duration: Double) -> KeyframeSegment<Value> {
    KeyframeSegment(target: to, duration: duration, motion: .cubic)
}

/// A keyframe reached by a spring (SwiftUI's `SpringKeyframe`).
public func SpringKeyframe<Value: Animatable>(
    _ to: Value, duration: Double? = nil, spring: Spring = Spring()
) -> KeyframeSegment<Value> {
    KeyframeSegment(target: to, duration: duration ?? spring.settlingDuration, motion: .spring(spring))
}

/// A keyframe jumped to at once (SwiftUI's `MoveKeyframe`).
public func MoveKeyframe<Value: Animatable>(_ to: Value) -> KeyframeSegment<Value> {
    KeyframeSegment(target: to, duration: 0, motion: .move)
}

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe.
    public static func buildExpression(_ k: KeyframeSegment<Value>) -> [KeyframeSegment<Value>] { [k] }
    /// The keyframes in order.
    public static func buildBlock(_ parts: [KeyframeSegment<Value>]...) -> [KeyframeSegment<Value>] {
        parts.flatMap { $0 }
    }
    /// The keyframes of a `for` loop.
    public static func buildArray(_ parts: [[KeyframeSegment<Value>]]) -> [KeyframeSegment<Value>] {
        parts.flatMap { $0 }
    }
    /// Keyframes of an `if` that holds, or none.
    public static func buildOptional(_ parts: [KeyframeSegment<Value>]?) -> [KeyframeSegment<Value>] { parts ?? [] }
    /// The branch taken.
    public static func buildEither(first: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { first }
    /// The branch taken.
    public static func buildEither(second: [KeyframeSegment<Value>]) -> [KeyframeSegment<Value>] { second }
}

/// One property of the animated value moved through keyframes, one after another (SwiftUI's
/// `KeyframeTrack`).
public struct KeyframeTrack<Root, Property: Animatable>: Keyframes, SampledKeyframes {
    /// The keyframes move a `Root`.
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, Property>
    let segments: [KeyframeSegment<Property>]

    /// The keyframes of the property at `keyPath`.
    public init(
        _ keyPath: WritableKeyPath<Root, Property>,
        @KeyframeTrackContentBuilder<Property> content: () -> [KeyframeSegment<Property>]
    ) {
        self.keyPath = keyPath
        segments = content()
    }

    var duration: Double { segments.reduce(0) { $0 + $1.duration } }

    @MainActor func sample(_ initial: Root, at time: Double) -> Root {
        var root = initial
        let first = initial[keyPath: keyPath]
        var from = first
        var start = 0.0
        for (i, segment) in segments.enumerated() {
            let end = start + segment.duration
            if time < end, segment.duration > 0 {
                let t = (time - start) / segment.duration
                root[keyPath: keyPath] = Self.value(
                    from: from, segment: segment, t: t, before: i > 1 ? segments[i - 2].target : i == 1 ? first : nil,
                    after: i + 1 < segments.count ? segments[i + 1].target : nil)
                return root
            }
            from = segment.target
            start = end
        }
        root[keyPath: keyPath] = from
        return root
    }

    /// The property `t` (0 to 1) of the way through `segment`, from `from`.
    @MainActor static func value(
        from: Property, segment: KeyframeSegment<Property>, t: Double, before: Property?, after: Property?
    ) -> Property {
        switch segment.motion {
        case .move: return segment.target
        case .linear(let curve): return from.interpolated(to: segment.target, curve.value(at: t))
        case .spring(let spring):
            return from.interpolated(to: segment.target, spring.animation.progress(at: t * segment.duration))
        case .cubic:
            // Catmull-Rom: the tangents at each end point along the chord between the
            // keyframes either side of it (the ends use their one neighbour).
            let p0 = before ?? from, p1 = from, p2 = segment.target, p3 = after ?? segment.target
            let t2 = t * t, t3 = t2 * t
            var a = p1.animatableData
            var m1 = p2.animatableData - p0.animatableData
            m1.scale(by: 0.5)
            var m2 = p3.animatableData - p1.animatableData
            m2.scale(by: 0.5)
            // Hermite basis.
            var d = p2.animatableData - p1.animatableData
            d.scale(by: 3 * t2 - 2 * t3)
            m1.scale(by: t3 - 2 * t2 + t)
            m2.scale(by: t3 - t2)
            a = a + d + m1 + m2
            var v = from
            v.animatableData = a
            return v
        }
    }
}

extension KeyframeTrack where Root == Property {
    /// The keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Property> content: () -> [KeyframeSegment<Property>]) {
        self.init(\.self, content: content)
    }
}

/// A timing curve from 0 to 1 (SwiftUI's `UnitCurve`).
public struct UnitCurve: Sendable {
    let animation: Animation
    /// Constant speed.
    public static let linear = UnitCurve(animation: .linear(duration: 1))
    /// Slow at first.
    public static let easeIn = UnitCurve(animation: .easeIn(duration: 1))
    /// Slow at the end.
    public static let easeOut = UnitCurve(animation: .easeOut(duration: 1))
    /// Slow at both ends.
    public static let easeInOut = UnitCurve(animation: .easeInOut(duration: 1))
    /// A cubic Bézier curve through two control points, as CSS's `cubic-bezier`.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(
            animation: .timingCurve(
                startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y, duration: 1))
    }
    /// The curve's value at `t` (0 to 1).
    public func value(at t: Double) -> Double { animation.progress(at: t) }
}

/// A spring by its duration and bounce (SwiftUI's `Spring`).
public struct Spring: Sendable {
    /// The period of its oscillation, seconds.
    public var duration: Double
    /// 0: no overshoot; up to 1: more bounce.
    public var bounce: Double
    /// A spring of `duration` seconds and `bounce`.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
    var animation: Animation { .spring(response: duration, dampingFraction: 1 - min(0.95, max(0, bounce))) }
    /// How long it takes to settle.
    public var settlingDuration: Double { animation.totalDuration }
}
