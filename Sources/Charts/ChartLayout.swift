import DesignFoundation

/// The chart placed in a size: the plot's rectangle, the two scales, the ticks and where each
/// mark's annotations go.
@MainActor
struct ChartLayout {
    let model: ChartModel
    let size: CGSize
    var plot: CGRect
    var xScale: ChartScale
    var yScale: ChartScale
    var xTicks: [(value: PlotValue, label: String)] = []
    var yTicks: [(value: PlotValue, label: String)] = []
    var showsX: Bool
    var showsY: Bool
    /// The window of each scrolled axis: where it starts, in the axis's units (nil: the
    /// axis shows all of its domain).
    var xWindow: (start: Double, visible: Double)?
    var yWindow: (start: Double, visible: Double)?

    /// The labels' font size, and the room a label's character takes (Inter's figures are
    /// about 0.6 em wide; the estimate errs wide so labels never reach the plot).
    static let labelSize = 11.0
    static let characterWidth = labelSize * 0.64

    init(model: ChartModel, size: CGSize, scroll: ChartScrollState = ChartScrollState()) {
        self.model = model
        self.size = size
        let c = model.configuration
        showsX = !model.isPie && c.x.visibility != .hidden
        showsY = !model.isPie && c.y.visibility != .hidden
        var plot = CGRect(origin: .zero, size: size)
        // The y axis's labels take the widest label's room at the trailing edge (or leading).
        let yScale0 = model.scale(model.y, length: max(1, size.height - 20), vertical: true)
        let yTicks = showsY ? Self.ticks(c.y.marks, scale: yScale0, desired: max(2, Int(size.height / 50))) : []
        let labelWidth = (yTicks.map { Double($0.label.count) }.max() ?? 0) * Self.characterWidth + 6
        let yOnLeading = c.y.marks?.position == .leading || c.y.position == .leading
        if showsY {
            plot.size.width -= labelWidth
            if yOnLeading { plot.origin.x += labelWidth }
        }
        if showsX { plot.size.height -= Self.labelSize * 1.4 + 6 }
        // Room for the top label's upper half (or a point's symbol) at the plot's top, and for
        // a symbol at the leading edge.
        let top = showsY ? Self.labelSize * 0.7 : 4
        plot.origin.y += top
        plot.size.height -= top
        if !(showsY && yOnLeading) {
            plot.origin.x += 4
            plot.size.width -= 4
        }
        plot.size.width = max(1, plot.width)
        plot.size.height = max(1, plot.height)
        self.plot = plot
        xScale = model.scale(model.x, length: plot.width, vertical: false)
        yScale = model.scale(model.y, length: plot.height, vertical: true)
        // A scrollable axis shows a window of its domain: its scale grows past the plot.
        func window(
            _ scale: inout ChartScale, _ axis: ChartScrollAxis, _ on: Bool, _ state: Double?, _ written: PlotValue?
        ) -> (start: Double, visible: Double)? {
            guard on, !model.isPie, let visible = axis.visibleLength,
                let (scrolled, start) = scale.scrolled(
                    visible: visible, start: scroll.start(of: axis, on: scale, state: state, written: written))
            else { return nil }
            scale = scrolled
            return (start, visible)
        }
        xWindow = window(&xScale, c.xScroll, c.scrollAxes.contains(.horizontal), scroll.x, scroll.writtenX)
        yWindow = window(&yScale, c.yScroll, c.scrollAxes.contains(.vertical), scroll.y, scroll.writtenY)
        if showsX {
            // About a label every 80 points along the whole axis (longer than the plot when it scrolls).
            xTicks = Self.ticks(c.x.marks, scale: xScale, desired: max(2, Int(xScale.length / 80)))
            // Names that would crowd keep every other one, or fewer.
            if xScale.isBands {
                let widest = (xTicks.map { Double($0.label.count) }.max() ?? 0) * Self.characterWidth + 8
                let every = max(1, Int((widest / max(1, xScale.bandWidth)).rounded(.up)))
                xTicks = xTicks.enumerated().filter { $0.offset % every == 0 }.map(\.element)
            }
        }
        if showsY { self.yTicks = Self.ticks(c.y.marks, scale: yScale, desired: max(2, Int(yScale.length / 50))) }
    }

    /// The values to mark: the axis marks' own, else round values.
    static func ticks(_ marks: AxisMarks?, scale: ChartScale, desired: Int) -> [(value: PlotValue, label: String)] {
        guard let marks else { return scale.ticks(desired: desired) }
        return marks.formatted(values(marks, scale: scale, desired: desired))
    }

    private static func values(
        _ marks: AxisMarks, scale: ChartScale, desired: Int
    ) -> [(value: PlotValue, label: String)] {
        switch marks.values.kind {
        case .automatic(let count): return scale.ticks(desired: count ?? desired)
        case .values(let values):
            return values.map { ($0, scale.isDate ? ChartFormat.date($0.continuous ?? 0, step: 86_400) : $0.label) }
        case .stride(let step):
            guard case let .continuous(lo, hi, isDate) = scale.kind, step > 0 else {
                return scale.ticks(desired: desired)
            }
            var out: [(PlotValue, String)] = []
            var v = (lo / step).rounded(.up) * step
            while v <= hi + step * 1e-9, out.count < 100 {
                out.append(isDate ? (.date(v), ChartFormat.date(v, step: step)) : (.number(v), ChartFormat.number(v)))
                v += step
            }
            return out
        }
    }

    /// A point in the chart for the values `x` and `y` (nil: the middle of that axis).
    func point(x: PlotValue?, y: PlotValue?) -> CGPoint? {
        let px = x.map { xScale.position($0) } ?? plot.width / 2
        let py = y.map { yScale.position($0) } ?? plot.height / 2
        guard let px, let py else { return nil }
        return CGPoint(x: plot.minX + px, y: plot.minY + py)
    }

    /// The rectangle of bar or rectangle mark `index`, in the chart's coordinates.
    func rect(of index: Int) -> CGRect? {
        let m = model.marks[index]
        if m.kind == .bar && ChartModel.isHorizontal(m) {
            guard let (lo, hi) = span(m, index, vertical: false), let (top, bottom) = across(m, vertical: true)
            else { return nil }
            return CGRect(x: plot.minX + min(lo, hi), y: plot.minY + top, width: abs(hi - lo), height: bottom - top)
        }
        guard let (lo, hi) = span(m, index, vertical: true), let (left, right) = across(m, vertical: false) else {
            return nil
        }
        return CGRect(x: plot.minX + left, y: plot.minY + min(lo, hi), width: right - left, height: abs(hi - lo))
    }

    /// Where a bar runs along its value axis: its stacked extent, its start and end values, or
    /// a rectangle's band.
    private func span(_ m: MarkSpec, _ index: Int, vertical: Bool) -> (Double, Double)? {
        let scale = vertical ? yScale : xScale
        if let e = model.extents[index] { return (scale.position(number: e.base), scale.position(number: e.top)) }
        let (start, end) = vertical ? (m.yStart, m.yEnd) : (m.xStart, m.xEnd)
        if let start, let end, let a = scale.position(start), let b = scale.position(end) { return (a, b) }
        // A rectangle with no value on this axis spans the plot along it.
        if m.kind == .rectangle, start == nil, end == nil, (vertical ? m.y : m.x) == nil {
            return (0, vertical ? plot.height : plot.width)
        }
        if m.kind == .rectangle { return across(m, vertical: vertical) }
        guard let v = vertical ? m.y : m.x, let p = scale.position(v) else { return nil }
        return (scale.position(number: 0), p)
    }

    /// Where a bar or rectangle lies across the axis it stands on: its band (or its unit on a
    /// continuous axis), narrowed by its width and moved to its place among grouped bars.
    private func across(_ m: MarkSpec, vertical: Bool) -> (Double, Double)? {
        let scale = vertical ? yScale : xScale
        let axis = vertical ? model.y : model.x
        if m.kind == .rectangle || m.kind == .bar,
            vertical
                ? (m.yStart != nil && m.yEnd != nil && m.y == nil) : (m.xStart != nil && m.xEnd != nil && m.x == nil)
        {
            let (s, e) = vertical ? (m.yStart!, m.yEnd!) : (m.xStart!, m.xEnd!)
            guard let a = scale.position(s), let b = scale.position(e) else { return nil }
            return (min(a, b), max(a, b))
        }
        guard let v = vertical ? m.y : m.x, let centre = scale.position(v) else { return nil }
        var band: Double
        var start: Double
        if scale.isBands {
            band = scale.bandWidth
            start = centre - band / 2
        } else {
            let unit = vertical ? m.yUnit : m.xUnit
            let span = axis.barSpan > 0 ? axis.barSpan : 1
            guard case let .continuous(lo, hi) = scaleRange(scale) else { return nil }
            band = span / max(hi - lo, 1e-9) * scale.length
            // A date standing for a unit starts at the value; a number is centred on it.
            start = unit != nil ? (scale.flipped ? centre - band : centre) : centre - band / 2
        }
        // Bars leave a gap between bands: 80% of a band by default.
        let automatic = m.kind == .rectangle ? band : band * 0.8
        let dimension = vertical ? m.height : m.width
        var width = dimension.resolve(in: band, automatic: automatic)
        var offset = (band - width) / 2
        if let key = m.positionKey {
            // Grouped bars: the band's bars side by side, in order of their keys.
            let keys = groupKeys(at: vertical ? m.y : m.x)
            let i = Double(keys.firstIndex(of: key) ?? 0), n = Double(max(1, keys.count))
            let slot = width / n
            offset += i * slot + slot * 0.05
            width = slot * 0.9
        }
        return (start + offset, start + offset + width)
    }

    private enum Range { case continuous(Double, Double) }
    private func scaleRange(_ s: ChartScale) -> Range? {
        if case let .continuous(lo, hi, _) = s.kind { return .continuous(lo, hi) }
        return nil
    }

    /// The `.position(by:)` keys of the bars at one position, in order.
    private func groupKeys(at position: PlotValue?) -> [PlotValue] {
        var keys: [PlotValue] = []
        for m in model.marks where m.kind == .bar && (ChartModel.isHorizontal(m) ? m.y : m.x) == position {
            if let k = m.positionKey, !keys.contains(k) { keys.append(k) }
        }
        return keys
    }

    /// The two ends of a rule mark, in the chart's coordinates: across the plot at its value,
    /// or between its start and end values.
    func ruleLine(_ m: MarkSpec) -> (CGPoint, CGPoint)? {
        if let y = m.y, m.x == nil {
            guard let py = yScale.position(y) else { return nil }
            let xs = [m.xStart, m.xEnd].map { $0.flatMap { xScale.position($0) } }
            return (
                CGPoint(x: plot.minX + (xs[0] ?? 0), y: plot.minY + py),
                CGPoint(x: plot.minX + (xs[1] ?? plot.width), y: plot.minY + py)
            )
        }
        guard let x = m.x, let px = xScale.position(x) else { return nil }
        let ys = [m.yStart, m.yEnd].map { $0.flatMap { yScale.position($0) } }
        return (
            CGPoint(x: plot.minX + px, y: plot.minY + (ys[0] ?? plot.height)),
            CGPoint(x: plot.minX + px, y: plot.minY + (ys[1] ?? 0))
        )
    }

    /// Where an annotation of mark `index` is anchored, and which of its edges sits there.
    func annotationAnchor(of index: Int, position: AnnotationPosition, spacing: Double) -> (CGPoint, Alignment)? {
        let m = model.marks[index]
        let box: CGRect
        if let r = rect(of: index) {
            box = r
        } else if m.kind == .rule, let (a, b) = ruleLine(m) {
            // A rule's annotation sits at its ends (a selected day's name above the plot).
            box = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        } else if let p = point(x: m.x, y: m.extents(model, index) ?? m.y) {
            box = CGRect(x: p.x, y: p.y, width: 0, height: 0)
        } else {
            return nil
        }
        let horizontal = m.kind == .bar && ChartModel.isHorizontal(m)
        let resolved = position == .automatic ? (horizontal ? .trailing : .top) : position
        switch resolved {
        case .top, .automatic: return (CGPoint(x: box.midX, y: box.minY - spacing), .bottom)
        case .bottom: return (CGPoint(x: box.midX, y: box.maxY + spacing), .top)
        case .leading: return (CGPoint(x: box.minX - spacing, y: box.midY), .trailing)
        case .trailing: return (CGPoint(x: box.maxX + spacing, y: box.midY), .leading)
        case .overlay: return (CGPoint(x: box.midX, y: box.midY), .center)
        case .topLeading: return (CGPoint(x: box.minX, y: box.minY - spacing), .bottomLeading)
        case .topTrailing: return (CGPoint(x: box.maxX, y: box.minY - spacing), .bottomTrailing)
        case .bottomLeading: return (CGPoint(x: box.minX, y: box.maxY + spacing), .topLeading)
        case .bottomTrailing: return (CGPoint(x: box.maxX, y: box.maxY + spacing), .topTrailing)
        }
    }
}

extension MarkSpec {
    /// The top of a stacked area's point, as a value.
    @MainActor func extents(_ model: ChartModel, _ index: Int) -> PlotValue? {
        guard kind == .area, let e = model.extents[index] else { return nil }
        return .number(e.top)
    }
}
