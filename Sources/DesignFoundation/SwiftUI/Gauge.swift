/// A value within a range (SwiftUI's `Gauge`), as a meter on a dashboard shows it: a bar that
/// fills, a bar with a marker, a ring that fills or an open ring with a marker, by
/// `.gaugeStyle(_:)`. The fill is the tint (`.tint(_:)`), else the theme's primary colour; a
/// gradient tint runs along the track (its colour at the value marks the value).
public struct Gauge: View {
    let fraction: Double
    let label: AnyView
    let currentValueLabel: AnyView?
    let minimumValueLabel: AnyView?
    let maximumValueLabel: AnyView?
    /// Views tagged with values of the range, marked along a linear gauge's track.
    var markedValueLabels: [GaugeMark] = []
    let accessibilityTitle: String
    let accessibilityCurrentValue: String?
    @Environment(\.gaugeStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.tint) private var tint
    @Environment(\.tintGradient) private var tintGradient

    /// A gauge of `value` in `bounds` (0...1 unless given), described by `label`.
    public init<V: BinaryFloatingPoint, L: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L
    ) {
        self.init(
            value: value, in: bounds, label: label(), current: nil, currentText: nil, minimum: nil, maximum: nil)
    }

    /// A gauge with a view of its current value.
    public init<V: BinaryFloatingPoint, L: View, C: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
        @ViewBuilder currentValueLabel: () -> C
    ) {
        let current = currentValueLabel()
        self.init(
            value: value, in: bounds, label: label(), current: current, currentText: labelText(of: current),
            minimum: nil, maximum: nil)
    }

    /// A gauge with views of its current value and of the two ends of its range.
    public init<V: BinaryFloatingPoint, L: View, C: View, B: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
        @ViewBuilder currentValueLabel: () -> C, @ViewBuilder minimumValueLabel: () -> B,
        @ViewBuilder maximumValueLabel: () -> B
    ) {
        let current = currentValueLabel()
        self.init(
            value: value, in: bounds, label: label(), current: current, currentText: labelText(of: current),
            minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A gauge with views of the two ends of its range, without one of its current value.
    public init<V: BinaryFloatingPoint, L: View, B: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
        @ViewBuilder minimumValueLabel: () -> B, @ViewBuilder maximumValueLabel: () -> B
    ) {
        self.init(
            value: value, in: bounds, label: label(), current: nil, currentText: nil, minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }

    /// A gauge with views of its current value and of the range's ends, and views tagged with
    /// values that a linear gauge marks along its track (`Text("50").tag(50.0)`).
    public init<V: BinaryFloatingPoint, L: View, C: View, B: View, M: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
        @ViewBuilder currentValueLabel: () -> C, @ViewBuilder minimumValueLabel: () -> B,
        @ViewBuilder maximumValueLabel: () -> B, @ViewBuilder markedValueLabels: () -> M
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
        self.markedValueLabels = GaugeMark.marks(markedValueLabels(), in: bounds)
    }

    /// A gauge with a view of its current value and views tagged with values that a linear
    /// gauge marks along its track.
    public init<V: BinaryFloatingPoint, L: View, C: View, M: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
        @ViewBuilder currentValueLabel: () -> C, @ViewBuilder markedValueLabels: () -> M
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
        self.markedValueLabels = GaugeMark.marks(markedValueLabels(), in: bounds)
    }

    init<V: BinaryFloatingPoint, L: View>(
        value: V, in bounds: ClosedRange<V>, label: L, current: (any View)?, currentText: String?,
        minimum: (any View)?, maximum: (any View)?
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let offset = Double(value - bounds.lowerBound)
        fraction = span > 0 && offset.isFinite ? min(1, max(0, offset / span)) : 0
        self.label = AnyView(label)
        currentValueLabel = current.map { AnyView(erasing: $0) }
        minimumValueLabel = minimum.map { AnyView(erasing: $0) }
        maximumValueLabel = maximum.map { AnyView(erasing: $0) }
        accessibilityTitle = labelText(of: label)
        accessibilityCurrentValue = currentText.flatMap { $0.isEmpty ? nil : $0 }
    }

    public var body: some View {
        let parts = GaugeParts(
            fraction: fraction, label: label, current: currentValueLabel, minimum: minimumValueLabel,
            maximum: maximumValueLabel, marks: markedValueLabels, fill: tint ?? theme.colors.primary,
            gradient: tintGradient, track: theme.colors.border.opacity(0.5), ink: GaugeInk(theme))
        return Group {
            switch style.kind {
            case .linearCapacity: LinearCapacityGauge(parts: parts, barHeight: 8, labelFont: theme.typography.body)
            case .accessoryLinearCapacity:
                LinearCapacityGauge(parts: parts, barHeight: 4, labelFont: theme.typography.caption)
            case .accessoryLinear: LinearMarkerGauge(parts: parts)
            case .accessoryCircular: OpenRingGauge(parts: parts)
            case .accessoryCircularCapacity: ClosedRingGauge(parts: parts)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(accessibilityTitle)
        .accessibilityValue(accessibilityCurrentValue ?? "\(Int((fraction * 100).rounded())) percent")
        .accessibilityAddTraits(.updatesFrequently)
    }
}

/// The theme's colours and fonts a gauge draws with: a few words, where the whole theme is
/// a large value that each style's view would copy on every update of a live reading.
struct GaugeInk {
    let textPrimary: Color
    let textSecondary: Color
    let surface: Color
    let captionFont: Font
    let labelFont: Font
    let spacingXS: Double
    let spacingSM: Double
    init(_ theme: DFTheme) {
        textPrimary = theme.colors.textPrimary
        textSecondary = theme.colors.textSecondary
        surface = theme.colors.surface
        captionFont = theme.typography.caption.font
        labelFont = theme.typography.label.font
        spacingXS = theme.spacing.xs
        spacingSM = theme.spacing.sm
    }
}

/// What each gauge style draws from.
@MainActor
struct GaugeParts {
    let fraction: Double
    let label: AnyView
    let current: AnyView?
    let minimum: AnyView?
    let maximum: AnyView?
    let marks: [GaugeMark]
    let fill: Color
    /// A gradient tint, drawn along the track from its start to its end.
    let gradient: Gradient?
    let track: Color
    let ink: GaugeInk

    /// What marks the value: the gradient's colour there, else the fill.
    var marker: AnyShapeStyle {
        gradient.map { AnyShapeStyle(GradientSample(gradient: $0, at: fraction)) } ?? AnyShapeStyle(fill)
    }

    /// What fills a bar up to the value: the gradient as it is along the whole bar (the part
    /// up to the value shows), else the fill.
    var barFill: AnyShapeStyle {
        guard let gradient else { return AnyShapeStyle(fill) }
        return AnyShapeStyle(
            LinearGradient(
                gradient: gradient, startPoint: .leading, endPoint: UnitPoint(x: 1 / max(fraction, 0.01), y: 0.5)))
    }
}

/// The label above a bar that fills from the leading edge; the range's ends beside the bar,
/// the current value below it.
struct LinearCapacityGauge: View {
    let parts: GaugeParts
    let barHeight: Double
    let labelFont: DFTextStyle
    var body: some View {
        let t = parts.ink
        VStack(alignment: .leading, spacing: t.spacingXS) {
            parts.label.font(labelFont.font).foregroundStyle(t.textPrimary)
            HStack(spacing: t.spacingSM) {
                if let minimum = parts.minimum { minimum.font(.caption).foregroundStyle(t.textSecondary) }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(parts.track)
                        if parts.fraction > 0 {
                            Capsule().fill(parts.barFill)
                                .frame(width: max(barHeight, proxy.size.width * parts.fraction))
                        }
                    }
                }
                .frame(height: barHeight)
                .overlay(alignment: .topLeading) { GaugeMarks(parts: parts, below: barHeight) }
                if let maximum = parts.maximum { maximum.font(.caption).foregroundStyle(t.textSecondary) }
            }
            if !parts.marks.isEmpty { Color.clear.frame(height: GaugeMarks.height) }
            if let current = parts.current { current.font(.caption).foregroundStyle(t.textSecondary) }
        }
    }
}

/// A thin bar with a marker at the value; the range's ends beside it, or else the current
/// value at its leading edge.
struct LinearMarkerGauge: View {
    let parts: GaugeParts
    var body: some View {
        let t = parts.ink
        VStack(alignment: .leading, spacing: t.spacingXS) {
            parts.label.font(t.captionFont).foregroundStyle(t.textPrimary)
            HStack(spacing: t.spacingSM) {
                if let minimum = parts.minimum {
                    minimum.font(.caption).foregroundStyle(t.textSecondary)
                } else if let current = parts.current {
                    current.font(.caption).foregroundStyle(t.textSecondary)
                }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        if let gradient = parts.gradient {
                            Capsule().fill(
                                LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
                            )
                            .frame(height: 4)
                        } else {
                            Capsule().fill(parts.track).frame(height: 4)
                        }
                        Circle().fill(parts.marker)
                            .overlay(Circle().stroke(t.surface, lineWidth: 2))
                            .frame(width: 12, height: 12)
                            .offset(x: (proxy.size.width - 12) * parts.fraction)
                    }
                    .frame(height: 12)
                }
                .frame(height: 12)
                .overlay(alignment: .topLeading) { GaugeMarks(parts: parts, below: 8) }
                if let maximum = parts.maximum { maximum.font(.caption).foregroundStyle(t.textSecondary) }
            }
            if !parts.marks.isEmpty { Color.clear.frame(height: GaugeMarks.height - 4) }
        }
    }
}

/// A value a gauge marks along its track, and the view that names it.
struct GaugeMark: Sendable {
    let fraction: Double
    let label: AnyView

    /// The tagged views of `content`, placed by their tags' values in `bounds`; views without
    /// a number for a tag, or with one outside the range, are left out.
    static func marks<V: BinaryFloatingPoint>(_ content: some View, in bounds: ClosedRange<V>) -> [GaugeMark] {
        let lower = Double(bounds.lowerBound), span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return [] }
        // Views are made on the main actor, where their initialisers run.
        nonisolated(unsafe) let content = content
        return MainActor.assumeIsolated { marks(of: viewChildren(of: content), lower: lower, span: span, as: V.self) }
    }

    private static func marks<V: BinaryFloatingPoint>(
        of children: [ViewChild], lower: Double, span: Double, as: V.Type
    ) -> [GaugeMark] {
        children.compactMap { child in
            let value: Double? =
                switch child.tag?.base {
                case let v as V: Double(v)
                case let v as Double: v
                case let v as Float: Double(v)
                case let v as Int: Double(v)
                default: nil
                }
            guard let value, value.isFinite else { return nil }
            let fraction = (value - lower) / span
            guard (0...1).contains(fraction) else { return nil }
            return GaugeMark(fraction: fraction, label: child.view)
        }
    }
}

/// The marked values under a linear gauge's track: a tick and the label at each one's place.
struct GaugeMarks: View {
    let parts: GaugeParts
    /// How far below the top of the track the ticks start.
    let below: Double
    static let height = 22.0

    var body: some View {
        let t = parts.ink
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                ForEach(parts.marks.indices, id: \.self) { i in
                    VStack(spacing: 1) {
                        Rectangle().fill(t.textSecondary).frame(width: 1, height: 4)
                        parts.marks[i].label.font(.caption2).foregroundStyle(t.textSecondary)
                    }
                    .fixedSize()
                    .position(x: proxy.size.width * parts.marks[i].fraction, y: below + 2 + Self.height / 2)
                }
            }
        }
    }
}

/// The ring of the circular styles: an arc of `sweep` turns, open at the bottom when less than
/// one, starting at the lower left (or at the top when closed) and running clockwise.
struct GaugeArc: Shape {
    var sweep: Double
    var upTo: Double
    func path(in rect: Rect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        // Open rings leave their gap centred at the bottom; closed ones start at the top.
        let start = sweep < 1 ? Double.pi / 2 + (1 - sweep) * Double.pi : -Double.pi / 2
        var p = Path()
        p.addArc(
            center: rect.center, radius: radius, startAngle: start,
            endAngle: start + 2 * Double.pi * sweep * min(1, max(0, upTo)))
        return p
    }
}

/// Short ticks just inside a ring at the marked values, where the ring's arc passes them: a
/// circular gauge is too small for the marks' labels, which it leaves out.
struct GaugeRingTicks: Shape {
    var fractions: [Double]
    /// The ring's arc, in turns (less than one: open at the bottom, as `GaugeArc`).
    var sweep: Double
    /// From the frame's edge to the ticks' outer end, and their length.
    var inset: Double
    var length: Double
    func path(in rect: Rect) -> Path {
        let outer = min(rect.width, rect.height) / 2 - inset
        let start = sweep < 1 ? Double.pi / 2 + (1 - sweep) * Double.pi : -Double.pi / 2
        var p = Path()
        for f in fractions {
            let a = start + 2 * Double.pi * sweep * f
            let (c, s) = (cos(a), sin(a))
            p.move(to: CGPoint(x: rect.midX + outer * c, y: rect.midY + outer * s))
            p.addLine(to: CGPoint(x: rect.midX + (outer - length) * c, y: rect.midY + (outer - length) * s))
        }
        return p
    }
}

/// An open ring (three quarters of a turn) with a marker at the value, the current value in
/// its middle and the range's ends under the ring's two ends.
struct OpenRingGauge: View {
    let parts: GaugeParts
    static let size = 64.0, line = 6.0, sweep = 0.75
    var body: some View {
        let t = parts.ink
        let radius = (Self.size - Self.line) / 2
        // The marker's centre on the ring, from the middle: the arc's angle at the value.
        let start = Double.pi / 2 + (1 - Self.sweep) * Double.pi
        let angle = start + 2 * Double.pi * Self.sweep * parts.fraction
        // A gradient tint colours the whole ring, from its start to its end.
        let track =
            parts.gradient.map {
                AnyShapeStyle(ringGradient($0, start: start, sweep: Self.sweep, lead: (1 - Self.sweep) * Double.pi))
            } ?? AnyShapeStyle(parts.track)
        VStack(spacing: 2) {
            ZStack {
                GaugeArc(sweep: Self.sweep, upTo: 1)
                    .stroke(track, style: StrokeStyle(lineWidth: Self.line, lineCap: .round))
                    .padding(Self.line / 2)
                if !parts.marks.isEmpty {
                    GaugeRingTicks(
                        fractions: parts.marks.map(\.fraction), sweep: Self.sweep, inset: Self.line + 1, length: 4
                    )
                    .stroke(t.textSecondary, lineWidth: 1.5)
                }
                Circle().fill(parts.marker)
                    .overlay(Circle().stroke(t.surface, lineWidth: 2))
                    .frame(width: Self.line + 4, height: Self.line + 4)
                    .offset(x: radius * cos(angle), y: radius * sin(angle))
                (parts.current ?? parts.label)
                    .font(t.labelFont).foregroundStyle(t.textPrimary)
                    .lineLimit(1).minimumScaleFactor(0.5)
                    .frame(width: Self.size - 2 * Self.line - 4)
            }
            .frame(width: Self.size, height: Self.size)
            if parts.minimum != nil || parts.maximum != nil {
                HStack {
                    parts.minimum
                    Spacer(minLength: 0)
                    parts.maximum
                }
                .font(.caption2).foregroundStyle(t.textSecondary)
                .frame(width: Self.size)
                .padding(.top, -12)
            }
        }
    }
}

/// A closed ring that fills clockwise from the top, the current value (else the label) in its
/// middle.
struct ClosedRingGauge: View {
    let parts: GaugeParts
    static let size = 64.0, line = 6.0
    var body: some View {
        let t = parts.ink
        // A gradient tint runs once round the ring from the top: the filled part shows its start.
        let fill =
            parts.gradient.map {
                // Led by the round cap's angle, so that the cap takes the start's colour.
                AnyShapeStyle(
                    ringGradient($0, start: -Double.pi / 2, sweep: 1, lead: Self.line / (Self.size - Self.line)))
            } ?? AnyShapeStyle(parts.fill)
        ZStack {
            Circle().stroke(parts.track, lineWidth: Self.line).padding(Self.line / 2)
            if !parts.marks.isEmpty {
                GaugeRingTicks(fractions: parts.marks.map(\.fraction), sweep: 1, inset: Self.line + 1, length: 4)
                    .stroke(t.textSecondary, lineWidth: 1.5)
            }
            if parts.fraction > 0 {
                GaugeArc(sweep: 1, upTo: parts.fraction)
                    .stroke(fill, style: StrokeStyle(lineWidth: Self.line, lineCap: .round))
                    .padding(Self.line / 2)
            }
            (parts.current ?? parts.label)
                .font(t.labelFont).foregroundStyle(t.textPrimary)
                .lineLimit(1).minimumScaleFactor(0.5)
                .frame(width: Self.size - 2 * Self.line - 4)
        }
        .frame(width: Self.size, height: Self.size)
    }
}

/// `gradient` along a ring's arc of `sweep` turns from angle `start` (radians, clockwise from
/// the trailing side), as a conic gradient round the whole turn: the `lead` angle before the
/// arc holds the first colour and the rest after it the last, so that round caps and the
/// gap of an open ring do not take the other end's colour.
@MainActor
func ringGradient(_ gradient: Gradient, start: Double, sweep: Double, lead: Double) -> AngularGradient {
    let turn = 2 * Double.pi
    let lead = min(max(0, lead), turn / 4)
    // A closed ring's gradient ends just before it meets its own start again.
    let arc = min(turn * sweep, turn - lead)
    var stops = gradient.stops.map { Gradient.Stop(color: $0.color, location: (lead + $0.location * arc) / turn) }
    if let first = gradient.stops.first { stops.insert(Gradient.Stop(color: first.color, location: 0), at: 0) }
    if let last = gradient.stops.last { stops.append(Gradient.Stop(color: last.color, location: 1)) }
    return AngularGradient(
        gradient: Gradient(stops: stops), center: .center, startAngle: .radians(start - lead),
        endAngle: .radians(start - lead + turn))
}

/// The look of a gauge (SwiftUI's gauge styles): `.gaugeStyle(.accessoryCircular)`.
public struct GaugeStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
    }
    let kind: Kind
    /// A bar that fills, with the label above it (the default).
    public static let linearCapacity = GaugeStyleKind(kind: .linearCapacity)
    /// A thin bar with a marker at the value.
    public static let accessoryLinear = GaugeStyleKind(kind: .accessoryLinear)
    /// A thin bar that fills.
    public static let accessoryLinearCapacity = GaugeStyleKind(kind: .accessoryLinearCapacity)
    /// An open ring with a marker at the value, the current value inside.
    public static let accessoryCircular = GaugeStyleKind(kind: .accessoryCircular)
    /// A closed ring that fills, the current value inside.
    public static let accessoryCircularCapacity = GaugeStyleKind(kind: .accessoryCircularCapacity)
    /// The platform's default: a bar that fills.
    public static let automatic = linearCapacity
}

struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.automatic }
extension EnvironmentValues {
    /// The look of the gauges below (`.gaugeStyle(_:)`).
    public var gaugeStyle: GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
extension View {
    /// The look of the gauges below.
    public func gaugeStyle(_ style: GaugeStyleKind) -> some View { environment(\.gaugeStyle, style) }
}
