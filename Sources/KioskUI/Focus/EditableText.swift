import KioskRender
import KioskText

/// The drawing of a field's text: one line, scrolled to keep the caret in view, with the
/// selection behind it and the caret in the tint colour; the prompt, dimmed, while empty.
/// It takes the width it is offered and the height of one line of its font.
struct EditableText: View, PrimitiveView, ContextualLayoutView {
    let text: String
    let prompt: Text
    let selection: Range<Int>
    let caret: Int
    let isFocused: Bool
    let editor: TextFieldEditor
    typealias Body = Never
    var body: Never { preconditionFailure() }

    static let caretWidth = 2.0

    func makeLayout() -> any NodeLayout { FlexibleLayout() }
    func makeLayout(environment: EnvironmentValues, context: DrawContext) -> any NodeLayout {
        let style = Self.style(environment, context: context)
        let lineHeight = context.textCache.layout("", style: style, width: nil).lineHeight
        let promptWidth = context.textCache.layout(prompt.content, style: style, width: nil).size.width
        return EditableTextLayout(
            height: (lineHeight / context.scale).rounded(.up),
            idealWidth: max(promptWidth / context.scale, 40) + Self.caretWidth)
    }

    static func style(_ environment: EnvironmentValues, context: DrawContext) -> TextStyle {
        var style = Text("").style(environment, scale: context.scale)
        style.lineLimit = nil
        style.alignment = .leading
        style.hangsTrailingWhitespace = false
        return style
    }

    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let style = Self.style(environment, context: context)
        let box = context.device(frame)
        let caretW = Self.caretWidth * context.scale
        let rtl = environment.layoutDirection == .rightToLeft
        let layout = context.textCache.layout(text, style: style, width: nil)
        let geometry = CaretGeometry(layout, isRightToLeft: rtl)
        let boundaries = Self.scalarBoundaries(text)
        let caretX = geometry.caretX(at: boundaries[min(caret, boundaries.count - 1)])

        // Scroll only as far as needed to show the caret; short text sits at the leading edge.
        let room = box.width - caretW
        var scroll = editor.scrollX
        if !isFocused {
            // At rest a field shows the start of its text (the end is cut off at the edge).
            scroll = rtl && layout.size.width <= room ? layout.size.width - room : 0
        } else if layout.size.width <= room {
            scroll = rtl ? layout.size.width - room : 0
        } else {
            if caretX - scroll > room { scroll = caretX - room }
            if caretX - scroll < 0 { scroll = caretX }
            scroll = max(0, min(scroll, layout.size.width - room))
        }
        let left = box.minX - scroll
        editor.scrollX = scroll
        editor.geometry = geometry
        editor.textLeft = left
        editor.scale = context.scale

        let colors = EditingColors(environment)
        var commands: [DrawCommand] = [.pushClipRect(box.insetBy(dx: -caretW, dy: 0))]
        let top = box.minY + ((box.height - layout.lineHeight) / 2).rounded()
        if isFocused, !selection.isEmpty {
            let range = boundaries[selection.lowerBound]..<boundaries[selection.upperBound]
            for span in geometry.selectionSpans(range) {
                commands.append(
                    .fillRect(
                        Rect(x: left + span.x, y: top, width: span.width, height: layout.lineHeight),
                        .solid(colors.selection)))
            }
        }
        if text.isEmpty {
            let promptLayout = context.textCache.layout(prompt.content, style: style, width: nil)
            let x = rtl ? box.maxX - promptLayout.size.width : box.minX + (isFocused ? caretW + 1 : 0)
            let color = Color.secondary.resolve(in: environment)
            commands.append(
                .text(
                    TextRun(
                        layout: promptLayout, text: prompt.content, style: style, width: nil,
                        origin: Point(x: x.rounded(), y: top), color: color)))
        } else {
            commands.append(
                .text(
                    TextRun(
                        layout: layout, text: text, style: style, width: nil, origin: Point(x: left.rounded(), y: top),
                        color: colors.text)))
        }
        if isFocused, selection.isEmpty {
            // The caret starts at its position (so it never covers the character before it),
            // snapped to whole pixels so that it stays crisp.
            let x = (left + caretX).rounded()
            let cx = min(max(x, box.minX), box.maxX - caretW)
            commands.append(
                .fillRect(Rect(x: cx, y: top, width: caretW, height: layout.lineHeight), .solid(colors.caret)))
        }
        commands.append(.popClip)
        return [
            DrawItem(
                command: .group(commands),
                bounds: PixelRect(covering: box).insetBy(dx: -Int(caretW.rounded(.up)) - 1, dy: -1))
        ]
    }

    nonisolated static func scalarBoundaries(_ text: String) -> [Int] {
        var out = [0]
        var n = 0
        for c in text {
            n += c.unicodeScalars.count
            out.append(n)
        }
        return out
    }
}

/// One line high; as wide as offered (a field fills its row), or its prompt's width when
/// asked for its ideal size.
struct EditableTextLayout: NodeLayout {
    let height: Double
    let idealWidth: Double
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        let w = proposal.width.map { $0.isFinite ? $0 : idealWidth } ?? idealWidth
        return Size(width: w, height: height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {}
}
