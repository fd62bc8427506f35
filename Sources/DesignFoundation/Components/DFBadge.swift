/// A badge's colour role.
public enum DFBadgeVariant: Sendable, Equatable { case primary, success, warning, destructive, info, neutral }

/// What a `DFBadgeStyle` draws `DFBadge` from: its content, its state and the active theme.
public struct DFBadgeStyleConfiguration {
    /// The badge's text.
    public let label: String
    /// Which of the theme's colours the badge takes.
    public let variant: DFBadgeVariant
    /// The active theme.
    public let theme: DFTheme
    /// The variant's colour in the theme.
    public var color: Color {
        switch variant {
        case .primary: theme.colors.primary
        case .success: theme.colors.success
        case .warning: theme.colors.warning
        case .destructive: theme.colors.destructive
        case .info: theme.colors.info
        case .neutral: theme.colors.textSecondary
        }
    }
}

/// How `DFBadge` looks: `makeBody(configuration:)` draws it. `.dfBadgeStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFBadgeStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFBadgeStyleConfiguration) -> Body
}

/// A type-erased `DFBadgeStyle`, as the environment holds the one `.dfBadgeStyle(_:)` sets.
public struct AnyDFBadgeStyle: DFBadgeStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFBadgeStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFBadgeStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFBadgeStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFBadgeStyleKey: EnvironmentKey { static let defaultValue = AnyDFBadgeStyle(DFFilledBadgeStyle()) }
extension EnvironmentValues {
    /// The style of the `DFBadge` views below (`.dfBadgeStyle(_:)`).
    public var dfBadgeStyle: AnyDFBadgeStyle {
        get { self[DFBadgeStyleKey.self] }
        set { self[DFBadgeStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFBadge` views below; the innermost setting wins.
    public func dfBadgeStyle<S: DFBadgeStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfBadgeStyle, (style as? AnyDFBadgeStyle) ?? AnyDFBadgeStyle(style))
    }
}

/// A small status label.
public struct DFBadge: View {
    let label: String
    let variant: DFBadgeVariant
    @Environment(\.dfBadgeStyle) private var style
    @Environment(\.dfTheme) private var theme
    /// A small label (`New`, `3`) in the colour of `variant`.
    public init(_ label: String, variant: DFBadgeVariant = .primary) {
        self.label = label
        self.variant = variant
    }
    public var body: some View {
        style.makeBody(configuration: DFBadgeStyleConfiguration(label: label, variant: variant, theme: theme))
            .accessibilityElement(children: .combine)
    }
}

@MainActor
func badgeBox<Content: View>(_ c: DFBadgeStyleConfiguration, _ content: Content) -> some View {
    let t = c.theme
    return
        content
        .font(t.typography.caption.font.weight(.semibold))
        .padding(.horizontal, t.components.badge.horizontalPadding ?? t.spacing.sm)
        .padding(.vertical, t.components.badge.verticalPadding ?? 3)
}

@MainActor
func badgeShape(_ c: DFBadgeStyleConfiguration) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: c.theme.components.badge.cornerRadius ?? c.theme.radius.full)
}

/// The built-in `DFBadgeStyle` behind `.filled`.
public struct DFFilledBadgeStyle: DFBadgeStyle, Sendable {
    /// The style; `.filled` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFBadgeStyleConfiguration) -> some View {
        badgeBox(c, Text(c.label).foregroundStyle(.white)).background(badgeShape(c).fill(c.color))
    }
}
/// The built-in `DFBadgeStyle` behind `.tinted`.
public struct DFTintedBadgeStyle: DFBadgeStyle, Sendable {
    /// The style; `.tinted` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFBadgeStyleConfiguration) -> some View {
        badgeBox(c, Text(c.label).foregroundStyle(c.color)).background(badgeShape(c).fill(c.color.opacity(0.15)))
    }
}
/// The built-in `DFBadgeStyle` behind `.outlined`.
public struct DFOutlinedBadgeStyle: DFBadgeStyle, Sendable {
    /// The style; `.outlined` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFBadgeStyleConfiguration) -> some View {
        badgeBox(c, Text(c.label).foregroundStyle(c.color)).overlay(badgeShape(c).stroke(c.color, lineWidth: 1))
    }
}
/// The built-in `DFBadgeStyle` behind `.glass`.
public struct DFGlassBadgeStyle: DFBadgeStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFBadgeStyleConfiguration) -> some View {
        badgeBox(c, Text(c.label).foregroundStyle(c.theme.colors.textPrimary))
            .background(.thinMaterial, in: badgeShape(c))
            .overlay(badgeShape(c).stroke(Color.white.opacity(0.4), lineWidth: 1))
    }
}

extension DFBadgeStyle where Self == DFFilledBadgeStyle {
    /// The built-in style by this name (`DFFilledBadgeStyle`).
    public static var filled: DFFilledBadgeStyle { DFFilledBadgeStyle() }
}
extension DFBadgeStyle where Self == DFTintedBadgeStyle {
    /// The built-in style by this name (`DFTintedBadgeStyle`).
    public static var tinted: DFTintedBadgeStyle { DFTintedBadgeStyle() }
}
extension DFBadgeStyle where Self == DFOutlinedBadgeStyle {
    /// The built-in style by this name (`DFOutlinedBadgeStyle`).
    public static var outlined: DFOutlinedBadgeStyle { DFOutlinedBadgeStyle() }
}
extension DFBadgeStyle where Self == DFGlassBadgeStyle {
    /// The built-in style by this name (`DFGlassBadgeStyle`).
    public static var glass: DFGlassBadgeStyle { DFGlassBadgeStyle() }
}
