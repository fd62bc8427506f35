import Testing
import KioskGeometry
import KioskTesting
import KioskText
@testable import KioskUI

/// A notes box and what it holds.
private struct Notes: View {
    @State var text: String
    var width = 300.0
    var height = 120.0
    var body: some View {
        VStack(spacing: 12) {
            TextEditor(text: $text).frame(width: width, height: height)
            Text("value " + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "|"))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite(.serialized) struct TextEditorTests {
    func value(_ ui: UITestDriver) -> String? {
        ui.elements.map(\.label).first { $0.hasPrefix("value ") }.map { String($0.dropFirst(6)) }
    }

    func model(_ ui: UITestDriver) -> TextEditorModel? {
        func find(_ n: ViewNode) -> ViewNode? {
            if n.view is TextEditorInputView { return n }
            for c in n.children { if let f = find(c) { return f } }
            return nil
        }
        return find(ui.graph.root).map { TextEditorInputView.model(of: $0) }
    }

    @Test func returnStartsANewLineAndTheTextIsBound() {
        let ui = UITestDriver(Notes(text: ""), size: Size(width: 400, height: 300), fonts: Fixtures.fonts)
        ui.attachKeyboard()
        ui.tap(at: Point(x: 200, y: 40))
        #expect(ui.graph.focusedElement?.role == .textField)
        ui.type("ab")
        ui.press(.enter)
        ui.type("cd")
        #expect(value(ui) == "ab|cd")
        #expect(ui.graph.focusedElement?.role == .textField, "return does not end editing")
        ui.press(.backspace)
        ui.press(.backspace)
        ui.press(.backspace)
        #expect(value(ui) == "ab")
    }

    @Test func upAndDownMoveAcrossLinesKeepingTheColumn() {
        let ui = UITestDriver(Notes(text: "aaaa\naa\naaaa"), size: Size(width: 400, height: 300), fonts: Fixtures.fonts)
        ui.attachKeyboard()
        ui.tap(at: Point(x: 200, y: 40))
        ui.press(.end)
        ui.press(.up)
        ui.press(.up)
        // From the end of the third line (column 4) up to the second (only 2 long) and on to
        // the first, back at column 4: the column is kept across the short line.
        ui.type("Z")
        #expect(value(ui) == "aaaaZ|aa|aaaa")
        ui.press(.down)
        ui.type("Y")
        #expect(value(ui) == "aaaaZ|aaY|aaaa")
        ui.press(.down, shift: true)
        ui.press(.down, shift: true)
        ui.type("!")
        #expect(value(ui) == "aaaaZ|aaY!", "shift-down selected to the end, typing replaced it")
    }

    @Test func longTextWrapsAndScrollsToKeepTheCaretInView() throws {
        let ui = UITestDriver(
            Notes(text: "", width: 120, height: 60), size: Size(width: 400, height: 300), fonts: Fixtures.fonts)
        ui.attachKeyboard()
        ui.tap(at: Point(x: 200, y: 30))
        ui.type("one two three four five six seven eight nine ten")
        let m = try #require(model(ui))
        let lines = try #require(m.geometry?.lines.count)
        #expect(lines >= 4, "wrapped at the editor's width: \(lines) lines")
        #expect(m.scrollY > 0, "scrolled so that the caret shows")
        // The caret is drawn inside the editor's frame.
        let caretY = try #require(m.geometry?.caret(at: m.state.text.unicodeScalars.count).y) + m.origin.y
        #expect(caretY > 20 && caretY < 60, "on the editor's last visible line: \(caretY)")
        // Typing at the top scrolls back up.
        ui.press(.home)
        ui.type("0 ")
        #expect(m.scrollY == 0)
    }

    @Test func aDragScrollsAndAHeldPressThenDragSelects() throws {
        let long = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let ui = UITestDriver(
            Notes(text: long, width: 200, height: 80), size: Size(width: 400, height: 300), fonts: Fixtures.fonts)
        let m = try #require(model(ui))
        #expect(m.scrollY == 0)
        ui.drag(from: Point(x: 200, y: 70), to: Point(x: 200, y: 20))
        #expect(m.scrollY > 40, "dragged up by 50 points: \(m.scrollY)")
        #expect(ui.graph.focusedElement == nil, "a drag does not focus")
        // Held still, then dragged along: a selection from where the finger was held.
        let id = ui.touchDown(at: Point(x: 110, y: 20))
        ui.advance(by: 0.5)
        ui.settle()
        for i in 1...4 { ui.touchMove(id, to: Point(x: 110 + Double(i) * 15, y: 20)) }
        ui.touchUp(id, at: Point(x: 170, y: 20))
        #expect(ui.graph.focusedElement?.role == .textField)
        #expect(!m.state.selection.isEmpty, "selected: \(m.state.selection)")
    }
}
