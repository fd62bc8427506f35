import DesignFoundation

/// A tile per sensor with its value and trend, and the alarms above them.
struct DashboardScreen: View {
    @Environment(Plant.self) private var plant

    private let columns = [GridItem(.flexible(), spacing: 16), GridItem(.flexible(), spacing: 16)]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                DFText("Air handling unit 2", style: .title)
                Spacer()
                if plant.updates == 0 {
                    ProgressView()
                    DFText("Connecting…", style: .caption)
                } else {
                    DFBadge(
                        plant.alarms.isEmpty ? "All normal" : "\(plant.alarms.count) alarm",
                        variant: plant.alarms.isEmpty ? .success : .destructive)
                }
            }
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(Sensor.all) { sensor in
                    SensorTile(sensor: sensor, values: plant.history[sensor.id] ?? [], alarm: plant.isAlarm(sensor))
                }
            }
            Spacer(minLength: 0)
        }
        .padding(20)
    }
}

struct SensorTile: View {
    let sensor: Sensor
    let values: [Double]
    let alarm: Bool
    @Environment(\.dfTheme) private var theme

    var body: some View {
        DFCard {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 8) {
                    Image(systemName: sensor.symbol)
                        .foregroundStyle(alarm ? theme.colors.destructive : theme.colors.primary)
                    DFText(sensor.name, style: .headline)
                    Spacer()
                    if alarm {
                        Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(theme.colors.destructive)
                    }
                }
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text(values.last.map(sensor.format) ?? "–")
                        .font(.system(size: 34, weight: .semibold))
                        .monospacedDigit()
                    DFText(sensor.unit, style: .body)
                }
                Sparkline(values: values, range: sensor.range)
                    .stroke(alarm ? theme.colors.destructive : theme.colors.primary, lineWidth: 2)
                    .frame(height: 44)
                    .background(
                        NormalBand(values: values, range: sensor.range).fill(theme.colors.primary.opacity(0.08)))
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(sensor.name)
        .accessibilityValue(values.last.map { "\(sensor.format($0)) \(sensor.unit)" } ?? "no reading")
    }
}

/// The scale both the line and the band use: the values and the normal range, with a margin.
func chartBounds(_ values: [Double], _ range: ClosedRange<Double>) -> ClosedRange<Double> {
    let low = min(values.min() ?? range.lowerBound, range.lowerBound)
    let high = max(values.max() ?? range.upperBound, range.upperBound)
    let margin = (high - low) * 0.1 + 0.001
    return (low - margin)...(high + margin)
}

/// The last values as a line, oldest at the left.
struct Sparkline: Shape {
    var values: [Double]
    var range: ClosedRange<Double>

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1 else { return path }
        let bounds = chartBounds(values, range)
        let step = rect.width / Double(Plant.historyLength - 1)
        let start = rect.maxX - step * Double(values.count - 1)
        for (i, v) in values.enumerated() {
            let p = CGPoint(
                x: start + step * Double(i),
                y: rect.maxY - (v - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound) * rect.height)
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        return path
    }
}

/// The band of normal values behind the line.
struct NormalBand: Shape {
    var values: [Double]
    var range: ClosedRange<Double>

    func path(in rect: CGRect) -> Path {
        let bounds = chartBounds(values, range)
        func y(_ v: Double) -> Double {
            rect.maxY - (v - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound) * rect.height
        }
        return Path(
            CGRect(
                x: rect.minX, y: y(range.upperBound), width: rect.width,
                height: y(range.lowerBound) - y(range.upperBound)))
    }
}
