import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

/// The SwiftUI views a dashboard or a service screen is built from, as an app writes them:
/// gauges in every style, a group box of labelled values, labels by their style, and the
/// screen shown when there is nothing to show.
struct DashboardViewsCatalog: View {
    var body: some View {
        HStack(alignment: .top, spacing: 20) {
            VStack(alignment: .leading, spacing: 14) {
                Gauge(value: 67, in: 0...100) {
                    Text("Tank level")
                } currentValueLabel: {
                    Text("67 %")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                Gauge(value: 0.3) { Text("Filter life") }
                    .gaugeStyle(.accessoryLinearCapacity)
                Gauge(value: 21.5, in: 15...30) {
                    Text("Room")
                } minimumValueLabel: {
                    Text("15°")
                } maximumValueLabel: {
                    Text("30°")
                }
                .gaugeStyle(.accessoryLinear)
                HStack(spacing: 16) {
                    Gauge(value: 92, in: 0...120) {
                        Text("°C")
                    } currentValueLabel: {
                        Text("92")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("120")
                    }
                    .gaugeStyle(.accessoryCircular)
                    Gauge(value: 0.45) {
                        Text("Beans")
                    } currentValueLabel: {
                        Text("45%")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 0.8) {
                        Text("Water")
                    } currentValueLabel: {
                        Text("80%")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.orange)
                }
                Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                    GridRow {
                        Text("Drink").fontWeight(.semibold)
                        Text("Size").fontWeight(.semibold)
                        Text("Price").fontWeight(.semibold).gridColumnAlignment(.trailing)
                    }
                    Divider()
                    GridRow {
                        Text("Flat white")
                        Text("M")
                        Text("3,20 €")
                    }
                    GridRow {
                        Text("Espresso")
                        Text("S")
                        Text("2,10 €")
                    }
                    GridRow {
                        Text("Daily special, ask at the counter").foregroundStyle(.secondary).gridCellColumns(3)
                    }
                }
                HStack(spacing: 16) {
                    Label("Favourites", systemImage: "star")
                    Label("Settings", systemImage: "gearshape").labelStyle(.iconOnly)
                    Label("Orders", systemImage: "cart").labelStyle(.titleOnly)
                }
            }
            .frame(width: 280)
            VStack(alignment: .leading, spacing: 14) {
                GroupBox("Boiler") {
                    VStack(spacing: 8) {
                        LabeledContent("Temperature", value: "92 °C")
                        LabeledContent("Price", value: 2.4, format: .currency(code: "EUR").locale("de_DE"))
                        LabeledContent("Status") {
                            Label("Heating", systemImage: "bolt.fill")
                        }
                    }
                }
                DisclosureGroup("Water hardness") {
                    Text("Set at installation: 14 °dH")
                }
                DisclosureGroup("Opening hours", isExpanded: .constant(true)) {
                    LabeledContent("Monday to Friday", value: "7:00 to 19:00")
                }
                ContentUnavailableView(
                    "No Orders", systemImage: "cart", description: Text("New orders appear here as they come in.")
                )
                .frame(height: 220)
            }
            .frame(width: 300)
        }
        .padding(16)
    }
}

@MainActor
struct SwiftUIDashboardViewsTests {
    @Test(arguments: ["default", "slate"])
    func dashboardViewsRenderLikeTheGolden(preset: String) {
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                ComponentTests.Backdrop(content: DashboardViewsCatalog()).dfThemePreset(
                    preset == "slate" ? .slate : .default),
                size: Size(width: 640, height: 560), colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "swiftui-dashboard-\(preset)-\(scheme == .dark ? "dark" : "light")")
        }
    }

    @Test func gaugesReadAsTheirLabelAndValue() throws {
        let ui = UITestDriver(DashboardViewsCatalog(), size: Size(width: 640, height: 420), fonts: DF.fonts)
        #expect(try ui.element(label: "Tank level").value == "67 %", "the current value label is the value")
        #expect(try ui.element(label: "Filter life").value == "30 percent", "without one, the fraction")
        #expect(try ui.element(label: "Room").value == "43 percent", "21.5 of 15...30")
        #expect(try ui.element(label: "Beans").value == "45%")
        #expect(!ui.exists(label: "0") && !ui.exists(label: "120"), "the range's ends are part of the gauge")
    }

    @Test func labelsGroupsAndEmptyStatesReadAsAUserHearsThem() throws {
        let ui = UITestDriver(DashboardViewsCatalog(), size: Size(width: 640, height: 420), fonts: DF.fonts)
        #expect(ui.exists(label: "Settings"), "a symbol alone still reads as its title")
        #expect(ui.exists(label: "Orders"))
        #expect(try ui.element(label: "Boiler").traits.contains(.isHeader))
        #expect(try ui.element(label: "Temperature").value == "92 °C", "a labelled value reads as its label and value")
        #expect(ui.exists(label: "No Orders"))
        #expect(ui.exists(label: "New orders appear here as they come in."))
    }

    @Test func aGaugeClampsItsValueToItsRange() throws {
        struct Gauges: View {
            var body: some View {
                VStack {
                    Gauge(value: 140, in: 0...120) { Text("Over") }
                    Gauge(value: -3, in: 0...10) { Text("Under") }
                    Gauge(value: 5, in: 5...5) { Text("Empty range") }
                }
                .padding(20)
            }
        }
        let ui = UITestDriver(Gauges(), size: Size(width: 300, height: 240), fonts: DF.fonts)
        #expect(try ui.element(label: "Over").value == "100 percent")
        #expect(try ui.element(label: "Under").value == "0 percent")
        #expect(try ui.element(label: "Empty range").value == "0 percent")
    }

    @Test func theSearchStateNamesWhatWasSearched() {
        let ui = UITestDriver(
            ContentUnavailableView.search(text: "latte"), size: Size(width: 400, height: 300), fonts: DF.fonts)
        #expect(ui.exists(label: "No Results for \u{201C}latte\u{201D}"))
        #expect(ui.exists(label: "Check the spelling or try a new search."))
    }

    @Test func aDisclosureGroupOpensAndClosesWhenItsLabelIsTapped() throws {
        struct Settings: View {
            @State var advanced = false
            var body: some View {
                VStack(alignment: .leading) {
                    DisclosureGroup("Water hardness") {
                        Text("14 °dH")
                    }
                    DisclosureGroup("Advanced", isExpanded: $advanced) {
                        Text("Service mode")
                    }
                    Text(advanced ? "Advanced open" : "Advanced closed")
                }
                .padding(20)
            }
        }
        let ui = UITestDriver(Settings(), size: Size(width: 400, height: 300), fonts: DF.fonts)
        #expect(try ui.element(label: "Water hardness").value == "Collapsed")
        #expect(!ui.exists(label: "14 °dH"))
        try ui.tap("Water hardness")
        ui.runFrames(for: 0.5)
        #expect(ui.exists(label: "14 °dH"))
        #expect(try ui.element(label: "Water hardness").value == "Expanded")
        try ui.tap("Advanced")
        ui.runFrames(for: 0.5)
        #expect(ui.exists(label: "Service mode") && ui.exists(label: "Advanced open"), "the binding opens it")
        try ui.tap("Water hardness")
        ui.runFrames(for: 0.5)
        #expect(!ui.exists(label: "14 °dH"))
    }
}
