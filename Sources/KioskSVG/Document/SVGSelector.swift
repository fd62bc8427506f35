/// A CSS selector of an SVG style sheet (Selectors Level 3, and `:not` of a list as Level 4
/// has it): compound selectors of a type or `*`, ids, classes, attribute tests and
/// pseudo-classes, joined by the descendant (` `), child (`>`), next-sibling (`+`) and
/// subsequent-sibling (`~`) combinators.
///
/// A still picture is never hovered, focused, active or visited: those pseudo-classes match
/// nothing, and so does a rule that needs them. A selector with anything else it does not
/// know (a pseudo-element, an unknown pseudo-class, a namespace) is not a selector: its rule
/// is dropped, as CSS drops it.
struct SVGSelector: Equatable {
    struct AttributeTest: Equatable {
        enum Match: Equatable { case exists, equals, includesWord, dashPrefix, prefix, suffix, substring }
        var name: String
        var match: Match = .exists
        var value: String = ""
        /// The `i` flag: values compared without regard to case.
        var ignoresCase = false

        func matches(_ e: SVGElement) -> Bool {
            guard var actual = e.attributes[name] else { return false }
            var value = self.value
            if ignoresCase {
                actual = actual.lowercased()
                value = value.lowercased()
            }
            switch match {
            case .exists: return true
            case .equals: return actual == value
            case .includesWord:
                return !value.isEmpty && actual.split(whereSeparator: \.isWhitespace).contains { $0 == value }
            case .dashPrefix: return actual == value || actual.hasPrefix(value + "-")
            case .prefix: return !value.isEmpty && actual.hasPrefix(value)
            case .suffix: return !value.isEmpty && actual.hasSuffix(value)
            case .substring: return !value.isEmpty && actual.contains(value)
            }
        }
    }

    indirect enum PseudoClass: Equatable {
        /// `:nth-child(an+b)` and its kin count element siblings from 1.
        case nthChild(a: Int, b: Int), nthLastChild(a: Int, b: Int)
        case onlyChild, root, empty, link
        /// `:not(...)`: none of the compounds match.
        case not([Compound])
        /// A state a still picture is never in (`:hover`, `:focus`, ...).
        case never

        /// Whether `n` (1, 2, ...) is `a k + b` for some k >= 0.
        static func counts(_ n: Int, a: Int, b: Int) -> Bool {
            if a == 0 { return n == b }
            let d = n - b
            return d % a == 0 && d / a >= 0
        }
    }

    struct Compound: Equatable {
        var type: String? = nil
        var id: String? = nil
        var classes: [String] = []
        var attributes: [AttributeTest] = []
        var pseudoClasses: [PseudoClass] = []

        /// Ids, then classes, attribute tests and pseudo-classes, then types, as one number.
        var specificity: Int {
            var s = (id == nil ? 0 : 10_000) + (classes.count + attributes.count) * 100 + (type == nil ? 0 : 1)
            for p in pseudoClasses {
                if case .not(let list) = p { s += list.map(\.specificity).max() ?? 0 } else { s += 100 }
            }
            return s
        }

        /// Whether `e`, whose parent is `parent` (nil for the root), is matched.
        func matches(_ e: SVGElement, parent: SVGElement?) -> Bool {
            if let type, type != e.name { return false }
            if let id, e.attributes["id"] != id { return false }
            if !classes.isEmpty {
                let own = e.classNames
                guard classes.allSatisfy({ name in own.contains { $0 == name } }) else { return false }
            }
            guard attributes.allSatisfy({ $0.matches(e) }) else { return false }
            for p in pseudoClasses {
                let position = e.elementIndex + 1, count = parent?.elementChildren.count ?? 1
                switch p {
                case .nthChild(let a, let b): if !PseudoClass.counts(position, a: a, b: b) { return false }
                case .nthLastChild(let a, let b):
                    if !PseudoClass.counts(count - position + 1, a: a, b: b) { return false }
                case .onlyChild: if count != 1 { return false }
                case .root: if parent != nil { return false }
                case .empty: if e.children.contains(where: { $0.name != "#text" || !$0.text.isEmpty }) { return false }
                case .link: if e.name != "a" || e.href == nil { return false }
                case .not(let list): if list.contains(where: { $0.matches(e, parent: parent) }) { return false }
                case .never: return false
                }
            }
            return true
        }
    }

    enum Combinator: Equatable { case descendant, child, nextSibling, subsequentSibling }

    /// Compounds from the subject (the last written) leftwards; `combinators[i]` joins
    /// `compounds[i]` to `compounds[i + 1]`.
    var compounds: [Compound]
    var combinators: [Combinator]

    var specificity: Int { compounds.reduce(0) { $0 + $1.specificity } }

    /// Whether `e`, below `ancestors` (the root first), is matched.
    func matches(_ e: SVGElement, ancestors: ArraySlice<SVGElement>) -> Bool {
        guard compounds[0].matches(e, parent: ancestors.last) else { return false }
        return matchRest(from: 1, after: e, ancestors: ancestors)
    }

    /// Whether compounds `i...` match leftwards of `e` (already matched by compound `i - 1`).
    private func matchRest(from i: Int, after e: SVGElement, ancestors: ArraySlice<SVGElement>) -> Bool {
        if i == compounds.count { return true }
        switch combinators[i - 1] {
        case .child:
            var rest = ancestors
            guard let parent = rest.popLast(), compounds[i].matches(parent, parent: rest.last) else { return false }
            return matchRest(from: i + 1, after: parent, ancestors: rest)
        case .descendant:
            // Any ancestor may match this compound; the nearest that leads to a whole match wins.
            var rest = ancestors
            while let candidate = rest.popLast() {
                if compounds[i].matches(candidate, parent: rest.last),
                    matchRest(from: i + 1, after: candidate, ancestors: rest)
                {
                    return true
                }
            }
            return false
        case .nextSibling, .subsequentSibling:
            guard let parent = ancestors.last, e.elementIndex > 0, e.elementIndex <= parent.elementChildren.count else {
                return false
            }
            let earlier =
                combinators[i - 1] == .nextSibling ? (e.elementIndex - 1)..<e.elementIndex : 0..<e.elementIndex
            for index in earlier.reversed() {
                let sibling = parent.elementChildren[index]
                if compounds[i].matches(sibling, parent: parent),
                    matchRest(from: i + 1, after: sibling, ancestors: ancestors)
                {
                    return true
                }
            }
            return false
        }
    }

    // MARK: Parsing

    /// One selector of a group; nil when it is not one this engine knows.
    static func parse(_ text: String) -> SVGSelector? {
        var scanner = SVGSelectorScanner(Array(text))
        var compounds: [Compound] = [], combinators: [Combinator] = []
        while true {
            let spaced = scanner.skipSpace()
            guard let c = scanner.peek else { break }
            if let combinator: Combinator = [">": .child, "+": .nextSibling, "~": .subsequentSibling][c] {
                guard !compounds.isEmpty else { return nil }
                scanner.advance()
                scanner.skipSpace()
                combinators.append(combinator)
            } else if !compounds.isEmpty {
                guard spaced else { return nil }
                combinators.append(.descendant)
            }
            guard let compound = scanner.compound() else { return nil }
            compounds.append(compound)
        }
        guard !compounds.isEmpty, combinators.count == compounds.count - 1 else { return nil }
        return SVGSelector(compounds: compounds.reversed(), combinators: combinators.reversed())
    }
}

/// Reads selectors character by character.
struct SVGSelectorScanner {
    let chars: [Character]
    var i = 0
    init(_ chars: [Character]) { self.chars = chars }

    var peek: Character? { i < chars.count ? chars[i] : nil }
    mutating func advance() { i += 1 }

    /// Skips whitespace; whether there was any.
    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = i
        while let c = peek, c.isWhitespace { advance() }
        return i > start
    }

    /// An identifier: letters, digits, hyphens, underscores (and anything beyond ASCII).
    mutating func name() -> String {
        let start = i
        while let c = peek, c.isLetter || c.isNumber || c == "-" || c == "_" || !c.isASCII { advance() }
        return String(chars[start..<i])
    }

    /// A compound selector; nil when it is empty or holds what is not known.
    mutating func compound() -> SVGSelector.Compound? {
        var compound = SVGSelector.Compound()
        var empty = true
        if peek == "*" {
            advance()
            empty = false
        } else if let c = peek, c.isLetter || c == "_" || c == "-" {
            compound.type = name()
            empty = false
        }
        while let c = peek, !c.isWhitespace, !">+~,".contains(c) {
            advance()
            switch c {
            case ".":
                let n = name()
                guard !n.isEmpty else { return nil }
                compound.classes.append(n)
            case "#":
                let n = name()
                guard !n.isEmpty else { return nil }
                compound.id = n
            case "[":
                guard let test = attributeTest() else { return nil }
                compound.attributes.append(test)
            case ":":
                guard peek != ":", let p = pseudoClass() else { return nil }
                compound.pseudoClasses.append(p)
            default:
                return nil
            }
            empty = false
        }
        return empty ? nil : compound
    }

    /// `[name]`, `[name op value]`, `[name op value i]`, the `[` read.
    mutating func attributeTest() -> SVGSelector.AttributeTest? {
        skipSpace()
        let n = name()
        guard !n.isEmpty else { return nil }
        var test = SVGSelector.AttributeTest(name: n)
        skipSpace()
        if peek == "]" {
            advance()
            return test
        }
        let ops: [String: SVGSelector.AttributeTest.Match] = [
            "=": .equals, "~=": .includesWord, "|=": .dashPrefix, "^=": .prefix, "$=": .suffix, "*=": .substring,
        ]
        var op = ""
        while let c = peek, "=~|^$*".contains(c), op.count < 2 {
            op.append(c)
            advance()
        }
        guard let match = ops[op] else { return nil }
        test.match = match
        skipSpace()
        if let quote = peek, quote == "\"" || quote == "'" {
            advance()
            let start = i
            while let c = peek, c != quote { advance() }
            guard peek == quote else { return nil }
            test.value = String(chars[start..<i])
            advance()
        } else {
            test.value = name()
            guard !test.value.isEmpty else { return nil }
        }
        skipSpace()
        if let c = peek, c == "i" || c == "I" {
            test.ignoresCase = true
            advance()
            skipSpace()
        } else if peek == "s" {
            advance()
            skipSpace()
        }
        guard peek == "]" else { return nil }
        advance()
        return test
    }

    /// A pseudo-class, the `:` read.
    mutating func pseudoClass() -> SVGSelector.PseudoClass? {
        let n = name().lowercased()
        var argument: String? = nil
        if peek == "(" {
            advance()
            let start = i
            var depth = 1
            while let c = peek {
                if c == "(" {
                    depth += 1
                } else if c == ")" {
                    depth -= 1
                    if depth == 0 { break }
                }
                advance()
            }
            guard peek == ")" else { return nil }
            argument = String(chars[start..<i])
            advance()
        }
        switch (n, argument) {
        case ("first-child", nil): return .nthChild(a: 0, b: 1)
        case ("last-child", nil): return .nthLastChild(a: 0, b: 1)
        case ("only-child", nil): return .onlyChild
        case ("root", nil): return .root
        case ("empty", nil): return .empty
        case ("link", nil), ("any-link", nil): return .link
        case ("hover", nil), ("active", nil), ("focus", nil), ("focus-within", nil), ("focus-visible", nil),
            ("visited", nil), ("target", nil), ("checked", nil), ("disabled", nil):
            return .never
        case ("nth-child", let text?):
            return Self.step(text).map { .nthChild(a: $0.a, b: $0.b) }
        case ("nth-last-child", let text?):
            return Self.step(text).map { .nthLastChild(a: $0.a, b: $0.b) }
        case ("not", let text?):
            var list: [SVGSelector.Compound] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                var inner = SVGSelectorScanner(Array(part))
                inner.skipSpace()
                guard let compound = inner.compound() else { return nil }
                inner.skipSpace()
                guard inner.peek == nil else { return nil }
                list.append(compound)
            }
            return .not(list)
        default:
            return nil
        }
    }

    /// `an+b`, `odd`, `even`, or a whole number: (a, b).
    static func step(_ text: String) -> (a: Int, b: Int)? {
        let t = text.filter { !$0.isWhitespace }.lowercased()
        if t == "odd" { return (2, 1) }
        if t == "even" { return (2, 0) }
        guard let n = t.firstIndex(of: "n") else { return Int(t).map { (0, $0) } }
        let head = t[..<n], tail = t[t.index(after: n)...]
        let a: Int
        switch head {
        case "", "+": a = 1
        case "-": a = -1
        default:
            guard let v = Int(head) else { return nil }
            a = v
        }
        guard tail.isEmpty || tail.first == "+" || tail.first == "-" else { return nil }
        let b = tail.isEmpty ? 0 : Int(tail.first == "+" ? String(tail.dropFirst()) : String(tail))
        guard let b else { return nil }
        return (a, b)
    }
}
