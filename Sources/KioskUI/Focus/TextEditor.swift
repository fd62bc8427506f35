import KioskText

/// A multi-line editable text, as SwiftUI's `TextEditor`: the text wraps to the width it is
/// given and fills the height; a tap focuses it (bringing up the on-screen keyboard) and puts
/// the caret where the finger was; a drag scrolls; a press held then dragged selects; return
/// starts a new line; the arrows move the caret across lines, with shift selecting. The
/// caret stays in view as the text grows.
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text }

    public var body: some View { TextEditorInputView(text: text) }
}

/// What an editor keeps between evaluations, and what its last drawing measured.
@MainActor
final class TextEditorModel {
    var state = TextEditingState()
    /// How far the text is scrolled up (device pixels).
    var scrollY = 0.0
    /// The scroll when a drag began.
    var dragStartScroll: Double?
    /// The caret's x kept across up and down moves (device pixels from the text's left edge).
    var preferredX: Double?
    var geometry: TextBlockGeometry?
    /// The device position of the text's top-left corner, scroll included, and the scale.
    var origin = Point(x: 0, y: 0)
    var scale = 1.0
}

/// The focusable, editable node behind TextEditor.
struct TextEditorInputView: View, PrimitiveView, NodeAwareView {
    let text: Binding<String>
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }

    static func model(of node: ViewNode) -> TextEditorModel {
        if let m = node.stateSlots[-4] as? TextEditorModel { return m }
        let m = TextEditorModel()
        node.stateSlots[-4] = m
        return m
    }

    func children(of node: ViewNode) -> [ChildView] {
        let graph = node.graph
        let id = node.id
        let model = Self.model(of: node)
        model.state.sync(text: text.wrappedValue)
        model.state.limit = node.environment.textContentLimit
        model.state.keyboardType = node.environment.keyboardType
        model.state.isMultiline = true
        let focused = graph.focus.focusedID == id
        let content = TextInputChrome.tappable(
            EditableTextBlock(
                text: model.state.text, selection: model.state.selection, caret: model.state.caret, isFocused: focused,
                model: model),
            node: node
        ) { node, p in Self.place(model, at: p, extending: false, node: node) }
        .gesture(
            DragGesture(minimumDistance: 8)
                .onChanged { [handle = node.handle] v in
                    guard let node = handle.node else { return }
                    let start = model.dragStartScroll ?? model.scrollY
                    model.dragStartScroll = start
                    model.scrollY = start - v.translation.height * model.scale
                    node.invalidate()
                }
                .onEnded { _ in model.dragStartScroll = nil }
        )
        .simultaneousGesture(
            LongPressGesture(minimumDuration: 0.4).sequenced(before: DragGesture(minimumDistance: 0))
                .onChanged { [weak graph, handle = node.handle] value in
                    guard let graph, let node = handle.node, case .second(true, let drag?) = value else { return }
                    if graph.focus.focusedID != id { graph.setFocus(id) }
                    Self.place(model, at: drag.startLocation, extending: false, node: node)
                    Self.place(model, at: drag.location, extending: true, node: node)
                })
        return [TextInputChrome.child(content, node: node, focused: focused, label: nil, value: model.state.text)]
    }

    /// Moves the caret (or the selection's end) to the character boundary nearest `p` (in the
    /// view's own coordinates).
    static func place(_ model: TextEditorModel, at p: Point, extending: Bool, node: ViewNode) {
        guard let geometry = model.geometry else { return }
        let x = (node.hitFrame.minX + p.x) * model.scale - model.origin.x
        let y = (node.hitFrame.minY + p.y) * model.scale - model.origin.y
        let boundaries = model.state.scalarBoundaries
        let scalar = geometry.offset(nearest: Point(x: x, y: y), boundaries: boundaries)
        let before = model.state
        model.state.moveCaret(to: boundaries.firstIndex(of: scalar) ?? model.state.text.count, extending: extending)
        model.preferredX = nil
        if model.state != before { node.invalidate() }
    }
}

extension TextEditorInputView: FocusTarget {
    func focusChanged(_ focused: Bool) {}
}

extension TextEditorInputView: TextInputTarget {
    var isMultiline: Bool { true }

    func edit(_ command: TextEditCommand, node: ViewNode) {
        let model = Self.model(of: node)
        let before = model.state
        let rtl = node.environment.layoutDirection == .rightToLeft
        var keepsColumn = false
        if !TextInputChrome.apply(command, to: &model.state, isRightToLeft: rtl),
            case .moveLine(let delta, let extending) = command, let geometry = model.geometry
        {
            keepsColumn = true
            let boundaries = model.state.scalarBoundaries
            let from = boundaries[min(model.state.caret, boundaries.count - 1)]
            let (scalar, x) = geometry.offset(
                movingLines: delta, from: from, x: model.preferredX, boundaries: boundaries)
            model.preferredX = x
            model.state.moveCaret(to: boundaries.firstIndex(of: scalar) ?? 0, extending: extending)
        }
        if !keepsColumn { model.preferredX = nil }
        if model.state.text != before.text { text.wrappedValue = model.state.text }
        if model.state != before { node.invalidate() }
    }
}
