import KioskRaster
import KioskRender

/// What a text field and a text editor share around their drawing: the tap that focuses and
/// places the caret, the design system's decoration, the accessibility element, and the
/// commands that need no line geometry.
@MainActor
enum TextInputChrome {
    /// `content` taking taps on its whole frame: a tap focuses `node` and hands the point (in
    /// the view's coordinates) to `place`.
    static func tappable(_ content: some View, node: ViewNode, place: @escaping (ViewNode, Point) -> Void) -> any View {
        let id = node.id
        return content.contentShape(Rectangle()).onTapGesture {
            [weak graph = node.graph, handle = node.handle] (p: Point) in
            // The graph weakly and the node by its handle: the closure lives in the node's own view
            // (a strong capture would make a cycle that keeps both).
            guard let graph, let node = handle.node else { return }
            if graph.focus.focusedID != id { graph.setFocus(id) }
            place(node, p)
        }
    }

    /// The node's one child: `content` in the design system's field decoration, as one
    /// accessibility text field with `label` and `value`.
    static func child(_ content: any View, node: ViewNode, focused: Bool, label: String?, value: String) -> ChildView {
        var content = content
        // A design system's field look (its border, its focus ring) frames every text input.
        if let decoration = node.environment.textFieldDecoration {
            content = decoration.make(AnyView(content), focused)
        }
        let element = AnyView(content).accessibilityElement(role: .textField, defaultLabelFromContent: false)
        let labelled = label.map { AnyView(element.accessibilityLabel($0)) } ?? AnyView(element)
        return ChildView(key: [.body], view: labelled.accessibilityValue(value))
    }

    /// Applies `command` to `state` unless it is a line move, which needs the view's layout
    /// (returns false then). Arrows move visually: in right-to-left text left goes forward.
    static func apply(_ command: TextEditCommand, to state: inout TextEditingState, isRightToLeft: Bool) -> Bool {
        switch command {
        case .insert(let s): state.insert(s)
        case .deleteBackward: state.deleteBackward()
        case .deleteForward: state.deleteForward()
        case .move(let delta, let extending): state.moveCaret(by: isRightToLeft ? -delta : delta, extending: extending)
        case .moveLine: return false
        case .moveToStart(let extending): state.moveCaret(to: 0, extending: extending)
        case .moveToEnd(let extending): state.moveCaret(to: state.text.count, extending: extending)
        case .selectAll: state.selectAll()
        }
        return true
    }
}

/// The colours of editable text: its own, the selection behind it and the caret (the tint).
struct EditingColors {
    let text: RGBAColor
    let selection: RGBAColor
    let caret: RGBAColor

    @MainActor init(_ environment: EnvironmentValues) {
        caret = (environment.tint ?? Color.accentColor).resolve(in: environment)
        var highlight = caret
        highlight.alpha *= 0.28
        selection = highlight
        text = (environment.foregroundColor ?? .primary).resolve(in: environment)
    }
}
