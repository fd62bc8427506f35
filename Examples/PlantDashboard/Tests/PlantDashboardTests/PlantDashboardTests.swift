import DesignFoundation
import KioskTesting
import Testing

@testable import PlantDashboard

/// Readings given by the test, one list per refresh.
struct ScriptedSensors: SensorSource {
    let pressures: [Double]
    let counter = Counter()

    final class Counter: @unchecked Sendable { var calls = 0 }

    func read() async -> [Reading] {
        let i = counter.calls
        counter.calls += 1
        return [
            Reading(sensor: "supply", value: 19 + Double(i % 5) * 0.3),
            Reading(sensor: "humidity", value: 44 + Double(i % 7)),
            Reading(sensor: "pressure", value: pressures[min(i, pressures.count - 1)]),
            Reading(sensor: "power", value: 2.5 + Double(i % 3) * 0.25),
        ]
    }
}

@MainActor
struct PlantDashboardTests {
    @Test func showsConnectingUntilTheFirstReadings() async throws {
        let plant = Plant(source: ScriptedSensors(pressures: [220]))
        let ui = UITestDriver(DashboardScreen().environment(plant), size: Size(width: 800, height: 480))
        #expect(ui.exists(label: "Connecting…"))
        await plant.refresh()
        ui.settle()
        #expect(!ui.exists(label: "Connecting…"))
        #expect(ui.exists(label: "All normal"))
        #expect(try ui.element(label: "Duct pressure").value == "220 Pa")
    }

    @Test func aPressureOutOfRangeRaisesTheAlarm() async throws {
        let pressures = (0..<24).map { 220 + 4 * Double($0) }  // climbs past 260 Pa
        let plant = Plant(source: ScriptedSensors(pressures: pressures))
        let ui = UITestDriver(DashboardScreen().environment(plant), size: Size(width: 800, height: 480))
        for _ in pressures.indices { await plant.refresh() }
        ui.settle()
        #expect(ui.exists(label: "1 alarm"))
        #expect(try ui.element(label: "Duct pressure").value == "312 Pa")
        #expect(ui.waitForIdle())
        try ui.checkScreenshot("alarm")
    }
}
