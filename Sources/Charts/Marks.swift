import DesignFoundation

/// A mark type: its spec, collected as is.
@MainActor
protocol SpecifiedMark: ChartContent, PrimitiveChartContent {
    var spec: MarkSpec { get }
}

extension SpecifiedMark {
    func collect(into marks: inout [MarkSpec]) { marks.append(spec) }
}

/// How bars and areas that share a position are stacked.
public enum MarkStackingMethod: Sendable {
    /// Each on top of the ones before (Swift Charts' default).
    case standard
    /// Stacked, then scaled so that each stack fills the axis.
    case normalized
    /// Each from the axis's zero, overlapping.
    case unstacked
}

extension MarkSpec {
    mutating func set<X: Plottable>(x value: PlottableValue<X>) {
        x = value.value
        xLabel = value.label
        xUnit = value.unit
    }
    mutating func set<Y: Plottable>(y value: PlottableValue<Y>) {
        y = value.value
        yLabel = value.label
        yUnit = value.unit
    }
}

/// A bar from the axis to a value, or between two values (Swift Charts' `BarMark`).
public struct BarMark: SpecifiedMark {
    var spec = MarkSpec(kind: .bar)
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// A bar at `x` reaching `y` (or, with a name on y and a number on x, a horizontal bar).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        spec.set(x: x)
        spec.set(y: y)
        spec.width = width
        spec.height = height
        spec.stacking = stacking
    }
    /// A bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        spec.set(x: x)
        spec.yStart = yStart.value
        spec.yEnd = yEnd.value
        spec.yLabel = yStart.label
        spec.width = width
    }
    /// A horizontal bar at `y` from `xStart` to `xEnd` (a timeline's span).
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        spec.set(y: y)
        spec.xStart = xStart.value
        spec.xEnd = xEnd.value
        spec.xLabel = xStart.label
        spec.height = height
    }
}

/// A point of a line through the marks of its series (Swift Charts' `LineMark`).
public struct LineMark: SpecifiedMark {
    var spec = MarkSpec(kind: .line)
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// A point of the line at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec.set(x: x)
        spec.set(y: y)
    }
    /// A point of the line of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        self.init(x: x, y: y)
        spec.series = series.value
    }
}

/// A point of an area filled down to the axis, or between two values (Swift Charts'
/// `AreaMark`).
public struct AreaMark: SpecifiedMark {
    var spec = MarkSpec(kind: .area)
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// A point of the area's top at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        spec.set(x: x)
        spec.set(y: y)
        spec.stacking = stacking
    }
    /// A point of the area of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        self.init(x: x, y: y, stacking: stacking)
        spec.series = series.value
    }
    /// A band at `x` from `yStart` to `yEnd` (a range around a line).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.set(x: x)
        spec.yStart = yStart.value
        spec.yEnd = yEnd.value
        spec.yLabel = yStart.label
    }
}

/// A symbol at a point (Swift Charts' `PointMark`).
public struct PointMark: SpecifiedMark {
    var spec = MarkSpec(kind: .point)
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// A point at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec.set(x: x)
        spec.set(y: y)
    }
}

/// A straight line across the plot at a value, or between two values (Swift Charts'
/// `RuleMark`): a target, a threshold, a range.
public struct RuleMark: SpecifiedMark {
    var spec = MarkSpec(kind: .rule)
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// A vertical line across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) { spec.set(x: x) }
    /// A horizontal line across the plot at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) { spec.set(y: y) }
    /// A horizontal line at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec.set(y: y)
        spec.xStart = xStart.value
        spec.xEnd = xEnd.value
    }
    /// A vertical line at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.set(x: x)
        spec.yStart = yStart.value
        spec.yEnd = yEnd.value
    }
}

/// A rectangle at a position, or between two values on each axis (Swift Charts'
/// `RectangleMark`): heat maps, highlighted ranges.
public struct RectangleMark: SpecifiedMark {
    var spec = MarkSpec(kind: .rectangle)
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// A cell at `x` and `y` (a band's size on a named axis).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic
    ) {
        spec.set(x: x)
        spec.set(y: y)
        spec.width = width
        spec.height = height
    }
    /// The rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        spec.xStart = xStart.value
        spec.xEnd = xEnd.value
        spec.yStart = yStart.value
        spec.yEnd = yEnd.value
    }
    /// A band from `xStart` to `xEnd` the whole height of the plot (a selected range).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        spec.xStart = xStart.value
        spec.xEnd = xEnd.value
    }
    /// A band from `yStart` to `yEnd` the whole width of the plot.
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec.yStart = yStart.value
        spec.yEnd = yEnd.value
    }
}

/// A slice of a pie or a donut, as large as its share of the whole (Swift Charts'
/// `SectorMark`).
public struct SectorMark: SpecifiedMark {
    var spec = MarkSpec(kind: .sector)
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// A slice for `angle`'s share, between the radii (`.ratio(0.6)` inside: a donut),
    /// parted from its neighbours by `angularInset` points.
    public init<A: Plottable>(
        angle: PlottableValue<A>, innerRadius: MarkDimension = .ratio(0), outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat = 0
    ) {
        spec.angle = angle.value.continuous ?? 0
        spec.innerRadius = innerRadius
        spec.outerRadius = outerRadius
        spec.angularInset = angularInset
    }
}
