// `Text(value, format:)` for numbers, percentages and money without ICU: digits grouped and
// separated as the locale writes them (the process's LANG unless `.locale(_:)` says), with the
// currency symbol where the locale puts it. Foundation's own styles need ICU, which a kiosk
// binary does not carry.

extension Text {
    /// Text of a value written by `format` (`Text(price, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

/// How a locale writes numbers.
struct DFNumberConventions: Hashable, Sendable {
    let decimal: String
    let grouping: String
    /// The currency symbol after the number ("12,50 €") rather than before ("$12.50").
    let symbolAfter: Bool
    /// A space between a number and "%".
    let spacedPercent: Bool

    init(localeIdentifier: String) {
        let language =
            localeIdentifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { String($0).lowercased() }
            ?? "en"
        switch language {
        case "de", "nl", "it", "es", "pt", "da", "id", "tr":
            decimal = ","
            grouping = "."
            symbolAfter = true
            spacedPercent = language == "de" || language == "da"
        case "fr", "sv", "nb", "fi", "pl", "cs", "ru":
            decimal = ","
            grouping = "\u{202F}"
            symbolAfter = true
            spacedPercent = true
        default:
            decimal = "."
            grouping = ","
            symbolAfter = false
            spacedPercent = false
        }
    }

    /// `value` with exactly `fraction` digits (nil: up to 3, trailing zeros dropped).
    func format(_ value: Double, fraction: Int?) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let digits = fraction ?? 3
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (abs(value) * scale).rounded()
        let whole = (rounded / scale).rounded(.down)
        var frac = Int((rounded - whole * scale).rounded())
        var fracText = ""
        if digits > 0 {
            var s = ""
            for _ in 0..<digits {
                s = "\(frac % 10)" + s
                frac /= 10
            }
            if fraction == nil { while s.hasSuffix("0") { s.removeLast() } }
            fracText = s
        }
        var intText = String(format: whole)
        var grouped = ""
        while intText.count > 3 {
            grouped = grouping + String(intText.suffix(3)) + grouped
            intText.removeLast(3)
        }
        grouped = intText + grouped
        let sign = value < 0 && (whole > 0 || !fracText.isEmpty) ? "-" : ""
        return sign + grouped + (fracText.isEmpty ? "" : decimal + fracText)
    }
}

extension String {
    /// The integer part of a non-negative whole double, without exponent notation.
    fileprivate init(format whole: Double) {
        if whole < 1e18 { self = String(Int64(whole)) } else { self = String(describing: whole) }
    }
}

/// Numbers (`.number`, `.number.precision(.fractionLength(2))`).
public struct DFNumberFormat<Value: BinaryFloatingPoint & Sendable>: FormatStyle, Sendable {
    var fraction: Int?
    var localeIdentifier: String?
    public func format(_ value: Value) -> String {
        DFNumberConventions(localeIdentifier: localeIdentifier ?? DFDateNames.processLocaleIdentifier).format(
            Double(value), fraction: fraction)
    }
    /// The same format with `p` digits after the decimal separator.
    public func precision(_ p: DFPrecision) -> Self {
        var s = self
        s.fraction = p.digits
        return s
    }
    /// The same format in the locale `identifier` (`de_DE`) instead of the process's.
    public func locale(_ identifier: String) -> Self {
        var s = self
        s.localeIdentifier = identifier
        return s
    }
}

/// Whole numbers (`.number` for Int).
public struct DFIntegerFormat<Value: BinaryInteger & Sendable>: FormatStyle, Sendable {
    var localeIdentifier: String?
    public func format(_ value: Value) -> String {
        DFNumberConventions(localeIdentifier: localeIdentifier ?? DFDateNames.processLocaleIdentifier).format(
            Double(value), fraction: 0)
    }
    /// The same format in the locale `identifier` (`de_DE`) instead of the process's.
    public func locale(_ identifier: String) -> Self {
        var s = self
        s.localeIdentifier = identifier
        return s
    }
}

/// Fractions as percentages (`.percent`: 0.25 is "25%").
public struct DFPercentFormat<Value: BinaryFloatingPoint & Sendable>: FormatStyle, Sendable {
    var fraction: Int?
    var localeIdentifier: String?
    public func format(_ value: Value) -> String {
        let c = DFNumberConventions(localeIdentifier: localeIdentifier ?? DFDateNames.processLocaleIdentifier)
        return c.format(Double(value) * 100, fraction: fraction ?? nil) + (c.spacedPercent ? "\u{00A0}%" : "%")
    }
    /// The same format with `p` digits after the decimal separator.
    public func precision(_ p: DFPrecision) -> Self {
        var s = self
        s.fraction = p.digits
        return s
    }
    /// The same format in the locale `identifier` (`de_DE`) instead of the process's.
    public func locale(_ identifier: String) -> Self {
        var s = self
        s.localeIdentifier = identifier
        return s
    }
}

/// Money (`.currency(code: "EUR")`): two decimals (none for yen), the symbol where the locale
/// puts it.
public struct DFCurrencyFormat<Value: BinaryFloatingPoint & Sendable>: FormatStyle, Sendable {
    let code: String
    var localeIdentifier: String?
    public func format(_ value: Value) -> String {
        let c = DFNumberConventions(localeIdentifier: localeIdentifier ?? DFDateNames.processLocaleIdentifier)
        let upper = code.uppercased()
        let symbol =
            [
                "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "¥", "INR": "₹", "KRW": "₩", "CHF": "CHF",
                "SEK": "kr",
                "NOK": "kr", "DKK": "kr", "PLN": "zł", "CAD": "CA$", "AUD": "A$", "BRL": "R$",
            ][upper] ?? upper
        let digits = ["JPY", "KRW"].contains(upper) ? 0 : 2
        let number = c.format(abs(Double(value)), fraction: digits)
        let sign = value < 0 ? "-" : ""
        return c.symbolAfter ? sign + number + "\u{00A0}" + symbol : sign + symbol + number
    }
    /// The same format in the locale `identifier` (`de_DE`) instead of the process's.
    public func locale(_ identifier: String) -> Self {
        var s = self
        s.localeIdentifier = identifier
        return s
    }
}

/// Digits after the decimal separator (`.fractionLength(2)`).
public struct DFPrecision: Sendable {
    let digits: Int
    /// Exactly `n` digits after the decimal separator.
    public static func fractionLength(_ n: Int) -> DFPrecision { DFPrecision(digits: max(0, n)) }
}

extension FormatStyle where Self == DFNumberFormat<Double> {
    /// A number in the process's locale.
    public static var number: Self { DFNumberFormat() }
}
extension FormatStyle where Self == DFIntegerFormat<Int> {
    /// A number in the process's locale.
    public static var number: Self { DFIntegerFormat() }
}
extension FormatStyle where Self == DFPercentFormat<Double> {
    /// A fraction as a percentage (0.5 is 50%).
    public static var percent: Self { DFPercentFormat() }
}
extension FormatStyle where Self == DFCurrencyFormat<Double> {
    /// An amount of money in the currency `code` (`EUR`).
    public static func currency(code: String) -> Self { DFCurrencyFormat(code: code) }
}
