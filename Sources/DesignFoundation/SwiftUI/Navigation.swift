// SwiftUI's navigation and tab containers on DesignFoundation's: NavigationStack is a
// DFNavigationStack (DF navigation bar, slides, back button, edge swipe), TabView a DFTabBar
// under the selected tab.

/// A stack of screens (SwiftUI's `NavigationStack`); links push values that
/// `.navigationDestination(for:)` turns into screens.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: Binding<[AnyHashable]>?
    /// A stack of screens starting at `root`; links push onto it.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// A stack that shows `path`: each value is a screen from `.navigationDestination(for:)`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// A stack that shows a typed path (`@State var path: [Item] = []`).
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable & SendableMetatype
    {
        self.root = root()
        self.path = Binding(
            get: { path.wrappedValue.map(AnyHashable.init) },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    public var body: some View {
        Group {
            if let path { DFNavigationStack("", path: path) { root } } else { DFNavigationStack("") { root } }
        }
        .environment(\.navigationContentAlignment, .center)
    }
}

/// SwiftUI's earlier navigation container, deprecated there in favour of `NavigationStack`:
/// a stack whose links push views (`NavigationLink(destination:label:)`).
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A stack of screens starting at `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

/// SwiftUI's namespace for the navigation bar's title modes.
public enum NavigationBarItem {
    /// How large the title is drawn. A kiosk's navigation bar has one title size, so each mode
    /// draws the same, inline title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The platform's choice.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title below the bar.
        case large
    }
}

/// The values of a navigation stack's screens, of any types (SwiftUI's `NavigationPath`).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]
    /// No screen pushed.
    public init() { elements = [] }
    /// The screens for `values`, pushed in order.
    public init<S: Sequence>(_ values: S) where S.Element: Hashable & SendableMetatype {
        elements = values.map(AnyHashable.init)
    }
    /// How many screens are pushed.
    public var count: Int { elements.count }
    /// Whether only the root screen shows.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes the screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops the last `k` screens.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

/// A button that pushes a screen: for a value (through `.navigationDestination`), or a view.
/// In a `List` or a `Form` it is a row with a disclosure chevron; elsewhere a button in the
/// ambient `.buttonStyle` (a tile with `.buttonStyle(.plain)`), as in SwiftUI.
public struct NavigationLink<Label: View>: View {
    let label: Label
    let push: @MainActor (DFNavigator) -> Void
    /// For a link driven by a binding: the binding and the screen it pushes.
    var activation: (isActive: Binding<Bool>, destination: AnyView)?
    @Environment(\.dfNavigator) private var navigator
    @Environment(\.dfTheme) private var theme
    @Environment(\.isListRow) private var isListRow

    init(label: Label, push: @escaping @MainActor (DFNavigator) -> Void) {
        self.label = label
        self.push = push
    }
    /// A row showing `label` that pushes the screen for `value`.
    public init<V: Hashable>(value: V, @ViewBuilder label: () -> Label) {
        self.init(label: label(), push: { $0.push(value: value) })
    }
    /// A row showing `label` that pushes `destination` when tapped.
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        let d = destination()
        push = { $0.push("") { d } }
    }

    @ViewBuilder public var body: some View {
        if let activation {
            link.navigationDestination(isPresented: activation.isActive) { activation.destination }
        } else {
            link
        }
    }

    @ViewBuilder private var link: some View {
        let nav = navigator, push = push
        if isListRow {
            row(nav, push)
        } else {
            Button {
                if let nav { push(nav) }
            } label: {
                label
            }
        }
    }

    private func row(_ nav: DFNavigator?, _ push: @escaping @MainActor (DFNavigator) -> Void) -> some View {
        Button {
            if let nav { push(nav) }
        } label: {
            HStack {
                label.foregroundStyle(theme.colors.textPrimary)
                Spacer(minLength: theme.spacing.sm)
                Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold)).foregroundStyle(
                    theme.colors.textSecondary
                )
                .accessibilityHidden(true)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

extension NavigationLink {
    /// A row showing `label` that pushes `destination` (SwiftUI's earlier form, a view value).
    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A row titled `title` that pushes `destination` (SwiftUI's earlier form, a view value).
    public init<Destination: View>(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
    /// A row titled `title` that pushes the screen `.navigationDestination` gives for `value`.
    public init<V: Hashable>(_ title: String, value: V) { self.init(value: value) { Text(title) } }
    /// A row titled `title` that pushes `destination` when tapped.
    public init<Destination: View>(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// Registers the screens for values of `type` with the stack around (and writes the title and
/// toolbar of the screen it is on): views that configure their navigation stack.
struct NavigationConfigurator<Content: View>: View {
    let content: Content
    let configure: @MainActor (DFNavigator, Int) -> Void
    @Environment(\.dfNavigator) private var navigator
    @Environment(\.dfNavigationLevel) private var level
    var body: some View {
        if let navigator { configure(navigator, level) }
        return content
    }
}

/// Where a toolbar item goes; trailing placements put it in the navigation bar's trailing end.
public enum ToolbarItemPlacement: Hashable, Sendable {
    case automatic, primaryAction, confirmationAction, cancellationAction, topBarTrailing, topBarLeading,
        navigationBarTrailing, navigationBarLeading
}

/// A view that `.toolbar` places in the navigation bar (SwiftUI's `ToolbarItem`).
public struct ToolbarItem<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    /// An item of `content` at `placement` in the navigation bar.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    public var body: some View { content }
}

extension View {
    /// The screen a `NavigationLink(value:)` of type `D` pushes.
    public func navigationDestination<D: Hashable, Destination: View>(
        for type: D.Type,
        @ViewBuilder destination: @escaping @MainActor (D) -> Destination
    ) -> some View {
        NavigationConfigurator(content: self) { nav, _ in
            nav.destinations[ObjectIdentifier(D.self)] = { value in AnyView(destination(value as! D)) }
        }
    }

    /// The title of the navigation bar of the screen this view is on.
    public func navigationTitle(_ title: String) -> some View {
        NavigationConfigurator(content: self) { nav, level in nav.setTitle(title, level: level) }
    }

    /// The title of the navigation bar of the screen this view is on (SwiftUI's earlier name
    /// of `navigationTitle`).
    public func navigationBarTitle(_ title: String) -> some View { navigationTitle(title) }

    /// The title of the navigation bar of the screen this view is on, drawn inline whatever the
    /// mode (see `NavigationBarItem.TitleDisplayMode`).
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// Accepted for SwiftUI's sake: the navigation bar has one title size.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Items at the leading end of the navigation bar (after the back button) and at its
    /// trailing end, for the screen this view is on.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        NavigationConfigurator(content: self) { nav, level in
            nav.setLeading(AnyView(HStack(spacing: 12) { leading }), level: level)
            nav.setTrailing(AnyView(HStack(spacing: 12) { trailing }), level: level)
        }
    }

    /// Items at the leading end of the navigation bar of the screen this view is on.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        NavigationConfigurator(content: self) { nav, level in
            nav.setLeading(AnyView(HStack(spacing: 12) { leading }), level: level)
        }
    }

    /// Items at the trailing end of the navigation bar of the screen this view is on.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        NavigationConfigurator(content: self) { nav, level in
            nav.setTrailing(AnyView(HStack(spacing: 12) { trailing }), level: level)
        }
    }

    /// Hides the back button of the screen this view is on, and the edge swipe that goes back:
    /// the screen is left through its own controls (a payment, a brew in progress).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        NavigationConfigurator(content: self) { nav, level in nav.setBackButtonHidden(hidesBackButton, level: level) }
    }

    /// Items for the navigation bar of the screen this view is on (they go at its trailing end).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return NavigationConfigurator(content: self) { nav, level in
            nav.setTrailing(AnyView(HStack(spacing: 12) { items }), level: level)
        }
    }
}

/// Tabs (SwiftUI's `TabView`): the selected child above a DFTabBar built from the children's
/// `.tabItem` labels (`Label`, or `Text` and `Image`) and `.tag`s.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: Binding<SelectionValue>?
    @State private var ownSelection = 0

    /// A tab view whose selected tab (by `.tag`) is bound to `selection`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let children = viewChildren(of: content)
        let tags: [AnyHashable] = children.enumerated().map { $0.element.tag ?? AnyHashable($0.offset) }
        let current: Int =
            selection.flatMap { s in tags.firstIndex(of: AnyHashable(s.wrappedValue)) }
            ?? min(ownSelection, max(0, children.count - 1))
        let items = children.enumerated().map { i, c in Self.tabItem(c, index: i) }
        let own = $ownSelection
        let selection = selection
        let select = Binding<String>(
            get: { "\(current)" },
            set: { id in
                guard let i = Int(id) else { return }
                own.wrappedValue = i
                if let selection, let value = tags[i].base as? SelectionValue { selection.wrappedValue = value }
            })
        return VStack(spacing: 0) {
            if children.indices.contains(current) {
                children[current].view.frame(maxWidth: .infinity, maxHeight: .infinity).id(children[current].id)
            }
            DFTabBar(items: items, selection: select)
        }
    }

    static func tabItem(_ child: ViewChild, index: Int) -> DFTabItem {
        var title = "Tab \(index + 1)", icon = "circle"
        if let label = child.tabItem as? Label {
            title = label.title
            icon = label.systemImage
        } else if let item = child.tabItem {
            for part in viewChildren(of: AnyView(erasing: item)) {
                if let t = part.text { title = t }
            }
        }
        return DFTabItem(id: "\(index)", icon: icon, label: title)
    }
}

extension TabView where SelectionValue == Int {
    /// SwiftUI's tab view: each child's `.tabItem` is its tab.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}
