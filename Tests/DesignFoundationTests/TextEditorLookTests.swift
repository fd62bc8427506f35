import Testing
import KioskTesting
import KioskRaster
import KioskText
@testable import DesignFoundation

/// A service note on a card, in the DF theme: the editor's text, caret and selection in the
/// theme's colours, with the on-screen keyboard up.
private struct ServiceNote: View {
    @State var note = "Grinder cleaned.\nCheck the milk pump seal on Friday, and order two new gaskets."
    @Environment(\.dfTheme) private var theme
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DFText("Service note", style: .headline)
            // As SwiftUI code frames an editor on a card of the same colour.
            TextEditor(text: $note).frame(height: 110)
                .clipShape(RoundedRectangle(cornerRadius: 8))
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(theme.colors.border, lineWidth: 1))
                .accessibilityLabel("Note")
            Text("\(note.count) characters").font(.caption).foregroundStyle(theme.colors.textSecondary)
        }
        .padding(20)
        .frame(width: 360)
        .background(RoundedRectangle(cornerRadius: 16).fill(theme.colors.surfaceElevated))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding(.top, 24)
    }
}

@MainActor
@Suite struct TextEditorLookTests {
    func key(_ ui: UITestDriver, _ id: String) throws {
        ui.tap(at: try ui.element(identifier: "key." + id).frame.center)
    }

    @Test func aNoteIsWrittenOnTheOnScreenKeyboardWithReturnStartingALine() throws {
        let ui = UITestDriver(
            ServiceNote(note: "").dfThemePreset(.slate), size: Size(width: 800, height: 480), fonts: DF.fonts)
        try ui.tap("Note")
        #expect(ui.exists(label: "return"), "the on-screen keyboard is up")
        for k in ["o", "k"] { try key(ui, k) }
        try key(ui, "return")
        for k in ["n", "o"] { try key(ui, k) }
        #expect(try ui.element(label: "Note").value == "ok\nno")
        #expect(ui.exists(label: "5 characters"))
        #expect(ui.graph.focusedElement?.label == "Note", "return keeps editing")
    }

    @Test(arguments: ["default", "copper"])
    func theEditorLooksRightInEachThemeLightAndDark(name: String) throws {
        let preset: DFThemePreset = name == "copper" ? .copper : .default
        for scheme in [ColorScheme.light, .dark] {
            let ui = UITestDriver(
                ComponentTests.Backdrop(content: ServiceNote()).dfThemePreset(preset),
                size: Size(width: 800, height: 480), colorScheme: scheme,
                fonts: DF.fonts)
            ui.attachKeyboard()
            try ui.tap("Note")
            ui.press(.end)
            ui.press(.left, shift: true)
            ui.press(.left, shift: true)
            ui.press(.left, shift: true)
            ui.runFrames(for: 1)
            DFGolden.check(ui.screenshot, named: "text-editor-\(name)-\(scheme == .dark ? "dark" : "light")")
        }
    }
}
