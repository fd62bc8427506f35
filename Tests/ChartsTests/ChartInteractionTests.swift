import Charts
import KioskGoldens
import KioskTesting
import Observation
import Testing

@testable import Charts
@testable import DesignFoundation

@Observable @MainActor final class SalesSelection {
    var month: String?
    var proxy: ChartProxy?
    var plotInOverlay: CGRect?
    func record(_ proxy: ChartProxy, plot: CGRect) {
        self.proxy = proxy
        plotInOverlay = plot
    }
}

/// Bars by month that show the month under the finger, as Swift Charts' selection samples do.
struct SelectableSales: View {
    let selection: SalesSelection
    let sales = [("Jan", 42.0), ("Feb", 55.0), ("Mar", 38.0), ("Apr", 67.0)]
    var body: some View {
        @Bindable var selection = selection
        Chart {
            ForEach(sales, id: \.0) { sale in
                BarMark(x: .value("Month", sale.0), y: .value("Sales", sale.1))
            }
            if let month = selection.month {
                RuleMark(x: .value("Month", month)).foregroundStyle(Color.orange)
            }
        }
        .chartXSelection(value: $selection.month)
        .chartYScale(domain: 0...100)
        .chartYAxis {
            AxisMarks(values: [0, 25, 50, 75, 100]) { _ in
                AxisGridLine()
                AxisValueLabel(format: .currency(code: "EUR"))
            }
        }
        .chartPlotStyle { plot in plot.background(Color.blue.opacity(0.06)).border(Color.blue.opacity(0.4)) }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let _ = selection.record(proxy, plot: geometry[proxy.plotAreaFrame])
                Color.clear
            }
        }
        .padding(20)
    }
}

@MainActor
@Suite(.serialized) struct ChartInteractionTests {
    @Test func aFingerOnThePlotSelectsTheValueUnderIt() throws {
        let selection = SalesSelection()
        let ui = UITestDriver(
            SelectableSales(selection: selection), size: Size(width: 440, height: 300), fonts: Fonts.library)
        let proxy = try #require(selection.proxy)
        let plot = try #require(selection.plotInOverlay)
        // The overlay covers the chart: the plot area inside it, the y labels at its trailing side.
        #expect(plot.minX >= 0 && plot.width > 300 && plot.maxX < 400)
        // Over the third band, then the first; lifting the finger clears the selection.
        let x3 = try #require(proxy.position(forX: "Mar")), x1 = try #require(proxy.position(forX: "Jan"))
        let origin = Point(x: 20 + plot.minX, y: 20 + plot.minY)
        let id = ui.touchDown(at: Point(x: origin.x + x3, y: origin.y + 100))
        ui.renderFrame()
        #expect(selection.month == "Mar")
        ui.touchMove(id, to: Point(x: origin.x + x1, y: origin.y + 100))
        ui.renderFrame()
        #expect(selection.month == "Jan")
        ui.touchUp(id, at: Point(x: origin.x + x1, y: origin.y + 100))
        ui.renderFrame()
        #expect(selection.month == nil)
    }

    @Test func theProxyMapsValuesToPositionsAndBack() throws {
        let selection = SalesSelection()
        _ = UITestDriver(
            SelectableSales(selection: selection), size: Size(width: 440, height: 300), fonts: Fonts.library)
        let proxy = try #require(selection.proxy)
        for month in ["Jan", "Feb", "Mar", "Apr"] {
            let x = try #require(proxy.position(forX: month))
            #expect(proxy.value(atX: x, as: String.self) == month)
        }
        let y40 = try #require(proxy.position(forY: 40.0)), y80 = try #require(proxy.position(forY: 80.0))
        #expect(y80 < y40, "larger values higher up")
        #expect(abs((proxy.value(atY: y40, as: Double.self) ?? 0) - 40) < 1e-6)
        #expect(proxy.value(atY: y80, as: Int.self) == 80)
        #expect(abs(proxy.plotSize.height - (proxy.position(forY: 0.0) ?? 0)) < 1e-6, "zero at the bottom")
    }

    @Test func aSelectedBandWithAStyledPlot() {
        let selection = SalesSelection()
        selection.month = "Feb"
        let r = ViewRenderer(
            SelectableSales(selection: selection), size: Size(width: 440, height: 300), fonts: Fonts.library)
        r.render(at: 0)
        GoldenImage.check(r.buffer, named: "chart-selection")
    }

    @Test func valueLabelsTakeAFormat() {
        let scale = ChartScale(kind: .continuous(lower: 0, upper: 1, isDate: false), length: 200, flipped: true)
        let marks = AxisMarks(values: [0, 0.5, 1]) { _ in AxisValueLabel(format: .percent) }
        #expect(ChartLayout.ticks(marks, scale: scale, desired: 3).map(\.label) == ["0%", "50%", "100%"])
        let plain = AxisMarks(values: [0, 0.5, 1])
        #expect(ChartLayout.ticks(plain, scale: scale, desired: 3).map(\.label) == ["0", "0.5", "1"])
        let counts = AxisMarks(format: .number.precision(.fractionLength(1)), values: [2, 4])
        #expect(ChartLayout.ticks(counts, scale: scale, desired: 3).map(\.label) == ["2.0", "4.0"])
    }
}
