/// What a `DFPopoverStyle` draws `DFPopover` from: its content, its state and the active theme.
public struct DFPopoverStyleConfiguration {
    /// The popover's content.
    public let content: AnyView
    /// Where the popover went, relative to its source view, as of the latest layout.
    let placement: Presentation?
    /// The active theme.
    public let theme: DFTheme

    /// The popover's edge that faces its source view (`.top` when it hangs below it,
    /// `.leading` when it stands to its right).
    @MainActor public var arrowEdge: Edge {
        switch placement?.edge {
        case .top?: return .bottom
        case .trailing?: return .leading
        case .leading?: return .trailing
        default: return .top
        }
    }
    /// The source view's frame on screen (points).
    @MainActor public var anchorFrame: Rect { placement?.anchorFrame ?? .zero }
}

/// How `DFPopover` looks: `makeBody(configuration:)` draws it. `.dfPopoverStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFPopoverStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFPopoverStyleConfiguration) -> Body
}

/// A type-erased `DFPopoverStyle`, as the environment holds the one `.dfPopoverStyle(_:)` sets.
public struct AnyDFPopoverStyle: DFPopoverStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFPopoverStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFPopoverStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFPopoverStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFPopoverStyleKey: EnvironmentKey { static let defaultValue = AnyDFPopoverStyle(DFArrowPopoverStyle()) }
extension EnvironmentValues {
    /// The style of the `DFPopover` views below (`.dfPopoverStyle(_:)`).
    public var dfPopoverStyle: AnyDFPopoverStyle {
        get { self[DFPopoverStyleKey.self] }
        set { self[DFPopoverStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the `DFPopover` views below; the innermost setting wins.
    public func dfPopoverStyle<S: DFPopoverStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfPopoverStyle, (style as? AnyDFPopoverStyle) ?? AnyDFPopoverStyle(style))
    }

    /// Presents `content` beside this view while `isPresented` is true: below it when there is
    /// room, else above, kept on screen, the arrow (in the arrow style) pointing at this view.
    /// A tap outside dismisses it.
    public func dfPopover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
        presentation(isPresented: isPresented, kind: .popover) { DFPopoverContainer(content: AnyView(content())) }
    }
}

struct DFPopoverContainer: View {
    let content: AnyView
    @Environment(\.dfPopoverStyle) private var style
    @Environment(\.dfTheme) private var theme
    @Environment(\.presentationPlacement) private var placement
    var body: some View {
        style.makeBody(configuration: DFPopoverStyleConfiguration(content: content, placement: placement, theme: theme))
    }
}

/// A panel with an arrow on the side facing the source view, pointing at its middle.
public struct DFArrowPopoverStyle: DFPopoverStyle, Sendable {
    /// The style; `.arrow` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFPopoverStyleConfiguration) -> some View {
        dfPopoverPanel(c, arrow: true, fill: AnyView(c.theme.colors.surfaceElevated), padding: c.theme.spacing.lg)
    }
}

/// A tighter panel without an arrow.
public struct DFCompactPopoverStyle: DFPopoverStyle, Sendable {
    /// The style; `.compact` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFPopoverStyleConfiguration) -> some View {
        dfPopoverPanel(c, arrow: false, fill: AnyView(c.theme.colors.surfaceElevated), padding: c.theme.spacing.sm)
    }
}

/// The arrow panel as frosted glass.
public struct DFGlassPopoverStyle: DFPopoverStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFPopoverStyleConfiguration) -> some View {
        dfPopoverPanel(
            c, arrow: true, fill: AnyView(Color.clear.background(.regularMaterial)), padding: c.theme.spacing.lg)
    }
}

/// The panel and, reading the placement once laid out, the arrow toward the source view.
@MainActor
func dfPopoverPanel(_ c: DFPopoverStyleConfiguration, arrow: Bool, fill: AnyView, padding: Double) -> some View {
    let t = c.theme
    let arrowSize = arrow ? 9.0 : 0
    let edge = c.arrowEdge
    return c.content
        .padding(padding)
        .padding(.top, edge == .top ? arrowSize : 0)
        .padding(.bottom, edge == .bottom ? arrowSize : 0)
        .padding(.leading, edge == .leading ? arrowSize : 0)
        .padding(.trailing, edge == .trailing ? arrowSize : 0)
        .background(
            GeometryReader { proxy in
                let frame = proxy.frame(in: .global)
                let along =
                    edge == .top || edge == .bottom ? c.anchorFrame.midX - frame.minX : c.anchorFrame.midY - frame.minY
                let shape = DFPopoverShape(
                    radius: t.radius.lg, arrowSize: arrowSize, edge: edge, arrowX: along, width: proxy.size.width)
                ZStack {
                    // The shadow comes from the panel's rounded rectangle (the cached box shadow);
                    // the arrow casts none, as on the platform.
                    RoundedRectangle(cornerRadius: t.radius.lg).fill(t.colors.surfaceElevated)
                        .shadow(
                            color: t.shadows.md.color, radius: t.shadows.md.radius, x: t.shadows.md.x, y: t.shadows.md.y
                        )
                        .padding(.top, edge == .top ? arrowSize : 0)
                        .padding(.bottom, edge == .bottom ? arrowSize : 0)
                        .padding(.leading, edge == .leading ? arrowSize : 0)
                        .padding(.trailing, edge == .trailing ? arrowSize : 0)
                    fill.clipShape(shape)
                }
            })
}

/// A rounded panel with a triangle on one edge, `arrowX` along that edge (from the panel's
/// top or leading side, kept clear of the corners).
struct DFPopoverShape: Shape {
    let radius: Double
    let arrowSize: Double
    let edge: Edge
    let arrowX: Double
    /// The panel's width in points: the path is drawn in device pixels, the arrow's place is in points.
    let width: Double

    func path(in rect: Rect) -> Path {
        let scale = rect.width / max(1, width)
        let a = self.arrowSize * scale, radius = self.radius * scale
        let body = Rect(
            x: rect.minX + (edge == .leading ? a : 0), y: rect.minY + (edge == .top ? a : 0),
            width: rect.width - (edge == .leading || edge == .trailing ? a : 0),
            height: rect.height - (edge == .top || edge == .bottom ? a : 0))
        var p = Path.roundedRect(body, cornerRadius: radius)
        guard a > 0 else { return p }
        // Wound as the rounded rectangle is (clockwise on screen), overlapping it by two pixels,
        // so that the non-zero fill joins them without a seam.
        var tri = Path()
        switch edge {
        case .top:
            let x = rect.minX + min(max(arrowX * scale, radius + a), rect.width - radius - a)
            tri.move(to: Point(x: x - a, y: body.minY + 2))
            tri.line(to: Point(x: x, y: rect.minY))
            tri.line(to: Point(x: x + a, y: body.minY + 2))
        case .bottom:
            let x = rect.minX + min(max(arrowX * scale, radius + a), rect.width - radius - a)
            tri.move(to: Point(x: x + a, y: body.maxY - 2))
            tri.line(to: Point(x: x, y: rect.maxY))
            tri.line(to: Point(x: x - a, y: body.maxY - 2))
        case .leading:
            let y = rect.minY + min(max(arrowX * scale, radius + a), rect.height - radius - a)
            tri.move(to: Point(x: body.minX + 2, y: y + a))
            tri.line(to: Point(x: rect.minX, y: y))
            tri.line(to: Point(x: body.minX + 2, y: y - a))
        case .trailing:
            let y = rect.minY + min(max(arrowX * scale, radius + a), rect.height - radius - a)
            tri.move(to: Point(x: body.maxX - 2, y: y - a))
            tri.line(to: Point(x: rect.maxX, y: y))
            tri.line(to: Point(x: body.maxX - 2, y: y + a))
        }
        tri.close()
        p.add(tri)
        return p
    }
}

extension DFPopoverStyle where Self == DFArrowPopoverStyle {
    /// A panel with an arrow on the side facing the source view, pointing at its middle.
    public static var arrow: DFArrowPopoverStyle { DFArrowPopoverStyle() }
}
extension DFPopoverStyle where Self == DFCompactPopoverStyle {
    /// A tighter panel without an arrow.
    public static var compact: DFCompactPopoverStyle { DFCompactPopoverStyle() }
}
extension DFPopoverStyle where Self == DFGlassPopoverStyle {
    /// The arrow panel as frosted glass.
    public static var glass: DFGlassPopoverStyle { DFGlassPopoverStyle() }
}
