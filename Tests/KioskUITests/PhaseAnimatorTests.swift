import Testing
import KioskGeometry
import KioskTesting
import KioskText
@testable import KioskUI

struct Doorbell: View {
    @State private var rings = 0
    var body: some View {
        VStack {
            Button("Ring") { rings += 1 }
            Text("Bell")
                .phaseAnimator([1, 2, 3], trigger: rings) { content, phase in
                    VStack {
                        content
                        Text("phase \(phase)")
                    }
                } animation: { phase in
                    phase == 3 ? .linear(duration: 0.5) : .linear(duration: 0.2)
                }
        }
    }
}

struct Pulse: View {
    var body: some View {
        PhaseAnimator([false, true]) { on in
            Text(on ? "bright" : "dim")
        } animation: { _ in
            .easeInOut(duration: 1)
        }
    }
}

/// Phase animators step on the display clock (the driver's manual clock: nothing timed).
@MainActor
@Suite(.serialized) struct PhaseAnimatorTests {
    @Test func aTriggerStepsOnceThroughThePhasesAndEndsAtTheFirst() throws {
        let ui = UITestDriver(Doorbell(), size: Size(width: 300, height: 300), fonts: Fixtures.fonts)
        #expect(ui.exists(label: "phase 1") && ui.exists(label: "Bell"))
        try ui.tap("Ring")
        ui.renderFrame()
        #expect(ui.exists(label: "phase 2"), "the first step starts at once")
        ui.advance(by: 0.1)
        ui.renderFrame()
        #expect(ui.exists(label: "phase 2"), "still within its 0.2 s")
        ui.advance(by: 0.15)
        ui.renderFrame()
        #expect(ui.exists(label: "phase 3"))
        ui.advance(by: 0.45)
        ui.renderFrame()
        #expect(ui.exists(label: "phase 3"), "phase 3's own animation takes 0.5 s")
        ui.advance(by: 0.1)
        ui.renderFrame()
        #expect(ui.exists(label: "phase 1"), "back to the first phase")
        ui.runFrames(for: 2)
        #expect(ui.exists(label: "phase 1"), "and it stays there until the trigger changes again")
        #expect(ui.waitForIdle(timeout: 2), "nothing runs while it rests")
    }

    @Test func withoutATriggerThePhasesTurnForever() {
        let ui = UITestDriver(Pulse(), size: Size(width: 300, height: 300), fonts: Fixtures.fonts)
        ui.renderFrame()
        #expect(ui.exists(label: "bright"), "it starts at once")
        ui.advance(by: 1.05)
        ui.renderFrame()
        #expect(ui.exists(label: "dim"))
        ui.advance(by: 1.0)
        ui.renderFrame()
        #expect(ui.exists(label: "bright"))
    }
}
