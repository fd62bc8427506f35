import Testing
import KioskTesting
import KioskText
@testable import DesignFoundation

@MainActor
struct DateFormatTests {
    /// Sunday 29 November 2026, 22:04:05 UTC.
    static let sunday = Date(timeIntervalSince1970: 1_795_989_845)
    static let utc = TimeZone(secondsFromGMT: 0)!

    func write(_ f: DFDateFormat, _ locale: String, _ date: Date = sunday) -> String {
        f.locale(locale).timeZone(Self.utc).format(date)
    }

    @Test func dateStylesAsEachLocaleWritesThem() {
        let cases: [(String, DFDateFormat.DateStyle, String)] = [
            ("en_US", .numeric, "11/29/2026"), ("en_US", .abbreviated, "Nov 29, 2026"),
            ("en_US", .long, "November 29, 2026"),
            ("en_US", .complete, "Sunday, November 29, 2026"),
            ("en_GB", .numeric, "29/11/2026"), ("en_GB", .abbreviated, "29 Nov 2026"),
            ("en_GB", .complete, "Sunday 29 November 2026"),
            ("de_DE", .numeric, "29.11.2026"), ("de_DE", .long, "29. November 2026"),
            ("de_DE", .complete, "Sonntag, 29. November 2026"),
            ("fr_FR", .abbreviated, "29 nov. 2026"), ("fr_FR", .complete, "dimanche 29 novembre 2026"),
            ("es_ES", .long, "29 de noviembre de 2026"), ("pt_BR", .complete, "domingo, 29 de novembro de 2026"),
            ("nl_NL", .numeric, "29-11-2026"), ("sv_SE", .numeric, "2026-11-29"),
            ("da_DK", .complete, "søndag den 29. november 2026"),
            ("pl_PL", .long, "29 listopada 2026"), ("fi_FI", .long, "29. marraskuuta 2026"),
            ("fi_FI", .numeric, "29.11.2026"),
            ("xx_YY", .long, "29 November 2026"),
        ]
        for (locale, style, expected) in cases {
            #expect(write(DFDateFormat(date: style, time: .omitted), locale) == expected, "\(locale) \(style)")
        }
    }

    @Test func timesInTwelveOrTwentyFourHours() {
        #expect(write(DFDateFormat(date: .omitted, time: .shortened), "en_US") == "10:04\u{202F}PM")
        #expect(write(DFDateFormat(date: .omitted, time: .standard), "en_US") == "10:04:05\u{202F}PM")
        #expect(write(DFDateFormat(date: .omitted, time: .shortened), "de_DE") == "22:04")
        #expect(write(DFDateFormat(date: .omitted, time: .shortened), "fi_FI") == "22.04")
        let morning = Date(timeIntervalSince1970: 1_795_989_845 - 13 * 3600)
        #expect(write(DFDateFormat(date: .omitted, time: .shortened), "en_GB", morning) == "09:04")
        #expect(write(DFDateFormat(date: .omitted, time: .shortened), "en_US", morning) == "9:04\u{202F}AM")
        let midnight = Date(timeIntervalSince1970: 1_795_996_800)
        #expect(write(.dateTime.hour().minute(), "en_US", midnight) == "12:00\u{202F}AM")
        #expect(write(.dateTime.hour(.defaultDigits(amPM: .omitted)).minute(), "en_US") == "10:04")
    }

    @Test func chainedFieldsLeaveOutWhatIsNotAskedFor() {
        #expect(write(.dateTime, "en_US") == "11/29/2026, 10:04\u{202F}PM", "no fields: numeric date and short time")
        #expect(write(.dateTime.month(.wide).year(), "en_US") == "November 2026")
        #expect(write(.dateTime.month().day(), "en_US") == "Nov 29")
        #expect(write(.dateTime.weekday(.wide), "de_DE") == "Sonntag")
        #expect(write(.dateTime.day().month(.wide), "de_DE") == "29. November")
        #expect(write(.dateTime.month(.wide).year(), "es_ES") == "noviembre de 2026")
        #expect(
            write(.dateTime.month(.wide).year(), "pl_PL") == "listopad 2026", "a month without a day is not declined")
        #expect(write(.dateTime.weekday().day().month().hour().minute(), "en_GB") == "Sun 29 Nov, 22:04")
        #expect(write(.dateTime.day(.twoDigits).month(.twoDigits).year(.twoDigits), "en_US") == "11/29/26")
        #expect(write(.dateTime.year().month(.twoDigits).day(), "sv_SE") == "2026-11-29")
    }

    @Test func localTimeComesFromTheCLibrary() {
        let fields = DFDateFields(Self.sunday, timeZone: nil)
        let shifted = DFDateFields(Self.sunday.addingTimeInterval(Double(fields.offset)), timeZone: Self.utc)
        #expect(
            fields.hour == shifted.hour && fields.day == shifted.day && fields.minute == shifted.minute,
            "the local fields are the UTC fields moved by the zone's offset")
        let plusTwo = DFDateFields(Self.sunday, timeZone: TimeZone(secondsFromGMT: 7200))
        #expect(plusTwo.hour == 0 && plusTwo.day == 30 && plusTwo.weekday == 2, "past midnight: Monday the 30th")
    }

    @Test func dateOnlyTextsAndFormatted() {
        #expect(
            Self.sunday.formatted(date: .long, time: .omitted)
                == DFDateFormat(date: .long, time: .omitted).format(Self.sunday))
        let ui = UITestDriver(
            Text(Self.sunday, format: .dateTime.year().locale("en_US")), size: Size(width: 200, height: 60),
            fonts: DF.fonts)
        #expect(ui.exists(label: "2026"))
    }

    @Test func aTimerCountsAndWakesOncePerSecond() {
        let start = Self.sunday.timeIntervalSince1970
        let ui = UITestDriver(
            Text(Self.sunday, style: .timer), size: Size(width: 200, height: 60), fonts: DF.fonts,
            wallClock: start + 65.5)
        #expect(ui.exists(label: "1:05"))
        #expect(ui.graph.nextGestureDeadline == 0.5, "the next change is at the next whole second")
        ui.advance(by: 0.5)
        ui.renderFrame()
        #expect(ui.exists(label: "1:06"))
        ui.advance(by: 3600)
        ui.renderFrame()
        #expect(ui.exists(label: "1:01:06"))
    }

    @Test func relativeAndOffsetTextsCountInWords() {
        let start = Self.sunday.timeIntervalSince1970
        let ui = UITestDriver(
            VStack {
                Text(Self.sunday, style: .relative)
                Text(Self.sunday, style: .offset)
            },
            size: Size(width: 300, height: 80), fonts: DF.fonts, wallClock: start - 125)
        #expect(ui.exists(label: "2 min, 5 sec") && ui.exists(label: "+2 min, 5 sec"))
        ui.advance(by: 2 * 3600)
        ui.renderFrame()
        #expect(ui.exists(label: "1 hr, 57 min") && ui.exists(label: "-1 hr, 57 min"))
        #expect(
            DFDurationWords(localeIdentifier: "de_DE").relative(3 * 86400 + 7200, signed: false).text
                == "3 Tage, 2 Std.")
    }

    @Test func aCountdownStopsAtZeroAndThenSleeps() {
        let start = Self.sunday
        let ui = UITestDriver(
            Text(timerInterval: start...start.addingTimeInterval(90)), size: Size(width: 200, height: 60),
            fonts: DF.fonts, wallClock: start.timeIntervalSince1970 + 0.25)
        #expect(ui.exists(label: "1:30"))
        ui.advance(by: 0.75)
        ui.renderFrame()
        #expect(ui.exists(label: "1:29"))
        ui.advance(by: 200)
        ui.renderFrame()
        #expect(ui.exists(label: "0:00"))
        #expect(ui.graph.nextGestureDeadline == nil, "a finished countdown sets no timer")
    }

    @Test func aTimelineEveryMinuteRebuildsOnTheMinute() {
        struct Clock: View {
            var body: some View {
                TimelineView(.everyMinute) { context in
                    Text(context.date, format: .dateTime.hour().minute().locale("de_DE").timeZone(DateFormatTests.utc))
                }
            }
        }
        let ui = UITestDriver(
            Clock(), size: Size(width: 200, height: 60), fonts: DF.fonts, wallClock: Self.sunday.timeIntervalSince1970)
        #expect(ui.exists(label: "22:04"))
        #expect(ui.graph.nextGestureDeadline == 55, "asleep until 22:05:00")
        let evaluations = ui.graph.bodyEvaluations
        ui.advance(by: 30)
        ui.renderFrame()
        #expect(ui.graph.bodyEvaluations == evaluations, "nothing is rebuilt between minutes")
        ui.advance(by: 25)
        ui.renderFrame()
        #expect(ui.exists(label: "22:05"))
        #expect(ui.graph.nextGestureDeadline == 115)
    }

    @Test func periodicAndExplicitSchedules() {
        let s = PeriodicTimelineSchedule(from: Self.sunday, by: 2)
        #expect(s.current(at: Self.sunday.addingTimeInterval(5)) == Self.sunday.addingTimeInterval(4))
        #expect(s.next(after: Self.sunday.addingTimeInterval(5)) == Self.sunday.addingTimeInterval(6))
        #expect(
            Array(s.entries(from: Self.sunday.addingTimeInterval(3), mode: .normal).prefix(2)) == [
                Self.sunday.addingTimeInterval(2), Self.sunday.addingTimeInterval(4),
            ], "from the entry in force")
        let dates = [Self.sunday.addingTimeInterval(10), Self.sunday.addingTimeInterval(20)]
        let e = ExplicitTimelineSchedule(dates)
        #expect(e.next(after: Self.sunday.addingTimeInterval(15)) == dates[1])
        #expect(e.next(after: Self.sunday.addingTimeInterval(25)) == nil)
    }
}
