// SwiftUI's date texts: `Text(date, style: .time)` and the ones that keep counting on screen
// (`.relative`, `.offset`, `.timer`, `Text(timerInterval:)`). The counting ones are rebuilt
// only when what they show changes (once a second, or once a minute when seconds are not
// shown), on the runtime's clock, so an idle screen with a clock on it still sleeps between.

extension Text {
    /// How `Text(_:style:)` writes a date.
    public enum DateStyle: String, Sendable {
        /// The time of day ("10:24 PM").
        case time
        /// The long date ("November 29, 2026").
        case date
        /// The time from now, counting ("2 min, 5 sec").
        case relative
        /// The signed time from now, counting ("+2 min").
        case offset
        /// A stopwatch from or to the date, counting ("2:05", "1:02:05").
        case timer
    }

    /// Text of a date in a style (`.time`, `.date`, `.relative`), kept current as time passes.
    public init(_ date: Date, style: DateStyle) {
        let locale = DFDateNames.processLocaleIdentifier
        let at = date.timeIntervalSince1970
        switch style {
        case .time: self.init(verbatim: DFDateFormat(date: .omitted, time: .shortened).format(date))
        case .date: self.init(verbatim: DFDateFormat(date: .long, time: .omitted).format(date))
        case .relative, .offset:
            let signed = style == .offset
            self.init(
                TextTimeline(key: "\(style.rawValue)|\(at)") { now in
                    let text = DFDurationWords(localeIdentifier: locale).relative(at - now, signed: signed)
                    return (text.text, DFCountdown.nextChange(now: now, reference: at, step: text.step))
                })
        case .timer:
            self.init(
                TextTimeline(key: "timer|\(at)") { now in
                    (
                        DFCountdown.clock(abs(now - at).rounded(.down), showsHours: true),
                        DFCountdown.nextChange(now: now, reference: at, step: 1)
                    )
                })
        }
    }

    /// A countdown to the end of `interval` (or a count up from its start), held at zero at
    /// the end; `pauseTime` freezes it at that moment.
    public init(
        timerInterval interval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
        showsHours: Bool = true
    ) {
        let start = interval.lowerBound.timeIntervalSince1970, end = interval.upperBound.timeIntervalSince1970
        let pause = pauseTime?.timeIntervalSince1970
        self.init(
            TextTimeline(key: "interval|\(start)|\(end)|\(pause ?? -1)|\(countsDown)|\(showsHours)") { wall in
                let now = min(max(pause ?? wall, start), end)
                // A countdown shows whole seconds left (rounding up: "0:01" until the very end).
                let shown = countsDown ? (end - now).rounded(.up) : (now - start).rounded(.down)
                let moving = pause == nil && wall < end
                let next: Double? =
                    moving
                    ? (countsDown
                        ? DFCountdown.nextChange(now: wall, reference: end, step: 1)
                        : DFCountdown.nextChange(now: wall, reference: start, step: 1)) : nil
                return (DFCountdown.clock(shown, showsHours: showsHours), next.map { max($0, min(wall, end)) })
            })
    }
}

enum DFCountdown {
    /// "2:05", "1:02:05" (or "62:05" without hours).
    static func clock(_ seconds: Double, showsHours: Bool) -> String {
        let total = Int(max(0, seconds))
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        if h > 0 && showsHours { return "\(h):\(DFDateConventions.twoDigits(m)):\(DFDateConventions.twoDigits(s))" }
        return "\(h * 60 + m):\(DFDateConventions.twoDigits(s))"
    }

    /// The next wall-clock time after `now` at which the whole number of `step`s between now
    /// and `reference` changes.
    static func nextChange(now: Double, reference: Double, step: Double) -> Double {
        let elapsed = now - reference
        let next = ((elapsed / step).rounded(.down) + 1) * step
        return reference + next
    }
}

/// Durations in words, shortened as SwiftUI's relative texts are ("2 min, 5 sec", "3 hr, 4 min",
/// "2 days, 1 hr"): the two largest units.
struct DFDurationWords {
    struct Units {
        let second: String
        let minute: String
        let hour: String
        let day: (Int) -> String
    }
    let units: Units

    init(localeIdentifier: String) {
        let language =
            localeIdentifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? "en"
        units =
            switch language {
            case "de": Units(second: "Sek.", minute: "Min.", hour: "Std.", day: { $0 == 1 ? "Tag" : "Tage" })
            case "fr": Units(second: "s", minute: "min", hour: "h", day: { $0 == 1 ? "jour" : "jours" })
            case "es": Units(second: "s", minute: "min", hour: "h", day: { $0 == 1 ? "día" : "días" })
            case "it": Units(second: "s", minute: "min", hour: "h", day: { $0 == 1 ? "giorno" : "giorni" })
            case "pt": Units(second: "s", minute: "min", hour: "h", day: { $0 == 1 ? "dia" : "dias" })
            case "nl": Units(second: "sec.", minute: "min.", hour: "uur", day: { $0 == 1 ? "dag" : "dagen" })
            case "sv": Units(second: "s", minute: "min", hour: "tim", day: { $0 == 1 ? "dag" : "dagar" })
            case "da", "nb":
                Units(
                    second: "sek.", minute: "min.", hour: "t",
                    day: { $0 == 1 ? "dag" : (language == "da" ? "dage" : "dager") })
            case "fi": Units(second: "s", minute: "min", hour: "t", day: { $0 == 1 ? "päivä" : "päivää" })
            case "pl": Units(second: "s", minute: "min", hour: "godz.", day: { $0 == 1 ? "dzień" : "dni" })
            default: Units(second: "sec", minute: "min", hour: "hr", day: { $0 == 1 ? "day" : "days" })
            }
    }

    /// `interval` seconds in words, and the step in which they change (1 s while seconds are
    /// shown, else 60 s).
    func relative(_ interval: Double, signed: Bool) -> (text: String, step: Double) {
        let total = Int(abs(interval).rounded(.down))
        let d = total / 86400, h = (total % 86400) / 3600, m = (total % 3600) / 60, s = total % 60
        var parts: [String] = []
        var step = 1.0
        if d > 0 {
            parts.append("\(d) \(units.day(d))")
            if h > 0 { parts.append("\(h) \(units.hour)") }
            step = 60
        } else if h > 0 {
            parts.append("\(h) \(units.hour)")
            if m > 0 { parts.append("\(m) \(units.minute)") }
            step = 60
        } else if m > 0 {
            parts.append("\(m) \(units.minute)")
            if s > 0 { parts.append("\(s) \(units.second)") }
        } else {
            parts.append("\(s) \(units.second)")
        }
        let text = parts.joined(separator: ", ")
        guard signed else { return (text, step) }
        return ((interval < 0 ? "-" : "+") + text, step)  // a date ahead is "+"
    }
}
