import Testing
import KioskTesting
import KioskRaster
@testable import DesignFoundation

/// Gauges tinted with gradients, as a dashboard writes them: a temperature from cool to hot.
struct GradientGauges: View {
    let heat = Gradient(colors: [.green, .yellow, .red])
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Gauge(value: 70, in: 0...100) {
                Text("Boiler")
            } currentValueLabel: {
                Text("70 °C")
            }
            .tint(heat)
            Gauge(value: 0.35) { Text("Pressure") }
                .gaugeStyle(.accessoryLinear)
                .tint(heat)
            HStack(spacing: 20) {
                Gauge(value: 82, in: 0...100) {
                    Text("°C")
                } currentValueLabel: {
                    Text("82")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(heat)
                Gauge(value: 0.6) {
                    Text("Fill")
                } currentValueLabel: {
                    Text("60%")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(heat)
                Gauge(value: 0.6) {
                    Text("Fill")
                } currentValueLabel: {
                    Text("60%")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(Color.blue.gradient)
            }
        }
        .frame(width: 300)
        .padding(16)
    }
}

@MainActor
@Suite struct GaugeGradientTests {
    @Test func aGradientTintRunsAlongTheTrackAndMarksTheValueInItsColour() {
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                ComponentTests.Backdrop(content: GradientGauges()), size: Size(width: 360, height: 260),
                colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "gauge-gradient-\(scheme == .dark ? "dark" : "light")")
        }
    }

    @Test func aPlainTintBelowAGradientOneWins() {
        struct Rings: View {
            var body: some View {
                HStack(spacing: 0) {
                    Gauge(value: 1.0) { Text("A") }.gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: 1.0) { Text("B") }.gaugeStyle(.accessoryCircularCapacity).tint(.red)
                }
                .tint(Gradient(colors: [.green, .blue]))
                .frame(width: 128, height: 64)
            }
        }
        let r = ViewRenderer(Rings(), size: Size(width: 128, height: 64), background: .white, fonts: DF.fonts)
        r.render(at: 0)
        func channels(_ x: Int, _ y: Int) -> (red: UInt32, green: UInt32, blue: UInt32) {
            let p = r.buffer[x, y]
            return ((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
        }
        // Each ring's top, where a full ring starts and ends.
        let gradient = channels(32 + 2, 3), plain = channels(96 + 2, 3)
        #expect(gradient.green > 150 && gradient.red < 80, "the gradient's start, green: \(gradient)")
        #expect(plain.red > 200 && plain.green < 80, "the plain tint inside it, red: \(plain)")
    }
}
