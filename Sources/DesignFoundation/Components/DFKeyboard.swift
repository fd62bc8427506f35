/// One key of the on-screen keyboard, as a keyboard style sees it.
public struct DFKeyboardKeyConfiguration {
    /// The key to draw.
    public let key: SoftKey
    /// The key's caption (a character, a word, or an icon), ready to lay out.
    public let label: AnyView
    /// Whether a finger is on the key.
    public let isPressed: Bool
    /// Shift while it is on or locked.
    public let isActive: Bool
    /// Shift, delete, layer switches, hide: drawn in a second tone.
    public let isFunction: Bool
    /// Return, drawn prominently.
    public let isPrimaryAction: Bool
    /// The active theme.
    public let theme: DFTheme
}

/// The look of the on-screen keyboard that DF text fields bring up. Like DFSidebarStyle it
/// styles items (`makeKeyBody`) and optionally the tray behind them.
@MainActor
public protocol DFKeyboardStyle {
    /// The type of a key's view.
    associatedtype KeyBody: View
    /// One key, drawn from its configuration.
    @ViewBuilder func makeKeyBody(configuration: DFKeyboardKeyConfiguration) -> KeyBody
    /// What lies behind the keys.
    func keyboardBackground(theme: DFTheme) -> AnyView
}

extension DFKeyboardStyle {
    /// What lies behind the keys.
    public func keyboardBackground(theme: DFTheme) -> AnyView {
        AnyView(
            theme.colors.surface.overlay(alignment: .top) { Rectangle().fill(theme.colors.border).frame(height: 1) })
    }
}

/// A type-erased `DFKeyboardStyle`, as the environment holds the one `.dfKeyboardStyle(_:)` sets.
public struct AnyDFKeyboardStyle: DFKeyboardStyle, @unchecked Sendable {
    private let _key: @MainActor (DFKeyboardKeyConfiguration) -> AnyView
    private let _background: @MainActor (DFTheme) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFKeyboardStyle & Sendable>(_ style: S) {
        _key = { AnyView(style.makeKeyBody(configuration: $0)) }
        _background = { style.keyboardBackground(theme: $0) }
    }
    public func makeKeyBody(configuration: DFKeyboardKeyConfiguration) -> some View { _key(configuration) }
    public func keyboardBackground(theme: DFTheme) -> AnyView { _background(theme) }
}

struct DFKeyboardStyleKey: EnvironmentKey { static let defaultValue = AnyDFKeyboardStyle(DFStandardKeyboardStyle()) }
extension EnvironmentValues {
    /// The style of the `DFKeyboard` views below (`.dfKeyboardStyle(_:)`).
    public var dfKeyboardStyle: AnyDFKeyboardStyle {
        get { self[DFKeyboardStyleKey.self] }
        set { self[DFKeyboardStyleKey.self] = newValue }
    }
}
extension View {
    /// The on-screen keyboard's look for the DF fields in this view.
    public func dfKeyboardStyle<S: DFKeyboardStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfKeyboardStyle, (style as? AnyDFKeyboardStyle) ?? AnyDFKeyboardStyle(style))
    }
}

/// Hands the DF keyboard style and the theme to the runtime's keyboard.
struct DFSoftKeyboardAdapter: SoftKeyboardStyle, @unchecked Sendable {
    let style: AnyDFKeyboardStyle
    let theme: DFTheme
    func makeKey(configuration c: SoftKeyConfiguration) -> some View {
        style.makeKeyBody(
            configuration: DFKeyboardKeyConfiguration(
                key: c.key, label: c.label, isPressed: c.isPressed, isActive: c.isActive,
                isFunction: c.isFunction && c.key.kind != .return, isPrimaryAction: c.key.kind == .return, theme: theme)
        )
    }
    func makeBackground() -> some View { style.keyboardBackground(theme: theme) }
    var keySpacing: Double { 6 }
}

/// Raised keys on the theme's surface: characters on the elevated surface, function keys in
/// the interactive fill, return in the primary colour, shift lit while on.
public struct DFStandardKeyboardStyle: DFKeyboardStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    public func makeKeyBody(configuration c: DFKeyboardKeyConfiguration) -> some View {
        let t = c.theme
        let fill: Color =
            c.isPrimaryAction
            ? (c.isPressed ? t.colors.primary.opacity(0.8) : t.colors.primary)
            : c.isActive
                ? t.colors.primary.opacity(c.isPressed ? 0.8 : 1)
                : c.isFunction
                    ? (c.isPressed ? t.colors.textSecondary.opacity(0.45) : t.colors.border)
                    : c.isPressed ? t.colors.border : t.colors.surfaceElevated
        let ink: Color = c.isPrimaryAction || c.isActive ? .white : t.colors.textPrimary
        return dfKeyCaption(c, ink: ink)
            .background(
                RoundedRectangle(cornerRadius: t.radius.sm + 2).fill(fill)
                    .shadow(color: Color.black.opacity(0.18), radius: 0, y: 1))
    }
}

/// Translucent keys on frosted glass.
public struct DFGlassKeyboardStyle: DFKeyboardStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    public func makeKeyBody(configuration c: DFKeyboardKeyConfiguration) -> some View {
        let t = c.theme
        let fill: Color =
            c.isPrimaryAction || c.isActive
            ? t.colors.primary.opacity(c.isPressed ? 0.6 : 0.8)
            : Color.white.opacity(c.isPressed ? 0.5 : c.isFunction ? 0.16 : 0.3)
        let ink: Color = c.isPrimaryAction || c.isActive ? .white : t.colors.textPrimary
        return dfKeyCaption(c, ink: ink)
            .background(RoundedRectangle(cornerRadius: t.radius.md).fill(fill))
            .overlay(RoundedRectangle(cornerRadius: t.radius.md).strokeBorder(Color.white.opacity(0.4), lineWidth: 1))
    }
    public func keyboardBackground(theme: DFTheme) -> AnyView {
        AnyView(Rectangle().fill(Color.clear).background(.regularMaterial))
    }
}

/// The key's caption centred in the key: characters large, words in the label style.
@MainActor
func dfKeyCaption(_ c: DFKeyboardKeyConfiguration, ink: Color) -> some View {
    let isCharacter: Bool = { if case .character(let s) = c.key.kind { return s.count == 1 } else { return false } }()
    return c.label
        .font(isCharacter ? .system(size: 22) : c.theme.typography.label.font)
        .foregroundStyle(ink)
        .lineLimit(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
}

extension DFKeyboardStyle where Self == DFStandardKeyboardStyle {
    /// Raised keys on the theme's surface: characters on the elevated surface, function keys in the
    /// interactive fill, return in the primary colour, shift lit while on.
    public static var standard: DFStandardKeyboardStyle { DFStandardKeyboardStyle() }
}
extension DFKeyboardStyle where Self == DFGlassKeyboardStyle {
    /// Translucent keys on frosted glass.
    public static var glass: DFGlassKeyboardStyle { DFGlassKeyboardStyle() }
}

extension View {
    /// DF fields bring up the DF keyboard in their theme.
    func dfKeyboard(style: AnyDFKeyboardStyle, theme: DFTheme) -> some View {
        softKeyboardStyle(DFSoftKeyboardAdapter(style: style, theme: theme))
    }
}
