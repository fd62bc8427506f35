#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// `Text(date, format: .dateTime.hour().minute())`, `date.formatted(date: .long, time: .shortened)`
// and `Text(date, style: .date)` without ICU: dates written as the locale writes them (field
// order, separators, month and weekday names, 12 or 24 hours) in the device's local time.
// Foundation's own date styles need ICU and its time zone database, which a kiosk binary does
// not carry; the local time comes from the C library (TZ, /etc/localtime), as the system
// clock's does.

/// A date broken into the fields a written date shows.
struct DFDateFields: Equatable {
    var year = 1970, month = 1, day = 1, weekday = 5, hour = 0, minute = 0, second = 0
    /// Seconds east of UTC at that moment.
    var offset = 0

    /// `date` in `timeZone`, or in the device's local time (with its daylight saving).
    init(_ date: Date, timeZone: TimeZone?) {
        let t = date.timeIntervalSince1970.rounded(.down)
        if let timeZone {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let c = calendar.dateComponents(
                [.year, .month, .day, .weekday, .hour, .minute, .second], from: Date(timeIntervalSince1970: t))
            year = c.year ?? 1970
            month = c.month ?? 1
            day = c.day ?? 1
            weekday = c.weekday ?? 1
            hour = c.hour ?? 0
            minute = c.minute ?? 0
            second = c.second ?? 0
            offset = timeZone.secondsFromGMT(for: date)
        } else {
            var seconds = time_t(t)
            var tm = tm()
            localtime_r(&seconds, &tm)
            year = Int(tm.tm_year) + 1900
            month = Int(tm.tm_mon) + 1
            day = Int(tm.tm_mday)
            weekday = Int(tm.tm_wday) + 1
            hour = Int(tm.tm_hour)
            minute = Int(tm.tm_min)
            second = Int(tm.tm_sec)
            offset = Int(tm.tm_gmtoff)
        }
    }

    init() {}

    /// The device's offset from UTC now (seconds east), for calendars of the device's local time.
    static func localOffset(at date: Date = Date()) -> Int { DFDateFields(date, timeZone: nil).offset }
}

/// A date format (SwiftUI's `Date.FormatStyle`): `.dateTime` with the fields to show, or a
/// date and a time style. Fields not asked for are left out with their separators.
public struct DFDateFormat: FormatStyle, Sendable {
    /// How much of the date to show: numeric, abbreviated, long, complete or none.
    public enum DateStyle: String, Codable, Hashable, Sendable { case omitted, numeric, abbreviated, long, complete }
    /// How much of the time to show: shortened, standard, complete or none.
    public enum TimeStyle: String, Codable, Hashable, Sendable { case omitted, shortened, standard, complete }

    /// How each field of a date is written.
    public struct Symbol: Codable, Hashable, Sendable {
        /// How the year is written.
        public enum Year: String, Codable, Hashable, Sendable { case defaultDigits, twoDigits }
        /// How the month is written.
        public enum Month: String, Codable, Hashable, Sendable {
            case defaultDigits, twoDigits, abbreviated, wide, narrow
        }
        /// How the day of the month is written.
        public enum Day: String, Codable, Hashable, Sendable { case defaultDigits, twoDigits }
        /// How the day of the week is written.
        public enum Weekday: String, Codable, Hashable, Sendable { case abbreviated, wide, narrow }
        /// Whether hours show AM and PM.
        public enum AMPM: String, Codable, Hashable, Sendable { case omitted, narrow, abbreviated, wide }
        /// How the hour is written.
        public struct Hour: Codable, Hashable, Sendable {
            let twoDigits: Bool
            let amPM: AMPM
            /// The hour without a leading zero.
            public static func defaultDigits(amPM: AMPM) -> Hour { Hour(twoDigits: false, amPM: amPM) }
            /// The hour in two digits.
            public static func twoDigits(amPM: AMPM) -> Hour { Hour(twoDigits: true, amPM: amPM) }
        }
        /// How the minute is written.
        public enum Minute: String, Codable, Hashable, Sendable { case defaultDigits, twoDigits }
        /// How the second is written.
        public enum Second: String, Codable, Hashable, Sendable { case defaultDigits, twoDigits }
    }

    var year: Symbol.Year?
    var month: Symbol.Month?
    var day: Symbol.Day?
    var weekday: Symbol.Weekday?
    var hour: Symbol.Hour?
    var minute: Symbol.Minute?
    var second: Symbol.Second?
    var localeIdentifier: String?
    /// The time zone dates are written in (nil: the device's local time).
    public var timeZone: TimeZone?

    /// A format with no fields yet; add them with `.day()`, `.month()`, `.hour()`.
    public init() {}

    /// A date and a time style (`DFDateFormat(date: .abbreviated, time: .shortened)`).
    public init(date: DateStyle, time: TimeStyle) {
        switch date {
        case .omitted: break
        case .numeric:
            day = .defaultDigits
            month = .defaultDigits
            year = .defaultDigits
        case .abbreviated:
            day = .defaultDigits
            month = .abbreviated
            year = .defaultDigits
        case .long:
            day = .defaultDigits
            month = .wide
            year = .defaultDigits
        case .complete:
            weekday = .wide
            day = .defaultDigits
            month = .wide
            year = .defaultDigits
        }
        switch time {
        case .omitted: break
        case .shortened:
            hour = .defaultDigits(amPM: .abbreviated)
            minute = .twoDigits
        case .standard, .complete:
            hour = .defaultDigits(amPM: .abbreviated)
            minute = .twoDigits
            second = .twoDigits
        }
    }

    /// Adds the year.
    public func year(_ s: Symbol.Year = .defaultDigits) -> Self {
        var f = self
        f.year = s
        return f
    }
    /// Adds the month.
    public func month(_ s: Symbol.Month = .abbreviated) -> Self {
        var f = self
        f.month = s
        return f
    }
    /// Adds the day of the month.
    public func day(_ s: Symbol.Day = .defaultDigits) -> Self {
        var f = self
        f.day = s
        return f
    }
    /// Adds the day of the week.
    public func weekday(_ s: Symbol.Weekday = .abbreviated) -> Self {
        var f = self
        f.weekday = s
        return f
    }
    /// Adds the hour.
    public func hour(_ s: Symbol.Hour = .defaultDigits(amPM: .abbreviated)) -> Self {
        var f = self
        f.hour = s
        return f
    }
    /// Adds the minute.
    public func minute(_ s: Symbol.Minute = .twoDigits) -> Self {
        var f = self
        f.minute = s
        return f
    }
    /// Adds the second.
    public func second(_ s: Symbol.Second = .twoDigits) -> Self {
        var f = self
        f.second = s
        return f
    }
    /// Written as in `identifier` (`de_DE`) rather than the process's locale (LANG).
    public func locale(_ identifier: String) -> Self {
        var f = self
        f.localeIdentifier = identifier
        return f
    }
    /// Written as in `locale`; without ICU a Locale may have forgotten its identifier, and the
    /// process's locale is used then.
    public func locale(_ locale: Locale) -> Self {
        let id = locale.identifier
        return id.isEmpty || id == "en_001" ? self : self.locale(id)
    }
    /// The same format in another time zone.
    public func timeZone(_ zone: TimeZone) -> Self {
        var f = self
        f.timeZone = zone
        return f
    }

    var isEmpty: Bool {
        year == nil && month == nil && day == nil && weekday == nil && hour == nil && minute == nil && second == nil
    }

    public func format(_ date: Date) -> String {
        // No fields at all: SwiftUI's default, a numeric date and a short time.
        let f = isEmpty ? DFDateFormat(date: .numeric, time: .shortened).copyingSettings(of: self) : self
        let conventions = DFDateConventions(localeIdentifier: localeIdentifier ?? DFDateNames.processLocaleIdentifier)
        let fields = DFDateFields(date, timeZone: timeZone)
        let datePart = conventions.writeDate(fields, weekday: f.weekday, day: f.day, month: f.month, year: f.year)
        let timePart = conventions.writeTime(fields, hour: f.hour, minute: f.minute, second: f.second)
        switch (datePart.isEmpty, timePart.isEmpty) {
        case (false, false): return datePart + conventions.dateTimeJoiner + timePart
        case (true, _): return timePart
        case (false, true): return datePart
        }
    }

    private func copyingSettings(of other: DFDateFormat) -> DFDateFormat {
        var f = self
        f.localeIdentifier = other.localeIdentifier
        f.timeZone = other.timeZone
        return f
    }
}

extension FormatStyle where Self == DFDateFormat {
    /// Dates with the fields chained after it (`.dateTime.hour().minute()`); alone, a numeric
    /// date and a short time.
    public static var dateTime: DFDateFormat { DFDateFormat() }
}

extension Date {
    /// The date as SwiftUI's default style writes it: numeric date, short time.
    public func formatted() -> String { DFDateFormat().format(self) }
    /// The date in a date and a time style (`.formatted(date: .long, time: .omitted)`).
    public func formatted(date: DFDateFormat.DateStyle, time: DFDateFormat.TimeStyle) -> String {
        DFDateFormat(date: date, time: time).format(self)
    }
}
