/// One destination in a sidebar.
public struct DFSidebarItem: Hashable, Sendable, Identifiable {
    public let id: String
    /// The item's icon.
    public let icon: String
    /// The item's label.
    public let label: String
    /// An item with an id for the selection, an icon and a label.
    public init(id: String, icon: String, label: String) {
        self.id = id
        self.icon = icon
        self.label = label
    }
}

/// What a `DFSidebarStyle` draws an item from: the item, whether it is selected or pressed, and the
/// active theme.
public struct DFSidebarItemStyleConfiguration {
    /// The item to draw.
    public let item: DFSidebarItem
    /// Whether the item is the selected one.
    public let isSelected: Bool
    /// Whether a finger is on it.
    public let isPressed: Bool
    /// The active theme.
    public let theme: DFTheme
}

/// Styles a sidebar's item rows (`makeItemBody`), and optionally the panel behind them.
@MainActor
public protocol DFSidebarStyle {
    /// The type of an item's view.
    associatedtype ItemBody: View
    /// One item, drawn from its configuration.
    @ViewBuilder func makeItemBody(configuration: DFSidebarItemStyleConfiguration) -> ItemBody
    /// What lies behind the items.
    func sidebarBackground(theme: DFTheme) -> AnyView
}

extension DFSidebarStyle {
    /// What lies behind the items.
    public func sidebarBackground(theme: DFTheme) -> AnyView {
        AnyView(
            theme.colors.surface.overlay(alignment: .trailing) { Rectangle().fill(theme.colors.border).frame(width: 1) }
        )
    }
}

/// A type-erased `DFSidebarStyle`, as the environment holds the one `.dfSidebarStyle(_:)` sets.
public struct AnyDFSidebarStyle: DFSidebarStyle, @unchecked Sendable {
    private let _item: @MainActor (DFSidebarItemStyleConfiguration) -> AnyView
    private let _background: @MainActor (DFTheme) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFSidebarStyle & Sendable>(_ style: S) {
        _item = { AnyView(style.makeItemBody(configuration: $0)) }
        _background = { style.sidebarBackground(theme: $0) }
    }
    public func makeItemBody(configuration: DFSidebarItemStyleConfiguration) -> some View { _item(configuration) }
    public func sidebarBackground(theme: DFTheme) -> AnyView { _background(theme) }
}

struct DFSidebarStyleKey: EnvironmentKey { static let defaultValue = AnyDFSidebarStyle(DFStandardSidebarStyle()) }
extension EnvironmentValues {
    /// The style of the `DFSidebar` views below (`.dfSidebarStyle(_:)`).
    public var dfSidebarStyle: AnyDFSidebarStyle {
        get { self[DFSidebarStyleKey.self] }
        set { self[DFSidebarStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFSidebar` views below; the innermost setting wins.
    public func dfSidebarStyle<S: DFSidebarStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfSidebarStyle, (style as? AnyDFSidebarStyle) ?? AnyDFSidebarStyle(style))
    }
}

/// A column of destinations at the leading edge; a tap selects one.
public struct DFSidebar: View {
    let title: String?
    let items: [DFSidebarItem]
    @Binding var selection: String
    @Environment(\.dfSidebarStyle) private var style
    @Environment(\.dfTheme) private var theme

    /// A list of destinations down the side of the screen, bound to `selection`.
    public init(_ title: String? = nil, items: [DFSidebarItem], selection: Binding<String>) {
        self.title = title
        self.items = items
        _selection = selection
    }

    public var body: some View {
        let t = theme
        let binding = $selection
        return VStack(alignment: .leading, spacing: t.spacing.xs) {
            if let title {
                Text(title).font(t.typography.headline.font).foregroundStyle(t.colors.textPrimary)
                    .padding(.horizontal, t.spacing.md).padding(.vertical, t.spacing.sm)
            }
            ForEach(items) { item in
                Button {
                    binding.wrappedValue = item.id
                } label: {
                    EmptyView()
                }
                .buttonStyle(
                    DFSidebarRowButtonStyle(style: style, item: item, isSelected: item.id == selection, theme: t)
                )
                .accessibilityLabel(item.label)
                .accessibilityAddTraits(item.id == selection ? .isSelected : [])
            }
            Spacer(minLength: 0)
        }
        .padding(t.spacing.sm)
        .frame(maxHeight: .infinity, alignment: .top)
        .background(style.sidebarBackground(theme: t))
    }
}

/// A row as a button: the sidebar style draws it with the pressed state.
struct DFSidebarRowButtonStyle: ButtonStyle {
    let style: AnyDFSidebarStyle
    let item: DFSidebarItem
    let isSelected: Bool
    let theme: DFTheme
    func makeBody(configuration: ButtonStyleConfiguration) -> some View {
        style.makeItemBody(
            configuration: DFSidebarItemStyleConfiguration(
                item: item, isSelected: isSelected, isPressed: configuration.isPressed, theme: theme))
    }
}

/// Icon and label; the selected row on a tinted rounded fill in the primary colour.
public struct DFStandardSidebarStyle: DFSidebarStyle, Sendable {
    /// The style; `.standard` is the same.
    nonisolated public init() {}
    public func makeItemBody(configuration c: DFSidebarItemStyleConfiguration) -> some View {
        let t = c.theme
        return dfSidebarRow(c)
            .foregroundStyle(c.isSelected ? t.colors.primary : t.colors.textPrimary)
            .background(
                RoundedRectangle(cornerRadius: t.radius.md)
                    .fill(
                        c.isSelected
                            ? t.colors.primary.opacity(0.12)
                            : c.isPressed ? t.colors.textPrimary.opacity(0.06) : Color.clear))
    }
}

/// Text only in weight and colour: the selected row bold, no fills.
public struct DFPlainSidebarStyle: DFSidebarStyle, Sendable {
    /// The style; `.plain` is the same.
    nonisolated public init() {}
    public func makeItemBody(configuration c: DFSidebarItemStyleConfiguration) -> some View {
        let t = c.theme
        return dfSidebarRow(c)
            .foregroundStyle(c.isSelected ? t.colors.textPrimary : t.colors.textSecondary)
            .opacity(c.isPressed ? 0.6 : 1)
    }
    public func sidebarBackground(theme: DFTheme) -> AnyView { AnyView(Color.clear) }
}

/// Frosted panel, the selected row as a lighter pane.
public struct DFGlassSidebarStyle: DFSidebarStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    public func makeItemBody(configuration c: DFSidebarItemStyleConfiguration) -> some View {
        let t = c.theme
        return dfSidebarRow(c)
            .foregroundStyle(t.colors.textPrimary)
            .background(
                RoundedRectangle(cornerRadius: t.radius.md).fill(
                    Color.white.opacity(c.isSelected ? 0.35 : c.isPressed ? 0.2 : 0)))
    }
    public func sidebarBackground(theme: DFTheme) -> AnyView {
        AnyView(
            Rectangle().fill(Color.clear).background(.regularMaterial)
                .overlay(alignment: .trailing) { Rectangle().fill(Color.white.opacity(0.45)).frame(width: 1) })
    }
}

@MainActor
func dfSidebarRow(_ c: DFSidebarItemStyleConfiguration) -> some View {
    let t = c.theme
    return HStack(spacing: t.spacing.md) {
        Image(systemName: c.item.icon).font(.system(size: 18, weight: c.isSelected ? .semibold : .regular)).frame(
            width: 24)
        Text(c.item.label).font(c.isSelected ? t.typography.body.font.weight(.semibold) : t.typography.body.font)
        Spacer(minLength: 0)
    }
    .padding(.horizontal, t.spacing.md)
    .frame(minHeight: 44)
    .contentShape(Rectangle())
}

extension DFSidebarStyle where Self == DFStandardSidebarStyle {
    /// Icon and label; the selected row on a tinted rounded fill in the primary colour.
    public static var standard: DFStandardSidebarStyle { DFStandardSidebarStyle() }
}
extension DFSidebarStyle where Self == DFPlainSidebarStyle {
    /// Text only in weight and colour: the selected row bold, no fills.
    public static var plain: DFPlainSidebarStyle { DFPlainSidebarStyle() }
}
extension DFSidebarStyle where Self == DFGlassSidebarStyle {
    /// Frosted panel, the selected row as a lighter pane.
    public static var glass: DFGlassSidebarStyle { DFGlassSidebarStyle() }
}
