import DesignFoundation

@main
struct CoffeeMachine: App {
    @State private var machine = Machine()

    var body: some Scene {
        WindowGroup {
            MachineScreen()
                .environment(machine)
        }
    }
}

/// The whole screen: the drinks, and the screens an order goes through on top of them. Two
/// minutes without a touch take the machine back to its first screen.
struct MachineScreen: View {
    @Environment(Machine.self) private var machine

    var body: some View {
        @Bindable var machine = machine
        NavigationStack(path: $machine.path) {
            HomeScreen()
                .navigationDestination(for: Machine.Route.self) { route in
                    switch route {
                    case .options(let drink): OptionsScreen(drink: drink)
                    case .brewing: BrewingScreen()
                    case .settings: SettingsScreen()
                    }
                }
        }
        .onIdle(after: machine.settings.idleSeconds) { machine.returnHome() }
    }
}
