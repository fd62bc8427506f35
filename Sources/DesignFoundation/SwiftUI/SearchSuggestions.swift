// Search suggestions and scopes: views that `.searchSuggestions` and `.searchScopes` hand to
// the `.searchable` view inside them, which shows them while its field is in use.

/// What the modifiers outside a searchable view give it.
struct SearchExtras {
    /// Rows shown in place of the content while the field has the focus.
    var suggestions: AnyView?
    /// A segmented picker of scopes, under the field while searching.
    var scopes: AnyView?
}

struct SearchExtrasKey: EnvironmentKey { static let defaultValue = SearchExtras() }
struct SearchCompletionKey: EnvironmentKey {
    static let defaultValue: (@MainActor @Sendable (String) -> Void)? = nil
}

extension EnvironmentValues {
    var searchExtras: SearchExtras {
        get { self[SearchExtrasKey.self] }
        set { self[SearchExtrasKey.self] = newValue }
    }
    /// Fills the search field with a suggestion's completion (set around the suggestions).
    var searchCompletion: (@MainActor @Sendable (String) -> Void)? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

/// A suggestion row: tapping it puts its completion in the search field.
struct SearchCompletionRow<Content: View>: View {
    let content: Content
    let completion: String
    @Environment(\.searchCompletion) private var complete
    @Environment(\.dfTheme) private var theme

    var body: some View {
        let complete = complete, completion = completion
        Button {
            complete?(completion)
        } label: {
            content.foregroundStyle(theme.colors.textPrimary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

extension View {
    /// Suggestions shown while the search field of the `.searchable` view inside has the focus
    /// (rows of text, `.searchCompletion` making one fill the field when tapped).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let built = suggestions()
        // An empty block, an `if` that did not hold or a `ForEach` of nothing leaves the content in view.
        let view = viewChildren(of: built).isEmpty ? nil : AnyView(SuggestionList { built })
        return transformEnvironment(\.searchExtras) { $0.suggestions = view }
    }

    /// Scopes for the search inside: a segmented picker under the field while searching,
    /// choosing among `scopes` (views tagged with their values) into `scope`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        let picker = AnyView(
            Picker("Scope", selection: scope) { scopes() }.pickerStyle(.segmented))
        return transformEnvironment(\.searchExtras) { $0.scopes = picker }
    }

    /// Scopes for the search inside, shown as `activation` says (Kiosk shows them while searching).
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        searchScopes(scope, scopes: scopes)
    }

    /// Makes this suggestion fill the search field with `completion` when tapped.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionRow(content: self, completion: completion)
    }
}

/// When search scopes appear (SwiftUI's `SearchScopeActivation`); Kiosk shows them while the
/// search is active.
public struct SearchScopeActivation: Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// When the user starts typing.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// When the search field is focused.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// The suggestions' rows, top down, over the whole content when there is one; nothing at all
/// when there is none (suggestions written under `if query.isEmpty`), so the content shows.
struct SuggestionList: Layout {
    var spacing = 14.0
    var inset = 16.0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let rows = subviews.map {
            $0.sizeThatFits(ProposedViewSize(width: proposal.width.map { $0 - 2 * inset }, height: nil))
        }
        let height = rows.reduce(0) { $0 + $1.height } + spacing * Double(rows.count - 1) + 2 * inset
        let width = (rows.map(\.width).max() ?? 0) + 2 * inset
        return Size(width: proposal.width ?? width, height: max(proposal.height ?? height, height))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let row = ProposedViewSize(width: bounds.width - 2 * inset, height: nil)
        var y = bounds.minY + inset
        for subview in subviews {
            let size = subview.sizeThatFits(row)
            subview.place(at: Point(x: bounds.minX + inset, y: y), proposal: row)
            y += size.height + spacing
        }
    }
}
