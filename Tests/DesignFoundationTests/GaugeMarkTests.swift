import Testing
import KioskTesting
import KioskRaster
@testable import DesignFoundation

/// A boiler's temperature with its marked set points, as SwiftUI code tags them.
struct MarkedGauges: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Gauge(value: 70, in: 0...100) {
                Text("Boiler")
            } currentValueLabel: {
                Text("70 °C")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } markedValueLabels: {
                Text("Eco").tag(40.0)
                Text("Max").tag(90)
                Text("Off scale").tag(140.0)
            }
            Gauge(value: 0.35) {
                Text("Pressure")
            } currentValueLabel: {
                Text("0.35")
            } markedValueLabels: {
                ForEach([0.0, 0.5, 1.0], id: \.self) { v in Text("\(v, specifier: "%.1f")").tag(v) }
            }
            .gaugeStyle(.accessoryLinear)
            // The rings tick their marks inside the track.
            HStack(spacing: 16) {
                Gauge(value: 70, in: 0...100) {
                    Text("Boiler")
                } currentValueLabel: {
                    Text("70")
                } markedValueLabels: {
                    Text("Eco").tag(40.0)
                    Text("Max").tag(90.0)
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.35) {
                    Text("Pressure")
                } currentValueLabel: {
                    Text("35%")
                } markedValueLabels: {
                    ForEach([0.25, 0.5, 0.75], id: \.self) { v in Text("\(v)").tag(v) }
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        }
        .frame(width: 300)
        .padding(16)
    }
}

@MainActor
@Suite struct GaugeMarkTests {
    @Test func taggedViewsAreMarkedAtTheirValues() {
        let marks = GaugeMark.marks(
            Group {
                Text("Eco").tag(40.0)
                Text("Max").tag(90)
                Text("Off scale").tag(140.0)
                Text("Untagged")
            }, in: 0.0...100)
        #expect(marks.map(\.fraction) == [0.4, 0.9], "in-range numeric tags only, in order")
    }

    @Test func marksSitUnderTheTrack() {
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                ComponentTests.Backdrop(content: MarkedGauges()), size: Size(width: 360, height: 320),
                colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "gauge-marks-\(scheme == .dark ? "dark" : "light")")
        }
    }
}
