import Testing
import KioskRuntime
import KioskText
import KioskUI
@testable import KioskGallery

/// A dashboard tick (three cards of twelve show new figures) evaluates the views that show
/// those figures, not the chrome around them: a card's background, shadow, padding and
/// accessibility wrappers keep their layout and drawing when only the content they wrap changed.
@MainActor
struct DashboardTickTests {
    @Test func aTickEvaluatesTheChangedFiguresNotTheCardsAroundThem() {
        let clock = BenchClock()
        let r = ViewRenderer(DashboardView(clock: clock), size: Size(width: 800, height: 480), fonts: FontLibrary())
        clock.frame = 11
        r.render()
        let before = r.graph.evaluationsByType
        clock.frame = 12  // cards 1 to 3 change; card 4 shows frame / 10, the same
        r.render()
        var evaluated: [String: Int] = [:]
        for (type, n) in r.graph.evaluationsByType where n != before[type] { evaluated[type] = n - (before[type] ?? 0) }
        func count(_ prefix: String) -> Int { evaluated.filter { $0.key.hasPrefix(prefix) }.values.reduce(0, +) }

        #expect(count("DFCard<") == 3, "the three cards whose figures changed: \(evaluated)")
        #expect(count("DFText") == 3, "their figures, not their captions")
        #expect(count("ShapeView<RoundedRectangle>") == 0, "a card's background is drawn as it was")
        #expect(count("PaddingView<AnyView>") == 0, "a card's padding wraps new content, unchanged itself")
        #expect(count("LayeredView<") == 0, "and so does the layer that puts the background under it")
        #expect(count("AccessibilityView<AnyView>") == 0, "a progress bar's value changes, not its other traits")
        #expect(count("ShapeView<Capsule>") == 0, "a progress bar's capsules are the same shapes")
        #expect(count("FrameView<ShapeView<Capsule>>") == 3, "its fill's width changes")
    }
}
