import DesignFoundation

@main
struct CheckIn: App {
    @State private var desk = FrontDesk(bookings: Booking.samples)

    var body: some Scene {
        WindowGroup {
            CheckInScreen()
                .environment(desk)
        }
    }
}

/// The steps of a check-in, one screen each; a minute without a touch starts over.
struct CheckInScreen: View {
    @Environment(FrontDesk.self) private var desk

    var body: some View {
        ZStack {
            switch desk.step {
            case .welcome: WelcomeScreen()
            case .find: FindBookingScreen()
            case .confirm(let booking): ConfirmScreen(booking: booking)
            case .done(let booking): DoneScreen(booking: booking)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .animation(.easeInOut(duration: 0.25), value: desk.step)
        .onIdle(after: 60) { desk.startOver() }
    }
}
