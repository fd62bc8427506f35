/// What a `DFModalStyle` draws `DFModal` from: its content, its state and the active theme.
public struct DFModalStyleConfiguration {
    /// The presented content, ready to lay out.
    public let content: AnyView
    /// Closes the modal.
    public let dismiss: @MainActor () -> Void
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFModal` looks: `makeBody(configuration:)` draws it. `.dfModalStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFModalStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFModalStyleConfiguration) -> Body
}

/// A type-erased `DFModalStyle`, as the environment holds the one `.dfModalStyle(_:)` sets.
public struct AnyDFModalStyle: DFModalStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFModalStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFModalStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFModalStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFModalStyleKey: EnvironmentKey { static let defaultValue = AnyDFModalStyle(DFStandardModalStyle()) }
extension EnvironmentValues {
    /// The style of the `DFModal` views below (`.dfModalStyle(_:)`).
    public var dfModalStyle: AnyDFModalStyle {
        get { self[DFModalStyleKey.self] }
        set { self[DFModalStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the `DFModal` views below; the innermost setting wins.
    public func dfModalStyle<S: DFModalStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfModalStyle, (style as? AnyDFModalStyle) ?? AnyDFModalStyle(style))
    }

    /// Presents `content` in a dialog centred over the dimmed screen while `isPresented` is
    /// true. Touches outside it are trapped (and dismiss it when `dismissOnOutsideTap`); it is
    /// the only accessible content while shown.
    public func dfModal<Content: View>(
        isPresented: Binding<Bool>, dismissOnOutsideTap: Bool = true,
        @ViewBuilder content: () -> Content
    ) -> some View {
        presentation(isPresented: isPresented, kind: .modal(dismissesOnOutsideTap: dismissOnOutsideTap)) {
            DFModalContainer(content: AnyView(content()))
        }
    }
}

/// Applies the modal style from the presenter's environment.
struct DFModalContainer: View {
    let content: AnyView
    @Environment(\.dfModalStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        let dismiss = dismiss
        return style.makeBody(
            configuration: DFModalStyleConfiguration(content: content, dismiss: { dismiss() }, theme: theme))
    }
}

/// A raised panel on the elevated surface with the large radius and shadow.
public struct DFStandardModalStyle: DFModalStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFModalStyleConfiguration) -> some View {
        let t = c.theme
        return c.content
            .padding(t.spacing.xl)
            .frame(maxWidth: 480)
            .background(
                RoundedRectangle(cornerRadius: t.radius.lg).fill(t.colors.surfaceElevated)
                    .shadow(
                        color: t.shadows.lg.color, radius: t.shadows.lg.radius, x: t.shadows.lg.x, y: t.shadows.lg.y))
    }
}

/// The panel as frosted glass over the dimmed screen.
public struct DFGlassModalStyle: DFModalStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFModalStyleConfiguration) -> some View {
        let t = c.theme
        return c.content
            .padding(t.spacing.xl)
            .frame(maxWidth: 480)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: t.radius.lg))
            .overlay(RoundedRectangle(cornerRadius: t.radius.lg).strokeBorder(Color.white.opacity(0.45), lineWidth: 1))
    }
}

extension DFModalStyle where Self == DFStandardModalStyle {
    /// A raised panel on the elevated surface with the large radius and shadow.
    public static var standard: DFStandardModalStyle { DFStandardModalStyle() }
}
extension DFModalStyle where Self == DFGlassModalStyle {
    /// The panel as frosted glass over the dimmed screen.
    public static var glass: DFGlassModalStyle { DFGlassModalStyle() }
}
