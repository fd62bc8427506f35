import Testing
@testable import KioskUI

struct PopoverPlacementTests {
    let screen = Rect(x: 0, y: 0, width: 800, height: 480)
    let size = Size(width: 200, height: 150)

    @Test func belowTheAnchorWhenThereIsRoom() {
        let p = PopoverPlacement.place(
            size: size, anchor: Rect(x: 100, y: 40, width: 80, height: 30), in: screen, margin: 8)
        #expect(p.edge == .bottom)
        #expect(p.frame == Rect(x: 100, y: 76, width: 200, height: 150))
    }

    @Test func aboveAnAnchorNearTheBottom() {
        let p = PopoverPlacement.place(
            size: size, anchor: Rect(x: 100, y: 400, width: 80, height: 30), in: screen, margin: 8)
        #expect(p.edge == .top)
        #expect(p.frame.maxY == 394)
    }

    @Test func keptOnScreenNearTheRightEdge() {
        let p = PopoverPlacement.place(
            size: size, anchor: Rect(x: 760, y: 40, width: 30, height: 30), in: screen, margin: 8)
        #expect(p.frame.maxX == 792)
    }

    @Test func besideTheAnchorWhenNeitherAboveNorBelowHasRoom() {
        let tall = Size(width: 200, height: 300)
        let p = PopoverPlacement.place(
            size: tall, anchor: Rect(x: 100, y: 220, width: 80, height: 30), in: screen, margin: 8)
        #expect(p.edge == .trailing)
        #expect(p.frame.minX == 186 && p.frame.height == 300)
        #expect(abs(p.frame.midY - 235) < 0.01, "centred on the anchor")
        let nearRight = PopoverPlacement.place(
            size: tall, anchor: Rect(x: 650, y: 220, width: 80, height: 30), in: screen, margin: 8)
        #expect(nearRight.edge == .leading && nearRight.frame.maxX == 644)
    }

    @Test func shortenedOnTheRoomierSideWhenNeitherFits() {
        let tall = Size(width: 200, height: 500)
        let p = PopoverPlacement.place(
            size: tall, anchor: Rect(x: 10, y: 150, width: 80, height: 30), in: screen, margin: 8)
        #expect(p.edge == .bottom, "286 points below beat 136 above")
        #expect(p.frame.height == 480 - 8 - 186)
    }

    @Test func narrowerThanTheScreenAlways() {
        let wide = Size(width: 1000, height: 100)
        let p = PopoverPlacement.place(
            size: wide, anchor: Rect(x: 300, y: 40, width: 80, height: 30), in: screen, margin: 8)
        #expect(p.frame.minX == 8 && p.frame.width == 784)
    }
}
