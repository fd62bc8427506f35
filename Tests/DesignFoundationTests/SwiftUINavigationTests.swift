import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

// Typical SwiftUI code: a list with navigation and detail, tabs, and tagged pickers.

enum Flavor: String, CaseIterable, Identifiable, Hashable {
    case vanilla, chocolate, strawberry
    var id: String { rawValue }
}

struct DrinkMenu: View {
    @State private var flavor = Flavor.vanilla
    @State private var size = 1
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(Flavor.allCases) { f in
                    NavigationLink(f.rawValue.capitalized, value: f)
                }
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { f in Text(f.rawValue.capitalized).tag(f) }
                }
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
                Text("Chosen \(flavor.rawValue) \(size)")
            }
            .padding(16)
            .navigationTitle("Menu")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Help") {} }
            }
            .navigationDestination(for: Flavor.self) { f in
                FlavorDetail(flavor: f)
            }
        }
    }
}

struct FlavorDetail: View {
    let flavor: Flavor
    var body: some View {
        Text("All about \(flavor.rawValue)").padding(16).navigationTitle(flavor.rawValue.capitalized)
    }
}

struct TabsScreen: View {
    @State private var tab = "home"
    var body: some View {
        TabView(selection: $tab) {
            Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag("home")
            Text("Orders screen").tabItem { Label("Orders", systemImage: "cart") }.tag("orders")
            Text("Settings screen").tabItem { Label("Settings", systemImage: "gearshape") }.tag("settings")
        }
    }
}

@MainActor
@Suite(.serialized) struct SwiftUINavigationTests {
    @Test func aListPushesDetailsThroughNavigationDestinations() throws {
        let ui = UITestDriver(DrinkMenu(), size: Size(width: 480, height: 560), fonts: DF.fonts)
        #expect(ui.exists(label: "Menu"), "the root's .navigationTitle")
        #expect(ui.exists(label: "Help"), "the toolbar item")
        try ui.tap("Chocolate")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "All about chocolate"))
        #expect(ui.exists(label: "Chocolate"), "the detail's title in its bar")
        try ui.tap("Back")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Chosen vanilla 1"))
    }

    @Test func taggedPickersChooseTheirValues() throws {
        let ui = UITestDriver(DrinkMenu(), size: Size(width: 480, height: 560), fonts: DF.fonts)
        try ui.tap("Large")
        try ui.tap("Flavor")
        ui.runFrames(for: 0.4, fps: 12)
        let rows = ui.elements(role: .button).filter { $0.label == "Strawberry" }
        ui.tap(at: rows.last!.frame.center)
        ui.runFrames(for: 0.4, fps: 12)
        #expect(ui.exists(label: "Chosen strawberry 2"))
    }

    @Test func tabsSwitchByTouchAndFollowTheirTags() throws {
        let ui = UITestDriver(TabsScreen(), size: Size(width: 480, height: 400), fonts: DF.fonts)
        #expect(ui.exists(label: "Home screen"))
        try ui.tap("Orders")
        #expect(ui.exists(label: "Orders screen") && !ui.exists(label: "Home screen"))
        #expect(try ui.element(label: "Orders").traits.contains(.isSelected))
    }

    @Test(arguments: ["light", "dark"])
    func aSwiftUIMenuScreenRendersLikeTheGolden(scheme: String) {
        let r = ViewRenderer(DrinkMenu().dfThemePreset(.aurora), size: Size(width: 480, height: 560),
                             colorScheme: scheme == "dark" ? .dark : .light, fonts: DF.fonts)
        r.render(at: 0)
        r.render(at: 0.1)
        DFGolden.check(r.buffer, named: "swiftui-menu-\(scheme)")
    }
}
