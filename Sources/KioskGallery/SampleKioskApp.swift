import DesignFoundation

/// A small kiosk app, three screens deep, that uses every navigation component: a sidebar of
/// sections, a navigation stack (home, product detail, checkout), a tab bar, a sheet of
/// options, a popover of opening hours, an alert before paying and a toast after.
package struct SampleKioskApp: View {
    @State private var section = "menu"
    @State private var tab = "order"
    @State private var queue = DFToastQueue()
    package init() {}

    package var body: some View {
        HStack(spacing: 0) {
            DFSidebar(
                "Café",
                items: [
                    DFSidebarItem(id: "menu", icon: "cup.and.saucer", label: "Menu"),
                    DFSidebarItem(id: "deals", icon: "tag", label: "Deals"),
                    DFSidebarItem(id: "help", icon: "questionmark.circle", label: "Help"),
                ], selection: $section
            )
            .frame(width: 200)
            VStack(spacing: 0) {
                DFNavigationStack(
                    section == "menu" ? "Menu" : section == "deals" ? "Deals" : "Help",
                    trailing: AnyView(OpeningHoursButton())
                ) {
                    SampleHomeScreen(section: section, queue: queue)
                }
                .id(section)
                DFTabBar(
                    items: [
                        DFTabItem(id: "order", icon: "cart", label: "Order", badge: 2),
                        DFTabItem(id: "account", icon: "person", label: "Account"),
                        DFTabItem(id: "settings", icon: "gearshape", label: "Settings"),
                    ], selection: $tab)
            }
        }
        .dfToast(queue: queue)
    }
}

struct OpeningHoursButton: View {
    @State private var shows = false
    var body: some View {
        Button {
            shows = true
        } label: {
            Image(systemName: "clock").font(.system(size: 20))
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Opening hours")
        .dfPopover(isPresented: $shows) {
            VStack(alignment: .leading, spacing: 4) {
                DFText("Opening hours", style: .headline)
                DFText("Mon–Fri 7:00–18:00")
                DFText("Sat 8:00–14:00")
            }
        }
    }
}

struct SampleProduct: Hashable, Identifiable {
    let id: String
    let icon: String
    let price: Int
}

struct SampleHomeScreen: View {
    let section: String
    let queue: DFToastQueue
    static let products = [
        SampleProduct(id: "Espresso", icon: "cup.and.saucer.fill", price: 3),
        SampleProduct(id: "Green tea", icon: "leaf", price: 4),
        SampleProduct(id: "Orange juice", icon: "sun.max", price: 5),
    ]
    @Environment(\.dfTheme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing.md) {
            ForEach(Self.products) { product in
                DFNavigationLink(product.id) {
                    SampleDetailScreen(product: product, queue: queue)
                } label: {
                    DFCard {
                        HStack(spacing: theme.spacing.md) {
                            Image(systemName: product.icon).font(.system(size: 24)).foregroundStyle(
                                theme.colors.primary)
                            DFText(product.id, style: .headline)
                            Spacer()
                            DFText("$\(product.price)", style: .headline)
                            Image(systemName: "chevron.right").foregroundStyle(theme.colors.textSecondary)
                        }
                    }
                }
                .accessibilityLabel(product.id)
            }
            Spacer()
        }
        .padding(theme.spacing.lg)
    }
}

struct SampleDetailScreen: View {
    let product: SampleProduct
    let queue: DFToastQueue
    @State private var size = "M"
    @State private var showsOptions = false
    @State private var oatMilk = false
    @Environment(\.dfTheme) private var theme
    @Environment(\.dfNavigator) private var navigator

    var body: some View {
        let nav = navigator
        let product = product, queue = queue
        return VStack(alignment: .leading, spacing: theme.spacing.lg) {
            HStack(spacing: theme.spacing.md) {
                Image(systemName: product.icon).font(.system(size: 40)).foregroundStyle(theme.colors.primary)
                DFText(product.id, style: .title)
            }
            DFPicker("Size", selection: $size, options: ["S", "M", "L"]).dfPickerStyle(.segmented)
            DFButton("Options") { showsOptions = true }
                .dfButtonStyle(.outlined)
                .dfSheet(isPresented: $showsOptions) {
                    VStack(alignment: .leading, spacing: 12) {
                        DFText("Options", style: .headline)
                        DFToggle("Oat milk", isOn: $oatMilk)
                        DFButton("Done") { showsOptions = false }
                    }
                }
            DFButton("Add to order") {
                nav?.push("Checkout") { SampleCheckoutScreen(product: product, size: size, queue: queue) }
            }
            Spacer()
        }
        .padding(theme.spacing.lg)
    }
}

struct SampleCheckoutScreen: View {
    let product: SampleProduct
    let size: String
    let queue: DFToastQueue
    @State private var confirming = false
    @Environment(\.dfTheme) private var theme
    @Environment(\.dfNavigator) private var navigator

    var body: some View {
        let nav = navigator
        let queue = queue
        return VStack(alignment: .leading, spacing: theme.spacing.lg) {
            DFText("\(product.id), \(size)", style: .headline)
            DFText("Total $\(product.price)", style: .title)
            DFButton("Pay $\(product.price)") { confirming = true }
                .dfAlert(
                    isPresented: $confirming,
                    alert: DFAlert(
                        title: "Pay $\(product.price)?",
                        message: "Hold your card near the reader after confirming.",
                        actions: [
                            DFAlertAction(title: "Cancel", role: .cancel),
                            DFAlertAction(title: "Pay") {
                                queue.show(
                                    DFToastMessage("Paid. Thank you!", icon: "checkmark.circle", severity: .success))
                                nav?.popToRoot()
                            },
                        ]))
            Spacer()
        }
        .padding(theme.spacing.lg)
    }
}
