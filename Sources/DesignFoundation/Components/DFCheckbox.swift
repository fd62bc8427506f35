/// What a `DFCheckboxStyle` draws `DFCheckbox` from: its content, its state and the active theme.
public struct DFCheckboxStyleConfiguration {
    /// The component's label.
    public let label: String
    /// Whether the box is checked.
    public let isChecked: Bool
    /// Whether the component is disabled (`.disabled(true)` above it).
    public let isDisabled: Bool
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFCheckbox` looks: `makeBody(configuration:)` draws it. `.dfCheckboxStyle(_:)` sets one for
/// a subtree; the innermost wins.
@MainActor
public protocol DFCheckboxStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFCheckboxStyleConfiguration) -> Body
}

/// A type-erased `DFCheckboxStyle`, as the environment holds the one `.dfCheckboxStyle(_:)` sets.
public struct AnyDFCheckboxStyle: DFCheckboxStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFCheckboxStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFCheckboxStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFCheckboxStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFCheckboxStyleKey: EnvironmentKey { static let defaultValue = AnyDFCheckboxStyle(DFDefaultCheckboxStyle()) }
extension EnvironmentValues {
    /// The style of the `DFCheckbox` views below (`.dfCheckboxStyle(_:)`).
    public var dfCheckboxStyle: AnyDFCheckboxStyle {
        get { self[DFCheckboxStyleKey.self] }
        set { self[DFCheckboxStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFCheckbox` views below; the innermost setting wins.
    public func dfCheckboxStyle<S: DFCheckboxStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfCheckboxStyle, (style as? AnyDFCheckboxStyle) ?? AnyDFCheckboxStyle(style))
    }
}

/// A labelled checkbox bound to a Bool.
public struct DFCheckbox: View {
    let label: String
    @Binding var isChecked: Bool
    @Environment(\.dfCheckboxStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    /// A checkbox labelled `label`, bound to `isChecked`.
    public init(_ label: String, isChecked: Binding<Bool>) {
        self.label = label
        _isChecked = isChecked
    }
    public var body: some View {
        let binding = $isChecked
        return style.makeBody(
            configuration: DFCheckboxStyleConfiguration(
                label: label, isChecked: isChecked, isDisabled: !isEnabled, theme: theme)
        )
        .contentShape(Rectangle())
        .onTapGesture { binding.wrappedValue.toggle() }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
        .accessibilityValue(isChecked ? "Checked" : "Unchecked")
        .accessibilityAddTraits(isChecked ? [.isToggle, .isSelected] : .isToggle)
    }
}

/// The checkbox style a `DFCheckbox` has until `.dfCheckboxStyle(_:)` sets another.
public struct DFDefaultCheckboxStyle: DFCheckboxStyle, Sendable {
    /// The style, with nothing to configure.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFCheckboxStyleConfiguration) -> some View {
        HStack(spacing: c.theme.spacing.sm) {
            DFCheckboxMark(isChecked: c.isChecked, isDisabled: c.isDisabled, theme: c.theme)
            Text(c.label).font(c.theme.typography.body.font).foregroundStyle(
                c.isDisabled ? c.theme.colors.textDisabled : c.theme.colors.textPrimary)
        }
    }
}
