/// A key that triggers a control, as SwiftUI's `KeyEquivalent`: a character or a named key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    let character: Character
    /// The key that types `character`.
    public init(_ character: Character) {
        // Shortcuts ignore case; a lowercase form of several characters keeps the original.
        let lower = character.lowercased()
        self.character = lower.count == 1 ? Character(lower) : character
    }
    public init(extendedGraphemeClusterLiteral value: Character) { self.init(value) }
    /// Return, escape and space.
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), space = KeyEquivalent(" ")
    /// Tab and delete (backspace).
    public static let tab = KeyEquivalent("\t"), delete = KeyEquivalent("\u{8}")
    /// The up and down arrow keys.
    public static let upArrow = KeyEquivalent("\u{F700}"), downArrow = KeyEquivalent("\u{F701}")
    /// The left and right arrow keys.
    public static let leftArrow = KeyEquivalent("\u{F702}"), rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys, as SwiftUI's `EventModifiers` (command is the Super/Meta key on Linux).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The shift and control keys.
    public static let shift = EventModifiers(rawValue: 1), control = EventModifiers(rawValue: 2)
    /// The option (alt) and command (meta) keys.
    public static let option = EventModifiers(rawValue: 4), command = EventModifiers(rawValue: 8)
}

/// A key with its modifiers, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers
    /// `key` with `modifiers` held (command by default, as in SwiftUI).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// Return, when no focused control takes it.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// `.keyboardShortcut`: pressing the key activates the control inside.
package struct KeyboardShortcutView<Content: View>: View, PrimitiveView, StoredChildren {
    let content: Content
    let shortcut: KeyboardShortcut
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

@MainActor
protocol KeyboardShortcutProviding { var keyboardShortcutValue: KeyboardShortcut { get } }
extension KeyboardShortcutView: KeyboardShortcutProviding { var keyboardShortcutValue: KeyboardShortcut { shortcut } }

extension View {
    /// Activates this control when `key` is pressed with `modifiers` (command by default).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        KeyboardShortcutView(content: self, shortcut: KeyboardShortcut(key, modifiers: modifiers))
    }
    /// A key that triggers this control (return, escape, or a letter with modifiers).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        KeyboardShortcutView(content: self, shortcut: shortcut)
    }
}

extension ViewGraph {
    /// Runs the enabled control whose shortcut is `shortcut`; true when one did.
    func performShortcut(_ shortcut: KeyboardShortcut) -> Bool {
        func find(_ n: ViewNode) -> ViewNode? {
            if let s = n.view as? KeyboardShortcutProviding, s.keyboardShortcutValue == shortcut,
                n.environment.isEnabled
            {
                return n
            }
            for c in n.children { if let f = find(c) { return f } }
            return nil
        }
        guard let node = find(root), let target = firstElement(inside: node) else { return false }
        return performAccessibilityAction("activate", on: target)
    }
}
