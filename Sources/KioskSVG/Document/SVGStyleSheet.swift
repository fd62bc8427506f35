/// The CSS of a document's `<style>` elements, as design tools export it: Illustrator writes
/// `.cls-1{fill:#0b7285}` and gives each shape a class, so without the sheet an icon draws
/// black. Rules are selectors (`SVGSelector`) and declarations. At-rules are skipped whole.
///
/// Precedence is CSS's: presentation attributes, then the sheet by specificity and order, then
/// the `style` attribute, then `!important` declarations (`SVGElement.presentation`).
struct SVGStyleSheet {
    struct Declaration: Equatable {
        var property: String
        var value: String
        var important: Bool
    }

    struct Rule {
        var selector: SVGSelector
        var declarations: [Declaration]
    }

    var rules: [Rule] = []

    var isEmpty: Bool { rules.isEmpty }

    /// The declarations that apply to `e`, in the order they are to be applied (lowest
    /// precedence first): by specificity, then by order in the sheet.
    func declarations(for e: SVGElement, ancestors: ArraySlice<SVGElement>) -> [Declaration] {
        var matched: [(specificity: Int, order: Int, rule: Rule)] = []
        for (order, rule) in rules.enumerated() where rule.selector.matches(e, ancestors: ancestors) {
            matched.append((rule.selector.specificity, order, rule))
        }
        matched.sort { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        return matched.flatMap { $0.rule.declarations }
    }

    // MARK: Parsing

    /// Parses a style sheet. Nothing here throws: CSS skips what it cannot read and goes on.
    static func parse(_ text: String) -> SVGStyleSheet {
        var scanner = CSSScanner(withoutComments(text))
        var sheet = SVGStyleSheet()
        while let (prelude, block) = scanner.nextRule() {
            if prelude.hasPrefix("@") { continue }
            let declarations = parseDeclarations(block)
            guard !declarations.isEmpty else { continue }
            for written in Self.selectorGroup(prelude) {
                if let selector = SVGSelector.parse(written) {
                    sheet.rules.append(Rule(selector: selector, declarations: declarations))
                }
            }
        }
        return sheet
    }

    /// `property: value` pairs separated by semicolons (a `style` attribute, or a rule's block).
    static func parseDeclarations(_ text: String) -> [Declaration] {
        var out: [Declaration] = []
        for item in withoutComments(text).split(separator: ";") {
            guard let colon = item.firstIndex(of: ":") else { continue }
            let property = item[..<colon].trimmed.lowercased()
            var value = item[item.index(after: colon)...].trimmed
            var important = false
            if let bang = value.firstIndex(of: "!"),
                value[value.index(after: bang)...].trimmed.lowercased() == "important"
            {
                important = true
                value = value[..<bang].trimmed
            }
            guard !property.isEmpty, !value.isEmpty else { continue }
            out.append(Declaration(property: property, value: value, important: important))
        }
        return out
    }

    /// The selectors of a group, split at its commas (not those inside `:not(...)` or quotes).
    static func selectorGroup(_ prelude: String) -> [String] {
        var out: [String] = [], current = "", depth = 0
        var quote: Character? = nil
        for c in prelude {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth -= 1
            } else if c == ",", depth == 0 {
                out.append(current)
                current = ""
                continue
            }
            current.append(c)
        }
        out.append(current)
        return out
    }

    static func withoutComments(_ text: String) -> String {
        let chars = Array(text)
        var out: [Character] = [], i = 0
        out.reserveCapacity(chars.count)
        while i < chars.count {
            if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                // An unclosed comment runs to the end, as in CSS.
                i += 2
                while i < chars.count, !(chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/") { i += 1 }
                i += 2
            } else {
                out.append(chars[i])
                i += 1
            }
        }
        return String(out)
    }
}

/// Splits a style sheet into rules: a prelude and its block, braces balanced, so an at-rule's
/// nested rules (`@media { ... }`) are skipped whole along with it.
struct CSSScanner {
    let chars: [Character]
    var index = 0
    init(_ text: String) { chars = Array(text) }

    mutating func nextRule() -> (prelude: String, block: String)? {
        while index < chars.count {
            let start = index
            while index < chars.count, chars[index] != "{", chars[index] != ";" { index += 1 }
            guard index < chars.count else { return nil }
            let prelude = String(chars[start..<index]).trimmed
            if chars[index] == ";" {
                // A statement at-rule (`@import url(...);`): nothing to apply.
                index += 1
                continue
            }
            index += 1
            let blockStart = index
            var depth = 1
            while index < chars.count {
                if chars[index] == "{" {
                    depth += 1
                } else if chars[index] == "}" {
                    depth -= 1
                    if depth == 0 { break }
                }
                index += 1
            }
            let block = String(chars[blockStart..<min(index, chars.count)])
            index += 1
            return (prelude, block)
        }
        return nil
    }
}
