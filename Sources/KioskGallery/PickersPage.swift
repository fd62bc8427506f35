import DesignFoundation

/// Choosing: pickers in each style, and date pickers (compact with its calendar and time
/// popovers, the month calendar, wheels).
struct PickersPage: View {
    @State var drink = "Latte"
    @State var size = "M"
    @State var milk = "Oat"
    @State var temperature = "Hot"
    @State var pickup = PickersPage.start
    @State var delivery = PickersPage.start
    @State var alarm = PickersPage.start

    /// A fixed first value, so that the page looks the same in every screenshot.
    static let start: Date = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone.current
        return c.date(from: DateComponents(year: 2026, month: 11, day: 29, hour: 9, minute: 30)) ?? Date()
    }()

    var body: some View {
        PageBackground {
            ScrollView {
                HStack(alignment: .top, spacing: 32) {
                    VStack(alignment: .leading, spacing: 14) {
                        DFText("Pickers", style: .title)
                        DFPicker(
                            "Drink", selection: $drink, options: ["Espresso", "Latte", "Cappuccino", "Tea", "Cocoa"])
                        DFPicker("Size", selection: $size, options: ["S", "M", "L", "XL"]).dfPickerStyle(.segmented)
                        DFPicker("Temperature", selection: $temperature, options: ["Hot", "Iced"]).dfPickerStyle(.glass)
                        DFPicker(
                            "Milk", selection: $milk, options: ["None", "Whole", "Skimmed", "Oat", "Soy", "Almond"]
                        ).dfPickerStyle(.wheel)
                        DFDatePicker(
                            "Pick-up", selection: $pickup, in: PickersPage.start...,
                            displayedComponents: [.date, .hourAndMinute])
                    }
                    .frame(width: 320)
                    VStack(alignment: .leading, spacing: 14) {
                        DFDatePicker("Delivery day", selection: $delivery, in: PickersPage.start...).dfDatePickerStyle(
                            .graphical)
                        DFDatePicker("Alarm", selection: $alarm, displayedComponents: [.hourAndMinute])
                            .dfDatePickerStyle(.wheel)
                    }
                    .frame(width: 340)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.bottom, 24)
            }
        }
        .environment(\.dfToday, PickersPage.start)
    }
}
