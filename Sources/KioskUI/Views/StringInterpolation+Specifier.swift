#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension DefaultStringInterpolation {
    /// `"\(value, specifier: "%.1f")"`: a number formatted by a printf-style specifier, as
    /// SwiftUI's `Text` interpolation takes it (`%d`, `%5.2f`, `%x`, `%e`, `%%`...).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendLiteral(PrintfFormat.format(specifier, value))
    }
}

/// printf-style formatting of one value through the C library (there is no `String(format:)`
/// without Foundation). A specifier that does not suit the value (`%s` for a number would make
/// vsnprintf read memory that is not there) gives the value's plain description instead.
enum PrintfFormat {
    static func format(_ specifier: String, _ value: some CVarArg) -> String {
        let isFloating = value is Double || value is Float
        let isInteger = value is any BinaryInteger
        guard let (conversion, at) = singleConversion(in: specifier),
            isFloating ? "fFeEgGaA".contains(conversion) : isInteger && "diouxXc".contains(conversion)
        else { return String(describing: value) }
        // Integers pass as 64 bits: `%d` reads an Int32, so widen the specifier to `%lld`.
        var characters = Array(specifier)
        if isInteger { characters.insert(contentsOf: "ll", at: at) }
        let format = String(characters)
        let argument: CVarArg = isInteger ? Int64(truncatingIfNeeded: (value as! any BinaryInteger)) : value
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = withVaList([argument]) { vsnprintf(&buffer, buffer.count, format, $0) }
        guard needed >= 0 else { return String(describing: value) }
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList([argument]) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The conversion character of the one conversion in `specifier` and its index among the
    /// characters (flags, width and precision as digits only; no length modifier, no `*`), or
    /// nil when there is not exactly one.
    static func singleConversion(in specifier: String) -> (Character, Int)? {
        var found: (Character, Int)?
        var chars = Array(specifier)[...]
        while let c = chars.popFirst() {
            guard c == "%" else { continue }
            if chars.first == "%" {
                chars.removeFirst()
                continue
            }
            while let f = chars.first, "-+ #0".contains(f) { chars.removeFirst() }
            while let d = chars.first, d.isASCII, d.isNumber { chars.removeFirst() }
            if chars.first == "." {
                chars.removeFirst()
                while let d = chars.first, d.isASCII, d.isNumber { chars.removeFirst() }
            }
            let at = chars.startIndex
            guard found == nil, let conversion = chars.popFirst(), conversion.isASCII, conversion.isLetter else {
                return nil
            }
            found = (conversion, at)
        }
        return found
    }
}
