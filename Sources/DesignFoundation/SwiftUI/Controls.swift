// SwiftUI's standard controls with SwiftUI's signatures, drawn by the matching DF component
// in the active theme (so `.dfThemePreset(.sage)` restyles a plain SwiftUI screen).

/// An on/off switch (SwiftUI's `Toggle`): DFToggle's switch, or its look chosen by
/// `.toggleStyle(.switch)`, `.toggleStyle(.button)` or a custom `ToggleStyle`.
public struct Toggle<Label: View>: View {
    let label: Label
    let title: String?
    @Binding var isOn: Bool
    @Environment(\.toggleStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// A toggle showing `label`, bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
        title = nil
    }

    public var body: some View {
        let binding = $isOn
        let enabled = isEnabled
        let configuration = ToggleStyleConfiguration(
            label: AnyView(label), isOn: isOn, isDisabled: !isEnabled,
            toggle: { if enabled { binding.wrappedValue.toggle() } }, theme: theme)
        return style.makeBody(configuration: configuration)
            .accessibilityElement(children: .combine)
            .accessibilityValue(isOn ? "On" : "Off")
            .accessibilityAddTraits(.isToggle)
    }
}

extension Toggle where Label == Text {
    /// SwiftUI's toggle titled `title`, bound to `isOn`.
    public init(_ title: String, isOn: Binding<Bool>) {
        _isOn = isOn
        label = Text(title)
        self.title = title
    }
}

/// What a toggle style gets (SwiftUI's name for DFToggle's configuration: label, `isOn`,
/// `isDisabled`, `toggle` and the theme).
public typealias ToggleStyleConfiguration = DFToggleStyleConfiguration

/// How a SwiftUI `Toggle` looks: `makeBody(configuration:)` draws it (SwiftUI's `ToggleStyle`).
@MainActor
public protocol ToggleStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style draws from: the label, the binding, the theme (SwiftUI's name).
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle drawn from its configuration.
    @ViewBuilder func makeBody(configuration: ToggleStyleConfiguration) -> Body
}

/// A type-erased `ToggleStyle`, as the environment holds the one `.toggleStyle(_:)` sets.
public struct AnyToggleStyle: ToggleStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: ToggleStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: ToggleStyleConfiguration) -> some View { _makeBody(configuration) }
}

/// The DF switch, the whole row tappable.
public struct SwitchToggleStyle: ToggleStyle, Sendable {
    /// The style; `.automatic` is the same.
    nonisolated public init() {}
    public func makeBody(configuration c: ToggleStyleConfiguration) -> some View {
        DFSwitchToggleStyle().makeBody(configuration: c)
            .contentShape(Rectangle())
            .onTapGesture { c.toggle() }
    }
}

/// A button that stays pressed while on (tinted DF button look).
public struct ButtonToggleStyle: ToggleStyle, Sendable {
    /// The style; `.button` is the same.
    nonisolated public init() {}
    public func makeBody(configuration c: ToggleStyleConfiguration) -> some View {
        let t = c.theme
        let shape = RoundedRectangle(cornerRadius: t.radius.md)
        return c.label
            .font(t.typography.label.font)
            .foregroundStyle(c.isOn ? Color.white : t.colors.primary)
            .padding(.horizontal, t.spacing.lg).padding(.vertical, t.spacing.md)
            .background(shape.fill(c.isOn ? t.colors.primary : t.colors.primary.opacity(0.12)))
            .opacity(c.isDisabled ? 0.5 : 1)
            .contentShape(Rectangle())
            .onTapGesture { c.toggle() }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The DF switch, the whole row tappable.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on (tinted DF button look).
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// The DF switch, the whole row tappable.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

struct ToggleStyleKey: EnvironmentKey { static let defaultValue = AnyToggleStyle(SwitchToggleStyle()) }
extension EnvironmentValues {
    /// The style of toggles below (`.toggleStyle`).
    public var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
extension View {
    /// The style of toggles below.
    public func toggleStyle<S: ToggleStyle & Sendable>(_ style: S) -> some View {
        environment(\.toggleStyle, (style as? AnyToggleStyle) ?? AnyToggleStyle(style))
    }
}

/// A value in a range (SwiftUI's `Slider`), drawn as DFSlider; `onEditingChanged` is told
/// when a drag starts and ends. The label view names the slider for accessibility (as on
/// iOS, it is not drawn); minimum and maximum value labels stand at the track's ends.
public struct Slider: View {
    let title: String
    let range: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (@MainActor (Bool) -> Void)?
    let minimumValueLabel: AnyView?
    let maximumValueLabel: AnyView?
    @Binding var value: Double
    @Environment(\.dfTheme) private var theme

    init(
        title: String, value: Binding<Double>, range: ClosedRange<Double>, step: Double?, minimum: AnyView?,
        maximum: AnyView?,
        onEditingChanged: (@MainActor (Bool) -> Void)?
    ) {
        self.title = title
        _value = value
        self.range = range
        self.step = step
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        self.onEditingChanged = onEditingChanged
    }

    /// A slider bound to `value` within `range`, in steps of `step` (nil: continuous).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in range: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: (@MainActor (Bool) -> Void)? = nil
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            title: "", value: Self.doubles(value), range: Self.doubles(range), step: step.map { Double($0) },
            minimum: nil, maximum: nil,
            onEditingChanged: onEditingChanged)
    }
    /// A slider whose accessibility label is `title` (a kiosk extension: SwiftUI takes a label view).
    public init<V: BinaryFloatingPoint>(
        _ title: String, value: Binding<V>, in range: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: (@MainActor (Bool) -> Void)? = nil
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            title: title, value: Self.doubles(value), range: Self.doubles(range), step: step.map { Double($0) },
            minimum: nil, maximum: nil,
            onEditingChanged: onEditingChanged)
    }
    /// A slider with a label.
    public init<V: BinaryFloatingPoint, L: View>(
        value: Binding<V>, in range: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> L,
        onEditingChanged: (@MainActor (Bool) -> Void)? = nil
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            title: labelText(of: label()), value: Self.doubles(value), range: Self.doubles(range),
            step: step.map { Double($0) },
            minimum: nil, maximum: nil, onEditingChanged: onEditingChanged)
    }
    /// A slider with a label and views at its two ends.
    public init<V: BinaryFloatingPoint, L: View, Low: View, High: View>(
        value: Binding<V>, in range: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> L, @ViewBuilder minimumValueLabel: () -> Low,
        @ViewBuilder maximumValueLabel: () -> High,
        onEditingChanged: (@MainActor (Bool) -> Void)? = nil
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            title: labelText(of: label()), value: Self.doubles(value), range: Self.doubles(range),
            step: step.map { Double($0) },
            minimum: AnyView(minimumValueLabel()), maximum: AnyView(maximumValueLabel()),
            onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        let t = theme
        return HStack(spacing: t.spacing.sm) {
            if let minimumValueLabel {
                minimumValueLabel.foregroundStyle(t.colors.textSecondary).accessibilityHidden(true)
            }
            DFSlider(title, value: $value, in: range, step: step, onEditingChanged: onEditingChanged)
            if let maximumValueLabel {
                maximumValueLabel.foregroundStyle(t.colors.textSecondary).accessibilityHidden(true)
            }
        }
    }

    static func doubles<V: BinaryFloatingPoint>(_ b: Binding<V>) -> Binding<Double> {
        Binding(get: { Double(b.wrappedValue) }, set: { b.wrappedValue = V($0) })
    }
    static func doubles<V: BinaryFloatingPoint>(_ r: ClosedRange<V>) -> ClosedRange<Double> {
        Double(r.lowerBound)...Double(r.upperBound)
    }
}

/// A value stepped up and down by buttons (SwiftUI's `Stepper`): minus and plus repeat while
/// held; the range stops them.
public struct Stepper: View {
    let title: String
    let range: ClosedRange<Double>
    let step: Double
    @Binding var value: Double
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// Minus and plus buttons that change `value` by `step` within `range`; holding repeats.
    public init(
        _ title: String, value: Binding<Double>, in range: ClosedRange<Double> = -Double.infinity...Double.infinity,
        step: Double = 1
    ) {
        self.title = title
        _value = value
        self.range = range
        self.step = step
    }
    /// Minus and plus buttons that change `value` by `step` within `range`; holding repeats.
    public init(_ title: String, value: Binding<Int>, in range: ClosedRange<Int> = Int.min...Int.max, step: Int = 1) {
        self.title = title
        _value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = Int($0.rounded()) })
        self.range = Double(range.lowerBound)...Double(range.upperBound)
        self.step = Double(step)
    }

    public var body: some View {
        let t = theme
        let binding = $value
        let range = range, step = step
        let canDown = value - step >= range.lowerBound, canUp = value + step <= range.upperBound
        return HStack(spacing: t.spacing.sm) {
            Text(title).font(t.typography.body.font).foregroundStyle(t.colors.textPrimary)
            Spacer(minLength: t.spacing.sm)
            HStack(spacing: 0) {
                stepButton("minus", label: "Decrement", enabled: canDown && isEnabled) {
                    binding.wrappedValue = max(range.lowerBound, binding.wrappedValue - step)
                }
                Rectangle().fill(t.colors.border).frame(width: 1, height: 20)
                stepButton("plus", label: "Increment", enabled: canUp && isEnabled) {
                    binding.wrappedValue = min(range.upperBound, binding.wrappedValue + step)
                }
            }
            .background(RoundedRectangle(cornerRadius: t.radius.md).fill(t.colors.textPrimary.opacity(0.07)))
            .buttonRepeatBehavior(.enabled)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
        .accessibilityValue(value.rounded() == value ? "\(Int(value))" : "\(value)")
        .accessibilityAdjustableAction { direction in
            if direction == .increment {
                binding.wrappedValue = min(range.upperBound, binding.wrappedValue + step)
            } else {
                binding.wrappedValue = max(range.lowerBound, binding.wrappedValue - step)
            }
        }
    }

    func stepButton(_ icon: String, label: String, enabled: Bool, action: @escaping @MainActor () -> Void) -> some View
    {
        dfIconButton(
            icon, label: label, enabled: enabled, color: theme.colors.textPrimary, theme: theme, width: 48,
            action: action)
    }
}

/// Progress (SwiftUI's `ProgressView`): a bar for a value, a spinning indicator without one
/// (a sweeping bar with `.progressViewStyle(.linear)`); `.progressViewStyle(.circular)` makes
/// a ring of a value.
public struct ProgressView: View {
    let value: Double?
    let total: Double
    let title: String?
    @Environment(\.progressViewStyle) private var style
    @Environment(\.dfTheme) private var theme

    /// A spinner of unknown progress.
    public init() {
        value = nil
        total = 1
        title = nil
    }
    /// A spinner of unknown progress with a title.
    public init(_ title: String) {
        value = nil
        total = 1
        self.title = title
    }
    /// Progress of `value` out of `total`; nil value: unknown progress.
    public init(value: Double?, total: Double = 1) {
        self.value = value
        self.total = total
        title = nil
    }
    /// Progress of `value` out of `total`, with a title; nil value: unknown progress.
    public init(_ title: String, value: Double?, total: Double = 1) {
        self.value = value
        self.total = total
        self.title = title
    }

    public var body: some View {
        let fraction = value.map { min(1, max(0, $0 / max(1e-9, total))) }
        let variant: DFProgressVariant = fraction == nil ? .indeterminate : style == .circular ? .circular : .linear
        return VStack(alignment: .leading, spacing: theme.spacing.xs) {
            if let title { Text(title).font(theme.typography.caption.font).foregroundStyle(theme.colors.textSecondary) }
            if variant == .indeterminate && style != .linear {
                ProgressSpinner()
            } else {
                DFProgressBar(value: fraction ?? 0, variant: variant)
            }
        }
    }
}

/// SwiftUI's indeterminate progress: an open ring turning once a second, in the theme's
/// primary colour (still, when motion is reduced).
struct ProgressSpinner: View {
    @State private var turning = false
    @Environment(\.dfTheme) private var theme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some View {
        PathShape { rect in
            var p = Path()
            p.addArc(
                center: rect.center, radius: min(rect.width, rect.height) / 2, startAngle: 0, endAngle: 1.5 * Double.pi)
            return p
        }
        .stroke(theme.colors.primary, style: StrokeStyle(lineWidth: 3, lineCap: .round))
        .frame(width: 22, height: 22)
        .rotationEffect(.degrees(turning ? 360 : 0))
        .animation(reduceMotion ? nil : .linear(duration: 1).repeatForever(autoreverses: false), value: turning)
        .onAppear { turning = true }
        .padding(3)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Progress")
        .accessibilityValue("In progress")
        .accessibilityAddTraits(.updatesFrequently)
    }
}

/// `.linear` or `.circular` (SwiftUI's progress view styles).
public struct ProgressViewStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, linear, circular }
    let kind: Kind
    /// A bar.
    public static let linear = ProgressViewStyleKind(kind: .linear)
    /// A ring, or a spinner.
    public static let circular = ProgressViewStyleKind(kind: .circular)
    /// A bar for a value, a spinner without one.
    public static let automatic = ProgressViewStyleKind(kind: .automatic)
}

struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyleKind.automatic }
extension EnvironmentValues {
    /// The look of progress views below (`.progressViewStyle`).
    public var progressViewStyle: ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
extension View {
    /// The look of progress views below: linear or circular.
    public func progressViewStyle(_ style: ProgressViewStyleKind) -> some View {
        environment(\.progressViewStyle, style)
    }
}

/// A symbol and a title side by side (SwiftUI's `Label`); `.labelStyle(_:)` shows one alone.
public struct Label: View {
    let title: String
    let systemImage: String
    @Environment(\.dfTheme) private var theme
    @Environment(\.labelStyle) private var style
    /// A title with a symbol before it.
    public init(_ title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }
    public var body: some View {
        let row = HStack(spacing: theme.spacing.sm) {
            if style != .titleOnly { Image(systemName: systemImage).accessibilityHidden(true) }
            if style != .iconOnly { Text(title) }
        }
        .accessibilityElement(children: .combine)
        return Group {
            // The symbol alone still reads as its title.
            if style == .iconOnly { row.accessibilityLabel(title) } else { row }
        }
    }
}

/// Which parts of a label show (SwiftUI's label styles): `.labelStyle(.iconOnly)`.
public struct LabelStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case titleAndIcon, iconOnly, titleOnly }
    let kind: Kind
    /// The symbol and the title.
    public static let titleAndIcon = LabelStyleKind(kind: .titleAndIcon)
    /// The symbol alone (the title stays the accessibility label).
    public static let iconOnly = LabelStyleKind(kind: .iconOnly)
    /// The title alone.
    public static let titleOnly = LabelStyleKind(kind: .titleOnly)
    /// The symbol and the title.
    public static let automatic = titleAndIcon
}

struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.automatic }
extension EnvironmentValues {
    /// Which parts of the labels below show (`.labelStyle(_:)`).
    public var labelStyle: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
extension View {
    /// Which parts of the labels below show: symbol and title, the symbol alone, the title alone.
    public func labelStyle(_ style: LabelStyleKind) -> some View { environment(\.labelStyle, style) }
}

/// A date chooser (SwiftUI's `DatePicker`) drawn as DFDatePicker; `.datePickerStyle` picks
/// compact, graphical or wheel.
public struct DatePicker: View {
    let title: String
    let range: ClosedRange<Date>?
    let components: DFDatePickerComponents
    @Binding var selection: Date
    @Environment(\.datePickerStyleKind) private var style

    /// SwiftUI's date picker, bound to `selection`, drawn by DesignFoundation.
    public init(
        _ title: String, selection: Binding<Date>,
        displayedComponents: DFDatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.title = title
        _selection = selection
        range = nil
        components = displayedComponents
    }
    /// SwiftUI's date picker limited to `range`.
    public init(
        _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DFDatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.title = title
        _selection = selection
        self.range = range
        components = displayedComponents
    }
    /// SwiftUI's date picker limited to `range`.
    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DFDatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(
            title, selection: selection, in: range.lowerBound...Date.distantFuture,
            displayedComponents: displayedComponents)
    }

    public var body: some View {
        let picker = DFDatePicker(title, selection: $selection, in: range, displayedComponents: components)
        return Group {
            switch style {
            case .graphical: picker.dfDatePickerStyle(.graphical)
            case .wheel: picker.dfDatePickerStyle(.wheel)
            case .compact: picker.dfDatePickerStyle(.compact)
            }
        }
    }
}

/// The look `.datePickerStyle` picks for SwiftUI's `DatePicker`: compact, graphical or wheel.
public enum DatePickerStyleKind: Hashable, Sendable { case compact, graphical, wheel }
struct DatePickerStyleKindKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.compact }
extension EnvironmentValues {
    /// The look of date pickers below (`.datePickerStyle`).
    public var datePickerStyleKind: DatePickerStyleKind {
        get { self[DatePickerStyleKindKey.self] }
        set { self[DatePickerStyleKindKey.self] = newValue }
    }
}
extension View {
    /// The look of date pickers below: compact, graphical or wheel.
    public func datePickerStyle(_ style: DatePickerStyleKind) -> some View { environment(\.datePickerStyleKind, style) }
}
