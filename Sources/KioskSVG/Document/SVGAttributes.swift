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

    /// A length in user units: unitless or px, CSS's absolute units (in, cm, mm, pt, pc), em
    /// and ex of `fontSize` (the default 16 px where the font does not matter), and
    /// percentages of `whole` (nil without one).
    static func length(_ text: String, percentOf whole: Double? = nil, fontSize: Double = 16) -> Double? {
        let t = text.trimmed
        if t.hasSuffix("%") {
            guard let whole, let v = Double(t.dropLast().trimmed) else { return nil }
            return v / 100 * whole
        }
        // Font-relative units: an em is the font size, an ex half of it (as resvg takes it).
        if t.hasSuffix("em") || t.hasSuffix("ex") {
            let per = t.hasSuffix("em") ? fontSize : fontSize / 2
            return Double(t.dropLast(2).trimmed).map { $0 * per }
        }
        for (unit, scale) in units where t.hasSuffix(unit) {
            return Double(t.dropLast(unit.count).trimmed).map { $0 * scale }
        }
        return Double(t)
    }

    /// User units (CSS pixels) per unit.
    static let units: [(String, Double)] = [
        ("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96), ("em", 16), ("ex", 8),
    ]

    /// The sampling `image-rendering` asks for: nearest for pixel art, else bilinear.
    static func imageFilter(_ a: [String: String]) -> ImageFilter {
        switch a["image-rendering"]?.trimmed {
        case "pixelated", "optimizeSpeed", "crisp-edges": .nearest
        default: .bilinear
        }
    }

    /// An opacity: a number or a percentage, clamped to 0...1.
    static func fraction(_ text: String) -> Double? {
        let t = text.trimmed
        let v = t.hasSuffix("%") ? Double(t.dropLast().trimmed).map { $0 / 100 } : Double(t)
        return v.map { min(1, max(0, $0)) }
    }

    /// An angle in degrees: unitless (degrees, as SVG takes them), or in deg, grad, rad or turn.
    static func angle(_ text: String) -> Double? {
        let t = text.trimmed.lowercased()
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]
        for (unit, degrees) in units where t.hasSuffix(unit) {
            return Double(t.dropLast(unit.count).trimmed).map { $0 * degrees }
        }
        return Double(t)
    }

    /// The id in `url(#id)` (quotes allowed) or in a bare `#id` (an `href`).
    static func urlReference(_ text: String) -> String? {
        var t = Substring(text.trimmed)
        if t.hasPrefix("url(") {
            guard let close = t.firstIndex(of: ")") else { return nil }
            t = Substring(t[t.index(t.startIndex, offsetBy: 4)..<close].trimmingCharacters(in: "'\" \t"))
        }
        guard t.hasPrefix("#"), t.count > 1 else { return nil }
        return String(t.dropFirst())
    }

    static func color(_ raw: String, currentColor: RGBAColor) -> RGBAColor?? {
        SVGColor.parse(raw, currentColor: currentColor)
    }

    /// A transform list: matrix, translate, scale, rotate (with optional centre), skewX, skewY;
    /// and CSS's functions (a `transform` in a style): translateX, translateY, scaleX, scaleY,
    /// skew, angles in deg, grad, rad or turn, lengths in px.
    static func transform(_ text: String) -> AffineTransform {
        var result = AffineTransform.identity
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].trimmingCharacters(in: " ,\t\n")
            let inside = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            var args = numbers(inside)
            if name.hasPrefix("rotate") || name.hasPrefix("skew") {
                // The first argument (both of skew's) may carry an angle unit.
                let words = inside.split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }
                for i in 0..<min(name == "skew" ? 2 : 1, words.count, args.count) {
                    args[i] = angle(String(words[i])) ?? args[i]
                }
            }
            var t = AffineTransform.identity
            switch name {
            case "translateX" where args.count == 1: t = AffineTransform(translationX: args[0], y: 0)
            case "translateY" where args.count == 1: t = AffineTransform(translationX: 0, y: args[0])
            case "scaleX" where args.count == 1: t = AffineTransform(scaleX: args[0], y: 1)
            case "scaleY" where args.count == 1: t = AffineTransform(scaleX: 1, y: args[0])
            case "skew" where !args.isEmpty:
                t = AffineTransform(
                    a: 1, b: tan((args.count > 1 ? args[1] : 0) * Double.pi / 180), c: tan(args[0] * Double.pi / 180),
                    d: 1, tx: 0, ty: 0)
            case "matrix" where args.count == 6:
                t = AffineTransform(a: args[0], b: args[1], c: args[2], d: args[3], tx: args[4], ty: args[5])
            case "translate" where !args.isEmpty:
                t = AffineTransform(translationX: args[0], y: args.count > 1 ? args[1] : 0)
            case "scale" where !args.isEmpty:
                t = AffineTransform(scaleX: args[0], y: args.count > 1 ? args[1] : args[0])
            case "rotate" where !args.isEmpty:
                let r = AffineTransform(rotationAngle: args[0] * Double.pi / 180)
                if args.count == 3 {
                    t = AffineTransform(translationX: -args[1], y: -args[2]).concatenating(r).concatenating(
                        AffineTransform(translationX: args[1], y: args[2]))
                } else {
                    t = r
                }
            case "skewX" where !args.isEmpty:
                t = AffineTransform(a: 1, b: 0, c: tan(args[0] * Double.pi / 180), d: 1, tx: 0, ty: 0)
            case "skewY" where !args.isEmpty:
                t = AffineTransform(a: 1, b: tan(args[0] * Double.pi / 180), c: 0, d: 1, tx: 0, ty: 0)
            default: continue
            }
            // Transforms in a list apply right to left to points.
            result = t.concatenating(result)
        }
        return result
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
            if c >= 0x30 && c <= 0x39 {
                digits += 1
                index += 1
            } else if c == 0x2E && !sawDot {
                sawDot = true
                index += 1
            } else {
                break
            }
        }
        guard digits > 0 else {
            index = start
            return nil
        }
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

    var atEnd: Bool {
        mutating get {
            skipSeparators()
            return index >= bytes.count
        }
    }
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
