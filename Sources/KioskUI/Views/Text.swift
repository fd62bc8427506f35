import KioskRender
import KioskText

/// Text, as SwiftUI's: laid out by KioskText with the environment's font, colour, line limit
/// and alignment; wraps to the proposed width and reports the size of its lines.
public struct Text: View, Equatable {
    let content: String
    let timeline: TextTimeline?
    /// Text of `content`, in the environment's font and colour.
    public init(_ content: String) {
        self.content = content
        timeline = nil
    }
    /// Text of `content` as it is, never looked up in the string tables.
    public init<S: StringProtocol>(verbatim content: S) {
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
        a.content == b.content && a.timeline?.key == b.timeline?.key
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
        return [ChildView(key: [.body], view: Text(verbatim: shown.text))]
    }
}

extension Text: PrimitiveView, ContextualLayoutView, StoredChildren {
    func makeLayout() -> any NodeLayout { FixedLayout(size: .zero) }
    func makeLayout(environment: EnvironmentValues, context: DrawContext) -> any NodeLayout {
        if timeline != nil { return PassthroughLayout() }
        return TextNodeLayout(text: content, style: Text.style(environment, scale: context.scale), context: context)
    }

    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        if timeline != nil { return [] }
        let style = Text.style(environment, scale: context.scale)
        let width = frame.width * context.scale
        // Laid out as measured: unwrapped when the frame holds the whole line (one shaping per
        // change of text, not one for measuring and another for drawing).
        let ideal = context.textCache.layout(content, style: style, width: nil)
        let unwrapped = width + 0.01 >= ideal.size.width.rounded(.up)
        let layout = unwrapped ? ideal : context.textCache.layout(content, style: style, width: width + 0.01)
        let origin = context.device(frame.origin)
        let color = (environment.foregroundColor ?? .primary).resolve(in: environment)
        let run = TextRun(
            layout: layout, text: content, style: style, width: unwrapped ? nil : width + 0.01, origin: origin,
            color: color)
        // Glyphs may overhang their advance box by a pixel or two (italics, side bearings).
        let bounds = PixelRect(
            covering: Rect(x: origin.x, y: origin.y, width: layout.size.width, height: layout.size.height)
        ).insetBy(dx: -3, dy: -2)
        return [DrawItem(command: .text(run), bounds: bounds)]
    }

    static func style(_ environment: EnvironmentValues, scale: Double) -> TextStyle {
        let font = environment.font ?? .body
        let alignment: KioskText.TextAlignment =
            switch environment.multilineTextAlignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        return TextStyle(
            font: font.descriptor(scale: scale), lineSpacing: environment.lineSpacing * scale,
            tracking: environment.tracking * scale,
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
    let context: DrawContext
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        let scale = context.scale
        // An infinite offer is no constraint: the text takes its ideal width.
        let width = proposal.width.flatMap { $0.isFinite ? $0 * scale : nil }
        let layout = context.textCache.layout(text, style: style, width: width.map { $0 + 0.01 })
        return Size(width: layout.size.width.rounded(.up) / scale, height: layout.size.height.rounded(.up) / scale)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {}
}
