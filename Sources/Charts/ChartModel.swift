import DesignFoundation

/// The marks with what the chart decided about them: colours, series, the two axes' domains,
/// and where stacked bars and areas start and end.
@MainActor
struct ChartModel {
    var marks: [MarkSpec]
    /// The style of each mark.
    var styles: [any ShapeStyle]
    /// The legend: each `.foregroundStyle(by:)` value with its style, in order.
    var legend: [(label: String, style: any ShapeStyle)]
    /// Bars and areas on the value axis: from `base` to `top` (stacked), by mark index.
    var extents: [Int: (base: Double, top: Double)] = [:]
    var x: Axis
    var y: Axis
    let configuration: ChartConfiguration
    /// Only sectors: a pie or a donut, without axes.
    var isPie: Bool

    struct Axis {
        enum Domain {
            case continuous(Double, Double, isDate: Bool)
            case names([PlotValue])
        }
        var domain: Domain
        /// Continuous axes: the width of a bar along it, in its units (0: none).
        var barSpan = 0.0
        var reversed = false
    }

    /// Whether a bar stands on the x axis (vertical) or on the y axis (horizontal).
    static func isHorizontal(_ m: MarkSpec) -> Bool {
        if m.xStart != nil, m.xEnd != nil, m.y != nil { return true }
        if case .category = m.y, let x = m.x, x.continuous != nil { return true }
        return false
    }

    init(marks: [MarkSpec], configuration: ChartConfiguration, palette: [Color]) {
        self.marks = marks
        self.configuration = configuration
        isPie = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }

        // Colours: the scale given, else the palette in order of first appearance.
        var keys: [PlotValue] = configuration.styleScale.map(\.key)
        for m in marks { if let k = m.styleKey, !keys.contains(k) { keys.append(k) } }
        func style(of key: PlotValue) -> any ShapeStyle {
            if let given = configuration.styleScale.first(where: { $0.key == key }) { return given.style }
            let i = keys.firstIndex(of: key) ?? 0
            return palette[i % palette.count]
        }
        legend = keys.map { (label: $0.label, style: style(of: $0)) }
        styles = marks.enumerated().map { i, m in
            if let s = m.style { return s }
            if let k = m.styleKey { return style(of: k) }
            // Pie slices without a colour key still differ from each other.
            if m.kind == .sector { return palette[i % palette.count] }
            return palette[0]
        }

        x = Axis(domain: .continuous(0, 1, isDate: false))
        y = Axis(domain: .continuous(0, 1, isDate: false))
        guard !isPie else { return }
        stack()
        x = makeAxis(vertical: false)
        y = makeAxis(vertical: true)
    }

    /// Stacks bars that share a position (and no `.position(by:)`), and areas that share an x
    /// across series, in the order of the marks.
    private mutating func stack() {
        var barTops: [PlotValue: (up: Double, down: Double)] = [:]
        var areaTops: [PlotValue: Double] = [:]
        for (i, m) in marks.enumerated() {
            switch m.kind {
            case .bar:
                let horizontal = Self.isHorizontal(m)
                let value = horizontal ? m.x : m.y
                guard let at = horizontal ? m.y : m.x, let v = value?.continuous else { continue }
                if horizontal ? m.xStart != nil : m.yStart != nil { continue }
                if m.stacking == .unstacked || m.positionKey != nil {
                    extents[i] = (0, v)
                    continue
                }
                var tops = barTops[at] ?? (0, 0)
                if v >= 0 {
                    extents[i] = (tops.up, tops.up + v)
                    tops.up += v
                } else {
                    extents[i] = (tops.down, tops.down + v)
                    tops.down += v
                }
                barTops[at] = tops
            case .area:
                guard let at = m.x, m.yStart == nil, let v = m.y?.continuous else { continue }
                if m.stacking == .unstacked {
                    extents[i] = (0, v)
                    continue
                }
                let base = areaTops[at] ?? 0
                extents[i] = (base, base + v)
                areaTops[at] = base + v
            default: continue
            }
        }
        // Normalised stacks: each position's total fills the axis.
        var totals: [PlotValue: Double] = [:]
        for (i, m) in marks.enumerated() where m.stacking == .normalized {
            if let e = extents[i], let at = m.kind == .bar && Self.isHorizontal(m) ? m.y : m.x {
                totals[at] = max(totals[at] ?? 0, e.top)
            }
        }
        for (i, m) in marks.enumerated() where m.stacking == .normalized {
            guard let e = extents[i], let at = m.kind == .bar && Self.isHorizontal(m) ? m.y : m.x,
                let total = totals[at], total > 0
            else { continue }
            extents[i] = (e.base / total, e.top / total)
        }
    }

    /// The domain of one axis from the values the marks put on it.
    private func makeAxis(vertical: Bool) -> Axis {
        let setting = vertical ? configuration.y : configuration.x
        var values: [PlotValue] = []
        var numbers: [Double] = []
        var includesZero = false
        var unit: Double?
        for (i, m) in marks.enumerated() {
            let direct = vertical ? [m.y, m.yStart, m.yEnd] : [m.x, m.xStart, m.xEnd]
            for case let v? in direct { values.append(v) }
            let isValueAxis = (m.kind == .bar && Self.isHorizontal(m) != vertical) || (m.kind == .area && vertical)
            if isValueAxis, let e = extents[i] {
                numbers += [e.base, e.top]
                includesZero = true
            }
            if m.kind == .bar, !isValueAxis { unit = vertical ? m.yUnit : m.xUnit }
        }
        if case .names(let names) = setting.domain { return Axis(domain: .names(names)) }
        if values.contains(where: { if case .category = $0 { true } else { false } }) {
            var names: [PlotValue] = []
            for v in values where !names.contains(v) { names.append(v) }
            return Axis(domain: .names(names))
        }
        numbers += values.compactMap(\.continuous)
        let isDate = values.contains { if case .date = $0 { true } else { false } }
        var axis = Axis(domain: .continuous(0, 1, isDate: isDate))
        // Bars across a continuous axis: as wide as their unit, else as the closest two values.
        let hasBarsAcross = marks.contains { $0.kind == .bar && Self.isHorizontal($0) == vertical }
        if hasBarsAcross {
            let positions = Set(
                marks.filter { $0.kind == .bar }.compactMap { (vertical ? $0.y : $0.x)?.continuous }
            ).sorted()
            let gaps = zip(positions.dropFirst(), positions).map { $0 - $1 }.filter { $0 > 0 }
            axis.barSpan = unit ?? (gaps.min() ?? 1)
        }
        if case let .range(lo, hi) = setting.domain {
            axis.domain = .continuous(lo, hi, isDate: isDate)
            return axis
        }
        guard var lo = numbers.min(), var hi = numbers.max() else { return axis }
        if case let .automatic(zero, reversed) = setting.domain {
            axis.reversed = reversed
            // Numbers on the value axis start at zero unless told otherwise; so do the y
            // values of lines and points (as Swift Charts draws them), not dates.
            let wantsZero = zero ?? (!isDate && (includesZero || vertical))
            if wantsZero {
                lo = min(lo, 0)
                hi = max(hi, 0)
            }
        }
        if axis.barSpan > 0 {
            // Bars centred on their values keep inside the plot.
            let half = unit != nil ? 0 : axis.barSpan / 2
            lo -= half
            hi += unit ?? half
        }
        if !isDate && axis.barSpan == 0 { (lo, hi) = ChartScale.niceDomain(lo, hi, desired: vertical ? 4 : 5) }
        axis.domain = .continuous(lo, hi, isDate: isDate)
        return axis
    }

    /// The axis as a scale `length` points long.
    func scale(_ axis: Axis, length: Double, vertical: Bool) -> ChartScale {
        let flipped = vertical != axis.reversed
        switch axis.domain {
        case let .continuous(lo, hi, isDate):
            return ChartScale(kind: .continuous(lower: lo, upper: hi, isDate: isDate), length: length, flipped: flipped)
        case .names(let names):
            // Names read downwards on a vertical axis.
            return ChartScale(kind: .bands(names), length: length, flipped: vertical ? axis.reversed : axis.reversed)
        }
    }
}
