import Combine
import DesignFoundation

final class OrderModel: ObservableObject {
    @Published var items: [String] = []
    @Published var total: Double = 0
    @Published var note = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        $items
            .map { Double($0.count) * 2.5 }
            .removeDuplicates()
            .assign(to: &$total)
        $note
            .filter { !$0.isEmpty }
            .receive(on: DispatchQueue.main)
            .sink { print("note:", $0) }
            .store(in: &cancellables)
    }

    func add(_ item: String) { items.append(item) }
}

final class Settings: ObservableObject {
    @Published var brightness = 0.8
    let saved = PassthroughSubject<Void, Never>()
    let level = CurrentValueSubject<Int, Never>(1)
}

struct OrderRow: View {
    @ObservedObject var order: OrderModel
    var body: some View {
        HStack {
            Text("\(order.items.count) items")
            Spacer()
            Text("\(order.total, specifier: "%.2f")")
        }
    }
}

struct SettingsPane: View {
    @EnvironmentObject var settings: Settings
    @State private var savedCount = 0
    var body: some View {
        VStack {
            Slider(value: $settings.brightness, in: 0...1)
            Text("Saved \(savedCount) times")
        }
        .onReceive(settings.saved) { savedCount += 1 }
        .onReceive(Just(3)) { print($0) }
    }
}

struct OrderScreen: View {
    @StateObject private var order = OrderModel()
    @StateObject private var settings = Settings()
    var body: some View {
        VStack {
            OrderRow(order: order)
            TextField("Note", text: $order.note)
            Button("Add coffee") { order.add("coffee") }
            SettingsPane()
        }
        .environmentObject(settings)
    }
}

// The iOS 17 pattern: an @Observable model in the environment, bound with @Bindable.
@Observable final class Profile {
    var name = "Guest"
    var notifications = true
}

struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            Toggle("Notifications", isOn: $profile.notifications)
        }
    }
}

struct ProfileScreen: View {
    @Environment(Profile.self) private var profile
    @Environment(Profile.self) private var optionalProfile: Profile?
    var body: some View {
        VStack {
            Text("Hello, \(profile.name)")
            ProfileEditor(profile: profile)
        }
    }
}

struct ProfileRoot: View {
    @State private var profile = Profile()
    var body: some View { ProfileScreen().environment(profile) }
}
