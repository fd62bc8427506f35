import Testing
@testable import KioskLibinput

// Real xkbcommon with the keymaps of xkb-data: evdev codes in, text out.
@Suite struct KeyboardTests {
    let a: UInt32 = 30, z: UInt32 = 44, shift: UInt32 = 42, enter: UInt32 = 28, grave: UInt32 = 41, e: UInt32 = 18

    func type(_ keyboard: Keyboard, _ code: UInt32) -> String? {
        let text = keyboard.handle(evdevCode: code, isPressed: true)
        _ = keyboard.handle(evdevCode: code, isPressed: false)
        return text
    }

    @Test func usLayoutWithShift() throws {
        let k = try Keyboard(names: KeymapNames(layout: "us"), locale: "C")
        #expect(type(k, a) == "a")
        _ = k.handle(evdevCode: shift, isPressed: true)
        #expect(type(k, a) == "A")
        _ = k.handle(evdevCode: shift, isPressed: false)
        #expect(type(k, a) == "a")
        #expect(type(k, enter) == nil, "Return travels as a key code, not as text")
    }

    @Test func germanLayoutSwapsYAndZ() throws {
        let k = try Keyboard(names: KeymapNames(layout: "de"), locale: "C")
        #expect(type(k, z) == "y")
    }

    @Test func deadKeysComposeWhenTheLocaleHasATable() throws {
        let k = try Keyboard(names: KeymapNames(layout: "de"), locale: "en_US.UTF-8")
        // On the German layout the key left of 1 is a dead circumflex.
        #expect(type(k, grave) == nil)
        #expect(type(k, e) == "ê")
    }

    @Test func unknownLayoutIsATypedError() {
        #expect(throws: KeyboardError.self) { try Keyboard(names: KeymapNames(layout: "no-such-layout"), locale: "C") }
    }
}
