import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

enum DrinkScope: String, CaseIterable { case all = "All", hot = "Hot", cold = "Cold" }

/// A menu with search suggestions and scopes, as SwiftUI code writes them.
struct SuggestingMenu: View {
    @State private var query = ""
    @State private var scope = DrinkScope.all
    let drinks: [(name: String, hot: Bool)] = [
        ("Latte", true), ("Flat white", true), ("Tea", true), ("Lemonade", false), ("Iced latte", false),
    ]
    var results: [String] {
        drinks.filter { drink in
            (query.isEmpty || drink.name.lowercased().contains(query.lowercased()))
                && (scope == .all || drink.hot == (scope == .hot))
        }.map(\.name)
    }
    var body: some View {
        NavigationStack {
            List(results, id: \.self) { Text($0) }
                .navigationTitle("Menu")
                .searchable(text: $query, prompt: "Drinks")
                .searchSuggestions {
                    if query.isEmpty {
                        Text("Latte").searchCompletion("latte")
                        Text("Tea").searchCompletion("tea")
                        Text("Popular this week")
                    }
                }
                .searchScopes($scope) {
                    ForEach(DrinkScope.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
        }
    }
}

@MainActor
@Suite(.serialized) struct SearchSuggestionTests {
    @Test func suggestionsShowWhileTheFieldIsInUseAndFillIt() throws {
        let ui = UITestDriver(SuggestingMenu(), size: Size(width: 400, height: 600), fonts: DF.fonts)
        #expect(!ui.exists(label: "Popular this week"), "no suggestions before the search")
        #expect(!ui.exists(label: "Hot"), "no scopes before the search")
        ui.attachKeyboard()
        try ui.tap("Search")
        ui.settle()
        #expect(ui.exists(label: "Popular this week"))
        #expect(!ui.exists(label: "Lemonade"), "the suggestions take the content's place")
        try ui.tap("Tea")
        ui.settle()
        // The completion fills the field and the results show.
        #expect(!ui.exists(label: "Popular this week"))
        #expect(ui.exists(label: "Tea") && !ui.exists(label: "Latte"))
        #expect(ui.exists(label: "Cancel"), "still searching: the field holds text")
    }

    @Test func scopesNarrowTheResults() throws {
        let ui = UITestDriver(SuggestingMenu(), size: Size(width: 400, height: 600), fonts: DF.fonts)
        ui.attachKeyboard()
        try ui.tap("Search")
        ui.type("lat")
        ui.settle()
        try ui.tap("Cold")
        ui.settle()
        #expect(ui.exists(label: "Iced latte"))
        #expect(!ui.exists(label: "Flat white"), "hot drinks are out of the cold scope")
        try ui.tap("Cancel")
        ui.settle()
        #expect(!ui.exists(label: "Cold"), "the scopes go with the search")
    }

    @Test func golden() throws {
        let ui = UITestDriver(SuggestingMenu(), size: Size(width: 400, height: 400), fonts: DF.fonts)
        ui.attachKeyboard()
        try ui.tap("Search")
        ui.settle()
        DFGolden.check(ui.screenshot, named: "search-suggestions")
    }
}
