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

extension Color {
    /// The colour's standard gradient, lighter at the top.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
