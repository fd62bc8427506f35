/// Stacks that build only the rows that are on screen, as SwiftUI's `LazyVStack` and
/// `LazyHStack`: inside a scroll view, rows are created as they come within reach of the
/// viewport and dropped when they leave it, so a list of thousands of rows costs what its
/// visible rows cost. Rows not yet built count with the average length of those measured.
public struct LazyVStack<Content: View>: View, PrimitiveView, NodeAwareView {
    let stack: LazyStack<Content>
    /// A column that builds only the views on screen.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        stack = LazyStack(axis: .vertical, alignment: alignment.fraction, spacing: spacing, content: content())
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func children(of node: ViewNode) -> [ChildView] { stack.children(of: node) }
    func makeLayout() -> any NodeLayout { stack.makeLayout() }
    func transformEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .vertical }
}

/// A row that builds only the views on screen, as SwiftUI's `LazyHStack`.
public struct LazyHStack<Content: View>: View, PrimitiveView, NodeAwareView {
    let stack: LazyStack<Content>
    /// A row that builds only the views on screen.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        stack = LazyStack(axis: .horizontal, alignment: alignment.fraction, spacing: spacing, content: content())
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func children(of node: ViewNode) -> [ChildView] { stack.children(of: node) }
    func makeLayout() -> any NodeLayout { stack.makeLayout() }
    func transformEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .horizontal }
}

extension LazyVStack: LazyStackProviding {
    func rowRect(of id: AnyHashable, in node: ViewNode) -> Rect? { stack.rowRect(of: id, in: node) }
}
extension LazyHStack: LazyStackProviding {
    func rowRect(of id: AnyHashable, in node: ViewNode) -> Rect? { stack.rowRect(of: id, in: node) }
}

/// Containers whose rows can be built a range at a time (ForEach: one row per element).
@MainActor
protocol LazyRowSource {
    var rowCount: Int { get }
    func index(of id: AnyHashable) -> Int?
    /// The rows in `range`, or nil when an element is not exactly one row.
    func rows(in range: Range<Int>, prefix: [IdentityComponent]) -> [ChildView]?
}

extension ForEach: LazyRowSource where Content: View {
    var rowCount: Int { data.count }
    func index(of wanted: AnyHashable) -> Int? {
        for (i, element) in data.enumerated() where AnyHashable(id(element)) == wanted { return i }
        return nil
    }
    func rows(in range: Range<Int>, prefix: [IdentityComponent]) -> [ChildView]? {
        var out: [ChildView] = []
        out.reserveCapacity(range.count)
        for i in range {
            let element = data[data.index(data.startIndex, offsetBy: i)]
            let before = out.count
            flattenChild(content(element), key: prefix.appending(.explicit(id(element))), into: &out)
            if out.count != before + 1 { return nil }
        }
        return out
    }
}

/// What a lazy stack remembers between frames: measured row lengths and the built range.
@MainActor
final class LazyStackCache {
    /// Measured lengths along the axis, by row index (nan: not measured yet).
    var lengths: [Double] = []
    private var measuredSum = 0.0, measuredCount = 0
    /// Built lines (rows of a stack, rows of cells of a grid).
    var built: Range<Int> = 0..<0
    /// Views per line: 1 in a stack, the column count in a grid (known after a layout).
    var perLine = 1
    var itemCount = 0
    var lineCount: Int { (itemCount + perLine - 1) / perLine }

    /// A new column count regroups the cells: every line length is unknown again.
    func regroup(perLine count: Int) {
        perLine = max(1, count)
        lengths.removeAll()
        measuredSum = 0
        measuredCount = 0
        resize(to: lineCount)
        wanted = nil
    }
    /// The rows the last layout wanted built.
    var wanted: Range<Int>?

    var estimate: Double { measuredCount == 0 ? 44 : measuredSum / Double(measuredCount) }

    func resize(to count: Int) {
        guard lengths.count != count else { return }
        if count < lengths.count {
            for l in lengths[count...] where !l.isNaN {
                measuredSum -= l
                measuredCount -= 1
            }
            lengths.removeLast(lengths.count - count)
        } else {
            lengths.append(contentsOf: repeatElement(.nan, count: count - lengths.count))
        }
    }

    /// Records a row's length; true when it differs from what layout assumed.
    func record(_ length: Double, at i: Int) -> Bool {
        let old = lengths[i]
        if old == length { return false }
        if !old.isNaN {
            measuredSum -= old
            measuredCount -= 1
        }
        lengths[i] = length
        measuredSum += length
        measuredCount += 1
        return true
    }

    func length(_ i: Int, _ estimate: Double) -> Double { lengths[i].isNaN ? estimate : lengths[i] }
}

@MainActor
struct LazyStack<Content: View> {
    let axis: Axis
    let alignment: Double
    let spacing: Double?
    let content: Content
    /// A grid's columns (LazyVGrid); nil for a stack.
    var columns: [GridItem]? = nil
    /// Rows built beyond each end of the viewport, in viewport lengths: a fling reveals them
    /// without a rebuild on every frame.
    static var overscan: Double { 0.5 }
    /// The stack is built again only when fewer rows than this (in viewport lengths) are left
    /// built beyond an end of the viewport: a fling rebuilds it every few tenths of a screen
    /// travelled, not at every row that comes into reach.
    static var minimumOverscan: Double { 0.15 }
    static var initialRows: Int { 16 }

    func cache(of node: ViewNode) -> LazyStackCache {
        if let c = node.stateSlots[-2] as? LazyStackCache { return c }
        let c = LazyStackCache()
        node.stateSlots[-2] = c
        return c
    }

    func rowRect(of id: AnyHashable, in node: ViewNode) -> Rect? {
        guard let index = (content as? LazyRowSource)?.index(of: id) else { return nil }
        let cache = cache(of: node)
        let line = index / cache.perLine
        guard line < cache.lengths.count else { return nil }
        let gap = spacing ?? StackLayout.defaultSpacing
        let estimate = cache.estimate
        var position = 0.0
        for i in 0..<line { position += cache.length(i, estimate) + gap }
        let length = cache.length(line, estimate)
        let f = node.frame
        return axis == .vertical
            ? Rect(x: f.minX, y: f.minY + position, width: f.width, height: length)
            : Rect(x: f.minX + position, y: f.minY, width: length, height: f.height)
    }

    func children(of node: ViewNode) -> [ChildView] {
        let cache = cache(of: node)
        let source = content as? LazyRowSource
        var all: [ChildView]?
        let count: Int
        if let source {
            count = source.rowCount
        } else {
            var out: [ChildView] = []
            flattenChild(content, key: [], into: &out)
            all = out
            count = out.count
        }
        cache.itemCount = count
        cache.resize(to: cache.lineCount)
        node.environment.scrollViewport?.state.register(lazy: node)
        let wanted = cache.wanted ?? 0..<min(cache.lineCount, Self.initialRows)
        let lines = wanted.clamped(to: 0..<cache.lineCount)
        cache.built = lines
        let range = min(count, lines.lowerBound * cache.perLine)..<min(count, lines.upperBound * cache.perLine)
        // The layout needs the cache and the node; it is made here, where both are known.
        node.layout = LazyStackLayout(
            axis: axis, alignment: alignment, spacing: spacing ?? StackLayout.defaultSpacing,
            columns: columns, cache: cache, node: node)
        if let source, let rows = source.rows(in: range, prefix: []) { return rows }
        if all == nil {
            var out: [ChildView] = []
            flattenChild(content, key: [], into: &out)
            all = out
        }
        return Array(all![range])
    }

    /// Replaced in `children(of:)` by a layout that knows the node.
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

@MainActor
struct LazyStackLayout: NodeLayout {
    static var answersFromItsValue: Bool { false }
    let axis: Axis
    let alignment: Double
    let spacing: Double
    let columns: [GridItem]?
    let cache: LazyStackCache
    unowned let node: ViewNode

    func main(_ s: Size) -> Double { axis == .vertical ? s.height : s.width }
    func cross(_ s: Size) -> Double { axis == .vertical ? s.width : s.height }
    func rowProposal(cross: Double?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }

    func totalLength(_ cache: LazyStackCache) -> Double {
        let estimate = cache.estimate
        var total = 0.0
        for i in cache.lengths.indices { total += cache.length(i, estimate) }
        return total + spacing * Double(max(0, cache.lengths.count - 1))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        let crossProposal = axis == .vertical ? proposal.width : proposal.height
        let crossLength = crossProposal ?? subviews.map { cross($0.sizeThatFits(rowProposal(cross: nil))) }.max() ?? 0
        let length = totalLength(cache)
        return axis == .vertical ? Size(width: crossLength, height: length) : Size(width: length, height: crossLength)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        if let columns { return placeGrid(columns, in: bounds, subviews: subviews) }
        let crossLength = cross(bounds.size)
        let p = rowProposal(cross: crossLength)
        var changed = false
        // Measure the built rows first: their lengths decide where everything goes.
        let sizes = subviews.map { $0.sizeThatFits(p) }
        for (k, size) in sizes.enumerated() where cache.built.lowerBound + k < cache.lengths.count {
            if cache.record(main(size), at: cache.built.lowerBound + k) { changed = true }
        }
        let estimate = cache.estimate
        let start = axis == .vertical ? bounds.minY : bounds.minX
        var position = start
        for i in 0..<cache.built.lowerBound { position += cache.length(i, estimate) + spacing }
        for (k, s) in subviews.enumerated() {
            let size = sizes[k]
            let crossOrigin = (axis == .vertical ? bounds.minX : bounds.minY) + (crossLength - cross(size)) * alignment
            let origin = axis == .vertical ? Point(x: crossOrigin, y: position) : Point(x: position, y: crossOrigin)
            s.node.place(in: Rect(origin: origin, size: size), proposal: p)
            position += main(size) + spacing
        }
        updateWanted(start: start, bounds: bounds, changed: changed)
    }

    /// Which lines the viewport (plus overscan) reaches, in this layout's coordinates; a
    /// different set (or new measurements) re-evaluates the stack in the same frame. While
    /// the built lines still cover the viewport and a margin, they stay as they are.
    func updateWanted(start: Double, bounds: Rect, changed: Bool) {
        var changed = changed
        let needed = wantedRows(
            cache, start: start, visible: visibleSpan(node, bounds, overscan: LazyStack<EmptyView>.minimumOverscan))
        let covered =
            needed.isEmpty
            || (cache.built.lowerBound <= needed.lowerBound && needed.upperBound <= cache.built.upperBound)
        if !covered || changed || cache.wanted == nil {
            let wanted = wantedRows(
                cache, start: start, visible: visibleSpan(node, bounds, overscan: LazyStack<EmptyView>.overscan))
            if wanted != cache.wanted {
                cache.wanted = wanted
                changed = changed || wanted != cache.built
            }
        }
        if changed { node.graph.geometryChanged(node) }
    }

    /// A grid: cells fill the tracks across the axis line by line (columns row by row in a
    /// LazyVGrid, rows column by column in a LazyHGrid); a line is as long as its longest
    /// cell, and each cell is centred in its track and line.
    func placeGrid(_ items: [GridItem], in bounds: Rect, subviews: [LayoutChild]) {
        let tracks = GridItem.resolve(items, in: cross(bounds.size))
        guard tracks.count == cache.perLine else {
            cache.regroup(perLine: tracks.count)
            node.graph.geometryChanged(node)
            return
        }
        let vertical = axis == .vertical
        func cellProposal(_ track: (x: Double, width: Double)) -> ProposedViewSize {
            vertical
                ? ProposedViewSize(width: track.width, height: nil) : ProposedViewSize(width: nil, height: track.width)
        }
        let k = tracks.count
        var changed = false
        var lines: [(sizes: [Size], length: Double)] = []
        var i = 0
        while i < subviews.count {
            let cells = subviews[i..<min(i + k, subviews.count)]
            let sizes = cells.enumerated().map { c, s in s.sizeThatFits(cellProposal(tracks[c])) }
            let length = sizes.map(main).max() ?? 0
            if cache.built.lowerBound + lines.count < cache.lengths.count,
                cache.record(length, at: cache.built.lowerBound + lines.count)
            {
                changed = true
            }
            lines.append((sizes, length))
            i += k
        }
        let estimate = cache.estimate
        let start = vertical ? bounds.minY : bounds.minX
        var position = start
        for l in 0..<cache.built.lowerBound { position += cache.length(l, estimate) + spacing }
        for (l, line) in lines.enumerated() {
            for (c, size) in line.sizes.enumerated() {
                let track = tracks[c]
                let along = position + (line.length - main(size)) / 2
                let across = (vertical ? bounds.minX : bounds.minY) + track.x + (track.width - cross(size)) / 2
                let origin = vertical ? Point(x: across, y: along) : Point(x: along, y: across)
                subviews[l * k + c].node.place(in: Rect(origin: origin, size: size), proposal: cellProposal(track))
            }
            position += line.length + spacing
        }
        updateWanted(start: start, bounds: bounds, changed: changed)
    }

    /// The span along the axis that the enclosing scroll view shows, widened by the overscan;
    /// without a scroll view, the whole stack.
    func visibleSpan(_ node: ViewNode, _ bounds: Rect, overscan: Double) -> ClosedRange<Double> {
        guard let state = node.environment.scrollViewport?.state, let viewport = state.contentNode?.frame else {
            return axis == .vertical ? bounds.minY...bounds.maxY : bounds.minX...bounds.maxX
        }
        // The content is laid out unscrolled: the visible part starts the offset further on.
        let offset = state.pixelAlignedOffset
        let lo = axis == .vertical ? viewport.minY + offset.y : viewport.minX + offset.x
        let length = axis == .vertical ? viewport.height : viewport.width
        let extra = length * overscan
        return (lo - extra)...(lo + length + extra)
    }

    func wantedRows(_ cache: LazyStackCache, start: Double, visible: ClosedRange<Double>) -> Range<Int> {
        let estimate = cache.estimate
        var position = start
        var first: Int?
        var end = 0
        for i in cache.lengths.indices {
            let length = cache.length(i, estimate)
            if position + length >= visible.lowerBound && position <= visible.upperBound {
                if first == nil { first = i }
                end = i + 1
            } else if position > visible.upperBound {
                break
            }
            position += length + spacing
        }
        guard let first else { return 0..<0 }
        return first..<end
    }
}

/// The scroll view around a view, for lazy stacks to find what is visible.
struct ScrollViewReference: Equatable {
    let state: ScrollState
    nonisolated static func == (a: Self, b: Self) -> Bool { a.state === b.state }
}

struct ScrollViewportKey: EnvironmentKey { static let defaultValue: ScrollViewReference? = nil }
extension EnvironmentValues {
    var scrollViewport: ScrollViewReference? {
        get { self[ScrollViewportKey.self] }
        set { self[ScrollViewportKey.self] = newValue }
    }
}
