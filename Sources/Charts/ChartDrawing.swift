import DesignFoundation

/// Draws a laid-out chart into a canvas: grid lines, marks in their order, axis labels.
@MainActor
struct ChartDrawing {
    let layout: ChartLayout
    let gridColor: Color
    let labelColor: Color

    var model: ChartModel { layout.model }

    func draw(_ context: inout GraphicsContext) {
        if model.isPie {
            drawSectors(&context)
            return
        }
        // A scrolled axis's marks and grid end at the plot's edges across it.
        var plotContext = context
        if layout.xWindow != nil || layout.yWindow != nil {
            let plot = layout.plot, size = layout.size
            plotContext.clip(
                to: Path(
                    CGRect(
                        x: layout.xWindow != nil ? plot.minX : 0, y: layout.yWindow != nil ? plot.minY : 0,
                        width: layout.xWindow != nil ? plot.width : size.width,
                        height: layout.yWindow != nil ? plot.height : size.height)))
        }
        drawGrid(&plotContext)
        var drawnSeries: Set<String> = []
        for (i, m) in model.marks.enumerated() {
            let style = model.styles[i]
            var c = plotContext
            c.opacity = m.opacity
            switch m.kind {
            case .bar, .rectangle:
                guard let r = layout.rect(of: i), r.width > 0 || r.height > 0 else { continue }
                let path =
                    m.cornerRadius > 0
                    ? Path(roundedRect: r, cornerRadius: min(m.cornerRadius, min(r.width, r.height) / 2))
                    : Path(r)
                c.fill(path, with: .style(style))
            case .line, .area:
                // A series is drawn whole where its first mark comes.
                let key = "\(m.kind)|\(m.seriesKey?.label ?? "")"
                guard drawnSeries.insert(key).inserted else { continue }
                let members = model.marks.indices.filter {
                    model.marks[$0].kind == m.kind && model.marks[$0].seriesKey == m.seriesKey
                }
                if m.kind == .line { drawLine(members, style: style, &c) } else { drawArea(members, style: style, &c) }
            case .point:
                guard let p = layout.point(x: m.x, y: m.y) else { continue }
                let size = (m.symbolSize ?? 40).squareRoot()
                c.fill((m.symbol ?? .circle).path(center: p, size: size), with: .style(style))
            case .rule:
                drawRule(m, index: i, style: style, &c)
            case .sector:
                continue
            }
        }
        drawLabels(&context)
    }

    private func drawGrid(_ context: inout GraphicsContext) {
        let plot = layout.plot
        let hairline = StrokeStyle(lineWidth: 0.5)
        for (tick, i) in zip(layout.yTicks, 0...)
        where showsGrid(model.configuration.y.marks, tick, i, layout.yTicks.count) {
            guard let y = layout.yScale.position(tick.value) else { continue }
            var line = Path()
            line.move(to: CGPoint(x: plot.minX, y: plot.minY + y))
            line.addLine(to: CGPoint(x: plot.maxX, y: plot.minY + y))
            context.stroke(line, with: .color(gridColor), style: gridStyle(model.configuration.y.marks) ?? hairline)
        }
        guard !layout.xScale.isBands else { return }
        for (tick, i) in zip(layout.xTicks, 0...)
        where showsGrid(model.configuration.x.marks, tick, i, layout.xTicks.count) {
            guard let x = layout.xScale.position(tick.value) else { continue }
            var line = Path()
            line.move(to: CGPoint(x: plot.minX + x, y: plot.minY))
            line.addLine(to: CGPoint(x: plot.minX + x, y: plot.maxY))
            context.stroke(line, with: .color(gridColor), style: gridStyle(model.configuration.x.marks) ?? hairline)
        }
    }

    private func showsGrid(_ marks: AxisMarks?, _ tick: (value: PlotValue, label: String), _ i: Int, _ n: Int) -> Bool {
        guard let marks else { return true }
        return marks.parts(at: AxisValue(value: tick.value, index: i, count: n)).contains {
            if case .grid = $0.kind { true } else { false }
        }
    }

    private func gridStyle(_ marks: AxisMarks?) -> StrokeStyle? {
        guard let marks, marks.content != nil else { return nil }
        for part in marks.parts(at: AxisValue(value: .number(0), index: 0, count: 1)) {
            if case .grid(let style?) = part.kind { return style }
        }
        return nil
    }

    /// The label drawn at a tick: the axis marks' own, the value, or none.
    private func label(_ marks: AxisMarks?, _ tick: (value: PlotValue, label: String), _ i: Int, _ n: Int) -> Text? {
        let plain = Text(tick.label)
        guard let marks else { return plain }
        for part in marks.parts(at: AxisValue(value: tick.value, index: i, count: n)) {
            if case .label(let text, _) = part.kind { return text ?? plain }
        }
        return nil
    }

    private func drawLabels(_ context: inout GraphicsContext) {
        let plot = layout.plot
        var c = context
        c.environment.font = .system(size: ChartLayout.labelSize)
        c.environment.foregroundColor = labelColor
        let config = model.configuration
        let yOnLeading = config.y.marks?.position == .leading || config.y.position == .leading
        for (tick, i) in zip(layout.yTicks, 0...) {
            guard let y = layout.yScale.position(tick.value),
                layout.yWindow == nil || (-0.5...plot.height + 0.5).contains(y),
                let text = label(config.y.marks, tick, i, layout.yTicks.count)
            else { continue }
            let at =
                yOnLeading
                ? CGPoint(x: plot.minX - 5, y: plot.minY + y) : CGPoint(x: plot.maxX + 5, y: plot.minY + y)
            c.draw(text, at: at, anchor: yOnLeading ? .trailing : .leading)
        }
        var lastEnd = -Double.infinity
        for (tick, i) in zip(layout.xTicks, 0...) {
            // A scrolled axis labels the values in view only.
            guard let x = layout.xScale.position(tick.value),
                layout.xWindow == nil || (-0.5...plot.width + 0.5).contains(x),
                let text = label(config.x.marks, tick, i, layout.xTicks.count)
            else { continue }
            let resolved = c.resolve(text)
            let width = resolved.measure(in: CGSize(width: Double.infinity, height: .infinity)).width
            let centre = plot.minX + x
            // Labels that would run into the one before, or past the chart's ends, are left out.
            let start = min(max(centre - width / 2, 0), layout.size.width - width)
            guard start >= lastEnd + 4 else { continue }
            lastEnd = start + width
            c.draw(resolved, at: CGPoint(x: start, y: plot.maxY + 5), anchor: .topLeading)
        }
    }

    /// The points of a series, in the order of its marks.
    private func points(_ members: [Int], top: Bool) -> [CGPoint] {
        members.compactMap { i in
            let m = model.marks[i]
            if let e = model.extents[i] { return layout.point(x: m.x, y: .number(top ? e.top : e.base)) }
            if m.kind == .area, let start = m.yStart, let end = m.yEnd {
                return layout.point(x: m.x, y: top ? end : start)
            }
            return layout.point(x: m.x, y: m.y)
        }
    }

    private func drawLine(_ members: [Int], style: any ShapeStyle, _ context: inout GraphicsContext) {
        let first = model.marks[members[0]]
        let pts = points(members, top: true)
        guard !pts.isEmpty else { return }
        var path = Path()
        path.move(to: pts[0])
        ChartCurves.add(pts, method: first.interpolation, to: &path)
        var stroke = first.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        if first.lineStyle == nil { stroke.lineWidth = 2 }
        context.stroke(path, with: .style(style), style: stroke)
        guard let symbol = first.symbol else { return }
        let size = (first.symbolSize ?? 40).squareRoot()
        for p in pts { context.fill(symbol.path(center: p, size: size), with: .style(style)) }
    }

    private func drawArea(_ members: [Int], style: any ShapeStyle, _ context: inout GraphicsContext) {
        let first = model.marks[members[0]]
        let top = points(members, top: true)
        var base = points(members, top: false)
        guard top.count == base.count, !top.isEmpty else { return }
        base.reverse()
        var path = Path()
        path.move(to: top[0])
        ChartCurves.add(top, method: first.interpolation, to: &path)
        path.addLine(to: base[0])
        ChartCurves.add(base, method: first.interpolation, to: &path)
        path.closeSubpath()
        context.fill(path, with: .style(style))
    }

    private func drawRule(_ m: MarkSpec, index: Int, style: any ShapeStyle, _ context: inout GraphicsContext) {
        guard let (from, to) = layout.ruleLine(m) else { return }
        var line = Path()
        line.move(to: from)
        line.addLine(to: to)
        context.stroke(line, with: .style(style), style: m.lineStyle ?? StrokeStyle(lineWidth: 1))
    }

    private func drawSectors(_ context: inout GraphicsContext) {
        let plot = layout.plot
        let total = model.marks.reduce(0) { $0 + max(0, $1.angle ?? 0) }
        guard total > 0 else { return }
        let centre = CGPoint(x: plot.midX, y: plot.midY)
        let radius = min(plot.width, plot.height) / 2
        var angle = -Double.pi / 2
        for (i, m) in model.marks.enumerated() {
            let sweep = max(0, m.angle ?? 0) / total * 2 * .pi
            defer { angle += sweep }
            guard sweep > 0 else { continue }
            let outer = m.outerRadius.resolve(in: radius, automatic: radius)
            let inner = min(outer, m.innerRadius.resolve(in: radius, automatic: 0))
            // The inset parts neighbours by the same width at both radii.
            let outerInset = min(sweep / 2, m.angularInset / 2 / max(outer, 1))
            var path = Path()
            path.addArc(
                center: centre, radius: outer, startAngle: .radians(angle + outerInset),
                endAngle: .radians(angle + sweep - outerInset), clockwise: false)
            if inner > 0 {
                let innerInset = min(sweep / 2, m.angularInset / 2 / inner)
                path.addArc(
                    center: centre, radius: inner, startAngle: .radians(angle + sweep - innerInset),
                    endAngle: .radians(angle + innerInset), clockwise: true)
            } else {
                path.addLine(to: centre)
            }
            path.closeSubpath()
            var c = context
            c.opacity = m.opacity
            c.fill(path, with: .style(model.styles[i]))
        }
    }
}

/// Paths through a line's points by each interpolation method.
enum ChartCurves {
    /// Adds the curve from `points[0]` (the current point) through the others.
    static func add(_ points: [CGPoint], method: InterpolationMethod, to path: inout Path) {
        guard points.count > 1 else { return }
        switch method {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .stepStart, .stepEnd, .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                switch method {
                case .stepStart:
                    path.addLine(to: CGPoint(x: a.x, y: b.y))
                case .stepEnd:
                    path.addLine(to: CGPoint(x: b.x, y: a.y))
                default:
                    let mid = (a.x + b.x) / 2
                    path.addLine(to: CGPoint(x: mid, y: a.y))
                    path.addLine(to: CGPoint(x: mid, y: b.y))
                }
                path.addLine(to: b)
            }
        case .catmullRom, .cardinal:
            // Catmull-Rom through each point: the tangent at a point is parallel to the chord
            // between its neighbours (the ends use their one neighbour).
            for i in 0..<(points.count - 1) {
                let p0 = points[max(0, i - 1)], p1 = points[i], p2 = points[i + 1]
                let p3 = points[min(points.count - 1, i + 2)]
                let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .monotone:
            // Fritsch-Carlson: secant slopes, averaged into tangents that keep each span
            // between its two values.
            let n = points.count
            var slopes = [Double](repeating: 0, count: n - 1)
            for i in 0..<(n - 1) {
                let dx = points[i + 1].x - points[i].x
                slopes[i] = dx == 0 ? 0 : (points[i + 1].y - points[i].y) / dx
            }
            var tangents = [Double](repeating: 0, count: n)
            tangents[0] = slopes[0]
            tangents[n - 1] = slopes[n - 2]
            for i in 1..<(n - 1) {
                tangents[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2
            }
            for i in 0..<(n - 1) where slopes[i] != 0 {
                let a = tangents[i] / slopes[i], b = tangents[i + 1] / slopes[i]
                let h = a * a + b * b
                if h > 9 {
                    let t = 3 / h.squareRoot()
                    tangents[i] = t * a * slopes[i]
                    tangents[i + 1] = t * b * slopes[i]
                }
            }
            for i in 0..<(n - 1) {
                let p1 = points[i], p2 = points[i + 1]
                let dx = (p2.x - p1.x) / 3
                path.addCurve(
                    to: p2, control1: CGPoint(x: p1.x + dx, y: p1.y + tangents[i] * dx),
                    control2: CGPoint(x: p2.x - dx, y: p2.y - tangents[i + 1] * dx))
            }
        }
    }
}
