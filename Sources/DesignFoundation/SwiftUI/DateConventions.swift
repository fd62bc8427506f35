/// How a locale writes dates and times: the order of the fields and what stands between them,
/// the names of months and weekdays, 12 or 24 hours. From CLDR's patterns for the languages
/// DFDateNames knows; other languages are written as English (UK for the order).
struct DFDateConventions {
    let names: DFDateNames
    let language: String
    let region: String
    /// Fields in order with the literals between them; `W` weekday, `d` day, `M` month, `y` year.
    let textTemplate: [DFDatePiece]
    /// `n` the month's number.
    let numericTemplate: [DFDatePiece]
    /// Day and month numbers written with two digits in numeric dates ("03/05/2026").
    let padsNumericDate: Bool
    let dateTimeJoiner: String
    let timeSeparator: String
    let wideWeekdays: [String]
    /// Month names as they stand after a day number ("29 listopada"), where the language
    /// declines them.
    let monthsAfterDay: [String]?

    init(localeIdentifier: String) {
        let parts = localeIdentifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        let known = DFDateNames.tables.keys
        language = parts.first.map { $0.lowercased() }.flatMap { known.contains($0) ? $0 : nil } ?? "en"
        region =
            parts.count > 1
            ? parts[1].uppercased() : (language == "en" && parts.first?.lowercased() == "en" ? "US" : "")
        names = DFDateNames(localeIdentifier: language == "en" ? "en_\(region)" : localeIdentifier)
        let american = language == "en" && region == "US"
        let (text, numeric): (String, String) =
            switch language {
            case "en": american ? ("W, M d, y", "n/d/y") : ("W d M y", "d/n/y")
            case "de": ("W, d. M y", "d.n.y")
            case "fr", "it": ("W d M y", "d/n/y")
            case "es": ("W, d 'de' M 'de' y", "d/n/y")
            case "pt": ("W, d 'de' M 'de' y", "d/n/y")
            case "nl": ("W d M y", "d-n-y")
            case "sv": ("W d M y", "y-n-d")
            case "da": ("W 'den' d. M y", "d.n.y")
            case "nb", "fi": ("W d. M y", "d.n.y")
            case "pl": ("W, d M y", "d.n.y")
            default: ("W d M y", "d/n/y")
            }
        textTemplate = DFDatePiece.parse(text)
        numericTemplate = DFDatePiece.parse(numeric)
        padsNumericDate = !american && language != "fi"
        dateTimeJoiner = ["fr", "nl", "sv", "fi", "nb", "da"].contains(language) ? " " : ", "
        timeSeparator = ["fi", "da"].contains(language) ? "." : ":"
        wideWeekdays = Self.weekdays[language] ?? Self.weekdays["en"]!
        monthsAfterDay = Self.declinedMonths[language]
    }

    func writeDate(
        _ f: DFDateFields, weekday: DFDateFormat.Symbol.Weekday?, day: DFDateFormat.Symbol.Day?,
        month: DFDateFormat.Symbol.Month?, year: DFDateFormat.Symbol.Year?
    ) -> String {
        let numericMonth = month == .defaultDigits || month == .twoDigits
        var values: [Character: String] = [:]
        if let weekday {
            let wide = wideWeekdays[f.weekday - 1]
            values["W"] =
                switch weekday {
                case .wide: wide
                case .abbreviated: names.shortWeekdays[f.weekday - 1]
                case .narrow: String(wide.prefix(1)).uppercased()
                }
        }
        if let day {
            values["d"] = day == .twoDigits || (numericMonth && padsNumericDate) ? Self.twoDigits(f.day) : String(f.day)
        }
        if let month {
            switch month {
            case .defaultDigits, .twoDigits:
                values["n"] = month == .twoDigits || padsNumericDate ? Self.twoDigits(f.month) : String(f.month)
            case .abbreviated: values["M"] = names.shortMonths[f.month - 1]
            case .wide: values["M"] = (day != nil ? monthsAfterDay : nil)?[f.month - 1] ?? names.months[f.month - 1]
            case .narrow: values["M"] = String(names.months[f.month - 1].prefix(1)).uppercased()
            }
        }
        if let year { values["y"] = year == .twoDigits ? Self.twoDigits(f.year % 100) : String(f.year) }
        if numericMonth {
            // A weekday before a numeric date: "Sun, 11/29/2026".
            let date = Self.fill(numericTemplate, values)
            guard let w = values["W"] else { return date }
            return date.isEmpty ? w : w + ", " + date
        }
        return Self.fill(textTemplate, values)
    }

    func writeTime(
        _ f: DFDateFields, hour: DFDateFormat.Symbol.Hour?, minute: DFDateFormat.Symbol.Minute?,
        second: DFDateFormat.Symbol.Second?
    ) -> String {
        var pieces: [String] = []
        let twelve = !names.uses24Hour
        if let hour {
            let h = twelve ? (f.hour % 12 == 0 ? 12 : f.hour % 12) : f.hour
            // 24-hour clocks write 09:05 (Finnish 9.05); 12-hour clocks 9:05.
            let pad = hour.twoDigits || (!twelve && language != "fi" && minute != nil)
            pieces.append(pad ? Self.twoDigits(h) : String(h))
        }
        if let minute {
            pieces.append(hour == nil && minute == .defaultDigits ? String(f.minute) : Self.twoDigits(f.minute))
        }
        if let second {
            pieces.append(
                hour == nil && minute == nil && second == .defaultDigits ? String(f.second) : Self.twoDigits(f.second))
        }
        var text = pieces.joined(separator: timeSeparator)
        if let hour, twelve, hour.amPM != .omitted {
            let pm = f.hour >= 12
            text += hour.amPM == .narrow ? (pm ? "p" : "a") : (pm ? "\u{202F}PM" : "\u{202F}AM")
        }
        return text
    }

    static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }

    /// The template with the fields that have values: a field left out takes the literal after
    /// it along ("November 29, 2026" without the day is "November 2026").
    static func fill(_ template: [DFDatePiece], _ values: [Character: String]) -> String {
        var out = ""
        var pendingLiteral = ""
        var wroteField = false
        var skipping = false
        for piece in template {
            switch piece {
            case .field(let c):
                if let v = values[c] {
                    if wroteField { out += pendingLiteral }
                    out += v
                    wroteField = true
                    pendingLiteral = ""
                    skipping = false
                } else {
                    skipping = true
                }
            case .literal(let s):
                if skipping { skipping = false } else { pendingLiteral += s }
            }
        }
        return out
    }

    static let weekdays: [String: [String]] = [
        "en": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        "de": ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
        "fr": ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
        "es": ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
        "it": ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"],
        "nl": ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"],
        "pt": ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"],
        "sv": ["söndag", "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag"],
        "da": ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
        "nb": ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
        "fi": ["sunnuntai", "maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai"],
        "pl": ["niedziela", "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota"],
    ]

    static let declinedMonths: [String: [String]] = [
        "fi": [
            "tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta",
            "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta",
        ],
        "pl": [
            "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca",
            "lipca", "sierpnia", "września", "października", "listopada", "grudnia",
        ],
    ]
}

/// A piece of a date template: a field letter or literal text.
enum DFDatePiece: Equatable {
    case field(Character)
    case literal(String)

    /// `W, M d, y` with `'quoted'` literals.
    static func parse(_ template: String) -> [DFDatePiece] {
        var pieces: [DFDatePiece] = []
        var literal = ""
        var quoted = false
        for c in template {
            if c == "'" {
                quoted.toggle()
                continue
            }
            if !quoted, "WdMyn".contains(c) {
                if !literal.isEmpty {
                    pieces.append(.literal(literal))
                    literal = ""
                }
                pieces.append(.field(c))
            } else {
                literal.append(c)
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }
}
