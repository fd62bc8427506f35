import Testing
import KioskTesting
import KioskText

struct LoginScreen: View {
    @State var name = ""
    @State var code = ""
    @State var submitted = ""
    var body: some View {
        VStack(spacing: 16) {
            TextField("Name", text: $name).frame(width: 200)
            TextField("Code", text: $code, prompt: Text("4 digits")).frame(width: 200)
            Text("Submitted \(submitted)")
        }
        .onSubmit { submitted = name + "/" + code }
    }
}

@MainActor
@Suite(.serialized) struct TextFieldTests {
    @Test func tappingAFieldFocusesItAndTypingEditsItsBinding() throws {
        let ui = UITestDriver(LoginScreen(), fonts: Shared.fonts)
        let field = try ui.element(label: "Name")
        #expect(field.role == .textField)
        #expect(field.value == "")
        try ui.tap("Name")
        #expect(ui.graph.focusedElement?.label == "Name")
        ui.type("Ada")
        #expect(try ui.element(label: "Name").value == "Ada")
        ui.press(.backspace)
        ui.type("a!")
        #expect(try ui.element(label: "Name").value == "Ada!")
        // Tab moves to the next field; typing goes there.
        ui.press(.tab)
        ui.type("1234")
        #expect(try ui.element(label: "Code").value == "1234")
        #expect(try ui.element(label: "Name").value == "Ada!")
        ui.press(.enter)
        #expect(ui.exists(label: "Submitted Ada!/1234"))
    }

    @Test func controlCharactersAreNotTypedAndUnfocusedFieldsIgnoreKeys() throws {
        let ui = UITestDriver(LoginScreen(), fonts: Shared.fonts)
        ui.type("ignored")
        #expect(try ui.element(label: "Name").value == "", "nothing focused: nothing typed")
        try ui.tap("Name")
        ui.type("a\u{7F}\u{1B}b")
        #expect(try ui.element(label: "Name").value == "ab")
    }

    @Test func theCaretShowsOnlyWhileFocusedAndThePromptWhileEmpty() throws {
        let ui = UITestDriver(LoginScreen(), fonts: Shared.fonts)
        #expect(ui.exists(label: "4 digits") == false, "the prompt is part of the field's element")
        let idle = ui.screenshot.copy()
        try ui.tap("Code")
        let focused = ui.screenshot.copy()
        #expect(!focused.hasSamePixels(as: idle), "caret and focus ring")
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
        ui.press(.escape)
        #expect(ui.screenshot.hasSamePixels(as: idle), "unfocused again: as before")
    }
}

struct EditingScreen: View {
    @State var text = "Hello"
    @State var secret = "hunter2"
    @State var pin = ""
    @State var revealed = false
    var body: some View {
        VStack(spacing: 16) {
            TextField("Greeting", text: $text).frame(width: 240)
            SecureField("Password", text: $secret, isRevealed: revealed).frame(width: 240)
            TextField("PIN", text: $pin).keyboardType(.numberPad).textContentLimit(4).frame(width: 240)
            Button("Reveal") { revealed.toggle() }
        }
    }
}

@MainActor
@Suite(.serialized) struct TextEditingTests {
    @Test func aTapPlacesTheCaretWhereTheFingerWas() throws {
        let ui = UITestDriver(EditingScreen(), fonts: Shared.fonts)
        let frame = try ui.element(label: "Greeting").frame
        ui.tap(at: Point(x: frame.minX + 1, y: frame.midY))
        ui.type(">")
        #expect(try ui.element(label: "Greeting").value == ">Hello")
        // Near the end of the text: after "Hello".
        ui.tap(at: Point(x: frame.minX + 120, y: frame.midY))
        ui.type("!")
        #expect(try ui.element(label: "Greeting").value == ">Hello!")
    }

    @Test func aDragAcrossAFocusedFieldSelectsAndTypingReplaces() throws {
        let ui = UITestDriver(EditingScreen(), fonts: Shared.fonts)
        let frame = try ui.element(label: "Greeting").frame
        try ui.tap("Greeting")
        let unselected = ui.screenshot.copy()
        ui.drag(from: Point(x: frame.minX + 1, y: frame.midY), to: Point(x: frame.minX + 200, y: frame.midY))
        #expect(!ui.screenshot.hasSamePixels(as: unselected), "the selection is drawn")
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
        ui.type("Bye")
        #expect(try ui.element(label: "Greeting").value == "Bye")
    }

    @Test func shiftArrowsSelectAndDeleteRemovesForward() throws {
        let ui = UITestDriver(EditingScreen(), fonts: Shared.fonts)
        try ui.tap("Greeting")
        ui.press(.end)
        ui.press(.left, shift: true)
        ui.press(.left, shift: true)
        ui.type("p!")
        #expect(try ui.element(label: "Greeting").value == "Help!")
        ui.press(.home)
        ui.press(.delete)
        #expect(try ui.element(label: "Greeting").value == "elp!")
    }

    @Test func aSecureFieldHidesItsTextFromScreenAndAccessibility() throws {
        let ui = UITestDriver(EditingScreen(), fonts: Shared.fonts)
        #expect(try ui.element(label: "Password").value == "", "never read out")
        let masked = ui.screenshot.copy()
        try ui.tap("Reveal")
        #expect(!ui.screenshot.hasSamePixels(as: masked), "revealed text differs from the dots")
        try ui.tap("Password")
        ui.press(.end)
        ui.type("!")
        ui.press(.backspace)
        ui.press(.backspace)
        // The field keeps editing the real text, not the dots.
        try ui.tap("Reveal")
        #expect(try ui.element(label: "Password").value == "")
        #expect(ui.graph.focusedElement?.label == "Password")
    }

    @Test func aNumberPadFieldTakesDigitsUpToItsLimit() throws {
        let ui = UITestDriver(EditingScreen(), fonts: Shared.fonts)
        try ui.tap("PIN")
        ui.type("12a34567")
        #expect(try ui.element(label: "PIN").value == "1234")
    }

    @Test func longTextScrollsToKeepTheCaretInView() throws {
        let ui = UITestDriver(EditingScreen(), fonts: Shared.fonts)
        try ui.tap("Greeting")
        ui.press(.end)
        let before = ui.screenshot.copy()
        ui.type(String(repeating: "w", count: 60))
        let frame = try ui.element(label: "Greeting").frame
        // The start of the text has scrolled out: the field's left part changed from "Hello".
        let left = PixelRect(x: Int(frame.minX), y: Int(frame.minY), width: 30, height: Int(frame.height))
        #expect(!ui.screenshot.view(left).hasSamePixels(as: before.view(left)))
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
    }
}

struct FocusStateForm: View {
    enum Field: Hashable { case user, pass }
    @State var user = ""
    @State var pass = ""
    @FocusState var focused: Field?
    var body: some View {
        VStack(spacing: 16) {
            TextField("User", text: $user).focused($focused, equals: .user)
            SecureField("Pass", text: $pass).focused($focused, equals: .pass)
            Text("Focused \(focused.map { "\($0)" } ?? "none")")
            Button("Go to password") { focused = .pass }
        }
    }
}

@MainActor
@Suite(.serialized) struct FocusStateTextFieldTests {
    @Test func focusStateFollowsTapsAndMovesFocusIntoTheField() throws {
        let ui = UITestDriver(FocusStateForm(), fonts: Shared.fonts)
        ui.attachKeyboard()
        #expect(ui.exists(label: "Focused none"))
        try ui.tap("User")
        #expect(ui.exists(label: "Focused user"), "a tap on the field sets the FocusState")
        ui.type("ada")
        try ui.tap("Go to password")
        #expect(ui.exists(label: "Focused pass"))
        ui.type("secret")
        #expect(try ui.element(label: "User").value == "ada")
        #expect(ui.graph.focusedElement?.label == "Pass", "the binding focused the field itself: it takes the keys")
        ui.press(.escape)
        #expect(ui.exists(label: "Focused none"))
    }
}

@MainActor
@Suite(.serialized) struct RightToLeftFieldTests {
    struct Screen: View {
        @State var text = "שלום"
        var body: some View {
            TextField("Greeting", text: $text).frame(width: 240).environment(\.layoutDirection, .rightToLeft)
        }
    }

    @Test func aTapAtTheRightEdgeOfHebrewTextPutsTheCaretBeforeItsFirstLetter() throws {
        let ui = UITestDriver(Screen(), fonts: Shared.fonts)
        let frame = try ui.element(label: "Greeting").frame
        ui.tap(at: Point(x: frame.maxX - 1, y: frame.midY))
        ui.type("א")
        #expect(try ui.element(label: "Greeting").value == "אשלום", "the logical start is on the right")
        // The left arrow moves forward in right-to-left text.
        ui.press(.left)
        ui.type("ב")
        #expect(try ui.element(label: "Greeting").value == "אשבלום")
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
    }
}
