/// Values that can be scaled and added: what animations interpolate (SwiftUI's
/// `VectorArithmetic`).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product with itself.
    var magnitudeSquared: Double { get }
}

/// A value an animation can move between two of its values through its `animatableData`
/// (SwiftUI's `Animatable`): keyframe tracks animate such values, and a view or shape that
/// is one (a custom shape's progress, a counter's value) is drawn at the values between.
/// Main-actor isolated as views are, so that a view's own properties can be its data.
@MainActor
public protocol Animatable {
    /// The data interpolated.
    associatedtype AnimatableData: VectorArithmetic
    /// The value as data to interpolate.
    var animatableData: AnimatableData { get set }
}

/// No data (SwiftUI's `EmptyAnimatableData`): what a view or shape that animates nothing of
/// its own has.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The empty value.
    public init() {}
    /// The empty value.
    public static var zero: Self { Self() }
    /// The empty value.
    public static func + (a: Self, b: Self) -> Self { Self() }
    /// The empty value.
    public static func - (a: Self, b: Self) -> Self { Self() }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: VectorArithmetic, Animatable {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic, Animatable {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together (SwiftUI's `AnimatablePair`).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// Both zero.
    public static var zero: Self { Self(.zero, .zero) }
    /// The sum, pair by pair.
    public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
    /// The difference, pair by pair.
    public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
    /// Scales both.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both's.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension Point: Animatable {
    /// The coordinates.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension Size: Animatable {
    /// The width and height.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension Animatable {
    /// The value a fraction `t` of the way from `self` to `other` (beyond 1 it overshoots).
    func interpolated(to other: Self, _ t: Double) -> Self {
        var delta = other.animatableData - animatableData
        delta.scale(by: t)
        var v = self
        v.animatableData = animatableData + delta
        return v
    }
}
