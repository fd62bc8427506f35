/// Where a search field goes (SwiftUI's `SearchFieldPlacement`). On a kiosk screen it always
/// sits at the top of the view it searches, under the navigation bar.
public struct SearchFieldPlacement: Sendable {
    let name: String
    /// The platform's choice: the top of the view.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In a drawer under the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In a sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")

    /// Whether the drawer stays shown or hides as the content scrolls.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// Shown or hidden with scrolling (Kiosk keeps it shown).
        case automatic
        /// Always shown.
        case always
    }
    /// In a drawer under the navigation bar, shown always or as the platform decides.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction {} }

/// Ends the search around a view: clears the field and gives up its focus (SwiftUI's
/// `DismissSearchAction`, `@Environment(\.dismissSearch)`).
public struct DismissSearchAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    /// Ends the search.
    @MainActor public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// Whether the user is searching in the enclosing `.searchable` view: its field has the
    /// focus or holds text.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
    /// Ends the search of the enclosing `.searchable` view.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

/// A view with a search field over it: the field edits `text` (the app filters with it),
/// shows a magnifying glass and a prompt, and a clear button and Cancel while searching.
struct SearchableView<Content: View>: View {
    let content: Content
    @Binding var text: String
    let prompt: Text
    /// Suggestions given with the field (`searchable(text:prompt:suggestions:)`); else those of
    /// a `.searchSuggestions` around it.
    var suggestions: AnyView?
    @FocusState private var focused: Bool
    @Environment(\.dfTheme) private var theme
    @Environment(\.searchExtras) private var extras

    var body: some View {
        let t = theme
        let searching = focused || !text.isEmpty
        let binding = $text
        let focus = $focused
        let dismiss = DismissSearchAction {
            binding.wrappedValue = ""
            focus.wrappedValue = false
        }
        return VStack(spacing: 0) {
            HStack(spacing: t.spacing.sm) {
                HStack(spacing: 6) {
                    Image(systemName: "magnifyingglass").foregroundStyle(t.colors.textSecondary)
                        .accessibilityHidden(true)
                    TextField("Search", text: $text, prompt: prompt)
                        .textFieldStyle(.plain)
                        .focused($focused)
                    if !text.isEmpty {
                        Button {
                            binding.wrappedValue = ""
                        } label: {
                            Image(systemName: "xmark.circle.fill").foregroundStyle(t.colors.textSecondary)
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel("Clear text")
                    }
                }
                .padding(.horizontal, 10)
                .frame(maxWidth: .infinity, minHeight: 40)
                .background(RoundedRectangle(cornerRadius: t.radius.md).fill(t.colors.textSecondary.opacity(0.12)))
                if searching {
                    Button("Cancel") { dismiss() }
                }
            }
            .padding(.horizontal, t.spacing.lg)
            .padding(.vertical, t.spacing.sm)
            if searching, let scopes = extras.scopes {
                scopes.padding(.horizontal, t.spacing.lg).padding(.bottom, t.spacing.sm)
            }
            // While the field is in use its suggestions take the content's place (the content
            // kept, with its state, out of sight and reach); a chosen completion fills the field
            // and ends the editing, showing the results.
            let shown = focused ? suggestions ?? extras.suggestions : nil
            ZStack(alignment: .top) {
                content
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .environment(\.isSearching, searching)
                    .environment(\.dismissSearch, dismiss)
                    .opacity(shown == nil ? 1 : 0)
                    .allowsHitTesting(shown == nil)
                    .accessibilityHidden(shown != nil)
                if let shown {
                    ScrollView { shown }
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                        .environment(\.searchCompletion) { completion in
                            binding.wrappedValue = completion
                            focus.wrappedValue = false
                        }
                }
            }
        }
    }
}

extension View {
    /// A search field over this view that edits `text`, with `prompt` in it while empty; the
    /// app filters its content by `text`. Tapping the field brings up the on-screen keyboard.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableView(content: self, text: text, prompt: prompt ?? Text("Search"))
    }

    /// A search field over this view that shows `suggestions` while it is in use (SwiftUI's
    /// earlier form of `.searchSuggestions`).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        let built = suggestions()
        return SearchableView(
            content: self, text: text, prompt: prompt ?? Text("Search"),
            suggestions: viewChildren(of: built).isEmpty ? nil : AnyView(SuggestionList { built }))
    }

    /// A search field over this view with a plain-string prompt.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol
    ) -> some View {
        SearchableView(content: self, text: text, prompt: Text(String(prompt)))
    }
}
