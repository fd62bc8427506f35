/// The typography roles of the theme.
public enum DFTextRole: Sendable, Equatable { case display, title, headline, body, label, caption }

/// What a `DFTextViewStyle` draws `DFText` from: its content, its state and the active theme.
public struct DFTextViewStyleConfiguration {
    /// The text.
    public let text: String
    /// The text's role.
    public let role: DFTextRole
    /// The active theme.
    public let theme: DFTheme
    /// The role's font, line spacing and tracking in the active theme.
    public var textStyle: DFTextStyle {
        switch role {
        case .display: theme.typography.display
        case .title: theme.typography.title
        case .headline: theme.typography.headline
        case .body: theme.typography.body
        case .label: theme.typography.label
        case .caption: theme.typography.caption
        }
    }
}

/// How `DFText` looks: `makeBody(configuration:)` draws it. `.dfTextViewStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFTextViewStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFTextViewStyleConfiguration) -> Body
}

/// A type-erased `DFTextViewStyle`, as the environment holds the one `.dfTextViewStyle(_:)` sets.
public struct AnyDFTextViewStyle: DFTextViewStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFTextViewStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFTextViewStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFTextViewStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFTextViewStyleKey: EnvironmentKey { static let defaultValue = AnyDFTextViewStyle(DFStandardTextStyle()) }
extension EnvironmentValues {
    /// The style of the `DFTextView` views below (`.dfTextViewStyle(_:)`).
    public var dfTextViewStyle: AnyDFTextViewStyle {
        get { self[DFTextViewStyleKey.self] }
        set { self[DFTextViewStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFTextView` views below; the innermost setting wins.
    public func dfTextViewStyle<S: DFTextViewStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfTextViewStyle, (style as? AnyDFTextViewStyle) ?? AnyDFTextViewStyle(style))
    }
}

/// Text in one of the theme's typography roles.
public struct DFText: View {
    let text: String
    let role: DFTextRole
    @Environment(\.dfTextViewStyle) private var style
    @Environment(\.dfTheme) private var theme
    /// Text in one of the theme's text roles.
    public init(_ text: String, style role: DFTextRole = .body) {
        self.text = text
        self.role = role
    }
    public var body: some View {
        style.makeBody(configuration: DFTextViewStyleConfiguration(text: text, role: role, theme: theme))
    }
}

@MainActor
func styledText(_ c: DFTextViewStyleConfiguration, color: Color) -> some View {
    Text(c.text)
        .font(c.textStyle.font)
        .lineSpacing(c.textStyle.lineSpacing)
        .tracking(c.textStyle.tracking)
        .foregroundStyle(color)
        .accessibilityAddTraits(c.role == .display || c.role == .title || c.role == .headline ? .isHeader : [])
}

/// The built-in `DFTextViewStyle` behind `.standard`.
public struct DFStandardTextStyle: DFTextViewStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFTextViewStyleConfiguration) -> some View {
        styledText(c, color: c.theme.colors.textPrimary)
    }
}
/// The built-in `DFTextViewStyle` behind `.secondary`.
public struct DFSecondaryTextStyle: DFTextViewStyle, Sendable {
    /// The style; `.secondary` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFTextViewStyleConfiguration) -> some View {
        styledText(c, color: c.theme.colors.textSecondary)
    }
}
/// The built-in `DFTextViewStyle` behind `.muted`.
public struct DFMutedTextStyle: DFTextViewStyle, Sendable {
    /// The style; `.muted` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFTextViewStyleConfiguration) -> some View {
        styledText(c, color: c.theme.colors.textDisabled)
    }
}

extension DFTextViewStyle where Self == DFStandardTextStyle {
    /// The built-in style by this name (`DFStandardTextStyle`).
    public static var standard: DFStandardTextStyle { DFStandardTextStyle() }
}
extension DFTextViewStyle where Self == DFSecondaryTextStyle {
    /// The built-in style by this name (`DFSecondaryTextStyle`).
    public static var secondary: DFSecondaryTextStyle { DFSecondaryTextStyle() }
}
extension DFTextViewStyle where Self == DFMutedTextStyle {
    /// The built-in style by this name (`DFMutedTextStyle`).
    public static var muted: DFMutedTextStyle { DFMutedTextStyle() }
}
