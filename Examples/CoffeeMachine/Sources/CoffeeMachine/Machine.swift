import DesignFoundation

/// A drink on the menu.
struct Drink: Hashable, Identifiable {
    let name: String
    let symbol: String
    let price: Int  // cents
    let seconds: Double  // brewing time

    var id: String { name }

    static let menu = [
        Drink(name: "Espresso", symbol: "cup.and.saucer.fill", price: 220, seconds: 6),
        Drink(name: "Cappuccino", symbol: "cup.and.saucer", price: 340, seconds: 9),
        Drink(name: "Latte", symbol: "takeoutbag.and.cup.and.straw", price: 360, seconds: 10),
        Drink(name: "Americano", symbol: "mug", price: 280, seconds: 7),
        Drink(name: "Hot chocolate", symbol: "flame", price: 300, seconds: 8),
        Drink(name: "Tea", symbol: "leaf", price: 200, seconds: 5),
    ]
}

/// What the customer picks on the options screen.
struct Order: Hashable {
    enum Size: String, CaseIterable { case small = "Small", regular = "Regular", large = "Large" }

    var drink: Drink
    var size = Size.regular
    var strength = 3
    var oatMilk = false
    var extraShot = false

    var price: Int {
        let base = drink.price + (size == .small ? -40 : size == .large ? 60 : 0)
        return base + (oatMilk ? 50 : 0) + (extraShot ? 70 : 0)
    }
}

/// The operator's settings, behind the PIN.
struct MachineSettings: Hashable {
    var pin = "2580"
    var idleSeconds = 120.0
    var cupsLeft = 48
    var cleaningDue = false
}

/// The machine's state: where the customer is, the order being made, the settings.
@Observable
final class Machine {
    enum Route: Hashable {
        case options(Drink)
        case brewing
        case settings
    }

    var path: [Route] = []
    var order: Order?
    var settings = MachineSettings()
    var cupsServed = 0

    /// Starts brewing what the options screen holds.
    func brew(_ order: Order) {
        self.order = order
        path.append(.brewing)
    }

    /// The brewing screen calls this when the cup is ready.
    func served() {
        cupsServed += 1
        settings.cupsLeft = max(0, settings.cupsLeft - 1)
    }

    func returnHome() {
        path = []
        order = nil
    }
}

/// "€3.40" from cents.
func euros(_ cents: Int) -> String {
    let c = cents % 100
    return "€\(cents / 100).\(c < 10 ? "0" : "")\(c)"
}
