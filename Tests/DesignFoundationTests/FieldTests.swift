import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

/// Every built-in field style in every state, drawn through the style itself (the states a
/// configuration can carry, side by side).
struct FieldStateGrid: View {
    @Environment(\.dfTheme) private var theme
    static let states = ["empty", "filled", "focused", "valid", "error", "disabled"]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(Self.states, id: \.self) { state in
                HStack(alignment: .top, spacing: 12) {
                    cell(DFOutlinedTextFieldStyle(), state)
                    cell(DFFilledTextFieldStyle(), state)
                    cell(DFGlassTextFieldStyle(), state)
                    secure(state)
                }
            }
        }
        .padding(12)
    }

    func configuration(_ state: String) -> DFTextFieldStyleConfiguration {
        let value = state == "empty" ? "" : "ada@example.com"
        let field = TextField("Email", text: .constant(value), prompt: Text("name@example.com"))
            .font(theme.typography.body.font).foregroundStyle(theme.colors.textPrimary)
        let validation: DFValidationState = state == "valid" ? .valid : state == "error" ? .error("Not found") : .none
        return DFTextFieldStyleConfiguration(
            fieldContent: AnyView(field), leadingContent: AnyView(Image(systemName: "envelope")),
            trailingContent: nil, label: "Email", placeholder: "name@example.com",
            isFocused: state == "focused", isDisabled: state == "disabled", validationState: validation, theme: theme)
    }

    func cell<S: DFTextFieldStyle>(_ style: S, _ state: String) -> some View {
        style.makeBody(configuration: configuration(state)).frame(width: 210)
    }

    func secure(_ state: String) -> some View {
        let c = configuration(state)
        let revealed = state == "focused"
        let field = SecureField(
            "PIN", text: .constant(state == "empty" ? "" : "2468"), prompt: Text("PIN"), isRevealed: revealed
        )
        .font(theme.typography.body.font).foregroundStyle(theme.colors.textPrimary)
        return DFOutlinedSecureFieldStyle().makeBody(
            configuration: DFSecureFieldStyleConfiguration(
                fieldContent: AnyView(field), leadingContent: nil, label: "PIN", placeholder: "PIN",
                isFocused: c.isFocused,
                isDisabled: c.isDisabled, isRevealed: revealed, validationState: c.validationState, onToggleReveal: {},
                theme: theme)
        )
        .frame(width: 150)
    }
}

struct LoginForm: View {
    @State var user = ""
    @State var password = ""
    @State var pin = ""
    @State var result = ""
    var body: some View {
        VStack(spacing: 12) {
            DFTextField("User name", text: $user, placeholder: "e.g. ada", leadingIcon: "person").submitLabel(.next)
            DFSecureField("Password", text: $password, placeholder: "Password").submitLabel(.next)
            DFSecureField("PIN", text: $pin, placeholder: "4 digits", characterLimit: 4).keyboardType(.pinPad)
            Text("Result \(result)")
            Spacer()
        }
        .padding(16)
        .onSubmit { result = "\(user):\(password):\(pin)" }
    }
}

@MainActor
@Suite(.serialized) struct FieldTests {
    @Test(arguments: ["default", "aurora"])
    func fieldStylesRenderEveryStateLikeTheGolden(name: String) {
        let preset: DFThemePreset = name == "aurora" ? .aurora : .default
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                ComponentTests.Backdrop(content: FieldStateGrid()).dfThemePreset(preset),
                size: Size(width: 840, height: 560),
                colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "fields-\(name)-\(scheme == .dark ? "dark" : "light")")
        }
    }

    func key(_ ui: UITestDriver, _ id: String) throws {
        ui.tap(at: try ui.element(identifier: "key." + id).frame.center)
    }

    /// The picture once the focus animation has finished.
    func settled(_ ui: UITestDriver) -> PixelBuffer {
        ui.runFrames(for: 1)
        return ui.screenshot
    }

    @Test func aLoginFormIsFilledInOnTheOnScreenKeyboard() throws {
        let ui = UITestDriver(LoginForm().dfThemePreset(.slate), size: Size(width: 800, height: 480), fonts: DF.fonts)
        #expect(ui.elements.filter { $0.label == "User name" }.count == 1, "the caption is not a second element")
        try ui.tap("User name")
        for k in ["a", "d", "a"] { try key(ui, k) }
        try key(ui, "return")  // Next
        #expect(ui.graph.focusedElement?.label == "Password")
        for k in ["s", "e", "c", "r", "e", "t"] { try key(ui, k) }
        #expect(try ui.element(label: "Password").value == "", "a secure field is never read out")
        try key(ui, "return")
        #expect(ui.graph.focusedElement?.label == "PIN")
        for k in ["1", "2", "3", "4", "5"] { try key(ui, k) }
        try key(ui, "return")
        #expect(ui.exists(label: "Result ada:secret:1234"), "the PIN stops at its 4 characters")
        #expect(ui.graph.focusedElement == nil)
    }

    @Test func theRevealButtonShowsThePassword() throws {
        let ui = UITestDriver(LoginForm(), size: Size(width: 800, height: 480), fonts: DF.fonts)
        ui.attachKeyboard()
        try ui.tap("Password")
        ui.type("hunter2")
        let hidden = ui.screenshot.copy()
        try ui.tap("Show Password")
        #expect(ui.exists(label: "Hide Password"))
        #expect(!ui.screenshot.hasSamePixels(as: hidden))
        try ui.tap("Hide Password")
        #expect(ui.exists(label: "Show Password"))
    }

    @Test func aTapOnTheCaptionFocusesTheField() throws {
        let ui = UITestDriver(LoginForm(), size: Size(width: 800, height: 480), fonts: DF.fonts)
        ui.attachKeyboard()
        let field = try ui.element(label: "User name").frame
        // The caption sits above the field's box, outside the text itself.
        ui.tap(at: Point(x: field.minX + 4, y: field.minY - 24))
        #expect(ui.graph.focusedElement?.label == "User name")
    }

    @Test(arguments: SoftKeyboardLayout.allCases)
    func theKeyboardRendersEachLayoutLikeTheGolden(layout: SoftKeyboardLayout) throws {
        for scheme in [ColorScheme.light, .dark] {
            let ui = UITestDriver(
                LoginForm().softKeyboardLayout(layout).dfThemePreset(.default), size: Size(width: 800, height: 480),
                colorScheme: scheme, fonts: DF.fonts)
            try ui.tap("User name")
            DFGolden.check(settled(ui), named: "keyboard-\(layout.rawValue)-\(scheme == .dark ? "dark" : "light")")
        }
    }

    @Test func theKeyboardLayersAndPadsRenderLikeTheGoldens() throws {
        let ui = UITestDriver(LoginForm().dfThemePreset(.sage), size: Size(width: 800, height: 480), fonts: DF.fonts)
        try ui.tap("User name")
        try key(ui, "shift")
        DFGolden.check(settled(ui), named: "keyboard-shifted")
        try key(ui, "numbers")
        DFGolden.check(settled(ui), named: "keyboard-numbers")
        try key(ui, "symbols")
        DFGolden.check(settled(ui), named: "keyboard-symbols")
        try ui.tap("PIN")
        DFGolden.check(settled(ui), named: "keyboard-pin-pad")
    }

    @Test func theGlassKeyboardRendersLikeTheGolden() throws {
        let ui = UITestDriver(
            LoginForm().dfKeyboardStyle(.glass).background(
                LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)),
            size: Size(width: 800, height: 480), fonts: DF.fonts)
        try ui.tap("User name")
        DFGolden.check(settled(ui), named: "keyboard-glass")
    }
}
