import Observation
import Testing
import KioskGeometry
import KioskRaster
import KioskText
@testable import KioskUI

@Observable final class CanvasModel: @unchecked Sendable {
    var markerX = 40.0
}

/// A canvas whose third drawing call moves with the model.
struct MovingMarkerCanvas: View {
    let model: CanvasModel
    var body: some View {
        let x = model.markerX
        return Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 20)), with: .color(.blue))
            context.stroke(
                Path { p in
                    p.move(to: CGPoint(x: 0, y: 100))
                    p.addLine(to: CGPoint(x: size.width, y: 100))
                }, with: .color(.gray), lineWidth: 2)
            context.fill(Path(ellipseIn: CGRect(x: x, y: 50, width: 20, height: 20)), with: .color(.red))
        }
    }
}

/// `Canvas` and `GraphicsContext`: drawing calls, their state (transform, clip, opacity,
/// layers, blend modes), text and images, and damage limited to the calls that changed.
@MainActor
@Suite(.serialized) struct CanvasTests {
    /// One of each kind of call, in a 320 x 200 canvas.
    struct Sampler: View {
        var body: some View {
            Canvas { context, size in
                // A gradient card.
                let card = Path(roundedRect: CGRect(x: 10, y: 10, width: 140, height: 80), cornerRadius: 12)
                context.fill(
                    card,
                    with: .linearGradient(
                        Gradient(colors: [.blue, .purple]), startPoint: CGPoint(x: 10, y: 10),
                        endPoint: CGPoint(x: 150, y: 90)))
                // A dashed polyline.
                var line = Path()
                line.addLines([
                    CGPoint(x: 170, y: 80), CGPoint(x: 200, y: 30), CGPoint(x: 240, y: 70), CGPoint(x: 300, y: 20),
                ])
                context.stroke(
                    line, with: .color(.orange), style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [10, 6]))
                // Overlapping circles faded as one layer: their overlap is not darker.
                var faded = context
                faded.opacity = 0.5
                faded.drawLayer { layer in
                    layer.fill(Path(ellipseIn: CGRect(x: 20, y: 110, width: 60, height: 60)), with: .color(.green))
                    layer.fill(Path(ellipseIn: CGRect(x: 50, y: 110, width: 60, height: 60)), with: .color(.green))
                }
                // Text, upright and turned.
                context.draw(Text("Canvas").font(.headline), at: CGPoint(x: 80, y: 50))
                var turned = context
                turned.translateBy(x: 150, y: 150)
                turned.rotate(by: .degrees(-30))
                turned.draw(Text("turned"), at: .zero)
                // A clipped radial gradient: only the circle's left half.
                var clipped = context
                clipped.clip(to: Path(CGRect(x: 200, y: 100, width: 40, height: 100)))
                clipped.fill(
                    Path(ellipseIn: CGRect(x: 210, y: 110, width: 60, height: 60)),
                    with: .radialGradient(
                        Gradient(colors: [.yellow, .red]), center: CGPoint(x: 240, y: 140), startRadius: 0,
                        endRadius: 30))
                // A ring: a square with its inside erased, in a layer of its own.
                context.drawLayer { layer in
                    layer.fill(Path(CGRect(x: 270, y: 120, width: 40, height: 40)), with: .color(.teal))
                    layer.blendMode = .destinationOut
                    layer.fill(Path(ellipseIn: CGRect(x: 280, y: 130, width: 20, height: 20)), with: .color(.black))
                }
                // Drawing past the bounds is clipped to them.
                context.fill(Path(ellipseIn: CGRect(x: 300, y: -20, width: 40, height: 40)), with: .color(.pink))
            }
            .frame(width: 320, height: 200)
        }
    }

    @Test func drawsEachKindOfCall() {
        let r = ViewRenderer(Sampler(), size: Size(width: 320, height: 200), fonts: Fixtures.fonts)
        r.render()
        UIGolden.check(r.buffer, named: "canvas")
        func pixel(_ x: Int, _ y: Int) -> RGBAColor { RGBAColor(premultiplied: r.buffer[x, y]) }
        // The layer's overlap is as light as its single cover.
        let single = pixel(30, 140), overlap = pixel(65, 140)
        #expect(abs(single.green - overlap.green) < 0.02 && abs(single.red - overlap.red) < 0.02)
        // The clip keeps the gradient's left half only.
        #expect(pixel(230, 140).red > 0.8)
        #expect(pixel(250, 140) == RGBAColor(red: 1, green: 1, blue: 1))
        // The erased hole shows the white beneath, the ring the teal.
        #expect(pixel(290, 140) == RGBAColor(red: 1, green: 1, blue: 1))
        #expect(pixel(274, 124).blue > 0.5 && pixel(274, 124).red < 0.5)
    }

    @Test func drawingPastTheBoundsIsClippedToThem() {
        let r = ViewRenderer(
            HStack(spacing: 0) {
                Canvas { context, size in
                    context.fill(Path(CGRect(x: -50, y: 20, width: 300, height: 20)), with: .color(.red))
                }
                .frame(width: 100, height: 100)
                Spacer()
            }, size: Size(width: 200, height: 100), fonts: Fixtures.fonts)
        r.render()
        #expect(RGBAColor(premultiplied: r.buffer[50, 30]).red > 0.9)
        #expect(RGBAColor(premultiplied: r.buffer[150, 30]) == RGBAColor(red: 1, green: 1, blue: 1))
    }

    @Test func aChangedCallDamagesOnlyWhatItDraws() {
        let model = CanvasModel()
        let r = ViewRenderer(
            MovingMarkerCanvas(model: model), size: Size(width: 300, height: 200), fonts: Fixtures.fonts)
        r.render()
        model.markerX = 120
        r.render()
        // The marker's old and new places (20 points and anti-aliasing each), not the canvas.
        let damage = r.lastDamage.bounds
        #expect(!r.lastDamage.isEmpty)
        #expect(r.lastDamage.area <= 2 * 24 * 24)
        #expect(damage.y >= 45 && damage.y + damage.height <= 75)
        #expect(RGBAColor(premultiplied: r.buffer[130, 60]).red > 0.9)
        #expect(RGBAColor(premultiplied: r.buffer[50, 60]) == RGBAColor(red: 1, green: 1, blue: 1))
        // Unchanged: no damage.
        r.render()
        #expect(r.lastDamage.isEmpty)
    }

    @Test func theClipBoundingRectIsInTheCurrentCoordinates() {
        var seen: CGRect = .zero
        let r = ViewRenderer(
            Canvas { context, size in
                var c = context
                c.clip(to: Path(CGRect(x: 10, y: 20, width: 30, height: 40)))
                c.translateBy(x: 10, y: 10)
                seen = c.clipBoundingRect
            }, size: Size(width: 100, height: 100), scale: 2, fonts: Fixtures.fonts)
        r.render()
        #expect(abs(seen.minX - 0) < 1e-9 && abs(seen.minY - 10) < 1e-9)
        #expect(abs(seen.width - 30) < 1e-9 && abs(seen.height - 40) < 1e-9)
    }

    @Test func resolvedTextMeasuresAsTheViewDoes() {
        var measured: CGSize = .zero
        let r = ViewRenderer(
            Canvas { context, _ in
                measured = context.resolve(Text("Hello")).measure(in: CGSize(width: 500, height: 100))
            },
            size: Size(width: 200, height: 100), fonts: Fixtures.fonts)
        r.render()
        let g = ViewGraph(root: Text("Hello").fixedSize(), fonts: Fixtures.fonts)
        g.update()
        g.layout(size: Size(width: 200, height: 100))
        let frame = g.frames(ofType: "Text")[0]
        #expect(measured == frame.size)
    }
}
