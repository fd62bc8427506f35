import DesignFoundation

/// Navigation components in each style: sidebars, navigation bars and tab bars; the sample app
/// (page "app") puts them to work.
struct NavigationPage: View {
    @State var side = "menu"
    @State var tab = "order"
    static let sideItems = [
        DFSidebarItem(id: "menu", icon: "cup.and.saucer", label: "Menu"),
        DFSidebarItem(id: "deals", icon: "tag", label: "Deals"),
        DFSidebarItem(id: "help", icon: "questionmark.circle", label: "Help"),
    ]
    static let tabItems = [
        DFTabItem(id: "order", icon: "cart", label: "Order", badge: 2),
        DFTabItem(id: "account", icon: "person", label: "Account"),
        DFTabItem(id: "settings", icon: "gearshape", label: "Settings"),
    ]

    var body: some View {
        PageBackground {
            ScrollView {
                HStack(alignment: .top, spacing: 20) {
                    VStack(alignment: .leading, spacing: 8) {
                        DFText("Sidebars", style: .headline)
                        HStack(spacing: 8) {
                            DFSidebar(items: Self.sideItems, selection: $side).frame(width: 150, height: 170)
                            DFSidebar(items: Self.sideItems, selection: $side).dfSidebarStyle(.plain).frame(
                                width: 150, height: 170)
                            DFSidebar(items: Self.sideItems, selection: $side).dfSidebarStyle(.glass).frame(
                                width: 150, height: 170)
                        }
                        DFText("Navigation bars", style: .headline)
                        DFNavigationBar(
                            "Standard", leading: AnyView(Image(systemName: "chevron.left")),
                            trailing: AnyView(Image(systemName: "clock")))
                        DFNavigationBar("Transparent").dfNavigationBarStyle(.transparent)
                        DFNavigationBar("Glass").dfNavigationBarStyle(.glass)
                        DFText("Tab bars", style: .headline)
                        DFTabBar(items: Self.tabItems, selection: $tab)
                        DFTabBar(items: Self.tabItems, selection: $tab).dfTabBarStyle(.minimal)
                        DFTabBar(items: Self.tabItems, selection: $tab).dfTabBarStyle(.glass)
                    }
                    .frame(width: 470)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.bottom, 24)
            }
        }
    }
}
