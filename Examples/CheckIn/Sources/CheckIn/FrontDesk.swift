import DesignFoundation

struct Booking: Hashable, Identifiable {
    let id: String  // the reference on the confirmation e-mail
    let lastName: String
    let guest: String
    let nights: Int
    let room: String

    static let samples = [
        Booking(id: "KX4Q7", lastName: "Lindqvist", guest: "Maja Lindqvist", nights: 3, room: "412"),
        Booking(id: "B72MA", lastName: "Okafor", guest: "Chidi Okafor", nights: 1, room: "108"),
    ]
}

/// The check-in's state: which step, and the bookings it can find.
@Observable
final class FrontDesk {
    enum Step: Hashable {
        case welcome, find
        case confirm(Booking)
        case done(Booking)
    }

    var step = Step.welcome
    private let bookings: [Booking]
    private(set) var checkedIn: [String] = []

    init(bookings: [Booking]) { self.bookings = bookings }

    /// The booking with this reference and last name, as a guest types them (any case, spaces
    /// around).
    func find(reference: String, lastName: String) -> Booking? {
        let reference = reference.trimmed.uppercased(), name = lastName.trimmed.lowercased()
        return bookings.first { $0.id == reference && $0.lastName.lowercased() == name }
    }

    func checkIn(_ booking: Booking) {
        checkedIn.append(booking.id)
        step = .done(booking)
    }

    func startOver() { step = .welcome }
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
