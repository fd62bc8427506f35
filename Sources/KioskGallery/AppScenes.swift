// Benchmark scenes of the frames a kiosk app makes all day, written in SwiftUI's own terms:
// a navigation push and pop, a tab switch, a sheet pulled down, typing into a form, a long
// list flung, a clock ticking on a still screen, an alert. Each finds what it taps by its
// accessibility label, as a finger finds a button, and every run makes the same frames.
import DesignFoundation
import KioskGeometry
import KioskPlatform
import KioskRuntime
import KioskInput

/// Where labelled controls are: looked up in the accessibility tree the first time and
/// remembered (these scenes tap their controls while the screen is at rest).
@MainActor
final class TapTargets {
    private var known: [String: Point] = [:]

    func point(_ label: String, in graph: ViewGraph) -> Point? {
        if let p = known[label] { return p }
        func search(_ elements: [AccessibilityElement]) -> Point? {
            for e in elements {
                if e.label == label { return e.frame.center }
                if let p = search(e.children) { return p }
            }
            return nil
        }
        let found = search(graph.accessibilityTree())
        known[label] = found
        return found
    }

    /// A tap on the control labelled `label` (nothing when it is not on the screen).
    func tap(_ label: String, in graph: ViewGraph) -> [InputEvent] {
        guard let p = point(label, in: graph) else { return [] }
        return [.touchDown(slot: 0, location: p), .touchUp(slot: 0)]
    }
}

/// A list of orders in a navigation stack: an order pushed every 60 frames and popped with
/// Back 30 frames later, the slide animated both ways.
struct NavigationPushScene: BenchmarkScene {
    let name = "nav-push-pop"
    let targets = TapTargets()
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(OrdersNavigation()) }
    func input(frame: Int, size: Size, graph: ViewGraph) -> [InputEvent] {
        switch frame % 60 {
        case 1: return targets.tap("Order #1003", in: graph)
        case 31: return targets.tap("Back", in: graph)
        default: return []
        }
    }
}

struct OrdersNavigation: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(1001..<1013, id: \.self) { n in
                    NavigationLink("Order #\(n)", value: n)
                }
            }
            .navigationTitle("Orders")
            .navigationDestination(for: Int.self) { n in OrderDetail(number: n) }
        }
    }
}

struct OrderDetail: View {
    let number: Int
    @State var express = false
    var body: some View {
        Form {
            Section("Order") {
                HStack {
                    Text("Items")
                    Spacer()
                    Text("\(number % 5 + 1)")
                }
                HStack {
                    Text("Total")
                    Spacer()
                    Text("\(number % 40 + 9).50 €")
                }
            }
            Section("Delivery") {
                Toggle("Express", isOn: $express)
                HStack {
                    Text("Table")
                    Spacer()
                    Text("\(number % 12 + 1)")
                }
            }
        }
        .navigationTitle("Order #\(number)")
    }
}

/// Three tabs, another one selected every 20 frames.
struct TabSwitchScene: BenchmarkScene {
    let name = "tab-switch"
    let targets = TapTargets()
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(KioskTabs()) }
    func input(frame: Int, size: Size, graph: ViewGraph) -> [InputEvent] {
        guard frame % 20 == 1 else { return [] }
        return targets.tap(["Menu", "Basket", "Today"][(frame / 20) % 3], in: graph)
    }
}

struct KioskTabs: View {
    @State var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Good morning").font(.largeTitle)
                Text("Three orders are waiting.").foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding()
            .tabItem { Label("Today", systemImage: "sun.max") }.tag(0)
            List {
                ForEach(["Espresso", "Flat white", "Cappuccino", "Latte", "Mocha", "Tea"], id: \.self) { drink in
                    HStack {
                        Text(drink)
                        Spacer()
                        Text("3.20 €").foregroundStyle(.secondary)
                    }
                }
            }
            .tabItem { Label("Menu", systemImage: "cup.and.saucer") }.tag(1)
            Form {
                Section("Your order") {
                    HStack {
                        Text("Flat white")
                        Spacer()
                        Text("3.40 €")
                    }
                    HStack {
                        Text("Croissant")
                        Spacer()
                        Text("2.10 €")
                    }
                }
            }
            .tabItem { Label("Basket", systemImage: "cart") }.tag(2)
        }
    }
}

/// A sheet at its medium detent, presented every 90 frames and pulled down by its title 40
/// frames later (a drag over 6 frames; the form below it would scroll instead).
struct SheetPullScene: BenchmarkScene {
    let name = "sheet-pull"
    let targets = TapTargets()
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(FilterScreen()) }
    func input(frame: Int, size: Size, graph: ViewGraph) -> [InputEvent] {
        let phase = frame % 90
        if phase == 1 { return targets.tap("Filters", in: graph) }
        guard (41...47).contains(phase), let title = targets.point("Choose filters", in: graph) else { return [] }
        switch phase {
        case 41: return [.touchDown(slot: 0, location: title)]
        case 42...46:
            return [
                .touchMove(slot: 0, location: Point(x: title.x, y: title.y + Double(phase - 41) * size.height * 0.08))
            ]
        case 47: return [.touchUp(slot: 0)]
        default: return []
        }
    }
}

struct FilterScreen: View {
    @State var shows = false
    @State var vegan = false
    @State var decaf = true
    var body: some View {
        VStack(spacing: 16) {
            Text("Menu").font(.title)
            Button("Filters") { shows = true }.buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .sheet(isPresented: $shows) {
            VStack(spacing: 0) {
                Text("Choose filters").font(.headline).padding(.vertical, 8)
                Form {
                    Toggle("Vegan", isOn: $vegan)
                    Toggle("Decaf", isOn: $decaf)
                }
            }
            .presentationDetents([.medium])
        }
    }
}

/// A delivery form: its first field tapped at frame 1 (the on-screen keyboard comes up, as no
/// keyboard is attached), then a key of the top row tapped every 6 frames.
struct FormTypingScene: BenchmarkScene {
    let name = "form-typing"
    let targets = TapTargets()
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(DeliveryForm()) }
    func input(frame: Int, size: Size, graph: ViewGraph) -> [InputEvent] {
        if frame == 1 { return targets.tap("Name", in: graph) }
        guard frame > 10 else { return [] }
        let key = KeyboardTypingScene.topRowKey([4, 7, 8, 2, 3][(frame / 6) % 5], size: size)
        switch frame % 6 {
        case 0: return [.touchDown(slot: 0, location: key)]
        case 2: return [.touchUp(slot: 0)]
        default: return []
        }
    }
}

struct DeliveryForm: View {
    @State var name = ""
    @State var street = ""
    @State var notes = ""
    var body: some View {
        Form {
            Section("Delivery") {
                TextField("Name", text: $name)
                TextField("Street", text: $street)
            }
            Section("Notes") {
                TextField("Notes", text: $notes)
            }
        }
    }
}

/// A 1,000-row `List`, flung up and down as `list-scroll` flings its lazy stack.
struct ListFlingScene: BenchmarkScene {
    let name = "list-fling"
    func makeView(clock: BenchClock, size: Size) -> AnyView {
        AnyView(
            List(0..<1000, id: \.self) { i in
                HStack {
                    Text("Ticket \(40_000 + i)")
                    Spacer()
                    Text(i % 3 == 0 ? "Ready" : "Waiting").foregroundStyle(.secondary)
                }
            })
    }
    func input(frame: Int, size: Size) -> [InputEvent] { ListScrollScene().input(frame: frame, size: size) }
}

/// A home screen whose clock shows the seconds: one frame a second, each a tick of the
/// `TimelineView`, on a screen that is otherwise still.
struct ClockTickScene: BenchmarkScene {
    let name = "clock-tick"
    var frameInterval: Double { 1 }
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(HomeClock()) }
}

struct HomeClock: View {
    var body: some View {
        VStack(spacing: 24) {
            TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 1)) { context in
                VStack(spacing: 4) {
                    Text(context.date, format: .dateTime.hour().minute().second()).font(
                        .system(size: 72, weight: .light))
                    Text(context.date, format: .dateTime.weekday(.wide).day().month(.wide)).font(.title3)
                        .foregroundStyle(.secondary)
                }
            }
            HStack(spacing: 16) {
                ForEach(["Order", "Pay", "Help"], id: \.self) { title in
                    Button(title) {}.buttonStyle(.bordered).controlSize(.large)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A confirmation alert: shown by a tap every 60 frames, cancelled 30 frames later.
struct AlertScene: BenchmarkScene {
    let name = "alert"
    let targets = TapTargets()
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(DeleteOrderScreen()) }
    func input(frame: Int, size: Size, graph: ViewGraph) -> [InputEvent] {
        switch frame % 60 {
        case 1: return targets.tap("Delete order", in: graph)
        case 31: return targets.tap("Cancel", in: graph)
        default: return []
        }
    }
}

struct DeleteOrderScreen: View {
    @State var asks = false
    var body: some View {
        VStack(spacing: 16) {
            Text("Order #1042").font(.title)
            Text("Flat white, croissant").foregroundStyle(.secondary)
            Button("Delete order", role: .destructive) { asks = true }.buttonStyle(.bordered)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .alert("Delete this order?", isPresented: $asks) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        }
    }
}

/// A machine's meters: three gauges of live readings, each moving every frame, beside labelled
/// values that stay still (SwiftUI's `Gauge`, `GroupBox` and `LabeledContent`).
struct GaugesScene: BenchmarkScene {
    let name = "gauges"
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(MeterPanel(clock: clock)) }
}

struct MeterPanel: View {
    let clock: BenchClock
    var body: some View {
        let f = clock.frame
        let temperature = 80 + Double(f % 40) / 2, pressure = Double((f * 3) % 100) / 100
        return HStack(alignment: .top, spacing: 24) {
            VStack(alignment: .leading, spacing: 16) {
                Text("Boiler").font(.title2.weight(.semibold))
                Gauge(value: pressure) {
                    Text("Pressure")
                } currentValueLabel: {
                    Text("\(Int(pressure * 100)) %")
                }
                HStack(spacing: 24) {
                    Gauge(value: temperature, in: 0...120) {
                        Text("°C")
                    } currentValueLabel: {
                        Text("\(Int(temperature))")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("120")
                    }
                    .gaugeStyle(.accessoryCircular)
                    Gauge(value: Double(f % 60) / 60) {
                        Text("Cycle")
                    } currentValueLabel: {
                        Text("\(f % 60) s")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                }
            }
            .frame(width: 300)
            GroupBox("Service") {
                VStack(spacing: 8) {
                    LabeledContent("Descaled", value: "12 days ago")
                    LabeledContent("Cups today", value: "148")
                    LabeledContent("Filter", value: "Good")
                }
            }
            .frame(width: 300)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
