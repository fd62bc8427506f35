import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A timing curve and duration, as SwiftUI's `Animation`.
public struct Animation: Hashable, Sendable {
    enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        case spring(response: Double, dampingFraction: Double)
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
        case timingCurve(Double, Double, Double, Double)
    }
    let curve: Curve
    let duration: Double
    var delay: Double = 0
    /// How much faster than written it runs (`.speed(2)`: twice as fast).
    var speed = 1.0
    /// Repeats forever (nil: runs once).
    var repeatsForever = false
    var autoreverses = true

    /// A constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    /// Starts slow, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    /// Ends slow, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    /// Starts and ends slow, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    /// A constant speed over 0.35 s.
    public static let linear = linear(duration: 0.35)
    /// Starts slow, over 0.35 s.
    public static let easeIn = easeIn(duration: 0.35)
    /// Ends slow, over 0.35 s.
    public static let easeOut = easeOut(duration: 0.35)
    /// Starts and ends slow, over 0.35 s.
    public static let easeInOut = easeInOut(duration: 0.35)
    /// SwiftUI's default animation: ease in and out over 0.35 s.
    public static let `default` = easeInOut
    /// A spring: `response` is the period of the undamped oscillation, `dampingFraction` 1 is
    /// critically damped (no overshoot). It runs until it settles within 0.1%.
    public static func spring(
        response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
        Animation(
            curve: .spring(response: response, dampingFraction: dampingFraction),
            duration: springSettleTime(response: response, damping: dampingFraction))
    }
    /// The default spring: a 0.55 s response, damping fraction 0.825 (SwiftUI's `.spring`).
    public static let spring = spring()
    /// A cubic Bézier timing curve through the control points (`c0x`, `c0y`) and (`c1x`,
    /// `c1y`), over `duration` seconds, as CSS's `cubic-bezier`.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Animation {
        Animation(curve: .timingCurve(c0x, c0y, c1x, c1y), duration: duration)
    }
    /// A spring without bounce (SwiftUI's `.smooth`).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: 1 - extraBounce)
    }
    /// A spring with a little bounce (SwiftUI's `.snappy`).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: 0.85 - extraBounce)
    }
    /// A spring with a visible bounce (SwiftUI's `.bouncy`).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: 0.7 - extraBounce)
    }
    /// A spring without bounce, 0.5 s.
    public static let smooth = smooth()
    /// A spring with a little bounce, 0.5 s.
    public static let snappy = snappy()
    /// A spring with a visible bounce, 0.5 s.
    public static let bouncy = bouncy()
    /// A quick spring for following a finger (SwiftUI's `.interactiveSpring`).
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// The same animation run `speed` times as fast (delay included).
    public func speed(_ speed: Double) -> Animation {
        var a = self
        a.speed = self.speed * max(0.001, speed)
        return a
    }
    /// The same animation, starting `seconds` later.
    public func delay(_ seconds: Double) -> Animation {
        var a = self
        a.delay = seconds
        return a
    }
    /// Runs again and again (back and forth when `autoreverses`), as SwiftUI's.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var a = self
        a.repeatsForever = true
        a.autoreverses = autoreverses
        return a
    }

    /// The same curve run once (fades of views that come and go never repeat).
    var once: Animation {
        var a = self
        a.repeatsForever = false
        return a
    }

    /// Total running time including the delay (infinite when repeating forever).
    public var totalDuration: Double { repeatsForever ? .infinity : (delay + duration) / speed }

    /// Progress (0 at start, 1 at rest; springs may overshoot) `elapsed` seconds after start.
    public func progress(at elapsed: Double) -> Double {
        var t = elapsed * speed - delay
        if t <= 0 { return 0 }
        if repeatsForever && duration > 0 {
            let cycle = (t / duration).rounded(.down)
            t -= cycle * duration
            if autoreverses && Int(cycle) % 2 == 1 { t = duration - t }
        }
        if t >= duration { return 1 }
        let x = duration > 0 ? t / duration : 1
        switch curve {
        case .linear: return x
        case .easeIn: return cubicBezier(x, 0.42, 0, 1, 1)
        case .easeOut: return cubicBezier(x, 0, 0, 0.58, 1)
        case .easeInOut: return cubicBezier(x, 0.42, 0, 0.58, 1)
        case let .spring(response, damping): return Animation.springValue(t, response: response, damping: damping)
        case let .timingCurve(x1, y1, x2, y2): return cubicBezier(x, x1, y1, x2, y2)
        }
    }

    /// The step response of a damped spring with period `response` and damping ratio `damping`.
    static func springValue(_ t: Double, response: Double, damping: Double) -> Double {
        let omega = 2 * Double.pi / max(0.01, response)
        let zeta = max(0, damping)
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
        }
        return 1 - exp(-omega * t) * (1 + omega * t)
    }

    static func springSettleTime(response: Double, damping: Double) -> Double {
        // The envelope e^(-zeta w t) falls below 0.1% at t = ln(1000) / (zeta w).
        let omega = 2 * Double.pi / max(0.01, response)
        return min(5, log(1000) / (max(0.05, min(1, damping)) * omega))
    }

    /// CSS/UIKit cubic Bézier timing: solve x(s) = t by Newton steps, return y(s).
    func cubicBezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bez(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        func dbez(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b)
        }
        var s = t
        for _ in 0..<8 {
            let d = dbez(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= (bez(s, x1, x2) - t) / d
            s = min(1, max(0, s))
        }
        return bez(s, y1, y2)
    }
}

/// The context of a state change, as SwiftUI's `Transaction`: the animation it runs with.
/// `Transaction.current` is the animation of the `withAnimation` block being run.
public struct Transaction: Sendable {
    /// The animation that changes made in this transaction run with; nil: none.
    public var animation: Animation?
    /// A transaction with `animation`.
    public init(animation: Animation? = nil) { self.animation = animation }

    @MainActor static var current: Animation?

    /// `current`, readable from any thread: Observation reports a model change on the thread
    /// that made it, outside the main actor's isolation. Set and restored with `current`, so
    /// it holds an animation only while a `withAnimation` block runs.
    static let currentForObservers = Mutex<Animation?>(nil)
}

/// Runs `body`; the state changes it makes animate with `animation` (SwiftUI's `withAnimation`).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = animation
    Transaction.currentForObservers.withLock { $0 = animation }
    defer {
        Transaction.current = saved
        Transaction.currentForObservers.withLock { $0 = saved }
    }
    return try body()
}

/// `.animation(_:value:)`: changes in this subtree animate when `value` changes.
package struct AnimationView<Content: View, Value: Equatable>: View, PrimitiveView, PassesContent, AnimationScoped {
    let content: Content
    let animation: Animation?
    let value: Value
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func animationIfChanged(from old: any View) -> Animation?? {
        guard let old = old as? AnimationView<Content, Value> else { return nil }
        return old.value == value ? nil : .some(animation)
    }
}

@MainActor
protocol AnimationScoped { func animationIfChanged(from old: any View) -> Animation?? }

/// `.animation(_:)` without a value (SwiftUI's earlier form): any change of the view below
/// animates.
package struct AnyChangeAnimationView<Content: View>: View, PrimitiveView, PassesContent, AnimationScoped {
    let content: Content
    let animation: Animation?
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func animationIfChanged(from old: any View) -> Animation?? {
        guard let old = old as? Self else { return nil }
        // Compared in place by the content's own comparer: passing the concrete contents to
        // `ViewEquality.equal` made the optimiser specialise it into a version that boxes its
        // arguments, which every other caller then paid for (+30% allocations per frame).
        let same = withUnsafePointer(to: old.content) { a in
            withUnsafePointer(to: content) { b in ValueComparer.equal(Content.self, a, b) }
        }
        return same ? nil : .some(animation)
    }
}

extension View {
    /// Animates the changes below with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        AnimationView(content: self, animation: animation, value: value)
    }

    /// Animates every change of this view with `animation` (SwiftUI's earlier form; prefer
    /// `animation(_:value:)`, which says what the animation follows).
    public func animation(_ animation: Animation?) -> some View {
        AnyChangeAnimationView(content: self, animation: animation)
    }
}

/// Runs `body` with `transaction`'s animation, as `withAnimation` does.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try withAnimation(transaction.animation, body)
}
