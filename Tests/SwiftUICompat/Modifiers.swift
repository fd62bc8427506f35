// SwiftUI code as it is written for Apple platforms: only the import differs.
import DesignFoundation

/// A card look applied through a view modifier holding state of its own.
struct CardModifier: ViewModifier {
    var cornerRadius: CGFloat = 12
    @State private var pressed = false
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content
            .padding()
            .background(colorScheme == .dark ? Color.black : Color.white)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            .shadow(radius: pressed ? 2 : 6)
            .onTapGesture { pressed.toggle() }
    }
}

extension View {
    func card(cornerRadius: CGFloat = 12) -> some View {
        modifier(CardModifier(cornerRadius: cornerRadius))
    }
}

struct Highlight: ViewModifier {
    func body(content: Content) -> some View { content.foregroundColor(.orange) }
}

struct ModifierScreen: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 16) {
            Text("Count \(count)").card()
            Text("Plain").modifier(Highlight())
            Text("Both").modifier(Highlight().concat(CardModifier()))
            Button("Add") { count += 1 }
        }
        .onChange(of: count) { oldValue, newValue in
            print("count went from \(oldValue) to \(newValue)")
        }
        .onChange(of: count) {
            print("changed")
        }
    }
}
