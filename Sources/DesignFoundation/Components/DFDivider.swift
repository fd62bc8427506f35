/// What a `DFDividerStyle` draws `DFDivider` from: its content, its state and the active theme.
public struct DFDividerStyleConfiguration {
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFDivider` looks: `makeBody(configuration:)` draws it. `.dfDividerStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFDividerStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFDividerStyleConfiguration) -> Body
}

/// A type-erased `DFDividerStyle`, as the environment holds the one `.dfDividerStyle(_:)` sets.
public struct AnyDFDividerStyle: DFDividerStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFDividerStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFDividerStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFDividerStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFDividerStyleKey: EnvironmentKey { static let defaultValue = AnyDFDividerStyle(DFStandardDividerStyle()) }
extension EnvironmentValues {
    /// The style of the `DFDivider` views below (`.dfDividerStyle(_:)`).
    public var dfDividerStyle: AnyDFDividerStyle {
        get { self[DFDividerStyleKey.self] }
        set { self[DFDividerStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFDivider` views below; the innermost setting wins.
    public func dfDividerStyle<S: DFDividerStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfDividerStyle, (style as? AnyDFDividerStyle) ?? AnyDFDividerStyle(style))
    }
}

/// A horizontal rule in the theme's border colour.
public struct DFDivider: View {
    @Environment(\.dfDividerStyle) private var style
    @Environment(\.dfTheme) private var theme
    /// A line between sections, in the divider style.
    public init() {}
    public var body: some View { style.makeBody(configuration: DFDividerStyleConfiguration(theme: theme)) }
}

/// The built-in `DFDividerStyle` behind `.standard`.
public struct DFStandardDividerStyle: DFDividerStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFDividerStyleConfiguration) -> some View {
        Rectangle().fill(c.theme.colors.border).frame(height: 1).accessibilityHidden(true)
    }
}
/// The built-in `DFDividerStyle` behind `.thick`.
public struct DFThickDividerStyle: DFDividerStyle, Sendable {
    /// The style; `.thick` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFDividerStyleConfiguration) -> some View {
        Rectangle().fill(c.theme.colors.border).frame(height: 4).accessibilityHidden(true)
    }
}
/// The built-in `DFDividerStyle` behind `.subtle`.
public struct DFSubtleDividerStyle: DFDividerStyle, Sendable {
    /// The style; `.subtle` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFDividerStyleConfiguration) -> some View {
        Rectangle().fill(c.theme.colors.border.opacity(0.4)).frame(height: 1).accessibilityHidden(true)
    }
}

extension DFDividerStyle where Self == DFStandardDividerStyle {
    /// The built-in style by this name (`DFStandardDividerStyle`).
    public static var standard: DFStandardDividerStyle { DFStandardDividerStyle() }
}
extension DFDividerStyle where Self == DFThickDividerStyle {
    /// The built-in style by this name (`DFThickDividerStyle`).
    public static var thick: DFThickDividerStyle { DFThickDividerStyle() }
}
extension DFDividerStyle where Self == DFSubtleDividerStyle {
    /// The built-in style by this name (`DFSubtleDividerStyle`).
    public static var subtle: DFSubtleDividerStyle { DFSubtleDividerStyle() }
}
