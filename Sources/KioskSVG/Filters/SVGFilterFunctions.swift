import KioskGeometry
import KioskRaster

/// A `filter` value: references to `<filter>` elements and CSS filter functions
/// (`blur(2px) drop-shadow(1px 2px 3px #0008)`, Filter Effects 1), applied one after
/// another. Each run of functions becomes one `<filter>` of the primitives the specification
/// defines them by, worked in sRGB as it says, over the element's box grown by as far as its
/// blurs and shadows reach.
enum SVGFilterList {
    enum Item {
        /// `url(#id)`.
        case reference(String)
        /// A run of functions: their primitives, and how far (user units) they reach beyond
        /// the element's box.
        case functions([SVGElement], reach: Double)
    }

    /// The items of `text`, in order; empty for `none`. Nil when the value is not a valid list
    /// (an unknown function, a negative amount): CSS then drops the declaration, and no
    /// filter applies.
    static func parse(_ text: String, line: Int = 0) -> [Item]? {
        let value = text.trimmed
        if value == "none" || value.isEmpty { return [] }
        var items: [Item] = []
        var run: [SVGElement] = [], reach = 0.0
        func endRun() {
            if !run.isEmpty {
                items.append(.functions(run, reach: reach))
                run = []
                reach = 0
            }
        }
        for (name, arguments) in functions(in: value) ?? [] {
            if name == "url" {
                guard let id = SVGAttributes.urlReference("url(\(arguments))") else { return nil }
                endRun()
                items.append(.reference(id))
                continue
            }
            guard let (primitives, extra) = primitives(name, arguments, line: line) else { return nil }
            run += primitives
            reach += extra
        }
        endRun()
        return items.isEmpty ? nil : items
    }

    /// `name(arguments)` pairs, separated by whitespace; nil when anything else stands between
    /// them. Parentheses nest (`rgb(...)` inside `drop-shadow(...)`).
    static func functions(in text: String) -> [(String, String)]? {
        var out: [(String, String)] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.isEmpty { return out.isEmpty ? nil : out }
            guard let open = rest.firstIndex(of: "(") else { return nil }
            let name = rest[..<open].lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "-" }) else { return nil }
            var depth = 0, close: Substring.Index? = nil
            for i in rest[open...].indices {
                if rest[i] == "(" {
                    depth += 1
                } else if rest[i] == ")" {
                    depth -= 1
                    if depth == 0 {
                        close = i
                        break
                    }
                }
            }
            guard let close else { return nil }
            out.append((name, String(rest[rest.index(after: open)..<close]).trimmed))
            rest = rest[rest.index(after: close)...]
        }
    }

    /// The primitives of one function and how far it reaches; nil when it is not valid.
    static func primitives(_ name: String, _ arguments: String, line: Int) -> ([SVGElement], Double)? {
        func element(_ name: String, _ attributes: [String: String], _ children: [SVGElement] = []) -> SVGElement {
            let e = SVGElement(name: name, attributes: attributes, line: line)
            e.children = children
            return e
        }
        func channels(_ type: String, _ values: (String) -> [String: String], _ names: [String]) -> SVGElement {
            element("feComponentTransfer", [:], names.map { element($0, values(type)) })
        }
        let rgb = ["feFuncR", "feFuncG", "feFuncB"]
        func number(_ v: Double) -> String { String(v) }
        switch name {
        case "blur":
            let deviation = arguments.isEmpty ? 0 : SVGAttributes.length(arguments)
            guard let deviation, deviation >= 0 else { return nil }
            return ([element("feGaussianBlur", ["stdDeviation": number(deviation)])], 3 * deviation)
        case "drop-shadow":
            guard let shadow = dropShadow(arguments) else { return nil }
            var attributes = [
                "dx": number(shadow.dx), "dy": number(shadow.dy), "stdDeviation": number(shadow.deviation),
            ]
            attributes["flood-color"] = shadow.color ?? "currentColor"
            return ([element("feDropShadow", attributes)], 3 * shadow.deviation + max(abs(shadow.dx), abs(shadow.dy)))
        case "hue-rotate":
            guard let degrees = arguments.isEmpty ? 0 : angle(arguments) else { return nil }
            return ([element("feColorMatrix", ["type": "hueRotate", "values": number(degrees)])], 0)
        default:
            break
        }
        // The others take an amount: a number or a percentage, 1 when left out, never negative.
        guard let given = arguments.isEmpty ? 1 : amount(arguments), given >= 0 else { return nil }
        let a = min(given, 1)
        switch name {
        case "brightness":
            return ([channels("linear", { ["type": $0, "slope": number(given)] }, rgb)], 0)
        case "contrast":
            return (
                [
                    channels(
                        "linear", { ["type": $0, "slope": number(given), "intercept": number(0.5 - 0.5 * given)] }, rgb)
                ], 0
            )
        case "invert":
            return ([channels("table", { ["type": $0, "tableValues": "\(number(a)) \(number(1 - a))"] }, rgb)], 0)
        case "opacity":
            return ([channels("table", { ["type": $0, "tableValues": "0 \(number(a))"] }, ["feFuncA"])], 0)
        case "saturate":
            return ([element("feColorMatrix", ["type": "saturate", "values": number(given)])], 0)
        case "grayscale":
            // Rec. 709 luma in every channel, the amount of the way from the colour itself.
            let luma = [0.2126, 0.7152, 0.0722]
            return ([colorMatrix([luma, luma, luma], amount: a, line: line)], 0)
        case "sepia":
            return (
                [
                    colorMatrix(
                        [[0.393, 0.769, 0.189], [0.349, 0.686, 0.168], [0.272, 0.534, 0.131]], amount: a, line: line)
                ], 0
            )
        default:
            return nil
        }
    }

    /// The feColorMatrix that mixes the colour `amount` of the way to `target` (rows of red,
    /// green and blue weights), the specification's grayscale and sepia: each weight is
    /// target + (identity - target) (1 - amount).
    static func colorMatrix(_ target: [[Double]], amount: Double, line: Int = 0) -> SVGElement {
        var values: [Double] = []
        for row in 0..<3 {
            for column in 0..<3 {
                values.append(target[row][column] + ((row == column ? 1 : 0) - target[row][column]) * (1 - amount))
            }
            values += [0, 0]
        }
        values += [0, 0, 0, 1, 0]
        return SVGElement(
            name: "feColorMatrix",
            attributes: ["type": "matrix", "values": values.map { String($0) }.joined(separator: " ")], line: line)
    }

    /// A number or a percentage (50% is 0.5).
    static func amount(_ text: String) -> Double? {
        let t = text.trimmed
        return t.hasSuffix("%") ? Double(t.dropLast().trimmed).map { $0 / 100 } : Double(t)
    }

    /// An angle in degrees with its unit, or a bare 0 (CSS's rule for filter functions).
    static func angle(_ text: String) -> Double? {
        guard let degrees = SVGAttributes.angle(text) else { return nil }
        return Double(text.trimmed) == nil || degrees == 0 ? degrees : nil
    }

    /// `drop-shadow(<color>? <dx> <dy> <blur>?)`, the colour before or after the lengths. The
    /// third length is the blur's standard deviation, as the specification's equivalent
    /// `feGaussianBlur` and resvg take it.
    static func dropShadow(_ text: String) -> (dx: Double, dy: Double, deviation: Double, color: String?)? {
        // Words at parenthesis depth 0 ("rgb(0 0 0 / 50%)" is one).
        var words: [String] = [], current = "", depth = 0
        for c in text {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if depth == 0 && (c == " " || c == "\t" || c == "\n") {
                if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current) }
        // The colour, if any, is the first word or the last; the others are lengths.
        var color: String? = nil
        if let first = words.first, SVGAttributes.length(first) == nil {
            color = first
            words.removeFirst()
        } else if let last = words.last, SVGAttributes.length(last) == nil {
            color = last
            words.removeLast()
        }
        let lengths = words.compactMap { SVGAttributes.length($0) }
        guard lengths.count == words.count else { return nil }
        guard lengths.count == 2 || lengths.count == 3, lengths.count < 3 || lengths[2] >= 0 else { return nil }
        return (lengths[0], lengths[1], lengths.count == 3 ? lengths[2] : 0, color)
    }
}
