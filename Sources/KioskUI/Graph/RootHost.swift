/// The root of every view graph: the app's content; above it what the content presents
/// (popovers, modals, sheets, toasts), each trapping touches below it as its kind says (a
/// dimmed backdrop, or a clear layer that dismisses a popover); and the on-screen keyboard
/// at the bottom while a text field has focus and nothing else can type. The content keeps its
/// size and moves up only as far as needed to keep the focused field above the keyboard (a
/// kiosk's screen is small: shrinking the content would re-lay out all of it for every field).
struct RootHost<Content: View>: View, PrimitiveView, NodeAwareView {
    let content: Content
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.index(0)], view: content)] }
    func makeLayout() -> any NodeLayout { RootHostLayout() }

    func children(of node: ViewNode) -> [ChildView] {
        let graph = node.graph
        var out = children()
        graph.presentations.removeAll { $0.anchor == nil }  // their views are gone
        // Overlays (toasts) stay above modals and sheets: a notification is never dimmed.
        let ordered =
            graph.presentations.filter { !$0.kind.isOverlay } + graph.presentations.filter { $0.kind.isOverlay }
        for p in ordered {
            if let backdrop = p.kind.backdrop {
                let dismiss = p.kind.dismissesOnOutsideTap ? p.dismiss : nil
                out.append(
                    ChildView(
                        key: [.id(AnyHashable("outside.\(p.id)"))],
                        view: OutsideTapLayer(dismiss: dismiss, dimming: backdrop).transition(.opacity)))
            }
            out.append(
                ChildView(
                    key: [.id(AnyHashable("presented.\(p.id)"))],
                    view: PresentedLayer(id: p.id, isModal: p.kind.isModal, content: p.content).transition(
                        p.kind.transition)))
        }
        if let keyboard = softKeyboard(graph) { out.append(keyboard) }
        return out
    }

    func softKeyboard(_ graph: ViewGraph) -> ChildView? {
        guard let field = graph.focus.node, field.view is TextInputTarget, graph.needsSoftKeyboard(for: field) else {
            return nil
        }
        let env = field.environment
        let height = graph.screenSize.height
        let configuration = SoftKeyboardConfiguration(
            keyboardType: env.keyboardType, layout: env.softKeyboardLayout, submitLabel: env.submitLabel,
            keyHeight: min(54, max(38, (height * 0.085).rounded())),
            insert: { [weak graph] in graph?.editFocusedField(.insert($0)) },
            deleteBackward: { [weak graph] in graph?.editFocusedField(.deleteBackward) },
            submit: { [weak graph] in graph?.submitFocusedField() },
            dismiss: { [weak graph] in graph?.setFocus(nil) })
        // The field's style and appearance choose the keyboard's look; a new keyboard type is
        // a new keyboard (its layer and shift start afresh).
        let keyboard = KeyboardRootLayer(
            content: SoftKeyboard(configuration: configuration)
                .environment(\.softKeyboardStyle, env.softKeyboardStyle)
                .environment(\.colorScheme, env.colorScheme))
        return ChildView(key: [.id(AnyHashable("keyboard.\(env.keyboardType)"))], view: keyboard)
    }
}

/// Marks the keyboard among the root's children (the layout places it at the bottom).
struct KeyboardRootLayer<Content: View>: View, RootLayerMarker {
    let content: Content
    var body: some View { content }
    var rootRole: RootRole { .keyboard }
}

/// A presentation's content, placed by the root layout as its kind says.
struct PresentedLayer: View, RootLayerMarker {
    let id: UInt64
    let isModal: Bool
    let content: AnyView
    var body: some View { content }
    var rootRole: RootRole { .presented(id) }
}

/// The whole screen under a presentation: touches stop here; a tap dismisses the presentation
/// where its kind allows; modal kinds dim what is beneath.
struct OutsideTapLayer: View, RootLayerMarker {
    let dismiss: (@MainActor () -> Void)?
    let dimming: Double
    var body: some View {
        Color.black.opacity(dimming).contentShape(Rectangle()).onTapGesture { dismiss?() }
            .accessibilityHidden(true)
    }
    var rootRole: RootRole { .outside }
}

enum RootRole: Equatable { case keyboard, outside, presented(UInt64) }
@MainActor protocol RootLayerMarker { var rootRole: RootRole { get } }

extension TransitionView: RootLayerMarker where Content: RootLayerMarker {
    var rootRole: RootRole { content.rootRole }
}

/// Without anything above it: the content alone, as offered. Otherwise the whole screen: the
/// keyboard at the bottom at its own height, the content above it (moved up to keep the
/// focused field in view), presentations beside their anchors.
struct RootHostLayout: NodeLayout {
    static let margin = 12.0

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        guard subviews.count > 1 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        guard let content = subviews.first else { return }
        guard subviews.count > 1 else {
            content.node.place(in: bounds, proposal: proposal)
            return
        }
        func role(_ s: LayoutChild) -> RootRole? { (s.node.view as? RootLayerMarker)?.rootRole }
        var top = bounds.maxY
        if let keyboard = subviews.first(where: { role($0) == .keyboard }) {
            let height = keyboard.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
            top = bounds.maxY - height
            keyboard.node.place(
                in: Rect(x: bounds.minX, y: top, width: bounds.width, height: height),
                proposal: ProposedViewSize(width: bounds.width, height: height))
        }
        // The content where the screen would put it (centred), less the pan.
        let fitted = content.sizeThatFits(proposal)
        let origin = Alignment.center.origin(of: fitted, in: bounds)
        var pan = 0.0
        let graph = content.node.graph
        if top < bounds.maxY, let field = graph.focus.node {
            // Layout frames (both from the latest placement) plus the field's scroll offset
            // when last drawn; hit frames alone lag one layout pass behind.
            let fieldBottom = field.frame.maxY + field.drawnShift.y - content.node.frame.minY
            pan = max(0, origin.y + fieldBottom + Self.margin - top)
        }
        content.node.place(in: Rect(origin: Point(x: origin.x, y: origin.y - pan), size: fitted), proposal: proposal)

        for s in subviews.dropFirst() {
            switch role(s) {
            case .outside?: s.node.place(in: bounds, proposal: ProposedViewSize(bounds.size))
            case .presented(let id)?:
                guard let p = graph.presentations.first(where: { $0.id == id }) else { continue }
                let area = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: top - bounds.minY)
                let frame = p.kind.frame(for: s, anchor: p.anchor, pan: pan, in: area, presentation: p)
                s.node.place(in: frame, proposal: ProposedViewSize(frame.size))
            default: break
            }
        }
    }
}

/// Where a popover goes: below its anchor when it fits there, else above; when it fits
/// neither, beside the anchor on the side with room (a tall list beside a button near the
/// middle of a short screen), else on the roomier of above and below, shortened to fit. It is
/// aligned with the anchor and kept on screen.
enum PopoverPlacement {
    /// The popover's frame and the edge of the anchor it hangs from (`.bottom`: below it,
    /// `.trailing`: to its right).
    static func place(
        size: Size, anchor: Rect, in area: Rect, margin: Double, gap: Double = 6
    ) -> (frame: Rect, edge: Edge) {
        let width = min(size.width, area.width - 2 * margin)
        let below = area.maxY - margin - (anchor.maxY + gap)
        let above = anchor.minY - gap - (area.minY + margin)
        if size.height > below && size.height > above && size.height <= area.height - 2 * margin {
            let right = area.maxX - margin - (anchor.maxX + gap)
            let left = anchor.minX - gap - (area.minX + margin)
            if size.width <= right || size.width <= left {
                let edge: Edge = size.width <= right ? .trailing : .leading
                let x = edge == .trailing ? anchor.maxX + gap : anchor.minX - gap - size.width
                let y = min(max(anchor.midY - size.height / 2, area.minY + margin), area.maxY - margin - size.height)
                return (Rect(x: x, y: y, width: size.width, height: size.height), edge)
            }
        }
        let edge: Edge = size.height <= below || below >= above ? .bottom : .top
        let height = min(size.height, max(0, edge == .bottom ? below : above))
        let y = edge == .bottom ? anchor.maxY + gap : anchor.minY - gap - height
        let x = min(max(anchor.minX, area.minX + margin), area.maxX - margin - width)
        return (Rect(x: x, y: y, width: width, height: height), edge)
    }
}

extension ViewGraph {
    /// True when `field` needs the on-screen keyboard: the mode says so, or (automatic) no
    /// keyboard that can type is attached.
    func needsSoftKeyboard(for field: ViewNode) -> Bool {
        switch field.environment.softKeyboardMode {
        case .never: return false
        case .always: return true
        case .automatic: return typingKeyboards.isEmpty
        }
    }

    /// Applies a keyboard's edit to the focused field.
    func editFocusedField(_ command: TextEditCommand) {
        guard let node = focus.node, let field = node.view as? TextInputTarget else { return }
        field.edit(command, node: node)
    }

    /// Something that decides whether the keyboard shows changed (focus, keyboards attached).
    func softKeyboardConditionsChanged() {
        root.invalidate()
        root.invalidatePlacement()
        layoutDirty = true
    }
}

@MainActor protocol PresentedLayerProviding { var isModalLayer: Bool { get } }
extension TransitionView: PresentedLayerProviding where Content == PresentedLayer {
    var isModalLayer: Bool { content.isModal }
}
