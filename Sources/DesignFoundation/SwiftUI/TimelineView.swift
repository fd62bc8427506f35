// SwiftUI's TimelineView: content rebuilt at the times of a schedule (every second, every
// minute, every frame, at given dates), on KioskUI's wall-clock reader. Between two entries the
// runtime sleeps: a clock that shows minutes costs one frame a minute.

/// When a timeline's content changes.
public protocol TimelineSchedule {
    /// The dates of the schedule's entries.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which the content changes, from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a `TimelineView` updates: as its schedule says, or less often (SwiftUI's).
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// What a timeline's content is built for: the date of the entry and how often they come.
public struct TimelineViewDefaultContext {
    /// How often entries come: live, every second or every minute.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The entry's date.
    public let date: Date
    /// How often entries come.
    public let cadence: Cadence
}

/// Content that follows a schedule (`TimelineView(.periodic(from: .now, by: 1)) { context in ... }`).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Builds `content` again at each entry of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let schedule = schedule, content = content
        return WallClockReader(
            next: { now in
                TimelineEntries.next(after: Date(timeIntervalSince1970: now), in: schedule)?.timeIntervalSince1970
            },
            content: { now in
                let date = TimelineEntries.current(at: Date(timeIntervalSince1970: now), in: schedule)
                return content(TimelineViewDefaultContext(date: date, cadence: TimelineEntries.cadence(of: schedule)))
            })
    }
}

/// The built-in schedules answer arithmetically; other schedules are asked for their entries.
protocol ArithmeticTimelineSchedule {
    func current(at now: Date) -> Date
    func next(after now: Date) -> Date?
    var cadence: TimelineViewDefaultContext.Cadence { get }
}

enum TimelineEntries {
    /// How far a custom schedule's entries are read looking for the next one.
    static let searchLimit = 10_000

    static func current<S: TimelineSchedule>(at now: Date, in schedule: S) -> Date {
        if let a = schedule as? ArithmeticTimelineSchedule { return a.current(at: now) }
        return now
    }

    static func next<S: TimelineSchedule>(after now: Date, in schedule: S) -> Date? {
        if let a = schedule as? ArithmeticTimelineSchedule { return a.next(after: now) }
        for (i, d) in schedule.entries(from: now, mode: .normal).enumerated() {
            if d > now { return d }
            if i >= searchLimit { return nil }
        }
        return nil
    }

    static func cadence<S: TimelineSchedule>(of schedule: S) -> TimelineViewDefaultContext.Cadence {
        (schedule as? ArithmeticTimelineSchedule)?.cadence ?? .seconds
    }
}

/// Entries every `interval` seconds from `start`.
public struct PeriodicTimelineSchedule: TimelineSchedule, ArithmeticTimelineSchedule, Sendable {
    let start: Date
    let interval: Double
    /// Entries every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: Double) {
        start = startDate
        self.interval = max(interval, 1.0 / 120)
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        // From the entry in force at `startDate`, as SwiftUI's schedules begin.
        let first = current(at: startDate)
        let step = interval
        return sequence(first: first) { $0.addingTimeInterval(step) }
    }
    func current(at now: Date) -> Date {
        let k = ((now.timeIntervalSince1970 - start.timeIntervalSince1970) / interval).rounded(.down)
        return k < 0 ? now : start.addingTimeInterval(k * interval)
    }
    func next(after now: Date) -> Date? {
        let k = ((now.timeIntervalSince1970 - start.timeIntervalSince1970) / interval).rounded(.down)
        return k < 0 ? start : start.addingTimeInterval((k + 1) * interval)
    }
    var cadence: TimelineViewDefaultContext.Cadence { interval >= 60 ? .minutes : interval >= 1 ? .seconds : .live }
}

/// Entries at the start of every minute of the wall clock.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, ArithmeticTimelineSchedule, Sendable {
    /// Entries at the start of every minute.
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        sequence(first: current(at: startDate)) { $0.addingTimeInterval(60) }
    }
    func current(at now: Date) -> Date {
        // Minutes begin on whole minutes of UTC in every time zone with a whole-minute offset.
        Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }
    func next(after now: Date) -> Date? { current(at: now).addingTimeInterval(60) }
    var cadence: TimelineViewDefaultContext.Cadence { .minutes }
}

/// An entry for every frame (at most every `minimumInterval`), unless paused.
public struct AnimationTimelineSchedule: TimelineSchedule, ArithmeticTimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool
    /// Entries as often as frames come, at least `minimumInterval` apart; none while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let step = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
        return sequence(first: startDate) { $0.addingTimeInterval(step) }
    }
    func current(at now: Date) -> Date { now }
    func next(after now: Date) -> Date? {
        paused ? nil : now.addingTimeInterval(max(minimumInterval ?? 1.0 / 60, 1.0 / 120))
    }
    var cadence: TimelineViewDefaultContext.Cadence { .live }
}

/// Entries at the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule, ArithmeticTimelineSchedule
where Entries.Element == Date {
    let dates: Entries
    /// Entries at the dates given.
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
    func current(at now: Date) -> Date { dates.filter { $0 <= now }.max() ?? now }
    func next(after now: Date) -> Date? { dates.filter { $0 > now }.min() }
    var cadence: TimelineViewDefaultContext.Cadence { .seconds }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Entries at the start of every minute of the wall clock.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// An entry for every frame (at most every `minimumInterval`), unless paused.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Entries as often as frames come (SwiftUI's `.animation`).
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    /// Entries at the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
