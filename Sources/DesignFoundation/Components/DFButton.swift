/// A button's semantic role.
public enum DFButtonRole: Sendable, Equatable { case destructive, cancel }

/// What a `DFButtonStyle` draws `DFButton` from: its content, its state and the active theme.
public struct DFButtonStyleConfiguration {
    /// The button's label.
    public let label: AnyView
    /// Whether a finger is on it.
    public let isPressed: Bool
    /// Whether the component is disabled (`.disabled(true)` above it).
    public let isDisabled: Bool
    /// The button's role, if any.
    public let role: DFButtonRole?
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFButton` looks: `makeBody(configuration:)` draws it. `.dfButtonStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFButtonStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFButtonStyleConfiguration) -> Body
}

/// A type-erased `DFButtonStyle`, as the environment holds the one `.dfButtonStyle(_:)` sets.
public struct AnyDFButtonStyle: DFButtonStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFButtonStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFButtonStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFButtonStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFButtonStyleKey: EnvironmentKey { static let defaultValue = AnyDFButtonStyle(DFFilledButtonStyle()) }
extension EnvironmentValues {
    /// The style of the `DFButton` views below (`.dfButtonStyle(_:)`).
    public var dfButtonStyle: AnyDFButtonStyle {
        get { self[DFButtonStyleKey.self] }
        set { self[DFButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of DFButtons below (the innermost call wins).
    public func dfButtonStyle<S: DFButtonStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfButtonStyle, (style as? AnyDFButtonStyle) ?? AnyDFButtonStyle(style))
    }
}

/// DesignFoundation's button: a label, an optional role and an action, themed, press-animated
/// and accessible (label, button trait, "Destructive action" hint).
public struct DFButton: View {
    let label: String
    let role: DFButtonRole?
    let action: @MainActor () -> Void
    @Environment(\.dfButtonStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// A button labelled `label` that runs `action` when tapped; `role` marks it cancel or destructive.
    public init(_ label: String, role: DFButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.label = label
        self.role = role
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            Text(label)
        }
        .buttonStyle(DFButtonBridge(style: style, role: role, theme: theme, isDisabled: !isEnabled))
        .accessibilityLabel(label)
        .accessibilityHint(role == .destructive ? "Destructive action" : "")
    }
}

/// Runs a DF style as the ButtonStyle of KioskUI's Button, which owns the press handling.
struct DFButtonBridge: ButtonStyle, @unchecked Sendable {
    let style: AnyDFButtonStyle
    let role: DFButtonRole?
    let theme: DFTheme
    let isDisabled: Bool
    func makeBody(configuration: ButtonStyleConfiguration) -> some View {
        style.makeBody(
            configuration: DFButtonStyleConfiguration(
                label: configuration.label, isPressed: configuration.isPressed,
                isDisabled: isDisabled, role: role, theme: theme))
    }
}

/// Shared metrics of the built-in button styles (component tokens override the globals).
@MainActor
struct DFButtonMetrics {
    let theme: DFTheme
    var radius: Double { theme.components.button.cornerRadius ?? theme.radius.md }
    var horizontal: Double { theme.components.button.horizontalPadding ?? theme.spacing.lg }
    var vertical: Double { theme.components.button.verticalPadding ?? theme.spacing.md }
    var font: Font { (theme.components.button.labelStyle ?? theme.typography.label).font }
    func accent(_ role: DFButtonRole?) -> Color {
        role == .destructive ? theme.colors.destructive : theme.colors.primary
    }
    func fill(_ role: DFButtonRole?) -> Color {
        role == .destructive ? theme.colors.destructive : theme.colors.interactiveFill
    }
}

/// The highest emphasis: a solid fill with white text; pressed at 75% and scaled to 0.97.
public struct DFFilledButtonStyle: DFButtonStyle, Sendable {
    /// The style; `.filled` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFButtonStyleConfiguration) -> some View {
        DFPressScaled(configuration: c, pressedScale: 0.97) {
            let m = DFButtonMetrics(theme: c.theme)
            c.label
                .font(m.font)
                .foregroundStyle(c.isDisabled ? c.theme.colors.textDisabled : Color.white)
                .padding(.horizontal, m.horizontal)
                .padding(.vertical, m.vertical)
                .background(
                    RoundedRectangle(cornerRadius: m.radius)
                        .fill(
                            c.isDisabled
                                ? c.theme.colors.interactiveDisabled : m.fill(c.role).opacity(c.isPressed ? 0.75 : 1)))
        }
    }
}

/// A 1.5-point border in the accent colour, no fill.
public struct DFOutlinedButtonStyle: DFButtonStyle, Sendable {
    /// The style; `.outlined` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFButtonStyleConfiguration) -> some View {
        let m = DFButtonMetrics(theme: c.theme)
        return c.label
            .font(m.font)
            .foregroundStyle(c.isDisabled ? c.theme.colors.textDisabled.opacity(0.5) : m.accent(c.role))
            .padding(.horizontal, m.horizontal)
            .padding(.vertical, m.vertical)
            .background(RoundedRectangle(cornerRadius: m.radius).fill(m.accent(c.role).opacity(c.isPressed ? 0.08 : 0)))
            .overlay(
                RoundedRectangle(cornerRadius: m.radius)
                    .stroke(c.isDisabled ? c.theme.colors.border.opacity(0.5) : m.accent(c.role), lineWidth: 1.5)
            )
            .animation(c.theme.animation.fast, value: c.isPressed)
    }
}

/// Text and padding only; pressed at 60% opacity.
public struct DFGhostButtonStyle: DFButtonStyle, Sendable {
    /// The style; `.ghost` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFButtonStyleConfiguration) -> some View {
        let m = DFButtonMetrics(theme: c.theme)
        return c.label
            .font(m.font)
            .foregroundStyle(c.isDisabled ? c.theme.colors.textDisabled.opacity(0.5) : m.accent(c.role))
            .padding(.horizontal, m.horizontal)
            .padding(.vertical, m.vertical)
            .opacity(c.isPressed ? 0.6 : 1)
            .animation(c.theme.animation.fast, value: c.isPressed)
    }
}

/// A translucent accent background (15%, 25% pressed).
public struct DFTintedButtonStyle: DFButtonStyle, Sendable {
    /// The style; `.tinted` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFButtonStyleConfiguration) -> some View {
        let m = DFButtonMetrics(theme: c.theme)
        return c.label
            .font(m.font)
            .foregroundStyle(c.isDisabled ? c.theme.colors.textDisabled : m.accent(c.role))
            .padding(.horizontal, m.horizontal)
            .padding(.vertical, m.vertical)
            .background(
                RoundedRectangle(cornerRadius: m.radius)
                    .fill(
                        c.isDisabled
                            ? c.theme.colors.interactiveDisabled : m.accent(c.role).opacity(c.isPressed ? 0.25 : 0.15))
            )
            .animation(c.theme.animation.fast, value: c.isPressed)
    }
}

/// A real backdrop blur (regular material) with a light border; pressed scales to 0.97.
public struct DFGlassButtonStyle: DFButtonStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFButtonStyleConfiguration) -> some View {
        DFPressScaled(configuration: c, pressedScale: 0.97) {
            let m = DFButtonMetrics(theme: c.theme)
            c.label
                .font(m.font)
                .foregroundStyle(
                    c.isDisabled
                        ? c.theme.colors.textDisabled
                        : (c.role == .destructive ? c.theme.colors.destructive : c.theme.colors.textPrimary)
                )
                .padding(.horizontal, m.horizontal)
                .padding(.vertical, m.vertical)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: m.radius))
                .overlay(RoundedRectangle(cornerRadius: m.radius).stroke(Color.white.opacity(0.45), lineWidth: 1))
                .opacity(c.isDisabled ? 0.5 : 1)
        }
    }
}

/// Scale on press, animated at theme.animation.fast, unless Reduce Motion is on.
struct DFPressScaled<Content: View>: View {
    let configuration: DFButtonStyleConfiguration
    let pressedScale: Double
    let content: Content
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    init(configuration: DFButtonStyleConfiguration, pressedScale: Double, @ViewBuilder content: () -> Content) {
        self.configuration = configuration
        self.pressedScale = pressedScale
        self.content = content()
    }
    var body: some View {
        content
            .scaleEffect(configuration.isPressed && !reduceMotion ? pressedScale : 1)
            .animation(configuration.theme.animation.fast, value: configuration.isPressed)
    }
}

extension DFButtonStyle where Self == DFFilledButtonStyle {
    /// The highest emphasis: a solid fill with white text; pressed at 75% and scaled to 0.97.
    public static var filled: DFFilledButtonStyle { DFFilledButtonStyle() }
}
extension DFButtonStyle where Self == DFOutlinedButtonStyle {
    /// A 1.5-point border in the accent colour, no fill.
    public static var outlined: DFOutlinedButtonStyle { DFOutlinedButtonStyle() }
}
extension DFButtonStyle where Self == DFGhostButtonStyle {
    /// Text and padding only; pressed at 60% opacity.
    public static var ghost: DFGhostButtonStyle { DFGhostButtonStyle() }
}
extension DFButtonStyle where Self == DFTintedButtonStyle {
    /// A translucent accent background (15%, 25% pressed).
    public static var tinted: DFTintedButtonStyle { DFTintedButtonStyle() }
}
extension DFButtonStyle where Self == DFGlassButtonStyle {
    /// A real backdrop blur (regular material) with a light border; pressed scales to 0.97.
    public static var glass: DFGlassButtonStyle { DFGlassButtonStyle() }
}
