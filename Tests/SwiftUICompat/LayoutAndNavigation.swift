import DesignFoundation

struct Thumbnail: View {
    var body: some View {
        VStack {
            Image(systemName: "star.fill").resizable().aspectRatio(contentMode: .fit).frame(width: 40)
            Image(systemName: "cup.and.saucer").resizable().scaledToFit().frame(height: 30)
            Color.orange.aspectRatio(16 / 9, contentMode: .fit)
            Color.gray.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill).clipped()
            Rectangle().scaledToFill()
        }
    }
}

struct Badge: View {
    var body: some View {
        ZStack {
            Color(.sRGB, red: 0.1, green: 0.4, blue: 0.9, opacity: 1)
            Circle().fill(Color(.displayP3, red: 1, green: 0.2, blue: 0.2)).frame(width: 12).position(x: 50, y: 8)
            Text("New").border(Color.white, width: 2).accentColor(.pink)
        }
        .frame(width: 60, height: 30)
        .clipShape(.rect(topLeadingRadius: 8, bottomTrailingRadius: 8))
    }
}

struct DrinkList: View {
    @State private var brewing = false
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: BrewScreen()) { Text("Espresso") }
                NavigationLink("Latte", destination: BrewScreen())
            }
            .navigationBarTitle("Drinks", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Help") {}, trailing: Button(action: { brewing.toggle() }) { Image(systemName: "gear") }
            )
        }
    }
}

struct BrewScreen: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            ProgressView()
            Button("Done") { dismiss() }
        }
        .navigationBarTitle("Brewing")
        .navigationBarTitleDisplayMode(.large)
        .navigationBarBackButtonHidden(true)
        .navigationBarItems(trailing: Text("1/3"))
    }
}

// The specification's custom card style, as written there.
struct AccentedCardStyle: DFCardStyle, Sendable {
    let accentColor: Color
    private let base = DFOutlinedCardStyle()

    func makeBody(configuration: DFCardStyleConfiguration) -> some View {
        let theme = configuration.theme

        base.makeBody(configuration: configuration)
            .overlay(alignment: .top) {
                Rectangle()
                    .fill(accentColor)
                    .frame(height: 3)
                    .clipShape(
                        .rect(
                            topLeadingRadius: theme.radius.lg,
                            topTrailingRadius: theme.radius.lg
                        )
                    )
            }
    }
}

extension DFCardStyle where Self == AccentedCardStyle {
    static func accented(_ color: Color) -> AccentedCardStyle {
        AccentedCardStyle(accentColor: color)
    }
}

struct AccentedCards: View {
    var body: some View {
        DFCard { Text("Specials") }
            .dfCardStyle(.accented(.orange))
    }
}

/// List styles, by their static names and by their types (older code).
struct StyledLists: View {
    var body: some View {
        VStack {
            List { Text("Plain") }.listStyle(.plain)
            List { Text("Inset") }.listStyle(.inset)
            List { Section("Grouped") { Text("Row") } }.listStyle(.grouped)
            List { Section("Settings") { Text("Row") } }.listStyle(.insetGrouped)
            List { Text("Sidebar") }.listStyle(.sidebar)
            List { Text("Old") }.listStyle(InsetGroupedListStyle())
            List { Text("Default") }.listStyle(DefaultListStyle())
        }
    }
}

/// Swipe actions on both edges, as a mail list writes them.
struct SwipeableInbox: View {
    @State private var items = ["One", "Two"]
    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
                    .swipeActions {
                        Button(role: .destructive) {
                            items.removeAll { $0 == item }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: false) {
                        Button("Pin") {}.tint(.yellow)
                    }
            }
        }
    }
}

/// A searchable list, as SwiftUI code writes one.
struct SearchableContacts: View {
    @State private var query = ""
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        NavigationStack {
            List(["Ada", "Grace"].filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Name"))
                .searchable(text: $query, prompt: "Name")
                .onSubmit { dismissSearch() }
        }
    }
}

/// Cards fanned out, the chosen one brought to the front.
struct FannedCards: View {
    @State private var chosen = 0
    var body: some View {
        ZStack {
            ForEach(0..<3, id: \.self) { i in
                RoundedRectangle(cornerRadius: 12).fill(i == chosen ? Color.orange : Color.gray)
                    .frame(width: 120, height: 80)
                    .offset(x: Double(i) * 30)
                    .zIndex(i == chosen ? 1 : 0)
                    .onTapGesture { withAnimation { chosen = i } }
            }
        }
    }
}

struct OrderFlow: View {
    @State private var showsReceipt = false
    @State private var settingsActive = false
    @State private var selection: String?
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: BrewScreen(), isActive: $settingsActive) { EmptyView() }
                NavigationLink("Receipt", destination: Text("Thanks"), tag: "receipt", selection: $selection)
                NavigationLink(isActive: $settingsActive) {
                    Text("Settings")
                } label: {
                    Label("Settings", systemImage: "gear")
                }
                Button("Pay") { showsReceipt = true }
            }
            .navigationDestination(isPresented: $showsReceipt) { Text("Paid") }
        }
    }
}

enum SearchScope: Hashable { case all, open }

struct StationSearch: View {
    @State private var query = ""
    @State private var scope = SearchScope.all
    let stations = ["Central", "Harbour", "Airport"]
    var body: some View {
        NavigationStack {
            List(stations.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Station")
                .searchSuggestions {
                    ForEach(stations, id: \.self) { station in
                        Label(station, systemImage: "tram").searchCompletion(station)
                    }
                }
                .searchScopes($scope) {
                    Text("All").tag(SearchScope.all)
                    Text("Open now").tag(SearchScope.open)
                }
        }
    }
}
