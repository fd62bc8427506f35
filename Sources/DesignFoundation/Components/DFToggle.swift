/// What a `DFToggleStyle` draws `DFToggle` from: its content, its state and the active theme.
public struct DFToggleStyleConfiguration {
    /// The toggle's label.
    public let label: AnyView
    /// Whether the toggle was on when the style was asked to draw it.
    private let value: Bool
    /// Whether the component is disabled (`.disabled(true)` above it).
    public let isDisabled: Bool
    /// Flips the value (styles call it from their own gesture when they draw their own control).
    public let toggle: @MainActor () -> Void
    /// The active theme.
    public let theme: DFTheme

    /// A configuration; `toggle` flips the value the toggle shows.
    init(label: AnyView, isOn: Bool, isDisabled: Bool, toggle: @escaping @MainActor () -> Void, theme: DFTheme) {
        self.label = label
        value = isOn
        self.isDisabled = isDisabled
        self.toggle = toggle
        self.theme = theme
    }

    /// Whether the toggle is on. Setting it, as SwiftUI's toggle styles do
    /// (`configuration.isOn.toggle()`), flips the toggle when the value differs.
    @MainActor public var isOn: Bool {
        get { value }
        nonmutating set { if newValue != value { toggle() } }
    }
}

/// How `DFToggle` looks: `makeBody(configuration:)` draws it. `.dfToggleStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFToggleStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFToggleStyleConfiguration) -> Body
}

/// A type-erased `DFToggleStyle`, as the environment holds the one `.dfToggleStyle(_:)` sets.
public struct AnyDFToggleStyle: DFToggleStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFToggleStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFToggleStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFToggleStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFToggleStyleKey: EnvironmentKey { static let defaultValue = AnyDFToggleStyle(DFSwitchToggleStyle()) }
extension EnvironmentValues {
    /// The style of the `DFToggle` views below (`.dfToggleStyle(_:)`).
    public var dfToggleStyle: AnyDFToggleStyle {
        get { self[DFToggleStyleKey.self] }
        set { self[DFToggleStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFToggle` views below; the innermost setting wins.
    public func dfToggleStyle<S: DFToggleStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfToggleStyle, (style as? AnyDFToggleStyle) ?? AnyDFToggleStyle(style))
    }
}

/// An on/off control bound to a Bool; the whole row toggles on tap.
public struct DFToggle: View {
    let title: String
    @Binding var isOn: Bool
    @Environment(\.dfToggleStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// A switch labelled `title`, bound to `isOn`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.title = title
        _isOn = isOn
    }

    public var body: some View {
        let binding = $isOn
        let enabled = isEnabled
        let toggle: @MainActor () -> Void = { if enabled { binding.wrappedValue.toggle() } }
        return style.makeBody(
            configuration: DFToggleStyleConfiguration(
                label: AnyView(Text(title)), isOn: isOn, isDisabled: !isEnabled,
                toggle: toggle, theme: theme)
        )
        .contentShape(Rectangle())
        .onTapGesture { toggle() }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
        .accessibilityValue(isOn ? "On" : "Off")
        .accessibilityAddTraits(.isToggle)
    }
}

/// The classic switch: a capsule track (primary when on) with a sliding white knob.
public struct DFSwitchToggleStyle: DFToggleStyle, Sendable {
    /// The style; `.switch` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFToggleStyleConfiguration) -> some View {
        let t = c.theme
        return HStack {
            c.label.font(t.typography.body.font).foregroundStyle(
                c.isDisabled ? t.colors.textDisabled : t.colors.textPrimary)
            Spacer()
            ZStack(alignment: c.isOn ? .trailing : .leading) {
                Capsule().fill(c.isOn ? t.colors.primary : t.colors.border)
                Circle().fill(Color.white).padding(2).shadow(color: Color.black.opacity(0.15), radius: 2, y: 1)
            }
            .frame(width: 51, height: 31)
            .animation(t.animation.fast, value: c.isOn)
        }
        .opacity(c.isDisabled ? 0.5 : 1)
    }
}

/// A checkbox at the leading edge of the label.
public struct DFCheckboxToggleStyle: DFToggleStyle, Sendable {
    /// The style; `.checkbox` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFToggleStyleConfiguration) -> some View {
        let t = c.theme
        return HStack(spacing: t.spacing.sm) {
            DFCheckboxMark(isChecked: c.isOn, isDisabled: c.isDisabled, theme: t)
            c.label.font(t.typography.body.font).foregroundStyle(
                c.isDisabled ? t.colors.textDisabled : t.colors.textPrimary)
            Spacer()
        }
    }
}

/// The switch on a blurred capsule.
public struct DFGlassToggleStyle: DFToggleStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFToggleStyleConfiguration) -> some View {
        let t = c.theme
        return HStack {
            c.label.font(t.typography.body.font).foregroundStyle(t.colors.textPrimary)
            Spacer()
            ZStack(alignment: c.isOn ? .trailing : .leading) {
                Capsule().fill(c.isOn ? t.colors.primary.opacity(0.55) : Color.white.opacity(0.2))
                Circle().fill(Color.white).padding(3)
            }
            .frame(width: 51, height: 31)
            .background(.regularMaterial, in: Capsule())
            .overlay(Capsule().stroke(Color.white.opacity(0.45), lineWidth: 1))
            .animation(t.animation.fast, value: c.isOn)
        }
        .opacity(c.isDisabled ? 0.5 : 1)
    }
}

extension DFToggleStyle where Self == DFSwitchToggleStyle {
    /// The classic switch: a capsule track (primary when on) with a sliding white knob.
    public static var `switch`: DFSwitchToggleStyle { DFSwitchToggleStyle() }
}
extension DFToggleStyle where Self == DFCheckboxToggleStyle {
    /// A checkbox at the leading edge of the label.
    public static var checkbox: DFCheckboxToggleStyle { DFCheckboxToggleStyle() }
}
extension DFToggleStyle where Self == DFGlassToggleStyle {
    /// The switch on a blurred capsule.
    public static var glass: DFGlassToggleStyle { DFGlassToggleStyle() }
}

/// The checkbox square with its tick.
struct DFCheckboxMark: View {
    let isChecked: Bool
    let isDisabled: Bool
    let theme: DFTheme
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: theme.radius.sm)
                .fill(isChecked ? (isDisabled ? theme.colors.interactiveDisabled : theme.colors.primary) : Color.clear)
            RoundedRectangle(cornerRadius: theme.radius.sm)
                .stroke(isChecked ? Color.clear : theme.colors.border, lineWidth: 1.5)
            if isChecked {
                Image(systemName: "checkmark").font(.system(size: 14, weight: .bold)).foregroundStyle(.white)
            }
        }
        .frame(width: 22, height: 22)
        .animation(theme.animation.fast, value: isChecked)
    }
}
