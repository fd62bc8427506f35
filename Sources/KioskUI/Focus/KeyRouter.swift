import KioskRender
import KioskRaster
import KioskInput

extension ViewGraph {
    /// A focused text field takes typed text, backspace and return; otherwise tab and
    /// shift-tab move focus, return and space activate, arrows adjust, escape lets go.
    func key(code: UInt32, isPressed: Bool, text: String?) {
        if let m = KeyCode.modifier(code) {
            if isPressed { focus.modifiers.insert(m) } else { focus.modifiers.remove(m) }
            return
        }
        guard isPressed else { return }
        // Shortcuts with a modifier other than shift come first, even over a text field.
        let withCommand = !focus.modifiers.subtracting(.shift).isEmpty
        if withCommand, let key = KeyCode.equivalent(code, text: text),
            performShortcut(KeyboardShortcut(key, modifiers: focus.modifiers))
        {
            return
        }
        if let node = focus.node, let field = node.view as? TextInputTarget {
            let shift = focus.shift
            switch code {
            case KeyCode.backspace:
                field.edit(.deleteBackward, node: node)
                return
            case KeyCode.delete:
                field.edit(.deleteForward, node: node)
                return
            case KeyCode.left:
                field.edit(.move(-1, extending: shift), node: node)
                return
            case KeyCode.right:
                field.edit(.move(1, extending: shift), node: node)
                return
            case KeyCode.home:
                field.edit(.moveToStart(extending: shift), node: node)
                return
            case KeyCode.end:
                field.edit(.moveToEnd(extending: shift), node: node)
                return
            case KeyCode.up:
                field.edit(.moveLine(-1, extending: shift), node: node)
                return
            case KeyCode.down:
                field.edit(.moveLine(1, extending: shift), node: node)
                return
            case KeyCode.a where focus.modifiers.contains(.control):
                field.edit(.selectAll, node: node)
                return
            case KeyCode.enter, KeyCode.keypadEnter:
                submitFocusedField()
                return
            case KeyCode.tab, KeyCode.escape: break
            default:
                // Printable text only: control characters (tab, escape, delete) are not typed.
                if let text, !text.isEmpty,
                    !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
                {
                    field.edit(.insert(text), node: node)
                    return
                }
            }
        }
        switch code {
        case KeyCode.tab:
            let order = focusOrder()
            guard !order.isEmpty else { return }
            let current = focus.focusedID.flatMap { order.firstIndex(of: $0) }
            let next: Int
            if let current {
                next = (current + (focus.shift ? order.count - 1 : 1)) % order.count
            } else {
                next = focus.shift ? order.count - 1 : 0
            }
            setFocus(order[next])
        case KeyCode.escape:
            if !performShortcut(.cancelAction) { setFocus(nil) }
        case KeyCode.enter, KeyCode.keypadEnter:
            // The focused control takes return; otherwise the default action does.
            if let e = focusedElement {
                _ = performAccessibilityAction("activate", on: e)
            } else {
                _ = performShortcut(.defaultAction)
            }
        case KeyCode.space:
            if let e = focusedElement { _ = performAccessibilityAction("activate", on: e) }
        case KeyCode.up, KeyCode.right:
            if let e = focusedElement { _ = performAccessibilityAction("increment", on: e) }
        case KeyCode.down, KeyCode.left:
            if let e = focusedElement { _ = performAccessibilityAction("decrement", on: e) }
        default:
            // Shortcuts without a modifier (a kiosk's hardware keys, a keypad).
            if let key = KeyCode.equivalent(code, text: text) {
                _ = performShortcut(KeyboardShortcut(key, modifiers: focus.modifiers))
            }
        }
    }

    /// Return in a text field: runs its `.onSubmit` action; with `.submitLabel(.next)` focus
    /// moves on to the next text field, otherwise editing ends (and an on-screen keyboard
    /// goes away). In a text editor it starts a new line.
    public func submitFocusedField() {
        guard let node = focus.node, let field = node.view as? TextInputTarget else { return }
        // An editor takes return as a new line.
        if field.isMultiline {
            field.edit(.insert("\n"), node: node)
            return
        }
        let environment = node.environment
        environment.submitAction?.action()
        guard focus.focusedID == node.id else { return }  // the action moved focus itself
        if environment.submitLabel == .next, let next = nextTextField(after: node.id) {
            setFocus(next)
        } else {
            setFocus(nil)
        }
    }

    /// The text field after `id` in reading order (nil: it is the last).
    func nextTextField(after id: UInt64) -> UInt64? {
        var fields: [UInt64] = []
        func walk(_ n: ViewNode) {
            if n.view is TextInputTarget { fields.append(n.id) }
            n.children.forEach(walk)
        }
        walk(root)
        guard let i = fields.firstIndex(of: id), i + 1 < fields.count else { return nil }
        return fields[i + 1]
    }
}
