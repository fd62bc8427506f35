import Testing
import KioskTesting
import KioskText

/// The driver as a test of one's own app uses it: find by label, scroll to, drag, wait for idle.
@MainActor
@Suite(.serialized) struct UITestDriverTests {
    nonisolated(unsafe) static let fonts = FontLibrary()

    /// A thousand 40-point rows in a 400-point viewport: most are off screen and not built.
    struct Rows: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1000, id: \.self) { i in Text("Row \(i)").frame(height: 40) }
                }
            }
        }
    }

    @Test func theDriverScrollsToAnElementAndWaitsForIdle() throws {
        let ui = UITestDriver(Rows(), size: Size(width: 200, height: 400), fonts: Self.fonts)
        try ui.scrollTo("Row 120")
        let frame = try ui.element(label: "Row 120").frame
        #expect(frame.minY >= 0 && frame.maxY <= 400)
        ui.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 100), steps: 4, duration: 0.04)
        #expect(ui.graph.needsFrames)
        #expect(ui.waitForIdle())
        #expect(!ui.graph.needsFrames)
    }
}
