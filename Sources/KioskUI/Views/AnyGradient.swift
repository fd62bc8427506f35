import KioskRaster

/// A colour's standard gradient, as SwiftUI's `AnyGradient` (`Color.blue.gradient`): the
/// colour a little lighter at the top, as it is at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color

    /// The gradient's colours: `color` lifted a tenth of the way to white, then `color`.
    @MainActor package func gradient(in environment: EnvironmentValues) -> Gradient {
        let c = color.resolve(in: environment)
        let lift = 0.1
        let top = Color(
            red: c.red + (1 - c.red) * lift, green: c.green + (1 - c.green) * lift, blue: c.blue + (1 - c.blue) * lift,
            opacity: c.alpha)
        return Gradient(colors: [top, Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)])
    }

    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        // A tenth of the way to white: a sheen, not a second colour.
        LinearGradient(gradient: gradient(in: environment), startPoint: .top, endPoint: .bottom)
            .resolvePaint(in: rect, environment: environment)
    }
}

extension Gradient: ShapeStyle {
    /// As a shape style, the gradient runs from the shape's top to its bottom (as SwiftUI's).
    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).resolvePaint(
            in: rect, environment: environment)
    }

    /// The colour a fraction `t` (0 to 1) of the way along the gradient.
    @MainActor package func color(at t: Double, in environment: EnvironmentValues) -> RGBAColor {
        let stops = self.stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else {
            return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        }
        if t <= first.location { return first.color.resolve(in: environment) }
        if t >= last.location { return last.color.resolve(in: environment) }
        let i = stops.firstIndex { $0.location > t } ?? stops.count - 1
        let a = stops[i - 1], b = stops[i]
        let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
        let ca = a.color.resolve(in: environment), cb = b.color.resolve(in: environment)
        return RGBAColor(
            red: ca.red + (cb.red - ca.red) * f, green: ca.green + (cb.green - ca.green) * f,
            blue: ca.blue + (cb.blue - ca.blue) * f, alpha: ca.alpha + (cb.alpha - ca.alpha) * f)
    }
}

/// One colour of a gradient: where it stands a fraction `at` (0 to 1) of its length along (a
/// gauge's marker on a gradient track).
package struct GradientSample: ShapeStyle {
    let gradient: Gradient
    let at: Double
    package init(gradient: Gradient, at: Double) {
        self.gradient = gradient
        self.at = at
    }
    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        .solid(gradient.color(at: at, in: environment))
    }
}

/// What `.tint(_:)` was given when it was not a plain colour: a gradient, which gauges draw
/// along their track (controls take its first colour).
enum TintGradient: Sendable, Hashable {
    case gradient(Gradient)
    case any(AnyGradient)

    @MainActor package func gradient(in environment: EnvironmentValues) -> Gradient {
        switch self {
        case .gradient(let g): return g
        case .any(let a): return a.gradient(in: environment)
        }
    }
}

struct TintGradientKey: EnvironmentKey { static let defaultValue: TintGradient? = nil }

extension EnvironmentValues {
    /// The gradient `.tint(_:)` was given, resolved for this environment (nil: a colour or none).
    @MainActor package var tintGradient: Gradient? {
        self[TintGradientKey.self]?.gradient(in: self)
    }
}

extension View {
    /// The accent of controls below as a shape style: a colour, or a gradient that gauges draw
    /// along their track (other controls take its first colour).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let gradient: TintGradient? =
            (tint as? Gradient).map { .gradient($0) } ?? (tint as? AnyGradient).map { .any($0) }
        let color: Color? =
            (tint as? Color) ?? (tint as? Gradient)?.stops.first?.color ?? (tint as? AnyGradient)?.color
        // The gradient is set inside the colour: a plain `.tint(_:)` clears any gradient above it.
        return environment(\.tintGradientValue, gradient).tint(color)
    }
}

extension EnvironmentValues {
    var tintGradientValue: TintGradient? {
        get { self[TintGradientKey.self] }
        set { self[TintGradientKey.self] = newValue }
    }
}

extension Color {
    /// The colour's standard gradient, lighter at the top.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
