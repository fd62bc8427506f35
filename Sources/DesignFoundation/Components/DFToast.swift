import Observation

/// How serious a toast's message is; it picks the toast's colours.
public enum DFToastSeverity: Hashable, Sendable { case info, success, warning, error }

/// A short message at the top of the screen that goes away by itself.
public struct DFToastMessage: Hashable, Sendable, Identifiable {
    public let id: UUID
    /// The message.
    public let text: String
    /// A symbol name shown before the text.
    public let icon: String?
    /// How serious the message is.
    public let severity: DFToastSeverity
    /// Seconds on screen before it goes by itself.
    public let duration: Double

    /// A message of `text` with an optional icon, shown for `duration` seconds.
    public init(_ text: String, icon: String? = nil, severity: DFToastSeverity = .info, duration: Double = 3) {
        id = UUID()
        self.text = text
        self.icon = icon
        self.severity = severity
        self.duration = duration
    }
}

/// Toasts waiting to be shown, one at a time in the order they were posted. Any code may post
/// to the shared queue; the view with `.dfToast(queue:)` shows them.
@MainActor
@Observable
public final class DFToastQueue {
    /// A queue for the whole app; `.dfToast(queue:)` shows it where the app puts it.
    public static let shared = DFToastQueue()
    /// The toast on screen.
    public private(set) var current: DFToastMessage?
    /// The toasts after it.
    public private(set) var pending: [DFToastMessage] = []

    /// An empty queue.
    public init() {}

    /// Posts a toast: it shows now if none is showing, else after those before it.
    public func show(_ message: DFToastMessage) {
        if current == nil { current = message } else { pending.append(message) }
    }

    /// Takes the toast `id` away (its time is up, or it was swiped); the next one follows.
    public func dismiss(_ id: UUID) {
        if current?.id == id {
            current = pending.isEmpty ? nil : pending.removeFirst()
        } else {
            pending.removeAll { $0.id == id }
        }
    }

    /// Takes every message away at once.
    public func removeAll() {
        pending.removeAll()
        current = nil
    }
}

/// Fully Sendable: the message and the theme are values.
public struct DFToastStyleConfiguration: Sendable {
    /// The message to show.
    public let message: DFToastMessage
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFToast` looks: `makeBody(configuration:)` draws it. `.dfToastStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFToastStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFToastStyleConfiguration) -> Body
}

/// A type-erased `DFToastStyle`, as the environment holds the one `.dfToastStyle(_:)` sets.
public struct AnyDFToastStyle: DFToastStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFToastStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFToastStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFToastStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFToastStyleKey: EnvironmentKey { static let defaultValue = AnyDFToastStyle(DFStandardToastStyle()) }
extension EnvironmentValues {
    /// The style of the `DFToast` views below (`.dfToastStyle(_:)`).
    public var dfToastStyle: AnyDFToastStyle {
        get { self[DFToastStyleKey.self] }
        set { self[DFToastStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the `DFToast` views below; the innermost setting wins.
    public func dfToastStyle<S: DFToastStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfToastStyle, (style as? AnyDFToastStyle) ?? AnyDFToastStyle(style))
    }

    /// Shows the toasts posted to `queue` at the top of this view, one at a time: each stays
    /// for its duration on the display clock, or until swiped up or sideways. Touches beside a
    /// toast reach the content; a toast redraws only its own area as it comes and goes.
    public func dfToast(queue: DFToastQueue) -> some View { DFToastPresenter(content: AnyView(self), queue: queue) }
}

struct DFToastPresenter: View {
    let content: AnyView
    let queue: DFToastQueue
    var body: some View {
        let queue = queue
        let message = queue.current
        let shown = Binding(
            get: { queue.current != nil }, set: { if !$0, let id = queue.current?.id { queue.dismiss(id) } })
        return content.presentation(isPresented: shown, kind: .overlay(.top)) {
            if let message { DFToastView(message: message, queue: queue).id(message.id) }
        }
    }
}

/// One toast: the style's look, its timer, and the swipe that sends it away.
struct DFToastView: View {
    let message: DFToastMessage
    let queue: DFToastQueue
    @State private var drag = Size.zero
    @Environment(\.dfToastStyle) private var style
    @Environment(\.dfTheme) private var theme

    var body: some View {
        let queue = queue, id = message.id
        return style.makeBody(configuration: DFToastStyleConfiguration(message: message, theme: theme))
            .offset(x: drag.width, y: min(0, drag.height))
            .gesture(
                DragGesture(minimumDistance: 8)
                    .onChanged { v in drag = v.translation }
                    .onEnded { v in
                        let far = abs(v.predictedEndTranslation.width) > 120 || v.predictedEndTranslation.height < -40
                        if far { queue.dismiss(id) } else { withAnimation(.easeOut(duration: 0.2)) { drag = .zero } }
                    }
            )
            .onTimeout(after: message.duration, id: id) { queue.dismiss(id) }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(message.text)
            .accessibilityAddTraits(.updatesFrequently)
    }
}

/// A rounded card on the elevated surface with the severity's icon colour and a shadow.
public struct DFStandardToastStyle: DFToastStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFToastStyleConfiguration) -> some View {
        let t = c.theme
        return HStack(spacing: t.spacing.sm) {
            if let icon = c.message.icon {
                Image(systemName: icon).font(.system(size: 17, weight: .semibold)).foregroundStyle(
                    dfSeverityColor(c.message.severity, t))
            }
            Text(c.message.text).font(t.typography.body.font).foregroundStyle(t.colors.textPrimary)
        }
        .padding(.horizontal, t.spacing.lg)
        .padding(.vertical, t.spacing.md)
        .background(
            Capsule().fill(t.colors.surfaceElevated)
                .shadow(color: t.shadows.md.color, radius: t.shadows.md.radius, x: t.shadows.md.x, y: t.shadows.md.y)
        )
        .overlay(Capsule().strokeBorder(t.colors.border, lineWidth: 1))
    }
}

func dfSeverityColor(_ severity: DFToastSeverity, _ theme: DFTheme) -> Color {
    switch severity {
    case .info: return theme.colors.info
    case .success: return theme.colors.success
    case .warning: return theme.colors.warning
    case .error: return theme.colors.destructive
    }
}

extension DFToastStyle where Self == DFStandardToastStyle {
    /// A rounded card on the elevated surface with the severity's icon colour and a shadow.
    public static var standard: DFStandardToastStyle { DFStandardToastStyle() }
}
