#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A modifier that draws its content through a projection of the content's own coordinates,
/// as SwiftUI's: the content keeps its place in the layout, and only its drawing moves. Its
/// `animatableData` is what animations move, so a shake or a card turning over animates by
/// asking `effectValue(size:)` again at each frame.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: Double
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
///     }
/// }
/// field.modifier(Shake(animatableData: Double(attempts)))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The projection of the content, whose frame has `size`: points from its top-left corner.
    func effectValue(size: Size) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content drawn through `effectValue(size:)`.
    public func body(content: Content) -> some View { GeometryEffectView(content: content, effect: self) }
}

/// The view a `GeometryEffect` makes: its content, drawn through the effect's value.
struct GeometryEffectView<Effect: GeometryEffect>: View, PrimitiveView, StoredChildren {
    let content: _ViewModifier_Content<Effect>
    let effect: Effect
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func effect(in frame: Rect, environment: EnvironmentValues) -> DrawEffect? {
        let t = effect.effectValue(size: frame.size)
        return t.isIdentity ? nil : .projection(t, origin: frame.origin)
    }
}

/// An animatable modifier's view moves as the modifier's data does (SwiftUI animates any
/// modifier that is `Animatable`, a `GeometryEffect` among them).
extension ModifiedContent: Animatable where Content: View, Modifier: ViewModifier & Animatable {
    /// The modifier's data.
    public var animatableData: Modifier.AnimatableData {
        get { modifier.animatableData }
        set { modifier.animatableData = newValue }
    }
}

/// `.rotation3DEffect`: a turn about an axis through the anchor, seen in perspective from a
/// distance of the larger side over `perspective` (SwiftUI's camera).
struct Rotation3DEffect: GeometryEffect {
    var angle: Angle
    var axis: (x: Double, y: Double, z: Double)
    var anchor: UnitPoint
    var anchorZ: Double
    var perspective: Double

    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(angle.radians, AnimatablePair(anchorZ, perspective)) }
        set {
            angle = .radians(newValue.first)
            anchorZ = newValue.second.first
            perspective = newValue.second.second
        }
    }

    func effectValue(size: Size) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians != 0 else { return ProjectionTransform() }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (s, c) = (sin(angle.radians), cos(angle.radians))
        let k = 1 - c
        // The right-handed turn about (x, y, z) (Rodrigues), on column vectors: with y down
        // the screen, a positive turn about z is clockwise, as `rotationEffect`'s.
        let r00 = c + x * x * k, r01 = x * y * k - z * s, r02 = x * z * k + y * s
        let r10 = y * x * k + z * s, r11 = c + y * y * k, r12 = y * z * k - x * s
        let r20 = z * x * k - y * s, r21 = z * y * k + x * s, r22 = c + z * z * k
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
        // A point q = (px - ax, py - ay, -az) turns to r = R q; seen from a distance d, it
        // lands at (r.x, r.y) / w + anchor with w = 1 - r.z / d. Every part is linear in
        // (px, py, 1): the rows of the matrix.
        let side = max(size.width, size.height)
        let invD = side > 0 ? perspective / side : 0
        let rxC = -r00 * ax - r01 * ay - r02 * az
        let ryC = -r10 * ax - r11 * ay - r12 * az
        let rzC = -r20 * ax - r21 * ay - r22 * az
        let wx = -r20 * invD, wy = -r21 * invD, wc = 1 - rzC * invD
        return ProjectionTransform(
            r00 + ax * wx, r10 + ay * wx, wx,
            r01 + ax * wy, r11 + ay * wy, wy,
            rxC + ax * wc, ryC + ay * wc, wc)
    }
}

/// `.projectionEffect`: a fixed projection.
struct ProjectionEffect: GeometryEffect {
    var transform: ProjectionTransform
    func effectValue(size: Size) -> ProjectionTransform { transform }
}

extension View {
    /// Draws the view turned by `angle` about `axis` through `anchor` (and `anchorZ` in front
    /// of the view), seen in perspective; `perspective` 0 draws it flat. Layout is unchanged.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center, anchorZ: Double = 0,
        perspective: Double = 1
    ) -> some View {
        modifier(Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view through `transform`, applied to its own coordinates (points from its
    /// top-left corner). Layout is unchanged.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(ProjectionEffect(transform: transform))
    }

    /// Draws the view through the affine `transform` of its own coordinates (points from its
    /// top-left corner). Layout is unchanged.
    public func transformEffect(_ transform: AffineTransform) -> some View {
        modifier(ProjectionEffect(transform: ProjectionTransform(transform)))
    }
}
