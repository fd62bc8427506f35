/// One tab: its id, symbol and label (and an optional badge count).
public struct DFTabItem: Hashable, Sendable, Identifiable {
    public let id: String
    /// The tab's icon.
    public let icon: String
    /// The tab's label.
    public let label: String
    /// A number shown on the tab, if any.
    public let badge: Int?
    /// A tab with an id for the selection, an icon, a label and an optional badge.
    public init(id: String, icon: String, label: String, badge: Int? = nil) {
        self.id = id
        self.icon = icon
        self.label = label
        self.badge = badge
    }
}

/// What a `DFTabBarStyle` draws `DFTabBar` from: its content, its state and the active theme.
public struct DFTabBarStyleConfiguration {
    /// The tabs, in order.
    public let items: [DFTabItem]
    /// The selected tab's id.
    public let selectedID: String
    /// Call with an item's id to change the selection.
    public let onSelect: @MainActor (String) -> Void
    /// The active theme.
    public let theme: DFTheme
}

/// Tab bar styles are main-actor isolated (they build buttons that call `onSelect`).
@MainActor
public protocol DFTabBarStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFTabBarStyleConfiguration) -> Body
}

/// A type-erased `DFTabBarStyle`, as the environment holds the one `.dfTabBarStyle(_:)` sets.
public struct AnyDFTabBarStyle: DFTabBarStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFTabBarStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFTabBarStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFTabBarStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFTabBarStyleKey: EnvironmentKey { static let defaultValue = AnyDFTabBarStyle(DFStandardTabBarStyle()) }
extension EnvironmentValues {
    /// The style of the `DFTabBar` views below (`.dfTabBarStyle(_:)`).
    public var dfTabBarStyle: AnyDFTabBarStyle {
        get { self[DFTabBarStyleKey.self] }
        set { self[DFTabBarStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFTabBar` views below; the innermost setting wins.
    public func dfTabBarStyle<S: DFTabBarStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfTabBarStyle, (style as? AnyDFTabBarStyle) ?? AnyDFTabBarStyle(style))
    }
}

/// A bar of tabs at the bottom of a screen; a tap selects one.
public struct DFTabBar: View {
    let items: [DFTabItem]
    @Binding var selection: String
    @Environment(\.dfTabBarStyle) private var style
    @Environment(\.dfTheme) private var theme

    /// A bar of tabs along the bottom, bound to `selection` (an item's id).
    public init(items: [DFTabItem], selection: Binding<String>) {
        self.items = items
        _selection = selection
    }

    public var body: some View {
        let binding = $selection
        return style.makeBody(
            configuration: DFTabBarStyleConfiguration(
                items: items, selectedID: selection,
                onSelect: { binding.wrappedValue = $0 }, theme: theme))
    }
}

/// Icon over label, the selected tab in the primary colour, on the elevated surface with a
/// hairline above.
public struct DFStandardTabBarStyle: DFTabBarStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFTabBarStyleConfiguration) -> some View {
        dfTabButtons(c, showsLabels: true)
            .padding(.vertical, c.theme.spacing.xs)
            .background(
                c.theme.colors.surfaceElevated.overlay(alignment: .top) {
                    Rectangle().fill(c.theme.colors.border).frame(height: 1)
                })
    }
}

/// Icons only, the selected one with a dot beneath; no background.
public struct DFMinimalTabBarStyle: DFTabBarStyle, Sendable {
    /// The style; `.minimal` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFTabBarStyleConfiguration) -> some View {
        dfTabButtons(c, showsLabels: false).padding(.vertical, c.theme.spacing.xs)
    }
}

/// A floating frosted capsule.
public struct DFGlassTabBarStyle: DFTabBarStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFTabBarStyleConfiguration) -> some View {
        dfTabButtons(c, showsLabels: true)
            .padding(.vertical, c.theme.spacing.xs)
            .padding(.horizontal, c.theme.spacing.sm)
            .background(.regularMaterial, in: Capsule())
            .overlay(Capsule().strokeBorder(Color.white.opacity(0.45), lineWidth: 1))
            .padding(.horizontal, c.theme.spacing.lg)
            .padding(.bottom, c.theme.spacing.sm)
    }
}

@MainActor
func dfTabButtons(_ c: DFTabBarStyleConfiguration, showsLabels: Bool) -> some View {
    let t = c.theme
    return HStack(spacing: 0) {
        ForEach(c.items) { item in
            let selected = item.id == c.selectedID
            Button {
                c.onSelect(item.id)
            } label: {
                VStack(spacing: 2) {
                    ZStack(alignment: .topTrailing) {
                        Image(systemName: item.icon).font(.system(size: 22, weight: selected ? .semibold : .regular))
                        if let badge = item.badge, badge > 0 {
                            Text("\(badge)").font(.system(size: 11, weight: .bold)).foregroundStyle(Color.white)
                                .padding(.horizontal, 5).frame(minWidth: 18, minHeight: 18)
                                .background(Capsule().fill(t.colors.destructive))
                                .offset(x: 12, y: -6)
                        }
                    }
                    if showsLabels {
                        Text(item.label).font(t.typography.caption.font.weight(selected ? .semibold : .regular))
                    } else {
                        Circle().fill(selected ? t.colors.primary : Color.clear).frame(width: 5, height: 5)
                    }
                }
                .foregroundStyle(selected ? t.colors.primary : t.colors.textSecondary)
                .frame(maxWidth: .infinity, minHeight: 48)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(item.label)
            .accessibilityValue(item.badge.map { "\($0) new" } ?? "")
            .accessibilityAddTraits(selected ? .isSelected : [])
        }
    }
}

extension DFTabBarStyle where Self == DFStandardTabBarStyle {
    /// Icon over label, the selected tab in the primary colour, on the elevated surface with a
    /// hairline above.
    public static var standard: DFStandardTabBarStyle { DFStandardTabBarStyle() }
}
extension DFTabBarStyle where Self == DFMinimalTabBarStyle {
    /// Icons only, the selected one with a dot beneath; no background.
    public static var minimal: DFMinimalTabBarStyle { DFMinimalTabBarStyle() }
}
extension DFTabBarStyle where Self == DFGlassTabBarStyle {
    /// A floating frosted capsule.
    public static var glass: DFGlassTabBarStyle { DFGlassTabBarStyle() }
}
