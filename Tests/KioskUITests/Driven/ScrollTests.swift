import Testing
import KioskTesting
import KioskText

/// Fifty 40-point rows in a 400-point viewport: 2000 points of content, 1600 of travel.
struct RowsScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<50, id: \.self) { i in
                    Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 40)
                        .background(i % 2 == 0 ? Color.white : Color.gray)
                }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct ScrollTests {
    func driver() -> UITestDriver {
        UITestDriver(RowsScreen(), size: Size(width: 200, height: 400), fonts: Shared.fonts)
    }
    /// Where a row's top edge is: its label is centred in it.
    func top(_ ui: UITestDriver, _ label: String) throws -> Double { try ui.element(label: label).frame.midY - 20 }

    /// The indicator is the only thing drawn near the trailing edge that differs from the
    /// row a little to its left.
    func indicatorShows(_ ui: UITestDriver) -> Bool {
        (0..<400).contains { y in ui.screenshot[195, y] != ui.screenshot[150, y] }
    }

    @Test func contentIsLaidOutAtItsIdealLengthAndClipped() throws {
        let ui = driver()
        #expect(try top(ui, "Row 0") == 0)
        #expect(try top(ui, "Row 49") == 1960, "rows past the viewport still lay out")
        #expect(try ui.element(label: "Row 3").frame.midX == 100, "the cross axis keeps the viewport's width")
    }

    @Test func aSlowDragMovesTheContentWithTheFinger() throws {
        let ui = driver()
        let id = ui.touchDown(at: Point(x: 100, y: 300))
        for y in stride(from: 290.0, through: 100, by: -10) { ui.touchMove(id, to: Point(x: 100, y: y)) }
        // The finger rests before it lifts: no momentum.
        ui.advance(by: 0.2)
        ui.touchUp(id, at: Point(x: 100, y: 100))
        #expect(!ui.graph.needsFrames)
        ui.runFrames(for: 1)
        // The first 8 points are the drag's slop (the content does not jump when the finger
        // leaves it), then the content follows the finger exactly: 200 - 8 points.
        let y = try top(ui, "Row 10")
        #expect(y == 400 - 192, "Row 10 at \(y)")
    }

    @Test func aFlingKeepsMovingAfterLiftAndComesToRest() throws {
        let ui = driver()
        ui.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 200), steps: 5, duration: 0.05)
        let atLift = try top(ui, "Row 0")
        #expect(ui.graph.needsFrames, "momentum runs on the display clock")
        #expect(indicatorShows(ui), "the scroll indicator shows while the content moves")
        ui.runFrames(for: 0.1)
        let soon = try top(ui, "Row 0")
        ui.runFrames(for: 5, fps: 15)
        let rest = try top(ui, "Row 0")
        #expect(soon < atLift, "still moving after the finger lifted")
        #expect(rest < soon)
        #expect(!ui.graph.needsFrames, "and it stops: an idle screen renders nothing")
        #expect(!indicatorShows(ui), "and the indicator goes away")
        #expect(rest >= -1600, "never past the end")
    }

    @Test func momentumDecelerates() throws {
        let ui = driver()
        ui.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 250), steps: 5, duration: 0.05)
        var tops: [Double] = [try top(ui, "Row 0")]
        for _ in 0..<6 {
            ui.runFrames(for: 0.1)
            tops.append(try top(ui, "Row 0"))
        }
        let steps = zip(tops, tops.dropFirst()).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 >= 0 }, "moves one way: \(steps)")
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 >= $1 }, "each tenth of a second covers less: \(steps)")
        #expect(steps[0] > 10)
        #expect(tops.allSatisfy { $0 == $0.rounded() }, "content moves by whole device pixels: \(tops)")
    }

    @Test func draggingPastTheEdgeStretchesWithResistanceAndSpringsBack() throws {
        let ui = driver()
        let id = ui.touchDown(at: Point(x: 100, y: 50))
        for y in stride(from: 60.0, through: 250, by: 10) { ui.touchMove(id, to: Point(x: 100, y: y)) }
        let stretched = try top(ui, "Row 0")
        #expect(stretched > 0, "the content follows past the top edge")
        #expect(stretched < 200 - 8, "but less than the finger moved (\(stretched))")
        ui.touchUp(id, at: Point(x: 100, y: 250))
        ui.runFrames(for: 2)
        #expect(try top(ui, "Row 0") == 0, "springs back to the edge")
        #expect(!ui.graph.needsFrames)
    }

    @Test func aFlingIntoTheEndStopsThere() throws {
        let ui = driver()
        for _ in 0..<6 {
            ui.drag(from: Point(x: 100, y: 390), to: Point(x: 100, y: 10), steps: 4, duration: 0.04)
        }
        ui.runFrames(for: 5, fps: 15)
        #expect(try top(ui, "Row 49") == 360, "the last row rests at the bottom edge")
    }

    @Test func everyScrolledFrameDrawsTheSameAsAFullRender() throws {
        let ui = driver()
        var checked = 0
        ui.onFrame = { [unowned ui] _ in
            #expect(
                ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()), "damage-tracked frame equals a full redraw")
            checked += 1
        }
        ui.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 150), steps: 5, duration: 0.05)
        ui.runFrames(for: 0.5)
        #expect(checked > 10)
        #expect(try top(ui, "Row 0") < -150)
    }

    @Test func buttonsInsideStillTakeTapsButADragScrolls() throws {
        struct Screen: View {
            @State var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    Text("Taps \(taps)")
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<30, id: \.self) { i in
                                Button("Item \(i)") { taps += 1 }.frame(maxWidth: .infinity).frame(height: 40)
                            }
                        }
                    }
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 200, height: 400), fonts: Shared.fonts)
        try ui.tap("Item 2")
        #expect(ui.exists(label: "Taps 1"))
        let before = try ui.element(label: "Item 5").frame.midY
        let start = Point(x: 100, y: try ui.element(label: "Item 5").frame.midY)
        let id = ui.touchDown(at: start)
        for dy in stride(from: 10.0, through: 100, by: 10) { ui.touchMove(id, to: Point(x: 100, y: start.y - dy)) }
        ui.advance(by: 0.2)
        ui.touchUp(id, at: Point(x: 100, y: start.y - 100))
        #expect(ui.exists(label: "Taps 1"), "a drag that started on a button does not press it")
        #expect(try ui.element(label: "Item 5").frame.midY < before - 80)
    }

    @Test func scrollingMovesDrawnPixelsAndRasterisesOnlyTheExposedStrip() throws {
        let ui = driver()
        var drawn: [Int] = []
        ui.onFrame = { [unowned ui] _ in drawn.append(ui.renderer.pixelsDrawnLastFrame) }
        ui.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 200), steps: 5, duration: 0.05)
        drawn.removeAll()
        ui.runFrames(for: 0.3)
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
        let viewport = 200 * 400
        #expect(drawn.count > 10)
        // Rows are reused; the exposed strip, the indicator and the rows crossing the strip's edge are drawn.
        #expect(drawn.max()! < viewport / 2, "pixels rasterised per frame: \(drawn)")
        // With reuse off, every frame redraws the viewport.
        let plain = driver()
        plain.renderer.reusesScrolledPixels = false
        var plainDrawn: [Int] = []
        plain.onFrame = { [unowned plain] _ in plainDrawn.append(plain.renderer.pixelsDrawnLastFrame) }
        plain.drag(from: Point(x: 100, y: 300), to: Point(x: 100, y: 200), steps: 5, duration: 0.05)
        plainDrawn.removeAll()
        plain.runFrames(for: 0.3)
        #expect(plainDrawn.min()! >= viewport)
        #expect(plain.screenshot.hasSamePixels(as: ui.screenshot), "both paths give the same pixels")
    }

    @Test func pixelReuseStaysCorrectUnderOverlaysAndBehindGradients() {
        struct Screen: View {
            var body: some View {
                ZStack(alignment: .topTrailing) {
                    LinearGradient(colors: [.blue, .white], startPoint: .top, endPoint: .bottom)
                    ScrollView {
                        VStack(spacing: 12) {
                            ForEach(0..<40, id: \.self) { i in
                                Text("Card \(i)").padding(8).background(
                                    RoundedRectangle(cornerRadius: 8).fill(Color.white.opacity(0.8)))
                            }
                        }
                    }
                    .padding(20)
                    Circle().fill(Color.red.opacity(0.6)).frame(width: 60, height: 60).padding(30)
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 240, height: 400), fonts: Shared.fonts)
        var checked = 0
        ui.onFrame = { [unowned ui] _ in
            #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
            checked += 1
        }
        ui.drag(from: Point(x: 120, y: 350), to: Point(x: 120, y: 150), steps: 6, duration: 0.06)
        ui.runFrames(for: 0.6, fps: 20)
        ui.drag(from: Point(x: 120, y: 100), to: Point(x: 120, y: 300), steps: 6, duration: 0.06)
        ui.runFrames(for: 1.5, fps: 20)
        #expect(checked > 20)
    }
}
