/// Linear, circular, or indeterminate (a moving bar).
public enum DFProgressVariant: Sendable, Equatable { case linear, circular, indeterminate }

/// What a `DFProgressBarStyle` draws `DFProgressBar` from: its content, its state and the active
/// theme.
public struct DFProgressBarStyleConfiguration {
    /// 0...1 (ignored when indeterminate).
    public let value: Double
    /// Linear, circular or indeterminate.
    public let variant: DFProgressVariant
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFProgressBar` looks: `makeBody(configuration:)` draws it. `.dfProgressBarStyle(_:)` sets
/// one for a subtree; the innermost wins.
@MainActor
public protocol DFProgressBarStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFProgressBarStyleConfiguration) -> Body
}

/// A type-erased `DFProgressBarStyle`, as the environment holds the one `.dfProgressBarStyle(_:)`
/// sets.
public struct AnyDFProgressBarStyle: DFProgressBarStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFProgressBarStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFProgressBarStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFProgressBarStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFProgressBarStyleKey: EnvironmentKey {
    static let defaultValue = AnyDFProgressBarStyle(DFDefaultProgressBarStyle())
}
extension EnvironmentValues {
    /// The style of the `DFProgressBar` views below (`.dfProgressBarStyle(_:)`).
    public var dfProgressBarStyle: AnyDFProgressBarStyle {
        get { self[DFProgressBarStyleKey.self] }
        set { self[DFProgressBarStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFProgressBar` views below; the innermost setting wins.
    public func dfProgressBarStyle<S: DFProgressBarStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfProgressBarStyle, (style as? AnyDFProgressBarStyle) ?? AnyDFProgressBarStyle(style))
    }
}

/// A bar or ring that fills as work progresses (0 to 1), or moves without end when the amount is
/// unknown.
public struct DFProgressBar: View {
    let value: Double
    let variant: DFProgressVariant
    @Environment(\.dfProgressBarStyle) private var style
    @Environment(\.dfTheme) private var theme
    /// Progress of `value` (0 to 1), as a bar or a ring.
    public init(value: Double, variant: DFProgressVariant = .linear) {
        self.value = value
        self.variant = variant
    }
    /// Progress of unknown amount: moves without end.
    public init(variant: DFProgressVariant) { self.init(value: 0, variant: variant) }
    public var body: some View {
        style.makeBody(
            configuration: DFProgressBarStyleConfiguration(value: min(1, max(0, value)), variant: variant, theme: theme)
        )
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Progress")
        .accessibilityValue(
            variant == .indeterminate ? "In progress" : "\(Int((min(1, max(0, value)) * 100).rounded())) percent"
        )
        .accessibilityAddTraits(.updatesFrequently)
    }
}

/// The one built-in style: a rounded track with a primary fill, a ring with a round-capped
/// arc, or a bar sweeping across the track for indeterminate progress.
public struct DFDefaultProgressBarStyle: DFProgressBarStyle, Sendable {
    /// The style, with nothing to configure.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFProgressBarStyleConfiguration) -> some View {
        DFProgressBody(configuration: c)
    }
}

struct DFProgressBody: View {
    let configuration: DFProgressBarStyleConfiguration
    @State private var phase = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some View {
        let t = configuration.theme
        switch configuration.variant {
        case .linear:
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(t.colors.border.opacity(0.5))
                    Capsule().fill(t.colors.primary).frame(width: max(6, proxy.size.width * configuration.value))
                }
            }
            .frame(height: 6)
        case .circular:
            let fraction = max(0.001, configuration.value)
            ZStack {
                Circle().stroke(t.colors.border.opacity(0.5), lineWidth: 5)
                PathShape { rect in
                    var p = Path()
                    let r = min(rect.width, rect.height) / 2
                    p.addArc(
                        center: rect.center, radius: r, startAngle: -Double.pi / 2,
                        endAngle: -Double.pi / 2 + 2 * Double.pi * fraction)
                    return p
                }
                .stroke(t.colors.primary, style: StrokeStyle(lineWidth: 5, lineCap: .round))
            }
            .frame(width: 36, height: 36)
        case .indeterminate:
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(t.colors.border.opacity(0.5))
                    Capsule().fill(t.colors.primary)
                        .frame(width: proxy.size.width * 0.3)
                        .offset(x: phase ? proxy.size.width * 0.7 : 0)
                }
            }
            .frame(height: 6)
            .animation(reduceMotion ? nil : .easeInOut(duration: 0.9).repeatForever(autoreverses: true), value: phase)
            .onAppear { phase = true }
        }
    }
}
