/// What a `DFSheetStyle` draws `DFSheet` from: its content, its state and the active theme.
public struct DFSheetStyleConfiguration {
    /// The content to present.
    public let content: AnyView
    /// How far the finger has pulled the sheet down (points, 0 at rest).
    public let dragOffset: Double
    /// Whether a finger is pulling the sheet.
    public let isDragging: Bool
    /// Closes the sheet.
    public let dismiss: @MainActor () -> Void
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFSheet` looks: `makeBody(configuration:)` draws it. `.dfSheetStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFSheetStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFSheetStyleConfiguration) -> Body
    /// The most of the screen's height the sheet may take.
    nonisolated var maxHeightFraction: Double { get }
}

extension DFSheetStyle { nonisolated public var maxHeightFraction: Double { 0.9 } }

/// A type-erased `DFSheetStyle`, as the environment holds the one `.dfSheetStyle(_:)` sets.
public struct AnyDFSheetStyle: DFSheetStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFSheetStyleConfiguration) -> AnyView
    public let maxHeightFraction: Double
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFSheetStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
        maxHeightFraction = style.maxHeightFraction
    }
    public func makeBody(configuration: DFSheetStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFSheetStyleKey: EnvironmentKey { static let defaultValue = AnyDFSheetStyle(DFStandardSheetStyle()) }
extension EnvironmentValues {
    /// The style of the `DFSheet` views below (`.dfSheetStyle(_:)`).
    public var dfSheetStyle: AnyDFSheetStyle {
        get { self[DFSheetStyleKey.self] }
        set { self[DFSheetStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the `DFSheet` views below; the innermost setting wins.
    public func dfSheetStyle<S: DFSheetStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfSheetStyle, (style as? AnyDFSheetStyle) ?? AnyDFSheetStyle(style))
    }

    /// Presents `content` in a sheet from the bottom edge while `isPresented` is true: a tap
    /// above it or a pull down (far enough, or flicked) dismisses it.
    public func dfSheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        DFSheetPresenter(
            base: AnyView(self), isPresented: isPresented, onDismiss: onDismiss, content: AnyView(content()))
    }
}

/// Reads the sheet style where the sheet is attached (its height limit picks the placement).
struct DFSheetPresenter: View {
    let base: AnyView
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    let content: AnyView
    @Environment(\.dfSheetStyle) private var style
    var body: some View {
        base.presentation(
            isPresented: isPresented, kind: .sheet(maxHeightFraction: style.maxHeightFraction), onDismiss: onDismiss
        ) {
            DFSheetContainer(content: content)
        }
    }
}

/// The sheet with its drag: it follows the finger down (not up), and on release either goes
/// (pulled far enough, or flicked down) or springs back.
struct DFSheetContainer: View {
    let content: AnyView
    @State private var drag = 0.0
    @State private var isDragging = false
    @Environment(\.dfSheetStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let dismiss = dismiss
        return style.makeBody(
            configuration: DFSheetStyleConfiguration(
                content: content, dragOffset: drag, isDragging: isDragging,
                dismiss: { dismiss() }, theme: theme)
        )
        .offset(y: drag)
        .gesture(
            DragGesture(minimumDistance: 8)
                .onChanged { v in
                    isDragging = true
                    drag = max(0, v.translation.height)
                }
                .onEnded { v in
                    isDragging = false
                    if v.predictedEndTranslation.height > Self.flingDistance || v.translation.height > Self.pullDistance
                    {
                        dismiss()
                    } else {
                        withAnimation(.easeOut(duration: 0.25)) { drag = 0 }
                    }
                }
        )
    }

    /// Pulled this far, the sheet goes; or flicked so that it would travel this far.
    static let pullDistance = 120.0
    static let flingDistance = 160.0
}

/// A grabber, the content, on the elevated surface with rounded top corners.
public struct DFStandardSheetStyle: DFSheetStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFSheetStyleConfiguration) -> some View {
        dfSheetBody(
            c,
            background: AnyView(
                UnevenRoundedRectangle(topLeadingRadius: c.theme.radius.lg, topTrailingRadius: c.theme.radius.lg)
                    .fill(c.theme.colors.surfaceElevated)))
    }
}

/// A shorter sheet (under half the screen) for a few controls.
public struct DFCompactSheetStyle: DFSheetStyle, Sendable {
    /// The style; `.compact` is the same.
    nonisolated public init() {}
    nonisolated public var maxHeightFraction: Double { 0.45 }
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFSheetStyleConfiguration) -> some View {
        dfSheetBody(
            c,
            background: AnyView(
                UnevenRoundedRectangle(topLeadingRadius: c.theme.radius.lg, topTrailingRadius: c.theme.radius.lg)
                    .fill(c.theme.colors.surfaceElevated)))
    }
}

/// The sheet as frosted glass.
public struct DFGlassSheetStyle: DFSheetStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFSheetStyleConfiguration) -> some View {
        let shape = UnevenRoundedRectangle(topLeadingRadius: c.theme.radius.lg, topTrailingRadius: c.theme.radius.lg)
        return dfSheetBody(
            c,
            background: AnyView(
                Color.clear.background(.regularMaterial, in: shape)
                    .overlay(shape.strokeBorder(Color.white.opacity(0.45), lineWidth: 1))))
    }
}

@MainActor
func dfSheetBody(_ c: DFSheetStyleConfiguration, background: AnyView) -> some View {
    let t = c.theme
    return VStack(spacing: t.spacing.md) {
        Capsule().fill(t.colors.textSecondary.opacity(c.isDragging ? 0.8 : 0.5)).frame(width: 40, height: 5)
            .accessibilityHidden(true)
        c.content
    }
    .padding(.top, t.spacing.sm)
    .padding([.horizontal, .bottom], t.spacing.lg)
    .frame(maxWidth: .infinity)
    .background(background)
}

extension DFSheetStyle where Self == DFStandardSheetStyle {
    /// A grabber, the content, on the elevated surface with rounded top corners.
    public static var standard: DFStandardSheetStyle { DFStandardSheetStyle() }
}
extension DFSheetStyle where Self == DFCompactSheetStyle {
    /// A shorter sheet (under half the screen) for a few controls.
    public static var compact: DFCompactSheetStyle { DFCompactSheetStyle() }
}
extension DFSheetStyle where Self == DFGlassSheetStyle {
    /// The sheet as frosted glass.
    public static var glass: DFGlassSheetStyle { DFGlassSheetStyle() }
}
