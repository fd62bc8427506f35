import DesignFoundation

/// What the chart modifiers set, read by the charts below them through the environment.
struct ChartConfiguration {
    var x = AxisConfiguration(position: .bottom)
    var y = AxisConfiguration(position: .trailing)
    var legend: Visibility = .automatic
    var legendPosition: AnnotationPosition = .bottom
    /// Colours for the values of `.foregroundStyle(by:)`, in order.
    var styleScale: [(key: PlotValue, style: any ShapeStyle)] = []
    /// Views over and behind the plot, built from its geometry (`.chartOverlay`, `.chartBackground`).
    var overlay: (alignment: Alignment, content: (ChartProxy) -> AnyView)?
    var background: (alignment: Alignment, content: (ChartProxy) -> AnyView)?
    /// The plot area's own view (`.chartPlotStyle`).
    var plotStyle: (() -> AnyView)?
    /// Told the value under a finger on the plot, and nil when it lifts (`.chartXSelection`).
    var xSelection: ((PlotValue?) -> Void)?
    var ySelection: ((PlotValue?) -> Void)?
    /// Told the values between two fingers (or from where one touched to where it is), and
    /// nil when they lift (`.chartXSelection(range:)`).
    var xRangeSelection: (((PlotValue, PlotValue)?) -> Void)?
    var yRangeSelection: (((PlotValue, PlotValue)?) -> Void)?
    /// The axes a finger scrolls (`.chartScrollableAxes`), and how each scrolls.
    var scrollAxes: Axis.Set = []
    var xScroll = ChartScrollAxis()
    var yScroll = ChartScrollAxis()
    /// Where a scroll comes to rest when the finger lifts; nil: where the finger left it.
    var scrollTarget: ValueAlignedChartScrollTargetBehavior?

    struct AxisConfiguration {
        var position: AxisMarkPosition
        var visibility: Visibility = .automatic
        var domain: Domain = .automatic(includesZero: nil, reversed: false)
        var marks: AxisMarks?
        var title: String?

        enum Domain {
            case automatic(includesZero: Bool?, reversed: Bool)
            case range(Double, Double)
            case names([PlotValue])
        }
    }
}

struct ChartConfigurationKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// Where an axis's marks and labels go.
public enum AxisMarkPosition: Sendable {
    case automatic, leading, trailing, top, bottom
}

/// The values an axis marks (Swift Charts' `AxisMarkValues`).
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case values([PlotValue])
    }
    let kind: Kind
    /// Round values chosen by the chart.
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
    /// About `desiredCount` round values.
    public static func automatic(desiredCount: Int) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    /// A value every `step`.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(kind: .stride(step)) }
    /// A value every calendar `component` (a date axis).
    public static func stride(by component: Calendar.Component) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(PlottableValue<Date>.value("", Date(), unit: component).unit ?? 86_400))
    }
    /// Exactly these values.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
        AxisMarkValues(kind: .values(values.map { PlotValue($0) }))
    }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Double...) { kind = .values(elements.map { .number($0) }) }
}

/// The marks of an axis: grid lines, ticks and value labels at its values (Swift Charts'
/// `AxisMarks`).
public struct AxisMarks {
    var position: AxisMarkPosition
    var values: AxisMarkValues
    /// The parts drawn at each value; nil: a grid line and a label.
    var content: ((AxisValue) -> [AxisMark])?

    /// Grid lines and labels at `values`, on the axis's side or at `position`.
    public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        self.position = position
        self.values = values
    }

    /// Grid lines and labels at `values`, each value written by `format`
    /// (`AxisMarks(format: .dateTime.hour())`).
    public init<Format: FormatStyle>(
        format: Format, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(position: position, values: values)
        let label = AxisValueLabel(format: format)
        content = { _ in [AxisMark(kind: .grid(nil)), AxisMark(kind: .label(nil, format: label.format))] }
    }

    /// The marks `content` builds for each value: any of `AxisGridLine`, `AxisTick` and
    /// `AxisValueLabel`.
    public init(
        position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> [AxisMark]
    ) {
        self.init(position: position, values: values)
        self.content = content
    }

    /// What is drawn at `value`.
    func parts(at value: AxisValue) -> [AxisMark] {
        content?(value) ?? [AxisMark(kind: .grid(nil)), AxisMark(kind: .label(nil, format: nil))]
    }

    /// `ticks` with their labels written by the value labels' formats, where they have one.
    func formatted(_ ticks: [(value: PlotValue, label: String)]) -> [(value: PlotValue, label: String)] {
        guard content != nil else { return ticks }
        return ticks.enumerated().map { i, tick in
            for part in parts(at: AxisValue(value: tick.value, index: i, count: ticks.count)) {
                if case .label(_, let format?) = part.kind, let written = format(tick.value) {
                    return (tick.value, written)
                }
            }
            return tick
        }
    }
}

/// A value an axis marks, as its content closure sees it.
public struct AxisValue {
    let value: PlotValue
    /// The value's place among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`, if it is one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { value.as(type) }
}

/// One part of an axis's marks, as the builder collects them.
public struct AxisMark {
    enum Kind {
        case grid(StrokeStyle?)
        case tick
        /// The label's text; nil: the value as the axis writes it, or as `format` writes it.
        case label(Text?, format: ((PlotValue) -> String?)?)
    }
    let kind: Kind
}

/// A grid line across the plot at the value.
public struct AxisGridLine {
    let stroke: StrokeStyle?
    /// A grid line, in `stroke` or the theme's hairline.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
}
/// A short tick at the axis at the value.
public struct AxisTick {
    /// A tick `length` points long.
    public init(centered: Bool? = nil, length: CGFloat = 4, stroke: StrokeStyle? = nil) {}
}
/// The value written beside the axis.
public struct AxisValueLabel {
    let text: Text?
    var format: ((PlotValue) -> String?)?
    /// The value as the axis writes it.
    public init() { text = nil }
    /// The value written by `format` (`.dateTime.hour()`, `.percent`, `.currency(code:)`); the
    /// layout options are accepted for Swift Charts' sake.
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        text = nil
        self.format = { value in value.as(Format.FormatInput.self).map { format.format($0) } }
    }
    /// The value written as `content` writes it: a `Text`, or none (`if` without `else`).
    public init<C: View>(@ViewBuilder content: () -> C) {
        let view = content()
        text = view as? Text ?? (view as? Text?).flatMap { $0 } ?? Text("")
    }
    /// `label` in place of the value.
    public init(_ label: some StringProtocol) { text = Text(String(label)) }
}

/// How a value label is turned (accepted for Swift Charts' sake: labels are drawn level).
public enum AxisValueLabelOrientation: Sendable {
    case automatic, horizontal, vertical, verticalReversed
}

/// Builds an axis's marks.
@resultBuilder
public enum AxisMarkBuilder {
    /// One part as written.
    public static func buildExpression(_ mark: AxisGridLine) -> [AxisMark] { [AxisMark(kind: .grid(mark.stroke))] }
    /// One part as written.
    public static func buildExpression(_ mark: AxisTick) -> [AxisMark] { [AxisMark(kind: .tick)] }
    /// One part as written.
    public static func buildExpression(_ mark: AxisValueLabel) -> [AxisMark] {
        [AxisMark(kind: .label(mark.text, format: mark.format))]
    }
    /// The parts in order.
    public static func buildBlock(_ parts: [AxisMark]...) -> [AxisMark] { parts.flatMap { $0 } }
    /// The part of an `if` without `else`, when it holds.
    public static func buildOptional(_ parts: [AxisMark]?) -> [AxisMark] { parts ?? [] }
    /// The branch of an `if`/`else` or a `switch` taken.
    public static func buildEither(first: [AxisMark]) -> [AxisMark] { first }
    /// The branch of an `if`/`else` or a `switch` taken.
    public static func buildEither(second: [AxisMark]) -> [AxisMark] { second }
}

/// A scale domain chosen from the data (Swift Charts' `AutomaticScaleDomain`).
public struct AutomaticScaleDomain {
    let includesZero: Bool?
    let reversed: Bool
    /// From the data, with zero for bars and areas.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: false) }
    /// From the data, with or without zero, possibly reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
    }
}

extension View {
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// The x axis from `domain.lowerBound` to `domain.upperBound`.
    public func chartXScale<D: Plottable & Comparable>(domain: ClosedRange<D>) -> some View {
        let (lo, hi) = (PlotValue(domain.lowerBound).continuous ?? 0, PlotValue(domain.upperBound).continuous ?? 1)
        return chartConfiguration { $0.x.domain = .range(lo, hi) }
    }
    /// The y axis from `domain.lowerBound` to `domain.upperBound`.
    public func chartYScale<D: Plottable & Comparable>(domain: ClosedRange<D>) -> some View {
        let (lo, hi) = (PlotValue(domain.lowerBound).continuous ?? 0, PlotValue(domain.upperBound).continuous ?? 1)
        return chartConfiguration { $0.y.domain = .range(lo, hi) }
    }
    /// The x axis's names, in this order.
    public func chartXScale<D: Plottable>(domain: [D]) -> some View {
        let names = domain.map { PlotValue($0) }
        return chartConfiguration { $0.x.domain = .names(names) }
    }
    /// The y axis's names, in this order.
    public func chartYScale<D: Plottable>(domain: [D]) -> some View {
        let names = domain.map { PlotValue($0) }
        return chartConfiguration { $0.y.domain = .names(names) }
    }
    /// The x axis's domain from the data.
    public func chartXScale(domain: AutomaticScaleDomain) -> some View {
        chartConfiguration { $0.x.domain = .automatic(includesZero: domain.includesZero, reversed: domain.reversed) }
    }
    /// The y axis's domain from the data.
    public func chartYScale(domain: AutomaticScaleDomain) -> some View {
        chartConfiguration { $0.y.domain = .automatic(includesZero: domain.includesZero, reversed: domain.reversed) }
    }
    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.x.visibility = visibility }
    }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.y.visibility = visibility }
    }
    /// The x axis's marks.
    public func chartXAxis(content: () -> AxisMarks) -> some View {
        let marks = content()
        return chartConfiguration { $0.x.marks = marks }
    }
    /// The y axis's marks.
    public func chartYAxis(content: () -> AxisMarks) -> some View {
        let marks = content()
        return chartConfiguration { $0.y.marks = marks }
    }
    /// A title along the x axis.
    public func chartXAxisLabel(_ label: String) -> some View { chartConfiguration { $0.x.title = label } }
    /// A title along the y axis.
    public func chartYAxisLabel(_ label: String) -> some View { chartConfiguration { $0.y.title = label } }
    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View { chartConfiguration { $0.legend = visibility } }
    /// Puts the legend above or below the plot.
    public func chartLegend(
        position: AnnotationPosition, alignment: Alignment? = nil, spacing: CGFloat? = nil
    )
        -> some View
    { chartConfiguration { $0.legendPosition = position } }
    /// The colours of the values of `.foregroundStyle(by:)`: `["Solar": .yellow, "Wind": .teal]`.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let scale = mapping.map { (key: PlotValue($0.key), style: $0.value as any ShapeStyle) }
        return chartConfiguration { $0.styleScale = scale }
    }
    /// The colours of the values of `.foregroundStyle(by:)`, in the order given.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S]) -> some View {
        let scale = zip(domain, range).map { (key: PlotValue($0), style: $1 as any ShapeStyle) }
        return chartConfiguration { $0.styleScale = scale }
    }
}
