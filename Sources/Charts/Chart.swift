import DesignFoundation

/// A chart of marks (Swift Charts' `Chart`): bars, lines, areas, points, rules, rectangles
/// and sectors, with axes and a legend, in the DesignFoundation theme.
///
/// It takes the room offered. The plot is one `Canvas`, so a chart whose data changes
/// redraws, and presents, only the marks whose drawing changed; annotations are views placed
/// over it.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.dfTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        var marks: [MarkSpec] = []
        content.marks(into: &marks)
        let palette = [
            theme.colors.primary, theme.colors.success, theme.colors.warning, theme.colors.destructive,
            theme.colors.info, theme.colors.secondary, theme.colors.accent,
        ]
        let model = ChartModel(marks: marks, configuration: configuration, palette: palette)
        let showsLegend =
            configuration.legend == .visible || (configuration.legend == .automatic && !model.legend.isEmpty)
        let legendOnTop = configuration.legendPosition == .top
        return VStack(alignment: .leading, spacing: 8) {
            if showsLegend && legendOnTop { ChartLegend(entries: model.legend) }
            ChartPlot(model: model, gridColor: theme.colors.border, labelColor: theme.colors.textSecondary)
            if showsLegend && !legendOnTop { ChartLegend(entries: model.legend) }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Self.summary(model))
    }

    /// What a screen reader says for the chart: its marks and the values they show.
    static func summary(_ model: ChartModel) -> String {
        let kinds = Set(model.marks.map { "\($0.kind)" }).sorted().joined(separator: ", ")
        let series = model.legend.map(\.label).joined(separator: ", ")
        return "Chart, \(model.marks.count) marks (\(kinds))" + (series.isEmpty ? "" : "; series: \(series)")
    }
}

extension Chart {
    /// A chart of the marks `content` builds for each element of `data`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.init { ForEach(data, id: id, content: content) }
    }

    /// A chart of the marks `content` builds for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {
        self.init { ForEach(data, content: content) }
    }
}

/// The plot: the canvas of grid, marks and labels, with the annotations over it.
struct ChartPlot: View {
    let model: ChartModel
    let gridColor: Color
    let labelColor: Color
    @State private var scroll = ChartScrollState()

    var body: some View {
        GeometryReader { proxy in
            let layout = ChartLayout(model: model, size: proxy.size, scroll: scroll)
            let config = model.configuration
            // Made only for the overlays that read it: most charts have none.
            let chart = { () -> ChartProxy in
                let origin = proxy.frame(in: .global).origin
                return ChartProxy(
                    xScale: layout.xScale, yScale: layout.yScale, plot: layout.plot,
                    plotOnScreen: layout.plot.offsetBy(dx: origin.x, dy: origin.y))
            }
            ZStack(alignment: .topLeading) {
                if let plotStyle = config.plotStyle {
                    plotStyle().frame(width: layout.plot.width, height: layout.plot.height)
                        .padding(.leading, layout.plot.minX).padding(.top, layout.plot.minY)
                }
                if let background = config.background {
                    background.content(chart()).frame(
                        width: proxy.size.width, height: proxy.size.height, alignment: background.alignment)
                }
                Canvas { context, _ in
                    ChartDrawing(layout: layout, gridColor: gridColor, labelColor: labelColor).draw(&context)
                }
                ForEach(Self.annotations(layout), id: \.id) { a in
                    a.view.fixedSize()
                        .frame(width: 0, height: 0, alignment: a.alignment)
                        .position(x: a.point.x, y: a.point.y)
                }
                let selector = ChartSelector(plot: layout.plot, chart: chart(), configuration: config)
                if layout.xWindow != nil || layout.yWindow != nil {
                    ChartScrollArea(
                        plot: layout.plot, moved: { scrolled(by: $0, layout: layout) },
                        ended: { settle(predicted: $0, layout: layout) }, selector: selector)
                } else if let selector {
                    ChartSelectionArea(selector: selector)
                }
                if let overlay = config.overlay {
                    overlay.content(chart()).frame(
                        width: proxy.size.width, height: proxy.size.height, alignment: overlay.alignment)
                }
            }
        }
    }

    /// Moves the scrolled axes' windows by a finger's travel since it touched: the finger
    /// keeps the value it touched under it, the windows stay within the domain.
    func scrolled(by travel: CGSize, layout: ChartLayout) {
        var s = scroll
        if s.dragOrigin == nil { s.dragOrigin = (layout.xWindow?.start, layout.yWindow?.start) }
        let c = model.configuration
        if let start = Self.start(
            layout.xWindow, from: s.dragOrigin?.x, by: travel.width, scale: layout.xScale, plotLength: layout.plot.width
        ) {
            (s.x, s.writtenX) = (start, Self.write(start, to: c.xScroll, scale: layout.xScale))
        }
        if let start = Self.start(
            layout.yWindow, from: s.dragOrigin?.y, by: travel.height, scale: layout.yScale,
            plotLength: layout.plot.height)
        {
            (s.y, s.writtenY) = (start, Self.write(start, to: c.yScroll, scale: layout.yScale))
        }
        scroll = s
    }

    /// The finger lifted: the windows stay where it left them, or move (animated) to where the
    /// chart's scroll target behaviour settles them from where the finger's momentum would go.
    func settle(predicted travel: CGSize, layout: ChartLayout) {
        let origin = scroll.dragOrigin
        scroll.dragOrigin = nil
        let c = model.configuration
        guard let behavior = c.scrollTarget, let origin else { return }
        func target(
            _ window: (start: Double, visible: Double)?, from: Double?, by points: Double, scale: ChartScale,
            plotLength: Double, isX: Bool
        ) -> Double? {
            guard let window, let from,
                let predicted = Self.start(window, from: from, by: points, scale: scale, plotLength: plotLength)
            else { return nil }
            let (lower, upper) = scale.units
            let settled = behavior.settle(
                ChartScrollMove(
                    origin: from, predicted: predicted, visible: window.visible, lower: lower, upper: upper, isX: isX,
                    isDate: scale.isDate))
            return abs(settled - window.start) > 1e-9 ? settled : nil
        }
        let x = target(
            layout.xWindow, from: origin.x, by: travel.width, scale: layout.xScale, plotLength: layout.plot.width,
            isX: true)
        let y = target(
            layout.yWindow, from: origin.y, by: travel.height, scale: layout.yScale, plotLength: layout.plot.height,
            isX: false)
        guard x != nil || y != nil else { return }
        withAnimation(.easeOut(duration: 0.3)) {
            var s = scroll
            if let x { (s.x, s.writtenX) = (x, Self.write(x, to: c.xScroll, scale: layout.xScale)) }
            if let y { (s.y, s.writtenY) = (y, Self.write(y, to: c.yScroll, scale: layout.yScale)) }
            scroll = s
        }
    }

    /// The start of a window moved `points` along the plot from `from` (towards larger
    /// positions the finger brings in smaller values, larger on a flipped axis), within the domain.
    static func start(
        _ window: (start: Double, visible: Double)?, from: Double?, by points: Double, scale: ChartScale,
        plotLength: Double
    ) -> Double? {
        guard let window, let from else { return nil }
        let perPoint = window.visible / max(1, plotLength) * (scale.flipped ? 1 : -1)
        let (lower, upper) = scale.units
        return min(max(from + points * perPoint, lower), upper - window.visible)
    }

    /// Writes a window's start to the axis's binding; what the binding then holds.
    static func write(_ start: Double, to axis: ChartScrollAxis, scale: ChartScale) -> PlotValue? {
        axis.position?.set(scale.value(units: start))
        return axis.position?.get()
    }

    struct PlacedAnnotation {
        var id: Int
        var view: AnyView
        var point: CGPoint
        var alignment: Alignment
    }

    static func annotations(_ layout: ChartLayout) -> [PlacedAnnotation] {
        var out: [PlacedAnnotation] = []
        for (i, m) in layout.model.marks.enumerated() {
            for (j, a) in m.annotations.enumerated() {
                guard let (point, alignment) = layout.annotationAnchor(of: i, position: a.position, spacing: a.spacing)
                else { continue }
                // A scrolled chart shows only the annotations of marks in view.
                if layout.xWindow != nil, point.x < layout.plot.minX - 0.5 || point.x > layout.plot.maxX + 0.5 {
                    continue
                }
                if layout.yWindow != nil, point.y < layout.plot.minY - 0.5 || point.y > layout.plot.maxY + 0.5 {
                    continue
                }
                out.append(PlacedAnnotation(id: i * 16 + j, view: a.content, point: point, alignment: alignment))
            }
        }
        return out
    }
}

/// The legend: a swatch and a label for each `.foregroundStyle(by:)` value.
struct ChartLegend: View {
    let entries: [(label: String, style: any ShapeStyle)]
    @Environment(\.dfTheme) private var theme

    var body: some View {
        HStack(spacing: 14) {
            ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
                HStack(spacing: 5) {
                    Circle().fill(AnyShapeStyle(entry.style)).frame(width: 8, height: 8)
                    Text(entry.label).font(.caption).foregroundStyle(theme.colors.textSecondary)
                }
            }
        }
    }
}
