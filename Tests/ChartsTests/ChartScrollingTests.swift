import Charts
import KioskGoldens
import KioskTesting
import Observation
import Testing

@testable import Charts
@testable import DesignFoundation

@Observable @MainActor final class ReadingsWindow {
    var day = 0
    var proxy: ChartProxy?
    var plot: CGRect?
    func record(_ proxy: ChartProxy, plot: CGRect) {
        self.proxy = proxy
        self.plot = plot
    }
}

/// A month of daily readings, a week in view, scrolled by a finger, the first day in view
/// bound to the model (as Swift Charts' scrolling samples do).
struct ScrollingReadings: View {
    let window: ReadingsWindow
    /// Whether the window comes to rest on whole days, a swipe turning a week.
    var aligned = false
    /// Told the day under a finger, when set.
    var selected: DaySelection?
    /// Told the days between two fingers, when set.
    var selectedDays: DaysSelection?
    static let readings = (0..<30).map { day in (day, 40 + 25 * sin(Double(day) / 3)) }
    var body: some View {
        @Bindable var window = window
        Chart(Self.readings, id: \.0) { reading in
            BarMark(x: .value("Day", reading.0), y: .value("kWh", reading.1))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 7)
        .chartScrollPosition(x: $window.day)
        .modifier(Aligned(on: aligned))
        .modifier(Selecting(selected: selected))
        .modifier(SelectingDays(selected: selectedDays))
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let _ = window.record(proxy, plot: geometry[proxy.plotAreaFrame])
                Color.clear
            }
        }
        .padding(20)
    }
}

@Observable @MainActor final class DaySelection {
    var day: Double?
}

/// The day under a finger written to `selected`, when there is one.
struct Selecting: ViewModifier {
    let selected: DaySelection?
    func body(content: Content) -> some View {
        if let selected {
            @Bindable var selected = selected
            content.chartXSelection(value: $selected.day)
        } else {
            content
        }
    }
}

@Observable @MainActor final class DaysSelection {
    var days: ClosedRange<Int>?
    /// Every range written, in order (nil when the fingers lifted).
    var written: [ClosedRange<Int>?] = []
}

/// The days between two fingers written to `selected`, when there is one.
struct SelectingDays: ViewModifier {
    let selected: DaysSelection?
    func body(content: Content) -> some View {
        if let selected {
            content.chartXSelection(
                range: Binding(
                    get: { selected.days },
                    set: {
                        selected.days = $0
                        selected.written.append($0)
                    }))
        } else {
            content
        }
    }
}

/// Whole days, a page a swipe, when `on`.
struct Aligned: ViewModifier {
    let on: Bool
    func body(content: Content) -> some View {
        if on {
            content.chartScrollTargetBehavior(.valueAligned(unit: 1, majorAlignment: .page))
        } else {
            content
        }
    }
}

@MainActor
@Suite(.serialized) struct ChartScrollingTests {
    static let size = Size(width: 440, height: 260)

    @Test func aWeekOfTheMonthIsInViewAndAFingerScrollsIt() throws {
        let window = ReadingsWindow()
        let ui = UITestDriver(ScrollingReadings(window: window), size: Self.size, fonts: Fonts.library)
        var proxy = try #require(window.proxy)
        let plot = try #require(window.plot)
        // Seven days across the plot: day 0 at its leading edge, day 7 at its trailing one.
        let day0 = try #require(proxy.position(forX: 0)), day7 = try #require(proxy.position(forX: 7))
        #expect(abs(day0) < 1e-6 && abs(day7 - plot.width) < 1e-6)
        #expect((proxy.position(forX: 20) ?? 0) > plot.width, "day 20 is out of view")

        // Half the plot's width to the left brings in three and a half more days.
        let y = 20 + plot.midY
        let start = Point(x: 20 + plot.minX + plot.width * 0.75, y: y)
        let id = ui.touchDown(at: start)
        ui.touchMove(id, to: Point(x: start.x - plot.width / 4, y: y))
        ui.renderFrame()
        ui.touchMove(id, to: Point(x: start.x - plot.width / 2, y: y))
        ui.renderFrame()
        ui.touchUp(id, at: Point(x: start.x - plot.width / 2, y: y))
        ui.renderFrame()
        proxy = try #require(window.proxy)
        #expect(window.day == 4, "3.5 days, written to an Int binding as the nearest day")
        #expect(abs((proxy.position(forX: 3.5) ?? -1)) < 1e-6, "the window keeps the finger's half day")

        // Far to the left: the window stops at the month's end.
        let again = ui.touchDown(at: start)
        for step in 1...6 {
            ui.touchMove(again, to: Point(x: start.x - Double(step) * plot.width, y: y))
            ui.renderFrame()
        }
        ui.touchUp(again, at: Point(x: start.x - 6 * plot.width, y: y))
        ui.renderFrame()
        proxy = try #require(window.proxy)
        let last = try #require(proxy.position(forX: 29))
        #expect(last > plot.width / 2 && last <= plot.width, "the last day is in view, nothing past the domain")

        // The model scrolls it too.
        window.day = 10
        ui.renderFrame()
        proxy = try #require(window.proxy)
        #expect(abs(proxy.position(forX: 10) ?? -1) < 1e-6)
    }

    @Test func aHeldFingerSelectsOnAScrollableChartAndAMovingOneScrolls() throws {
        let window = ReadingsWindow()
        let selected = DaySelection()
        let ui = UITestDriver(
            ScrollingReadings(window: window, selected: selected), size: Self.size, fonts: Fonts.library)
        let plot = try #require(window.plot)
        let y = 20 + plot.midY
        func point(atDay day: Double) -> Point { Point(x: 20 + plot.minX + plot.width * day / 7, y: y) }

        // Held still for half a second: the day under the finger is selected, before any move.
        let id = ui.touchDown(at: point(atDay: 2.5))
        ui.advance(by: 0.3)
        #expect(selected.day == nil, "not yet: the press has not fired")
        ui.advance(by: 0.3)
        #expect(abs((selected.day ?? -1) - 2.5) < 0.05, "\(String(describing: selected.day))")
        // Then dragged: the selection follows the finger, and the chart does not scroll.
        ui.touchMove(id, to: point(atDay: 5.5))
        ui.renderFrame()
        #expect(abs((selected.day ?? -1) - 5.5) < 0.05)
        #expect(window.day == 0, "a selecting finger does not scroll")
        ui.touchUp(id, at: point(atDay: 5.5))
        ui.renderFrame()
        #expect(selected.day == nil, "lifting the finger clears the selection")

        // A finger that moves at once scrolls, and selects nothing.
        let swipe = ui.touchDown(at: point(atDay: 5))
        for step in 1...4 {
            ui.touchMove(swipe, to: point(atDay: 5 - Double(step)))
            ui.renderFrame()
        }
        ui.touchUp(swipe, at: point(atDay: 1))
        ui.renderFrame()
        #expect(window.day == 4, "four days scrolled")
        #expect(selected.day == nil)
    }

    @Test func aSecondFingerOnAScrollingChartSelectsARangeAndStopsTheScroll() throws {
        let window = ReadingsWindow()
        let selection = DaysSelection()
        let ui = UITestDriver(
            ScrollingReadings(window: window, selectedDays: selection), size: Self.size, fonts: Fonts.library)
        let plot = try #require(window.plot)
        let y = 20 + plot.midY
        func point(atDay day: Double) -> Point { Point(x: 20 + plot.minX + plot.width * day / 7, y: y) }

        // One finger scrolls two days...
        let first = ui.touchDown(at: point(atDay: 6))
        ui.touchMove(first, to: point(atDay: 5))
        ui.renderFrame()
        ui.touchMove(first, to: point(atDay: 4))
        ui.renderFrame()
        #expect(selection.days == nil, "one moving finger scrolls, and selects nothing")
        // ...a second one takes the days between the two, and the chart stops where it was.
        let second = ui.touchDown(at: point(atDay: 1))
        ui.touchMove(second, to: point(atDay: 1.05))
        ui.renderFrame()
        #expect(
            selection.days == 3...6, "days 1 and 4 of the window, two days in: \(String(describing: selection.days))")
        ui.touchMove(first, to: point(atDay: 6))
        ui.touchMove(second, to: point(atDay: 0.05))
        ui.renderFrame()
        #expect(selection.days == 2...8, "\(String(describing: selection.days))")
        ui.touchUp(second, at: point(atDay: 0.05))
        ui.renderFrame()
        #expect(selection.days == nil, "a finger lifted: the range is gone")
        ui.touchUp(first, at: point(atDay: 6))
        ui.renderFrame()
        ui.advance(by: 1)
        #expect(window.day == 2, "the chart rests where the scroll stopped, without momentum")

        // Two fingers put down together select at once; a finger afterwards scrolls again.
        let a = ui.touchDown(at: point(atDay: 1))
        let b = ui.touchDown(at: point(atDay: 3))
        ui.touchMove(b, to: point(atDay: 3.05))
        ui.renderFrame()
        #expect(selection.days == 3...5)
        ui.touchUp(b, at: point(atDay: 3.05))
        ui.touchUp(a, at: point(atDay: 1))
        ui.renderFrame()
        #expect(selection.days == nil && window.day == 2)
        selection.written = []
        let swipe = ui.touchDown(at: point(atDay: 5))
        for step in 1...3 {
            ui.touchMove(swipe, to: point(atDay: 5 - Double(step)))
            ui.renderFrame()
        }
        ui.touchUp(swipe, at: point(atDay: 2))
        ui.renderFrame()
        #expect(window.day == 5, "three days more")
        #expect(selection.written.allSatisfy { $0 == nil }, "a scrolling finger writes no range")
    }

    @Test func aScrolledChartDrawsOnlyWhatIsInView() {
        let window = ReadingsWindow()
        window.day = 12
        let r = ViewRenderer(ScrollingReadings(window: window), size: Self.size, fonts: Fonts.library)
        r.render(at: 0)
        GoldenImage.check(r.buffer, named: "chart-scrolled")
    }

    @Test func aScaleScrollsWithinItsDomain() throws {
        let x = ChartScale(kind: .continuous(lower: 0, upper: 100, isDate: false), length: 200, flipped: false)
        let (scrolled, start) = try #require(x.scrolled(visible: 25, start: 90))
        #expect(start == 75, "clamped so that the window ends at the domain's end")
        #expect(scrolled.position(.number(75)) == 0 && scrolled.position(.number(100)) == 200)
        #expect(scrolled.value(at: 100) == .number(87.5))
        #expect(x.scrolled(visible: 100, start: 0) == nil, "all of it in view: no scrolling")

        // A y axis grows upwards: the window's start is at the plot's bottom.
        let y = ChartScale(kind: .continuous(lower: 0, upper: 100, isDate: false), length: 200, flipped: true)
        let (up, _) = try #require(y.scrolled(visible: 50, start: 20))
        #expect(up.position(.number(20)) == 200 && up.position(.number(70)) == 0)

        // Names scroll by bands.
        let names = ChartScale(kind: .bands((0..<8).map { .category("N\($0)") }), length: 100, flipped: false)
        let (bands, _) = try #require(names.scrolled(visible: 4, start: 2))
        #expect(bands.position(.category("N2")) == 12.5 && bands.value(at: 99) == .category("N5"))
    }

    @Test func aSwipeTurnsAPageAndTheWindowRestsOnAWholeDay() throws {
        let window = ReadingsWindow()
        let ui = UITestDriver(ScrollingReadings(window: window, aligned: true), size: Self.size, fonts: Fonts.library)
        let plot = try #require(window.plot)
        let y = 20 + plot.midY
        // A short swipe to the left: the next week comes in, and no further.
        let start = Point(x: 20 + plot.minX + plot.width * 0.6, y: y)
        let id = ui.touchDown(at: start)
        for step in 1...3 {
            ui.touchMove(id, to: Point(x: start.x - Double(step) * plot.width / 12, y: y))
            ui.renderFrame()
        }
        ui.touchUp(id, at: Point(x: start.x - plot.width / 4, y: y))
        #expect(ui.waitForIdle())
        var proxy = try #require(window.proxy)
        #expect(window.day == 7, "one page on")
        #expect(
            abs(proxy.position(forX: 7) ?? -1) < 1e-6, "day 7 at the leading edge: \(proxy.position(forX: 7) ?? -1)")

        // Back to the right: the first week again.
        let back = ui.touchDown(at: start)
        for step in 1...3 {
            ui.touchMove(back, to: Point(x: start.x + Double(step) * plot.width / 12, y: y))
            ui.renderFrame()
        }
        ui.touchUp(back, at: Point(x: start.x + plot.width / 4, y: y))
        #expect(ui.waitForIdle())
        proxy = try #require(window.proxy)
        #expect(window.day == 0)
        #expect(abs(proxy.position(forX: 0) ?? -1) < 1e-6)
    }

    @Test func aWindowSettlesOnTheAlignedValueNearestWhereTheMomentumEnds() {
        func move(_ origin: Double, _ predicted: Double) -> ChartScrollMove {
            ChartScrollMove(
                origin: origin, predicted: predicted, visible: 7, lower: 0, upper: 30, isX: true, isDate: false)
        }
        let days = ValueAlignedChartScrollTargetBehavior(unit: 1)
        #expect(days.settle(move(0, 3.4)) == 3)
        #expect(days.settle(move(0, 3.6)) == 4)
        #expect(days.settle(move(10, 40)) == 23, "within the domain: the last week")
        #expect(days.settle(move(10, -5)) == 0)

        let pages = ValueAlignedChartScrollTargetBehavior(unit: 1, majorAlignment: .page)
        #expect(pages.settle(move(0, 2)) == 7, "a swipe turns one page")
        #expect(pages.settle(move(0, 19)) == 7, "and only one")
        #expect(pages.settle(move(7, 5)) == 0)
        #expect(pages.settle(move(3, 3.05)) == 3, "no swipe: the nearest whole day")
        let free = ValueAlignedChartScrollTargetBehavior(unit: 1, majorAlignment: .page, limitBehavior: .never)
        #expect(free.settle(move(0, 19)) == 21, "as far as the momentum goes, on a page")
        #expect(pages.settle(move(2.5, 8)) == 10, "a page on from where it was, on a whole day")
        let tens = ValueAlignedChartScrollTargetBehavior(unit: 1, majorAlignment: .unit(5))
        #expect(tens.settle(move(6, 8)) == 10)

        // On a date axis, dates matching the components: midnight.
        let midnights = ValueAlignedChartScrollTargetBehavior(matching: DateComponents(hour: 0, minute: 0))
        let start = 1_772_444_460.0  // 2 March 2026, 09:41 UTC
        let day = 86_400.0
        let settled = midnights.settle(
            ChartScrollMove(
                origin: start, predicted: start + 5 * 3600, visible: 7 * day, lower: start - 30 * day,
                upper: start + 30 * day, isX: true, isDate: true))
        let parts = Calendar.current.dateComponents(
            [.hour, .minute, .second], from: Date(timeIntervalSince1970: settled))
        #expect(parts.hour == 0 && parts.minute == 0 && parts.second == 0)
        #expect(abs(settled - (start + 5 * 3600)) <= day / 2, "the nearest midnight")
    }
}
