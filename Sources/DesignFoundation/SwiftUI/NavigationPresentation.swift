// Screens pushed by a Boolean binding: `.navigationDestination(isPresented:destination:)` and
// the earlier `NavigationLink(destination:isActive:)` and `NavigationLink(tag:selection:)`.
// Setting the binding pushes the screen; popping it (Back, the edge swipe, `dismiss`) sets
// the binding back to false, and setting it false pops the screen.

/// The identity of one binding's screen in a navigator, and how to tell the binding it was popped.
@MainActor
final class NavigationPresenter {
    var onDismiss: (@MainActor () -> Void)?
    func dismissed() { onDismiss?() }
}

/// Keeps a navigator's screen for `isPresented` in step with it.
struct PresentedDestination<Destination: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let destination: Destination
    @State private var presenter = NavigationPresenter()
    @Environment(\.dfNavigator) private var navigator

    func body(content: Content) -> some View {
        let presenter = presenter, navigator = navigator, isPresented = isPresented, destination = destination
        presenter.onDismiss = { if isPresented.wrappedValue { isPresented.wrappedValue = false } }
        return content.onChange(of: isPresented.wrappedValue, initial: true) { _, shown in
            guard let navigator else { return }
            if shown {
                navigator.push(presentedBy: presenter) { destination }
            } else {
                navigator.dismiss(presenter)
            }
        }
    }
}

extension View {
    /// Pushes `destination` onto the navigation stack around while `isPresented` is true;
    /// popping the screen sets it to false.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        modifier(PresentedDestination(isPresented: isPresented, destination: destination()))
    }
}

extension NavigationLink {
    /// A link that pushes `destination` while `isActive` is true (SwiftUI's earlier form):
    /// tapping sets it, popping the screen clears it.
    public init<Destination: View>(
        destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), push: { _ in isActive.wrappedValue = true })
        activation = (isActive, AnyView(destination))
    }

    /// A link that pushes `destination` while `isActive` is true.
    public init<Destination: View>(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that pushes `destination` while `selection` is `tag` (one of a list's links
    /// chosen by a value): tapping sets it, popping the screen clears it.
    public init<V: Hashable, Destination: View>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        let isActive = Binding<Bool>(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
        self.init(destination: destination, isActive: isActive, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination` while `isActive` is true.
    public init<Destination: View>(_ title: String, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }
    /// A link titled `title` that pushes `destination` while `selection` is `tag`.
    public init<V: Hashable, Destination: View>(
        _ title: String, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}
