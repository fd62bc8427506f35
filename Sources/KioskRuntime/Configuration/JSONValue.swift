/// A parsed JSON document that remembers where each value stood, so that a board file's error
/// can name the line and column of the offending key. (Foundation's decoder reports coding
/// paths, not lines, and a kiosk installer edits these files by hand.)
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Located])
    case object([(key: String, value: Located)])

    package struct Located: Sendable, Equatable {
        package var value: JSONValue
        package var line: Int
        package var column: Int
    }

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A syntax error with its position (1-based line and column).
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var line: Int
    package var column: Int
    package var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 parser over UTF-8 bytes. Nesting is capped so hostile input cannot
/// exhaust the stack.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private let maxDepth = 64

    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue.Located {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var column: Int { index - lineStart + 1 }
    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column)
    }
    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let c = peek {
            if c == 0x0A {
                line += 1
                index += 1
                lineStart = index
            } else if c == 0x20 || c == 0x09 || c == 0x0D {
                index += 1
            } else {
                break
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue.Located {
        guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
        let (l, c) = (line, column)
        func at(_ v: JSONValue) -> JSONValue.Located { JSONValue.Located(value: v, line: l, column: c) }
        guard let ch = peek else { throw error("unexpected end of file, expected a value") }
        switch ch {
        case UInt8(ascii: "{"): return at(try parseObject(depth: depth))
        case UInt8(ascii: "["): return at(try parseArray(depth: depth))
        case UInt8(ascii: "\""): return at(.string(try parseString()))
        case UInt8(ascii: "t"):
            try literal("true")
            return at(.bool(true))
        case UInt8(ascii: "f"):
            try literal("false")
            return at(.bool(false))
        case UInt8(ascii: "n"):
            try literal("null")
            return at(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return at(.number(try parseNumber()))
        default: throw error("unexpected character '\(Character(Unicode.Scalar(ch)))', expected a value")
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        for b in word.utf8 {
            guard peek == b else { throw error("invalid literal, expected '\(word)'") }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var members: [(key: String, value: JSONValue.Located)] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let key = try parseString()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if peek == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("expected ',' or '}' in object")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var items: [JSONValue.Located] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if peek == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            throw error("expected ',' or ']' in array")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard let c = peek else { throw error("unterminated string") }
            index += 1
            switch c {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let e = peek else { throw error("unterminated escape") }
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar), peek == UInt8(ascii: "\\"),
                        index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(Character(s)).utf8))
                default: throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
                }
            case 0x00..<0x20:
                throw error("control character in string (use an escape)")
            default:
                out.append(c)
            }
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek, let d = hexDigit(c) else { throw error("invalid \\u escape") }
            v = v << 4 | d
            index += 1
        }
        return v
    }

    private func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            var n = 0
            while let c = peek, c >= 0x30, c <= 0x39 {
                index += 1
                n += 1
            }
            return n
        }
        guard digits() > 0 else { throw error("invalid number") }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number: digits expected after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number: digits expected in exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let v = Double(text), v.isFinite else { throw error("number out of range") }
        return v
    }
}
