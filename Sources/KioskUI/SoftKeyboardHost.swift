/// The root of every view graph: the app's content, and the on-screen keyboard below it while
/// a text field has focus and nothing else can type. The content keeps its size and moves up
/// only as far as needed to keep the focused field above the keyboard (a kiosk's screen is
/// small: shrinking the content would re-lay out all of it for every field).
struct SoftKeyboardHost<Content: View>: View, PrimitiveView, NodeAwareView {
    let content: Content
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.index(0)], view: content)] }
    func makeLayout() -> any NodeLayout { SoftKeyboardHostLayout() }

    func children(of node: ViewNode) -> [ChildView] {
        let graph = node.graph
        guard let field = graph.focus.node, field.view is TextInputTarget, graph.needsSoftKeyboard(for: field) else { return children() }
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
        let keyboard = SoftKeyboard(configuration: configuration)
            .environment(\.softKeyboardStyle, env.softKeyboardStyle)
            .environment(\.colorScheme, env.colorScheme)
        return children() + [ChildView(key: [.id(AnyHashable("keyboard.\(env.keyboardType)"))], view: keyboard)]
    }
}

/// Without a keyboard: the content alone, as offered. With one: the whole screen; the keyboard
/// at the bottom at its own height, the content above it, moved up to keep the focused field
/// in view.
struct SoftKeyboardHostLayout: NodeLayout {
    static let margin = 12.0

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        guard subviews.count > 1 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        guard let content = subviews.first else { return }
        guard subviews.count > 1 else { content.node.place(in: bounds, proposal: proposal); return }
        let keyboard = subviews[1]
        let keyboardHeight = keyboard.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
        let top = bounds.maxY - keyboardHeight
        keyboard.node.place(in: Rect(x: bounds.minX, y: top, width: bounds.width, height: keyboardHeight),
                            proposal: ProposedViewSize(width: bounds.width, height: keyboardHeight))
        // The content where the screen would put it (centred), less the pan.
        let fitted = content.sizeThatFits(proposal)
        let origin = Alignment.center.origin(of: fitted, in: bounds)
        var pan = 0.0
        if let field = content.node.graph.focus.node {
            // Layout frames (both from the latest placement) plus the field's scroll offset
            // when last drawn; hit frames alone lag one layout pass behind.
            let fieldBottom = field.frame.maxY + field.drawnShift.y - content.node.frame.minY
            pan = max(0, origin.y + fieldBottom + Self.margin - top)
        }
        content.node.place(in: Rect(origin: Point(x: origin.x, y: origin.y - pan), size: fitted), proposal: proposal)
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
