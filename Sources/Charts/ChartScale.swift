import DesignFoundation

/// Labels for axis values: numbers without needless decimals, dates by the tick step.
enum ChartFormat {
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        let magnitude = abs(v)
        let digits = magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        let p = pow(10, Double(digits))
        var s = String((v * p).rounded() / p)
        if s.hasSuffix(".0") { s.removeLast(2) }
        return s
    }

    @MainActor static func date(_ seconds: Double, step: Double) -> String {
        let date = Date(timeIntervalSince1970: seconds)
        if step < 86_400 { return DFDateFormat().hour().minute().format(date) }
        if step < 28 * 86_400 { return DFDateFormat().month().day().format(date) }
        if step < 360 * 86_400 { return DFDateFormat().month().format(date) }
        return DFDateFormat().year().format(date)
    }
}

/// How values map to positions along one axis: a continuous range, or bands of names.
struct ChartScale {
    enum Kind {
        case continuous(lower: Double, upper: Double, isDate: Bool)
        case bands([PlotValue])
    }
    var kind: Kind
    /// Points from the start of the axis to its end (positive).
    var length: Double
    /// Values grow towards the start: the y axis, whose origin is at the top of the screen.
    var flipped: Bool
    /// Points of the axis scrolled out of view before the plot's start (a scrollable chart's
    /// axis is longer than the plot).
    var offset = 0.0

    /// The position of `value` along the axis, points from its start.
    func position(_ value: PlotValue) -> Double? {
        switch kind {
        case let .continuous(lower, upper, _):
            guard let v = value.continuous else { return nil }
            let t = upper > lower ? (v - lower) / (upper - lower) : 0.5
            return (flipped ? 1 - t : t) * length - offset
        case .bands(let names):
            guard let i = names.firstIndex(of: value) else { return nil }
            let band = length / Double(max(1, names.count))
            let centre = (Double(i) + 0.5) * band
            return (flipped ? length - centre : centre) - offset
        }
    }

    /// The value at `position` points from the axis's start: a number or date on a continuous
    /// axis, the band's name on a named one (nil off the axis).
    func value(at position: Double) -> PlotValue? {
        guard position.isFinite, length > 0 else { return nil }
        let along = position + offset
        let t = (flipped ? length - along : along) / length
        switch kind {
        case let .continuous(lower, upper, isDate):
            let v = lower + t * (upper - lower)
            return isDate ? .date(v) : .number(v)
        case .bands(let names):
            guard !names.isEmpty, (0...1).contains(t) else { return nil }
            return names[min(names.count - 1, Int(t * Double(names.count)))]
        }
    }

    /// The position of a number on a continuous axis (the base of bars and areas).
    func position(number v: Double) -> Double {
        guard case let .continuous(lower, upper, _) = kind else { return (flipped ? length : 0) - offset }
        let t = upper > lower ? (v - lower) / (upper - lower) : 0.5
        return (flipped ? 1 - t : t) * length - offset
    }

    /// A band's width, or for a continuous axis the room between the closest two values.
    var bandWidth: Double {
        if case .bands(let names) = kind { return length / Double(max(1, names.count)) }
        return length
    }

    var isBands: Bool { if case .bands = kind { true } else { false } }
    var isDate: Bool { if case .continuous(_, _, true) = kind { true } else { false } }

    /// The values to mark along the axis, with their labels: about `desired` round values on
    /// a continuous axis, every band (or every few when they crowd) on a named one.
    @MainActor func ticks(desired: Int) -> [(value: PlotValue, label: String)] {
        switch kind {
        case .bands(let names):
            return names.map { ($0, $0.label) }
        case let .continuous(lower, upper, isDate):
            if isDate {
                let step = Self.dateStep(span: upper - lower, desired: desired)
                var t = (lower / step).rounded(.up) * step
                var out: [(PlotValue, String)] = []
                while t <= upper + step * 1e-9, out.count < 50 {
                    out.append((.date(t), ChartFormat.date(t, step: step)))
                    t += step
                }
                return out
            }
            let step = Self.niceStep(span: upper - lower, desired: desired)
            var out: [(PlotValue, String)] = []
            var i = (lower / step).rounded(.up)
            while i * step <= upper + step * 1e-9, out.count < 50 {
                let v = (i * step * 1e9).rounded() / 1e9
                out.append((.number(v), ChartFormat.number(v)))
                i += 1
            }
            return out
        }
    }

    /// 1, 2 or 5 times a power of ten, so that the span holds about `desired` steps.
    static func niceStep(span: Double, desired: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(1, desired))
        let power = pow(10, (log10(raw)).rounded(.down))
        let f = raw / power
        let nice: Double = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10
        return nice * power
    }

    /// An hour, a few hours, a day, a week, a month or a year: the calendar step that gives
    /// about `desired` ticks.
    static func dateStep(span: Double, desired: Int) -> Double {
        let steps: [Double] = [
            60, 300, 900, 1_800, 3_600, 3 * 3_600, 6 * 3_600, 12 * 3_600, 86_400, 2 * 86_400, 7 * 86_400,
            30.44 * 86_400, 91.31 * 86_400, 365.25 * 86_400,
        ]
        let raw = span / Double(max(1, desired))
        return steps.first { $0 >= raw } ?? steps.last!
    }

    /// The domain made round: widened to whole steps of its ticks.
    static func niceDomain(_ lower: Double, _ upper: Double, desired: Int) -> (Double, Double) {
        guard upper > lower else {
            let pad = lower == 0 ? 1 : abs(lower) * 0.1
            return (lower - pad, upper + pad)
        }
        let step = niceStep(span: upper - lower, desired: desired)
        return ((lower / step).rounded(.down) * step, (upper / step).rounded(.up) * step)
    }
}
