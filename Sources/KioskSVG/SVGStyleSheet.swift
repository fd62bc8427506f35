/// The CSS of a document's `<style>` elements, as design tools export it: Illustrator writes
/// `.cls-1{fill:#0b7285}` and gives each shape a class, so without the sheet an icon draws
/// black. Rules are selectors and declarations; a selector is compound selectors (a type or
/// `*`, an id, classes) joined by descendant or child combinators. Rules with anything else
/// (attribute selectors, pseudo-classes, sibling combinators) are dropped, as are at-rules:
/// they match nothing an icon relies on, and matching them half would draw wrongly.
///
/// Precedence is CSS's: presentation attributes, then the sheet by specificity and order, then
/// the `style` attribute, then `!important` declarations (`SVGElement.presentation`).
struct SVGStyleSheet {
    struct Compound: Equatable {
        var type: String? = nil
        var id: String? = nil
        var classes: [String] = []

        func matches(_ e: SVGElement) -> Bool {
            if let type, type != e.name { return false }
            if let id, e.attributes["id"] != id { return false }
            if classes.isEmpty { return true }
            let own = e.classNames
            return classes.allSatisfy { name in own.contains { $0 == name } }
        }
    }

    enum Combinator: Equatable { case descendant, child }

    /// Compounds from the subject (the last written) leftwards; `combinators[i]` joins
    /// `compounds[i]` to `compounds[i + 1]`.
    struct Selector: Equatable {
        var compounds: [Compound]
        var combinators: [Combinator]

        /// Ids, then classes, then types, as one comparable number.
        var specificity: Int {
            compounds.reduce(0) { $0 + ($1.id == nil ? 0 : 10_000) + $1.classes.count * 100 + ($1.type == nil ? 0 : 1) }
        }

        /// Whether `e`, below `ancestors` (the root first), is matched.
        func matches(_ e: SVGElement, ancestors: ArraySlice<SVGElement>) -> Bool {
            guard compounds[0].matches(e) else { return false }
            return matchRest(from: 1, ancestors: ancestors)
        }

        private func matchRest(from i: Int, ancestors: ArraySlice<SVGElement>) -> Bool {
            if i == compounds.count { return true }
            var rest = ancestors
            switch combinators[i - 1] {
            case .child:
                guard let parent = rest.popLast(), compounds[i].matches(parent) else { return false }
                return matchRest(from: i + 1, ancestors: rest)
            case .descendant:
                // Any ancestor may match this compound; the nearest that leads to a whole match wins.
                while let candidate = rest.popLast() {
                    if compounds[i].matches(candidate), matchRest(from: i + 1, ancestors: rest) { return true }
                }
                return false
            }
        }
    }

    struct Declaration: Equatable {
        var property: String
        var value: String
        var important: Bool
    }

    struct Rule {
        var selector: Selector
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
            for written in prelude.split(separator: ",") {
                if let selector = parseSelector(written.trimmed) {
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
            if let bang = value.firstIndex(of: "!"), value[value.index(after: bang)...].trimmed.lowercased() == "important" {
                important = true
                value = value[..<bang].trimmed
            }
            guard !property.isEmpty, !value.isEmpty else { continue }
            out.append(Declaration(property: property, value: value, important: important))
        }
        return out
    }

    /// One selector of a group, or nil when it uses anything beyond types, ids, classes and
    /// the descendant and child combinators.
    static func parseSelector(_ text: String) -> Selector? {
        // Spaces around '>' make it one token.
        let spaced = String(text.flatMap { $0 == ">" ? [" ", ">", " "] : [$0] })
        var compounds: [Compound] = [], combinators: [Combinator] = []
        var pendingChild = false
        for token in spaced.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            if token == ">" {
                guard !compounds.isEmpty, !pendingChild else { return nil }
                pendingChild = true
                continue
            }
            guard let compound = parseCompound(token) else { return nil }
            if !compounds.isEmpty { combinators.append(pendingChild ? .child : .descendant) }
            compounds.append(compound)
            pendingChild = false
        }
        guard !compounds.isEmpty, !pendingChild else { return nil }
        return Selector(compounds: compounds.reversed(), combinators: combinators.reversed())
    }

    static func parseCompound(_ token: Substring) -> Compound? {
        var compound = Compound()
        var i = token.startIndex
        func name() -> String {
            let start = i
            while i < token.endIndex, token[i].isLetter || token[i].isNumber || token[i] == "-" || token[i] == "_" {
                i = token.index(after: i)
            }
            return String(token[start..<i])
        }
        if token[i] == "*" {
            i = token.index(after: i)
        } else if token[i] != "." && token[i] != "#" {
            let type = name()
            guard !type.isEmpty else { return nil }
            compound.type = type
        }
        while i < token.endIndex {
            let sigil = token[i]
            i = token.index(after: i)
            let n = name()
            guard !n.isEmpty else { return nil }
            switch sigil {
            case ".": compound.classes.append(n)
            case "#": compound.id = n
            default: return nil
            }
        }
        return compound
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
                out.append(chars[i]); i += 1
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
                if chars[index] == "{" { depth += 1 } else if chars[index] == "}" { depth -= 1; if depth == 0 { break } }
                index += 1
            }
            let block = String(chars[blockStart..<min(index, chars.count)])
            index += 1
            return (prelude, block)
        }
        return nil
    }
}
