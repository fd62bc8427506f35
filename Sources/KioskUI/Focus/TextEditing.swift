/// The editing state of a single-line text field: its text and a selection in whole
/// characters (Swift's `Character` is a grapheme cluster, so an emoji with its modifiers, a
/// letter with its combining marks, or a flag is one step of the caret and one backspace).
///
/// `anchor` stays where a selection began and `head` moves (shift-arrows, a drag), so that
/// extending a selection works in both directions. Pure and value-typed: the field's view
/// owns one and the tests drive it directly.
package struct TextEditingState: Equatable, Sendable {
    public private(set) var text: String
    public private(set) var anchor: Int
    public private(set) var head: Int
    /// The most characters the text may hold (nil: no limit).
    public var limit: Int?
    /// Which characters may be typed.
    public var keyboardType: KeyboardType
    /// Line breaks may be typed (an editor's text, not a field's).
    public var isMultiline = false

    public init(text: String = "", limit: Int? = nil, keyboardType: KeyboardType = .default) {
        self.text = text
        self.limit = limit
        self.keyboardType = keyboardType
        anchor = text.count
        head = text.count
    }

    public var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    public var caret: Int { head }
    public var selectedText: String { String(text[index(selection.lowerBound)..<index(selection.upperBound)]) }

    func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: max(0, min(offset, text.count))) }

    /// Takes a new text from outside (the binding changed).
    public mutating func sync(text newText: String) {
        guard newText != text else { return }
        let wasAtEnd = selection.isEmpty && head == text.count
        text = newText
        let n = text.count
        // A caret at the end follows text set from outside (the field's first value, text
        // appended by the app); elsewhere it stays put while it still fits.
        if wasAtEnd || anchor > n || head > n {
            anchor = n
            head = n
        }
    }

    // MARK: Typing

    /// Replaces the selection with `string`, keeping only what the keyboard type accepts and
    /// what fits the limit. Returns false when nothing could be typed.
    @discardableResult
    public mutating func insert(_ string: String) -> Bool {
        var accepted = keyboardType.filter(
            string, into: text, replacing: selection.lowerBound..<selection.upperBound, keepingNewlines: isMultiline)
        if let limit {
            let room = max(0, limit - (text.count - selection.count))
            if accepted.count > room { accepted = String(accepted.prefix(room)) }
        }
        guard !accepted.isEmpty else { return false }
        let suffix = text.count - selection.upperBound
        text.replaceSubrange(index(selection.lowerBound)..<index(selection.upperBound), with: accepted)
        // Typed text may join the character before it (a combining accent after "e" becomes
        // one character): the caret goes after whatever the new text became.
        anchor = max(0, text.count - suffix)
        head = anchor
        return true
    }

    /// Deletes the selection, or the character before the caret.
    public mutating func deleteBackward() {
        if !selection.isEmpty {
            removeSelection()
            return
        }
        guard head > 0 else { return }
        text.remove(at: index(head - 1))
        head -= 1
        anchor = head
    }

    /// Deletes the selection, or the character after the caret.
    public mutating func deleteForward() {
        if !selection.isEmpty {
            removeSelection()
            return
        }
        guard head < text.count else { return }
        text.remove(at: index(head))
        anchor = head
    }

    private mutating func removeSelection() {
        let s = selection
        text.removeSubrange(index(s.lowerBound)..<index(s.upperBound))
        anchor = s.lowerBound
        head = s.lowerBound
    }

    // MARK: Caret and selection

    /// Puts the caret at `offset`, or (extending) moves the selection's moving end there.
    public mutating func moveCaret(to offset: Int, extending: Bool = false) {
        head = max(0, min(offset, text.count))
        if !extending { anchor = head }
    }

    /// One character forward (+1) or back (-1); without extending, a selection collapses to
    /// the side moved towards, as every text editor does.
    public mutating func moveCaret(by delta: Int, extending: Bool = false) {
        if !extending && !selection.isEmpty {
            let to = delta < 0 ? selection.lowerBound : selection.upperBound
            anchor = to
            head = to
            return
        }
        moveCaret(to: head + delta, extending: extending)
    }

    public mutating func selectAll() {
        anchor = 0
        head = text.count
    }

    /// Selects the word around `offset` (a double tap).
    public mutating func selectWord(at offset: Int) {
        let chars = Array(text)
        guard !chars.isEmpty else { return }
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
        var lo = max(0, min(offset, chars.count - 1)), hi = lo
        if !isWord(chars[lo]), lo > 0, isWord(chars[lo - 1]) {
            lo -= 1
            hi = lo
        }
        guard isWord(chars[lo]) else {
            anchor = offset
            head = offset
            return
        }
        while lo > 0 && isWord(chars[lo - 1]) { lo -= 1 }
        while hi < chars.count && isWord(chars[hi]) { hi += 1 }
        anchor = lo
        head = hi
    }

    /// Scalar offsets of each character boundary (0...count), for the layout's caret geometry,
    /// which works in Unicode scalars.
    public var scalarBoundaries: [Int] { EditableText.scalarBoundaries(text) }
}

/// The kind of text a field takes, as UIKit's keyboard types: it picks the on-screen
/// keyboard (letters, a number pad, a PIN pad) and what typed characters are kept.
public enum KeyboardType: Hashable, Sendable {
    case `default`, asciiCapable, emailAddress, URL, numberPad, decimalPad, phonePad
    /// Digits only, shown on a large PIN pad (kiosk extension).
    case pinPad

    /// The part of `string` this kind of field keeps, typed into `text` over `range`.
    func filter(
        _ string: String, into text: String, replacing range: Range<Int>, keepingNewlines: Bool = false
    ) -> String {
        switch self {
        case .numberPad, .pinPad:
            return String(string.filter { $0.isASCII && $0.isNumber })
        case .phonePad:
            return String(string.filter { ($0.isASCII && $0.isNumber) || "+*#() -".contains($0) })
        case .decimalPad:
            // One decimal separator at most, whichever of "." and "," the user types first.
            var hasSeparator = text.enumerated().contains { (i, c) in !range.contains(i) && (c == "." || c == ",") }
            var out = ""
            for c in string {
                if c.isASCII && c.isNumber {
                    out.append(c)
                } else if c == "." || c == ",", !hasSeparator {
                    out.append(c)
                    hasSeparator = true
                }
            }
            return out
        case .asciiCapable:
            return String(string.filter { $0.isASCII && (keepingNewlines || !$0.isNewline) })
        case .default, .emailAddress, .URL:
            return keepingNewlines ? string : String(string.filter { !$0.isNewline })
        }
    }
}
