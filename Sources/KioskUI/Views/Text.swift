import KioskRaster
import KioskRender
import KioskText

/// Text, as SwiftUI's: laid out by KioskText with the environment's font, colour, line limit
/// and alignment; wraps to the proposed width and reports the size of its lines.
public struct Text: View, Equatable {
    package let content: String
    let timeline: TextTimeline?
    /// What Text's own modifiers (`.bold()`, `.foregroundColor`, `.underline`...) set; they
    /// win over the environment's values, as in SwiftUI.
    var modifiers = TextModifiers()
    /// Text of `content`, in the environment's font and colour.
    nonisolated public init(_ content: String) {
        self.content = content
        timeline = nil
    }
    /// Text of `content` as it is, never looked up in the string tables.
    nonisolated public init<S: StringProtocol>(verbatim content: S) {
        self.content = String(content)
        timeline = nil
    }
    /// Text that follows the wall clock (a timer, "5 min ago"): rebuilt when it next changes.
    package init(_ timeline: TextTimeline) {
        content = ""
        self.timeline = timeline
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    nonisolated public static func == (a: Text, b: Text) -> Bool {
        a.content == b.content && a.timeline?.key == b.timeline?.key && a.modifiers == b.modifiers
    }
}

/// What a clock-driven text shows at a wall-clock time (seconds since 1970), and when that
/// changes next. `key` names it for comparison: two timelines with one key show the same.
package struct TextTimeline: Sendable {
    public let key: String
    public let text: @Sendable (Double) -> (text: String, next: Double?)
    public init(key: String, text: @escaping @Sendable (Double) -> (text: String, next: Double?)) {
        self.key = key
        self.text = text
    }
}

/// A clock-driven text is a reader of the wall clock around a plain text, so layout, drawing
/// and damage treat it as any other text.
extension Text: NodeAwareView {
    func children(of node: ViewNode) -> [ChildView] {
        guard let timeline else { return [] }
        let now = node.graph.wallClockNow
        let shown = timeline.text(now)
        node.refresh(atWallTime: shown.next.map { max($0, now) })
        var text = Text(verbatim: shown.text)
        text.modifiers = modifiers
        return [ChildView(key: [.body], view: text)]
    }
}

extension Text: PrimitiveView, ContextualLayoutView, StoredChildren {
    func makeLayout() -> any NodeLayout { FixedLayout(size: .zero) }
    func makeLayout(environment: EnvironmentValues, context: DrawContext) -> any NodeLayout {
        if timeline != nil { return PassthroughLayout() }
        return TextNodeLayout(
            text: shownContent(environment), style: style(environment, scale: context.scale),
            minimumScaleFactor: environment.minimumScaleFactor, context: context)
    }

    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        if timeline != nil { return [] }
        let content = shownContent(environment)
        let style = TextNodeLayout.shrunk(
            style(environment, scale: context.scale), text: content, toFit: frame.width * context.scale,
            minimumScaleFactor: environment.minimumScaleFactor, context: context)
        let width = frame.width * context.scale
        // Laid out as measured: unwrapped when the frame holds the whole line (one shaping per
        // change of text, not one for measuring and another for drawing).
        let ideal = context.textCache.layout(content, style: style, width: nil)
        let unwrapped = width + 0.01 >= ideal.size.width.rounded(.up)
        let layout = unwrapped ? ideal : context.textCache.layout(content, style: style, width: width + 0.01)
        let origin = context.device(frame.origin)
        let color = (modifiers.color ?? environment.foregroundColor ?? .primary).resolve(in: environment)
        let run = TextRun(
            layout: layout, text: content, style: style, width: unwrapped ? nil : width + 0.01, origin: origin,
            color: color)
        // Glyphs may overhang their advance box by a pixel or two (italics, side bearings).
        let bounds = PixelRect(
            covering: Rect(x: origin.x, y: origin.y, width: layout.size.width, height: layout.size.height)
        ).insetBy(dx: -3, dy: -2)
        var item = DrawItem(command: .text(run), bounds: bounds)
        if modifiers.color == nil, let fill = environment.foregroundShapeStyle {
            // A gradient runs across the text's frame, as SwiftUI's does.
            let device = context.device(frame)
            item = .stencil([item], filledWith: fill.resolvePaint(in: device, environment: environment))
        }
        guard modifiers.underline != nil || modifiers.strikethrough != nil else { return [item] }
        return [item] + decorations(of: layout, at: origin, style: style, environment: environment, textColor: color)
    }

    /// Underline and strikethrough: a bar per line, in the text's colour unless given one.
    private func decorations(
        of layout: TextLayout, at origin: Point, style: TextStyle, environment: EnvironmentValues,
        textColor: RGBAColor
    ) -> [DrawItem] {
        guard modifiers.underline != nil || modifiers.strikethrough != nil else { return [] }
        let em = style.font.pixelSize
        let thickness = max(1, (em * 0.07).rounded())
        var items: [DrawItem] = []
        for (decoration, offset) in [(modifiers.underline, em * 0.12), (modifiers.strikethrough, -em * 0.28)] {
            guard let decoration else { continue }
            let color = decoration.map { $0.resolve(in: environment) } ?? textColor
            for line in layout.lines where line.width > 0 {
                let y = (origin.y + line.baseline + offset).rounded()
                let rect = Rect(x: origin.x + line.x, y: y, width: line.width, height: thickness)
                items.append(DrawItem(command: .fillRect(rect, .solid(color)), bounds: PixelRect(covering: rect)))
            }
        }
        return items
    }

    /// The text as shown: in the environment's text case.
    func shownContent(_ environment: EnvironmentValues) -> String {
        switch environment.textCase {
        case .uppercase?: content.uppercased()
        case .lowercase?: content.lowercased()
        case nil: content
        }
    }

    func style(_ environment: EnvironmentValues, scale: Double) -> TextStyle {
        var font = modifiers.font ?? environment.font ?? .body
        if let weight = modifiers.weight { font = font.weight(weight) }
        if modifiers.isItalic { font = font.italic() }
        if modifiers.hasMonospacedDigits { font = font.monospacedDigit() }
        let alignment: KioskText.TextAlignment =
            switch environment.multilineTextAlignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        return TextStyle(
            font: font.descriptor(scale: scale), lineSpacing: environment.lineSpacing * scale,
            tracking: (modifiers.tracking ?? environment.tracking) * scale,
            alignment: alignment, lineLimit: environment.lineLimit,
            layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}

/// Text measures itself: the proposed width wraps it; a nil width gives one line per paragraph.
/// Sizes are in points: the layout runs in device pixels and is divided by the scale, rounded
/// up to whole pixels so that text is never clipped by its own frame.
@MainActor
struct TextNodeLayout: NodeLayout {
    let text: String
    let style: TextStyle
    let minimumScaleFactor: Double
    let context: DrawContext
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        let scale = context.scale
        // An infinite offer is no constraint: the text takes its ideal width.
        let width = proposal.width.flatMap { $0.isFinite ? $0 * scale : nil }
        let style =
            width.map {
                Self.shrunk(self.style, text: text, toFit: $0, minimumScaleFactor: minimumScaleFactor, context: context)
            } ?? self.style
        let layout = context.textCache.layout(text, style: style, width: width.map { $0 + 0.01 })
        return Size(width: layout.size.width.rounded(.up) / scale, height: layout.size.height.rounded(.up) / scale)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {}

    /// The first and last baselines, in points from the top, of the text laid out `width`
    /// points wide (`.firstTextBaseline`, `.lastTextBaseline`).
    func baselines(width: Double) -> [ObjectIdentifier: Double] {
        let scale = context.scale
        let pixels = width * scale
        let style = Self.shrunk(
            self.style, text: text, toFit: pixels, minimumScaleFactor: minimumScaleFactor, context: context)
        let layout = context.textCache.layout(text, style: style, width: pixels + 0.01)
        guard let first = layout.lines.first, let last = layout.lines.last else { return [:] }
        return [
            ObjectIdentifier(FirstTextBaselineID.self): first.baseline / scale,
            ObjectIdentifier(LastTextBaselineID.self): last.baseline / scale,
        ]
    }

    /// `.minimumScaleFactor`: a single line (`lineLimit(1)`) wider than `width` pixels is set
    /// smaller, down to the factor, so that it fits rather than being truncated.
    static func shrunk(
        _ style: TextStyle, text: String, toFit width: Double, minimumScaleFactor: Double, context: DrawContext
    ) -> TextStyle {
        guard minimumScaleFactor < 1, style.lineLimit == 1, width > 0 else { return style }
        let ideal = context.textCache.layout(text, style: style, width: nil).size.width
        guard ideal > width + 0.01 else { return style }
        var smaller = style
        smaller.font.pixelSize = style.font.pixelSize * max(minimumScaleFactor, (width / ideal) * 0.999)
        smaller.tracking = style.tracking * max(minimumScaleFactor, width / ideal)
        return smaller
    }
}
