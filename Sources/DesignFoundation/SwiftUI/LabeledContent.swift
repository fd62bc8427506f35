/// A label with a value beside it (SwiftUI's `LabeledContent`): the label leading, the value
/// trailing in the secondary text colour, as a settings row or a receipt line shows them.
public struct LabeledContent: View {
    let label: AnyView
    let content: AnyView
    let accessibilityTitle: String
    /// The value's words when the value is text: the row is then one element, the label with
    /// its value. Otherwise (a control, a symbol) the row keeps its parts as elements.
    let accessibilityText: String?
    @Environment(\.dfTheme) private var theme

    /// `title` with `value` beside it.
    public init(_ title: String, value: String) {
        self.init(label: Text(title), content: Text(value))
    }
    /// `title` with `value` formatted by `format` (`.currency(code: "EUR")`, `.percent`).
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(label: Text(title), content: Text(format.format(value)))
    }
    /// `title` with a view beside it.
    public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content())
    }
    /// A label view with a view beside it.
    public init<Content: View, L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(label: label(), content: content())
    }

    init<L: View, C: View>(label: L, content: C) {
        self.label = AnyView(label)
        self.content = AnyView(content)
        accessibilityTitle = labelText(of: label)
        accessibilityText = content is Text ? labelText(of: content) : nil
    }

    public var body: some View {
        let row = HStack(spacing: theme.spacing.sm) {
            label.foregroundStyle(theme.colors.textPrimary)
            Spacer(minLength: theme.spacing.sm)
            content.foregroundStyle(theme.colors.textSecondary).multilineTextAlignment(.trailing)
        }
        return Group {
            if let accessibilityText {
                row.accessibilityElement(children: .ignore).accessibilityLabel(accessibilityTitle)
                    .accessibilityValue(accessibilityText)
            } else {
                row.accessibilityElement(children: .contain)
            }
        }
    }
}
