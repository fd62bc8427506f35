/// What a `DFSliderStyle` draws `DFSlider` from: its content, its state and the active theme.
public struct DFSliderStyleConfiguration {
    /// The value now.
    public let value: Double
    /// `value` as a fraction of the range.
    public let fraction: Double
    /// The values the slider spans.
    public let range: ClosedRange<Double>
    /// The slider's label.
    public let label: String
    /// Whether the component is disabled (`.disabled(true)` above it).
    public let isDisabled: Bool
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFSlider` looks: `makeBody(configuration:)` draws it. `.dfSliderStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFSliderStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFSliderStyleConfiguration) -> Body
}

/// A type-erased `DFSliderStyle`, as the environment holds the one `.dfSliderStyle(_:)` sets.
public struct AnyDFSliderStyle: DFSliderStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFSliderStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFSliderStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFSliderStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFSliderStyleKey: EnvironmentKey { static let defaultValue = AnyDFSliderStyle(DFStandardSliderStyle()) }
extension EnvironmentValues {
    /// The style of the `DFSlider` views below (`.dfSliderStyle(_:)`).
    public var dfSliderStyle: AnyDFSliderStyle {
        get { self[DFSliderStyleKey.self] }
        set { self[DFSliderStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFSlider` views below; the innermost setting wins.
    public func dfSliderStyle<S: DFSliderStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfSliderStyle, (style as? AnyDFSliderStyle) ?? AnyDFSliderStyle(style))
    }
}

/// A value in a range, set by dragging or tapping along the track, or by the adjustable
/// accessibility actions (one step, or 10% of the range without a step).
public struct DFSlider: View {
    let label: String
    @Binding var value: Double
    let range: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (@MainActor (Bool) -> Void)?
    @State private var isEditing = false
    @Environment(\.dfSliderStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// `onEditingChanged` is told true when a drag starts and false when it ends.
    public init(
        _ label: String, value: Binding<Double>, in range: ClosedRange<Double> = 0...1, step: Double? = nil,
        onEditingChanged: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.label = label
        _value = value
        self.range = range
        self.step = step
        self.onEditingChanged = onEditingChanged
    }

    func snapped(_ v: Double) -> Double {
        var x = min(range.upperBound, max(range.lowerBound, v))
        if let step, step > 0 { x = range.lowerBound + ((x - range.lowerBound) / step).rounded() * step }
        return min(range.upperBound, max(range.lowerBound, x))
    }

    public var body: some View {
        let span = max(1e-9, range.upperBound - range.lowerBound)
        let fraction = (value - range.lowerBound) / span
        let binding = $value
        let enabled = isEnabled
        let lower = range.lowerBound
        let increment = step ?? span / 10
        let snap: @MainActor (Double) -> Double = { [self] in snapped($0) }
        let editing = $isEditing
        let editingChanged = onEditingChanged
        return GeometryReader { proxy in
            style.makeBody(
                configuration: DFSliderStyleConfiguration(
                    value: value, fraction: fraction, range: range, label: label,
                    isDisabled: !isEnabled, theme: theme)
            )
            .frame(width: proxy.size.width)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0).onChanged { drag in
                    guard enabled, proxy.size.width > 0 else { return }
                    if !editing.wrappedValue {
                        editing.wrappedValue = true
                        editingChanged?(true)
                    }
                    binding.wrappedValue = snap(lower + span * min(1, max(0, drag.location.x / proxy.size.width)))
                }
                .onEnded { _ in
                    if editing.wrappedValue {
                        editing.wrappedValue = false
                        editingChanged?(false)
                    }
                })
        }
        .frame(height: 44)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
        .accessibilityValue("\(Int((fraction * 100).rounded())) percent")
        .accessibilityAdjustableAction { direction in
            guard enabled else { return }
            binding.wrappedValue = snap(binding.wrappedValue + (direction == .increment ? increment : -increment))
        }
    }
}

@MainActor
func sliderTrack(_ c: DFSliderStyleConfiguration, trackColor: Color, fill: Color, thumb: some View) -> some View {
    GeometryReader { proxy in
        let x = proxy.size.width * min(1, max(0, c.fraction))
        ZStack(alignment: .leading) {
            Capsule().fill(trackColor).frame(height: 4)
            Capsule().fill(fill).frame(width: max(4, x), height: 4)
            thumb.offset(x: x - 14)
        }
        .frame(height: proxy.size.height)
    }
}

/// The built-in `DFSliderStyle` behind `.standard`.
public struct DFStandardSliderStyle: DFSliderStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFSliderStyleConfiguration) -> some View {
        sliderTrack(
            c, trackColor: c.theme.colors.border,
            fill: c.isDisabled ? c.theme.colors.textDisabled : c.theme.colors.primary,
            thumb: Circle().fill(Color.white).frame(width: 28, height: 28).shadow(
                color: Color.black.opacity(0.2), radius: 3, y: 1)
        )
        .opacity(c.isDisabled ? 0.5 : 1)
    }
}

/// The standard slider under its label and value.
public struct DFLabeledSliderStyle: DFSliderStyle, Sendable {
    /// The style; `.labeled` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFSliderStyleConfiguration) -> some View {
        VStack(spacing: 2) {
            HStack {
                Text(c.label).font(c.theme.typography.label.font).foregroundStyle(c.theme.colors.textPrimary)
                Spacer()
                Text("\(Int((c.fraction * 100).rounded()))%").font(c.theme.typography.caption.font.monospacedDigit())
                    .foregroundStyle(c.theme.colors.textSecondary)
            }
            DFStandardSliderStyle().makeBody(configuration: c).frame(height: 28)
        }
    }
}

/// The built-in `DFSliderStyle` behind `.glass`.
public struct DFGlassSliderStyle: DFSliderStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFSliderStyleConfiguration) -> some View {
        sliderTrack(
            c, trackColor: Color.white.opacity(0.35), fill: c.theme.colors.primary,
            thumb: Circle().fill(Color.white.opacity(0.3)).frame(width: 28, height: 28)
                .background(.regularMaterial, in: Circle())
                .overlay(Circle().stroke(Color.white.opacity(0.6), lineWidth: 1)))
    }
}

extension DFSliderStyle where Self == DFStandardSliderStyle {
    /// The built-in style by this name (`DFStandardSliderStyle`).
    public static var standard: DFStandardSliderStyle { DFStandardSliderStyle() }
}
extension DFSliderStyle where Self == DFLabeledSliderStyle {
    /// The standard slider under its label and value.
    public static var labeled: DFLabeledSliderStyle { DFLabeledSliderStyle() }
}
extension DFSliderStyle where Self == DFGlassSliderStyle {
    /// The built-in style by this name (`DFGlassSliderStyle`).
    public static var glass: DFGlassSliderStyle { DFGlassSliderStyle() }
}
