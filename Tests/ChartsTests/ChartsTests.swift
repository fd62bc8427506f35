import Charts
import KioskGoldens
import KioskRaster
import KioskTesting
import KioskText
import Observation
import Testing

@testable import DesignFoundation

enum Fonts { nonisolated(unsafe) static let library = FontLibrary() }

struct Sale: Identifiable {
    var month: String
    var amount: Double
    var id: String { month }
}

struct Reading: Identifiable {
    var hour: Int
    var value: Double
    var sensor: String
    var id: String { "\(sensor)-\(hour)" }
}

/// Four charts a dashboard shows, written as Swift Charts code is.
struct ChartsCatalog: View {
    let sales = [
        Sale(month: "Jan", amount: 42), Sale(month: "Feb", amount: 55), Sale(month: "Mar", amount: 38),
        Sale(month: "Apr", amount: 67), Sale(month: "May", amount: 71), Sale(month: "Jun", amount: 60),
    ]
    var readings: [Reading] {
        (0..<8).flatMap { h in
            [
                Reading(hour: h * 3, value: 18 + Double(h % 4) * 1.5, sensor: "Lobby"),
                Reading(hour: h * 3, value: 21 - Double(h % 3), sensor: "Kitchen"),
            ]
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Chart(sales) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                        .cornerRadius(4)
                        .annotation(position: .top) { Text("\(Int(sale.amount))").font(.caption2) }
                    RuleMark(y: .value("Target", 50))
                        .foregroundStyle(Color.red)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                }
                Chart(readings) { r in
                    LineMark(x: .value("Hour", r.hour), y: .value("°C", r.value))
                        .foregroundStyle(by: .value("Sensor", r.sensor))
                        .interpolationMethod(.catmullRom)
                        .symbol(.circle)
                }
                .chartYScale(domain: .automatic(includesZero: false))
            }
            HStack(spacing: 16) {
                Chart {
                    SectorMark(angle: .value("Coffee", 46), innerRadius: .ratio(0.6), angularInset: 2)
                        .foregroundStyle(by: .value("Drink", "Coffee"))
                    SectorMark(angle: .value("Tea", 28), innerRadius: .ratio(0.6), angularInset: 2)
                        .foregroundStyle(by: .value("Drink", "Tea"))
                    SectorMark(angle: .value("Juice", 26), innerRadius: .ratio(0.6), angularInset: 2)
                        .foregroundStyle(by: .value("Drink", "Juice"))
                }
                .chartLegend(position: .bottom)
                Chart {
                    ForEach(["Solar", "Wind"], id: \.self) { source in
                        ForEach(0..<6, id: \.self) { day in
                            BarMark(
                                x: .value("Day", "D\(day + 1)"),
                                y: .value("kWh", source == "Solar" ? Double(3 + day % 3) : Double(2 + (day * 2) % 4))
                            )
                            .foregroundStyle(by: .value("Source", source))
                        }
                    }
                }
            }
        }
        .padding(16)
    }
}

/// The theme's background behind `content`.
struct ThemedBackground<Content: View>: View {
    @Environment(\.dfTheme) var theme
    let content: Content
    var body: some View { content.background(theme.colors.background) }
}

@MainActor
@Suite(.serialized) struct ChartsTests {
    @Test(arguments: ["default", "slate"])
    func dashboardChartsRenderLikeTheGolden(preset: String) {
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                ThemedBackground(content: ChartsCatalog()).dfThemePreset(
                    preset == "slate" ? .slate : .default),
                size: Size(width: 720, height: 480), colorScheme: scheme, fonts: Fonts.library)
            r.render(at: 0)
            GoldenImage.check(r.buffer, named: "charts-\(preset)-\(scheme == .dark ? "dark" : "light")")
        }
    }
}

@Observable final class LiveSamples: @unchecked Sendable {
    var values: [Double] = [3, 5, 4]
}

/// A live chart: a bar a second on a fixed axis.
struct LiveBars: View {
    let samples: LiveSamples
    var body: some View {
        Chart {
            ForEach(Array(samples.values.enumerated()), id: \.offset) { i, v in
                BarMark(x: .value("Second", i), y: .value("Load", v))
            }
        }
        .chartXScale(domain: -0.5...11.5)
        .chartYScale(domain: 0...10)
    }
}

@MainActor
@Suite(.serialized) struct LiveChartTests {
    @Test func aNewBarDamagesOnlyItsOwnPixels() {
        let samples = LiveSamples()
        let r = ViewRenderer(LiveBars(samples: samples), size: Size(width: 400, height: 200), fonts: Fonts.library)
        r.render()
        samples.values.append(7)
        r.render()
        // One bar of twelve, 7/10 of the plot's height: a small part of the screen, on the
        // right of the bars before it.
        #expect(!r.lastDamage.isEmpty)
        #expect(r.lastDamage.area < r.screen.area / 8)
        #expect(r.lastDamage.bounds.x > 80)
        r.render()
        #expect(r.lastDamage.isEmpty)
    }

    @Test func aChartReadsAsItsMarksAndSeries() throws {
        let ui = UITestDriver(ChartsCatalog(), size: Size(width: 720, height: 480), fonts: Fonts.library)
        let labels = ui.elements.map(\.label)
        #expect(labels.contains { $0.hasPrefix("Chart, 12 marks (bar, rule)") })
        #expect(labels.contains { $0.contains("series: Lobby, Kitchen") })
        // Annotations are views: the bar's value is on screen as text.
        #expect(ui.exists(label: "71"))
    }
}
