import DesignFoundation

@main
struct PlantDashboard: App {
    @State private var plant = Plant(source: SimulatedSensors())

    var body: some Scene {
        WindowGroup {
            DashboardScreen()
                .environment(plant)
                // New readings every two seconds while the dashboard is on screen.
                .task {
                    while !Task.isCancelled {
                        await plant.refresh()
                        try? await Task.sleep(for: .seconds(2))
                    }
                }
        }
    }
}
