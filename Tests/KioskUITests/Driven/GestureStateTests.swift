import Testing
import KioskTesting
import KioskText

struct DraggableCard: View {
    @GestureState var drag = Size.zero
    @State var drops = 0
    var body: some View {
        VStack {
            Text("Offset \(Int(drag.width)),\(Int(drag.height))")
            Text("Drops \(drops)")
            Color.blue.frame(width: 80, height: 80)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onEnded { _ in drops += 1 })
        }
    }
}

@MainActor
@Suite(.serialized) struct GestureStateTests {
    @Test func gestureStateFollowsTheDragAndResetsWhenItEnds() throws {
        let ui = UITestDriver(DraggableCard(), size: Size(width: 300, height: 300), fonts: Shared.fonts)
        let start = Point(x: 150, y: 180)
        let id = ui.touchDown(at: start)
        ui.touchMove(id, to: Point(x: 170, y: 190))
        #expect(ui.exists(label: "Offset 20,10"))
        ui.touchMove(id, to: Point(x: 190, y: 200))
        #expect(ui.exists(label: "Offset 40,20"))
        ui.touchUp(id, at: Point(x: 190, y: 200))
        #expect(ui.exists(label: "Offset 0,0"), "back to its initial value")
        #expect(ui.exists(label: "Drops 1"))
    }

    @Test func aCancelledTouchResetsGestureStateWithoutEnding() throws {
        let ui = UITestDriver(DraggableCard(), size: Size(width: 300, height: 300), fonts: Shared.fonts)
        let id = ui.touchDown(at: Point(x: 150, y: 180))
        ui.touchMove(id, to: Point(x: 180, y: 180))
        #expect(ui.exists(label: "Offset 30,0"))
        ui.graph.touch(.cancelled, id: id, at: Point(x: 180, y: 180), time: ui.time)
        ui.settle()
        #expect(ui.exists(label: "Offset 0,0"))
        #expect(ui.exists(label: "Drops 0"), "no onEnded for a cancelled touch")
    }

    @Test func aScrollViewSettlesBackWhenItsTouchIsCancelled() throws {
        let ui = UITestDriver(RowsScreen(), size: Size(width: 200, height: 400), fonts: Shared.fonts)
        let id = ui.touchDown(at: Point(x: 100, y: 50))
        for y in stride(from: 60.0, through: 250, by: 10) { ui.touchMove(id, to: Point(x: 100, y: y)) }
        #expect(try ui.element(label: "Row 0").frame.midY > 40, "pulled past the top")
        ui.graph.touch(.cancelled, id: id, at: Point(x: 100, y: 250), time: ui.time)
        ui.runFrames(for: 2)
        #expect(try ui.element(label: "Row 0").frame.midY == 20)
        #expect(!ui.graph.needsFrames)
    }

    @Test func aLongPressUpdatesGestureStateWhileHeld() throws {
        struct Screen: View {
            @GestureState var holding = false
            @State var fired = 0
            var body: some View {
                VStack {
                    Text(holding ? "Holding" : "Idle")
                    Text("Fired \(fired)")
                    Color.orange.frame(width: 100, height: 100)
                        .gesture(
                            LongPressGesture(minimumDuration: 1)
                                .updating($holding) { pressing, state, _ in state = pressing }
                                .onEnded { _ in fired += 1 })
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 300, height: 300), fonts: Shared.fonts)
        let id = ui.touchDown(at: Point(x: 150, y: 170))
        #expect(ui.exists(label: "Holding"))
        ui.advance(by: 0.5)
        ui.settle()
        #expect(ui.exists(label: "Holding") && ui.exists(label: "Fired 0"))
        ui.advance(by: 0.6)
        ui.settle()
        #expect(ui.exists(label: "Fired 1"))
        #expect(ui.exists(label: "Idle"), "back to its initial value once the press has fired")
        ui.touchUp(id, at: Point(x: 150, y: 170))
        #expect(ui.exists(label: "Idle"))
    }
}
