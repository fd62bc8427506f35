import DesignFoundation

/// Brewing, a step every quarter second on the display clock, then "Enjoy" and home.
struct BrewingScreen: View {
    @Environment(Machine.self) private var machine
    @State private var step = 0

    private var steps: Int { Int(((machine.order?.drink.seconds ?? 5) * 4).rounded()) }
    private var done: Bool { step >= steps }

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: done ? "checkmark.circle.fill" : "cup.and.saucer.fill")
                .font(.system(size: 64))
            DFText(done ? "Enjoy your \(machine.order?.drink.name.lowercased() ?? "drink")" : "Brewing…", style: .title)
            ProgressView(value: Double(step), total: Double(steps))
                .frame(width: 360)
            DFText(done ? "Take your cup" : "\(Int(100 * Double(step) / Double(steps))) %", style: .body)
        }
        .navigationTitle(machine.order?.drink.name ?? "")
        .navigationBarBackButtonHidden(true)
        .onTimeout(after: 0.25, id: step) {
            guard !done else { return }
            step += 1
            if done { machine.served() }
        }
        .onTimeout(after: 4, id: done) {
            if done { machine.returnHome() }
        }
    }
}
