/// Related content on a rounded panel of the theme's flat surface colour, under an optional title
/// (SwiftUI's `GroupBox`).
public struct GroupBox: View {
    let label: AnyView?
    let content: AnyView
    @Environment(\.dfTheme) private var theme

    /// Content on a panel, without a title.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = AnyView(content())
    }
    /// Content on a panel titled `title`.
    public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        label = AnyView(Text(title))
        self.content = AnyView(content())
    }
    /// Content on a panel under a label view.
    public init<Content: View, L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.label = AnyView(label())
        self.content = AnyView(content())
    }
    /// Content on a panel under a label view (SwiftUI's earlier spelling).
    public init<Content: View, L: View>(label: L, @ViewBuilder content: () -> Content) {
        self.label = AnyView(label)
        self.content = AnyView(content())
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing.sm) {
            if let label {
                label.font(theme.typography.headline.font).foregroundStyle(theme.colors.textPrimary)
                    .accessibilityAddTraits(.isHeader)
            }
            content.foregroundStyle(theme.colors.textPrimary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(theme.spacing.lg)
        .background(RoundedRectangle(cornerRadius: theme.radius.lg).fill(theme.colors.surface))
        .accessibilityElement(children: .contain)
    }
}
