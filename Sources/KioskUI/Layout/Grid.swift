/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow` is a row and each of its
/// views a cell; a column is as wide as its widest cell, a row as tall as its tallest. A view
/// placed directly in the grid, outside any row, is a row of its own across every column
/// (a `Divider` between rows).
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content
    /// Rows of cells lined up by `alignment` in their cells, with the spacings between
    /// columns and rows (nil: the default).
    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { flattenedChildren(content) }
    func makeLayout() -> any NodeLayout {
        GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing ?? StackLayout.defaultSpacing,
            verticalSpacing: verticalSpacing ?? StackLayout.defaultSpacing)
    }
}

/// One row of a `Grid`: each view is a cell, in the grid's next column.
public struct GridRow<Content: View>: View, PrimitiveView, GridRowMarker {
    let alignment: VerticalAlignment?
    let content: Content
    /// A row of cells lined up by `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { flattenedChildren(content) }
    var rowAlignment: VerticalAlignment? { alignment }
    // The grid measures and places the row's cells itself; the row only answers for them as a
    // row would, so that a change in a cell's size reaches the grid.
    func makeLayout() -> any NodeLayout { GridRowLayout() }
}

@MainActor
protocol GridRowMarker { var rowAlignment: VerticalAlignment? { get } }

/// A row's own answer: its cells side by side at their ideal sizes. It places nothing: the
/// grid places the cells in their columns.
struct GridRowLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        var w = 0.0, h = 0.0
        for s in subviews {
            let size = s.sizeThatFits(ProposedViewSize(width: nil, height: nil))
            w += size.width
            h = max(h, size.height)
        }
        return Size(width: w, height: h)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {}
}

/// The grid's layout: columns as wide as their widest single-column cell, rows as tall as
/// their tallest cell, cells aligned in their rectangles.
struct GridLayout: NodeLayout {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double

    /// A row: its cells (one spanning every column for a view outside a row) and alignment.
    struct Row {
        var cells: [(child: LayoutChild, column: Int, span: Int, info: GridCellInfo)]
        var alignment: VerticalAlignment?
        let node: LayoutChild
        let isRow: Bool
    }

    /// Columns, widths and heights for the grid's rows.
    struct Metrics {
        var rows: [Row]
        var widths: [Double]
        var heights: [Double]
        var width: Double
        var height: Double
    }

    func rows(_ subviews: [LayoutChild]) -> [Row] {
        subviews.map { s in
            guard let marker = s.node.view as? GridRowMarker else {
                return Row(cells: [(s, 0, 0, GridCellInfo.of(s.node))], alignment: nil, node: s, isRow: false)
            }
            var column = 0
            var cells: [(LayoutChild, Int, Int, GridCellInfo)] = []
            for cell in s.node.children {
                let info = GridCellInfo.of(cell)
                let span = max(1, info.columns)
                cells.append((LayoutChild(node: cell), column, span, info))
                column += span
            }
            return Row(cells: cells, alignment: marker.rowAlignment, node: s, isRow: true)
        }
    }

    /// A cell's size for `proposal`, zero along the axes it does not size.
    private func measured(_ cell: LayoutChild, _ info: GridCellInfo, _ proposal: ProposedViewSize) -> Size {
        if info.unsizedAxes == [.horizontal, .vertical] { return .zero }
        let size = cell.sizeThatFits(proposal)
        return Size(
            width: info.unsizedAxes.contains(.horizontal) ? 0 : size.width,
            height: info.unsizedAxes.contains(.vertical) ? 0 : size.height)
    }

    func metrics(_ subviews: [LayoutChild], proposal: ProposedViewSize) -> Metrics {
        let rows = rows(subviews)
        let columns = rows.filter(\.isRow).map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
        var widths = [Double](repeating: 0, count: columns)
        let ideal = ProposedViewSize(width: nil, height: nil)
        // Single-column cells set their columns' widths; wider cells then widen the columns
        // they span, evenly, where those are too narrow together.
        for row in rows where row.isRow {
            for cell in row.cells where cell.span == 1 {
                widths[cell.column] = max(widths[cell.column], measured(cell.child, cell.info, ideal).width)
            }
        }
        func spanned(_ column: Int, _ span: Int) -> Double {
            widths[column..<min(columns, column + span)].reduce(0, +) + horizontalSpacing * Double(span - 1)
        }
        for row in rows where row.isRow {
            for cell in row.cells where cell.span > 1 {
                let span = min(cell.span, columns - cell.column)
                let missing = measured(cell.child, cell.info, ideal).width - spanned(cell.column, span)
                if missing > 0 {
                    for c in cell.column..<(cell.column + span) { widths[c] += missing / Double(span) }
                }
            }
        }
        // Offered a width, the columns share it as a stack's children do: flexible cells (a
        // field, a colour) widen theirs, and too little room narrows the text columns (their
        // text wraps) before the fixed ones.
        if let offered = proposal.width, offered.isFinite, columns > 0 {
            widths = share(offered - horizontalSpacing * Double(columns - 1), ideal: widths, rows: rows)
        }
        var width = widths.reduce(0, +) + horizontalSpacing * Double(max(0, columns - 1))
        // A view outside a row is as wide as the grid, and widens it if it needs more: a
        // flexible one (a divider, a colour) takes the width offered, unless it is unsized
        // horizontally (`gridCellUnsizedAxes`). The columns share what it adds.
        let offer = ProposedViewSize(width: proposal.width, height: nil)
        var needed = width
        for row in rows where !row.isRow {
            needed = max(needed, measured(row.cells[0].child, row.cells[0].info, offer).width)
        }
        if needed > width, needed.isFinite {
            if columns > 0 { widths = widths.map { $0 + (needed - width) / Double(columns) } }
            width = needed
        }
        let heights = rows.map { row -> Double in
            row.cells.map { cell in
                let w = row.isRow ? spanned(cell.column, min(cell.span, columns - cell.column)) : width
                return measured(cell.child, cell.info, ProposedViewSize(width: w, height: nil)).height
            }.max() ?? 0
        }
        let height = heights.reduce(0, +) + verticalSpacing * Double(max(0, rows.count - 1))
        return Metrics(rows: rows, widths: widths, heights: heights, width: width, height: height)
    }

    /// Column widths for `available` points: from the least flexible column to the most, each
    /// given an equal share of what is left, within what its single-column cells can take.
    private func share(_ available: Double, ideal: [Double], rows: [Row]) -> [Double] {
        var least = ideal, most = ideal
        let narrowest = ProposedViewSize(width: 0, height: nil)
        let widest = ProposedViewSize(width: .infinity, height: nil)
        for row in rows where row.isRow {
            for cell in row.cells where cell.span == 1 && !cell.info.unsizedAxes.contains(.horizontal) {
                least[cell.column] = min(least[cell.column], cell.child.sizeThatFits(narrowest).width)
                most[cell.column] = max(most[cell.column], cell.child.sizeThatFits(widest).width)
            }
        }
        // Columns of fixed cells at their ideal widths: nothing to share.
        if abs(available - ideal.reduce(0, +)) < 0.001 || least == most { return ideal }
        let order = ideal.indices.sorted { most[$0] - least[$0] < most[$1] - least[$1] }
        var widths = ideal
        var left = max(0, available)
        for (n, c) in order.enumerated() {
            let offer = left / Double(order.count - n)
            widths[c] = min(max(offer, least[c]), most[c])
            left = max(0, left - widths[c])
        }
        return widths
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        let m = metrics(subviews, proposal: proposal)
        return Size(width: m.width, height: m.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        let m = metrics(subviews, proposal: proposal)
        var columnX: [Double] = []
        var x = bounds.minX
        for w in m.widths {
            columnX.append(x)
            x += w + horizontalSpacing
        }
        var y = bounds.minY
        for (row, height) in zip(m.rows, m.heights) {
            let rowRect = Rect(x: bounds.minX, y: y, width: m.width, height: height)
            if row.isRow { row.node.node.place(in: rowRect, proposal: ProposedViewSize(rowRect.size)) }
            for cell in row.cells {
                let cellRect: Rect
                if row.isRow {
                    let span = min(cell.span, m.widths.count - cell.column)
                    let w =
                        m.widths[cell.column..<(cell.column + span)].reduce(0, +)
                        + horizontalSpacing * Double(span - 1)
                    cellRect = Rect(x: columnX[cell.column], y: y, width: w, height: height)
                } else {
                    cellRect = rowRect
                }
                let proposal = ProposedViewSize(cellRect.size)
                let size = cell.child.sizeThatFits(proposal)
                let anchor: UnitPoint
                if let own = cell.info.anchor {
                    anchor = own
                } else {
                    let horizontal =
                        row.isRow ? columnAlignment(m.rows, cell.column) ?? alignment.horizontal : alignment.horizontal
                    anchor = UnitPoint(x: horizontal.fraction, y: (row.alignment ?? alignment.vertical).fraction)
                }
                let origin = Point(
                    x: cellRect.minX + (cellRect.width - size.width) * anchor.x,
                    y: cellRect.minY + (cellRect.height - size.height) * anchor.y)
                cell.child.node.place(in: Rect(origin: origin, size: size), proposal: proposal)
            }
            y += height + verticalSpacing
        }
    }

    /// The alignment a cell of `column` sets for the whole column (`.gridColumnAlignment`).
    func columnAlignment(_ rows: [Row], _ column: Int) -> HorizontalAlignment? {
        for row in rows where row.isRow {
            for cell in row.cells where cell.column == column {
                if let a = cell.info.columnAlignment { return a }
            }
        }
        return nil
    }
}
