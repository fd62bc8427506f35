/// Whether a field's content passed validation: nothing said, valid, or an error with the
/// message the field shows below itself.
public enum DFValidationState: Hashable, Sendable {
    case none
    case valid
    case error(String)
}

/// What a `DFTextFieldStyle` draws `DFTextField` from: its content, its state and the active theme.
public struct DFTextFieldStyleConfiguration {
    /// The pre-configured TextField, ready to lay out.
    public let fieldContent: AnyView
    /// A view before the text (an icon), if any.
    public let leadingContent: AnyView?
    /// A view after the text (a clear or reveal button), if any.
    public let trailingContent: AnyView?
    /// The field's label (empty if none).
    public let label: String
    /// What the field shows while it is empty.
    public let placeholder: String
    /// Whether the field has keyboard focus.
    public let isFocused: Bool
    /// Whether the component is disabled (`.disabled(true)` above it).
    public let isDisabled: Bool
    /// Whether the text is valid, and the message to show if not.
    public let validationState: DFValidationState
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFTextField` looks: `makeBody(configuration:)` draws it. `.dfTextFieldStyle(_:)` sets one
/// for a subtree; the innermost wins.
@MainActor
public protocol DFTextFieldStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFTextFieldStyleConfiguration) -> Body
}

/// A type-erased `DFTextFieldStyle`, as the environment holds the one `.dfTextFieldStyle(_:)` sets.
public struct AnyDFTextFieldStyle: DFTextFieldStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFTextFieldStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFTextFieldStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFTextFieldStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFTextFieldStyleKey: EnvironmentKey { static let defaultValue = AnyDFTextFieldStyle(DFOutlinedTextFieldStyle()) }
extension EnvironmentValues {
    /// The style of the `DFTextField` views below (`.dfTextFieldStyle(_:)`).
    public var dfTextFieldStyle: AnyDFTextFieldStyle {
        get { self[DFTextFieldStyleKey.self] }
        set { self[DFTextFieldStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFTextField` views below; the innermost setting wins.
    public func dfTextFieldStyle<S: DFTextFieldStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfTextFieldStyle, (style as? AnyDFTextFieldStyle) ?? AnyDFTextFieldStyle(style))
    }
}

/// A labelled text field with the theme's look: a caption label, the field with optional
/// leading and trailing content, and a validation message. Typing, the caret, selection, the
/// keyboard type (`.keyboardType`), `.onSubmit` and `.submitLabel` work as on `TextField`;
/// on a touch-only kiosk the on-screen keyboard comes up in the theme's keyboard style.
public struct DFTextField: View {
    let label: String
    let placeholder: String
    let validation: DFValidationState
    let characterLimit: Int?
    let leading: AnyView?
    let trailing: AnyView?
    @Binding var text: String
    @FocusState private var isFocused: Bool
    @Environment(\.dfTextFieldStyle) private var style
    @Environment(\.dfKeyboardStyle) private var keyboardStyle
    @Environment(\.dfTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// A field labelled `label`, bound to `text`, with an optional placeholder, validation and limit.
    public init(
        _ label: String, text: Binding<String>, placeholder: String = "", validation: DFValidationState = .none,
        characterLimit: Int? = nil
    ) {
        self.label = label
        _text = text
        self.placeholder = placeholder
        self.validation = validation
        self.characterLimit = characterLimit
        leading = nil
        trailing = nil
    }

    /// A field with an icon (a symbol name) before and/or after the text.
    public init(
        _ label: String, text: Binding<String>, placeholder: String = "", leadingIcon: String? = nil,
        trailingIcon: String? = nil,
        validation: DFValidationState = .none, characterLimit: Int? = nil
    ) {
        self.label = label
        _text = text
        self.placeholder = placeholder
        self.validation = validation
        self.characterLimit = characterLimit
        // Icons given by name are decoration: the field's label says what it is.
        leading = leadingIcon.map { AnyView(Image(systemName: $0).accessibilityHidden(true)) }
        trailing = trailingIcon.map { AnyView(Image(systemName: $0).accessibilityHidden(true)) }
    }

    /// A field with any leading and trailing views.
    public init<Leading: View, Trailing: View>(
        _ label: String, text: Binding<String>, placeholder: String = "",
        validation: DFValidationState = .none, characterLimit: Int? = nil,
        @ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing
    ) {
        self.label = label
        _text = text
        self.placeholder = placeholder
        self.validation = validation
        self.characterLimit = characterLimit
        self.leading = AnyView(leading())
        self.trailing = AnyView(trailing())
    }

    public var body: some View {
        let field = TextField(label, text: $text, prompt: Text(placeholder))
            .focused($isFocused)
            .textContentLimit(characterLimit)
        return style.makeBody(
            configuration: DFTextFieldStyleConfiguration(
                fieldContent: AnyView(field.dfFieldInput(theme: theme)), leadingContent: leading,
                trailingContent: trailing,
                label: label, placeholder: placeholder, isFocused: isFocused, isDisabled: !isEnabled,
                validationState: validation, theme: theme)
        )
        .contentShape(Rectangle())
        .onTapGesture { if isEnabled { isFocused = true } }  // the label and the padding focus the field too
        .dfKeyboard(style: keyboardStyle, theme: theme)
    }
}

extension View {
    /// The input text's font and colour from the theme (the text field tokens first).
    func dfFieldInput(theme: DFTheme) -> some View {
        self.font((theme.components.textField.inputStyle ?? theme.typography.body).font)
            .foregroundStyle(theme.colors.textPrimary)
            .tint(theme.colors.primary)
    }
}

/// What the built-in field styles share: the label above, the validation message below, the
/// border colour by state, and the token-driven padding and radius.
struct DFFieldChrome {
    let theme: DFTheme
    var radius: Double { theme.components.textField.cornerRadius ?? theme.radius.md }
    var horizontalPadding: Double { theme.components.textField.horizontalPadding ?? theme.spacing.md }
    var verticalPadding: Double { theme.components.textField.verticalPadding ?? theme.spacing.md - 2 }
    var labelFont: Font { (theme.components.textField.labelStyle ?? theme.typography.caption).font }

    func borderColor(isFocused: Bool, isDisabled: Bool, validation: DFValidationState) -> Color {
        if isDisabled { return theme.colors.border }
        switch validation {
        case .error: return theme.colors.destructive
        case .valid: return theme.colors.success
        case .none: return isFocused ? theme.colors.primary : theme.colors.border
        }
    }
}

/// Label, the field row (styled by `box`), and the message: the layout of every built-in style.
@MainActor
func dfFieldLayout<Box: View>(
    label: String, leading: AnyView?, trailing: AnyView?, field: AnyView, validation: DFValidationState,
    isDisabled: Bool, theme: DFTheme, @ViewBuilder box: (AnyView) -> Box
) -> some View {
    let chrome = DFFieldChrome(theme: theme)
    let row = HStack(spacing: theme.spacing.sm) {
        if let leading { leading.foregroundStyle(theme.colors.textSecondary) }
        field
        if let trailing { trailing.foregroundStyle(theme.colors.textSecondary) }
        if case .valid = validation { Image(systemName: "checkmark.circle.fill").foregroundStyle(theme.colors.success) }
    }
    .padding(.horizontal, chrome.horizontalPadding)
    .padding(.vertical, chrome.verticalPadding)
    return VStack(alignment: .leading, spacing: theme.spacing.xs) {
        if !label.isEmpty {
            // The field itself carries the label for accessibility; the caption is only seen.
            Text(label).font(chrome.labelFont).foregroundStyle(theme.colors.textSecondary).accessibilityHidden(true)
        }
        box(AnyView(row))
        if case .error(let message) = validation {
            HStack(spacing: theme.spacing.xs) {
                Image(systemName: "exclamationmark.circle")
                Text(message)
            }
            .font(theme.typography.caption.font)
            .foregroundStyle(theme.colors.destructive)
        }
    }
    .opacity(isDisabled ? 0.5 : 1)
}

/// A bordered box on the surface colour; the border turns primary (2 points) on focus, red on
/// error and green when valid.
public struct DFOutlinedTextFieldStyle: DFTextFieldStyle, Sendable {
    /// The style; `.outlined` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFTextFieldStyleConfiguration) -> some View {
        let chrome = DFFieldChrome(theme: c.theme)
        let border = chrome.borderColor(isFocused: c.isFocused, isDisabled: c.isDisabled, validation: c.validationState)
        return dfFieldLayout(
            label: c.label, leading: c.leadingContent, trailing: c.trailingContent, field: c.fieldContent,
            validation: c.validationState, isDisabled: c.isDisabled, theme: c.theme
        ) { row in
            row.background(RoundedRectangle(cornerRadius: chrome.radius).fill(c.theme.colors.surface))
                .overlay(
                    RoundedRectangle(cornerRadius: chrome.radius).strokeBorder(border, lineWidth: c.isFocused ? 2 : 1))
        }
        .animation(c.theme.animation.fast, value: c.isFocused)
    }
}

/// A tinted box with an indicator line at the bottom (thicker and primary on focus).
public struct DFFilledTextFieldStyle: DFTextFieldStyle, Sendable {
    /// The style; `.filled` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFTextFieldStyleConfiguration) -> some View {
        let chrome = DFFieldChrome(theme: c.theme)
        let line =
            c.isFocused || c.validationState != .none
            ? chrome.borderColor(isFocused: c.isFocused, isDisabled: c.isDisabled, validation: c.validationState)
            : c.theme.colors.textSecondary.opacity(0.6)
        return dfFieldLayout(
            label: c.label, leading: c.leadingContent, trailing: c.trailingContent, field: c.fieldContent,
            validation: c.validationState, isDisabled: c.isDisabled, theme: c.theme
        ) { row in
            row.background(
                UnevenRoundedRectangle(topLeadingRadius: chrome.radius, topTrailingRadius: chrome.radius)
                    .fill(c.theme.colors.textPrimary.opacity(c.isFocused ? 0.09 : 0.06))
            )
            .overlay(alignment: .bottom) { Rectangle().fill(line).frame(height: c.isFocused ? 2 : 1) }
        }
        .animation(c.theme.animation.fast, value: c.isFocused)
    }
}

/// Frosted glass: the backdrop blurred behind a translucent rounded box with a light rim.
public struct DFGlassTextFieldStyle: DFTextFieldStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFTextFieldStyleConfiguration) -> some View {
        let chrome = DFFieldChrome(theme: c.theme)
        let rim =
            c.isFocused || c.validationState != .none
            ? chrome.borderColor(isFocused: c.isFocused, isDisabled: c.isDisabled, validation: c.validationState)
            : Color.white.opacity(0.45)
        return dfFieldLayout(
            label: c.label, leading: c.leadingContent, trailing: c.trailingContent, field: c.fieldContent,
            validation: c.validationState, isDisabled: c.isDisabled, theme: c.theme
        ) { row in
            row.background(.regularMaterial, in: RoundedRectangle(cornerRadius: chrome.radius))
                .overlay(
                    RoundedRectangle(cornerRadius: chrome.radius).strokeBorder(rim, lineWidth: c.isFocused ? 1.5 : 1))
        }
        .animation(c.theme.animation.fast, value: c.isFocused)
    }
}

extension DFTextFieldStyle where Self == DFOutlinedTextFieldStyle {
    /// A bordered box on the surface colour; the border turns primary (2 points) on focus, red on
    /// error and green when valid.
    public static var outlined: DFOutlinedTextFieldStyle { DFOutlinedTextFieldStyle() }
}
extension DFTextFieldStyle where Self == DFFilledTextFieldStyle {
    /// A tinted box with an indicator line at the bottom (thicker and primary on focus).
    public static var filled: DFFilledTextFieldStyle { DFFilledTextFieldStyle() }
}
extension DFTextFieldStyle where Self == DFGlassTextFieldStyle {
    /// Frosted glass: the backdrop blurred behind a translucent rounded box with a light rim.
    public static var glass: DFGlassTextFieldStyle { DFGlassTextFieldStyle() }
}
