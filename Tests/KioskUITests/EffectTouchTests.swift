import KioskTesting
import Testing

@testable import KioskUI

@MainActor final class Taps {
    var count = 0
    var locations: [CGPoint] = []
    var translations: [CGSize] = []
    var velocities: [CGSize] = []
    var pinchStarts: [CGPoint] = []
}

/// A box (40 x 20 unless told) in the middle of a 200 x 200 screen, drawn through `effect`.
private struct Box<Effect: ViewModifier>: View {
    let taps: Taps
    let effect: Effect
    var width = 40.0, height = 20.0
    var body: some View {
        Color.blue.frame(width: width, height: height)
            .onTapGesture { location in
                taps.count += 1
                taps.locations.append(location)
            }
            .modifier(effect)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

private struct Scaled: ViewModifier {
    func body(content: Content) -> some View { content.scaleEffect(2) }
}
private struct Turned: ViewModifier {
    func body(content: Content) -> some View { content.rotationEffect(.degrees(90)) }
}
private struct Flipped: ViewModifier {
    func body(content: Content) -> some View { content.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)) }
}

/// A drag in a view scaled by two, its translations recorded.
private struct Dragged: View {
    let taps: Taps
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
            .gesture(
                DragGesture(minimumDistance: 0).onChanged {
                    taps.translations.append($0.translation)
                    taps.velocities.append($0.velocity)
                }
            )
            .scaleEffect(2)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A pinch in a view turned a quarter and scaled by two, where it started recorded.
private struct Pinched: View {
    let taps: Taps
    var body: some View {
        Color.blue.frame(width: 60, height: 40)
            .gesture(MagnifyGesture().onChanged { taps.pinchStarts.append($0.startLocation) })
            .rotationEffect(.degrees(90))
            .scaleEffect(2)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// Touches land where a view is drawn under a scale, a turn or a geometry effect, and its
/// gestures see points in its own coordinates, as in SwiftUI.
@MainActor
@Suite(.serialized) struct EffectTouchTests {
    static let size = Size(width: 200, height: 200)

    @Test func aScaledViewAnswersOverTheAreaItIsDrawnOn() {
        let taps = Taps()
        let ui = UITestDriver(Box(taps: taps, effect: Scaled()), size: Self.size)
        // Laid out at 80...120 x 90...110; drawn twice the size, 60...140 x 80...120.
        ui.tap(at: Point(x: 65, y: 85))
        #expect(taps.count == 1, "inside the drawn box, outside the laid-out one")
        #expect(abs(taps.locations[0].x - 2.5) < 1e-9 && abs(taps.locations[0].y - 2.5) < 1e-9, "\(taps.locations)")
        ui.tap(at: Point(x: 50, y: 100))
        #expect(taps.count == 1, "outside the drawn box")
    }

    @Test func aTurnedViewAnswersWhereItIsTurnedTo() {
        let taps = Taps()
        // 60 x 30 (not widened to the 44-point minimum target along its length).
        let ui = UITestDriver(Box(taps: taps, effect: Turned(), width: 60, height: 30), size: Self.size)
        // Laid out at 70...130 x 85...115; turned a quarter about its middle, 85...115 x 70...130.
        ui.tap(at: Point(x: 100, y: 73))
        #expect(taps.count == 1, "the turned box's top end")
        ui.tap(at: Point(x: 74, y: 100))
        #expect(taps.count == 1, "its laid-out left end is no longer there")
        // Its top end is its left end turned clockwise: x = 3 and the middle of its height.
        #expect(abs(taps.locations[0].x - 3) < 1e-6 && abs(taps.locations[0].y - 15) < 1e-6, "\(taps.locations)")
    }

    @Test func aViewTurnedOverReportsPointsInItsOwnCoordinates() {
        let taps = Taps()
        let ui = UITestDriver(Box(taps: taps, effect: Flipped()), size: Self.size)
        // Turned over about its middle: the point at the drawn box's left is its right end.
        ui.tap(at: Point(x: 85, y: 100))
        #expect(taps.count == 1)
        #expect(abs(taps.locations[0].x - 35) < 1e-6, "\(taps.locations)")
    }

    @Test func aDragInAScaledViewMovesInItsOwnPoints() {
        let taps = Taps()
        let ui = UITestDriver(Dragged(taps: taps), size: Self.size)
        let id = ui.touchDown(at: Point(x: 100, y: 100))
        ui.touchMove(id, to: Point(x: 130, y: 110))
        ui.touchUp(id, at: Point(x: 130, y: 110))
        let last = taps.translations.last ?? .zero
        #expect(abs(last.width - 15) < 1e-9 && abs(last.height - 5) < 1e-9, "half the finger's travel: \(last)")
    }

    @Test func aDragInAScaledViewReportsItsVelocityInItsOwnPoints() {
        let taps = Taps()
        let ui = UITestDriver(Dragged(taps: taps), size: Self.size)
        let id = ui.touchDown(at: Point(x: 100, y: 100))
        // 16 ms apart, 8 points right and 4 down each: 500 and 250 points a second on the screen.
        for i in 1...4 { ui.touchMove(id, to: Point(x: 100 + 8 * Double(i), y: 100 + 4 * Double(i))) }
        let v = taps.velocities.last ?? .zero
        #expect(abs(v.width - 250) < 1e-3 && abs(v.height - 125) < 1e-3, "half the screen velocity: \(v)")
        ui.touchUp(id, at: Point(x: 132, y: 116))
    }

    @Test func aPinchInATurnedAndScaledViewStartsAtItsOwnPoint() {
        let taps = Taps()
        let ui = UITestDriver(Pinched(taps: taps), size: Self.size)
        // Laid out at 70...130 x 80...120; turned a quarter and doubled about the middle it is
        // drawn over 60...140 x 40...160. Fingers at (90, 60) and (110, 60): between them
        // (100, 60), 40 points above the middle on the screen, 20 in the view, along its
        // turned length: the view's own point 10 from its left end, in the middle of its height.
        let a = ui.touchDown(at: Point(x: 90, y: 60))
        ui.advance(by: 0.05)
        let b = ui.touchDown(at: Point(x: 110, y: 60))
        for i in 1...3 { ui.touchMove(b, to: Point(x: 110 + 10 * Double(i), y: 60)) }
        let start = taps.pinchStarts.last ?? Point(x: -1, y: -1)
        #expect(abs(start.x - 10) < 1e-6 && abs(start.y - 20) < 1e-6, "\(taps.pinchStarts)")
        ui.touchUp(b, at: Point(x: 140, y: 60))
        ui.touchUp(a, at: Point(x: 90, y: 60))
    }
}
