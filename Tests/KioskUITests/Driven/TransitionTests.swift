import Testing
import KioskTesting
import KioskText

struct TransitionScreen: View {
    let transition: AnyTransition
    @State var shown = false
    var body: some View {
        VStack(spacing: 0) {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }.frame(height: 40)
            ZStack {
                Color.white
                if shown { Color.red.frame(width: 100, height: 50).transition(transition) }
            }
            .frame(width: 300, height: 160)
        }
    }
}

@MainActor
@Suite(.serialized) struct TransitionTests {
    /// The red box, laid out at x 100..<200, y 95..<145 of a 300x200 screen.
    func isRed(_ ui: UITestDriver, _ x: Int, _ y: Int) -> Bool {
        let p = ui.screenshot[x, y]
        let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
        return r > 200 && g < 120 && b < 120
    }

    func driver(_ t: AnyTransition) -> UITestDriver {
        let ui = UITestDriver(TransitionScreen(transition: t), size: Size(width: 300, height: 200), fonts: Shared.fonts)
        ui.onFrame = { [unowned ui] _ in #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull())) }
        return ui
    }

    @Test func moveSlidesInFromTheEdge() throws {
        let ui = driver(.move(edge: .leading))
        try ui.tap("Toggle")
        ui.runFrames(for: 0.5, fps: 20)
        #expect(isRed(ui, 60, 120) && !isRed(ui, 190, 120), "halfway: moved left by half its width")
        ui.runFrames(for: 1, fps: 20)
        #expect(isRed(ui, 190, 120) && !isRed(ui, 60, 120), "in place")
        #expect(!ui.graph.needsFrames)
    }

    @Test func scaleGrowsFromTheAnchor() throws {
        let ui = driver(.scale)
        try ui.tap("Toggle")
        ui.runFrames(for: 0.5, fps: 20)
        #expect(isRed(ui, 150, 120) && !isRed(ui, 110, 120), "halfway: half size about the centre")
        ui.runFrames(for: 1, fps: 20)
        #expect(isRed(ui, 110, 120))
    }

    @Test func asymmetricTransitionsComeAndGoDifferently() throws {
        let ui = driver(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity))
        try ui.tap("Toggle")
        ui.runFrames(for: 0.5, fps: 20)
        #expect(!isRed(ui, 150, 100) && isRed(ui, 150, 130), "coming up from below")
        ui.runFrames(for: 1, fps: 20)
        try ui.tap("Toggle")
        ui.runFrames(for: 0.5, fps: 20)
        let p = ui.screenshot[150, 120]
        #expect(
            (p >> 16) & 0xFF > 200 && (p >> 8) & 0xFF > 90 && (p >> 8) & 0xFF < 200, "fading out in place, half red")
        ui.runFrames(for: 1, fps: 20)
        #expect(!isRed(ui, 150, 120))
    }

    @Test func reduceMotionTurnsMovesIntoFades() throws {
        let ui = UITestDriver(
            TransitionScreen(transition: .move(edge: .leading)).environment(\.accessibilityReduceMotion, true),
            size: Size(width: 300, height: 200), fonts: Shared.fonts)
        try ui.tap("Toggle")
        ui.runFrames(for: 0.5, fps: 20)
        #expect(!isRed(ui, 60, 120), "not moved")
        let p = ui.screenshot[150, 120]
        #expect((p >> 8) & 0xFF > 90, "but half faded in")
    }
}
