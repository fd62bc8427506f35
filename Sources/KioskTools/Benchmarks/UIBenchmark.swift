import KioskRuntime
import KioskPlatform
import KioskUI
import KioskText
import KioskGeometry

/// `kiosk bench ui`: a 1280x800 screen of 200 labelled tiles. Measures a one-label change
/// (one tile's state) against a full rebuild (the root's identity changes, so every node is
/// new), split into update, layout and render, plus the damaged pixels.
@MainActor
package struct UIBenchmark {
    package struct Phase: Sendable {
        package var update: Double
        package var layout: Double
        package var render: Double
        package var damagedPixels: Int
        package var bodies: Int
    }
    package struct Result: Sendable {
        package var oneLabel: Phase
        package var fullRebuild: Phase
    }

    final class Model {
        var tick = 0
        var generation = 0
        var actions: [() -> Void] = []
    }

    struct Tile: View {
        let index: Int
        let model: Model
        @State var value = 0
        var body: some View {
            if index == 0 { model.actions.append { value += 1 } }
            return VStack(spacing: 2) {
                Text("Tile \(index)").font(.caption)
                Text("\(value * 7 + index)").font(.headline)
            }
            .frame(width: 112, height: 30)
            .background(
                RoundedRectangle(cornerRadius: 6).fill(index % 2 == 0 ? Color(hex: 0xE0E7FF) : Color(hex: 0xFCE7F3)))
        }
    }

    struct Screen: View {
        let model: Model
        let generation: Int
        var body: some View {
            VStack(spacing: 6) {
                ForEach(0..<20) { row in
                    HStack(spacing: 6) {
                        ForEach(0..<10) { column in Tile(index: row * 10 + column, model: model) }
                    }
                }
            }
            .id(generation)
        }
    }

    package init() {}

    package func run(rounds: Int = 20) -> Result {
        let model = Model()
        let fonts = FontLibrary()
        var bestOne = Phase(update: .infinity, layout: .infinity, render: .infinity, damagedPixels: 0, bodies: 0)
        var bestFull = bestOne
        let renderer = ViewRenderer(
            Screen(model: model, generation: 0), size: Size(width: 1280, height: 800), fonts: fonts)
        renderer.render()
        func measure(_ change: () -> Void) -> Phase {
            let bodiesBefore = renderer.graph.bodyEvaluations
            change()
            let t0 = MonotonicClock.nanoseconds()
            renderer.graph.update()
            let t1 = MonotonicClock.nanoseconds()
            renderer.graph.layout(size: renderer.size)
            let t2 = MonotonicClock.nanoseconds()
            let damage = renderer.render()
            let t3 = MonotonicClock.nanoseconds()
            return Phase(
                update: Double(t1 - t0) / 1e6, layout: Double(t2 - t1) / 1e6, render: Double(t3 - t2) / 1e6,
                damagedPixels: damage.area, bodies: renderer.graph.bodyEvaluations - bodiesBefore)
        }
        func best(_ a: Phase, _ b: Phase) -> Phase {
            a.update + a.layout + a.render <= b.update + b.layout + b.render ? a : b
        }
        for _ in 0..<rounds {
            bestOne = best(bestOne, measure { model.actions.last?() })
        }
        // A full rebuild: a new root identity makes every node new.
        let rebuild = ViewRenderer(
            Screen(model: model, generation: 0), size: Size(width: 1280, height: 800), fonts: fonts)
        for _ in 0..<max(1, rounds / 4) {
            let t0 = MonotonicClock.nanoseconds()
            let fresh = ViewRenderer(
                Screen(model: model, generation: 1), size: Size(width: 1280, height: 800), fonts: fonts)
            fresh.graph.update()
            let t1 = MonotonicClock.nanoseconds()
            fresh.graph.layout(size: fresh.size)
            let t2 = MonotonicClock.nanoseconds()
            let damage = fresh.render()
            let t3 = MonotonicClock.nanoseconds()
            bestFull = best(
                bestFull,
                Phase(
                    update: Double(t1 - t0) / 1e6, layout: Double(t2 - t1) / 1e6, render: Double(t3 - t2) / 1e6,
                    damagedPixels: damage.area, bodies: fresh.graph.bodyEvaluations))
        }
        _ = rebuild
        return Result(oneLabel: bestOne, fullRebuild: bestFull)
    }
}
