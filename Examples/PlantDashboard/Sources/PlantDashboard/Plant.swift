import DesignFoundation

/// One sensor's reading.
struct Reading: Hashable {
    var sensor: String
    var value: Double
}

/// Where readings come from: the building's controller on a real site, a simulation here.
protocol SensorSource: Sendable {
    func read() async -> [Reading]
}

/// What a sensor measures, how it is shown and when it is an alarm.
struct Sensor: Identifiable, Hashable {
    let id: String
    let name: String
    let unit: String
    let symbol: String
    let range: ClosedRange<Double>  // normal
    let decimals: Int

    static let all = [
        Sensor(id: "supply", name: "Supply air", unit: "°C", symbol: "thermometer", range: 16...22, decimals: 1),
        Sensor(id: "humidity", name: "Humidity", unit: "%", symbol: "drop", range: 30...60, decimals: 0),
        Sensor(
            id: "pressure", name: "Duct pressure", unit: "Pa", symbol: "arrow.triangle.2.circlepath", range: 180...260,
            decimals: 0),
        Sensor(id: "power", name: "Fan power", unit: "kW", symbol: "bolt", range: 0...4.5, decimals: 2),
    ]

    func format(_ value: Double) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let whole = (value * scale).rounded() / scale
        if decimals == 0 { return "\(Int(whole))" }
        let text = "\(whole)"
        let fraction = text.split(separator: ".").last?.count ?? 0
        return fraction < decimals ? text + String(repeating: "0", count: decimals - fraction) : text
    }
}

/// The dashboard's model: the latest value and the last minute of history of every sensor.
@MainActor
@Observable
final class Plant {
    static let historyLength = 30

    private let source: SensorSource
    private(set) var history: [String: [Double]] = [:]
    private(set) var updates = 0
    private(set) var loading = false

    init(source: SensorSource) { self.source = source }

    func latest(_ sensor: Sensor) -> Double? { history[sensor.id]?.last }

    func isAlarm(_ sensor: Sensor) -> Bool { latest(sensor).map { !sensor.range.contains($0) } ?? false }

    var alarms: [Sensor] { Sensor.all.filter(isAlarm) }

    /// Reads every sensor once and appends the values to their history.
    func refresh() async {
        loading = true
        let readings = await source.read()
        for reading in readings {
            var values = history[reading.sensor, default: []]
            values.append(reading.value)
            if values.count > Self.historyLength { values.removeFirst(values.count - Self.historyLength) }
            history[reading.sensor] = values
        }
        updates += 1
        loading = false
    }
}

/// Readings that drift like a real air handling unit's, with a pressure fault now and then.
struct SimulatedSensors: SensorSource {
    func read() async -> [Reading] {
        try? await Task.sleep(for: .milliseconds(300))  // the controller's answer takes a while
        let t = Date().timeIntervalSince1970 / 10
        return [
            Reading(sensor: "supply", value: 19 + 1.5 * sin(t / 3)),
            Reading(sensor: "humidity", value: 45 + 8 * sin(t / 5 + 1)),
            Reading(sensor: "pressure", value: 220 + 50 * sin(t / 2)),
            Reading(sensor: "power", value: 2.8 + 0.6 * cos(t / 4)),
        ]
    }
}
