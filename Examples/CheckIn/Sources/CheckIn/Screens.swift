import DesignFoundation

struct WelcomeScreen: View {
    @Environment(FrontDesk.self) private var desk

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "key").font(.system(size: 56)).foregroundStyle(Color.accentColor)
            DFText("Welcome to Hotel Nordlys", style: .display)
            DFText("Check in here in a minute, with your booking reference", style: .body)
            DFButton("Check in") { desk.step = .find }
        }
        .padding(32)
    }
}

/// The reference and the last name, typed on the on-screen keyboard.
struct FindBookingScreen: View {
    enum Field { case reference, lastName }

    @Environment(FrontDesk.self) private var desk
    @State private var reference = ""
    @State private var lastName = ""
    @State private var notFound = false
    @FocusState private var focus: Field?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DFText("Find your booking", style: .title)
            TextField("Booking reference", text: $reference)
                .textFieldStyle(.roundedBorder)
                .focused($focus, equals: .reference)
                .submitLabel(.next)
            TextField("Last name", text: $lastName)
                .textFieldStyle(.roundedBorder)
                .focused($focus, equals: .lastName)
                .submitLabel(.search)
                .onSubmit(find)
            if notFound {
                DFText("No booking matches. Check the reference in your e-mail.", style: .caption)
                    .foregroundStyle(.red)
            }
            HStack(spacing: 16) {
                DFButton("Back") { desk.startOver() }
                    .dfButtonStyle(.outlined)
                DFButton("Find booking", action: find)
            }
            Spacer(minLength: 0)
        }
        .padding(24)
        .onAppear { focus = .reference }
    }

    private func find() {
        if let booking = desk.find(reference: reference, lastName: lastName) {
            focus = nil
            desk.step = .confirm(booking)
        } else {
            notFound = true
        }
    }
}

struct ConfirmScreen: View {
    let booking: Booking
    @Environment(FrontDesk.self) private var desk

    var body: some View {
        VStack(spacing: 16) {
            DFText("Hello, \(booking.guest)", style: .title)
            DFCard {
                VStack(alignment: .leading, spacing: 8) {
                    DFText("Booking \(booking.id)", style: .headline)
                    DFText(booking.nights == 1 ? "1 night" : "\(booking.nights) nights")
                    DFText("Breakfast 7:00–10:30 in the lobby", style: .caption)
                }
            }
            .frame(maxWidth: 420)
            HStack(spacing: 16) {
                DFButton("Not me") { desk.step = .find }
                    .dfButtonStyle(.outlined)
                DFButton("Check in") { desk.checkIn(booking) }
            }
        }
        .padding(24)
    }
}

struct DoneScreen: View {
    let booking: Booking
    @Environment(FrontDesk.self) private var desk

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "checkmark.circle.fill").font(.system(size: 56)).foregroundStyle(.green)
            DFText("Room \(booking.room)", style: .display)
            DFText("Take your key card from the slot below", style: .body)
            DFButton("Done") { desk.startOver() }
        }
        .padding(24)
        .onTimeout(after: 20, id: booking) { desk.startOver() }
    }
}
