import Testing
@testable import KioskUI

struct TextEditingStateTests {
    @Test func backspaceRemovesWholeGraphemes() {
        // A family emoji (ZWJ sequence), a flag, a thumbs-up with skin tone, "é" as e + accent.
        var s = TextEditingState(text: "a👨‍👩‍👧🇩🇪👍🏽e\u{301}")
        #expect(s.text.count == 5)
        s.deleteBackward()
        #expect(s.text == "a👨‍👩‍👧🇩🇪👍🏽")
        s.deleteBackward()
        #expect(s.text == "a👨‍👩‍👧🇩🇪")
        s.deleteBackward()
        #expect(s.text == "a👨‍👩‍👧")
        s.deleteBackward()
        #expect(s.text == "a")
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        var s = TextEditingState(text: "cafe")
        s.insert("\u{301}")
        #expect(s.text == "cafe\u{301}" && s.text.count == 4)
        #expect(s.caret == 4)
        s.insert("!")
        #expect(s.text.count == 5 && s.text.hasSuffix("!"))
    }

    @Test func typingReplacesTheSelectionAndArrowsCollapseIt() {
        var s = TextEditingState(text: "hello world")
        s.moveCaret(to: 6)
        s.moveCaret(to: 11, extending: true)
        #expect(s.selectedText == "world")
        s.insert("kiosk")
        #expect(s.text == "hello kiosk" && s.caret == 11)
        s.moveCaret(by: -1, extending: true)
        s.moveCaret(by: -1, extending: true)
        #expect(s.selectedText == "sk")
        s.moveCaret(by: 1)
        #expect(s.selection == 11..<11, "right arrow collapses to the selection's right end")
        s.selectWord(at: 2)
        #expect(s.selectedText == "hello")
        s.deleteForward()
        #expect(s.text == " kiosk" && s.caret == 0)
    }

    @Test func theLimitCutsWhatDoesNotFit() {
        var s = TextEditingState(text: "12", limit: 4)
        s.insert("345")
        #expect(s.text == "1234")
        #expect(s.insert("5") == false)
        s.moveCaret(to: 0)
        s.moveCaret(to: 2, extending: true)
        s.insert("ab")
        #expect(s.text == "ab34", "replacing a selection frees its room")
    }

    @Test func numberAndDecimalPadsKeepDigits() {
        var pin = TextEditingState(keyboardType: .numberPad)
        pin.insert("1a2-3")
        #expect(pin.text == "123")
        var amount = TextEditingState(keyboardType: .decimalPad)
        amount.insert("12.5.0")
        #expect(amount.text == "12.50")
        amount.insert(",9")
        #expect(amount.text == "12.509", "one separator at most")
        var email = TextEditingState(keyboardType: .emailAddress)
        email.insert("a@b.c\nd")
        #expect(email.text == "a@b.cd")
    }

    @Test func anOutsideChangeKeepsTheCaretWhereItFits() {
        var s = TextEditingState(text: "abcdef")
        s.sync(text: "abcdefg")
        #expect(s.caret == 7, "a caret at the end follows appended text")
        s.moveCaret(to: 3)
        s.sync(text: "abcdefgh")
        #expect(s.caret == 3)
        s.sync(text: "a")
        #expect(s.caret == 1 && s.selection == 1..<1)
    }
}
