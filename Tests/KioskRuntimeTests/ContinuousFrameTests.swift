import KioskGeometry
import KioskHeadless
import KioskPlatform
import KioskRuntime
import KioskUI
import Testing

/// Spins for ever: a frame every refresh while it is on screen.
struct Spinner: View {
    @State private var turned = false
    var body: some View {
        Rectangle().frame(width: 20, height: 4).rotationEffect(.degrees(turned ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turned = true }
            }
    }
}

/// On a display without flips to wait for (headless, fbdev), each frame of a continuous
/// animation is taken from the event loop: frames do not nest, whatever their speed.
@MainActor @Suite struct ContinuousFrameTests {
    @Test func framesOfAnEndlessAnimationComeFromTheLoop() throws {
        let renderer = ViewRenderer(Spinner(), size: Size(width: 40, height: 40))
        // A 1000 Hz display: every frame takes longer than its interval, the case that nested.
        let display = HeadlessDisplay(width: 40, height: 40, refreshMillihertz: 1_000_000)
        let loop = try EventLoop()
        let session = try LiveSession(renderer: renderer, display: display, loop: loop)
        var depths: [Int] = []
        session.onFrame = { record in
            // Where this call's frame is on the stack: the same for every frame taken from the loop.
            var marker = 0
            depths.append(withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) })
            if record.number == 60 { loop.stop() }
        }
        try session.run()
        #expect(depths.count == 60)
        let spread = (depths.max() ?? 0) - (depths.min() ?? 0)
        #expect(spread < 4096, "frames nested \(spread) bytes deep")
    }
}
