import KioskRaster
import KioskRender

/// The foreground as a shape style (SwiftUI's `.foreground`): what `.foregroundStyle` or
/// `.foregroundColor` set above, else the primary label colour.
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style.
    public init() {}
    /// The foreground's paint: a gradient set by `.foregroundStyle`, else the colour.
    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        if let style = environment.foregroundShapeStyle {
            return style.resolvePaint(in: rect, environment: environment)
        }
        return (environment.foregroundColor ?? .primary).resolvePaint(in: rect, environment: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground, where a shape style is expected (`.fill(.foreground)`).
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension View {
    /// The style of text, symbols and shapes below: a colour, or a gradient that text and
    /// symbols are filled with across their frame (`.foregroundStyle(.linearGradient(...))`,
    /// `.foregroundStyle(Color.blue.gradient)`). Views that draw in one colour (a control's
    /// parts, underlines) take the gradient's first colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let color = style as? Color
        return environment(\.foregroundShapeStyle, color == nil ? AnyShapeStyle(style) : nil)
            .foregroundColor(color ?? leadingColor(of: style))
    }
}

/// The colour that stands for `style` where one colour is drawn: a gradient's first.
private func leadingColor(of style: any ShapeStyle) -> Color? {
    switch style {
    case let c as Color: c
    case let g as Gradient: g.stops.first?.color
    case let g as AnyGradient: g.color
    case let g as LinearGradient: g.gradient.stops.first?.color
    case let g as RadialGradient: g.gradient.stops.first?.color
    case let g as AngularGradient: g.gradient.stops.first?.color
    default: nil
    }
}

struct ForegroundShapeStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `.foregroundStyle` set when it was not a plain colour (nil: the colour is
    /// the whole foreground). `.foregroundColor` below clears it.
    package var foregroundShapeStyle: AnyShapeStyle? {
        get { self[ForegroundShapeStyleKey.self] }
        set { self[ForegroundShapeStyleKey.self] = newValue }
    }
}

extension DrawItem {
    /// `items` drawn as a stencil filled with `paint` (device pixels) wherever they draw: text
    /// or a symbol in a gradient, a template image in the foreground colour.
    static func stencil(_ items: [DrawItem], filledWith paint: Paint) -> DrawItem {
        let bounds = items.dropFirst().reduce(items.first?.bounds ?? .zero) { $0.union($1.bounds) }
        let area = Rect(
            x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.width), height: Double(bounds.height))
        return DrawItem(
            command: .group([.pushClipMask(items.map(\.command)), .fillRect(area, paint), .popClip]), bounds: bounds)
    }
}
