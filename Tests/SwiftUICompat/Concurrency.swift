import DesignFoundation

@Observable final class WeatherModel {
    var temperature: Double?
    var status = "Idle"

    func load() async {
        status = "Loading"
        try? await Task.sleep(nanoseconds: 1_000_000)
        temperature = 21.5
        status = "Loaded"
    }
}

struct WeatherScreen: View {
    @State private var model = WeatherModel()
    @State private var clock = 0
    @State private var city = "Lyon"

    var body: some View {
        VStack {
            Text(model.status)
            if let t = model.temperature { Text("\(t, specifier: "%.1f") °C") }
            Text("Ticks \(clock)")
        }
        .task { await model.load() }
        .task(id: city) { await model.load() }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { clock += 1 }
            DispatchQueue.global(qos: .userInitiated).async {
                let work = DispatchWorkItem { clock += 1 }
                DispatchQueue.main.async(execute: work)
            }
        }
    }
}

/// Pull to refresh with async work, as SwiftUI code writes it.
struct RefreshingMenu: View {
    @State private var items: [String] = []
    @Environment(\.refresh) private var refresh
    var body: some View {
        List(items, id: \.self) { Text($0) }
            .refreshable {
                try? await Task.sleep(nanoseconds: 1_000_000)
                items.append("New")
            }
            .onAppear { Task { await refresh?() } }
    }
}
