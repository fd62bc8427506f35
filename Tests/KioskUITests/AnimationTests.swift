import Testing
import KioskRaster
import KioskPlatform
import KioskHeadless
@testable import KioskUI

struct Mover: View {
    // Unowned: the trigger keeps closures that capture this view (a cycle LeakSanitizer reports).
    unowned let trigger: Trigger
    @State var moved = false
    @State var shown = false
    var body: some View {
        trigger.actions["move"] = { withAnimation(.linear(duration: 1)) { moved.toggle() } }
        trigger.actions["show"] = { withAnimation(.linear(duration: 1)) { shown = true } }
        return ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 200, height: 100)
            Color.black.frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
            if shown { Color.black.frame(width: 20, height: 20).offset(x: 150, y: 60) }
        }
    }
}

@MainActor
@Suite(.serialized) struct AnimationTests {
    /// x of the first dark pixel on row `y`.
    static func darkX(_ b: PixelBuffer, y: Int) -> Int? {
        (0..<b.width).first { b[$0, y] & 0xFF < 128 }
    }

    @Test func withAnimationMovesAlongTheCurveOnTheManualClock() {
        let trigger = Trigger()
        let r = ViewRenderer(
            Mover(trigger: trigger), size: Size(width: 200, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        #expect(Self.darkX(r.buffer, y: 10) == 0)
        trigger.fire("move")
        r.render(at: 0)
        #expect(r.graph.isAnimating)
        r.render(at: 0.5)
        #expect(Self.darkX(r.buffer, y: 10) == 50, "linear: halfway at half time")
        r.render(at: 1.0)
        #expect(Self.darkX(r.buffer, y: 10) == 100)
        #expect(!r.graph.isAnimating, "no frames are needed once it ends")
        let damage = r.render(at: 2.0)
        #expect(damage.isEmpty)
    }

    @Test func appearingViewsFadeIn() {
        let trigger = Trigger()
        let r = ViewRenderer(
            Mover(trigger: trigger), size: Size(width: 200, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        trigger.fire("show")
        r.render(at: 0)
        r.render(at: 0.5)
        let mid = r.buffer[160, 70] & 0xFF
        #expect(mid > 100 && mid < 160, "half faded: \(mid)")
        r.render(at: 1.0)
        #expect(r.buffer[160, 70] & 0xFF == 0)
    }

    @Test func animationModifierAnimatesWhenItsValueChanges() {
        let trigger = Trigger()
        struct Pulse: View {
            // Unowned: the trigger keeps closures that capture this view (a cycle LeakSanitizer reports).
            unowned let trigger: Trigger
            @State var big = false
            var body: some View {
                trigger.actions["toggle"] = { big.toggle() }
                return Color.black.frame(width: 40, height: 40)
                    .scaleEffect(big ? 2 : 1)
                    .animation(.easeInOut(duration: 0.4), value: big)
                    .frame(width: 120, height: 120)
            }
        }
        let r = ViewRenderer(
            Pulse(trigger: trigger), size: Size(width: 120, height: 120), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        #expect(Self.darkX(r.buffer, y: 60) == 40)
        trigger.fire("toggle")
        r.render(at: 0)
        r.render(at: 0.2)
        let mid = Self.darkX(r.buffer, y: 60) ?? -1
        #expect(mid > 20 && mid < 40, "between 40 (scale 1) and 20 (scale 2): \(mid)")
        r.render(at: 0.4)
        #expect(Self.darkX(r.buffer, y: 60) == 20)
        #expect(!r.graph.isAnimating)
    }

    @Test func curvesHaveTheirShapes() {
        #expect(Animation.linear(duration: 2).progress(at: 0.5) == 0.25)
        let ease = Animation.easeInOut(duration: 1)
        #expect(
            ease.progress(at: 0.1) < 0.1 && abs(ease.progress(at: 0.5) - 0.5) < 0.01 && ease.progress(at: 0.9) > 0.9)
        let bouncy = Animation.spring(response: 0.4, dampingFraction: 0.5)
        let samples = stride(from: 0.0, to: bouncy.duration, by: 0.01).map { bouncy.progress(at: $0) }
        #expect(samples.max()! > 1.05, "an underdamped spring overshoots")
        #expect(abs(bouncy.progress(at: bouncy.duration) - 1) < 0.002)
        #expect(Animation.easeIn(duration: 1).delay(0.5).progress(at: 0.4) == 0)
    }

    @Test func animationFramesRenderPartiallyAsFully() {
        let trigger = Trigger()
        let r = ViewRenderer(
            Mover(trigger: trigger), size: Size(width: 200, height: 100), scale: 1.5, background: .white,
            fonts: Fixtures.fonts)
        let display = HeadlessDisplay(width: r.buffer.width, height: r.buffer.height, agePolicy: .ring(count: 2))
        var time = 0.0
        for step in 0..<12 {
            if step == 1 { trigger.fire("move") }
            if step == 4 { trigger.fire("show") }
            let damage = r.render(at: time)
            _ = try? display.present(r.buffer, damage: damage)
            #expect(display.frontBuffer!.hasSamePixels(as: r.renderFull()), "step \(step)")
            if step > 1 { #expect(damage.area < r.screen.area / 2) }
            time += 1.0 / 8
        }
    }
}
