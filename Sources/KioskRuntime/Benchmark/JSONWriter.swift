/// Writes JSON text from plain values. Objects keep the order in which keys are given, so
/// output is stable for diffing and tests.
package indirect enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    package func render(indent: Int = 2) -> String {
        var out = ""
        write(into: &out, level: 0, indent: indent)
        return out
    }

    private func write(into out: inout String, level: Int, indent: Int) {
        let pad = indent > 0 ? "\n" + String(repeating: " ", count: (level + 1) * indent) : ""
        let end = indent > 0 ? "\n" + String(repeating: " ", count: level * indent) : ""
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += d.isFinite ? Self.format(d) : "null"
        case .string(let s): Self.quote(s, into: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                out += (i > 0 ? "," : "") + pad
                item.write(into: &out, level: level + 1, indent: indent)
            }
            out += end + "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                out += (i > 0 ? "," : "") + pad
                Self.quote(key, into: &out)
                out += indent > 0 ? ": " : ":"
                value.write(into: &out, level: level + 1, indent: indent)
            }
            out += end + "}"
        }
    }

    /// Shortest round-tripping form, without a trailing ".0" for whole numbers.
    static func format(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return String(d)
    }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }
}
