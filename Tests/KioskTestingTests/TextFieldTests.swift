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
