import Charts
import DesignFoundation

/// Swift Charts code as Apple's documentation writes it.
struct TemperatureSample: Identifiable {
    var id = UUID()
    var time: Date
    var celsius: Double
    var room: String
}

enum Shift: String, Plottable {
    case early, late
}

struct DashboardCharts: View {
    var samples: [TemperatureSample] = []
    var orders: [(drink: String, count: Int, shift: Shift)] = [("Latte", 12, .early), ("Tea", 7, .late)]

    var body: some View {
        VStack {
            Chart(samples) { sample in
                LineMark(x: .value("Time", sample.time, unit: .hour), y: .value("Temperature", sample.celsius))
                    .foregroundStyle(by: .value("Room", sample.room))
                    .interpolationMethod(.monotone)
                    .symbol(.circle)
                    .symbolSize(30)
                AreaMark(x: .value("Time", sample.time), y: .value("Temperature", sample.celsius))
                    .foregroundStyle(.blue.opacity(0.1))
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour)) { value in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel()
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading) { value in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))
                    AxisValueLabel {
                        if let v = value.as(Double.self) { Text("\(Int(v))°") }
                    }
                }
            }
            .frame(height: 200)

            Chart {
                ForEach(orders, id: \.drink) { order in
                    BarMark(x: .value("Drink", order.drink), y: .value("Orders", order.count))
                        .foregroundStyle(by: .value("Shift", order.shift))
                        .position(by: .value("Shift", order.shift))
                        .annotation(position: .top) { Text("\(order.count)").font(.caption) }
                }
                RuleMark(y: .value("Goal", 10)).lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))
                    .annotation(position: .top, alignment: .leading) { Text("Goal") }
            }
            .chartForegroundStyleScale(["early": Color.orange, "late": Color.purple])
            .chartLegend(position: .top)
            .chartXAxis(.hidden)

            Chart {
                SectorMark(angle: .value("Share", 0.6), innerRadius: .ratio(0.618), angularInset: 1.5)
                    .cornerRadius(4)
                    .foregroundStyle(by: .value("Kind", "Coffee"))
                SectorMark(angle: .value("Share", 0.4), innerRadius: .ratio(0.618), angularInset: 1.5)
                    .foregroundStyle(by: .value("Kind", "Tea"))
            }
            .chartLegend(.hidden)

            Chart {
                BarMark(xStart: .value("Start", 8), xEnd: .value("End", 12), y: .value("Task", "Clean"))
                RectangleMark(
                    xStart: .value("Start", 9), xEnd: .value("End", 10), yStart: .value("Low", 0),
                    yEnd: .value("High", 1)
                )
                .foregroundStyle(.gray.opacity(0.2))
                PointMark(x: .value("X", 3.5), y: .value("Y", 2)).symbol(.diamond)
            }
            .chartXScale(domain: 0...24)
        }
    }
}

/// Selection and the plot's geometry, as iOS 17 samples write them.
struct SelectableTemperatures: View {
    struct Point: Identifiable {
        let hour: Int
        let celsius: Double
        var id: Int { hour }
    }
    let points = (0..<24).map { Point(hour: $0, celsius: 18 + Double($0 % 7)) }
    @State private var selectedHour: Int?

    var body: some View {
        Chart(points) { point in
            LineMark(x: .value("Hour", point.hour), y: .value("°C", point.celsius))
            if let selectedHour, selectedHour == point.hour {
                RuleMark(x: .value("Hour", selectedHour))
                    .annotation(position: .top) { Text("\(point.celsius, specifier: "%.0f")°") }
            }
        }
        .chartXSelection(value: $selectedHour)
        .chartYAxis {
            AxisMarks(values: .automatic(desiredCount: 4)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .number.precision(.fractionLength(0)))
            }
        }
        .chartPlotStyle { plotArea in
            plotArea.background(Color.gray.opacity(0.1)).border(Color.blue, width: 1)
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .onTapGesture { location in
                        let origin = geometry[proxy.plotAreaFrame].origin
                        selectedHour = proxy.value(atX: location.x - origin.x, as: Int.self)
                    }
            }
        }
    }
}

/// A year of daily steps, a month in view, scrolled by a finger from the latest month.
struct StepsHistory: View {
    struct Day: Identifiable {
        let date: Date
        let steps: Int
        var id: Date { date }
    }
    let days: [Day] = (0..<365).map { i in
        Day(date: Date(timeIntervalSince1970: 1_700_000_000 + Double(i) * 86_400), steps: 4_000 + (i * 37) % 6_000)
    }
    @State private var scrollPosition = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        Chart(days) { day in
            BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 3600 * 24 * 30)
        .chartScrollPosition(x: $scrollPosition)
        .chartScrollPosition(initialX: days.last!.date)
        .chartScrollTargetBehavior(
            .valueAligned(
                matching: DateComponents(hour: 0),
                majorAlignment: .matching(DateComponents(day: 1)))
        )
        .frame(height: 240)
    }
}

/// Hours of a day whose selected span is shaded, as the range-selection samples write it.
struct SelectedHours: View {
    let hours = Array(0..<24)
    @State private var range: ClosedRange<Int>?

    var body: some View {
        Chart {
            ForEach(hours, id: \.self) { hour in
                LineMark(x: .value("Hour", hour), y: .value("kW", Double(hour % 7) + 2))
            }
            if let range {
                RectangleMark(xStart: .value("From", range.lowerBound), xEnd: .value("To", range.upperBound))
                    .foregroundStyle(.gray.opacity(0.2))
            }
        }
        .chartXSelection(range: $range)
    }
}
