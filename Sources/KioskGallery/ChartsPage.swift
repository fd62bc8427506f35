import Charts
import DesignFoundation

/// Charts and a canvas as a dashboard shows them: bars with a target, lines by sensor, a
/// donut of shares, stacked bars scrolled by day, and a sparkline drawn straight into a `Canvas`.
struct ChartsPage: View {
    struct Sale: Identifiable {
        var month: String
        var amount: Double
        var id: String { month }
    }
    static let sales = [
        Sale(month: "Jan", amount: 42), Sale(month: "Feb", amount: 55), Sale(month: "Mar", amount: 38),
        Sale(month: "Apr", amount: 67), Sale(month: "May", amount: 71), Sale(month: "Jun", amount: 60),
    ]
    static let hours = Array(stride(from: 6, through: 21, by: 3))
    /// The energy a day ("D12") made, solar and wind together, as the chart's bars show it.
    static func energy(day: String) -> Int {
        let n = Int(day.dropFirst()) ?? 0
        return 3 + n % 3 + 2 + (n * 2) % 4
    }
    /// The day a held finger picks on the energy chart.
    @State private var selectedDay: String?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                HStack(spacing: 20) {
                    DFCard {
                        VStack(alignment: .leading, spacing: 8) {
                            DFText("Sales", style: .headline)
                            Chart(Self.sales) { sale in
                                BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                                    .cornerRadius(4)
                                    .annotation(position: .top) { Text("\(Int(sale.amount))").font(.caption2) }
                                RuleMark(y: .value("Target", 50))
                                    .foregroundStyle(Color.red)
                                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                            }
                            .frame(height: 180)
                        }
                    }
                    DFCard {
                        VStack(alignment: .leading, spacing: 8) {
                            DFText("Temperature", style: .headline)
                            Chart {
                                ForEach(Self.hours, id: \.self) { h in
                                    LineMark(x: .value("Hour", h), y: .value("°C", 19 + Double(h % 5) * 0.8))
                                        .foregroundStyle(by: .value("Room", "Lobby"))
                                        .interpolationMethod(.monotone)
                                        .symbol(.circle)
                                    LineMark(x: .value("Hour", h), y: .value("°C", 22 - Double(h % 4) * 0.6))
                                        .foregroundStyle(by: .value("Room", "Kitchen"))
                                        .interpolationMethod(.monotone)
                                        .symbol(.square)
                                }
                            }
                            .chartYScale(domain: .automatic(includesZero: false))
                            .frame(height: 180)
                        }
                    }
                }
                HStack(spacing: 20) {
                    DFCard {
                        VStack(alignment: .leading, spacing: 8) {
                            DFText("Orders by drink", style: .headline)
                            Chart {
                                ForEach([("Coffee", 46.0), ("Tea", 28.0), ("Juice", 26.0)], id: \.0) { drink, share in
                                    SectorMark(angle: .value("Share", share), innerRadius: .ratio(0.6), angularInset: 2)
                                        .foregroundStyle(by: .value("Drink", drink))
                                }
                            }
                            .frame(height: 180)
                        }
                    }
                    DFCard {
                        VStack(alignment: .leading, spacing: 8) {
                            DFText("Energy", style: .headline)
                            // Four weeks, the last in view: a finger scrolls back through the others;
                            // held still, it picks a day.
                            Chart {
                                ForEach(1...28, id: \.self) { day in
                                    BarMark(x: .value("Day", "D\(day)"), y: .value("kWh", Double(3 + day % 3)))
                                        .foregroundStyle(by: .value("Source", "Solar"))
                                    BarMark(x: .value("Day", "D\(day)"), y: .value("kWh", Double(2 + (day * 2) % 4)))
                                        .foregroundStyle(by: .value("Source", "Wind"))
                                }
                                if let selectedDay {
                                    RuleMark(x: .value("Day", selectedDay))
                                        .foregroundStyle(Color.gray)
                                        .annotation(position: .top) {
                                            Text("\(selectedDay): \(Self.energy(day: selectedDay)) kWh").font(.caption2)
                                        }
                                }
                            }
                            .chartXSelection(value: $selectedDay)
                            .chartScrollableAxes(.horizontal)
                            .chartXVisibleDomain(length: 7)
                            .chartScrollPosition(initialX: "D22")
                            .chartScrollTargetBehavior(.valueAligned(unit: 1, majorAlignment: .page))
                            .frame(height: 180)
                        }
                    }
                }
                DFCard {
                    VStack(alignment: .leading, spacing: 8) {
                        DFText("Canvas", style: .headline)
                        Sparkline(values: [3, 5, 4, 8, 6, 9, 7, 10, 8, 12, 11, 13])
                            .frame(height: 60)
                    }
                }
            }
            .padding(20)
        }
    }
}

/// A line and its fill drawn straight into a canvas, with its last value written at its end.
struct Sparkline: View {
    let values: [Double]
    @Environment(\.dfTheme) private var theme

    var body: some View {
        let color = theme.colors.primary
        return Canvas { context, size in
            guard values.count > 1, let top = values.max(), top > 0 else { return }
            let step = (size.width - 40) / Double(values.count - 1)
            var line = Path()
            for (i, v) in values.enumerated() {
                let p = CGPoint(x: Double(i) * step, y: 4 + (size.height - 8) * (1 - v / top))
                if i == 0 { line.move(to: p) } else { line.addLine(to: p) }
            }
            var area = line
            area.addLine(to: CGPoint(x: Double(values.count - 1) * step, y: size.height))
            area.addLine(to: CGPoint(x: 0, y: size.height))
            area.closeSubpath()
            context.fill(
                area,
                with: .linearGradient(
                    Gradient(colors: [color.opacity(0.35), color.opacity(0)]), startPoint: .zero,
                    endPoint: CGPoint(x: 0, y: size.height)))
            context.stroke(line, with: .color(color), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
            let end = CGPoint(
                x: Double(values.count - 1) * step, y: 4 + (size.height - 8) * (1 - values[values.count - 1] / top))
            context.fill(Path(ellipseIn: CGRect(x: end.x - 4, y: end.y - 4, width: 8, height: 8)), with: .color(color))
            context.draw(
                Text("\(Int(values[values.count - 1]))").font(.headline),
                at: CGPoint(x: size.width, y: max(end.y, 12)), anchor: .trailing)
        }
    }
}

/// A power meter: one bar a second on a minute's axis, the newest one growing in (Swift
/// Charts' live-data pattern). Only the new bar's pixels change each second.
struct LiveChartScene: BenchmarkScene {
    let name = "live-chart"
    var frameInterval: Double { 1 }
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(PowerMeter(clock: clock)) }
}

struct PowerMeter: View {
    let clock: BenchClock
    var body: some View {
        let seconds = clock.frame % 60
        let samples = (0...seconds).map { s in 2 + Double((s * 37) % 23) / 4 }
        return VStack(alignment: .leading, spacing: 12) {
            Text("Power").font(.title2.weight(.semibold))
            Chart {
                ForEach(Array(samples.enumerated()), id: \.offset) { s, kW in
                    BarMark(x: .value("Second", s), y: .value("kW", kW))
                }
                RuleMark(y: .value("Limit", 7)).foregroundStyle(Color.red)
            }
            .chartXScale(domain: -0.5...59.5)
            .chartYScale(domain: 0...8)
        }
        .padding(24)
    }
}
