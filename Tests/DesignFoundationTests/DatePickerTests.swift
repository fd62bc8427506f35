import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

enum Dates {
    static var gmt: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(secondsFromGMT: 0)!
        return c
    }
    static func text(_ d: Date) -> String {
        let c = gmt.dateComponents([.year, .month, .day, .hour, .minute], from: d)
        return "\(c.year!)-\(c.month!)-\(c.day!) \(c.hour!):\(c.minute!)"
    }
    static func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 12, _ min: Int = 0) -> Date {
        gmt.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }
}

struct DatePanel: View {
    @State var day = Dates.date(2026, 11, 29, 14, 5)
    @State var visit = Dates.date(2026, 11, 29, 9, 30)
    @State var birthday = Dates.date(1990, 1, 31)
    let style: String
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            switch style {
            case "graphical":
                DFDatePicker("Delivery", selection: $day, in: Dates.date(2026, 11, 10)...Dates.date(2027, 1, 31))
                    .dfDatePickerStyle(.graphical)
            case "wheel":
                DFDatePicker("Birthday", selection: $birthday, displayedComponents: [.date]).dfDatePickerStyle(.wheel)
                DFDatePicker("Visit", selection: $visit, displayedComponents: [.hourAndMinute]).dfDatePickerStyle(
                    .wheel)
            default:
                DFDatePicker(
                    "Delivery", selection: $day, in: Dates.date(2026, 11, 10)...,
                    displayedComponents: [.date, .hourAndMinute])
                DFDatePicker("Visit", selection: $visit, displayedComponents: [.hourAndMinute]).dfDatePickerStyle(
                    .glass)
            }
            Text("Chosen \(Dates.text(day))")
            Text(
                "Birthday \(Dates.gmt.dateComponents([.year, .month, .day], from: birthday).month ?? 0)/\(Dates.gmt.dateComponents([.day], from: birthday).day ?? 0)"
            )
        }
        .padding(16)
        .environment(\.dfToday, Dates.date(2026, 11, 27))
    }
}

@MainActor
@Suite(.serialized) struct DatePickerTests {
    func driver(_ style: String, locale: String = "en_US", size: Size = Size(width: 420, height: 560)) -> UITestDriver {
        var calendar = Dates.gmt
        calendar.firstWeekday = DFDateNames.firstWeekday(localeIdentifier: locale)
        return UITestDriver(
            DatePanel(style: style).dfLocale(locale).environment(\.calendar, calendar),
            size: size, fonts: DF.fonts)
    }

    @Test func monthGridsStartOnTheCalendarsFirstWeekday() {
        var c = Dates.gmt
        c.firstWeekday = 1
        // 1 November 2026 is a Sunday.
        #expect(DFCalendarMath(calendar: c).monthGrid(Dates.date(2026, 11, 15)).firstIndex { $0 != nil } == 0)
        c.firstWeekday = 2
        let grid = DFCalendarMath(calendar: c).monthGrid(Dates.date(2026, 11, 15))
        #expect(grid.firstIndex { $0 != nil } == 6)
        #expect(grid.compactMap { $0 }.count == 30)
        #expect(DFDateNames.firstWeekday(localeIdentifier: "de_DE") == 2)
        #expect(DFDateNames.firstWeekday(localeIdentifier: "en_US") == 1)
        #expect(DFDateNames(localeIdentifier: "fr_FR").months[2] == "mars")
        #expect(DFDateNames(localeIdentifier: "xx_YY").months[0] == "January", "unknown languages fall back to English")
    }

    @Test func movingToAShorterMonthKeepsTheDayInIt() {
        let math = DFCalendarMath(calendar: Dates.gmt)
        let feb = math.setting(month: 2, of: Dates.date(1990, 1, 31))
        #expect(math.components(feb).day == 28 && math.components(feb).month == 2)
        let leap = math.setting(year: 1992, month: 2, of: Dates.date(1990, 1, 31))
        #expect(math.components(leap).day == 29)
    }

    @Test func aTapOnADayChoosesItAndDaysOutsideTheRangeAreOff() throws {
        let ui = driver("graphical")
        try ui.tap("15 November 2026")
        #expect(ui.exists(label: "Chosen 2026-11-15 14:5"), "the time of day is kept")
        try ui.tap("5 November 2026")
        #expect(try ui.element(label: "15 November 2026").traits.contains(.isSelected), "before the range: no change")
        try ui.tap("Next month")
        try ui.tap("Next month")
        #expect(ui.exists(label: "31 January 2027"))
        try ui.tap("Next month")
        #expect(ui.exists(label: "31 January 2027"), "the range ends in January: no further")
    }

    @Test func theCompactPickerOpensTheCalendarBesideIt() throws {
        let ui = driver("compact")
        #expect(try ui.element(label: "Delivery").value == "Nov 29, 2026")
        #expect(try ui.element(label: "Delivery time").value == "2:05 PM")
        try ui.tap("Delivery")
        try ui.tap("30 November 2026")
        #expect(try ui.element(label: "Delivery").value == "Nov 30, 2026")
    }

    @Test func wheelsSetMonthDayAndTime() throws {
        let ui = driver("wheel", locale: "de_DE")
        try ui.perform("increment", on: "Birthday month")
        #expect(ui.exists(label: "Birthday 2/28"), "31 January plus a month is the last of February")
        #expect(try ui.element(label: "Visit hour").value == "09", "German clocks have 24 hours")
        try ui.perform("increment", on: "Visit hour")
        #expect(try ui.element(label: "Visit hour").value == "10")
    }

    @Test(arguments: ["graphical-en_US", "graphical-de_DE", "wheel-fr_FR", "compact-en_GB"])
    func datePickersRenderLikeTheGolden(name: String) {
        let parts = name.split(separator: "-").map(String.init)
        for scheme in [ColorScheme.light, .dark] {
            var calendar = Dates.gmt
            calendar.firstWeekday = DFDateNames.firstWeekday(localeIdentifier: parts[1])
            let r = ViewRenderer(
                ComponentTests.Backdrop(content: DatePanel(style: parts[0])).dfLocale(parts[1])
                    .environment(\.calendar, calendar).dfThemePreset(.slate),
                size: Size(width: 420, height: 560), colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "datepicker-\(name)-\(scheme == .dark ? "dark" : "light")")
        }
    }
}
