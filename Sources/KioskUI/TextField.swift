/// A single-line editable text, as SwiftUI's `TextField`: a tap or the keyboard focuses it,
/// typed text is appended at the caret (the end), backspace deletes the last character,
/// return runs the `.onSubmit` action. The prompt shows while it is empty. The caret does not
/// blink: a still kiosk screen renders nothing.
public struct TextField: View {
    let title: String
    let text: Binding<String>
    let prompt: Text?

    public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
        self.title = title; self.text = text; self.prompt = prompt
    }

    public var body: some View {
        TextInputView(title: title, text: text, prompt: prompt)
    }
}

/// The focusable, editable node behind a TextField.
struct TextInputView: View, PrimitiveView, NodeAwareView {
    let title: String
    let text: Binding<String>
    let prompt: Text?
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }

    func children(of node: ViewNode) -> [ChildView] {
        let graph = node.graph
        let id = node.id
        let focused = graph.focus.focusedID == id
        let content = TextFieldContent(title: title, text: text.wrappedValue, prompt: prompt, isFocused: focused)
            .contentShape(Rectangle())
            .onTapGesture { graph.setFocus(id) }
            .accessibilityElement(role: .textField, defaultLabelFromContent: false)
            .accessibilityLabel(title)
            .accessibilityValue(text.wrappedValue)
        return [ChildView(key: [.body], view: content)]
    }
}

extension TextInputView: FocusTarget {
    func focusChanged(_ focused: Bool) {}
}

extension TextInputView: TextInputTarget {
    func insert(_ string: String) { text.wrappedValue += string }
    func deleteBackward() { if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() } }
}

/// Views that take typed text while focused.
@MainActor
protocol TextInputTarget {
    func insert(_ string: String)
    func deleteBackward()
}

struct TextFieldContent: View {
    let title: String
    let text: String
    let prompt: Text?
    let isFocused: Bool
    @Environment(\.tint) private var tint
    @Environment(\.font) private var font

    var body: some View {
        HStack(spacing: 0) {
            if text.isEmpty {
                // The caret sits before the prompt, as on iOS.
                if isFocused { caret }
                (prompt ?? Text(title)).foregroundStyle(Color.secondary).lineLimit(1)
            } else {
                Text(text).lineLimit(1)
                if isFocused { caret }
            }
            Spacer(minLength: 0)
        }
    }

    var caret: some View {
        Rectangle().fill(tint ?? Color.accentColor).frame(width: 2, height: (font ?? .body).size * 1.2)
    }
}

struct SubmitActionKey: EnvironmentKey { static let defaultValue: SubmitAction? = nil }

/// The `.onSubmit` action; never equal to another, so fields always see the current one.
struct SubmitAction: Equatable {
    let action: @MainActor () -> Void
    nonisolated static func == (a: SubmitAction, b: SubmitAction) -> Bool { false }
}

extension EnvironmentValues {
    var submitAction: SubmitAction? { get { self[SubmitActionKey.self] } set { self[SubmitActionKey.self] = newValue } }
}

extension View {
    /// Runs `action` when return is pressed in a text field inside this view.
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.submitAction, SubmitAction(action: action))
    }
}
