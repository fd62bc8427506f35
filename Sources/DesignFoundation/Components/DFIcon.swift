/// What a `DFIconStyle` draws `DFIcon` from: its content, its state and the active theme.
public struct DFIconStyleConfiguration {
    /// The symbol's name.
    public let systemName: String
    /// The icon's size, in points.
    public let size: Double
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFIcon` looks: `makeBody(configuration:)` draws it. `.dfIconStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFIconStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFIconStyleConfiguration) -> Body
}

/// A type-erased `DFIconStyle`, as the environment holds the one `.dfIconStyle(_:)` sets.
public struct AnyDFIconStyle: DFIconStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFIconStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFIconStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFIconStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFIconStyleKey: EnvironmentKey { static let defaultValue = AnyDFIconStyle(DFStandardIconStyle()) }
extension EnvironmentValues {
    /// The style of the `DFIcon` views below (`.dfIconStyle(_:)`).
    public var dfIconStyle: AnyDFIconStyle {
        get { self[DFIconStyleKey.self] }
        set { self[DFIconStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFIcon` views below; the innermost setting wins.
    public func dfIconStyle<S: DFIconStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfIconStyle, (style as? AnyDFIconStyle) ?? AnyDFIconStyle(style))
    }
}

/// A symbol from the built-in icon set at the theme's icon size (20 points unless overridden).
public struct DFIcon: View {
    let systemName: String
    let size: Double?
    @Environment(\.dfIconStyle) private var style
    @Environment(\.dfTheme) private var theme
    /// A symbol from the built-in icon set, `size` points (nil: the theme's).
    public init(_ systemName: String, size: Double? = nil) {
        self.systemName = systemName
        self.size = size
    }
    public var body: some View {
        style.makeBody(
            configuration: DFIconStyleConfiguration(
                systemName: systemName,
                size: size ?? theme.components.icon.defaultSize ?? 20, theme: theme))
    }
}

@MainActor
func iconImage(_ c: DFIconStyleConfiguration, _ color: Color) -> some View {
    Image(systemName: c.systemName)
        .font(.system(size: c.size / 1.2))
        .foregroundStyle(color)
        .frame(width: c.size, height: c.size)
}

/// The built-in `DFIconStyle` behind `.standard`.
public struct DFStandardIconStyle: DFIconStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFIconStyleConfiguration) -> some View {
        iconImage(c, c.theme.colors.textPrimary)
    }
}
/// The icon in the primary colour on a soft circle of it.
public struct DFTintedIconStyle: DFIconStyle, Sendable {
    /// The style; `.tinted` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFIconStyleConfiguration) -> some View {
        iconImage(c, c.theme.colors.primary)
            .padding(c.size * 0.3)
            .background(Circle().fill(c.theme.colors.primary.opacity(0.12)))
    }
}
/// The built-in `DFIconStyle` behind `.secondary`.
public struct DFSecondaryIconStyle: DFIconStyle, Sendable {
    /// The style; `.secondary` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFIconStyleConfiguration) -> some View {
        iconImage(c, c.theme.colors.textSecondary)
    }
}

extension DFIconStyle where Self == DFStandardIconStyle {
    /// The built-in style by this name (`DFStandardIconStyle`).
    public static var standard: DFStandardIconStyle { DFStandardIconStyle() }
}
extension DFIconStyle where Self == DFTintedIconStyle {
    /// The icon in the primary colour on a soft circle of it.
    public static var tinted: DFTintedIconStyle { DFTintedIconStyle() }
}
extension DFIconStyle where Self == DFSecondaryIconStyle {
    /// The built-in style by this name (`DFSecondaryIconStyle`).
    public static var secondary: DFSecondaryIconStyle { DFSecondaryIconStyle() }
}
