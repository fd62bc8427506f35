#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Month and weekday names and date order for the languages a kiosk is commonly set up in.
/// swift-foundation's essentials carry no ICU data, so the date pickers bring their own names;
/// an unknown language falls back to English.
public struct DFDateNames: Sendable, Equatable {
    /// January first.
    public let months: [String]
    /// The months' abbreviated names, January first.
    public let shortMonths: [String]
    /// Sunday first (as Calendar numbers weekdays 1 = Sunday).
    public let shortWeekdays: [String]
    /// The day before the month in written dates ("29 Nov 2026" rather than "Nov 29, 2026").
    public let dayFirst: Bool
    /// Hours 0 to 23 (false: 1 to 12 with AM and PM).
    public let uses24Hour: Bool

    /// The names for a locale identifier such as `de_DE`, `fr-CA` or `en_US`.
    public init(localeIdentifier: String) {
        let parts = localeIdentifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        let language = parts.first?.lowercased() ?? "en"
        let region = parts.count > 1 ? parts[1].uppercased() : ""
        let table = Self.tables[language] ?? Self.tables["en"]!
        months = table.months
        shortMonths = table.short
        shortWeekdays = table.weekdays
        dayFirst = !(language == "en" && (region == "US" || region == "" || region == "PH"))
        uses24Hour =
            !((language == "en" && ["US", "", "CA", "AU", "NZ", "PH", "IN"].contains(region)) || region == "US")
    }

    /// The weekday a week starts on in a region (Calendar numbering: 1 Sunday, 2 Monday, 7 Saturday).
    public static func firstWeekday(localeIdentifier: String) -> Int {
        let parts = localeIdentifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        let region = parts.count > 1 ? parts[1].uppercased() : (parts.first == "en" ? "US" : "")
        if ["US", "CA", "JP", "BR", "IL", "KR", "MX", "PH", "TW", "ZA", "IN", "SA", "HK"].contains(region) { return 1 }
        if ["AE", "EG", "IR", "AF", "DZ", "QA", "KW", "BH", "OM", "JO", "LY", "IQ", "SY"].contains(region) { return 7 }
        return 2
    }

    struct Table {
        let months: [String]
        let short: [String]
        let weekdays: [String]
    }

    static let tables: [String: Table] = [
        "en": Table(
            months: [
                "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December",
            ],
            short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
            weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]),
        "de": Table(
            months: [
                "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                "November", "Dezember",
            ],
            short: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
            weekdays: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"]),
        "fr": Table(
            months: [
                "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                "novembre", "décembre",
            ],
            short: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
            weekdays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."]),
        "es": Table(
            months: [
                "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
                "noviembre", "diciembre",
            ],
            short: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
            weekdays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"]),
        "it": Table(
            months: [
                "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
                "ottobre", "novembre", "dicembre",
            ],
            short: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
            weekdays: ["dom", "lun", "mar", "mer", "gio", "ven", "sab"]),
        "nl": Table(
            months: [
                "januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
                "november", "december",
            ],
            short: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
            weekdays: ["zo", "ma", "di", "wo", "do", "vr", "za"]),
        "pt": Table(
            months: [
                "janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
                "novembro", "dezembro",
            ],
            short: ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."],
            weekdays: ["dom.", "seg.", "ter.", "qua.", "qui.", "sex.", "sáb."]),
        "sv": Table(
            months: [
                "januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
                "november", "december",
            ],
            short: ["jan.", "feb.", "mars", "apr.", "maj", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "dec."],
            weekdays: ["sön", "mån", "tis", "ons", "tors", "fre", "lör"]),
        "da": Table(
            months: [
                "januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober",
                "november", "december",
            ],
            short: ["jan.", "feb.", "mar.", "apr.", "maj", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec."],
            weekdays: ["søn.", "man.", "tirs.", "ons.", "tors.", "fre.", "lør."]),
        "nb": Table(
            months: [
                "januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
                "november", "desember",
            ],
            short: ["jan.", "feb.", "mar.", "apr.", "mai", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "des."],
            weekdays: ["søn.", "man.", "tir.", "ons.", "tor.", "fre.", "lør."]),
        "fi": Table(
            months: [
                "tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu", "heinäkuu", "elokuu", "syyskuu",
                "lokakuu", "marraskuu", "joulukuu",
            ],
            short: [
                "tammi", "helmi", "maalis", "huhti", "touko", "kesä", "heinä", "elo", "syys", "loka", "marras", "joulu",
            ],
            weekdays: ["su", "ma", "ti", "ke", "to", "pe", "la"]),
        "pl": Table(
            months: [
                "styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień",
                "październik", "listopad", "grudzień",
            ],
            short: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
            weekdays: ["niedz.", "pon.", "wt.", "śr.", "czw.", "pt.", "sob."]),
    ]
}

struct DFLocaleKey: EnvironmentKey { static let defaultValue: Locale? = nil }
struct DFLocaleIdentifierKey: EnvironmentKey { static let defaultValue: String? = nil }
struct DFCalendarKey: EnvironmentKey { static let defaultValue: Calendar? = nil }
struct DFTodayKey: EnvironmentKey { static let defaultValue: Date? = nil }

extension EnvironmentValues {
    /// The locale dates are written in (SwiftUI's `\.locale`). Without ICU (a kiosk binary)
    /// Foundation's Locale forgets its identifier; `dfLocale(_:)` names the locale reliably.
    public var locale: Locale {
        get { self[DFLocaleKey.self] ?? Locale(identifier: dfLocaleIdentifier) }
        set { self[DFLocaleKey.self] = newValue }
    }

    /// The locale identifier the date pickers use (`de_DE`): set by `dfLocale(_:)`, else the
    /// identifier of a `\.locale` set by the app (when Foundation kept it), else the process's
    /// `LC_ALL`, `LC_TIME` or `LANG`, else `en_US`.
    public var dfLocaleIdentifier: String {
        get {
            if let id = self[DFLocaleIdentifierKey.self] { return id }
            if let l = self[DFLocaleKey.self], l.identifier != "en_001", !l.identifier.isEmpty { return l.identifier }
            return DFDateNames.processLocaleIdentifier
        }
        set { self[DFLocaleIdentifierKey.self] = newValue }
    }

    /// The calendar of date pickers (SwiftUI's `\.calendar`). Unless set, a Gregorian calendar
    /// in the device's time zone whose week starts as the locale's region expects.
    public var calendar: Calendar {
        get {
            if let c = self[DFCalendarKey.self] { return c }
            var c = Calendar(identifier: .gregorian)
            // Without ICU TimeZone.current is always GMT; the C library knows the device's zone.
            c.timeZone = TimeZone(secondsFromGMT: DFDateFields.localOffset()) ?? TimeZone.current
            c.firstWeekday = DFDateNames.firstWeekday(localeIdentifier: dfLocaleIdentifier)
            return c
        }
        set { self[DFCalendarKey.self] = newValue }
    }
    /// The day date pickers mark as today (nil: the clock's day). Previews, screenshots and
    /// tests set it so that their pictures do not change with the date.
    public var dfToday: Date? {
        get { self[DFTodayKey.self] }
        set { self[DFTodayKey.self] = newValue }
    }
}

extension View {
    /// The locale of the date pickers in this view, by identifier (`de_DE`, `fr_CA`).
    public func dfLocale(_ identifier: String) -> some View { environment(\.dfLocaleIdentifier, identifier) }
}

extension DFDateNames {
    /// The process's locale, as the runtime read it from the variables a kiosk's unit sets
    /// (`LANG=de_DE.UTF-8`).
    static var processLocaleIdentifier: String { ProcessLocale.identifier }
}
