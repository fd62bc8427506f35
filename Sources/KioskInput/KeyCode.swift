/// Linux input key codes (linux/input-event-codes.h) that the view graph reacts to: focus
/// moves, text editing, shortcuts. Backends pass codes through as the kernel numbers them.
package enum KeyCode {
    package static let escape: UInt32 = 1, backspace: UInt32 = 14, tab: UInt32 = 15, enter: UInt32 = 28,
        space: UInt32 = 57
    package static let leftShift: UInt32 = 42, rightShift: UInt32 = 54, keypadEnter: UInt32 = 96
    package static let up: UInt32 = 103, left: UInt32 = 105, right: UInt32 = 106, down: UInt32 = 108
    package static let leftControl: UInt32 = 29, rightControl: UInt32 = 97, leftAlt: UInt32 = 56, rightAlt: UInt32 = 100
    package static let leftMeta: UInt32 = 125, rightMeta: UInt32 = 126
    package static let home: UInt32 = 102, end: UInt32 = 107, delete: UInt32 = 111, a: UInt32 = 30
}
