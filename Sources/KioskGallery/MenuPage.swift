import DesignFoundation
import KioskGeometry
import KioskInput
import KioskRuntime

/// A drinks menu whose cards open into a detail card: the card's background, icon, name and
/// price are matched with the detail's by `matchedGeometryEffect`, so the card grows into it.
struct MenuPage: View {
    struct Drink: Identifiable {
        let id: Int
        let name: String
        let price: String
        let icon: String
        let about: String
    }
    static let drinks = [
        Drink(
            id: 0, name: "Flat white", price: "3.40", icon: "cup.and.saucer.fill", about: "Double ristretto, thin milk."
        ),
        Drink(id: 1, name: "Green tea", price: "2.80", icon: "leaf.fill", about: "Sencha, steeped at 80 °C."),
        Drink(id: 2, name: "Hot chocolate", price: "3.20", icon: "mug", about: "Dark chocolate, whole milk."),
        Drink(
            id: 3, name: "Iced latte", price: "3.60", icon: "takeoutbag.and.cup.and.straw", about: "Espresso over ice."),
    ]

    @Environment(\.dfTheme) private var theme
    @Namespace private var menu
    @State var opened: Int?

    init(opened: Int? = nil) { _opened = State(initialValue: opened) }

    var body: some View {
        PageBackground {
            ZStack(alignment: .topLeading) {
                VStack(alignment: .leading, spacing: 16) {
                    DFText("Menu", style: .title)
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 16)], spacing: 16) {
                        ForEach(Self.drinks) { drink in
                            if opened == drink.id {
                                // Its place in the grid stays while it is open.
                                Color.clear.frame(height: 150)
                            } else {
                                card(drink)
                            }
                        }
                    }
                }
                if let id = opened {
                    detail(Self.drinks[id])
                }
            }
        }
    }

    private func card(_ drink: Drink) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            icon(drink, size: 28)
            Spacer(minLength: 0)
            name(drink)
            price(drink)
        }
        .padding(16)
        .frame(maxWidth: .infinity, minHeight: 150, maxHeight: 150, alignment: .leading)
        .background(background(drink))
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(theme.animation.slow) { opened = drink.id } }
        .accessibilityAddTraits(.isButton)
        .accessibilityLabel(drink.name)
    }

    private func detail(_ drink: Drink) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top) {
                icon(drink, size: 56)
                Spacer()
                Button {
                    withAnimation(theme.animation.slow) { opened = nil }
                } label: {
                    Image(systemName: "xmark").font(.title3).foregroundStyle(theme.colors.textSecondary)
                        .frame(width: 44, height: 44)
                }
                .accessibilityLabel("Close")
                .transition(Self.detailOnly)
            }
            name(drink)
            price(drink)
            DFText(drink.about, style: .body).dfTextViewStyle(.secondary).transition(Self.detailOnly)
            Spacer(minLength: 0)
            DFButton("Add to order") { withAnimation(theme.animation.slow) { opened = nil } }
                .transition(Self.detailOnly)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(background(drink))
    }

    /// What only the detail card shows fades in once the card has grown, and out at once.
    static let detailOnly = AnyTransition.asymmetric(
        insertion: .opacity.animation(.easeOut(duration: 0.15).delay(0.3)),
        removal: .opacity.animation(.linear(duration: 0.1)))

    private func background(_ drink: Drink) -> some View {
        let shadow = theme.shadows.sm
        return RoundedRectangle(cornerRadius: theme.radius.lg)
            .fill(theme.colors.surfaceElevated)
            .shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
            .matchedGeometryEffect(id: "card\(drink.id)", in: menu)
    }

    private func icon(_ drink: Drink, size: Double) -> some View {
        Image(systemName: drink.icon)
            .font(.system(size: size))
            .foregroundStyle(theme.colors.primary)
            .matchedGeometryEffect(id: "icon\(drink.id)", in: menu)
    }

    private func name(_ drink: Drink) -> some View {
        Text(drink.name).font(theme.typography.headline.font).foregroundStyle(theme.colors.textPrimary)
            .matchedGeometryEffect(id: "name\(drink.id)", in: menu)
    }

    private func price(_ drink: Drink) -> some View {
        Text("€ \(drink.price)").font(theme.typography.body.font).foregroundStyle(theme.colors.textSecondary)
            .matchedGeometryEffect(id: "price\(drink.id)", in: menu)
    }
}

/// A menu card opened into its detail card and closed again 30 frames later, every frame of
/// both matched-geometry animations measured.
struct MenuHeroScene: BenchmarkScene {
    let name = "menu-hero"
    let targets = TapTargets()
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(MenuPage()) }
    func input(frame: Int, size: Size, graph: ViewGraph) -> [InputEvent] {
        switch frame % 60 {
        case 1: return targets.tap("Green tea", in: graph)
        case 31: return targets.tap("Close", in: graph)
        default: return []
        }
    }
}
