/// A button's role, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// The button deletes or discards; styles draw it in the destructive colour.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels (an alert's Cancel).
    public static let cancel = ButtonRole(name: "cancel")
}

/// What a button style draws from, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased (SwiftUI's `ButtonStyleConfiguration.Label`).
    public let label: AnyView
    /// Whether a finger (or the pointer) is down on the button.
    public let isPressed: Bool
    /// The button's role, if any.
    public let role: ButtonRole?
}

/// A button's look, as SwiftUI's `ButtonStyle`.
@MainActor
public protocol ButtonStyle: Sendable {
    /// The type of view the style draws.
    associatedtype Body: View
    /// What the style draws from: the label, the pressed state, the role.
    typealias Configuration = ButtonStyleConfiguration
    /// The button drawn from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased button style (the environment holds one).
public struct AnyButtonStyle: ButtonStyle {
    let make: @MainActor @Sendable (ButtonStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: ButtonStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
    public func makeBody(configuration: Configuration) -> AnyView { make(configuration) }
}

/// SwiftUI's default (borderless) style: the label in the tint colour, dimmed while pressed,
/// red for destructive buttons, grey when disabled.
public struct DefaultButtonStyle: ButtonStyle {
    /// The style; `.automatic` is the same.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonStyleBody(configuration: configuration)
    }
    struct ButtonStyleBody: View {
        let configuration: Configuration
        @Environment(\.tint) var tint
        @Environment(\.isEnabled) var isEnabled
        var body: some View {
            let color: Color = !isEnabled ? .gray : (configuration.role == .destructive ? .red : (tint ?? .accentColor))
            return configuration.label
                .foregroundStyle(color)
                .opacity(configuration.isPressed ? 0.3 : 1)
        }
    }
}

/// No styling at all: the label as it is, dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
    /// The style; `.plain` is the same.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.6 : 1)
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// SwiftUI's default (borderless) style: the label in the tint colour, dimmed while pressed,
    /// red for destructive buttons, grey when disabled.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
    /// No styling at all: the label as it is, dimmed while pressed.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle(DefaultButtonStyle()) }
extension EnvironmentValues {
    /// The style of buttons below (`.buttonStyle`).
    public var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons in this view (the innermost setting wins).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, (style as? AnyButtonStyle) ?? AnyButtonStyle(style))
    }
}

/// A control that performs an action when tapped, as SwiftUI's `Button`: pressed state for
/// styles while the finger is on it, cancelled when the finger slides off, no action when
/// disabled; an accessibility button whose label is its text.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let role: ButtonRole?
    let label: Label
    @State private var isPressed = false
    @Environment(\.buttonStyle) private var style
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonRepeatBehavior) private var repeatBehavior
    @Environment(\.buttonCompletion) private var completion

    /// A button whose label is any view, running `action` when tapped.
    public init(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public var body: some View {
        let pressed = $isPressed
        return GestureView(
            content: style.makeBody(
                configuration: ButtonStyleConfiguration(
                    label: AnyView(label), isPressed: isPressed && isEnabled, role: role)),
            spec: .press(
                changed: { pressed.wrappedValue = $0 },
                action: completion.map { done in
                    {
                        action()
                        done()
                    }
                } ?? action,
                repeats: repeatBehavior == .enabled),
            priority: .normal
        )
        .accessibilityElement(role: .button, defaultLabelFromContent: true)
        .accessibilityAddTraits(role == .destructive ? [.isButton, .isDestructive] : .isButton)
    }
}

extension Button where Label == Text {
    /// A button labelled with `title` that runs `action` when tapped.
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// Whether a button's action repeats while it is held, as SwiftUI's `ButtonRepeatBehavior`
/// (a stepper's arrows, a keyboard's backspace).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let value: Int
    /// The control decides (steppers repeat, buttons do not).
    public static let automatic = ButtonRepeatBehavior(value: 0)
    /// A held button fires again and again while it is held.
    public static let enabled = ButtonRepeatBehavior(value: 1)
    /// A held button fires once.
    public static let disabled = ButtonRepeatBehavior(value: 2)
}

struct ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue = ButtonRepeatBehavior.automatic }
extension EnvironmentValues {
    /// Whether a held button repeats its action (`.buttonRepeatBehavior`).
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Makes the buttons in this view repeat their action while held.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}

struct ButtonCompletionKey: EnvironmentKey { static let defaultValue: DismissAction? = nil }
extension EnvironmentValues {
    /// Run by every button inside after its own action: the buttons of an alert or a
    /// confirmation dialog close it, as SwiftUI's do.
    public var buttonCompletion: DismissAction? {
        get { self[ButtonCompletionKey.self] }
        set { self[ButtonCompletionKey.self] = newValue }
    }
}

/// Buttons say what they do, for containers that run a button's action for it (a full swipe
/// runs a row's first swipe action).
@MainActor protocol ButtonActionProviding {
    var buttonAction: @MainActor () -> Void { get }
}

extension Button: ButtonActionProviding {
    var buttonAction: @MainActor () -> Void { action }
}

/// The action of the first button in `view`, looking through the modifiers and containers
/// around it (a few levels deep).
@MainActor
package func firstButtonAction(in view: Any, depth: Int = 0) -> (@MainActor () -> Void)? {
    if let button = view as? ButtonActionProviding { return button.buttonAction }
    guard depth < 12 else { return nil }
    for child in Mirror(reflecting: view).children {
        if let action = firstButtonAction(in: child.value, depth: depth + 1) { return action }
    }
    return nil
}
