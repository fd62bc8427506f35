import DesignFoundation

/// Size, strength and extras for one drink, then a sheet to confirm and pay.
struct OptionsScreen: View {
    @Environment(Machine.self) private var machine
    @State private var order: Order
    @State private var confirming = false

    init(drink: Drink) { _order = State(initialValue: Order(drink: drink)) }

    var body: some View {
        Form {
            Section("Size") {
                Picker("Size", selection: $order.size) {
                    ForEach(Order.Size.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
            }
            Section("Taste") {
                Stepper("Strength \(order.strength) of 5", value: $order.strength, in: 1...5)
                Toggle("Oat milk (+€0.50)", isOn: $order.oatMilk)
                Toggle("Extra shot (+€0.70)", isOn: $order.extraShot)
            }
            Section {
                Button("Continue, \(euros(order.price))") { confirming = true }
                    .buttonStyle(.borderedProminent)
            }
        }
        .navigationTitle(order.drink.name)
        .sheet(isPresented: $confirming) {
            ConfirmationSheet(order: order) {
                confirming = false
                machine.brew(order)
            }
        }
    }
}

/// The order in one sentence, the price, and the two ways out.
struct ConfirmationSheet: View {
    let order: Order
    let pay: @MainActor @Sendable () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            DFText("\(order.size.rawValue) \(order.drink.name)", style: .title)
            DFText(summary, style: .body)
            DFText(euros(order.price), style: .display)
            HStack(spacing: 16) {
                DFButton("Back") { dismiss() }
                    .dfButtonStyle(.outlined)
                DFButton("Pay \(euros(order.price))", action: pay)
            }
            DFText("Hold your card near the reader", style: .caption)
        }
        .padding(24)
    }

    private var summary: String {
        var parts = ["strength \(order.strength)"]
        if order.oatMilk { parts.append("oat milk") }
        if order.extraShot { parts.append("an extra shot") }
        return parts.joined(separator: ", ")
    }
}
