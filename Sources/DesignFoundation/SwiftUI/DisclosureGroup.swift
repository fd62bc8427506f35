/// A label that shows or hides its content when tapped (SwiftUI's `DisclosureGroup`): the
/// label leading, a chevron trailing that turns down when open, the content below it.
public struct DisclosureGroup: View {
    let label: AnyView
    let accessibilityTitle: String
    let content: AnyView
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false
    @Environment(\.dfTheme) private var theme
    @Environment(\.tint) private var tint

    /// `title` over content that starts hidden.
    public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), isExpanded: nil, content: content())
    }
    /// `title` over content shown while `isExpanded` is true.
    public init<Content: View>(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), isExpanded: isExpanded, content: content())
    }
    /// A label view over content that starts hidden.
    public init<Content: View, L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(label: label(), isExpanded: nil, content: content())
    }
    /// A label view over content shown while `isExpanded` is true.
    public init<Content: View, L: View>(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L
    ) {
        self.init(label: label(), isExpanded: isExpanded, content: content())
    }

    init<L: View, C: View>(label: L, isExpanded: Binding<Bool>?, content: C) {
        self.label = AnyView(label)
        accessibilityTitle = labelText(of: label)
        self.content = AnyView(content)
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let open = isExpanded?.wrappedValue ?? ownExpanded
        let binding = isExpanded
        let own = $ownExpanded
        return VStack(alignment: .leading, spacing: theme.spacing.sm) {
            Button {
                withAnimation(.easeInOut(duration: 0.2)) {
                    if let binding { binding.wrappedValue.toggle() } else { own.wrappedValue.toggle() }
                }
            } label: {
                HStack(spacing: theme.spacing.sm) {
                    label.foregroundStyle(theme.colors.textPrimary)
                    Spacer(minLength: theme.spacing.sm)
                    Image(systemName: "chevron.right")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundStyle(tint ?? theme.colors.primary)
                        .rotationEffect(.degrees(open ? 90 : 0))
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(accessibilityTitle)
            .accessibilityValue(open ? "Expanded" : "Collapsed")
            if open { content.transition(.opacity) }
        }
    }
}
