import Testing
import KioskRaster
@testable import KioskUI

private struct Stacked: View {
    unowned let trigger: Trigger
    @State var redInFront = true
    @State var taps: [String] = []
    var body: some View {
        trigger.actions["swap"] = { redInFront.toggle() }
        trigger.actions["taps"] = { Stacked.seen = taps }
        return ZStack {
            Color.red.frame(width: 60, height: 60).zIndex(redInFront ? 1 : 0).onTapGesture { taps.append("red") }
            Color.blue.frame(width: 60, height: 60).onTapGesture { taps.append("blue") }
        }
        .frame(width: 100, height: 100)
    }
    @MainActor static var seen: [String] = []
}

@MainActor
@Suite(.serialized) struct ZIndexTests {
    @Test func aHigherZIndexDrawsInFrontAndTakesTheTouch() {
        let trigger = Trigger()
        let r = ViewRenderer(Stacked(trigger: trigger), size: Size(width: 100, height: 100), fonts: Fixtures.fonts)
        r.render(at: 0)
        func front() -> String { (r.buffer[50, 50] >> 16) & 0xFF > 200 ? "red" : "blue" }
        #expect(front() == "red", "the red square comes before the blue one but has the higher index")
        r.graph.touch(.began, at: Point(x: 50, y: 50), time: 0.1)
        r.graph.touch(.ended, at: Point(x: 50, y: 50), time: 0.15)
        trigger.fire("swap")
        r.render(at: 0.2)
        #expect(front() == "blue", "back to the order they are written in")
        r.graph.touch(.began, at: Point(x: 50, y: 50), time: 0.3)
        r.graph.touch(.ended, at: Point(x: 50, y: 50), time: 0.35)
        r.render(at: 0.4)
        trigger.fire("taps")
        #expect(Stacked.seen == ["red", "blue"], "each tap went to the square in front")
    }

    @Test func anIndexStaysInsideItsOwnContainer() {
        struct Nested: View {
            var body: some View {
                ZStack {
                    ZStack { Color.red.frame(width: 60, height: 60).zIndex(5) }
                    Color.blue.frame(width: 60, height: 60)
                }
                .frame(width: 100, height: 100)
            }
        }
        let r = ViewRenderer(Nested(), size: Size(width: 100, height: 100), fonts: Fixtures.fonts)
        r.render(at: 0)
        #expect(r.buffer[50, 50] & 0xFF > 200, "the blue square, written last, stays in front")
    }
}
