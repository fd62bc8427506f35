/// Accessibility traits, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Activating the element performs an action.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element heads a section of content.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is the selected one of its group.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is a picture.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is text that does not change by itself.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
    /// The element switches between on and off.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 5)
    /// The element's value changes often by itself (a progress bar, a clock).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is a modal presentation: what lies beneath is not accessible.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 7)
    /// Not in SwiftUI's set: marks destructive actions so assistive output can warn.
    public static let isDestructive = AccessibilityTraits(rawValue: 1 << 8)
    /// The element's value goes up and down (increment, decrement).
    public static let isAdjustable = AccessibilityTraits(rawValue: 1 << 9)

    var names: [String] {
        [
            (Self.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isImage, "image"),
            (.isStaticText, "text"),
            (.isToggle, "toggle"), (.updatesFrequently, "updates"), (.isModal, "modal"),
            (.isDestructive, "destructive"),
            (.isAdjustable, "adjustable"),
        ].filter { contains($0.0) }.map(\.1)
    }
}

/// The role of an accessibility element.
public enum AccessibilityRole: String, Sendable {
    case button, staticText, image, adjustable, toggle, textField, group, element
}

/// How `.accessibilityElement(children:)` treats the children.
public enum AccessibilityChildBehavior: Sendable { case ignore, combine, contain }

/// Adjustable actions, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

/// One element of the accessibility tree.
public struct AccessibilityElement: Sendable {
    /// What kind of element it is (button, toggle, text field, ...).
    public var role: AccessibilityRole
    /// What the element is called, as a screen reader says it.
    public var label: String
    /// The element's current value ("on", "42 percent"), if it has one.
    public var value: String?
    /// What activating the element does, if the app says.
    public var hint: String?
    /// The app's `.accessibilityIdentifier`, for tests.
    public var identifier: String?
    /// The element's traits.
    public var traits: AccessibilityTraits
    /// Frame in logical points.
    public var frame: Rect
    /// The actions it can perform by name ("activate", "increment", "decrement").
    public var actions: [String]
    /// The elements inside it, in reading order.
    public var children: [AccessibilityElement]
    var nodeID: UInt64
}

struct AccessibilitySpec {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var addTraits: AccessibilityTraits = []
    var removeTraits: AccessibilityTraits = []
    var hidden = false
    var role: AccessibilityRole?
    var children: AccessibilityChildBehavior?
    var adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
    var labelFromContent = false
}

/// An accessibility modifier.
package struct AccessibilityView<Content: View>: View, PrimitiveView, PassesContent {
    let content: Content
    var spec: AccessibilitySpec
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

extension View {
    private func accessibility(_ change: (inout AccessibilitySpec) -> Void) -> AccessibilityView<Self> {
        var spec = AccessibilitySpec()
        change(&spec)
        return AccessibilityView(content: self, spec: spec)
    }
    /// What the element is called, in place of its text.
    public func accessibilityLabel(_ label: String) -> some View { accessibility { $0.label = label } }
    /// What assistive technology and UI tests call this view: the words of `label`.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = label.content } }
    /// The element's value as words ("on", "42 percent").
    public func accessibilityValue(_ value: String) -> some View { accessibility { $0.value = value } }
    /// What activating the element does.
    public func accessibilityHint(_ hint: String) -> some View { accessibility { $0.hint = hint } }
    /// A name for tests to find the element by; not read out.
    public func accessibilityIdentifier(_ id: String) -> some View { accessibility { $0.identifier = id } }
    /// Adds traits to the element (`.isHeader`, `.isSelected`).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.addTraits = traits }
    }
    /// Removes traits the element would have.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.removeTraits = traits }
    }
    /// Hides the view and its children from the accessibility tree.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.hidden = hidden } }
    /// Makes the view one element: its children ignored, combined into it, or kept inside it.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility {
            $0.children = children
            $0.labelFromContent = children != .contain
        }
    }
    /// Makes the element adjustable: `handler` runs on increment and decrement.
    public func accessibilityAdjustableAction(
        _ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        accessibility {
            $0.adjust = handler
            $0.role = .adjustable
            $0.addTraits = .isAdjustable
            $0.labelFromContent = true
        }
    }
    func accessibilityElement(role: AccessibilityRole, defaultLabelFromContent: Bool) -> AccessibilityView<Self> {
        accessibility {
            $0.role = role
            $0.labelFromContent = defaultLabelFromContent
            $0.children = .combine
        }
    }
}

@MainActor
protocol AccessibilitySpecProviding { var accessibilitySpec: AccessibilitySpec { get } }
extension AccessibilityView: AccessibilitySpecProviding { var accessibilitySpec: AccessibilitySpec { spec } }

extension ViewGraph {
    /// The accessibility tree of the laid-out views, in reading order.
    /// While a modal presentation (modal, sheet, full screen) is shown, it and what came after
    /// it (the keyboard) are the only accessible content, as VoiceOver treats a modal view.
    public func accessibilityTree() -> [AccessibilityElement] {
        if let i = root.children.lastIndex(where: { ($0.view as? PresentedLayerProviding)?.isModalLayer == true }) {
            return root.children[i...].flatMap { AccessibilityBuilder.elements(of: $0) }
        }
        return AccessibilityBuilder.elements(of: root)
    }

    /// The tree as indented text (`kiosk screenshot --accessibility`).
    public func accessibilityDump() -> String {
        var out = ""
        func write(_ e: AccessibilityElement, _ depth: Int) {
            let f = e.frame
            out += String(repeating: "  ", count: depth) + "\(e.role.rawValue) \"\(e.label)\""
            if let v = e.value { out += " value=\"\(v)\"" }
            if let h = e.hint { out += " hint=\"\(h)\"" }
            if let i = e.identifier { out += " id=\(i)" }
            if !e.traits.names.isEmpty { out += " [\(e.traits.names.joined(separator: ","))]" }
            if !e.actions.isEmpty { out += " actions=\(e.actions.joined(separator: ","))" }
            out += " (\(Int(f.minX)),\(Int(f.minY)) \(Int(f.width))x\(Int(f.height)))\n"
            for c in e.children { write(c, depth + 1) }
        }
        for e in accessibilityTree() { write(e, 0) }
        return out
    }

    /// Performs an element's action: "activate" presses a button, "increment"/"decrement" adjust.
    @discardableResult
    public func performAccessibilityAction(_ action: String, on element: AccessibilityElement) -> Bool {
        guard let node = findNode(id: element.nodeID) else { return false }
        var n: ViewNode? = node
        while let current = n {
            if action == "activate", let g = current.view as? GestureSpecProviding {
                switch g.gestureSpec {
                case .press(_, let act, _):
                    act()
                    return true
                case .tap(_, let act, _):
                    act(Point(x: node.hitFrame.width / 2, y: node.hitFrame.height / 2))
                    return true
                default: break
                }
            }
            if let a = current.view as? AccessibilitySpecProviding, let adjust = a.accessibilitySpec.adjust {
                if action == "increment" {
                    adjust(.increment)
                    return true
                }
                if action == "decrement" {
                    adjust(.decrement)
                    return true
                }
            }
            n = current.children.first
        }
        return false
    }

    func findNode(id: UInt64) -> ViewNode? {
        func walk(_ n: ViewNode) -> ViewNode? {
            if n.id == id { return n }
            for c in n.children { if let f = walk(c) { return f } }
            return nil
        }
        return walk(root)
    }
}

@MainActor
enum AccessibilityBuilder {
    /// A toggle (a trait, as SwiftUI gives it) is a control: its role says so and it can be
    /// activated (by assistive technology and the keyboard).
    static func markToggle(_ e: inout AccessibilityElement, explicitRole: Bool) {
        guard e.traits.contains(.isToggle) else { return }
        if !explicitRole && (e.role == .staticText || e.role == .element) { e.role = .toggle }
        if !e.actions.contains("activate") { e.actions.append("activate") }
    }

    static func elements(of node: ViewNode) -> [AccessibilityElement] {
        if node.isOmittedByLayout { return [] }
        // Accessibility modifiers are primitive views: a view with a body is not asked (the
        // first time, each such question searches the program's conformances).
        if node.traits.hasAccessibilitySpec, let a = node.primitive as? AccessibilitySpecProviding {
            let spec = a.accessibilitySpec
            if spec.hidden { return [] }
            let inner = node.children.flatMap(elements)
            if spec.role != nil || spec.children == .combine || spec.children == .ignore || spec.adjust != nil {
                // This view is one element. A single element beneath (a modifier chain) is
                // kept and extended; several are combined, their labels joined.
                var e: AccessibilityElement
                if inner.count == 1 {
                    e = inner[0]
                    if let role = spec.role { e.role = role }
                } else {
                    let combinedLabel = inner.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
                    e = AccessibilityElement(
                        role: spec.role ?? .element, label: spec.labelFromContent ? combinedLabel : "",
                        value: nil, hint: nil, identifier: nil, traits: [], frame: node.hitFrame,
                        actions: [], children: [], nodeID: node.id)
                }
                e.nodeID = node.id
                e.frame = node.hitFrame
                if let l = spec.label { e.label = l }
                if let v = spec.value { e.value = v }
                if let h = spec.hint, !h.isEmpty { e.hint = h }
                if let i = spec.identifier { e.identifier = i }
                e.traits = e.traits.union(spec.addTraits).subtracting(spec.removeTraits)
                if (spec.role == .button || e.traits.contains(.isButton)) && !e.actions.contains("activate") {
                    e.actions.append("activate")
                }
                markToggle(&e, explicitRole: spec.role != nil)
                if spec.adjust != nil && !e.actions.contains("increment") { e.actions += ["increment", "decrement"] }
                return [e]
            }
            if spec.children == .contain {
                return [
                    AccessibilityElement(
                        role: .group, label: spec.label ?? "", value: spec.value, hint: spec.hint,
                        identifier: spec.identifier,
                        traits: spec.addTraits, frame: node.hitFrame, actions: [], children: inner, nodeID: node.id)
                ]
            }
            // A modifier that changes nothing (`.accessibilityHidden(false)`) leaves them be.
            if spec.label == nil && spec.value == nil && (spec.hint ?? "").isEmpty && spec.identifier == nil
                && spec.addTraits.isEmpty && spec.removeTraits.isEmpty
            {
                return inner
            }
            // Plain modifiers change the element(s) beneath: one element is edited in place,
            // several become one element carrying the modification.
            if inner.count == 1 {
                var e = inner[0]
                if let l = spec.label { e.label = l }
                if let v = spec.value { e.value = v }
                if let h = spec.hint, !h.isEmpty { e.hint = h }
                if let i = spec.identifier { e.identifier = i }
                e.traits = e.traits.union(spec.addTraits).subtracting(spec.removeTraits)
                markToggle(&e, explicitRole: false)
                return [e]
            }
            if inner.isEmpty && spec.label == nil { return [] }
            return [
                AccessibilityElement(
                    role: .element, label: spec.label ?? inner.map(\.label).joined(separator: ", "), value: spec.value,
                    hint: spec.hint, identifier: spec.identifier, traits: spec.addTraits, frame: node.hitFrame,
                    actions: [], children: [], nodeID: node.id)
            ]
        }
        if let text = node.view as? Text, text.timeline == nil {
            return [
                AccessibilityElement(
                    role: .staticText, label: text.content, value: nil, hint: nil, identifier: nil,
                    traits: .isStaticText, frame: node.hitFrame, actions: [], children: [], nodeID: node.id)
            ]
        }
        if let image = node.view as? Image, case .system(let name) = image.source {
            return [
                AccessibilityElement(
                    role: .image, label: name, value: nil, hint: nil, identifier: nil,
                    traits: .isImage, frame: node.hitFrame, actions: [], children: [], nodeID: node.id)
            ]
        }
        if node.view is ModifiedView<AnyView> { return node.children.flatMap(elements) }
        return node.children.flatMap(elements)
    }
}
