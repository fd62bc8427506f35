// Typical SwiftUI code, as an app developer writes it; only the import differs from an
// Apple-platform project. It must compile and render.
import Testing
import Observation
import KioskUI

struct Drink: Identifiable, Hashable {
    let id = UUIDLike.next()
    var name: String
    var price: Double
    var symbol: String
}

/// Stands in for Foundation's UUID here (KioskUI does not re-export Foundation; #14 does).
enum UUIDLike {
    nonisolated(unsafe) static var counter = 0
    static func next() -> Int {
        counter += 1
        return counter
    }
}

@Observable final class Cart: @unchecked Sendable {
    var items: [Drink] = []
    var total: Double { items.reduce(0) { $0 + $1.price } }
}

enum Status { case idle, busy, failed(String) }

struct DrinkRow: View {
    let drink: Drink
    @Binding var selected: Drink?
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: drink.symbol)
                .font(.title2)
                .foregroundStyle(.blue)
                .frame(width: 44, height: 44)
                .background(Circle().fill(Color.blue.opacity(0.12)))
            VStack(alignment: .leading, spacing: 2) {
                Text(drink.name).font(.headline)
                Text("Hot or iced").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("$" + String(Int(drink.price)))
                .font(.system(size: 17, weight: .semibold))
                .monospacedDigitIfAvailable()
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .fill(
                    selected == drink ? Color.blue.opacity(0.15) : (colorScheme == .dark ? Color(white: 0.15) : .white))
        )
        .overlay(
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .stroke(selected == drink ? Color.blue : Color.gray.opacity(0.3), lineWidth: 1)
        )
    }
}

extension View {
    func monospacedDigitIfAvailable() -> some View { self.font(.body.monospacedDigit()) }
}

struct MenuScreen: View {
    let cart: Cart
    let status: Status
    @State private var selected: Drink?
    @State private var drinks = [
        Drink(name: "Espresso", price: 3, symbol: "cup.and.saucer"),
        Drink(name: "Green tea", price: 4, symbol: "leaf"),
        Drink(name: "Orange juice", price: 5, symbol: "sun.max"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Menu").font(.largeTitle.bold())
                Spacer()
                ZStack(alignment: .topTrailing) {
                    Image(systemName: "cart").font(.title)
                    if !cart.items.isEmpty {
                        Text("\(cart.items.count)")
                            .font(.caption2).bold()
                            .foregroundStyle(.white)
                            .padding(4)
                            .background(Capsule().fill(Color.red))
                            .offset(x: 8, y: -8)
                    }
                }
            }
            switch status {
            case .idle:
                EmptyView()
            case .busy:
                Text("Preparing…").foregroundStyle(.secondary)
            case .failed(let message):
                Label(message)
            }
            ForEach(drinks) { drink in
                DrinkRow(drink: drink, selected: $selected)
            }
            Divider()
            HStack {
                Text("Total")
                Spacer()
                Text("$" + String(Int(cart.total))).bold()
            }
            .font(.title3)
            Text("Prices include tax. Tap a drink to add it to your order; you can change it at checkout.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .lineLimit(2)
                .frame(maxWidth: .infinity)
        }
        .padding()
        .background(
            LinearGradient(
                colors: [Color(red: 0.95, green: 0.96, blue: 1.0), .white], startPoint: .top, endPoint: .bottom))
    }
}

/// A small helper view with an optional in its builder.
struct Label: View {
    let text: String?
    init(_ text: String?) { self.text = text }
    var body: some View {
        if let text {
            Text(text).foregroundStyle(.red)
        }
    }
}

@MainActor
@Suite struct TypicalSwiftUICodeTests {
    @Test func typicalScreenCompilesAndRendersInBothSchemes() {
        let cart = Cart()
        cart.items = [Drink(name: "Espresso", price: 3, symbol: "cup.and.saucer")]
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                MenuScreen(cart: cart, status: .failed("Card reader offline")), size: Size(width: 390, height: 700),
                scale: 2, colorScheme: scheme, fonts: Fixtures.fonts)
            r.render()
            #expect(r.graph.bodyEvaluationsByType["DrinkRow"] == 3)
            if scheme == .light { UIGolden.check(r.buffer, named: "typical-menu-light") }
        }
    }
}
