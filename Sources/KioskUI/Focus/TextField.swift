import KioskText

/// A single-line editable text, as SwiftUI's `TextField`: a tap focuses it and places the
/// caret where the finger was, a drag across a focused field selects, typed text replaces the
/// selection, backspace and delete remove whole characters (an emoji with its modifiers, a
/// letter with its accents), arrows move (with shift, select), return runs `.onSubmit`. The
/// prompt (or the title) shows while it is empty. Text longer than the field scrolls so that
/// the caret stays in view. The caret does not blink: a still kiosk screen renders nothing.
public struct TextField: View {
    let title: String
    let text: Binding<String>
    let prompt: Text?

    /// A single-line field bound to `text`; `title` (or `prompt`) shows while it is empty.
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
        self.title = title
        self.text = text
        self.prompt = prompt
    }

    public var body: some View {
        TextInputView(title: title, text: text, prompt: prompt, isSecure: false, isRevealed: false)
    }
}

/// A field whose characters show as dots, as SwiftUI's `SecureField`. `isRevealed` (a kiosk
/// extension for reveal buttons) shows the text.
public struct SecureField: View {
    let title: String
    let text: Binding<String>
    let prompt: Text?
    let isRevealed: Bool

    /// A text field whose text shows as dots, bound to `text`.
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
        self.title = title
        self.text = text
        self.prompt = prompt
        isRevealed = false
    }
    /// A secure field whose text shows plainly while `isRevealed` is true.
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil, isRevealed: Bool) {
        self.title = title
        self.text = text
        self.prompt = prompt
        self.isRevealed = isRevealed
    }

    public var body: some View {
        TextInputView(title: title, text: text, prompt: prompt, isSecure: true, isRevealed: isRevealed)
    }
}

/// The editing state a field keeps between evaluations, and what its last drawing measured
/// (to turn a touch into a caret position).
@MainActor
final class TextFieldEditor {
    var state = TextEditingState()
    /// How far the text is scrolled left to keep the caret in view (device pixels).
    var scrollX = 0.0
    /// The last drawing's caret geometry, the device x of its text's left edge, and the scale.
    var geometry: CaretGeometry?
    var textLeft = 0.0
    var scale = 1.0
}

/// The focusable, editable node behind TextField and SecureField.
struct TextInputView: View, PrimitiveView, NodeAwareView {
    let title: String
    let text: Binding<String>
    let prompt: Text?
    let isSecure: Bool
    let isRevealed: Bool
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }

    static func editor(of node: ViewNode) -> TextFieldEditor {
        if let e = node.stateSlots[-4] as? TextFieldEditor { return e }
        let e = TextFieldEditor()
        node.stateSlots[-4] = e
        return e
    }

    func children(of node: ViewNode) -> [ChildView] {
        let editor = Self.editor(of: node)
        editor.state.sync(text: text.wrappedValue)
        editor.state.limit = node.environment.textContentLimit
        editor.state.keyboardType = node.environment.keyboardType
        let focused = node.graph.focus.focusedID == node.id
        let masked = isSecure && !isRevealed
        let shown = masked ? String(repeating: "\u{2022}", count: editor.state.text.count) : editor.state.text
        var content = TextInputChrome.tappable(
            EditableText(
                text: shown, prompt: prompt ?? Text(title), selection: editor.state.selection,
                caret: editor.state.caret, isFocused: focused, editor: editor),
            node: node
        ) { node, p in Self.place(editor, at: p, extending: false, node: node) }
        if focused {
            // Selecting by dragging only once focused: an unfocused field lets a drag scroll.
            content = AnyView(content).gesture(
                DragGesture(minimumDistance: 8).onChanged { [handle = node.handle] v in
                    guard let node = handle.node else { return }
                    Self.place(editor, at: v.startLocation, extending: false, node: node)
                    Self.place(editor, at: v.location, extending: true, node: node)
                })
        }
        return [
            TextInputChrome.child(
                content, node: node, focused: focused, label: title, value: masked ? "" : editor.state.text)
        ]
    }

    /// Moves the caret (or the selection's end) to the character boundary nearest `p`.
    static func place(_ editor: TextFieldEditor, at p: Point, extending: Bool, node: ViewNode) {
        guard let geometry = editor.geometry else { return }
        let x = node.hitFrame.minX * editor.scale + p.x * editor.scale - editor.textLeft
        let boundaries = editor.state.scalarBoundaries
        let scalar = geometry.offset(nearestX: x, boundaries: boundaries)
        let offset = boundaries.firstIndex(of: scalar) ?? editor.state.text.count
        let before = editor.state
        editor.state.moveCaret(to: offset, extending: extending)
        if editor.state != before { node.invalidate() }
    }
}

extension TextInputView: FocusTarget {
    func focusChanged(_ focused: Bool) {}
}

extension TextInputView: TextInputTarget {
    func edit(_ command: TextEditCommand, node: ViewNode) {
        let editor = Self.editor(of: node)
        let before = editor.state
        let rtl = node.environment.layoutDirection == .rightToLeft
        if !TextInputChrome.apply(command, to: &editor.state, isRightToLeft: rtl),
            case .moveLine(let delta, let extending) = command
        {
            // One line: up goes to its start, down to its end.
            editor.state.moveCaret(to: delta < 0 ? 0 : editor.state.text.count, extending: extending)
        }
        if editor.state.text != before.text { text.wrappedValue = editor.state.text }
        if editor.state != before { node.invalidate() }
    }
}

/// What a keyboard (hardware or on screen) asks of the focused field.
enum TextEditCommand: Equatable {
    case insert(String)
    case deleteBackward, deleteForward
    case move(Int, extending: Bool)
    /// Up (negative) or down a line.
    case moveLine(Int, extending: Bool)
    case moveToStart(extending: Bool), moveToEnd(extending: Bool)
    case selectAll
}

/// Views that take typed text while focused.
@MainActor
protocol TextInputTarget {
    func edit(_ command: TextEditCommand, node: ViewNode)
    /// Return starts a new line (an editor) rather than submitting (a field).
    var isMultiline: Bool { get }
}

extension TextInputTarget {
    var isMultiline: Bool { false }
}

// MARK: Environment

struct SubmitActionKey: EnvironmentKey { static let defaultValue: SubmitAction? = nil }

/// The `.onSubmit` action; never equal to another, so fields always see the current one.
struct SubmitAction: Equatable {
    let action: @MainActor () -> Void
    nonisolated static func == (a: SubmitAction, b: SubmitAction) -> Bool { false }
}

/// What the return key says and does, as SwiftUI's `SubmitLabel`: `.next` moves focus to the
/// next field; the others submit and end editing.
public enum SubmitLabel: Hashable, Sendable {
    case `return`, done, go, send, join, route, search, next, `continue`

    /// What the return key says for this label.
    public var title: String {
        switch self {
        case .return: "return"
        case .done: "Done"
        case .go: "Go"
        case .send: "Send"
        case .join: "Join"
        case .route: "Route"
        case .search: "Search"
        case .next: "Next"
        case .continue: "Continue"
        }
    }
}

/// What a text field style draws around the editable text (a design system's rounded border),
/// given whether the field has focus.
public struct TextFieldDecoration: Sendable {
    let make: @MainActor @Sendable (AnyView, Bool) -> AnyView
    /// What to draw around a field: `make` gets the field and whether it has focus.
    public init(_ make: @escaping @MainActor @Sendable (AnyView, Bool) -> AnyView) { self.make = make }
}
struct TextFieldDecorationKey: EnvironmentKey { static let defaultValue: TextFieldDecoration? = nil }

struct SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }
struct KeyboardTypeKey: EnvironmentKey { static let defaultValue = KeyboardType.default }
struct TextContentLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    var submitAction: SubmitAction? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
    /// The return key's label and behaviour for text fields below (`.submitLabel`).
    public var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
    /// What text field styles draw around fields below; nil: the text alone.
    public var textFieldDecoration: TextFieldDecoration? {
        get { self[TextFieldDecorationKey.self] }
        set { self[TextFieldDecorationKey.self] = newValue }
    }
    /// The on-screen keyboard text fields below bring up (`.keyboardType`).
    public var keyboardType: KeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
    /// The most characters the text fields here take (nil: any number).
    public var textContentLimit: Int? {
        get { self[TextContentLimitKey.self] }
        set { self[TextContentLimitKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when return is pressed in a text field inside this view.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.submitAction, SubmitAction(action: action))
    }
    /// The label (and the behaviour) of the return key for the fields in this view.
    public func submitLabel(_ label: SubmitLabel) -> some View { environment(\.submitLabel, label) }
    /// The kind of text the fields in this view take: it picks the on-screen keyboard.
    public func keyboardType(_ type: KeyboardType) -> some View { environment(\.keyboardType, type) }
    /// The most characters the fields in this view take; typing or pasting past it is cut.
    public func textContentLimit(_ limit: Int?) -> some View { environment(\.textContentLimit, limit) }
}
