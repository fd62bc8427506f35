import DesignFoundation

/// The operator's settings, shown once the PIN is typed on the pad.
struct SettingsScreen: View {
    @Environment(Machine.self) private var machine
    @State private var unlocked = false

    var body: some View {
        @Bindable var machine = machine
        Group {
            if unlocked {
                Form {
                    Section("Supplies") {
                        Stepper(
                            "Cups left: \(machine.settings.cupsLeft)", value: $machine.settings.cupsLeft, in: 0...200)
                        Toggle("Cleaning due", isOn: $machine.settings.cleaningDue)
                    }
                    Section("Screen") {
                        Picker("Return home after", selection: $machine.settings.idleSeconds) {
                            Text("30 s").tag(30.0)
                            Text("1 min").tag(60.0)
                            Text("2 min").tag(120.0)
                        }
                    }
                    Section("Today") {
                        LabeledRow(title: "Cups served", value: "\(machine.cupsServed)")
                    }
                }
            } else {
                PinPad(pin: machine.settings.pin) { unlocked = true }
            }
        }
        .navigationTitle("Settings")
    }
}

struct LabeledRow: View {
    let title: String
    let value: String
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
    }
}

/// Four digits on a pad of large keys; a wrong PIN shakes nothing, it says so and clears.
struct PinPad: View {
    let pin: String
    let unlock: () -> Void
    @State private var typed = ""
    @State private var wrong = false

    private let rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["", "0", "⌫"]]

    var body: some View {
        VStack(spacing: 12) {
            DFText(wrong ? "Wrong PIN, try again" : "Enter the PIN", style: .headline)
            HStack(spacing: 12) {
                ForEach(0..<4, id: \.self) { i in
                    Circle()
                        .fill(i < typed.count ? Color.accentColor : Color.gray.opacity(0.3))
                        .frame(width: 14, height: 14)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("\(typed.count) of 4 digits")
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(row, id: \.self) { key in
                        if key.isEmpty {
                            Color.clear.frame(width: 72, height: 52)
                        } else {
                            DFButton(key) { press(key) }
                                .dfButtonStyle(.outlined)
                                .frame(width: 72, height: 52)
                                .accessibilityLabel(key == "⌫" ? "Delete" : key)
                        }
                    }
                }
            }
        }
        .padding(16)
    }

    private func press(_ key: String) {
        wrong = false
        if key == "⌫" {
            if !typed.isEmpty { typed.removeLast() }
            return
        }
        typed.append(key)
        guard typed.count == pin.count else { return }
        if typed == pin { unlock() } else { wrong = true }
        typed = ""
    }
}
