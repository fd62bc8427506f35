import DesignFoundation

@main
struct Hello: App {
    var body: some Scene {
        WindowGroup { Greeting() }
    }
}

struct Greeting: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 24) {
            DFText("Hello, kiosk", style: .display)
            DFText(taps == 0 ? "Touch the button" : "Touched \(taps) times", style: .body)
            DFButton("Touch me") { taps += 1 }
        }
    }
}
