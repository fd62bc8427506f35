import DesignFoundation

/// Content with a change applied to each of its marks.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let change: (inout MarkSpec) -> Void
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    func collect(into marks: inout [MarkSpec]) {
        let start = marks.count
        content.marks(into: &marks)
        for i in start..<marks.count { change(&marks[i]) }
    }
}

extension ChartContent {
    func modified(_ change: @escaping (inout MarkSpec) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// Fills or strokes the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified { $0.style = style }
    }

    /// Colours the marks by `value`: each distinct value takes the next colour of the
    /// palette and an entry in the legend; lines and areas form one series per value.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified {
            $0.styleKey = value.value
            $0.styleLabel = value.label
        }
    }

    /// Places bars that share a position side by side, by `value` (grouped bars).
    public func position<P: Plottable>(
        by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
    )
        -> some ChartContent
    {
        modified { $0.positionKey = value.value }
    }

    /// How a line or an area runs between its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Marks a point, or each point of a line, with `symbol`.
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        modified { $0.symbol = symbol }
    }

    /// The symbols' area in square points (a circle of 8 points across is about 50).
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        modified { $0.symbolSize = size }
    }

    /// Draws lines and rules with `style`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    /// Rounds the corners of bars and rectangles, and of sectors.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { $0.cornerRadius = radius }
    }

    /// Fades the marks.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity }
    }

    /// A view beside each mark (a value over a bar, a note on a rule).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let view = AnyView(content())
        return modified {
            $0.annotations.append(MarkSpec.Annotation(position: position, spacing: spacing ?? 4, content: view))
        }
    }
}
