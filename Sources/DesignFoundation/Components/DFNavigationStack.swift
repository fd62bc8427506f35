import Observation

/// The screens of a navigation stack above its root, and the calls that move through them.
/// Views inside the stack reach it as `@Environment(\.dfNavigator)`.
@MainActor
@Observable
public final class DFNavigator {
    struct Screen: Identifiable {
        let id: Int
        var title: String
        var trailing: AnyView?
        var leading: AnyView?
        var hidesBackButton = false
        let content: AnyView
        /// The path value the screen shows (nil: pushed as a view).
        var value: AnyHashable?
        /// The binding that presents the screen (`.navigationDestination(isPresented:)`,
        /// `NavigationLink(isActive:)`), told when the screen is popped.
        var presenter: NavigationPresenter?
    }
    private(set) var screens: [Screen] = []
    private var counter = 0
    /// The root's title when its content names it (`.navigationTitle`).
    private(set) var rootTitle: String?
    private(set) var rootTrailing: AnyView?
    private(set) var rootLeading: AnyView?
    /// Destinations for pushed values, by the value's type (`.navigationDestination(for:)`).
    @ObservationIgnored var destinations: [ObjectIdentifier: @MainActor (Any) -> AnyView] = [:]
    /// Set when the stack follows a path binding: pushes and pops of values write the path,
    /// and the screens follow it (`sync(path:)`).
    @ObservationIgnored var pathWriter: (@MainActor ([AnyHashable]) -> Void)?

    /// A navigator with no screen pushed.
    public init() {}

    /// How many screens are above the root.
    public var depth: Int { screens.count }
    /// The titles of the screens above the root, bottom first.
    public var titles: [String] { screens.map(\.title) }

    /// Slides a new screen in from the trailing edge.
    public func push<Content: View>(_ title: String, trailing: AnyView? = nil, @ViewBuilder content: () -> Content) {
        counter += 1
        let screen = Screen(id: counter, title: title, trailing: trailing, content: AnyView(content()))
        withAnimation(.easeInOut(duration: 0.3)) { screens.append(screen) }
    }

    /// Slides the top screen out to the trailing edge.
    public func pop() {
        guard let top = screens.last else { return }
        if let write = pathWriter, top.value != nil {
            write(Array(pathValues.dropLast()))
            return
        }
        withAnimation(.easeInOut(duration: 0.3)) { _ = screens.removeLast() }
        top.presenter?.dismissed()
    }

    /// Pushes `content` for `presenter`, which is told when the screen is popped.
    func push<Content: View>(presentedBy presenter: NavigationPresenter, content: () -> Content) {
        guard !isPresenting(presenter) else { return }
        counter += 1
        let screen = Screen(id: counter, title: "", content: AnyView(content()), presenter: presenter)
        withAnimation(.easeInOut(duration: 0.3)) { screens.append(screen) }
    }

    /// Whether a screen `presenter` pushed is in the stack.
    func isPresenting(_ presenter: NavigationPresenter) -> Bool { screens.contains { $0.presenter === presenter } }

    /// Pops the screen `presenter` pushed and those above it (its binding turned false).
    func dismiss(_ presenter: NavigationPresenter) {
        guard let i = screens.firstIndex(where: { $0.presenter === presenter }) else { return }
        let removed = screens[(i + 1)...]
        withAnimation(.easeInOut(duration: 0.3)) { screens.removeSubrange(i...) }
        for screen in removed { screen.presenter?.dismissed() }
    }

    /// Pushes the destination registered for `value`'s type; nothing happens without one.
    public func push<V: Hashable>(value: V) {
        if let write = pathWriter {
            write(pathValues + [AnyHashable(value)])
            return
        }
        guard destinations[ObjectIdentifier(V.self)] != nil else { return }
        appendScreen(for: AnyHashable(value))
    }

    /// The values of the screens pushed for values, bottom first (the path).
    public var pathValues: [AnyHashable] { screens.prefix { $0.value != nil }.compactMap(\.value) }

    private func appendScreen(for value: AnyHashable) {
        counter += 1
        let screen = Screen(
            id: counter, title: "", trailing: nil, content: AnyView(NavigationDestinationView(value: value)),
            value: value)
        withAnimation(.easeInOut(duration: 0.3)) { screens.append(screen) }
    }

    /// Makes the screens show `values`: screens that already show the start of the path stay
    /// (with their state), the rest are popped, and screens for the new values are pushed.
    func sync(path values: [AnyHashable]) {
        let current = pathValues
        guard current != values else { return }
        var common = 0
        while common < min(current.count, values.count), current[common] == values[common] { common += 1 }
        var next = Array(screens.prefix(common))
        let dropped = screens[common...]
        for value in values[common...] {
            counter += 1
            next.append(
                Screen(
                    id: counter, title: "", trailing: nil, content: AnyView(NavigationDestinationView(value: value)),
                    value: value))
        }
        withAnimation(.easeInOut(duration: 0.3)) { screens = next }
        for screen in dropped { screen.presenter?.dismissed() }
    }

    /// Names the screen `level` (0: the root); set from inside it by `.navigationTitle`.
    func setTitle(_ title: String, level: Int) {
        if level == 0 {
            if rootTitle != title { rootTitle = title }
            return
        }
        if let i = screens.firstIndex(where: { $0.id == level }), screens[i].title != title { screens[i].title = title }
    }

    /// Puts trailing bar items on the screen `level` (set once per screen: `.toolbar`).
    func setTrailing(_ view: AnyView, level: Int) {
        if level == 0 {
            if rootTrailing == nil { rootTrailing = view }
            return
        }
        if let i = screens.firstIndex(where: { $0.id == level }), screens[i].trailing == nil {
            screens[i].trailing = view
        }
    }

    /// Puts leading bar items on the screen `level`, after its back button (set once per
    /// screen: `.navigationBarItems(leading:)`).
    func setLeading(_ view: AnyView, level: Int) {
        if level == 0 {
            if rootLeading == nil { rootLeading = view }
            return
        }
        if let i = screens.firstIndex(where: { $0.id == level }), screens[i].leading == nil {
            screens[i].leading = view
        }
    }

    /// Hides or shows the back button of the screen `level` (and with it the edge swipe), as
    /// a payment or brewing screen that must not be left half-way needs.
    func setBackButtonHidden(_ hidden: Bool, level: Int) {
        if let i = screens.firstIndex(where: { $0.id == level }), screens[i].hidesBackButton != hidden {
            screens[i].hidesBackButton = hidden
        }
    }

    /// Goes back to the root screen.
    public func popToRoot() {
        guard !screens.isEmpty else { return }
        if let write = pathWriter { write([]) }
        let removed = screens
        withAnimation(.easeInOut(duration: 0.3)) { screens.removeAll() }
        for screen in removed { screen.presenter?.dismissed() }
    }
}

/// The screen for a path value: the destination registered for the value's type, looked up
/// when the screen is built (a path restored at launch comes before the registrations run).
struct NavigationDestinationView: View {
    let value: AnyHashable
    @Environment(\.dfNavigator) private var navigator
    @Environment(\.dfTheme) private var theme
    var body: some View {
        if let make = navigator?.destinations[ObjectIdentifier(type(of: value.base))] {
            make(value.base)
        } else {
            Text("No destination for \(String(describing: type(of: value.base)))")
                .foregroundStyle(theme.colors.textSecondary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

struct DFNavigatorKey: EnvironmentKey { static let defaultValue: DFNavigator? = nil }
struct NavigationContentAlignmentKey: EnvironmentKey { static let defaultValue = Alignment.topLeading }
extension EnvironmentValues {
    /// Where a screen smaller than the space under the bar sits: DF screens at the top leading
    /// corner, SwiftUI's `NavigationStack` screens in the centre, as SwiftUI places them.
    var navigationContentAlignment: Alignment {
        get { self[NavigationContentAlignmentKey.self] }
        set { self[NavigationContentAlignmentKey.self] = newValue }
    }
}
struct DFNavigationLevelKey: EnvironmentKey { static let defaultValue = 0 }
extension EnvironmentValues {
    /// Which screen of its navigation stack this view is on (0: the root).
    public internal(set) var dfNavigationLevel: Int {
        get { self[DFNavigationLevelKey.self] }
        set { self[DFNavigationLevelKey.self] = newValue }
    }
    /// The navigation stack this view is in (nil outside one).
    public var dfNavigator: DFNavigator? {
        get { self[DFNavigatorKey.self] }
        set { self[DFNavigatorKey.self] = newValue }
    }
}

/// A stack of screens under a navigation bar: push and pop slide screens in and out from the
/// trailing edge; the bar's back button, or a swipe from the leading edge, goes back.
public struct DFNavigationStack<Root: View>: View {
    let title: String
    let trailing: AnyView?
    let root: Root
    let path: Binding<[AnyHashable]>?
    @State private var navigator = DFNavigator()
    @State private var swipe = 0.0
    @Environment(\.dfTheme) private var theme
    @Environment(\.navigationContentAlignment) private var contentAlignment

    /// A stack of screens under a navigation bar titled `title`, starting at `root`.
    public init(_ title: String, trailing: AnyView? = nil, @ViewBuilder root: () -> Root) {
        self.title = title
        self.trailing = trailing
        self.root = root()
        path = nil
    }

    /// A stack whose screens show the values of `path`: changing the path pushes and pops, and
    /// links, the back button and the edge swipe write it.
    public init(_ title: String, path: Binding<[AnyHashable]>, trailing: AnyView? = nil, @ViewBuilder root: () -> Root)
    {
        self.title = title
        self.trailing = trailing
        self.root = root()
        self.path = path
    }

    public var body: some View {
        let nav = navigator
        if let path {
            nav.pathWriter = { path.wrappedValue = $0 }
            nav.sync(path: path.wrappedValue)
        }
        let t = theme
        let screens = nav.screens
        return ZStack {
            level(
                title: nav.rootTitle ?? title, leading: nav.rootLeading, trailing: trailing ?? nav.rootTrailing,
                content: AnyView(root), back: nil, isTop: screens.isEmpty, id: 0)
            ForEach(screens) { screen in
                let isTop = screen.id == screens.last?.id
                let rootTitle = nav.rootTitle ?? title
                let backTitle =
                    screens.firstIndex { $0.id == screen.id }.map { $0 == 0 ? rootTitle : screens[$0 - 1].title }
                    ?? rootTitle
                level(
                    title: screen.title, leading: screen.leading, trailing: screen.trailing, content: screen.content,
                    back: screen.hidesBackButton ? nil : (backTitle.isEmpty ? "Back" : backTitle),
                    isTop: isTop, id: screen.id
                )
                .offset(x: isTop ? swipe : 0)
                .transition(.move(edge: .trailing))
            }
        }
        .clipped()
        .environment(\.dfNavigator, nav)
        .background(t.colors.background)
    }

    @ViewBuilder
    func level(
        title: String, leading: AnyView?, trailing: AnyView?, content: AnyView, back: String?, isTop: Bool, id: Int
    ) -> some View {
        let nav = navigator
        let t = theme
        let backButton: AnyView? = back.map { backTitle in
            AnyView(
                Button {
                    nav.pop()
                } label: {
                    HStack(spacing: 2) {
                        Image(systemName: "chevron.left").font(.system(size: 20, weight: .semibold))
                        Text(backTitle).font(t.typography.body.font).lineLimit(1)
                    }
                    .foregroundStyle(t.colors.primary)
                    .frame(minHeight: 44)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Back"))
        }
        let leadingItems: AnyView? =
            switch (backButton, leading) {
            case (let back?, let items?):
                AnyView(
                    HStack(spacing: 8) {
                        back
                        items
                    })
            case (let back?, nil): back
            case (nil, let items?): items
            case (nil, nil): nil
            }
        VStack(spacing: 0) {
            DFNavigationBar(title, leading: leadingItems, trailing: trailing)
            content.environment(\.navigationContentAlignment, .topLeading)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: contentAlignment)
                .environment(\.dfNavigationLevel, id)
        }
        .background(t.colors.background)
        .allowsHitTesting(isTop)
        .accessibilityHidden(!isTop)
        .overlay(alignment: .leading) {
            // The strip along the leading edge where a swipe goes back.
            if back != nil && isTop { edgeSwipe }
        }
    }

    var edgeSwipe: some View {
        let nav = navigator
        return Color.clear
            .frame(width: 20)
            .frame(maxHeight: .infinity)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 6)
                    .onChanged { v in swipe = max(0, v.translation.width) }
                    .onEnded { v in
                        if v.predictedEndTranslation.width > 160 || v.translation.width > 200 {
                            swipe = 0
                            nav.pop()
                        } else {
                            withAnimation(.easeOut(duration: 0.25)) { swipe = 0 }
                        }
                    }
            )
            .accessibilityHidden(true)
    }
}

/// A button that pushes `destination` onto the enclosing navigation stack.
public struct DFNavigationLink<Label: View, Destination: View>: View {
    let title: String
    let destination: Destination
    let label: Label
    @Environment(\.dfNavigator) private var navigator

    /// A row that pushes `destination` onto the enclosing `DFNavigationStack` when tapped.
    public init(_ title: String, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.title = title
        self.destination = destination()
        self.label = label()
    }

    public var body: some View {
        let nav = navigator
        let destination = destination, title = title
        return Button {
            nav?.push(title) { destination }
        } label: {
            label
        }
        .buttonStyle(.plain)
    }
}
