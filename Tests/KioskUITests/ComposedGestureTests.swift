import Testing
import KioskGeometry
import KioskTesting
import KioskText
@testable import KioskUI

/// A tile that a double tap zooms and a single tap selects, and a chip that a long press
/// picks up and a drag then moves (Apple's `DraggableCircle` pattern, with `@GestureState`).
private struct Board: View {
    @State private var taps = "none"
    @State private var offset = Size.zero
    @State private var drops = 0
    @GestureState private var lift = Size.zero
    @GestureState private var held = false
    var body: some View {
        VStack(spacing: 20) {
            Color.orange.frame(width: 200, height: 100)
                .gesture(
                    TapGesture(count: 2).onEnded { taps = "double" }
                        .exclusively(before: TapGesture().onEnded { taps = "single" }))
            Color.blue.frame(width: 80, height: 80)
                .offset(x: offset.width + lift.width, y: offset.height + lift.height)
                .gesture(
                    LongPressGesture(minimumDuration: 0.5)
                        .sequenced(before: DragGesture())
                        .updating($lift) { value, state, _ in
                            if case .second(true, let drag?) = value { state = drag.translation }
                        }
                        .updating($held) { value, state, _ in
                            if case .second(true, _) = value { state = true }
                        }
                        .onEnded { value in
                            guard case .second(true, let drag?) = value else { return }
                            offset.width += drag.translation.width
                            offset.height += drag.translation.height
                            drops += 1
                        })
            Text("taps \(taps)")
            Text("chip \(Int(offset.width)) \(Int(offset.height)) lift \(Int(lift.width)) held \(held) drops \(drops)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite(.serialized) struct ComposedGestureTests {
    func label(_ ui: UITestDriver, _ prefix: String) -> String? {
        ui.elements.map(\.label).first { $0.hasPrefix(prefix) }
    }

    @Test func aSingleTapWaitsUntilNoSecondTapCanCome() {
        let ui = UITestDriver(Board(), size: Size(width: 400, height: 500), fonts: Fixtures.fonts)
        let tile = Point(x: 200, y: 50)
        ui.tap(at: tile)
        #expect(label(ui, "taps") == "taps none", "a second tap may still come")
        ui.advance(by: 0.4)
        ui.settle()
        #expect(label(ui, "taps") == "taps single")
        ui.tap(at: tile)
        ui.advance(by: 0.1)
        ui.tap(at: tile)
        #expect(label(ui, "taps") == "taps double")
        ui.advance(by: 1)
        ui.settle()
        #expect(label(ui, "taps") == "taps double", "the double tap's first tap is not also a single tap")
    }

    @Test func aDragAfterALongPressMovesTheChipAndAQuickDragDoesNot() {
        let ui = UITestDriver(Board(), size: Size(width: 400, height: 500), fonts: Fixtures.fonts)
        let chip = Point(x: 200, y: 160)
        // Moved at once: the press fails, nothing moves.
        ui.drag(from: chip, to: Point(x: 260, y: 160))
        #expect(label(ui, "chip") == "chip 0 0 lift 0 held false drops 0")
        // Held, then dragged.
        let id = ui.touchDown(at: chip)
        ui.advance(by: 0.6)
        ui.settle()
        #expect(label(ui, "chip") == "chip 0 0 lift 0 held true drops 0", "picked up")
        for i in 1...5 { ui.touchMove(id, to: Point(x: chip.x + Double(i) * 10, y: chip.y + Double(i) * 4)) }
        #expect(label(ui, "chip") == "chip 0 0 lift 50 held true drops 0")
        ui.touchUp(id, at: Point(x: chip.x + 50, y: chip.y + 20))
        #expect(label(ui, "chip") == "chip 50 20 lift 0 held false drops 1")
        // Held and lifted without moving: the sequence ends with no drag.
        ui.touchUp(ui.touchDown(at: Point(x: 250, y: 180)), at: Point(x: 250, y: 180))
        let held = ui.touchDown(at: Point(x: 250, y: 180))
        ui.advance(by: 0.6)
        ui.settle()
        ui.touchUp(held, at: Point(x: 250, y: 180))
        #expect(label(ui, "chip") == "chip 50 20 lift 0 held false drops 1")
    }
}
