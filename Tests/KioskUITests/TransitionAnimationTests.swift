import Testing
import KioskRaster
import KioskPlatform
@testable import KioskUI

/// A square that comes and goes with a transition of its own animation.
private struct Note: View {
    unowned let trigger: Trigger
    @State var shown = true
    var body: some View {
        trigger.actions["toggle"] = { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        return ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 100, height: 100)
            if shown {
                Color.black.frame(width: 40, height: 40)
                    .transition(
                        .asymmetric(
                            insertion: .opacity.animation(.linear(duration: 0.2).delay(0.5)),
                            removal: .opacity.animation(.linear(duration: 0.1))))
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct TransitionAnimationTests {
    @Test func aTransitionsOwnAnimationTimesTheViewsComingAndGoing() {
        let trigger = Trigger()
        let r = ViewRenderer(
            Note(trigger: trigger), size: Size(width: 100, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        #expect(r.buffer[20, 20] & 0xFF == 0)
        trigger.fire("toggle")
        r.render(at: 0)
        r.render(at: 0.05)
        let half = r.buffer[20, 20] & 0xFF
        #expect(half > 100 && half < 160, "half gone after 0.05 s of 0.1 s: \(half)")
        r.render(at: 0.2)
        #expect(r.buffer[20, 20] & 0xFF == 255, "gone after its own 0.1 s, not the change's 1 s")
        trigger.fire("toggle")
        r.render(at: 1)
        r.render(at: 1.4)
        #expect(r.buffer[20, 20] & 0xFF == 255, "waits for its delay")
        r.render(at: 1.6)
        let coming = r.buffer[20, 20] & 0xFF
        #expect(coming > 100 && coming < 160, "half in: \(coming)")
        r.render(at: 1.8)
        #expect(r.buffer[20, 20] & 0xFF == 0)
    }
}
