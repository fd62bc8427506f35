import Testing
import KioskText
@testable import KioskUI

/// `.safeAreaInset(edge:)`: the bar along the edge, the view in the rest of the room.
@MainActor
@Suite struct SafeAreaInsetTests {
    static func layout<V: View>(_ view: V) -> ViewGraph {
        let g = ViewGraph(root: view, fonts: Fixtures.fonts)
        g.update()
        g.layout(size: Size(width: 400, height: 300))
        return g
    }

    @Test func aBottomBarTakesItsHeightAndTheViewTheRest() {
        let g = Self.layout(
            Color.red.safeAreaInset(edge: .bottom, spacing: 10) {
                Color.blue.frame(width: 120, height: 40)
            })
        let colors = g.frames(ofType: "Color")
        #expect(colors[0] == Rect(x: 0, y: 0, width: 400, height: 250))
        // As wide as the view's room, centred by default.
        #expect(colors[1] == Rect(x: 140, y: 260, width: 120, height: 40))
    }

    @Test func aTopBarLinesUpByItsAlignment() {
        let g = Self.layout(
            Color.red.safeAreaInset(edge: .top, alignment: .leading) {
                Color.blue.frame(width: 120, height: 40)
            })
        let colors = g.frames(ofType: "Color")
        #expect(colors[0] == Rect(x: 0, y: 0, width: 120, height: 40))
        #expect(colors[1] == Rect(x: 0, y: 40, width: 400, height: 260))
    }

    @Test func aTrailingBarTakesItsWidth() {
        let g = Self.layout(
            Color.red.safeAreaInset(edge: .trailing) {
                Color.blue.frame(width: 100, height: 50)
            })
        let colors = g.frames(ofType: "Color")
        #expect(colors[0] == Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(colors[1] == Rect(x: 300, y: 125, width: 100, height: 50))
    }
}
