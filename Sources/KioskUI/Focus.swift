import KioskRender
import KioskRaster
import KioskInput

/// A focus value the view owns, as SwiftUI's `FocusState`: true (or the field's value) while
/// the view bound with `.focused` has keyboard focus. Setting it moves focus.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, GraphInstallable {
    let state: State<Value>
    let unfocused: Value

    // Declared here, not in an extension: Swift default-initialises `@FocusState var x: Bool`
    // only with an `init()` from the type's own declaration.
    public init() where Value == Bool { state = State(wrappedValue: false); unfocused = false }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// What `.focused` takes: reads and writes the focus value.
    @MainActor
    public struct Binding {
        let binding: KioskUI.Binding<Value>
        let unfocused: Value
    }
    public var projectedValue: Binding { Binding(binding: state.projectedValue, unfocused: unfocused) }

    func install(into node: ViewNode, slot: Int) { state.install(into: node, slot: slot) }
}

extension FocusState {
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil); unfocused = nil }
}

/// A view that takes keyboard focus when its binding asks for it, and sets the binding when
/// focus moves to it or away (`.focused`).
struct FocusedView<Content: View, Value: Hashable>: View, PrimitiveView, NodeAwareView {
    let content: Content
    let binding: FocusState<Value>.Binding
    let value: Value
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func children(of node: ViewNode) -> [ChildView] {
        // The binding is the source of truth: asking for this value focuses this view.
        let graph = node.graph
        let inside = graph.focus.node.map { $0 === node || $0.isDescendant(of: node) } ?? false
        if binding.binding.wrappedValue == value { if !inside { graph.focus.requested = node.id } }
        else if inside, let id = graph.focus.focusedID { graph.focus.released = id }
        return children()
    }
}

/// Lets the graph recognise `.focused` views without knowing their generic parameters.
@MainActor
protocol FocusedViewMarker {}
extension FocusedView: FocusedViewMarker {}

extension FocusedView: FocusTarget {
    func focusChanged(_ focused: Bool) {
        if focused { if binding.binding.wrappedValue != value { binding.binding.wrappedValue = value } }
        else if binding.binding.wrappedValue == value { binding.binding.wrappedValue = binding.unfocused }
    }
}

@MainActor
protocol FocusTarget { func focusChanged(_ focused: Bool) }

extension View {
    /// Keyboard focus for this view while `binding` equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedView(content: self, binding: binding, value: value)
    }
    /// Keyboard focus for this view while `binding` is true.
    public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
        FocusedView(content: self, binding: binding, value: true)
    }
}

/// Which view has keyboard focus, and the keyboard's modifier state.
struct FocusModel {
    var focusedID: UInt64?
    /// The focused node itself, so that per-frame work (the ring) needs no tree search.
    weak var node: ViewNode?
    /// Asked for by a `.focused` binding during evaluation, applied after it.
    var requested: UInt64?
    var released: UInt64?
    var modifiers: EventModifiers = []
    var shift: Bool { modifiers.contains(.shift) }
}

extension KeyCode {
    static func modifier(_ code: UInt32) -> EventModifiers? {
        switch code {
        case leftShift, rightShift: return .shift
        case leftControl, rightControl: return .control
        case leftAlt, rightAlt: return .option
        case leftMeta, rightMeta: return .command
        default: return nil
        }
    }

    /// The key equivalent of a named key, for shortcuts.
    static func equivalent(_ code: UInt32, text: String?) -> KeyEquivalent? {
        switch code {
        case enter, keypadEnter: return .return
        case escape: return .escape
        case space: return .space
        case tab: return .tab
        case backspace: return .delete
        case up: return .upArrow
        case down: return .downArrow
        case left: return .leftArrow
        case right: return .rightArrow
        default: return text.flatMap(\.first).map { KeyEquivalent($0) }
        }
    }
}

extension ViewGraph {
    /// The focusable views in reading order: `.focused` views and controls with actions
    /// (buttons, toggles, sliders). A focusable view's descendants are part of it.
    func focusOrder() -> [UInt64] {
        var actionable = Set<UInt64>()
        func collect(_ e: AccessibilityElement) { if !e.actions.isEmpty { actionable.insert(e.nodeID) }; e.children.forEach(collect) }
        accessibilityTree().forEach(collect)
        var out: [UInt64] = []
        func walk(_ n: ViewNode) {
            if n.view is FocusTarget || actionable.contains(n.id) { out.append(n.id); return }
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }

    /// Moves keyboard focus to `id` (nil: nowhere), telling the `.focused` bindings.
    func setFocus(_ id: UInt64?) {
        // `.focused` on a view around a text field focuses the field itself (it takes the keys).
        var new = id.flatMap(findNode)
        if let n = new, !(n.view is TextInputTarget), n.view is FocusedViewMarker, let field = firstTextInput(in: n) { new = field }
        guard new?.id != focus.focusedID else { return }
        let old = focus.node
        focus.focusedID = new?.id
        focus.node = new
        // The `.focused` bindings around the old and the new focus learn about it (a binding
        // around both stays true).
        let oldChain = old.map(focusTargets(around:)) ?? []
        let newChain = new.map(focusTargets(around:)) ?? []
        let newIDs = Set(newChain.map(\.id))
        for n in oldChain where !newIDs.contains(n.id) { (n.view as? FocusTarget)?.focusChanged(false) }
        let oldIDs = Set(oldChain.map(\.id))
        for n in newChain where !oldIDs.contains(n.id) { (n.view as? FocusTarget)?.focusChanged(true) }
        for (node, _) in [(old, false), (new, true)] {
            guard let node else { continue }
            // A text field draws its caret only while focused.
            if node.view is TextInputTarget { node.invalidate() }
            node.markDrawDirty()
        }
        if old?.view is TextInputTarget || new?.view is TextInputTarget { softKeyboardConditionsChanged() }
        layoutDirty = true  // a new frame shows the focus ring
    }

    /// The node and the `.focused` views around it, innermost first.
    func focusTargets(around node: ViewNode) -> [ViewNode] {
        var out: [ViewNode] = []
        var n: ViewNode? = node
        while let current = n {
            if current.view is FocusTarget { out.append(current) }
            n = current.parent
        }
        return out
    }

    /// The first text field inside `node`, in reading order.
    func firstTextInput(in node: ViewNode) -> ViewNode? {
        if node.view is TextInputTarget { return node }
        for child in node.children { if let found = firstTextInput(in: child) { return found } }
        return nil
    }

    /// Applies focus asked for by bindings during the last evaluation.
    func applyFocusRequests() {
        if let id = focus.requested { focus.requested = nil; setFocus(id) }
        if let id = focus.released { focus.released = nil; if focus.focusedID == id { setFocus(nil) } }
    }

    /// The element with keyboard focus, if any: the focused view's own element, the first one
    /// inside it, or the nearest one around it (a label given outside `.focused`).
    public var focusedElement: AccessibilityElement? {
        guard let focused = focus.node else { return nil }
        var chain: [UInt64: Int] = [:]
        var depth = 0
        var n: ViewNode? = focused
        while let current = n { chain[current.id] = depth; depth += 1; n = current.parent }
        var around: (element: AccessibilityElement, depth: Int)?
        func walk(_ e: AccessibilityElement) {
            if let d = chain[e.nodeID], around == nil || d < around!.depth { around = (e, d) }
            e.children.forEach(walk)
        }
        accessibilityTree().forEach(walk)
        if let around, around.depth == 0 { return around.element }
        return firstElement(inside: focused) ?? around?.element
    }

    /// The first element, in reading order, drawn by `node` or a view inside it.
    func firstElement(inside node: ViewNode) -> AccessibilityElement? {
        var ids = Set<UInt64>()
        func collect(_ n: ViewNode) { ids.insert(n.id); n.children.forEach(collect) }
        collect(node)
        var found: AccessibilityElement?
        func walk(_ e: AccessibilityElement) {
            guard found == nil else { return }
            if ids.contains(e.nodeID) { found = e } else { e.children.forEach(walk) }
        }
        accessibilityTree().forEach(walk)
        return found
    }

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
           performShortcut(KeyboardShortcut(key, modifiers: focus.modifiers)) { return }
        if let node = focus.node, let field = node.view as? TextInputTarget {
            let shift = focus.shift
            switch code {
            case KeyCode.backspace: field.edit(.deleteBackward, node: node); return
            case KeyCode.delete: field.edit(.deleteForward, node: node); return
            case KeyCode.left: field.edit(.move(-1, extending: shift), node: node); return
            case KeyCode.right: field.edit(.move(1, extending: shift), node: node); return
            case KeyCode.home, KeyCode.up: field.edit(.moveToStart(extending: shift), node: node); return
            case KeyCode.end, KeyCode.down: field.edit(.moveToEnd(extending: shift), node: node); return
            case KeyCode.a where focus.modifiers.contains(.control): field.edit(.selectAll, node: node); return
            case KeyCode.enter, KeyCode.keypadEnter: submitFocusedField(); return
            case KeyCode.tab, KeyCode.escape: break
            default:
                // Printable text only: control characters (tab, escape, delete) are not typed.
                if let text, !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
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
            if let current { next = (current + (focus.shift ? order.count - 1 : 1)) % order.count }
            else { next = focus.shift ? order.count - 1 : 0 }
            setFocus(order[next])
        case KeyCode.escape:
            if !performShortcut(.cancelAction) { setFocus(nil) }
        case KeyCode.enter, KeyCode.keypadEnter:
            // The focused control takes return; otherwise the default action does.
            if let e = focusedElement { _ = performAccessibilityAction("activate", on: e) } else { _ = performShortcut(.defaultAction) }
        case KeyCode.space:
            if let e = focusedElement { _ = performAccessibilityAction("activate", on: e) }
        case KeyCode.up, KeyCode.right:
            if let e = focusedElement { _ = performAccessibilityAction("increment", on: e) }
        case KeyCode.down, KeyCode.left:
            if let e = focusedElement { _ = performAccessibilityAction("decrement", on: e) }
        default:
            // Shortcuts without a modifier (a kiosk's hardware keys, a keypad).
            if let key = KeyCode.equivalent(code, text: text) { _ = performShortcut(KeyboardShortcut(key, modifiers: focus.modifiers)) }
        }
    }

    /// Return in a text field: runs its `.onSubmit` action; with `.submitLabel(.next)` focus
    /// moves on to the next text field, otherwise editing ends (and an on-screen keyboard
    /// goes away).
    public func submitFocusedField() {
        guard let node = focus.node, node.view is TextInputTarget else { return }
        let environment = node.environment
        environment.submitAction?.action()
        guard focus.focusedID == node.id else { return }  // the action moved focus itself
        if environment.submitLabel == .next, let next = nextTextField(after: node.id) { setFocus(next) } else { setFocus(nil) }
    }

    /// The text field after `id` in reading order (nil: it is the last).
    func nextTextField(after id: UInt64) -> UInt64? {
        var fields: [UInt64] = []
        func walk(_ n: ViewNode) { if n.view is TextInputTarget { fields.append(n.id) }; n.children.forEach(walk) }
        walk(root)
        guard let i = fields.firstIndex(of: id), i + 1 < fields.count else { return nil }
        return fields[i + 1]
    }

    /// The ring around the focused view, drawn above everything (device pixels).
    func focusRingFragment() -> DisplayFragment? {
        // Text fields show focus with their caret and their style's border, not a ring.
        guard let node = focus.node, !(node.view is TextInputTarget) else { return nil }
        let s = drawContext.scale
        let f = node.hitFrame.insetBy(dx: -3, dy: -3)
        let rect = Rect(x: f.minX * s, y: f.minY * s, width: f.width * s, height: f.height * s)
        let tint = (root.environment.tint ?? Color.accentColor).resolve(in: root.environment)
        let path = Path.roundedRect(rect, radii: CornerRadii(6 * s))
        let width = 2 * s
        return DisplayFragment(id: UInt64.max - 1, bounds: PixelRect(covering: rect).insetBy(dx: -Int(width.rounded(.up)) - 1, dy: -Int(width.rounded(.up)) - 1),
                               commands: [.stroke(path, .solid(tint), KioskRaster.StrokeStyle(lineWidth: width))])
    }
}
