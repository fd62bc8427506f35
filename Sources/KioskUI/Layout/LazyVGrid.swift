/// A column (or, in a LazyHGrid, a row) of a grid, as SwiftUI's `GridItem`: a fixed size, a
/// flexible size between bounds, or as many adaptive tracks of at least a size as fit.
public struct GridItem: Sendable {
    /// How wide a column (or tall a row) is: fixed, flexible or adaptive.
    public enum Size: Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }
    /// How the column is sized.
    public var size: Size
    /// The room after the column; nil: the default.
    public var spacing: Double?
    /// A column of `size`; `spacing` after it (nil: the default).
    public init(_ size: Size = .flexible(), spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }

    static let defaultSpacing = 8.0

    /// Columns resolved for a width: where each starts and how wide it is. Fixed columns take
    /// their width; the rest share what is left equally, flexible ones clamped to their bounds
    /// and adaptive ones split into as many columns of at least their minimum as fit.
    static func resolve(_ items: [GridItem], in width: Double) -> [(x: Double, width: Double)] {
        guard !items.isEmpty else { return [(0, width)] }
        var fixed = 0.0, gaps = 0.0, shared = 0
        for (i, item) in items.enumerated() {
            if case let .fixed(w) = item.size { fixed += w } else { shared += 1 }
            if i < items.count - 1 { gaps += item.spacing ?? defaultSpacing }
        }
        let share = shared == 0 ? 0 : max(0, width - fixed - gaps) / Double(shared)
        var out: [(x: Double, width: Double)] = []
        var x = 0.0
        for item in items {
            let gap = item.spacing ?? defaultSpacing
            switch item.size {
            case let .fixed(w):
                out.append((x, w))
                x += w + gap
            case let .flexible(minimum, maximum):
                let w = min(max(share, minimum), maximum)
                out.append((x, w))
                x += w + gap
            case let .adaptive(minimum, maximum):
                // At least one track; a zero minimum must not divide by zero (nor ask for
                // millions of tracks).
                let fit = ((share + gap) / max(minimum + gap, 1)).rounded(.down)
                let n = fit.isFinite ? max(1, min(Int(fit), 1000)) : 1
                let w = min(maximum, max(minimum, (share - Double(n - 1) * gap) / Double(n)))
                for _ in 0..<n {
                    out.append((x, w))
                    x += w + gap
                }
            }
        }
        return out
    }
}

/// A grid that grows vertically and builds only the rows within reach of the scroll viewport,
/// as SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: View, PrimitiveView, NodeAwareView {
    let stack: LazyStack<Content>
    /// A grid that builds only the rows on screen, in `columns`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        stack = LazyStack(
            axis: .vertical, alignment: alignment.fraction, spacing: spacing, content: content(), columns: columns)
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func children(of node: ViewNode) -> [ChildView] { stack.children(of: node) }
    func makeLayout() -> any NodeLayout { stack.makeLayout() }
}

extension LazyVGrid: LazyStackProviding {
    func rowRect(of id: AnyHashable, in node: ViewNode) -> Rect? { stack.rowRect(of: id, in: node) }
}

/// A grid that grows horizontally: cells fill the rows column by column, and only the
/// columns within reach of the scroll viewport are built, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View, PrimitiveView, NodeAwareView {
    let stack: LazyStack<Content>
    /// A grid that scrolls sideways, building only the columns on screen.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        stack = LazyStack(
            axis: .horizontal, alignment: alignment.fraction, spacing: spacing, content: content(), columns: rows)
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func children(of node: ViewNode) -> [ChildView] { stack.children(of: node) }
    func makeLayout() -> any NodeLayout { stack.makeLayout() }
}

extension LazyHGrid: LazyStackProviding {
    func rowRect(of id: AnyHashable, in node: ViewNode) -> Rect? { stack.rowRect(of: id, in: node) }
}
