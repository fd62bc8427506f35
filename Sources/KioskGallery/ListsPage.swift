import DesignFoundation

/// Scrolling and input: a sectioned list of orders, a lazily built grid of products and a
/// small form with text fields (tap a field, type, press return).
struct ListsPage: View {
    struct Order: Identifiable {
        let id: Int
        let name: String
        let minutes: Int
    }
    static let ready = (1...6).map { Order(id: $0, name: ListsPage.names[$0 % names.count], minutes: 0) }
    static let preparing = (7...40).map { Order(id: $0, name: ListsPage.names[$0 % names.count], minutes: $0 % 9 + 2) }
    static let names = ["Ada", "Grace", "Alan", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances", "Edsger"]
    static let products = [
        "Espresso", "Latte", "Cappuccino", "Flat white", "Mocha", "Tea", "Chai", "Cocoa",
        "Croissant", "Muffin", "Bagel", "Cookie", "Brownie", "Scone", "Toast", "Juice",
    ]

    @Environment(\.dfTheme) private var theme
    @State private var name = ""
    @State private var table = ""
    @State private var placed = "No order yet"

    var body: some View {
        PageBackground {
            HStack(alignment: .top, spacing: 24) {
                VStack(alignment: .leading, spacing: 8) {
                    DFText("Orders", style: .title)
                    List {
                        Section("Ready") {
                            ForEach(ListsPage.ready) { order in
                                HStack {
                                    Text("#\(order.id) \(order.name)")
                                    Spacer()
                                    DFBadge("Ready", variant: .success)
                                }
                            }
                        }
                        Section {
                            ForEach(ListsPage.preparing) { order in
                                HStack {
                                    Text("#\(order.id) \(order.name)")
                                    Spacer()
                                    Text("\(order.minutes) min").foregroundStyle(theme.colors.textSecondary)
                                }
                            }
                        } header: {
                            Text("Preparing")
                        } footer: {
                            Text("\(ListsPage.preparing.count) orders in the kitchen")
                        }
                    }
                    .background(theme.colors.surfaceElevated)
                    .clipShape(RoundedRectangle(cornerRadius: theme.radius.lg))
                }
                .frame(width: 360)

                VStack(alignment: .leading, spacing: 8) {
                    DFText("Menu", style: .title)
                    ScrollView {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 110))], spacing: 12) {
                            ForEach(0..<60, id: \.self) { i in
                                VStack(spacing: 6) {
                                    Circle().fill(tint(i)).frame(width: 44, height: 44)
                                    Text(ListsPage.products[i % ListsPage.products.count]).font(.subheadline)
                                }
                                .frame(maxWidth: .infinity)
                                .frame(height: 96)
                                .background(
                                    RoundedRectangle(cornerRadius: theme.radius.md).fill(theme.colors.surfaceElevated))
                            }
                        }
                        .padding(4)
                    }
                }
                .frame(maxWidth: .infinity)

                VStack(alignment: .leading, spacing: 12) {
                    DFText("Order", style: .title)
                    field("Name", text: $name)
                    field("Table", text: $table)
                    DFButton("Place order") { place() }.keyboardShortcut(.defaultAction)
                    DFText(placed, style: .caption)
                }
                .frame(width: 260)
                .onSubmit { place() }
            }
        }
    }

    func field(_ title: String, text: Binding<String>) -> some View {
        TextField(title, text: text)
            .padding(.horizontal, 12)
            .frame(height: 40)
            .background(RoundedRectangle(cornerRadius: theme.radius.md).fill(theme.colors.surfaceElevated))
            .overlay(RoundedRectangle(cornerRadius: theme.radius.md).stroke(theme.colors.border, lineWidth: 1))
    }

    func tint(_ i: Int) -> Color {
        [theme.colors.primary, theme.colors.success, theme.colors.warning, theme.colors.destructive][i % 4].opacity(
            0.75)
    }

    func place() {
        placed = name.isEmpty ? "Enter a name first" : "Order for \(name) at table \(table.isEmpty ? "-" : table)"
    }
}
