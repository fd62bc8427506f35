import DesignFoundation

/// One mark as the chart lays it out: what every mark type and modifier sets.
struct MarkSpec {
    enum Kind { case bar, line, area, point, rule, rectangle, sector }
    var kind: Kind
    var x: PlotValue?
    var y: PlotValue?
    var xStart: PlotValue?
    var xEnd: PlotValue?
    var yStart: PlotValue?
    var yEnd: PlotValue?
    var xLabel = ""
    var yLabel = ""
    /// For dates standing for a calendar unit: its length in seconds.
    var xUnit: Double?
    var yUnit: Double?
    /// A sector's share.
    var angle: Double?
    var stacking: MarkStackingMethod = .standard
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    /// The style set by `.foregroundStyle(_:)`.
    var style: (any ShapeStyle)?
    /// The value `.foregroundStyle(by:)` colours the mark by, and its label.
    var styleKey: PlotValue?
    var styleLabel = ""
    /// The value `.position(by:)` places the mark by within its band.
    var positionKey: PlotValue?
    /// The line or area series the mark belongs to (`series:`), when not its colour's.
    var series: PlotValue?
    var interpolation: InterpolationMethod = .linear
    var symbol: BasicChartSymbolShape?
    var symbolSize: Double?
    var lineStyle: StrokeStyle?
    var annotations: [Annotation] = []
    var cornerRadius = 0.0
    var innerRadius: MarkDimension = .ratio(0)
    var outerRadius: MarkDimension = .ratio(1)
    var angularInset = 0.0
    var opacity = 1.0

    struct Annotation {
        var position: AnnotationPosition
        var spacing: Double
        var content: AnyView
    }

    init(kind: Kind) { self.kind = kind }

    /// The series a line or an area is drawn along: its `series:`, else its colour key.
    var seriesKey: PlotValue? { series ?? styleKey }
}

/// A length of a mark across its axis: automatic (the band's), fixed, a share of the band,
/// or the band less an inset (Swift Charts' `MarkDimension`).
public enum MarkDimension: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case automatic
    case fixed(CGFloat)
    case ratio(CGFloat)
    case inset(CGFloat)

    public init(floatLiteral value: Double) { self = .fixed(value) }
    public init(integerLiteral value: Int) { self = .fixed(Double(value)) }

    /// The length in points, out of `band`.
    func resolve(in band: Double, automatic: Double) -> Double {
        switch self {
        case .automatic: automatic
        case .fixed(let v): v
        case .ratio(let r): band * r
        case .inset(let i): max(0, band - 2 * i)
        }
    }
}

/// How a line or an area runs between its points.
public enum InterpolationMethod: Sendable {
    /// Straight segments.
    case linear
    /// A smooth curve through every point (Catmull-Rom).
    case catmullRom
    /// A smooth curve that does not overshoot between points (monotone cubic).
    case monotone
    /// Steps: each value holds until the next point.
    case stepStart
    /// Steps: each value holds from the previous point.
    case stepEnd
    /// Steps half way between points.
    case stepCenter
    /// A cardinal spline (Catmull-Rom's tension 0).
    case cardinal
}

/// Where an annotation sits against its mark.
public enum AnnotationPosition: Sendable {
    case automatic, top, bottom, leading, trailing, overlay
    case topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// The shape of a point or of a line's points (Swift Charts' `BasicChartSymbolShape`).
public enum BasicChartSymbolShape: Hashable, Sendable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk

    /// The symbol as a path in a box of `size` points around `center`.
    func path(center: CGPoint, size: Double) -> Path {
        let r = size / 2
        var p = Path()
        func polygon(_ n: Int, rotation: Double) {
            for i in 0..<n {
                let a = rotation + Double(i) * 2 * .pi / Double(n)
                let q = CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
                if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
            }
            p.closeSubpath()
        }
        switch self {
        case .circle: p.addEllipse(in: CGRect(x: center.x - r, y: center.y - r, width: size, height: size))
        case .square: p.addRect(CGRect(x: center.x - r * 0.85, y: center.y - r * 0.85, width: r * 1.7, height: r * 1.7))
        case .triangle: polygon(3, rotation: -.pi / 2)
        case .diamond: polygon(4, rotation: 0)
        case .pentagon: polygon(5, rotation: -.pi / 2)
        case .plus, .cross, .asterisk:
            let arms = self == .asterisk ? 6 : 4
            let turn = self == .cross ? Double.pi / 4 : 0
            let w = max(1, size * 0.18)
            for i in 0..<(arms / 2) {
                let a = turn + Double(i) * .pi / Double(arms / 2)
                var bar = Path(CGRect(x: -r, y: -w / 2, width: size, height: w))
                bar = bar.applying(
                    AffineTransform(rotationAngle: a).concatenating(
                        AffineTransform(translationX: center.x, y: center.y)))
                p.addPath(bar)
            }
        }
        return p
    }
}
