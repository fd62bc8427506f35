import KioskRaster

/// The on-screen keyboard: shown at the bottom of the screen while a text field has focus and
/// no keyboard that can type is attached. Its keys come from `SoftKeyboardRows` (the field's
/// keyboard type, the layout of the board or app, the layer and shift state); a
/// `SoftKeyboardStyle` draws each key and the keyboard's background (DesignFoundation's
/// `DFKeyboardStyle` is one).
///
/// Every key is a button of its own, so pressing one redraws that key only; typing then
/// redraws the field. Backspace repeats while held.
struct SoftKeyboard: View {
    let configuration: SoftKeyboardConfiguration
    @State private var layer = SoftKeyboardLayer.letters
    @State private var shift = SoftKeyboardShift.off
    @Environment(\.softKeyboardStyle) private var style

    var body: some View {
        let rows = SoftKeyboardRows.make(
            type: configuration.keyboardType, layout: configuration.layout, layer: layer, shift: shift)
        let spacing = style.keySpacing
        let keyHeight = rows.isPad ? configuration.keyHeight * 1.15 : configuration.keyHeight
        return VStack(spacing: spacing) {
            ForEach(0..<rows.rows.count, id: \.self) { r in
                KeyRow(units: rows.units, spacing: spacing, widths: rows.rows[r].map(\.width)) {
                    ForEach(0..<rows.rows[r].count, id: \.self) { k in
                        key(rows.rows[r][k]).frame(height: keyHeight)
                    }
                }
            }
        }
        .padding(.horizontal, spacing)
        .padding(.top, spacing)
        .padding(.bottom, spacing * 1.5)
        .frame(maxWidth: rows.isPad ? 560 : .infinity)
        .frame(maxWidth: .infinity)
        .background(style.makeBackground())
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Keyboard")
    }

    @ViewBuilder
    func key(_ key: SoftKey) -> some View {
        if key.kind == .blank {
            Color.clear
        } else {
            let isActive = key.kind == .shift && shift != .off
            let button = Button {
                press(key)
            } label: {
                label(for: key)
            }
            .buttonStyle(SoftKeyButtonStyle(style: style, key: key, isActive: isActive))
            .accessibilityLabel(accessibilityLabel(for: key))
            .accessibilityIdentifier(key.identifier)
            if key.kind == .backspace {
                button.buttonRepeatBehavior(.enabled)
            } else {
                button.buttonRepeatBehavior(.disabled)
            }
        }
    }

    @ViewBuilder
    func label(for key: SoftKey) -> some View {
        switch key.kind {
        case .character(let c): Text(c)
        case .shift: Image(systemName: shift == .locked ? "capslock.fill" : "arrow.up")
        case .backspace: Image(systemName: "delete.left")
        case .space:
            Text(configuration.layout == .azerty ? "espace" : configuration.layout == .qwertz ? "Leerzeichen" : "space")
        case .return: Text(configuration.submitLabel.title)
        case .dismiss: Image(systemName: "keyboard.chevron.compact.down")
        case .layer(.letters): Text("ABC")
        case .layer(.numbers): Text("123")
        case .layer(.symbols): Text("#+=")
        case .blank: EmptyView()
        }
    }

    func accessibilityLabel(for key: SoftKey) -> String {
        switch key.kind {
        case .character(let c): c
        case .shift: shift == .locked ? "caps lock" : "shift"
        case .backspace: "delete"
        case .space: "space"
        case .return: configuration.submitLabel.title
        case .dismiss: "hide keyboard"
        case .layer(.letters): "letters"
        case .layer(.numbers): "numbers"
        case .layer(.symbols): "symbols"
        case .blank: ""
        }
    }

    func press(_ key: SoftKey) {
        switch key.kind {
        case .character(let c):
            configuration.insert(c)
            if shift == .once { shift = .off }
        case .space: configuration.insert(" ")
        case .backspace: configuration.deleteBackward()
        case .return: configuration.submit()
        case .dismiss: configuration.dismiss()
        case .shift:
            // Tap: the next letter is a capital; tap again: caps lock; once more: off.
            shift =
                switch shift {
                case .off: .once
                case .once: .locked
                case .locked: .off
                }
        case .layer(let l): layer = l
        case .blank: break
        }
    }
}

/// A row of keys: widths in proportion to their key units, one unit width for all rows (so
/// that keys line up), centred.
struct KeyRow: Layout {
    let units: Double
    let spacing: Double
    /// Each key's width in units, in order.
    let widths: [Double]
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: 10, height: nil)).height }.max() ?? 0
        return Size(width: proposal.width ?? 320, height: height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let unit = (bounds.width - spacing * (units - 1)) / units
        let total =
            widths.reduce(0) { $0 + $1 * unit + ($1 - 1) * spacing } + spacing * Double(max(0, widths.count - 1))
        var x = bounds.minX + ((bounds.width - total) / 2).rounded()
        for (i, s) in subviews.enumerated() where i < widths.count {
            let w = (widths[i] * unit + (widths[i] - 1) * spacing).rounded()
            s.place(at: Point(x: x, y: bounds.minY), proposal: ProposedViewSize(width: w, height: bounds.height))
            x += w + spacing
        }
    }
}

/// A key as a button: the style draws it with the button's pressed state.
struct SoftKeyButtonStyle: ButtonStyle {
    let style: AnySoftKeyboardStyle
    let key: SoftKey
    let isActive: Bool
    func makeBody(configuration: ButtonStyleConfiguration) -> some View {
        style.makeKey(
            configuration: SoftKeyConfiguration(
                key: key, label: configuration.label, isPressed: configuration.isPressed, isActive: isActive))
    }
}

/// What the keyboard needs from the field and the screen.
public struct SoftKeyboardConfiguration {
    /// The kind of text the focused field takes.
    public let keyboardType: KeyboardType
    /// The letter arrangement (QWERTY, QWERTZ, AZERTY).
    public let layout: SoftKeyboardLayout
    /// What the return key says and does.
    public let submitLabel: SubmitLabel
    /// Height of a letter key in points (pads make theirs a little taller).
    public let keyHeight: Double
    let insert: @MainActor (String) -> Void
    let deleteBackward: @MainActor () -> Void
    let submit: @MainActor () -> Void
    let dismiss: @MainActor () -> Void
}

/// One key as the style sees it.
public struct SoftKeyConfiguration {
    /// The key to draw.
    public let key: SoftKey
    /// The key's caption (a character, a word, or an icon), ready to lay out.
    public let label: AnyView
    /// Whether a finger is on the key.
    public let isPressed: Bool
    /// Shift while it is on or locked.
    public let isActive: Bool
    /// Keys that are not characters (shift, delete, layer switches, return) are usually drawn
    /// in a second tone.
    public var isFunction: Bool { if case .character = key.kind { return false } else { return key.kind != .space } }
}

/// How the on-screen keyboard looks.
@MainActor
public protocol SoftKeyboardStyle {
    /// The type of a key's view.
    associatedtype Key: View
    /// The type of the keyboard's background.
    associatedtype Background: View
    /// One key, drawn from its configuration.
    func makeKey(configuration: SoftKeyConfiguration) -> Key
    /// What lies behind the keys.
    func makeBackground() -> Background
    /// Space between keys and around them, in points.
    nonisolated var keySpacing: Double { get }
}

extension SoftKeyboardStyle { nonisolated public var keySpacing: Double { 6 } }

/// A type-erased keyboard style (what the environment holds).
public struct AnySoftKeyboardStyle: SoftKeyboardStyle, Sendable {
    let key: @MainActor @Sendable (SoftKeyConfiguration) -> AnyView
    let background: @MainActor @Sendable () -> AnyView
    public let keySpacing: Double
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: SoftKeyboardStyle & Sendable>(_ style: S) {
        key = { AnyView(style.makeKey(configuration: $0)) }
        background = { AnyView(style.makeBackground()) }
        keySpacing = style.keySpacing
    }
    public func makeKey(configuration: SoftKeyConfiguration) -> AnyView { key(configuration) }
    public func makeBackground() -> AnyView { background() }
}

/// The keyboard when no design system chose one: light keys on a grey tray, as system
/// keyboards look.
public struct DefaultSoftKeyboardStyle: SoftKeyboardStyle, Sendable {
    /// The style, with nothing to configure.
    nonisolated public init() {}
    public func makeKey(configuration: SoftKeyConfiguration) -> some View {
        let fill: Color =
            configuration.isPressed || configuration.isActive
            ? Color(light: RGBAColor(hex: 0xB4B8C0), dark: RGBAColor(hex: 0x8E8E93))
            : configuration.isFunction
                ? Color(light: RGBAColor(hex: 0xC9CCD3), dark: RGBAColor(hex: 0x48484A))
                : Color(light: RGBAColor(hex: 0xFFFFFF), dark: RGBAColor(hex: 0x6B6B6E))
        return configuration.label
            .font(.system(size: configuration.isFunction ? 16 : 22))
            .foregroundStyle(Color.primary)
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(RoundedRectangle(cornerRadius: 6).fill(fill))
            .contentShape(Rectangle())
    }
    public func makeBackground() -> some View {
        Color(light: RGBAColor(hex: 0xD1D4DA), dark: RGBAColor(hex: 0x2C2C2E))
    }
}

/// When the on-screen keyboard appears: automatically (focus in a text field and no typing
/// keyboard attached), always on focus, or never.
public enum SoftKeyboardMode: Hashable, Sendable { case automatic, always, never }

struct SoftKeyboardStyleKey: EnvironmentKey {
    static let defaultValue = AnySoftKeyboardStyle(DefaultSoftKeyboardStyle())
}
struct SoftKeyboardLayoutKey: EnvironmentKey { static let defaultValue = SoftKeyboardLayout.qwerty }
struct SoftKeyboardModeKey: EnvironmentKey { static let defaultValue = SoftKeyboardMode.automatic }

extension EnvironmentValues {
    /// How the on-screen keyboard looks (a design system sets it).
    public var softKeyboardStyle: AnySoftKeyboardStyle {
        get { self[SoftKeyboardStyleKey.self] }
        set { self[SoftKeyboardStyleKey.self] = newValue }
    }
    /// The letter arrangement (a board sets it from its keymap; an app may override it).
    public var softKeyboardLayout: SoftKeyboardLayout {
        get { self[SoftKeyboardLayoutKey.self] }
        set { self[SoftKeyboardLayoutKey.self] = newValue }
    }
    /// When text fields bring up the on-screen keyboard: automatic, always or never.
    public var softKeyboardMode: SoftKeyboardMode {
        get { self[SoftKeyboardModeKey.self] }
        set { self[SoftKeyboardModeKey.self] = newValue }
    }
}

extension View {
    /// The look of the on-screen keyboard while a field in this view has focus.
    public func softKeyboardStyle<S: SoftKeyboardStyle & Sendable>(_ style: S) -> some View {
        environment(\.softKeyboardStyle, (style as? AnySoftKeyboardStyle) ?? AnySoftKeyboardStyle(style))
    }
    /// The on-screen keyboard's letter arrangement for the fields in this view.
    public func softKeyboardLayout(_ layout: SoftKeyboardLayout) -> some View {
        environment(\.softKeyboardLayout, layout)
    }
    /// When the on-screen keyboard appears for the fields in this view.
    public func softKeyboardMode(_ mode: SoftKeyboardMode) -> some View { environment(\.softKeyboardMode, mode) }
}
