import Testing
import KioskGeometry
import KioskTesting
import KioskText
@testable import KioskUI

/// A plan that two fingers zoom and turn, and one finger pans.
struct ZoomablePlan: View {
    @State private var scale = 1.0
    @State private var angle = 0.0
    @State private var pan = Size.zero
    @State private var ends = 0
    var body: some View {
        VStack {
            Color.blue
                .frame(width: 300, height: 200)
                .gesture(
                    MagnifyGesture().simultaneously(with: RotateGesture())
                        .onChanged { value in
                            scale = value.first?.magnification ?? scale
                            angle = value.second?.rotation.degrees ?? angle
                        }
                        .onEnded { _ in ends += 1 }
                )
            Color.green
                .frame(width: 300, height: 150)
                .gesture(
                    DragGesture(minimumDistance: 5).onChanged { pan = $0.translation }
                        .simultaneously(with: MagnificationGesture().onChanged { scale = $0 }))
            Text("scale \(Int((scale * 100).rounded())) angle \(Int(angle.rounded())) ends \(ends)")
            Text("pan \(Int(pan.width)) \(Int(pan.height))")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

/// Two-finger gestures from two touch slots, driven through the UI test driver.
@MainActor
@Suite(.serialized) struct PinchGestureTests {
    func label(_ ui: UITestDriver, _ prefix: String) -> String? {
        ui.elements.map(\.label).first { $0.hasPrefix(prefix) }
    }

    @Test func spreadingTwoFingersMagnifiesAndTurningThemRotates() {
        let ui = UITestDriver(ZoomablePlan(), size: Size(width: 400, height: 500), fonts: Fixtures.fonts)
        let a = ui.touchDown(at: Point(x: 100, y: 100))
        ui.advance(by: 0.05)
        let b = ui.touchDown(at: Point(x: 200, y: 100))
        for i in 1...5 {
            ui.advance(by: 0.02)
            ui.touchMove(b, to: Point(x: 200 + Double(i) * 20, y: 100))
        }
        ui.renderFrame()
        #expect(label(ui, "scale") == "scale 200 angle 0 ends 0", "twice as far apart")
        // The second finger swings round the first: a quarter turn, clockwise, 200 points off.
        ui.touchMove(b, to: Point(x: 100, y: 150))
        ui.renderFrame()
        #expect(label(ui, "scale") == "scale 50 angle 90 ends 0")
        ui.touchUp(b, at: Point(x: 100, y: 150))
        ui.touchUp(a, at: Point(x: 100, y: 100))
        ui.renderFrame()
        #expect(label(ui, "scale") == "scale 50 angle 90 ends 1", "the composed gesture ends once")
    }

    @Test func oneFingerStillPansAndASecondOnePinchesAlongside() {
        let ui = UITestDriver(ZoomablePlan(), size: Size(width: 400, height: 500), fonts: Fixtures.fonts)
        // The green plan starts below the blue one (200 points and the stack's spacing).
        let a = ui.touchDown(at: Point(x: 100, y: 260))
        for i in 1...4 { ui.touchMove(a, to: Point(x: 100 + Double(i) * 10, y: 260)) }
        ui.renderFrame()
        #expect(label(ui, "pan") == "pan 40 0")
        let b = ui.touchDown(at: Point(x: 240, y: 260))
        ui.touchMove(b, to: Point(x: 340, y: 260))
        ui.renderFrame()
        #expect(label(ui, "scale") == "scale 200 angle 0 ends 0", "100 points apart, then 200")
        ui.touchUp(b, at: Point(x: 340, y: 260))
        ui.touchUp(a, at: Point(x: 140, y: 260))
    }

    @Test func aSingleFingerDoesNotPinch() {
        let ui = UITestDriver(ZoomablePlan(), size: Size(width: 400, height: 500), fonts: Fixtures.fonts)
        let a = ui.touchDown(at: Point(x: 100, y: 100))
        for i in 1...5 { ui.touchMove(a, to: Point(x: 100 + Double(i) * 20, y: 100)) }
        ui.touchUp(a, at: Point(x: 200, y: 100))
        ui.renderFrame()
        #expect(label(ui, "scale") == "scale 100 angle 0 ends 0")
    }
}
