/// The date arithmetic of the date pickers, on a Foundation `Calendar` (its time zone and
/// first weekday): month grids, moving a date to another day or time, keeping it in range.
struct DFCalendarMath {
    let calendar: Calendar

    func components(_ d: Date) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: d)
    }

    func startOfMonth(_ d: Date) -> Date {
        let c = components(d)
        return calendar.date(from: DateComponents(year: c.year, month: c.month, day: 1)) ?? d
    }

    func addingMonths(_ n: Int, to d: Date) -> Date { calendar.date(byAdding: .month, value: n, to: d) ?? d }

    func daysInMonth(year: Int, month: Int) -> Int {
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let range = calendar.range(of: .day, in: .month, for: first)
        else { return 30 }
        return range.count
    }

    /// The 42 cells (six weeks) of the month holding `month`, starting on the calendar's first
    /// weekday; days of the neighbouring months are nil.
    func monthGrid(_ month: Date) -> [Date?] {
        let first = startOfMonth(month)
        let c = components(first)
        let lead = ((c.weekday ?? 1) - calendar.firstWeekday + 7) % 7
        let days = daysInMonth(year: c.year ?? 2000, month: c.month ?? 1)
        var cells = [Date?](repeating: nil, count: 42)
        for day in 0..<days { cells[lead + day] = calendar.date(byAdding: .day, value: day, to: first) }
        return cells
    }

    /// `d` moved to another year, month and day (clamped to the month's length), keeping its time.
    func setting(year: Int? = nil, month: Int? = nil, day: Int? = nil, of d: Date) -> Date {
        var c = components(d)
        c.weekday = nil
        if let year { c.year = year }
        if let month { c.month = month }
        let limit = daysInMonth(year: c.year ?? 2000, month: c.month ?? 1)
        c.day = min(day ?? c.day ?? 1, limit)
        return calendar.date(from: c) ?? d
    }

    /// `d` at another hour and minute of the same day.
    func setting(hour: Int? = nil, minute: Int? = nil, of d: Date) -> Date {
        var c = components(d)
        c.weekday = nil
        if let hour { c.hour = hour }
        if let minute { c.minute = minute }
        return calendar.date(from: c) ?? d
    }

    func isSameDay(_ a: Date, _ b: Date) -> Bool {
        let x = components(a), y = components(b)
        return x.year == y.year && x.month == y.month && x.day == y.day
    }

    /// True when some moment of `day` lies in `range`.
    func dayIsIn(_ range: ClosedRange<Date>?, _ day: Date) -> Bool {
        guard let range else { return true }
        let start = calendar.startOfDay(for: day)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        return end > range.lowerBound && start <= range.upperBound
    }
}
