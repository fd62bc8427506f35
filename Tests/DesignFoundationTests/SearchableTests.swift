import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

/// A menu filtered by a search field, as SwiftUI code writes one.
struct SearchableMenu: View {
    @State private var query = ""
    let drinks = ["Latte", "Flat white", "Tea", "Hot chocolate", "Lemonade"]
    var results: [String] { query.isEmpty ? drinks : drinks.filter { $0.lowercased().contains(query.lowercased()) } }
    var body: some View {
        NavigationStack {
            List(results, id: \.self) { Text($0) }
                .overlay(alignment: .bottom) { SearchState() }
                .navigationTitle("Menu")
                .searchable(text: $query, prompt: "Drinks")
        }
    }
}

/// Says whether a search is under way, from the environment.
struct SearchState: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View { Text(isSearching ? "searching" : "browsing") }
}

@MainActor
@Suite(.serialized) struct SearchableTests {
    @Test func typingInTheFieldFiltersAndCancelEndsTheSearch() throws {
        let ui = UITestDriver(SearchableMenu(), size: Size(width: 400, height: 600), fonts: DF.fonts)
        #expect(ui.exists(label: "Tea") && ui.exists(label: "browsing"))
        ui.attachKeyboard()
        try ui.tap("Search")
        #expect(ui.exists(label: "searching"), "the focused field is a search under way")
        ui.type("la")
        ui.settle()
        #expect(ui.exists(label: "Latte") && ui.exists(label: "Flat white") && ui.exists(label: "Hot chocolate"))
        #expect(!ui.exists(label: "Tea") && !ui.exists(label: "Lemonade"))
        try ui.tap("Clear text")
        ui.settle()
        #expect(ui.exists(label: "Tea"), "cleared: everything again")
        try ui.tap("Cancel")
        ui.settle()
        #expect(ui.exists(label: "browsing") && !ui.exists(label: "Cancel"))
    }

    @Test func theFieldLooksAsTheThemeDrawsFields() throws {
        for scheme in [ColorScheme.light, .dark] {
            let ui = UITestDriver(
                SearchableMenu().dfThemePreset(.default), size: Size(width: 400, height: 300), colorScheme: scheme,
                fonts: DF.fonts)
            DFGolden.check(ui.screenshot, named: "searchable-\(scheme == .dark ? "dark" : "light")")
        }
    }
}
