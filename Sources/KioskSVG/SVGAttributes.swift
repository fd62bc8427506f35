import KioskGeometry
import KioskRaster

/// Parsers for SVG attribute values: numbers, lengths, colours, transforms.
enum SVGAttributes {
    /// Numbers separated by commas and/or whitespace ("0 0 24 24", "1,2-3").
    static func numbers(_ text: String) -> [Double] {
        var scanner = NumberScanner(Array(text.utf8))
        var out: [Double] = []
        while let n = scanner.next() { out.append(n) }
        return out
    }

    /// A length in user units; px and unitless only (icons use nothing else). Percentages give nil.
    static func length(_ text: String) -> Double? {
        var t = text.trimmed
        if t.hasSuffix("px") { t.removeLast(2) }
        return Double(t)
    }

    static func color(_ raw: String, currentColor: RGBAColor) -> RGBAColor?? {
        let text = raw.trimmed.lowercased()
        if text == "none" || text == "transparent" { return .some(nil) }
        if text == "currentcolor" { return currentColor }
        if text.hasPrefix("#") {
            let hex = Array(text.dropFirst())
            func h(_ c: Character) -> UInt32? { c.hexDigitValue.map(UInt32.init) }
            if hex.count == 3, let r = h(hex[0]), let g = h(hex[1]), let b = h(hex[2]) {
                return RGBAColor(hex: (r * 17) << 16 | (g * 17) << 8 | b * 17)
            }
            if hex.count == 6, let v = UInt32(String(hex), radix: 16) { return RGBAColor(hex: v) }
            return nil
        }
        if text.hasPrefix("rgb") {
            // The closing parenthesis is looked for after the opening one: "rgb 1,2,3)url(" is not a colour.
            guard let open = text.firstIndex(of: "("), let close = text[open...].lastIndex(of: ")") else { return nil }
            let parts = text[text.index(after: open)..<close].split(separator: ",").map { $0.trimmed }
            guard parts.count >= 3 else { return nil }
            func ch(_ s: String) -> Double? {
                s.hasSuffix("%") ? Double(s.dropLast()).map { $0 / 100 } : Double(s).map { $0 / 255 }
            }
            guard let r = ch(parts[0]), let g = ch(parts[1]), let b = ch(parts[2]) else { return nil }
            let a = parts.count > 3 ? Double(parts[3]) ?? 1 : 1
            return RGBAColor(red: r, green: g, blue: b, alpha: a)
        }
        return namedColors[text].map { RGBAColor(hex: $0) }
    }

    /// The CSS colour keywords seen in icon sets.
    static let namedColors: [String: UInt32] = [
        "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x008000, "blue": 0x0000FF,
        "yellow": 0xFFFF00, "cyan": 0x00FFFF, "aqua": 0x00FFFF, "magenta": 0xFF00FF, "fuchsia": 0xFF00FF,
        "gray": 0x808080, "grey": 0x808080, "silver": 0xC0C0C0, "maroon": 0x800000, "olive": 0x808000,
        "lime": 0x00FF00, "teal": 0x008080, "navy": 0x000080, "purple": 0x800080, "orange": 0xFFA500,
        "gold": 0xFFD700, "pink": 0xFFC0CB, "brown": 0xA52A2A, "darkgray": 0xA9A9A9, "lightgray": 0xD3D3D3,
        "darkgrey": 0xA9A9A9, "lightgrey": 0xD3D3D3, "crimson": 0xDC143C, "tomato": 0xFF6347, "coral": 0xFF7F50,
        "orangered": 0xFF4500, "steelblue": 0x4682B4, "royalblue": 0x4169E1, "dodgerblue": 0x1E90FF,
        "skyblue": 0x87CEEB, "forestgreen": 0x228B22, "seagreen": 0x2E8B57, "limegreen": 0x32CD32,
        "indigo": 0x4B0082, "violet": 0xEE82EE, "darkred": 0x8B0000, "darkblue": 0x00008B, "darkgreen": 0x006400,
        "whitesmoke": 0xF5F5F5, "gainsboro": 0xDCDCDC, "dimgray": 0x696969, "slategray": 0x708090,
    ]

    /// A transform list: matrix, translate, scale, rotate (with optional centre), skewX, skewY.
    static func transform(_ text: String) -> AffineTransform {
        var result = AffineTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: " ,\t\n")
            let args = numbers(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
            var t = AffineTransform.identity
            switch name {
            case "matrix" where args.count == 6: t = AffineTransform(a: args[0], b: args[1], c: args[2], d: args[3], tx: args[4], ty: args[5])
            case "translate" where !args.isEmpty: t = AffineTransform(translationX: args[0], y: args.count > 1 ? args[1] : 0)
            case "scale" where !args.isEmpty: t = AffineTransform(scaleX: args[0], y: args.count > 1 ? args[1] : args[0])
            case "rotate" where !args.isEmpty:
                let r = AffineTransform(rotationAngle: args[0] * Double.pi / 180)
                if args.count == 3 {
                    t = AffineTransform(translationX: -args[1], y: -args[2]).concatenating(r).concatenating(AffineTransform(translationX: args[1], y: args[2]))
                } else { t = r }
            case "skewX" where !args.isEmpty: t = AffineTransform(a: 1, b: 0, c: tan(args[0] * Double.pi / 180), d: 1, tx: 0, ty: 0)
            case "skewY" where !args.isEmpty: t = AffineTransform(a: 1, b: tan(args[0] * Double.pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default: continue
            }
            // Transforms in a list apply right to left to points.
            result = t.concatenating(result)
        }
        return result
    }

    /// `style="fill: red; stroke-width: 2"` as a dictionary.
    static func style(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        for decl in text.split(separator: ";") {
            let parts = decl.split(separator: ":", maxSplits: 1)
            if parts.count == 2 { out[parts[0].trimmed] = parts[1].trimmed }
        }
        return out
    }
}

/// Scans SVG numbers: signs, decimals, exponents, and numbers run together ("1.5.5" is 1.5 0.5).
struct NumberScanner {
    let bytes: [UInt8]
    var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x2C].contains(bytes[index]) { index += 1 }
    }

    mutating func next() -> Double? {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var digits = 0, sawDot = false
        while index < bytes.count {
            let c = bytes[index]
            if c >= 0x30 && c <= 0x39 { digits += 1; index += 1 }
            else if c == 0x2E && !sawDot { sawDot = true; index += 1 }
            else { break }
        }
        guard digits > 0 else { index = start; return nil }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            var j = index + 1
            if j < bytes.count, bytes[j] == 0x2B || bytes[j] == 0x2D { j += 1 }
            if j < bytes.count, bytes[j] >= 0x30 && bytes[j] <= 0x39 {
                index = j
                while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
            }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// A single flag digit of an arc command, which may be written without separators ("a1 1 0 00 1 1").
    mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count, bytes[index] == 0x30 || bytes[index] == 0x31 else { return nil }
        defer { index += 1 }
        return bytes[index] == 0x31
    }

    var atEnd: Bool { mutating get { skipSeparators(); return index >= bytes.count } }
}

extension StringProtocol {
    var trimmed: String { trimmingCharacters(in: " \t\n\r") }
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
