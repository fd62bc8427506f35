import KioskRaster

// `.tint(_:)` with any shape style: a gradient tint that gauges draw along their track, its
// colour at a point, and the environment that carries it.

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
