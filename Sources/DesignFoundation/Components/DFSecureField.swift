/// What a `DFSecureFieldStyle` draws `DFSecureField` from: its content, its state and the active
/// theme.
public struct DFSecureFieldStyleConfiguration {
    /// The pre-configured SecureField (masked, or plain while revealed), ready to lay out.
    public let fieldContent: AnyView
    /// A view before the text (an icon), if any.
    public let leadingContent: AnyView?
    /// The component's label.
    public let label: String
    /// What the field shows while it is empty.
    public let placeholder: String
    /// Whether the field has keyboard focus.
    public let isFocused: Bool
    /// Whether the component is disabled (`.disabled(true)` above it).
    public let isDisabled: Bool
    /// Whether the characters are shown plainly.
    public let isRevealed: Bool
    /// Whether the text is valid, and the message to show if not.
    public let validationState: DFValidationState
    /// Call this to toggle password visibility.
    public let onToggleReveal: @MainActor () -> Void
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFSecureField` looks: `makeBody(configuration:)` draws it. `.dfSecureFieldStyle(_:)` sets
/// one for a subtree; the innermost wins.
@MainActor
public protocol DFSecureFieldStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFSecureFieldStyleConfiguration) -> Body
}

/// A type-erased `DFSecureFieldStyle`, as the environment holds the one `.dfSecureFieldStyle(_:)`
/// sets.
public struct AnyDFSecureFieldStyle: DFSecureFieldStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFSecureFieldStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFSecureFieldStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFSecureFieldStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFSecureFieldStyleKey: EnvironmentKey {
    static let defaultValue = AnyDFSecureFieldStyle(DFOutlinedSecureFieldStyle())
}
extension EnvironmentValues {
    /// The style of the `DFSecureField` views below (`.dfSecureFieldStyle(_:)`).
    public var dfSecureFieldStyle: AnyDFSecureFieldStyle {
        get { self[DFSecureFieldStyleKey.self] }
        set { self[DFSecureFieldStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFSecureField` views below; the innermost setting wins.
    public func dfSecureFieldStyle<S: DFSecureFieldStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfSecureFieldStyle, (style as? AnyDFSecureFieldStyle) ?? AnyDFSecureFieldStyle(style))
    }
}

/// A password or PIN field: dots while hidden, a reveal button that shows the text. The field
/// keeps `isRevealed` itself unless given a binding. Its value is never read out by
/// accessibility.
public struct DFSecureField: View {
    let label: String
    let placeholder: String
    let validation: DFValidationState
    let characterLimit: Int?
    let leading: AnyView?
    let revealBinding: Binding<Bool>?
    @Binding var text: String
    @State private var ownRevealed = false
    @FocusState private var isFocused: Bool
    @Environment(\.dfSecureFieldStyle) private var style
    @Environment(\.dfKeyboardStyle) private var keyboardStyle
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// A password field labelled `label`, bound to `text`, its characters shown as dots unless revealed.
    public init(
        _ label: String, text: Binding<String>, placeholder: String = "", leadingIcon: String? = nil,
        validation: DFValidationState = .none, characterLimit: Int? = nil, isRevealed: Binding<Bool>? = nil
    ) {
        self.label = label
        _text = text
        self.placeholder = placeholder
        self.validation = validation
        self.characterLimit = characterLimit
        revealBinding = isRevealed
        leading = leadingIcon.map { AnyView(Image(systemName: $0).accessibilityHidden(true)) }
    }

    public var body: some View {
        let revealed = revealBinding?.wrappedValue ?? ownRevealed
        let own = $ownRevealed
        let external = revealBinding
        let field = SecureField(label, text: $text, prompt: Text(placeholder), isRevealed: revealed)
            .focused($isFocused)
            .textContentLimit(characterLimit)
        return style.makeBody(
            configuration: DFSecureFieldStyleConfiguration(
                fieldContent: AnyView(field.dfFieldInput(theme: theme)), leadingContent: leading, label: label,
                placeholder: placeholder,
                isFocused: isFocused, isDisabled: !isEnabled, isRevealed: revealed, validationState: validation,
                onToggleReveal: {
                    if let external { external.wrappedValue.toggle() } else { own.wrappedValue.toggle() }
                },
                theme: theme)
        )
        .contentShape(Rectangle())
        .onTapGesture { if isEnabled { isFocused = true } }
        .dfKeyboard(style: keyboardStyle, theme: theme)
    }
}

/// The eye button every built-in secure style puts at the trailing end.
@MainActor
func dfRevealButton(_ c: DFSecureFieldStyleConfiguration) -> AnyView {
    AnyView(
        Button(action: c.onToggleReveal) {
            Image(systemName: c.isRevealed ? "eye.slash" : "eye").foregroundStyle(c.theme.colors.textSecondary)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(c.isRevealed ? "Hide \(c.label)" : "Show \(c.label)"))
}

/// The secure field as the matching text field style draws it, with the reveal button.
@MainActor
func dfSecureAsTextField<S: DFTextFieldStyle>(_ style: S, _ c: DFSecureFieldStyleConfiguration) -> some View {
    style.makeBody(
        configuration: DFTextFieldStyleConfiguration(
            fieldContent: c.fieldContent, leadingContent: c.leadingContent, trailingContent: dfRevealButton(c),
            label: c.label,
            placeholder: c.placeholder, isFocused: c.isFocused, isDisabled: c.isDisabled,
            validationState: c.validationState, theme: c.theme))
}

/// The built-in `DFSecureFieldStyle` behind `.outlined`.
public struct DFOutlinedSecureFieldStyle: DFSecureFieldStyle, Sendable {
    /// The style; `.outlined` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFSecureFieldStyleConfiguration) -> some View {
        dfSecureAsTextField(DFOutlinedTextFieldStyle(), c)
    }
}
/// The built-in `DFSecureFieldStyle` behind `.filled`.
public struct DFFilledSecureFieldStyle: DFSecureFieldStyle, Sendable {
    /// The style; `.filled` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFSecureFieldStyleConfiguration) -> some View {
        dfSecureAsTextField(DFFilledTextFieldStyle(), c)
    }
}
/// The built-in `DFSecureFieldStyle` behind `.glass`.
public struct DFGlassSecureFieldStyle: DFSecureFieldStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFSecureFieldStyleConfiguration) -> some View {
        dfSecureAsTextField(DFGlassTextFieldStyle(), c)
    }
}

extension DFSecureFieldStyle where Self == DFOutlinedSecureFieldStyle {
    /// The built-in style by this name (`DFOutlinedSecureFieldStyle`).
    public static var outlined: DFOutlinedSecureFieldStyle { DFOutlinedSecureFieldStyle() }
}
extension DFSecureFieldStyle where Self == DFFilledSecureFieldStyle {
    /// The built-in style by this name (`DFFilledSecureFieldStyle`).
    public static var filled: DFFilledSecureFieldStyle { DFFilledSecureFieldStyle() }
}
extension DFSecureFieldStyle where Self == DFGlassSecureFieldStyle {
    /// The built-in style by this name (`DFGlassSecureFieldStyle`).
    public static var glass: DFGlassSecureFieldStyle { DFGlassSecureFieldStyle() }
}
