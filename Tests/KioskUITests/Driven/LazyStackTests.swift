import Testing
import KioskTesting
import KioskText

/// A thousand 40-point rows in a 400-point viewport.
struct LazyRowsScreen: View {
    var count = 1000
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in
                    Text("Row \(i)").frame(height: 40)
                }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct LazyStackTests {
    func builtRows(_ ui: UITestDriver) -> [Int] {
        ui.elements.compactMap { $0.label.hasPrefix("Row ") ? Int($0.label.dropFirst(4)) : nil }.sorted()
    }

    @Test func onlyRowsNearTheViewportAreBuilt() {
        let ui = UITestDriver(LazyRowsScreen(), size: Size(width: 200, height: 400), fonts: Shared.fonts)
        let rows = builtRows(ui)
        #expect(rows.first == 0)
        // 10 visible rows plus half a viewport of overscan below.
        #expect(rows.count >= 10 && rows.count <= 16, "built \(rows)")
        #expect(rows == Array(rows.first!...rows.last!), "a contiguous range")
    }

    @Test func scrollingBuildsRowsAheadAndDropsRowsBehind() throws {
        let ui = UITestDriver(LazyRowsScreen(), size: Size(width: 200, height: 400), fonts: Shared.fonts)
        for _ in 0..<5 {
            let id = ui.touchDown(at: Point(x: 100, y: 390))
            for y in stride(from: 380.0, through: 0, by: -20) { ui.touchMove(id, to: Point(x: 100, y: y)) }
            ui.advance(by: 0.2)
            ui.touchUp(id, at: Point(x: 100, y: 0))
        }
        // Five drags of 390 points less the slop: about 48 rows down.
        let rows = builtRows(ui)
        #expect(!rows.contains(0), "rows far above are gone: \(rows)")
        #expect(rows.count <= 22, "still only a viewport and its overscan: \(rows.count)")
        let visible = try ui.element(label: "Row 48").frame
        #expect(visible.minY > -40 && visible.maxY < 440, "row 48 is on screen at \(visible)")
        // Rows sit exactly 40 points apart, whatever was built when.
        let a = try ui.element(label: "Row \(rows[2])").frame.midY,
            b = try ui.element(label: "Row \(rows[3])").frame.midY
        #expect(b - a == 40)
    }

    @Test func aFlingToTheEndReachesTheLastRow() throws {
        let ui = UITestDriver(LazyRowsScreen(count: 60), size: Size(width: 200, height: 400), fonts: Shared.fonts)
        for _ in 0..<8 { ui.drag(from: Point(x: 100, y: 390), to: Point(x: 100, y: 10), steps: 4, duration: 0.04) }
        ui.runFrames(for: 6, fps: 15)
        let last = try ui.element(label: "Row 59").frame
        #expect(last.midY == 380, "the last row rests at the bottom edge: \(last)")
        #expect(!ui.graph.needsFrames)
    }

    @Test func lazyFramesDrawTheSameAsAFullRender() {
        let ui = UITestDriver(LazyRowsScreen(), size: Size(width: 200, height: 400), fonts: Shared.fonts)
        var checked = 0
        ui.onFrame = { [unowned ui] _ in
            #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
            checked += 1
        }
        ui.drag(from: Point(x: 100, y: 390), to: Point(x: 100, y: 10), steps: 4, duration: 0.04)
        ui.runFrames(for: 0.5, fps: 30)
        #expect(checked > 10)
    }

    @Test func withoutAScrollViewEveryRowIsBuilt() {
        let ui = UITestDriver(
            LazyVStack { ForEach(0..<5, id: \.self) { Text("Row \($0)") } }, size: Size(width: 200, height: 400),
            fonts: Shared.fonts)
        #expect(builtRows(ui) == [0, 1, 2, 3, 4])
    }
}
