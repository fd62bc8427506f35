import KioskRaster

/// How a `List` draws its rows and sections (SwiftUI's `ListStyle`): `.listStyle(.plain)`,
/// `.listStyle(InsetGroupedListStyle())`.
public protocol ListStyle: Sendable {}

/// The styles the list knows, as the environment carries them.
package enum ListStyleKind: Hashable, Sendable {
    /// Rows across the whole width, separated by hairlines (Kiosk's default).
    case plain
    /// As plain, inset from the list's edges.
    case inset
    /// Sections on a grouped background, rows across the width on the row colour.
    case grouped
    /// Sections as rounded cards inset from the edges, on a grouped background.
    case insetGrouped
    /// Navigation rows without separators, on the grouped background.
    case sidebar

    /// Sections sit on the grouped background.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    /// Rows are inset from the list's edges.
    var isInset: Bool { self == .inset || self == .insetGrouped || self == .sidebar }
}

/// A list style that names its kind.
protocol KnownListStyle: ListStyle { var kind: ListStyleKind { get } }

/// The platform's default: Kiosk's plain rows.
public struct DefaultListStyle: KnownListStyle {
    var kind: ListStyleKind { .plain }
    /// The default style.
    public init() {}
}
/// Rows across the whole width, separated by hairlines.
public struct PlainListStyle: KnownListStyle {
    var kind: ListStyleKind { .plain }
    /// The plain style.
    public init() {}
}
/// Plain rows inset from the list's edges.
public struct InsetListStyle: KnownListStyle {
    var kind: ListStyleKind { .inset }
    /// The inset style.
    public init() {}
}
/// Sections on a grouped background, rows across the width.
public struct GroupedListStyle: KnownListStyle {
    var kind: ListStyleKind { .grouped }
    /// The grouped style.
    public init() {}
}
/// Sections as rounded cards inset from the edges (a settings screen).
public struct InsetGroupedListStyle: KnownListStyle {
    var kind: ListStyleKind { .insetGrouped }
    /// The inset grouped style.
    public init() {}
}
/// Navigation rows without separators, selection as a rounded highlight.
public struct SidebarListStyle: KnownListStyle {
    var kind: ListStyleKind { .sidebar }
    /// The sidebar style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: Kiosk's plain rows.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Rows across the whole width, separated by hairlines.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// Plain rows inset from the list's edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Sections on a grouped background, rows across the width.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// Navigation rows without separators.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The colours of grouped lists: a theme sets them (DesignFoundation's surfaces), else the
/// system's grouped background and row colours.
package struct ListPalette: Hashable, Sendable {
    package var background: Color
    package var row: Color
    package init(background: Color, row: Color) {
        self.background = background
        self.row = row
    }
    package static let system = ListPalette(
        background: Color(light: RGBAColor(hex: 0xF2F2F7), dark: RGBAColor(hex: 0x000000)),
        row: Color(light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0x1C1C1E)))
}

struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.plain }
struct ListPaletteKey: EnvironmentKey { static let defaultValue = ListPalette.system }

extension EnvironmentValues {
    /// The style of the lists below.
    package var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
    /// The colours of grouped lists below.
    package var listPalette: ListPalette {
        get { self[ListPaletteKey.self] }
        set { self[ListPaletteKey.self] = newValue }
    }
}

extension View {
    /// Draws the lists below in `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, (style as? KnownListStyle)?.kind ?? .plain)
    }
}
