/// What a view says of its cell in a `Grid`: how many columns it spans, and how its column
/// lines up its cells.
struct GridCellInfo {
    var columns = 1
    var columnAlignment: HorizontalAlignment?

    /// The settings on `node` and the wrappers directly inside it that keep its frame.
    @MainActor static func of(_ node: ViewNode) -> GridCellInfo {
        var info = GridCellInfo()
        var seenColumns = false, seenAlignment = false
        var n: ViewNode? = node
        while let current = n {
            if let cell = current.view as? GridCellSetting {
                // The outermost setting wins, as the outermost modifier does in SwiftUI.
                if let c = cell.setting.columns, !seenColumns {
                    info.columns = c
                    seenColumns = true
                }
                if let a = cell.setting.columnAlignment, !seenAlignment {
                    info.columnAlignment = a
                    seenAlignment = true
                }
            }
            guard current.view is FrameTransparent, current.children.count == 1 else { break }
            n = current.children[0]
        }
        return info
    }
}

struct GridCellSettingValue {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
}

@MainActor
protocol GridCellSetting { var setting: GridCellSettingValue { get } }

/// A view with a grid cell setting on it (`.gridCellColumns`, `.gridColumnAlignment`).
struct GridCellView<Content: View>: View, PrimitiveView, GridCellSetting, FrameTransparent {
    let content: Content
    let setting: GridCellSettingValue
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

extension View {
    /// In a `Grid` row, this cell spans `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        GridCellView(content: self, setting: GridCellSettingValue(columns: count))
    }
    /// In a `Grid`, every cell of this cell's column lines up by `guide` (leading, centre,
    /// trailing).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        GridCellView(content: self, setting: GridCellSettingValue(columnAlignment: guide))
    }
}
