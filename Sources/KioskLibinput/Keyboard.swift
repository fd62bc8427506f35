import CXKBCommon

/// Which keymap to compile, as the board profile or the app names it (XKB RMLVO names).
package struct KeymapNames: Sendable, Equatable {
    package var rules: String?
    package var model: String?
    package var layout: String?
    package var variant: String?
    package var options: String?
    package init(
        rules: String? = nil, model: String? = nil, layout: String? = nil, variant: String? = nil,
        options: String? = nil
    ) {
        self.rules = rules
        self.model = model
        self.layout = layout
        self.variant = variant
        self.options = options
    }
}

package struct KeyboardError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}

/// Turns evdev key codes into text with xkbcommon: the keymap, modifier state, and compose
/// sequences (dead keys) for the locale.
final class Keyboard {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    private let compose: OpaquePointer?

    init(names: KeymapNames, locale: String) throws(KeyboardError) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else {
            throw KeyboardError(message: "xkbcommon could not create a context")
        }
        self.context = context
        // Library code does not print: xkbcommon would write missing compose files and keymap
        // warnings to stderr. Failures still reach the caller as typed errors.
        xkb_context_set_log_fn(context) { _, _, _, _ in }
        // Keep the C strings alive across the call.
        let fields = [names.rules, names.model, names.layout, names.variant, names.options].map {
            $0.map { Array($0.utf8CString) }
        }
        func withField<R>(_ i: Int, _ body: (UnsafePointer<CChar>?) -> R) -> R {
            guard let f = fields[i] else { return body(nil) }
            return f.withUnsafeBufferPointer { body($0.baseAddress) }
        }
        let compiled: OpaquePointer? = withField(0) { r in
            withField(1) { m in
                withField(2) { l in
                    withField(3) { v in
                        withField(4) { o in
                            var rmlvo = xkb_rule_names(rules: r, model: m, layout: l, variant: v, options: o)
                            return xkb_keymap_new_from_names(context, &rmlvo, XKB_KEYMAP_COMPILE_NO_FLAGS)
                        }
                    }
                }
            }
        }
        guard let keymap = compiled else {
            xkb_context_unref(context)
            throw KeyboardError(
                message:
                    "no XKB keymap for layout '\(names.layout ?? "us")' variant '\(names.variant ?? "")' options '\(names.options ?? "")' (is xkb-data installed?)"
            )
        }
        self.keymap = keymap
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            throw KeyboardError(message: "xkbcommon could not create keyboard state")
        }
        self.state = state
        // Compose tables are optional: without one, dead keys simply produce nothing extra.
        if let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) {
            compose = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS)
            xkb_compose_table_unref(table)
        } else {
            compose = nil
        }
    }

    deinit {
        if let compose { xkb_compose_state_unref(compose) }
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// Updates modifier state for a key change and returns the text a press produces (nil for
    /// modifiers, keys without text, and the steps of an unfinished compose sequence).
    func handle(evdevCode: UInt32, isPressed: Bool) -> String? {
        let keycode = evdevCode + 8
        var text: String?
        if isPressed {
            let sym = xkb_state_key_get_one_sym(state, keycode)
            text = utf8 { xkb_state_key_get_utf8(state, keycode, $0, $1) }
            if let compose, sym != 0 {
                _ = xkb_compose_state_feed(compose, sym)
                switch xkb_compose_state_get_status(compose) {
                case XKB_COMPOSE_COMPOSING: text = nil
                case XKB_COMPOSE_COMPOSED:
                    text = utf8 { xkb_compose_state_get_utf8(compose, $0, $1) }
                    xkb_compose_state_reset(compose)
                case XKB_COMPOSE_CANCELLED:
                    text = nil
                    xkb_compose_state_reset(compose)
                default: break
                }
            }
        }
        _ = xkb_state_update_key(state, keycode, isPressed ? XKB_KEY_DOWN : XKB_KEY_UP)
        // Control characters (Return, Backspace, Tab, Escape) travel as key codes, not text.
        if let t = text, t.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F }) { text = nil }
        return text
    }

    func repeats(evdevCode: UInt32) -> Bool { xkb_keymap_key_repeats(keymap, evdevCode + 8) != 0 }

    var isControlOrAltHeld: Bool {
        xkb_state_mod_name_is_active(state, XKB_MOD_NAME_CTRL, XKB_STATE_MODS_EFFECTIVE) > 0
            || xkb_state_mod_name_is_active(state, XKB_MOD_NAME_ALT, XKB_STATE_MODS_EFFECTIVE) > 0
    }

    private func utf8(_ read: (UnsafeMutablePointer<CChar>?, Int) -> Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 64)
        let n = buffer.withUnsafeMutableBufferPointer { read($0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(min(n, 63))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
