import Testing
import KioskTesting
import KioskText

struct GridScreen: View {
    let columns: [GridItem]
    var count = 300
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(0..<count, id: \.self) { i in
                    Text("\(i)").frame(width: 50, height: 50).accessibilityLabel("Cell \(i)")
                }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct LazyVGridTests {
    func cell(_ ui: UITestDriver, _ i: Int) throws -> Rect { try ui.element(label: "Cell \(i)").frame }
    func built(_ ui: UITestDriver) -> Int { ui.elements.filter { $0.label.hasPrefix("Cell ") }.count }

    @Test func columnWidthsFollowFixedAndFlexibleItems() throws {
        let columns = [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 50))]
        let ui = UITestDriver(
            GridScreen(columns: columns, count: 6), size: Size(width: 316, height: 400), fonts: Shared.fonts)
        // 316 - 100 - 16 of spacing = 200 shared by two flexible columns; the last stops at 50.
        // Columns start at 0, 108 and 216; 50-point cells are centred in them.
        #expect(try cell(ui, 0).midX == 50)
        #expect(try cell(ui, 1).midX == 158)
        #expect(try cell(ui, 2).midX == 241)
        #expect(try cell(ui, 5).midX == 241 && cell(ui, 5).midY == 85)
    }

    @Test func cellsFillRowsAndOnlyVisibleRowsAreBuilt() throws {
        let ui = UITestDriver(
            GridScreen(columns: [GridItem(.adaptive(minimum: 80))]), size: Size(width: 300, height: 400),
            fonts: Shared.fonts)
        let w = 284.0 / 3
        #expect(try cell(ui, 0).midX == w / 2)
        #expect(try cell(ui, 1).midX == w + 8 + w / 2)
        #expect(try cell(ui, 3).midY == 25 + 60, "the fourth cell starts the second row, 10 below the first")
        // 300 cells in rows of 3 are 100 rows; about a viewport and its overscan are built.
        #expect(built(ui) <= 3 * 12, "built \(built(ui)) cells")
    }

    @Test func scrollingTheGridBuildsLaterRows() throws {
        let ui = UITestDriver(
            GridScreen(columns: [GridItem(.flexible()), GridItem(.flexible())]), size: Size(width: 300, height: 400),
            fonts: Shared.fonts)
        for _ in 0..<4 {
            let id = ui.touchDown(at: Point(x: 150, y: 390))
            for y in stride(from: 370.0, through: 10, by: -20) { ui.touchMove(id, to: Point(x: 150, y: y)) }
            ui.advance(by: 0.2)
            ui.touchUp(id, at: Point(x: 150, y: 10))
        }
        #expect(!ui.exists(label: "Cell 0"))
        // About 1500 points down, 60 points per row: around row 25 (cells 50 and 51) is on screen.
        let onScreen = ui.elements.filter { $0.label.hasPrefix("Cell ") && $0.frame.minY >= 0 && $0.frame.maxY <= 400 }
            .compactMap { Int($0.label.dropFirst(5)) }.sorted()
        let first = try #require(onScreen.first)
        #expect(first >= 44 && first <= 56, "first fully visible cell \(first)")
        #expect(first % 2 == 0, "rows start at even cells")
        #expect(try cell(ui, first + 1).midY == cell(ui, first).midY)
        #expect(try cell(ui, first + 2).midY == cell(ui, first).midY + 60)
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
    }

    @Test func aLazyHGridFillsRowsColumnByColumnAndScrollsSideways() throws {
        struct Screen: View {
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))], spacing: 10) {
                        ForEach(0..<200, id: \.self) {
                            Text("\($0)").frame(width: 50, height: 50).accessibilityLabel("Cell \($0)")
                        }
                    }
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 300, height: 128), fonts: Shared.fonts)
        // Rows of 60 with 8 between them, centred in the 128-point viewport: at 0 and 68.
        #expect(try cell(ui, 0).midX == 25 && cell(ui, 0).midY == 30)
        #expect(try cell(ui, 1).midX == 25 && cell(ui, 1).midY == 98, "the second cell goes below the first")
        #expect(try cell(ui, 2).midX == 85, "then the next column, 10 along")
        #expect(built(ui) < 30, "built \(built(ui)) of 200")
        let id = ui.touchDown(at: Point(x: 280, y: 60))
        for x in stride(from: 260.0, through: 20, by: -20) { ui.touchMove(id, to: Point(x: x, y: 60)) }
        ui.advance(by: 0.2)
        ui.touchUp(id, at: Point(x: 20, y: 60))
        // 260 points less the 8-point slop: column 4 (cells 8, 9) moved from 265 to 13.
        #expect(try cell(ui, 8).midX == 265 - 252)
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
    }
}
