import Testing
import KioskGeometry
import KioskRaster
import KioskText
@testable import KioskUI

/// A floor plan's markers: a symbol view drawn at several places, and scaled once.
private struct Markers: View {
    var body: some View {
        Canvas { context, size in
            guard let pin = context.resolveSymbol(id: "pin") else { return }
            for x in [30.0, 90.0, 150.0] { context.draw(pin, at: CGPoint(x: x, y: 30)) }
            context.draw(pin, in: CGRect(x: 20, y: 60, width: 40, height: 40))
            #expect(context.resolveSymbol(id: "missing") == nil)
        } symbols: {
            RoundedRectangle(cornerRadius: 2).fill(Color.black).frame(width: 20, height: 20).tag("pin")
            Text("not drawn by itself").tag("label")
        }
        .frame(width: 200, height: 120)
    }
}

/// A symbol view that counts how often its body runs.
private struct CountedPin: View {
    @MainActor static var evaluations = 0
    var body: some View {
        Self.evaluations += 1
        return Circle().fill(Color.black).frame(width: 16, height: 16)
    }
}

/// A canvas whose pin follows the model: each move redraws the canvas, not its symbols.
private struct MovingPin: View {
    let model: CanvasModel
    var body: some View {
        let x = model.markerX
        return Canvas { context, _ in
            if let pin = context.resolveSymbol(id: 0) { context.draw(pin, at: CGPoint(x: x, y: 30)) }
        } symbols: {
            CountedPin().tag(0)
        }
        .frame(width: 200, height: 60)
    }
}

@MainActor
@Suite(.serialized) struct CanvasSymbolTests {
    @Test func aRedrawKeepsTheSymbolsItDrewFrom() {
        CountedPin.evaluations = 0
        let model = CanvasModel()
        let r = ViewRenderer(
            MovingPin(model: model), size: Size(width: 200, height: 60), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        #expect(r.buffer[40, 30] & 0xFF < 60)
        for x in [80.0, 120.0, 160.0] {
            model.markerX = x
            r.render(at: 0)
            #expect(r.buffer[Int(x), 30] & 0xFF < 60, "the pin moved to \(x)")
        }
        #expect(r.buffer[40, 30] & 0xFF > 200, "and left its first place")
        #expect(CountedPin.evaluations == 1, "the symbol view was evaluated once, not once per redraw")
    }

    @Test func aSymbolIsDrawnWhereverTheRendererPutsIt() {
        let r = ViewRenderer(Markers(), size: Size(width: 200, height: 120), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        func dark(_ x: Int, _ y: Int) -> Bool { r.buffer[x, y] & 0xFF < 60 }
        // Three 20-point pins centred on (30, 30), (90, 30), (150, 30).
        for x in [30, 90, 150] {
            #expect(dark(x, 30) && dark(x - 8, 22) && dark(x + 8, 38))
            #expect(!dark(x - 12, 30) && !dark(x + 12, 30))
        }
        // One scaled to fill 40 x 40 at (20, 60).
        #expect(dark(24, 64) && dark(56, 96))
        #expect(!dark(64, 80))
        // The symbol views are not drawn at their own place (the pin laid out at the top left).
        #expect(!dark(5, 5))
    }
}
