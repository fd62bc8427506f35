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

/// A stack driven by a path: a deep link at launch, programmatic pushes and "home".
struct OrderFlow: View {
    @State private var path: [Int]
    init(start: [Int]) { _path = State(initialValue: start) }
    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 12) {
                NavigationLink("Order 7", value: 7)
                Button("Open 1 then 2") { path = [1, 2] }
                Text("Path \(path.map(String.init).joined(separator: ","))")
            }
            .navigationTitle("Orders")
            .navigationDestination(for: Int.self) { n in
                VStack(spacing: 12) {
                    Text("Order number \(n)")
                    Button("Next order") { path.append(n + 1) }
                    Button("Home") { path.removeAll() }
                }
                .navigationTitle("Order \(n)")
            }
        }
    }
}

struct ErasedPathFlow: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Show word") { path.append("hello") }
                .navigationDestination(for: String.self) { w in Text("Word \(w), depth \(path.count)") }
        }
    }
}

@MainActor
@Suite(.serialized) struct SwiftUINavigationTests {
    @Test func aPathDrivesTheStackAndTheStackWritesThePath() throws {
        let ui = UITestDriver(OrderFlow(start: [3]), size: Size(width: 480, height: 400), fonts: DF.fonts)
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Order number 3"), "a path set at launch opens its screen")
        try ui.tap("Next order")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Order number 4"))
        try ui.tap("Back")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Order number 3") && !ui.exists(label: "Order number 4"), "back pops the path")
        try ui.tap("Home")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Path "), "emptying the path returns to the root")
        try ui.tap("Order 7")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Order number 7"))
        try ui.tap("Back")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Path "), "a link appended to the path and back removed it")
        try ui.tap("Open 1 then 2")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Order number 2"))
        try ui.tap("Back")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Order number 1"), "two values pushed at once are two screens")
    }

    @Test func aNavigationPathTakesValuesOfAnyType() throws {
        let ui = UITestDriver(ErasedPathFlow(), size: Size(width: 480, height: 300), fonts: DF.fonts)
        try ui.tap("Show word")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Word hello, depth 1"))
    }

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

    @Test func aPushSlidesTheDetailInAndBackSlidesItOut() throws {
        let ui = UITestDriver(DrinkMenu(), size: Size(width: 480, height: 560), fonts: DF.fonts)
        try ui.tap("Chocolate")
        #expect(ui.graph.needsFrames, "the push slides (a change to the navigator's model, made in withAnimation)")
        ui.runFrames(for: 0.1, fps: 30)
        let halfway = ui.screenshot.copy()
        ui.runFrames(for: 0.5, fps: 30)
        #expect(!halfway.hasSamePixels(as: ui.screenshot), "part way in, the detail is not where it rests")
        #expect(!ui.graph.needsFrames)
        try ui.tap("Back")
        #expect(ui.graph.needsFrames, "the pop slides too")
        ui.runFrames(for: 0.5, fps: 30)
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
        let r = ViewRenderer(
            DrinkMenu().dfThemePreset(.aurora), size: Size(width: 480, height: 560),
            colorScheme: scheme == "dark" ? .dark : .light, fonts: DF.fonts)
        r.render(at: 0)
        r.render(at: 0.1)
        DFGolden.check(r.buffer, named: "swiftui-menu-\(scheme)")
    }
}
