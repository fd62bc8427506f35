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
}

/// The plot's touch area when the chart reports a selection: a finger down or moving writes
/// the values under it, lifting it clears them.
struct ChartSelectionArea: View {
    let plot: CGRect
    let chart: ChartProxy
    let x: ((PlotValue?) -> Void)?
    let y: ((PlotValue?) -> Void)?

    var body: some View {
        let chart = chart, x = x, y = y
        Color.clear
            .frame(width: plot.width, height: plot.height)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        let px = min(max(drag.location.x, 0), plot.width)
                        let py = min(max(drag.location.y, 0), plot.height)
                        x?(chart.xScale.value(at: px))
                        y?(chart.yScale.value(at: py))
                    }
                    .onEnded { _ in
                        x?(nil)
                        y?(nil)
                    }
            )
            .padding(.leading, plot.minX)
            .padding(.top, plot.minY)
    }
}
