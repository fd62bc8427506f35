import DesignFoundation

/// How a scrollable chart comes to rest when the finger lifts (`.chartScrollTargetBehavior`):
/// `.valueAligned(...)`.
public protocol ChartScrollTargetBehavior {}

/// A finger's scroll of one axis of a chart, as a scroll target behaviour settles it.
struct ChartScrollMove {
    /// The window's start when the finger touched, and where the finger's momentum would take
    /// it (in the axis's units: numbers, seconds since 1970 on a date axis, band indices).
    var origin: Double, predicted: Double
    /// The length of domain in view, and the domain's ends.
    var visible: Double, lower: Double, upper: Double
    var isX: Bool
    var isDate: Bool
}

/// A scroll target behaviour that stops a chart's window on values spaced at regular intervals:
/// on a multiple of a unit (a whole day, every 10 readings) or on dates matching calendar
/// components (midnight, the first of a month); a swipe moves on to the next major value (a
/// whole page, a week) in its direction.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
    enum Step {
        case units(Double)
        case calendar(DateComponents)
        /// The visible length, counted from where the window was when the finger touched.
        case page
    }
    var xUnit: Step?, yUnit: Step?
    var xMajor: Step?, yMajor: Step?
    var limit: ValueAlignedLimitBehavior

    /// Stops on multiples of `unit` along the scrollable axes; a swipe goes on to the next
    /// multiple of `majorAlignment`.
    public init<T: Plottable & Numeric>(
        unit: T, majorAlignment: MajorValueAlignment<T>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) {
        let step = PlotValue(unit).continuous.map(Step.units)
        (xUnit, yUnit, xMajor, yMajor, limit) = (step, step, majorAlignment?.step, majorAlignment?.step, limitBehavior)
    }

    /// Stops on dates matching `components` (`DateComponents(hour: 0)`: midnight).
    public init(
        matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) {
        let step = Step.calendar(components)
        (xUnit, yUnit, xMajor, yMajor, limit) = (step, step, majorAlignment?.step, majorAlignment?.step, limitBehavior)
    }

    /// Stops on multiples of `xUnit` across and `yUnit` up.
    public init<X: Plottable & Numeric, Y: Plottable & Numeric>(
        xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil,
        yMajorAlignment: MajorValueAlignment<Y>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) {
        self.xUnit = PlotValue(xUnit).continuous.map(Step.units)
        self.yUnit = PlotValue(yUnit).continuous.map(Step.units)
        (xMajor, yMajor, limit) = (xMajorAlignment?.step, yMajorAlignment?.step, limitBehavior)
    }

    /// Stops on multiples of `xUnit` across and on dates matching `yComponents` up.
    public init<X: Plottable & Numeric>(
        xUnit: X, yMatching yComponents: DateComponents, xMajorAlignment: MajorValueAlignment<X>? = nil,
        yMajorAlignment: MajorValueAlignment<Date>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) {
        self.xUnit = PlotValue(xUnit).continuous.map(Step.units)
        self.yUnit = .calendar(yComponents)
        (xMajor, yMajor, limit) = (xMajorAlignment?.step, yMajorAlignment?.step, limitBehavior)
    }

    /// Stops on dates matching `xComponents` across and on multiples of `yUnit` up.
    public init<Y: Plottable & Numeric>(
        xMatching xComponents: DateComponents, yUnit: Y, xMajorAlignment: MajorValueAlignment<Date>? = nil,
        yMajorAlignment: MajorValueAlignment<Y>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) {
        self.xUnit = .calendar(xComponents)
        self.yUnit = PlotValue(yUnit).continuous.map(Step.units)
        (xMajor, yMajor, limit) = (xMajorAlignment?.step, yMajorAlignment?.step, limitBehavior)
    }

    /// The start the window settles on: the next major value in the swipe's direction (one
    /// page at most unless the limit is `.never`), else where the momentum would stop; then the
    /// value aligned to the unit nearest to it, within the domain.
    func settle(_ move: ChartScrollMove) -> Double {
        let unit = move.isX ? xUnit : yUnit, major = move.isX ? xMajor : yMajor
        let last = max(move.lower, move.upper - move.visible)
        let swipe = move.predicted - move.origin
        var target = move.predicted
        if let major, abs(swipe) > move.visible * 0.02 {
            let direction = swipe > 0 ? 1.0 : -1.0
            if limit.limitsToOneMajor {
                target = Self.next(after: move.origin, direction: direction, step: major, move: move)
            } else {
                target = Self.nearest(to: move.predicted, step: major, move: move)
            }
        }
        if let unit { target = Self.nearest(to: target, step: unit, move: move) }
        return min(max(target, move.lower), last)
    }

    /// The aligned value nearest to `value`: the last one before it, or the first after that
    /// (`value` itself when it is aligned).
    static func nearest(to value: Double, step: Step, move: ChartScrollMove) -> Double {
        let below = next(after: value, direction: -1, step: step, move: move)
        let above = next(after: below, direction: 1, step: step, move: move)
        return value - below < above - value ? below : above
    }

    /// The first aligned value past `value` in `direction` (a value a hair from an aligned
    /// one counts as that one).
    static func next(after value: Double, direction: Double, step: Step, move: ChartScrollMove) -> Double {
        func multiple(_ size: Double, from anchor: Double) -> Double {
            guard size > 0 else { return value }
            let k = (value - anchor) / size
            let n = direction > 0 ? (k + 1e-9).rounded(.down) + 1 : (k - 1e-9).rounded(.up) - 1
            return anchor + n * size
        }
        switch step {
        case .units(let size): return multiple(size, from: 0)
        case .page: return multiple(move.visible, from: move.origin)
        case .calendar(let components):
            guard move.isDate else { return value }
            let date = Date(timeIntervalSince1970: value)
            let found = Calendar.current.nextDate(
                after: date, matching: components, matchingPolicy: .nextTime,
                direction: direction > 0 ? .forward : .backward)
            return found?.timeIntervalSince1970 ?? (direction > 0 ? move.upper : move.lower)
        }
    }
}

/// How a value-aligned chart scroll aligns on a swipe: to a page (the visible length), a
/// multiple of a unit, or dates matching calendar components.
public struct MajorValueAlignment<Value: Plottable> {
    let step: ValueAlignedChartScrollTargetBehavior.Step

    /// The visible domain's length: a swipe turns a page.
    public static var page: MajorValueAlignment<Value> { MajorValueAlignment(step: .page) }
    /// Multiples of `value`.
    public static func unit(_ value: Value) -> MajorValueAlignment<Value> {
        MajorValueAlignment(step: PlotValue(value).continuous.map { .units($0) } ?? .page)
    }
    /// Dates matching `components` (`DateComponents(weekday: 2)`: Mondays).
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Value> {
        MajorValueAlignment(step: .calendar(components))
    }
}

/// How far one swipe of a value-aligned chart may go.
public struct ValueAlignedLimitBehavior: Equatable, Sendable {
    let limitsToOneMajor: Bool
    /// One major value a swipe where a major alignment is given.
    public static let automatic = ValueAlignedLimitBehavior(limitsToOneMajor: true)
    /// One major value a swipe.
    public static let always = ValueAlignedLimitBehavior(limitsToOneMajor: true)
    /// As far as the swipe's momentum goes, then aligned.
    public static let never = ValueAlignedLimitBehavior(limitsToOneMajor: false)
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Stops on multiples of `unit` (a day: `3600 * 24` on a date axis); a swipe goes on to the
    /// next multiple of `majorAlignment` (`.page`: what is in view).
    public static func valueAligned<P: Plottable & Numeric>(
        unit: P, majorAlignment: MajorValueAlignment<P>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Stops on dates matching `components`.
    public static func valueAligned(
        matching components: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(
            matching: components, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Stops on multiples of `xUnit` across and `yUnit` up.
    public static func valueAligned<X: Plottable & Numeric, Y: Plottable & Numeric>(
        xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil,
        yMajorAlignment: MajorValueAlignment<Y>? = nil, limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(
            xUnit: xUnit, yUnit: yUnit, xMajorAlignment: xMajorAlignment, yMajorAlignment: yMajorAlignment,
            limitBehavior: limitBehavior)
    }
}

extension View {
    /// How the chart's scrolling comes to rest when the finger lifts:
    /// `.valueAligned(unit:majorAlignment:)` stops on whole values and turns a page a swipe.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View {
        let aligned = behavior as? ValueAlignedChartScrollTargetBehavior
        return chartConfiguration { $0.scrollTarget = aligned }
    }
}
