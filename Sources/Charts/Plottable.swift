import DesignFoundation

/// A value a chart can place on an axis: a number, a date or a name (Swift Charts'
/// `Plottable`). Types conform through a primitive plottable value; an enumeration with a
/// `String` or number raw value conforms by declaring it.
public protocol Plottable {
    /// The number, date or string the value is plotted as.
    associatedtype PrimitivePlottable: Plottable = Self
    /// The value as a number, date or string.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value from its primitive, if it is one of this type.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The case with the raw value.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension Double: Plottable {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
}
extension Float: Plottable {
    public var primitivePlottable: Float { self }
    public init?(primitivePlottable: Float) { self = primitivePlottable }
}
extension Int: Plottable {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
}
extension String: Plottable {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
}
extension Date: Plottable {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
}

/// A plotted value as the chart works with it.
enum PlotValue: Hashable {
    case number(Double)
    /// Seconds since 1970.
    case date(Double)
    case category(String)

    /// The value as `type`, if it is one (or the primitive of one: a `String`-backed enum).
    func `as`<P: Plottable>(_ type: P.Type) -> P? {
        func convert(_ v: Any) -> P? { v as? P ?? (v as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:)) }
        switch self {
        case .number(let v):
            if let p = convert(v) { return p }
            // A position between whole numbers (a touch on an axis of counts) is the nearest one.
            if v.isFinite, abs(v) < 9e18, let p = convert(Int(v.rounded())) { return p }
            return convert(Float(v))
        case .date(let t): return convert(Date(timeIntervalSince1970: t))
        case .category(let s): return convert(s)
        }
    }

    init(_ value: some Plottable) {
        switch value.primitivePlottable {
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as String: self = .category(v)
        case let v as Date: self = .date(v.timeIntervalSince1970)
        case let other: self = PlotValue(other)
        }
    }

    /// The position on a continuous axis (nil for a category).
    var continuous: Double? {
        switch self {
        case .number(let v), .date(let v): v
        case .category: nil
        }
    }

    /// The value as a legend or band label.
    @MainActor var label: String {
        switch self {
        case .number(let v): ChartFormat.number(v)
        case .date(let v): ChartFormat.date(v, step: 86_400)
        case .category(let s): s
        }
    }
}

/// A value with the label of what it measures, as marks take them: `.value("Sales", 42)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: PlotValue
    /// For dates: the length of the calendar unit each value stands for (a bar's width).
    let unit: Double?

    /// `value`, labelled `label`.
    public static func value(_ label: some StringProtocol, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: PlotValue(value), unit: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for the whole calendar `unit` it starts (a day's bar is a day wide).
    public static func value(
        _ label: some StringProtocol, _ value: Date, unit: Calendar.Component
    )
        -> PlottableValue<Date>
    {
        let seconds: Double =
            switch unit {
            case .second: 1
            case .minute: 60
            case .hour: 3_600
            case .day, .weekday: 86_400
            case .weekOfYear, .weekOfMonth: 7 * 86_400
            case .month: 30.44 * 86_400
            case .quarter: 91.31 * 86_400
            case .year: 365.25 * 86_400
            default: 86_400
            }
        return PlottableValue(label: String(label), value: PlotValue(value), unit: seconds)
    }
}
