import Testing
import KioskTesting
import KioskText

struct JumpScreen: View {
    var lazy = false
    var animated = false
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack {
                    Button("Go 30") { go(proxy, 30, .top) }
                    Button("Go 80") { go(proxy, 80, .center) }
                    Button("Go 2") { go(proxy, 2, nil) }
                }
                .frame(height: 40)
                ScrollView {
                    if lazy {
                        LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { Text("Row \($0)").frame(height: 40) } }
                    } else {
                        VStack(spacing: 0) { ForEach(0..<100, id: \.self) { Text("Row \($0)").frame(height: 40) } }
                    }
                }
            }
        }
    }
    func go(_ proxy: ScrollViewProxy, _ id: Int, _ anchor: UnitPoint?) {
        if animated {
            withAnimation(.easeInOut(duration: 0.3)) { proxy.scrollTo(id, anchor: anchor) }
        } else {
            proxy.scrollTo(id, anchor: anchor)
        }
    }
}

@MainActor
@Suite(.serialized) struct ScrollViewReaderTests {
    // The scroll view's viewport is y 40..<400 (360 points); rows are 40 points.
    func rowTop(_ ui: UITestDriver, _ i: Int) throws -> Double { try ui.element(label: "Row \(i)").frame.midY - 20 }

    @Test(arguments: [false, true]) func scrollToAlignsTheViewAtTheAnchor(lazy: Bool) throws {
        let ui = UITestDriver(JumpScreen(lazy: lazy), size: Size(width: 300, height: 400), fonts: Shared.fonts)
        try ui.tap("Go 30")
        #expect(try rowTop(ui, 30) == 40, "row 30 at the top of the viewport")
        try ui.tap("Go 80")
        #expect(try rowTop(ui, 80) + 20 == 40 + 180, "row 80 centred")
        // Without an anchor: the least movement that shows the row (here: it comes in at the top).
        try ui.tap("Go 2")
        #expect(try rowTop(ui, 2) == 40)
        try ui.tap("Go 2")
        #expect(try rowTop(ui, 2) == 40, "already visible: nothing moves")
    }

    @Test func scrollToInsideWithAnimationGlidesOnTheDisplayClock() throws {
        let ui = UITestDriver(JumpScreen(animated: true), size: Size(width: 300, height: 400), fonts: Shared.fonts)
        try ui.tap("Go 30")
        #expect(ui.graph.needsFrames)
        ui.runFrames(for: 0.15)
        let midway = try rowTop(ui, 30)
        #expect(midway > 40 && midway < 40 + 30 * 40, "on its way: \(midway)")
        ui.runFrames(for: 1)
        #expect(try rowTop(ui, 30) == 40)
        #expect(!ui.graph.needsFrames)
    }

    @Test func unknownIDsAreIgnored() throws {
        struct Screen: View {
            var body: some View {
                ScrollViewReader { proxy in
                    Button("Nowhere") { proxy.scrollTo("missing") }
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 200, height: 200), fonts: Shared.fonts)
        try ui.tap("Nowhere")
        #expect(ui.exists(label: "Nowhere"))
    }
}
