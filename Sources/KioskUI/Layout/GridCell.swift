/// What a view says of its cell in a `Grid`: how many columns it spans, how its column lines
/// up its cells, where it sits in its own cell, and the axes it does not size.
struct GridCellInfo {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []

    /// The settings on `node` and the wrappers directly inside it that keep its frame.
    @MainActor static func of(_ node: ViewNode) -> GridCellInfo {
        var info = GridCellInfo()
        var seenColumns = false, seenAlignment = false, seenAnchor = false, seenAxes = false
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
                if let a = cell.setting.anchor, !seenAnchor {
                    info.anchor = a
                    seenAnchor = true
                }
                if let axes = cell.setting.unsizedAxes, !seenAxes {
                    info.unsizedAxes = axes
                    seenAxes = true
                }
            }
            guard current.traits.isFrameTransparent, current.children.count == 1 else { break }
            n = current.children[0]
        }
        return info
    }
}

struct GridCellSettingValue {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set?
}

@MainActor
protocol GridCellSetting { var setting: GridCellSettingValue { get } }

/// A view with a grid cell setting on it (`.gridCellColumns`, `.gridColumnAlignment`,
/// `.gridCellAnchor`, `.gridCellUnsizedAxes`).
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
    /// In a `Grid`, this view sits at `anchor` of its cell (its point at the cell's), whatever
    /// the grid's, row's and column's alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        GridCellView(content: self, setting: GridCellSettingValue(anchor: anchor))
    }
    /// In a `Grid`, this view does not size its column (`.horizontal`) or its row
    /// (`.vertical`): a flexible view (a divider, a colour) takes what the other cells need.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        GridCellView(content: self, setting: GridCellSettingValue(unsizedAxes: axes))
    }
}
