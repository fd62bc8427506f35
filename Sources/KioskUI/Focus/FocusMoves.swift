import KioskRender
import KioskRaster
import KioskInput

/// Which view has keyboard focus, and the keyboard's modifier state.
struct FocusModel {
    var focusedID: UInt64?
    /// The focused node itself, so that per-frame work (the ring) needs no tree search.
    @WeakNode var node: ViewNode?
    /// Asked for by a `.focused` binding during evaluation, applied after it.
    var requested: UInt64?
    var released: UInt64?
    /// The `.focused` views around a focused view that went away, told when its focus is
    /// released (the views and their nodes are gone by then; their bindings are not).
    var releasedTargets: [any FocusTarget] = []
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
        func collect(_ e: AccessibilityElement) {
            if !e.actions.isEmpty { actionable.insert(e.nodeID) }
            e.children.forEach(collect)
        }
        accessibilityTree().forEach(collect)
        var out: [UInt64] = []
        func walk(_ n: ViewNode) {
            // Views that layout leaves out (the candidates a ViewThatFits did not choose) are
            // not on the screen: Tab skips them.
            if n.isOmittedByLayout { return }
            if n.view is FocusTarget || actionable.contains(n.id) {
                out.append(n.id)
                return
            }
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }

    /// Moves keyboard focus to `id` (nil: nowhere), telling the `.focused` bindings.
    func setFocus(_ id: UInt64?) {
        // `.focused` on a view around a text field focuses the field itself (it takes the keys).
        var new = id.flatMap(findNode)
        if let n = new, !(n.view is TextInputTarget), n.view is FocusedViewMarker, let field = firstTextInput(in: n) {
            new = field
        }
        guard new?.id != focus.focusedID else { return }
        let old = focus.node, hadFocus = focus.focusedID != nil
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
        if old == nil {
            for target in focus.releasedTargets { target.focusChanged(false) }
        }
        focus.releasedTargets = []
        for (node, _) in [(old, false), (new, true)] {
            guard let node, !node.isRemoved else { continue }
            // A text field draws its caret only while focused.
            if node.view is TextInputTarget { node.invalidate() }
            node.markDrawDirty()
        }
        // A focused field that went away (its node gone with it) may have had the keyboard up.
        let vanished = old == nil && hadFocus
        if old?.view is TextInputTarget || new?.view is TextInputTarget || vanished { softKeyboardConditionsChanged() }
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
        if let id = focus.requested {
            focus.requested = nil
            setFocus(id)
        }
        if let id = focus.released {
            focus.released = nil
            if focus.focusedID == id { setFocus(nil) }
        }
    }

    /// The element with keyboard focus, if any: the focused view's own element, the first one
    /// inside it, or the nearest one around it (a label given outside `.focused`).
    public var focusedElement: AccessibilityElement? {
        guard let focused = focus.node else { return nil }
        var chain: [UInt64: Int] = [:]
        var depth = 0
        var n: ViewNode? = focused
        while let current = n {
            chain[current.id] = depth
            depth += 1
            n = current.parent
        }
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
        func collect(_ n: ViewNode) {
            ids.insert(n.id)
            n.children.forEach(collect)
        }
        collect(node)
        var found: AccessibilityElement?
        func walk(_ e: AccessibilityElement) {
            guard found == nil else { return }
            if ids.contains(e.nodeID) { found = e } else { e.children.forEach(walk) }
        }
        accessibilityTree().forEach(walk)
        return found
    }
}
