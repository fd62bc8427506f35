/// What a screen shows when it has nothing to show (SwiftUI's `ContentUnavailableView`): a
/// large symbol, a title, a description and actions, centred in the space it is given.
public struct ContentUnavailableView: View {
    let label: AnyView
    /// The label when it is a `Label`: drawn as a large symbol over the title.
    let symbolLabel: Label?
    let description: AnyView?
    let actions: AnyView?
    @Environment(\.dfTheme) private var theme

    /// A title with a symbol above it and an optional description below.
    public init(_ title: String, systemImage: String, description: Text? = nil) {
        self.init(
            label: Label(title, systemImage: systemImage), description: description.map { AnyView($0) },
            actions: nil)
    }
    /// A label view (usually a `Label`), a description and actions.
    public init<L: View, D: View, A: View>(
        @ViewBuilder label: () -> L, @ViewBuilder description: () -> D = { EmptyView() },
        @ViewBuilder actions: () -> A = { EmptyView() }
    ) {
        self.init(label: label(), description: AnyView(description()), actions: AnyView(actions()))
    }

    init<L: View>(label: L, description: AnyView?, actions: AnyView?) {
        self.label = AnyView(label)
        symbolLabel = label as? Label
        self.description = description
        self.actions = actions
    }

    /// No search results, with a hint to check the spelling.
    public static var search: ContentUnavailableView { search(text: "") }

    /// No search results for `text`.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(
            text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }

    public var body: some View {
        VStack(spacing: theme.spacing.md) {
            if let symbol = symbolLabel {
                // A label here stands on its own: the symbol large above the title.
                VStack(spacing: theme.spacing.md) {
                    Image(systemName: symbol.systemImage).font(.system(size: 48))
                        .foregroundStyle(theme.colors.textSecondary).accessibilityHidden(true)
                    Text(symbol.title).font(theme.typography.title.font).foregroundStyle(theme.colors.textPrimary)
                        .multilineTextAlignment(.center)
                }
            } else {
                label.font(theme.typography.title.font).foregroundStyle(theme.colors.textPrimary)
            }
            if let description {
                description
                    .font(theme.typography.body.font)
                    .foregroundStyle(theme.colors.textSecondary)
                    .multilineTextAlignment(.center)
            }
            if let actions { actions.padding(.top, theme.spacing.xs) }
        }
        .padding(theme.spacing.xl)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
