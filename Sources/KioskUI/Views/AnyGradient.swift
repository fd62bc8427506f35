import KioskRaster

/// A colour's standard gradient, as SwiftUI's `AnyGradient` (`Color.blue.gradient`): the
/// colour a little lighter at the top, as it is at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color

    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        let c = color.resolve(in: environment)
        // A tenth of the way to white: a sheen, not a second colour.
        let lift = 0.1
        let top = Color(
            red: c.red + (1 - c.red) * lift, green: c.green + (1 - c.green) * lift, blue: c.blue + (1 - c.blue) * lift,
            opacity: c.alpha)
        let bottom = Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
        return LinearGradient(colors: [top, bottom], startPoint: .top, endPoint: .bottom)
            .resolvePaint(in: rect, environment: environment)
    }
}

extension Color {
    /// The colour's standard gradient, lighter at the top.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
