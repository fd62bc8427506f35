import DesignFoundation

/// `@main` with `import DesignFoundation` alone, as with `import SwiftUI`.
@main
struct CompatApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                ModifierScreen()
                DrawingScreen()
                WeatherScreen()
            }
        }
    }
}
