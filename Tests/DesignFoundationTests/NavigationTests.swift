import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

struct NavigationPanel: View {
    @State var tab = "order"
    @State var side = "menu"
    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 8) {
                DFSidebar(
                    items: [
                        DFSidebarItem(id: "menu", icon: "cup.and.saucer", label: "Menu"),
                        DFSidebarItem(id: "deals", icon: "tag", label: "Deals"),
                    ], selection: $side
                ).frame(width: 140, height: 110)
                DFSidebar(
                    items: [
                        DFSidebarItem(id: "menu", icon: "cup.and.saucer", label: "Menu"),
                        DFSidebarItem(id: "deals", icon: "tag", label: "Deals"),
                    ], selection: $side
                ).dfSidebarStyle(.plain).frame(width: 140, height: 110)
                DFSidebar(
                    items: [
                        DFSidebarItem(id: "menu", icon: "cup.and.saucer", label: "Menu"),
                        DFSidebarItem(id: "deals", icon: "tag", label: "Deals"),
                    ], selection: $side
                ).dfSidebarStyle(.glass).frame(width: 140, height: 110)
            }
            DFNavigationBar("Standard", leading: AnyView(Image(systemName: "chevron.left")))
            DFNavigationBar("Transparent").dfNavigationBarStyle(.transparent)
            DFNavigationBar("Glass").dfNavigationBarStyle(.glass)
            ForEach(["standard", "minimal", "glass"], id: \.self) { style in
                let bar = DFTabBar(
                    items: [
                        DFTabItem(id: "order", icon: "cart", label: "Order", badge: 2),
                        DFTabItem(id: "account", icon: "person", label: "Account"),
                    ], selection: $tab)
                switch style {
                case "minimal": bar.dfTabBarStyle(.minimal)
                case "glass": bar.dfTabBarStyle(.glass)
                default: bar
                }
            }
            Text("Tab \(tab) side \(side)")
        }
        .padding(12)
    }
}

@MainActor
@Suite(.serialized) struct NavigationTests {
    @Test func tabsAndSidebarRowsSelectByTouch() throws {
        let ui = UITestDriver(NavigationPanel(), size: Size(width: 460, height: 560), fonts: DF.fonts)
        ui.tap(at: ui.elements(role: .button).first { $0.label == "Account" }!.frame.center)
        ui.tap(at: ui.elements(role: .button).first { $0.label == "Deals" }!.frame.center)
        #expect(ui.exists(label: "Tab account side deals"))
        #expect(ui.elements.filter { $0.label == "Account" }.allSatisfy { $0.traits.contains(.isSelected) })
    }

    @Test(arguments: ["default", "slate", "aurora", "copper", "sage"])
    func navigationComponentsRenderLikeTheGolden(preset: String) {
        let p: DFThemePreset =
            ["slate": .slate, "aurora": .aurora, "copper": .copper, "sage": .sage][preset] ?? .default
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                ComponentTests.Backdrop(content: NavigationPanel()).dfThemePreset(p),
                size: Size(width: 460, height: 560),
                colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "navigation-\(preset)-\(scheme == .dark ? "dark" : "light")")
        }
    }
}
