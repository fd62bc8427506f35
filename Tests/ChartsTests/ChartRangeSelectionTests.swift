import Charts
import KioskGoldens
import KioskTesting
import Observation
import Testing

@testable import Charts
@testable import DesignFoundation

@Observable @MainActor final class DayRange {
    var days: ClosedRange<Int>?
    var day: Int?
    var proxy: ChartProxy?
    var plot: CGRect?
    func record(_ proxy: ChartProxy, plot: CGRect) {
        self.proxy = proxy
        self.plot = plot
    }
}

/// Ten days of readings whose selected range is shaded, as Swift Charts' range samples do;
/// `alsoValue` adds a one-finger value selection.
struct RangeReadings: View {
    let selection: DayRange
    let alsoValue: Bool
    var body: some View {
        @Bindable var selection = selection
        let chart = Chart {
            ForEach(0..<10, id: \.self) { day in
                LineMark(x: .value("Day", day), y: .value("kWh", 20 + (day * 7) % 13))
            }
            if let days = selection.days {
                RectangleMark(xStart: .value("From", days.lowerBound), xEnd: .value("To", days.upperBound))
                    .foregroundStyle(Color.blue.opacity(0.15))
            }
        }
        .chartXScale(domain: 0...9)
        .chartXSelection(range: $selection.days)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let _ = selection.record(proxy, plot: geometry[proxy.plotAreaFrame])
                Color.clear
            }
        }
        return Group {
            if alsoValue { chart.chartXSelection(value: $selection.day) } else { chart }
        }
        .padding(20)
    }
}

@MainActor
@Suite(.serialized) struct ChartRangeSelectionTests {
    static let size = Size(width: 440, height: 260)

    func point(_ day: Int, _ s: DayRange) throws -> Point {
        let proxy = try #require(s.proxy), plot = try #require(s.plot)
        return Point(x: 20 + plot.minX + (proxy.position(forX: day) ?? 0), y: 20 + plot.midY)
    }

    @Test func oneFingerDraggedAcrossSelectsARange() throws {
        let s = DayRange()
        let ui = UITestDriver(RangeReadings(selection: s, alsoValue: false), size: Self.size, fonts: Fonts.library)
        // From day 6 back to day 2: the range is ordered.
        let id = ui.touchDown(at: try point(6, s))
        ui.touchMove(id, to: try point(4, s))
        ui.renderFrame()
        #expect(s.days == 4...6)
        ui.touchMove(id, to: try point(2, s))
        ui.renderFrame()
        #expect(s.days == 2...6)
        ui.touchUp(id, at: try point(2, s))
        ui.renderFrame()
        #expect(s.days == nil, "lifting the finger clears it")
    }

    @Test func twoFingersSelectTheRangeBetweenThem() throws {
        let s = DayRange()
        let ui = UITestDriver(RangeReadings(selection: s, alsoValue: true), size: Self.size, fonts: Fonts.library)
        // One finger selects a value...
        let a = ui.touchDown(at: try point(3, s))
        ui.renderFrame()
        #expect(s.day == 3 && s.days == nil)
        // ...a second one the range between them, in place of the value.
        let b = ui.touchDown(at: try point(7, s))
        ui.touchMove(b, to: try point(8, s))
        ui.renderFrame()
        #expect(s.days == 3...8)
        #expect(s.day == nil)
        ui.touchUp(b, at: try point(8, s))
        ui.touchUp(a, at: try point(3, s))
        ui.renderFrame()
        #expect(s.days == nil && s.day == nil)
    }

    @Test func aSelectedRangeIsShadedTheHeightOfThePlot() {
        let s = DayRange()
        s.days = 3...6
        let r = ViewRenderer(RangeReadings(selection: s, alsoValue: false), size: Self.size, fonts: Fonts.library)
        r.render(at: 0)
        GoldenImage.check(r.buffer, named: "chart-range-selection")
    }
}
