/// What a `DFNavigationBarStyle` draws `DFNavigationBar` from: its content, its state and the
/// active theme.
public struct DFNavigationBarStyleConfiguration {
    /// The bar's title.
    public let title: String
    /// The back button (nil at the root of a stack).
    public let leading: AnyView?
    /// The view at the trailing end, if any.
    public let trailing: AnyView?
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFNavigationBar` looks: `makeBody(configuration:)` draws it. `.dfNavigationBarStyle(_:)`
/// sets one for a subtree; the innermost wins.
@MainActor
public protocol DFNavigationBarStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFNavigationBarStyleConfiguration) -> Body
}

/// A type-erased `DFNavigationBarStyle`, as the environment holds the one
/// `.dfNavigationBarStyle(_:)` sets.
public struct AnyDFNavigationBarStyle: DFNavigationBarStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFNavigationBarStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFNavigationBarStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFNavigationBarStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFNavigationBarStyleKey: EnvironmentKey {
    static let defaultValue = AnyDFNavigationBarStyle(DFStandardNavigationBarStyle())
}
extension EnvironmentValues {
    /// The style of the `DFNavigationBar` views below (`.dfNavigationBarStyle(_:)`).
    public var dfNavigationBarStyle: AnyDFNavigationBarStyle {
        get { self[DFNavigationBarStyleKey.self] }
        set { self[DFNavigationBarStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFNavigationBar` views below; the innermost setting wins.
    public func dfNavigationBarStyle<S: DFNavigationBarStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfNavigationBarStyle, (style as? AnyDFNavigationBarStyle) ?? AnyDFNavigationBarStyle(style))
    }
}

/// A title bar with an optional back button and trailing actions.
public struct DFNavigationBar: View {
    let title: String
    let leading: AnyView?
    let trailing: AnyView?
    @Environment(\.dfNavigationBarStyle) private var style
    @Environment(\.dfTheme) private var theme

    /// A bar with a title, and views at its leading and trailing ends.
    public init(_ title: String, leading: AnyView? = nil, trailing: AnyView? = nil) {
        self.title = title
        self.leading = leading
        self.trailing = trailing
    }

    public var body: some View {
        style.makeBody(
            configuration: DFNavigationBarStyleConfiguration(
                title: title, leading: leading, trailing: trailing, theme: theme))
    }
}

/// The title centred between the back button and the actions, on the elevated surface with a
/// hairline below.
public struct DFStandardNavigationBarStyle: DFNavigationBarStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFNavigationBarStyleConfiguration) -> some View {
        dfNavigationBarContent(c)
            .background(
                c.theme.colors.surfaceElevated.overlay(alignment: .bottom) {
                    Rectangle().fill(c.theme.colors.border).frame(height: 1)
                })
    }
}

/// The bar's content over whatever is beneath: no fill, no line.
public struct DFTransparentNavigationBarStyle: DFNavigationBarStyle, Sendable {
    /// The style; `.transparent` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFNavigationBarStyleConfiguration) -> some View { dfNavigationBarContent(c) }
}

/// The bar as frosted glass.
public struct DFGlassNavigationBarStyle: DFNavigationBarStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFNavigationBarStyleConfiguration) -> some View {
        dfNavigationBarContent(c)
            .background(
                Rectangle().fill(Color.clear).background(.regularMaterial)
                    .overlay(alignment: .bottom) { Rectangle().fill(Color.white.opacity(0.45)).frame(height: 1) })
    }
}

@MainActor
func dfNavigationBarContent(_ c: DFNavigationBarStyleConfiguration) -> some View {
    let t = c.theme
    return ZStack {
        Text(c.title).font(t.typography.headline.font).foregroundStyle(t.colors.textPrimary).lineLimit(1)
            .accessibilityAddTraits(.isHeader)
        HStack(spacing: t.spacing.sm) {
            if let leading = c.leading { leading }
            Spacer(minLength: 0)
            if let trailing = c.trailing { trailing }
        }
    }
    .padding(.horizontal, t.spacing.md)
    .frame(height: 52)
    .frame(maxWidth: .infinity)
}

extension DFNavigationBarStyle where Self == DFStandardNavigationBarStyle {
    /// The title centred between the back button and the actions, on the elevated surface with a
    /// hairline below.
    public static var standard: DFStandardNavigationBarStyle { DFStandardNavigationBarStyle() }
}
extension DFNavigationBarStyle where Self == DFTransparentNavigationBarStyle {
    /// The bar's content over whatever is beneath: no fill, no line.
    public static var transparent: DFTransparentNavigationBarStyle { DFTransparentNavigationBarStyle() }
}
extension DFNavigationBarStyle where Self == DFGlassNavigationBarStyle {
    /// The bar as frosted glass.
    public static var glass: DFGlassNavigationBarStyle { DFGlassNavigationBarStyle() }
}
