import DesignFoundation

/// The chart's plot as an overlay or a background sees it (Swift Charts' `ChartProxy`):
/// where values are drawn and which values lie under a point, in the plot's coordinates
/// (points from the plot area's top-leading corner).
public struct ChartProxy {
    let xScale: ChartScale
    let yScale: ChartScale
    /// The plot area in the chart's coordinates, and on the screen.
    let plot: CGRect
    let plotOnScreen: CGRect

    /// The plot area, for a `GeometryReader` in the overlay (`geometry[proxy.plotFrame!]`).
    public var plotFrame: Anchor<CGRect>? { Anchor(global: plotOnScreen) }
    /// The plot area (the earlier name of `plotFrame`).
    public var plotAreaFrame: Anchor<CGRect> { Anchor(global: plotOnScreen) }
    /// The plot area's size.
    public var plotSize: CGSize { plot.size }
    /// The plot area's size (the earlier name of `plotSize`).
    public var plotAreaSize: CGSize { plot.size }

    /// Where `value` is drawn across the plot (nil: not on the x axis).
    public func position<P: Plottable>(forX value: P) -> CGFloat? { xScale.position(PlotValue(value)) }
    /// Where `value` is drawn down the plot (nil: not on the y axis).
    public func position<P: Plottable>(forY value: P) -> CGFloat? { yScale.position(PlotValue(value)) }
    /// Where the point for `value` is drawn in the plot.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x value at `position` points across the plot, as `type`.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        xScale.value(at: position)?.as(type)
    }
    /// The y value at `position` points down the plot, as `type`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        yScale.value(at: position)?.as(type)
    }
    /// The x and y values at `location` in the plot.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else {
            return nil
        }
        return (x, y)
    }
}

/// The plot area handed to `.chartPlotStyle`: a view the size of the plot, drawn behind the
/// marks, that the closure may give a background, a border or an overlay.
public struct ChartPlotContent: View {
    public var body: some View { Color.clear }
}

extension View {
    /// A view over the chart, built with the plot's geometry: a selection readout, a gesture
    /// that reads values under the finger.
    public func chartOverlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View {
        chartConfiguration { $0.overlay = (alignment, { AnyView(content($0)) }) }
    }
    /// A view behind the chart's marks, built with the plot's geometry.
    public func chartBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View {
        chartConfiguration { $0.background = (alignment, { AnyView(content($0)) }) }
    }
    /// Styles the plot area behind the marks (`plotArea.background(.gray.opacity(0.1)).border(.blue)`).
    /// The plot keeps its size: the chart's layout sets it.
    public func chartPlotStyle<V: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> V) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content(ChartPlotContent())) } }
    }

    /// Writes the x value under a finger on the plot to `value` while the finger is down
    /// (nil when it lifts), as Swift Charts' selection does.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.xSelection = { value.wrappedValue = $0?.as(P.self) } }
    }
    /// Writes the y value under a finger on the plot to `value` while the finger is down.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.ySelection = { value.wrappedValue = $0?.as(P.self) } }
    }
    /// Writes the x values between two fingers on the plot to `range` while they are down (nil
    /// when they lift), as Swift Charts' range selection does. Without a value selection, one
    /// finger dragging across the plot selects too: from where it touched to where it is.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        chartConfiguration { $0.xRangeSelection = { range.wrappedValue = Self.closedRange($0, as: P.self) } }
    }
    /// Writes the y values between two fingers on the plot to `range` while they are down.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        chartConfiguration { $0.yRangeSelection = { range.wrappedValue = Self.closedRange($0, as: P.self) } }
    }

    private static func closedRange<P: Plottable & Comparable>(
        _ ends: (PlotValue, PlotValue)?, as: P.Type
    ) -> ClosedRange<P>? {
        guard let ends, let a = ends.0.as(P.self), let b = ends.1.as(P.self) else { return nil }
        return min(a, b)...max(a, b)
    }
}

/// What a finger on the plot selects, told to the chart's selection bindings: the values
/// under one finger, or a range between two (or, with no value selection, from where one
/// touched to where it is); nil to all of them when the fingers lift.
struct ChartSelector {
    let plot: CGRect
    let chart: ChartProxy
    let x: ((PlotValue?) -> Void)?
    let y: ((PlotValue?) -> Void)?
    let xRange: (((PlotValue, PlotValue)?) -> Void)?
    let yRange: (((PlotValue, PlotValue)?) -> Void)?

    /// The chart's selection bindings, or nil when it has none.
    init?(plot: CGRect, chart: @autoclosure () -> ChartProxy, configuration c: ChartConfiguration) {
        guard c.xSelection != nil || c.ySelection != nil || c.xRangeSelection != nil || c.yRangeSelection != nil
        else { return nil }
        self.plot = plot
        self.chart = chart()
        (x, y, xRange, yRange) = (c.xSelection, c.ySelection, c.xRangeSelection, c.yRangeSelection)
    }

    var selectsRanges: Bool { xRange != nil || yRange != nil }

    private func clamped(_ p: CGPoint) -> CGPoint {
        CGPoint(x: min(max(p.x, 0), plot.width), y: min(max(p.y, 0), plot.height))
    }

    /// One finger that touched at `start` and is at `location` (plot coordinates).
    func finger(from start: CGPoint, at location: CGPoint) {
        if x == nil && y == nil {
            between(start, location)
            return
        }
        let p = clamped(location)
        x?(chart.xScale.value(at: p.x))
        y?(chart.yScale.value(at: p.y))
    }

    /// The range between two fingers, in place of one finger's values.
    func fingers(_ a: CGPoint, _ b: CGPoint) {
        x?(nil)
        y?(nil)
        between(a, b)
    }

    private func between(_ a: CGPoint, _ b: CGPoint) {
        let a = clamped(a), b = clamped(b)
        if let xRange, let from = chart.xScale.value(at: a.x), let to = chart.xScale.value(at: b.x) {
            xRange((from, to))
        }
        if let yRange, let from = chart.yScale.value(at: a.y), let to = chart.yScale.value(at: b.y) {
            yRange((from, to))
        }
    }

    /// The fingers lifted.
    func clear() {
        x?(nil)
        y?(nil)
        xRange?(nil)
        yRange?(nil)
    }
}

/// The plot's touch area when the chart reports a selection: a finger down or moving writes
/// the values under it, lifting it clears them.
struct ChartSelectionArea: View {
    let selector: ChartSelector

    var body: some View {
        let selector = selector, plot = selector.plot
        return Color.clear
            .frame(width: plot.width, height: plot.height)
            .contentShape(Rectangle())
            .gesture(
                // Two fingers select the range between them, in place of the one finger's selection.
                DragGesture(minimumDistance: 0).simultaneously(with: MagnifyGesture(minimumScaleDelta: 0))
                    .onChanged { value in
                        if let pinch = value.second, pinch.fingerLocations.count == 2, selector.selectsRanges {
                            selector.fingers(pinch.fingerLocations[0], pinch.fingerLocations[1])
                        } else if let drag = value.first {
                            selector.finger(from: drag.startLocation, at: drag.location)
                        }
                    }
                    .onEnded { _ in selector.clear() }
            )
            .padding(.leading, plot.minX)
            .padding(.top, plot.minY)
    }
}
