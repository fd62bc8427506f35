import Testing
import KioskGeometry
import KioskTesting
import KioskText
@testable import KioskUI

struct Bounce {
    var scale = 1.0
    var lift = 0.0
}

struct BouncingBadge: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Tap") { taps += 1 }
            Text("Badge")
                .keyframeAnimator(initialValue: Bounce(), trigger: taps) { content, value in
                    VStack {
                        content.scaleEffect(value.scale).offset(y: -value.lift)
                        Text("scale \(Int((value.scale * 100).rounded())) lift \(Int(value.lift.rounded()))")
                    }
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(2.0, duration: 1)
                        SpringKeyframe(1.0, duration: 1, spring: Spring(duration: 0.3))
                    }
                    KeyframeTrack(\.lift) {
                        MoveKeyframe(10.0)
                        LinearKeyframe(30.0, duration: 0.5)
                        CubicKeyframe(0.0, duration: 0.5)
                    }
                }
        }
    }
}

/// Keyframe animators sampled on the display clock (the driver's manual clock).
@MainActor
@Suite(.serialized) struct KeyframeAnimatorTests {
    @Test func tracksMoveTheirPropertiesTogetherThroughTheirKeyframes() throws {
        let ui = UITestDriver(BouncingBadge(), size: Size(width: 300, height: 300), fonts: Fixtures.fonts)
        #expect(ui.exists(label: "scale 100 lift 0"), "the initial value before the trigger")
        try ui.tap("Tap")
        ui.renderFrame()
        #expect(ui.exists(label: "scale 100 lift 10"), "a move keyframe jumps at once")
        ui.advance(by: 0.25)
        ui.renderFrame()
        #expect(ui.exists(label: "scale 125 lift 20"), "linear: a quarter of the way, half of the lift's")
        ui.advance(by: 0.5)
        ui.renderFrame()
        // Scale 1.75; the lift is on its cubic way back down from 30 to 0, half way.
        let label = ui.elements.map(\.label).first { $0.hasPrefix("scale 175 lift ") }
        #expect(label != nil)
        ui.advance(by: 1.5)
        ui.renderFrame()
        #expect(ui.exists(label: "scale 100 lift 0"), "the spring settles at its keyframe")
        ui.runFrames(for: 1)
        #expect(ui.waitForIdle(timeout: 1), "a finished animator asks for no frames")
    }

    @Test func theCubicKeyframePassesThroughItsKeyframesSmoothly() {
        let track = KeyframeTrack(\Bounce.lift) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(20.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        let start = Bounce()
        #expect(abs(track.sample(start, at: 1).lift - 10) < 1e-9)
        #expect(abs(track.sample(start, at: 2).lift - 20) < 1e-9)
        // It rises through 10 (between 0 and 20) without stopping there.
        let a = track.sample(start, at: 0.9).lift, b = track.sample(start, at: 1.1).lift
        #expect(a < 10 && b > 10)
        #expect(track.sample(start, at: 3).lift == 0)
    }
}
