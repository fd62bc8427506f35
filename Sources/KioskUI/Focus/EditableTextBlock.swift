import KioskRender
import KioskText

/// The drawing of an editor's text: wrapped to its width, scrolled to keep the caret in view,
/// the selection behind it line by line and the caret in the tint colour. It takes the space
/// it is offered (five lines high when asked for its ideal size).
struct EditableTextBlock: View, PrimitiveView, ContextualLayoutView {
    let text: String
    let selection: Range<Int>
    let caret: Int
    let isFocused: Bool
    let model: TextEditorModel
    typealias Body = Never
    var body: Never { preconditionFailure() }

    static let caretWidth = EditableText.caretWidth

    func makeLayout() -> any NodeLayout { FlexibleLayout() }
    func makeLayout(environment: EnvironmentValues, context: DrawContext) -> any NodeLayout {
        let style = EditableText.style(environment, context: context)
        let lineHeight = context.textCache.layout("", style: style, width: nil).lineHeight / context.scale
        return TextBlockLayout(
            idealSize: Size(width: 240, height: (lineHeight * 5 + 2 * Self.inset.vertical).rounded(.up)))
    }

    /// The space between the editor's edges and its text, in points (UIKit's text view inset).
    static let inset = (horizontal: 5.0, vertical: 8.0)
    /// The editor's own background: the system background, as on Apple platforms, unless
    /// `.scrollContentBackground(.hidden)` lets what is behind show.
    static let background = Color(light: 0xFFFFFF, dark: 0x000000)

    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let style = EditableText.style(environment, context: context)
        let outer = context.device(frame)
        let box = outer.insetBy(dx: Self.inset.horizontal * context.scale, dy: Self.inset.vertical * context.scale)
        let caretW = Self.caretWidth * context.scale
        let rtl = environment.layoutDirection == .rightToLeft
        let width = max(1, box.width - caretW)
        let layout = context.textCache.layout(text, style: style, width: width)
        let geometry = TextBlockGeometry(layout, isRightToLeft: rtl)
        let boundaries = EditableText.scalarBoundaries(text)
        let caretScalar = boundaries[min(caret, boundaries.count - 1)]
        let caretAt = geometry.caret(at: caretScalar)

        // Scroll as little as keeps the caret in view; never past the text.
        let contentHeight = geometry.height
        var scroll = model.scrollY
        if isFocused, model.dragStartScroll == nil {
            if caretAt.y - scroll < 0 { scroll = caretAt.y }
            if caretAt.y + layout.lineHeight - scroll > box.height {
                scroll = caretAt.y + layout.lineHeight - box.height
            }
        }
        scroll = max(0, min(scroll, contentHeight - box.height))
        model.scrollY = scroll
        let origin = Point(x: box.minX, y: box.minY - scroll)
        model.geometry = geometry
        model.origin = origin
        model.scale = context.scale

        let colors = EditingColors(environment)
        var commands: [DrawCommand] = []
        if environment.scrollContentBackground != .hidden {
            commands.append(.fillRect(outer, .solid(Self.background.resolve(in: environment))))
        }
        commands.append(.pushClipRect(outer))
        if isFocused, !selection.isEmpty {
            let range = boundaries[selection.lowerBound]..<boundaries[selection.upperBound]
            for r in geometry.selectionRects(range) {
                commands.append(.fillRect(r.offsetBy(dx: origin.x, dy: origin.y), .solid(colors.selection)))
            }
        }
        if !text.isEmpty {
            commands.append(
                .text(
                    TextRun(
                        layout: layout, text: text, style: style, width: width,
                        origin: Point(x: origin.x.rounded(), y: origin.y.rounded()), color: colors.text)))
        }
        if isFocused, selection.isEmpty {
            let x = min(max((origin.x + caretAt.x).rounded(), box.minX), box.maxX - caretW)
            let y = (origin.y + caretAt.y).rounded()
            commands.append(.fillRect(Rect(x: x, y: y, width: caretW, height: layout.lineHeight), .solid(colors.caret)))
        }
        commands.append(.popClip)
        return [
            DrawItem(
                command: .group(commands),
                bounds: PixelRect(covering: outer).insetBy(dx: -1, dy: -1))
        ]
    }
}

/// Takes the space offered; its ideal size when none is.
struct TextBlockLayout: NodeLayout {
    let idealSize: Size
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        Size(
            width: proposal.width.map { $0.isFinite ? $0 : idealSize.width } ?? idealSize.width,
            height: proposal.height.map { $0.isFinite ? $0 : idealSize.height } ?? idealSize.height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {}
}

/// Caret and selection geometry of wrapped text, line by line (device pixels from the text's
/// top-left corner). Positions are scalar offsets.
struct TextBlockGeometry {
    struct Line {
        var caret: CaretGeometry
        var range: Range<Int>
        var top: Double
    }
    let lines: [Line]
    let lineHeight: Double
    let scalarCount: Int
    /// The text ends with a line break: the caret after it stands on a line of its own.
    let endsWithBreak: Bool

    init(_ layout: TextLayout, isRightToLeft: Bool) {
        lines = layout.lines.indices.map { i in
            let line = layout.lines[i]
            return Line(
                caret: CaretGeometry(layout, line: i, isRightToLeft: isRightToLeft), range: line.range,
                top: line.baseline - layout.ascent)
        }
        lineHeight = layout.lineHeight
        scalarCount = layout.scalars.count
        endsWithBreak = layout.scalars.last.map { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" } ?? false
    }

    /// The height of the text, with the empty line after a final line break.
    var height: Double { Double(lineCount) * lineHeight }

    private var lineCount: Int { max(1, lines.count + (endsWithBreak ? 1 : 0)) }

    /// The line the caret stands on before scalar `offset`: the one whose range holds it (a
    /// position between two wrapped lines belongs to the later one).
    func line(of offset: Int) -> Int {
        if offset >= scalarCount { return lineCount - 1 }
        return lines.lastIndex { $0.range.lowerBound <= offset } ?? 0
    }

    private func top(_ line: Int) -> Double { line < lines.count ? lines[line].top : Double(line) * lineHeight }

    /// Where the caret stands before scalar `offset`: its left x and the top of its line.
    func caret(at offset: Int) -> Point {
        let l = line(of: offset)
        guard l < lines.count else { return Point(x: 0, y: top(l)) }
        return Point(x: lines[l].caret.caretX(at: offset), y: top(l))
    }

    /// The position among `boundaries` nearest `p`: on the line under it, then along it.
    func offset(nearest p: Point, boundaries: [Int]) -> Int {
        let l = max(0, min(lineCount - 1, Int((p.y / max(1, lineHeight)).rounded(.down))))
        return offset(onLine: l, nearestX: p.x, boundaries: boundaries)
    }

    private func offset(onLine l: Int, nearestX x: Double, boundaries: [Int]) -> Int {
        guard l < lines.count else { return scalarCount }
        let line = lines[l]
        // The caret may stand anywhere in the line, and at its end where the line ends the
        // text or a line break follows it (not where it wraps: that is the next line's start).
        let next = l + 1 < lines.count ? lines[l + 1].range.lowerBound : Int.max
        let endsHere = l == lineCount - 1 || line.range.upperBound < next
        let candidates = boundaries.filter { line.range.contains($0) || (endsHere && $0 == line.range.upperBound) }
        guard !candidates.isEmpty else { return line.range.lowerBound }
        return line.caret.offset(nearestX: x, boundaries: candidates)
    }

    /// The position `delta` lines up or down from `offset`, nearest `x` (or the caret's own x),
    /// and the x kept for further moves. Past the first line: the start; past the last: the end.
    func offset(movingLines delta: Int, from offset: Int, x: Double?, boundaries: [Int]) -> (Int, Double) {
        let l = line(of: offset)
        let column = x ?? caret(at: offset).x
        let target = l + delta
        if target < 0 { return (0, column) }
        if target >= lineCount { return (scalarCount, column) }
        return (self.offset(onLine: target, nearestX: column, boundaries: boundaries), column)
    }

    /// The rectangles that show `range` selected, line by line.
    func selectionRects(_ range: Range<Int>) -> [Rect] {
        var out: [Rect] = []
        for line in lines where line.range.overlaps(range) || (range.isEmpty && line.range.contains(range.lowerBound)) {
            let part = max(range.lowerBound, line.range.lowerBound)..<min(range.upperBound, line.range.upperBound)
            for span in line.caret.selectionSpans(part) {
                out.append(Rect(x: span.x, y: line.top, width: span.width, height: lineHeight))
            }
        }
        return out
    }
}

struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether scrollable views here (a text editor) draw their own background.
    public var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Hides (or shows) the background scrollable views here draw behind their content: a
    /// text editor's own background, so that the view behind it shows.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
