import DesignFoundation

/// A tile per drink, and the way into the settings.
struct HomeScreen: View {
    @Environment(Machine.self) private var machine
    @Environment(\.dfTheme) private var theme

    private let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                DFText("What would you like?", style: .title)
                Spacer()
                if machine.settings.cupsLeft < 10 {
                    DFBadge("\(machine.settings.cupsLeft) cups left", variant: .warning)
                }
            }
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(Drink.menu) { drink in
                    NavigationLink(value: Machine.Route.options(drink)) {
                        DrinkTile(drink: drink)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(drink.name)
                }
            }
            Spacer()
        }
        .padding(24)
        .navigationTitle("Coffee")
        .toolbar {
            ToolbarItem {
                NavigationLink(value: Machine.Route.settings) {
                    Image(systemName: "gearshape")
                }
                .accessibilityLabel("Settings")
            }
        }
    }
}

struct DrinkTile: View {
    let drink: Drink
    @Environment(\.dfTheme) private var theme

    var body: some View {
        DFCard {
            VStack(spacing: 8) {
                Image(systemName: drink.symbol)
                    .font(.system(size: 32))
                    .foregroundStyle(theme.colors.primary)
                DFText(drink.name, style: .headline)
                DFText(euros(drink.price), style: .caption)
            }
            .frame(maxWidth: .infinity)
        }
    }
}
