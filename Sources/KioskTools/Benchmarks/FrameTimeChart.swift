import KioskRuntime
import KioskGeometry
import KioskPlatform
import KioskRaster
import KioskText
import KioskUI

/// The benchmark's frame-time chart, drawn by the runtime's own renderer: one row per result,
/// each frame's total time as a line against the 16.7 ms budget of 60 Hz.
@MainActor
package enum FrameTimeChart {
    package static func render(
        _ results: [SceneResult], width: Int = 1200, fonts: FontLibrary = FontLibrary()
    ) -> PixelBuffer {
        let rowHeight = 64.0
        let height = Double(results.count) * (rowHeight + 8) + 56
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Frame time per frame (ms); the dashed line is 16.7 ms (60 Hz)").font(
                .system(size: 15, weight: .semibold))
            ForEach(0..<results.count) { i in
                ChartRow(result: results[i], height: rowHeight)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let renderer = ViewRenderer(view, size: Size(width: Double(width), height: height), fonts: fonts)
        renderer.render()
        return renderer.buffer
    }
}

struct ChartRow: View {
    let result: SceneResult
    let height: Double
    var body: some View {
        let total = result.phases.first { $0.name == "total" }?.stats ?? PhaseStats([])
        // The scale: the budget sits at 60% of the row unless frames take longer.
        let top = max(1000.0 / 60 / 0.6, total.max * 1.05)
        return HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(result.scene).font(.system(size: 13, weight: .semibold))
                Text("\(result.width)x\(result.height) \(result.theme)\(result.fullDamage ? " full" : "")").font(
                    .system(size: 11)
                ).foregroundStyle(Color(white: 0.4))
                Text("p50 \(format(total.p50))  p99 \(format(total.p99))").font(.system(size: 11)).foregroundStyle(
                    Color(white: 0.4))
            }
            .frame(width: 220, alignment: .leading)
            ZStack {
                Rectangle().fill(Color(white: 0.96))
                Series(values: result.totals, top: top).stroke(
                    Color(red: 0.13, green: 0.45, blue: 0.85), lineWidth: 1.5)
                Budget(fraction: 1000.0 / 60 / top).stroke(
                    Color(red: 0.85, green: 0.2, blue: 0.2), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
            }
            .frame(height: height)
        }
    }

    func format(_ v: Double) -> String { String(format2: v) + " ms" }
}

/// Frame times as a polyline across the row.
struct Series: Shape {
    var values: [Double]
    var top: Double
    func path(in rect: Rect) -> Path {
        var p = Path()
        guard values.count > 1 else { return p }
        for (i, v) in values.enumerated() {
            let point = Point(
                x: rect.minX + rect.width * Double(i) / Double(values.count - 1),
                y: rect.maxY - rect.height * min(1, v / top))
            if i == 0 { p.move(to: point) } else { p.line(to: point) }
        }
        return p
    }
}

struct Budget: Shape {
    var fraction: Double
    func path(in rect: Rect) -> Path {
        var p = Path()
        let y = rect.maxY - rect.height * min(1, fraction)
        p.move(to: Point(x: rect.minX, y: y))
        p.line(to: Point(x: rect.maxX, y: y))
        return p
    }
}
