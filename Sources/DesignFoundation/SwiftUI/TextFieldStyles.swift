/// SwiftUI's text field styles: `.plain` (the text alone) and `.roundedBorder` (a DF outlined
/// box in the theme, its border in the primary colour while editing).
@MainActor
public protocol TextFieldStyle {
    /// What the style draws around the field; nil: the text alone.
    var decoration: TextFieldDecoration? { get }
}

/// SwiftUI's `.plain` text field style: the text alone, with no box around it.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style; `.plain` is the same.
    nonisolated public init() {}
    public var decoration: TextFieldDecoration? { nil }
}

/// SwiftUI's `.roundedBorder` text field style: an outlined box in the theme, its border in the
/// primary colour while editing.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style; `.roundedBorder` is the same.
    nonisolated public init() {}
    public var decoration: TextFieldDecoration? {
        TextFieldDecoration { field, focused in AnyView(DFRoundedBorder(field: field, focused: focused)) }
    }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// SwiftUI's `.plain` text field style: the text alone, with no box around it.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// SwiftUI's `.roundedBorder` text field style: an outlined box in the theme, its border in the
    /// primary colour while editing.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// The style of text fields below (`.plain`, `.roundedBorder`).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldDecoration, style.decoration)
    }
}

struct DFRoundedBorder: View {
    let field: AnyView
    let focused: Bool
    @Environment(\.dfTheme) private var theme
    var body: some View {
        let t = theme
        let shape = RoundedRectangle(cornerRadius: t.components.textField.cornerRadius ?? t.radius.sm + 2)
        return
            field
            .padding(.horizontal, t.spacing.sm)
            .padding(.vertical, t.spacing.xs + 2)
            .background(shape.fill(t.colors.surfaceElevated))
            .overlay(shape.strokeBorder(focused ? t.colors.primary : t.colors.border, lineWidth: focused ? 2 : 1))
    }
}
