/// What a `DFCardStyle` draws `DFCard` from: its content, its state and the active theme.
public struct DFCardStyleConfiguration {
    /// The content to present.
    public let content: AnyView
    /// Whether a finger is on it.
    public let isPressed: Bool
    /// Whether the component is disabled (`.disabled(true)` above it).
    public let isDisabled: Bool
    /// True when the card has an action (it responds to presses).
    public let isInteractive: Bool
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFCard` looks: `makeBody(configuration:)` draws it. `.dfCardStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFCardStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFCardStyleConfiguration) -> Body
}

/// A type-erased `DFCardStyle`, as the environment holds the one `.dfCardStyle(_:)` sets.
public struct AnyDFCardStyle: DFCardStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFCardStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFCardStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFCardStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFCardStyleKey: EnvironmentKey { static let defaultValue = AnyDFCardStyle(DFElevatedCardStyle()) }
extension EnvironmentValues {
    /// The style of the `DFCard` views below (`.dfCardStyle(_:)`).
    public var dfCardStyle: AnyDFCardStyle {
        get { self[DFCardStyleKey.self] }
        set { self[DFCardStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFCard` views below; the innermost setting wins.
    public func dfCardStyle<S: DFCardStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfCardStyle, (style as? AnyDFCardStyle) ?? AnyDFCardStyle(style))
    }
}

/// A themed container; with an action it is interactive (pressed state, button trait).
public struct DFCard<Content: View>: View {
    let content: Content
    let action: (@MainActor () -> Void)?
    @Environment(\.dfCardStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// A card around `content`; with `action`, the whole card is a button.
    public init(action: (@MainActor () -> Void)? = nil, @ViewBuilder content: () -> Content) {
        self.action = action
        self.content = content()
    }

    public var body: some View {
        if let action {
            Button(action: action) { content }
                .buttonStyle(DFCardBridge(style: style, theme: theme, isDisabled: !isEnabled))
        } else {
            style.makeBody(
                configuration: DFCardStyleConfiguration(
                    content: AnyView(content), isPressed: false, isDisabled: !isEnabled,
                    isInteractive: false, theme: theme))
        }
    }
}

struct DFCardBridge: ButtonStyle, @unchecked Sendable {
    let style: AnyDFCardStyle
    let theme: DFTheme
    let isDisabled: Bool
    func makeBody(configuration: ButtonStyleConfiguration) -> some View {
        style.makeBody(
            configuration: DFCardStyleConfiguration(
                content: configuration.label, isPressed: configuration.isPressed,
                isDisabled: isDisabled, isInteractive: true, theme: theme))
    }
}

@MainActor
func cardPadding(_ t: DFTheme) -> Double { t.components.card.padding ?? t.spacing.lg }
@MainActor
func cardRadius(_ t: DFTheme) -> Double { t.components.card.cornerRadius ?? t.radius.lg }

/// Raised on the elevated surface with the medium shadow (the default).
public struct DFElevatedCardStyle: DFCardStyle, Sendable {
    /// The style; `.elevated` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFCardStyleConfiguration) -> some View {
        let t = c.theme
        return c.content
            .padding(cardPadding(t))
            .background(
                RoundedRectangle(cornerRadius: cardRadius(t)).fill(t.colors.surfaceElevated)
                    .shadow(
                        color: t.shadows.md.color, radius: t.shadows.md.radius, x: t.shadows.md.x, y: t.shadows.md.y)
            )
            .scaleEffect(c.isInteractive && c.isPressed ? 0.98 : 1)
            .animation(t.animation.fast, value: c.isPressed)
            .opacity(c.isDisabled ? 0.5 : 1)
    }
}

/// A border on the background colour, no shadow.
public struct DFOutlinedCardStyle: DFCardStyle, Sendable {
    /// The style; `.outlined` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFCardStyleConfiguration) -> some View {
        let t = c.theme
        return c.content
            .padding(cardPadding(t))
            .background(
                RoundedRectangle(cornerRadius: cardRadius(t)).fill(c.isPressed ? t.colors.surface : t.colors.background)
            )
            .overlay(RoundedRectangle(cornerRadius: cardRadius(t)).stroke(t.colors.border, lineWidth: 1))
            .opacity(c.isDisabled ? 0.5 : 1)
    }
}

/// The surface colour, flat.
public struct DFFilledCardStyle: DFCardStyle, Sendable {
    /// The style; `.filled` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFCardStyleConfiguration) -> some View {
        let t = c.theme
        return c.content
            .padding(cardPadding(t))
            .background(
                RoundedRectangle(cornerRadius: cardRadius(t)).fill(c.isPressed ? t.colors.border : t.colors.surface)
            )
            .opacity(c.isDisabled ? 0.5 : 1)
    }
}

/// A blurred backdrop with a light border.
public struct DFGlassCardStyle: DFCardStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFCardStyleConfiguration) -> some View {
        let t = c.theme
        return c.content
            .padding(cardPadding(t))
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: cardRadius(t)))
            .overlay(RoundedRectangle(cornerRadius: cardRadius(t)).stroke(Color.white.opacity(0.4), lineWidth: 1))
            .scaleEffect(c.isInteractive && c.isPressed ? 0.98 : 1)
            .opacity(c.isDisabled ? 0.5 : 1)
    }
}

extension DFCardStyle where Self == DFElevatedCardStyle {
    /// Raised on the elevated surface with the medium shadow (the default).
    public static var elevated: DFElevatedCardStyle { DFElevatedCardStyle() }
}
extension DFCardStyle where Self == DFOutlinedCardStyle {
    /// A border on the background colour, no shadow.
    public static var outlined: DFOutlinedCardStyle { DFOutlinedCardStyle() }
}
extension DFCardStyle where Self == DFFilledCardStyle {
    /// The surface colour, flat.
    public static var filled: DFFilledCardStyle { DFFilledCardStyle() }
}
extension DFCardStyle where Self == DFGlassCardStyle {
    /// A blurred backdrop with a light border.
    public static var glass: DFGlassCardStyle { DFGlassCardStyle() }
}
