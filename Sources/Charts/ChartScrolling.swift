import DesignFoundation

/// How one axis scrolls: the part of its domain in view, and where that part starts.
struct ChartScrollAxis {
    /// The length of domain in view, in the axis's units (seconds on a date axis, names on a
    /// named one); nil: the whole domain.
    var visibleLength: Double?
    /// The value at the leading (x) or bottom (y) edge of the plot, read and written by
    /// `.chartScrollPosition(x:)`.
    var position: (get: () -> PlotValue?, set: (PlotValue) -> Void)?
    /// Where the axis starts when nothing has scrolled it (`.chartScrollPosition(initialX:)`).
    var initial: PlotValue?
}

extension View {
    /// Lets a finger drag the plot along `axes`, within the domain: the marks, grid and labels
    /// move, the other axis stays. `.chartXVisibleDomain(length:)` sets how much is in view.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartConfiguration { $0.scrollAxes = axes }
    }
    /// How much of the x domain a scrollable chart shows at once (seconds on a date axis, a
    /// count of names on a named one).
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = PlotValue(length).continuous
        return chartConfiguration { $0.xScroll.visibleLength = length }
    }
    /// How much of the y domain a scrollable chart shows at once.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = PlotValue(length).continuous
        return chartConfiguration { $0.yScroll.visibleLength = length }
    }
    /// The x value at the plot's leading edge, written as a finger scrolls the chart and read
    /// to scroll it from the model.
    public func chartScrollPosition<P: Plottable>(x position: Binding<P>) -> some View {
        chartConfiguration {
            $0.xScroll.position = (
                { PlotValue(position.wrappedValue) }, { value in value.as(P.self).map { position.wrappedValue = $0 } }
            )
        }
    }
    /// The y value at the plot's bottom edge, written as a finger scrolls the chart.
    public func chartScrollPosition<P: Plottable>(y position: Binding<P>) -> some View {
        chartConfiguration {
            $0.yScroll.position = (
                { PlotValue(position.wrappedValue) }, { value in value.as(P.self).map { position.wrappedValue = $0 } }
            )
        }
    }
    /// Where the x axis starts before it is scrolled (the latest readings of a live chart).
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let value = PlotValue(initialX)
        return chartConfiguration { $0.xScroll.initial = value }
    }
    /// Where the y axis starts before it is scrolled.
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        let value = PlotValue(initialY)
        return chartConfiguration { $0.yScroll.initial = value }
    }
}

extension ChartScale {
    /// The domain as units along the axis: a continuous axis's numbers, or band indices.
    var units: (lower: Double, upper: Double) {
        switch kind {
        case let .continuous(lower, upper, _): (lower, upper)
        case let .bands(names): (0, Double(names.count))
        }
    }

    /// `value` in the axis's units (a name's band index), nil when it is not on the axis.
    func units(of value: PlotValue) -> Double? {
        switch kind {
        case .continuous: value.continuous
        case let .bands(names): names.firstIndex(of: value).map(Double.init)
        }
    }

    /// The value at `units` along the axis (a band's name).
    func value(units: Double) -> PlotValue {
        switch kind {
        case let .continuous(_, _, isDate): isDate ? .date(units) : .number(units)
        case let .bands(names): names[min(names.count - 1, max(0, Int(units.rounded())))]
        }
    }

    /// The scale stretched so that `visible` units fill the plot's `length`, moved so that
    /// the window starts at `start` (clamped to the domain). Nil when all of it is in view.
    func scrolled(visible: Double, start: Double) -> (scale: ChartScale, start: Double)? {
        let (lower, upper) = units
        let span = upper - lower
        guard visible > 0, span > visible, length > 0 else { return nil }
        let start = min(max(start, lower), upper - visible)
        var scale = self
        scale.length = length * span / visible
        let t0 = (start - lower) / span, tw = visible / span
        scale.offset = (flipped ? 1 - t0 - tw : t0) * scale.length
        return (scale, start)
    }
}

/// Where a chart's scrolled axes stand: its own record of the finger's scrolling, and what
/// it last wrote to the bindings (a binding holding something else was moved by the model).
struct ChartScrollState {
    var x: Double?
    var y: Double?
    var writtenX: PlotValue?
    var writtenY: PlotValue?
    /// The windows' starts when the finger touched.
    var dragOrigin: (x: Double?, y: Double?)?

    /// The start of `axis`'s window in `scale`'s units: the binding's value when the model
    /// set it, else where the finger left it, else the initial position, else the domain's start.
    func start(of axis: ChartScrollAxis, on scale: ChartScale, state: Double?, written: PlotValue?) -> Double {
        if let bound = axis.position?.get(), bound != written, let units = scale.units(of: bound) { return units }
        if let state { return state }
        if let initial = axis.initial, let units = scale.units(of: initial) { return units }
        return scale.units.lower
    }
}

/// What the fingers on a scrollable chart are doing: whether two took over from the one that
/// was scrolling (to select a range), and where the scroll stood when they did.
final class ChartScrollFingers {
    var scrolling = false
    var ranging = false
    var translation = CGSize.zero
}

/// The plot's touch area of a scrollable chart: told how far the finger has moved since it
/// touched, and when it lifts how far its momentum would have taken it. A chart that also
/// reports a selection selects, as Swift Charts' scrollable charts do, with a finger held
/// still for half a second and then dragged: a finger that moves at once scrolls. A chart
/// that reports a range selection takes a second finger as the range's other end: the
/// scroll stops where it was while the two select.
struct ChartScrollArea: View {
    let plot: CGRect
    let moved: (CGSize) -> Void
    let ended: (CGSize) -> Void
    var selector: ChartSelector?
    @State private var fingers = ChartScrollFingers()

    var body: some View {
        let moved = moved, ended = ended, fingers = fingers
        let scroll = DragGesture(minimumDistance: 4)
            .onChanged { drag in
                fingers.scrolling = true
                guard !fingers.ranging else { return }
                fingers.translation = drag.translation
                moved(drag.translation)
            }
            .onEnded { drag in
                // After a range selection the chart settles where the scroll stopped.
                ended(fingers.ranging ? fingers.translation : drag.predictedEndTranslation)
                fingers.scrolling = false
                fingers.ranging = false
            }
        let area = Color.clear
            .frame(width: plot.width, height: plot.height)
            .contentShape(Rectangle())
        return Group {
            if let selector {
                let oneFinger = LongPressGesture(minimumDuration: 0.5).sequenced(
                    before: DragGesture(minimumDistance: 0)
                )
                .onChanged { value in
                    guard !fingers.ranging, case .second(true, let drag?) = value else { return }
                    selector.finger(from: drag.startLocation, at: drag.location)
                }
                .onEnded { _ in selector.clear() }
                .exclusively(before: scroll)
                if selector.selectsRanges {
                    area.gesture(
                        oneFinger.simultaneously(
                            with: MagnifyGesture(minimumScaleDelta: 0)
                                .onChanged { pinch in
                                    guard pinch.fingerLocations.count == 2 else { return }
                                    fingers.ranging = true
                                    selector.fingers(pinch.fingerLocations[0], pinch.fingerLocations[1])
                                }
                                .onEnded { _ in selector.clear() }
                        )
                        .onEnded { _ in
                            // The scroll, still running, ends the range when its finger lifts.
                            if !fingers.scrolling { fingers.ranging = false }
                        })
                } else {
                    area.gesture(oneFinger)
                }
            } else {
                area.gesture(scroll)
            }
        }
        .padding(.leading, plot.minX)
        .padding(.top, plot.minY)
    }
}
