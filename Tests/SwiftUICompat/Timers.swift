import Combine
import DesignFoundation

/// A clock that ticks each second, as SwiftUI samples write it.
struct TickingClock: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var now = Date()

    var body: some View {
        Text(now, style: .time)
            .onReceive(timer) { now = $0 }
    }
}

/// A countdown on a scheduled timer, stopped at zero or when the view goes.
struct Countdown: View {
    @State private var remaining = 10
    @State private var timer: Timer?

    var body: some View {
        Text("\(remaining)")
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                    Task { @MainActor in
                        remaining -= 1
                        if remaining == 0 { timer.invalidate() }
                    }
                }
            }
            .onDisappear { timer?.invalidate() }
    }
}

/// A model polling on a timer publisher, delivered on the main run loop.
final class Poller: ObservableObject {
    @Published var ticks = 0
    private var cancellable: AnyCancellable?

    func start() {
        cancellable = Timer.publish(every: 0.5, tolerance: 0.1, on: RunLoop.main, in: .default)
            .autoconnect()
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in self?.ticks += 1 }
    }

    func stop() { cancellable = nil }
}

/// A timer made first and added to the main run loop later.
@MainActor func startLater() -> Timer {
    let timer = Timer(timeInterval: 5, repeats: false) { _ in print("five seconds") }
    RunLoop.main.add(timer, forMode: .common)
    return timer
}
