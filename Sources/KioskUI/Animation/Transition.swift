import KioskRender
import KioskGeometry

/// How a view comes and goes under an animation, as SwiftUI's `AnyTransition`: fades, moves
/// from an edge, scales, offsets, combinations, and different ways in and out. Without an
/// animation, views appear and vanish at once; with Reduce Motion, moves and scales fade.
public struct AnyTransition: Sendable, Equatable {
    indirect enum Effect: Sendable, Equatable {
        case identity
        case opacity
        case move(Edge)
        case scale(Double, UnitPoint)
        case offset(x: Double, y: Double)
        case combined(Effect, Effect)
    }
    let insertion: Effect
    let removal: Effect
    /// The animations the view comes and goes with, in place of the change's own.
    var insertionAnimation: Animation?
    var removalAnimation: Animation?

    init(_ effect: Effect) {
        insertion = effect
        removal = effect
    }
    init(insertion: Effect, removal: Effect) {
        self.insertion = insertion
        self.removal = removal
    }

    /// No change: the view appears and disappears at once.
    public static let identity = AnyTransition(.identity)
    /// Fades in and out.
    public static let opacity = AnyTransition(.opacity)
    /// In from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(insertion: .move(.leading), removal: .move(.trailing))
    /// Grows from nothing and shrinks to nothing, about the centre.
    public static let scale = AnyTransition(.scale(0, .center))
    /// Grows from `scale` and shrinks back to it, about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale, anchor))
    }
    /// Slides in from `edge` and out towards it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    /// Comes from, and goes to, this offset.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(.offset(x: x, y: y)) }
    /// One transition in and another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var t = AnyTransition(insertion: insertion.insertion, removal: removal.removal)
        t.insertionAnimation = insertion.insertionAnimation
        t.removalAnimation = removal.removalAnimation
        return t
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var both = AnyTransition(
            insertion: .combined(insertion, other.insertion), removal: .combined(removal, other.removal))
        both.insertionAnimation = insertionAnimation ?? other.insertionAnimation
        both.removalAnimation = removalAnimation ?? other.removalAnimation
        return both
    }
    /// This transition run with `animation` whatever the change's own animation is (a detail
    /// that fades in once its card has grown: `.opacity.animation(.easeIn.delay(0.3))`).
    /// Without an animation on the change, the view still comes and goes at once.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var t = self
        t.insertionAnimation = animation
        t.removalAnimation = animation
        return t
    }
}

/// `.transition(_:)`: how this view's drawing comes and goes.
package struct TransitionView<Content: View>: View, PrimitiveView, StoredChildren {
    let content: Content
    let transition: AnyTransition
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

/// Views that mark the fragments drawn inside them for the animator: with a transition, or
/// with a matched-geometry group.
@MainActor
protocol FragmentScoping {
    var transitionValue: AnyTransition? { get }
    var matchedGeometry: MatchedGeometrySpec? { get }
}
extension TransitionView: FragmentScoping {
    var transitionValue: AnyTransition? { transition }
    var matchedGeometry: MatchedGeometrySpec? { nil }
}

extension View {
    /// How this view appears and disappears when a change made under an animation inserts or
    /// removes it (the default is `.opacity`).
    public func transition(_ t: AnyTransition) -> some View { TransitionView(content: self, transition: t) }
}

/// A transition as a fragment carries it: the effect and the transitioning view's rectangle
/// (device pixels) that moves and scales refer to.
struct FragmentTransition {
    var transition: AnyTransition
    var rect: Rect
    var scale: Double
    /// Reduce Motion as the transitioning view's environment says.
    var reduceMotion: Bool

    /// `f` with `effect` applied by `amount` (0: as laid out, 1: fully transitioned away).
    func apply(
        _ effect: AnyTransition.Effect, to f: DisplayFragment, amount: Double, reduceMotion: Bool
    ) -> DisplayFragment {
        let amount = min(1, max(0, amount))
        let reduceMotion = reduceMotion || self.reduceMotion
        switch effect {
        case .identity: return f
        case .opacity: return FragmentInterpolation.faded(f, opacity: 1 - amount)
        case let .combined(a, b):
            return apply(
                b, to: apply(a, to: f, amount: amount, reduceMotion: reduceMotion), amount: amount,
                reduceMotion: reduceMotion)
        case .move, .scale, .offset:
            if reduceMotion { return FragmentInterpolation.faded(f, opacity: 1 - amount) }
            let t = transform(effect, amount: amount)
            guard !t.isIdentity else { return f }
            let isSlide: Bool
            if case .scale = effect { isSlide = false } else { isSlide = true }
            if isSlide {
                // A slide moves by whole pixels: its content is drawn where it lands, as sharp
                // as at rest, with no layer to fill and resample (a page pushed onto a stack,
                // 800x480, each frame of the slide).
                let dx = Int(t.tx.rounded()), dy = Int(t.ty.rounded())
                guard dx != 0 || dy != 0 else { return f }
                return DisplayFragment(
                    id: f.id, bounds: f.bounds.offsetBy(dx: dx, dy: dy),
                    commands: [.pushTranslation(dx: dx, dy: dy, tag: Self.slideTag)] + f.commands + [.popTranslation])
            }
            let moved = t.apply(
                Rect(
                    x: Double(f.bounds.x), y: Double(f.bounds.y), width: Double(f.bounds.width),
                    height: Double(f.bounds.height)))
            return DisplayFragment(
                id: f.id, bounds: PixelRect(covering: moved).insetBy(dx: -1, dy: -1),
                commands: [.pushTransform(t, source: f.bounds)] + f.commands + [.popTransform])
        }
    }

    /// The tag of a sliding transition's translation: no scroll view's (theirs are counted
    /// from 1), so damage never takes a slide for a scroll.
    static let slideTag = UInt64.max

    private func transform(_ effect: AnyTransition.Effect, amount: Double) -> AffineTransform {
        switch effect {
        case let .move(edge):
            // Moved by its own size towards the edge: out of its place, clipped by the container.
            switch edge {
            case .leading: return AffineTransform(translationX: -rect.width * amount, y: 0)
            case .trailing: return AffineTransform(translationX: rect.width * amount, y: 0)
            case .top: return AffineTransform(translationX: 0, y: -rect.height * amount)
            case .bottom: return AffineTransform(translationX: 0, y: rect.height * amount)
            }
        case let .offset(x, y):
            return AffineTransform(translationX: x * scale * amount, y: y * scale * amount)
        case let .scale(s, anchor):
            let k = 1 + (s - 1) * amount
            let a = Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            return AffineTransform(translationX: -a.x, y: -a.y).concatenating(
                AffineTransform(scaleX: max(k, 0.0001), y: max(k, 0.0001))
            )
            .concatenating(AffineTransform(translationX: a.x, y: a.y))
        default:
            return .identity
        }
    }
}
