import Testing
import KioskTesting
import KioskText

struct SignInForm: View {
    @State var name = ""
    @State var pin = ""
    @State var submitted = ""
    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            TextField("Name", text: $name).frame(width: 240).submitLabel(.next)
            TextField("PIN", text: $pin).keyboardType(.pinPad).frame(width: 240)
            Text("Submitted \(submitted)")
        }
        .padding(.bottom, 40)
        .onSubmit { submitted = name + "/" + pin }
    }
}

@MainActor
@Suite(.serialized) struct SoftKeyboardTests {
    static func driver(_ size: Size = Size(width: 800, height: 480)) -> UITestDriver {
        UITestDriver(SignInForm(), size: size, fonts: Shared.fonts)
    }

    func tapKey(_ ui: UITestDriver, _ id: String) throws {
        ui.tap(at: try ui.element(identifier: "key." + id).frame.center)
    }

    @Test func focusingAFieldShowsTheKeyboardAndKeysType() throws {
        let ui = Self.driver()
        #expect((try? ui.element(identifier: "key.q")) == nil, "no keyboard before a field has focus")
        try ui.tap("Name")
        #expect(try ui.element(identifier: "key.q").frame.maxY <= 480)
        // The field moved up above the keyboard.
        let keyboardTop = try ui.element(identifier: "key.q").frame.minY
        #expect(try ui.element(label: "Name").frame.maxY < keyboardTop)
        try tapKey(ui, "shift")
        for k in ["A", "d", "a"] { try tapKey(ui, k) }
        #expect(try ui.element(label: "Name").value == "Ada", "shift capitalises one letter")
        try tapKey(ui, "numbers")
        try tapKey(ui, "1")
        try tapKey(ui, "delete")
        #expect(try ui.element(label: "Name").value == "Ada")
        // Return labelled Next moves to the PIN field, whose keyboard is the PIN pad.
        #expect(try ui.element(identifier: "key.return").label == "Next")
        try tapKey(ui, "return")
        #expect(ui.graph.focusedElement?.label == "PIN")
        #expect((try? ui.element(identifier: "key.q")) == nil)
        for k in ["4", "2", "4", "2"] { try tapKey(ui, k) }
        #expect(try ui.element(label: "PIN").value == "4242")
        // The pad's return submits and ends editing.
        try tapKey(ui, "return")
        #expect(ui.exists(label: "Submitted Ada/4242"))
        #expect((try? ui.element(identifier: "key.1")) == nil, "editing ended: the keyboard is gone")
    }

    @Test func capsLockStaysAndTheHideKeyEndsEditing() throws {
        let ui = Self.driver()
        try ui.tap("Name")
        try tapKey(ui, "shift")
        try tapKey(ui, "shift")
        #expect(try ui.element(identifier: "key.shift").label == "caps lock")
        for k in ["K", "I"] { try tapKey(ui, k) }
        #expect(try ui.element(label: "Name").value == "KI")
        try tapKey(ui, "dismiss")
        #expect(ui.graph.focusedElement == nil)
        #expect((try? ui.element(identifier: "key.q")) == nil)
    }

    @Test func backspaceRepeatsWhileHeld() throws {
        let ui = Self.driver()
        try ui.tap("Name")
        for k in ["k", "i", "o", "s", "k"] { try tapKey(ui, k) }
        let delete = try ui.element(identifier: "key.delete").frame.center
        let id = ui.touchDown(at: delete)
        ui.advance(by: 0.45)
        ui.settle()
        #expect(try ui.element(label: "Name").value == "kiosk", "nothing before the repeat delay")
        ui.advance(by: 0.1)
        ui.settle()
        #expect(try ui.element(label: "Name").value == "kios")
        ui.advance(by: 0.1)
        ui.settle()
        ui.advance(by: 0.1)
        ui.settle()
        #expect(try ui.element(label: "Name").value == "ki")
        ui.touchUp(id, at: delete)
        #expect(try ui.element(label: "Name").value == "ki", "no extra deletion on release after repeating")
    }

    @Test func aKeyPressRedrawsTheKeyAndTheFieldOnly() throws {
        let ui = Self.driver()
        try ui.tap("Name")
        let key = try ui.element(identifier: "key.g").frame
        let field = try ui.element(label: "Name").frame
        var damage = Region()
        ui.onFrame = { damage.add($0) }
        let id = ui.touchDown(at: key.center)
        let pressDamage = damage
        damage = Region()
        ui.touchUp(id, at: key.center)
        #expect(try ui.element(label: "Name").value == "g")
        let pressBox = pressDamage.bounds
        #expect(
            pressBox.width <= Int(key.width) + 8 && pressBox.height <= Int(key.height) + 8,
            "press: the key only, \(pressDamage)")
        let keyboardArea = Int(ui.screenshot.width) * Int(try ui.element(label: "Keyboard").frame.height)
        #expect(damage.area < keyboardArea / 8, "release: the key and the field, \(damage)")
        #expect(
            damage.intersects(
                PixelRect(x: Int(field.minX), y: Int(field.minY), width: Int(field.width), height: Int(field.height))))
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
    }

    @Test func aTypingKeyboardKeepsTheOnScreenKeyboardAway() throws {
        let ui = Self.driver()
        ui.attachKeyboard()
        try ui.tap("Name")
        #expect((try? ui.element(identifier: "key.q")) == nil)
        ui.detachKeyboard()
        #expect((try? ui.element(identifier: "key.q")) != nil, "unplugged: the on-screen keyboard comes")
    }

    @Test(arguments: SoftKeyboardLayout.allCases)
    func layoutsPutTheirLettersFirst(layout: SoftKeyboardLayout) {
        let rows = SoftKeyboardRows.make(type: .default, layout: layout, layer: .letters, shift: .off)
        let first = rows.rows[0].prefix(6).map(\.identifier).joined()
        switch layout {
        case .qwerty: #expect(first == "key.qkey.wkey.ekey.rkey.tkey.y")
        case .qwertz: #expect(first == "key.qkey.wkey.ekey.rkey.tkey.z")
        case .azerty: #expect(first == "key.akey.zkey.ekey.rkey.tkey.y")
        }
        #expect(SoftKeyboardLayout(xkbLayout: "de") == .qwertz)
        #expect(SoftKeyboardLayout(xkbLayout: "fr,us") == .azerty)
        #expect(SoftKeyboardLayout(xkbLayout: nil) == .qwerty)
    }
}
