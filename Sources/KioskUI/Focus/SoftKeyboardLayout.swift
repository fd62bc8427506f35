/// The key arrangement of the on-screen keyboard: which letters go where (QWERTY, QWERTZ,
/// AZERTY), the number and symbol layers, and the pads for numbers and PINs. Pure data: the
/// keyboard view draws it and the tests read it.
public enum SoftKeyboardLayout: String, Hashable, Sendable, CaseIterable {
    case qwerty, qwertz, azerty

    /// The layout that matches an XKB keyboard layout name (a board's keymap): German, Austrian,
    /// Swiss, Czech, Hungarian... type on QWERTZ, French and Belgian on AZERTY.
    public init(xkbLayout: String?) {
        let primary = (xkbLayout ?? "us").split(separator: ",").first.map(String.init)?.lowercased() ?? "us"
        switch primary {
        case "de", "at", "ch", "cz", "hu", "sk", "si", "hr", "rs", "pl_qwertz": self = .qwertz
        case "fr", "be": self = .azerty
        default: self = .qwerty
        }
    }
}

/// The layers of the letter keyboard.
public enum SoftKeyboardLayer: Hashable, Sendable { case letters, numbers, symbols }

/// Shift: off, for the next letter, or locked.
public enum SoftKeyboardShift: Hashable, Sendable { case off, once, locked }

/// One key: what it does, and its width in key units.
public struct SoftKey: Hashable, Sendable {
    /// What a key does: types a character, shifts, switches layers, deletes, submits.
    public enum Kind: Hashable, Sendable {
        case character(String)
        case shift, backspace, space, `return`, dismiss
        case layer(SoftKeyboardLayer)
        /// A key that only fills room (the empty corner of a number pad).
        case blank
    }
    /// What the key does.
    public let kind: Kind
    /// How wide the key is, in key units (a letter is 1).
    public let width: Double

    /// A key of `kind`, `width` key units wide.
    public init(_ kind: Kind, width: Double = 1) {
        self.kind = kind
        self.width = width
    }

    /// A stable name for the key, used as its accessibility identifier (`key.q`, `key.shift`).
    public var identifier: String {
        switch kind {
        case .character(let c): "key.\(c)"
        case .shift: "key.shift"
        case .backspace: "key.delete"
        case .space: "key.space"
        case .return: "key.return"
        case .dismiss: "key.dismiss"
        case .layer(.letters): "key.letters"
        case .layer(.numbers): "key.numbers"
        case .layer(.symbols): "key.symbols"
        case .blank: "key.blank"
        }
    }
}

/// The rows of keys for one state of the keyboard.
public struct SoftKeyboardRows: Hashable, Sendable {
    /// The keys, row by row from the top.
    public let rows: [[SoftKey]]
    /// Key units of the widest row: every row uses the same unit width, so keys line up.
    public var units: Double { rows.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 1 }
    /// Pads have big square-ish keys; letter keyboards have narrow ones.
    public let isPad: Bool

    /// The rows of keys for a keyboard type, arrangement, layer and shift state.
    public static func make(
        type: KeyboardType, layout: SoftKeyboardLayout, layer: SoftKeyboardLayer,
        shift: SoftKeyboardShift
    ) -> SoftKeyboardRows {
        switch type {
        case .numberPad, .pinPad: return pad(corner: .blank)
        case .decimalPad: return pad(corner: .character("."))
        case .phonePad: return pad(corner: .character("+"))
        case .default, .asciiCapable, .emailAddress, .URL:
            return letters(type: type, layout: layout, layer: layer, shift: shift)
        }
    }

    static func pad(corner: SoftKey.Kind) -> SoftKeyboardRows {
        let digits = { (s: String) in s.map { SoftKey(.character(String($0))) } }
        // A fourth column for delete, hide and return; 0 under 8, as on every keypad.
        return SoftKeyboardRows(
            rows: [
                digits("123") + [SoftKey(.backspace)], digits("456") + [SoftKey(.dismiss)],
                digits("789") + [SoftKey(.return)],
                [SoftKey(corner), SoftKey(.character("0")), SoftKey(.blank), SoftKey(.blank)],
            ], isPad: true)
    }

    static func letters(
        type: KeyboardType, layout: SoftKeyboardLayout, layer: SoftKeyboardLayer, shift: SoftKeyboardShift
    ) -> SoftKeyboardRows {
        let keys = { (s: String) in s.map { SoftKey(.character(String($0))) } }
        var rows: [[SoftKey]]
        switch layer {
        case .letters:
            let letterRows: [String] =
                switch layout {
                case .qwerty: ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
                case .qwertz: ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"]
                case .azerty: ["azertyuiop", "qsdfghjklm", "wxcvbn'"]
                }
            let cased = letterRows.map { shift == .off ? $0 : $0.uppercased() }
            rows = [
                keys(cased[0]), keys(cased[1]),
                [SoftKey(.shift, width: 1.5)] + keys(cased[2]) + [SoftKey(.backspace, width: 1.5)],
            ]
        case .numbers:
            rows = [
                keys("1234567890"), keys("-/:;()€&@\""),
                [SoftKey(.layer(.symbols), width: 1.5)] + keys(".,?!'") + [SoftKey(.backspace, width: 1.5)],
            ]
        case .symbols:
            rows = [
                keys("[]{}#%^*+="), keys("_\\|~<>$£¥•"),
                [SoftKey(.layer(.numbers), width: 1.5)] + keys(".,?!'") + [SoftKey(.backspace, width: 1.5)],
            ]
        }
        // The bottom row: layer switch, the characters the field's kind needs, space, return.
        var bottom = [SoftKey(.layer(layer == .letters ? .numbers : .letters), width: 1.5)]
        switch type {
        case .emailAddress: bottom += [SoftKey(.character("@")), SoftKey(.space, width: 3.5), SoftKey(.character("."))]
        case .URL:
            bottom += [SoftKey(.character("/")), SoftKey(.space, width: 2.5), SoftKey(.character(".com"), width: 1.5)]
        default: bottom += [SoftKey(.space, width: 5.5)]
        }
        bottom += [SoftKey(.return, width: 2), SoftKey(.dismiss, width: 1.5)]
        rows.append(bottom)
        return SoftKeyboardRows(rows: rows, isPad: false)
    }
}
