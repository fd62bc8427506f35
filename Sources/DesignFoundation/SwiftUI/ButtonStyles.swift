// SwiftUI's built-in button styles in DF looks: `.bordered` is the tinted DF button,
// `.borderedProminent` the filled one, `.borderless` text in the theme's primary colour;
// `.controlSize` and `.buttonBorderShape` size and shape them.

/// SwiftUI's `.bordered` button style, drawn by DesignFoundation in the active theme.
public struct BorderedButtonStyle: ButtonStyle {
    /// The style; `.bordered` is the same.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DFSwiftUIButton(configuration: configuration, kind: .bordered)
    }
}
/// SwiftUI's `.borderedProminent` button style: filled with the theme's primary colour.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The style; `.borderedProminent` is the same.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DFSwiftUIButton(configuration: configuration, kind: .prominent)
    }
}
/// SwiftUI's `.borderless` button style: the label alone, in the tint colour.
public struct BorderlessButtonStyle: ButtonStyle {
    /// The style; `.borderless` is the same.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DFSwiftUIButton(configuration: configuration, kind: .borderless)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// SwiftUI's `.bordered` button style, drawn by DesignFoundation in the active theme.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// SwiftUI's `.borderedProminent` button style: filled with the theme's primary colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
    /// SwiftUI's `.borderless` button style: the label alone, in the tint colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// How large controls are (SwiftUI's `ControlSize`).
public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

/// The outline of bordered buttons (SwiftUI's `ButtonBorderShape`).
public enum ButtonBorderShape: Hashable, Sendable {
    case automatic, capsule, roundedRectangle, circle
    case roundedRectangleRadius(Double)
    /// A rounded rectangle of corner radius `radius`.
    public static func roundedRectangle(radius: Double) -> ButtonBorderShape { .roundedRectangleRadius(radius) }
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
extension EnvironmentValues {
    /// The size of controls below (`.controlSize`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// The border shape of bordered buttons below (`.buttonBorderShape`).
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}
extension View {
    /// The size of controls below: mini, small, regular or large.
    public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
    /// The border shape of bordered buttons below.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}

struct DFSwiftUIButton: View {
    enum Kind { case bordered, prominent, borderless }
    let configuration: ButtonStyleConfiguration
    let kind: Kind
    @Environment(\.dfTheme) private var theme
    @Environment(\.controlSize) private var size
    @Environment(\.buttonBorderShape) private var shape
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let t = theme
        let c = configuration
        let accent = c.role == .destructive ? t.colors.destructive : t.colors.primary
        let (h, v, font): (Double, Double, Font) =
            switch size {
            case .mini: (8, 3, t.typography.caption.font)
            case .small: (10, 5, t.typography.caption.font.weight(.medium))
            case .regular: (t.spacing.md, t.spacing.sm - 1, t.typography.label.font)
            case .large: (t.spacing.lg, t.spacing.md, t.typography.body.font.weight(.semibold))
            case .extraLarge: (t.spacing.xl, t.spacing.lg, t.typography.headline.font)
            }
        let radius: Double =
            switch shape {
            case .capsule, .circle: 999
            case .roundedRectangleRadius(let r): r
            case .automatic, .roundedRectangle: t.components.button.cornerRadius ?? t.radius.md
            }
        let fill: Color =
            switch kind {
            case .prominent: isEnabled ? accent : t.colors.interactiveDisabled
            case .bordered: accent.opacity(0.14)
            case .borderless: .clear
            }
        let ink: Color = !isEnabled ? t.colors.textDisabled : kind == .prominent ? .white : accent
        return c.label
            .font(font)
            .foregroundStyle(ink)
            .padding(.horizontal, kind == .borderless ? 0 : h)
            .padding(.vertical, kind == .borderless ? 0 : v)
            .background(RoundedRectangle(cornerRadius: radius).fill(fill))
            .opacity(c.isPressed ? 0.7 : 1)
            .animation(t.animation.fast, value: c.isPressed)
    }
}
