import Testing
import KioskText
@testable import KioskUI

/// `Grid` against SwiftUI's documented behaviour: columns as wide as their widest cell, rows as
/// tall as their tallest, cells spanning columns, views outside rows across the grid, column
/// alignment; frames read from the graph.
@MainActor
@Suite(.serialized) struct GridTests {
    static func layout<V: View>(_ view: V, _ w: Double = 400, _ h: Double = 300) -> ViewGraph {
        let g = ViewGraph(root: view, fonts: Fixtures.fonts)
        g.update()
        g.layout(size: Size(width: w, height: h))
        return g
    }

    /// Fixed boxes: a cell of `w` by `h`.
    static func box(_ w: Double, _ h: Double) -> some View { Color.red.frame(width: w, height: h) }

    @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
        let g = Self.layout(
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    Self.box(40, 20)
                    Self.box(10, 10)
                }
                GridRow {
                    Self.box(20, 30)
                    Self.box(60, 10)
                }
            })
        let boxes = g.frames(ofType: "Color")
        // Columns 40 and 60 wide, rows 20 and 30 tall: the grid is 110 x 55, centred in 400 x 300.
        let left = (400 - 110) / 2.0, top = (300 - 55) / 2.0
        #expect(boxes[0] == Rect(x: left, y: top, width: 40, height: 20))
        // Centred in its 60-wide column and its 20-tall row.
        #expect(boxes[1] == Rect(x: left + 50 + 25, y: top + 5, width: 10, height: 10))
        #expect(boxes[2] == Rect(x: left + 10, y: top + 25, width: 20, height: 30))
        #expect(boxes[3] == Rect(x: left + 50, y: top + 25 + 10, width: 60, height: 10))
    }

    @Test func aCellSpansColumnsAndAViewOutsideARowSpansTheGrid() {
        let g = Self.layout(
            Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Self.box(30, 10)
                    Self.box(30, 10)
                    Self.box(30, 10)
                }
                Color.blue.frame(height: 2).gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Self.box(70, 10).gridCellColumns(2)
                    Self.box(30, 10)
                }
            })
        let boxes = g.frames(ofType: "Color")
        let left = (400 - 110) / 2.0
        // The line, unsized across, is as wide as the three columns and their spacing.
        #expect(boxes[3].width == 110 && boxes[3].minX == left)
        // The spanning cell starts at the first column, the next cell at the third.
        #expect(boxes[4].minX == left)
        #expect(boxes[5].minX == left + 80)
    }

    /// A flexible view outside the rows takes the width offered, as in SwiftUI (which is what
    /// `gridCellUnsizedAxes` is for): the grid widens to it and the columns share the rest.
    @Test func aFlexibleViewOutsideTheRowsWidensTheGrid() {
        let g = Self.layout(
            Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Self.box(30, 10)
                    Self.box(50, 10)
                }
                Divider()
                GridRow {
                    Self.box(30, 10)
                    Self.box(50, 10)
                }
            })
        let boxes = g.frames(ofType: "Color")
        let divider = g.frames(ofType: "Divider")[0]
        #expect(divider.minX == 0 && divider.width == 400)
        // 400 - 10 of spacing for columns of 30 and 50: each gains 155.
        #expect(boxes[0].minX == 0)
        #expect(boxes[1].minX == 185 + 10)
        #expect(boxes[3].minX == 195)
    }

    @Test func aCellWiderThanItsColumnsWidensThem() {
        let g = Self.layout(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Self.box(10, 10)
                    Self.box(10, 10)
                }
                GridRow { Self.box(60, 10).gridCellColumns(2) }
            })
        let boxes = g.frames(ofType: "Color")
        // 60 over two columns of 10: each gains 20.
        #expect(boxes[1].minX - boxes[0].minX == 30)
    }

    @Test func aColumnAlignmentLinesUpEveryCellOfTheColumn() {
        let g = Self.layout(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Self.box(50, 10)
                    Self.box(20, 10).gridColumnAlignment(.trailing)
                }
                GridRow {
                    Self.box(10, 10)
                    Self.box(80, 10)
                }
            })
        let boxes = g.frames(ofType: "Color")
        #expect(boxes[0].midX == boxes[2].midX, "the first column stays centred")
        #expect(boxes[1].maxX == boxes[3].maxX, "the second column's cells end at its trailing edge")
    }

    @Test func rowsFromForEachAndARowAlignment() {
        let g = Self.layout(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                ForEach(0..<3) { i in
                    GridRow(alignment: .top) {
                        Self.box(20, 10)
                        Self.box(20, Double(10 + 10 * i))
                    }
                }
            })
        let boxes = g.frames(ofType: "Color")
        #expect(boxes.count == 6)
        #expect(boxes[4].minY == boxes[5].minY, "top aligned in a row 20 tall")
        #expect(boxes[2].minY == boxes[0].maxY)
    }

    @Test func aCellThatGrowsWidensItsColumnOnTheNextUpdate() throws {
        struct Growing: View {
            @State var wide = false
            var body: some View {
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow {
                        Color.red.frame(width: wide ? 90 : 30, height: 10).onTapGesture { wide = true }
                        Color.blue.frame(width: 10, height: 10)
                    }
                }
            }
        }
        let g = Self.layout(Growing())
        let before = g.frames(ofType: "Color")
        #expect(before[1].minX == before[0].maxX)
        g.touch(.began, at: before[0].center, time: 0)
        g.touch(.ended, at: before[0].center, time: 0.05)
        g.update()
        g.layout(size: Size(width: 400, height: 300))
        let after = g.frames(ofType: "Color")
        #expect(after[0].width == 90)
        #expect(after[1].minX == after[0].maxX)
    }

    @Test func flexibleCellsShareTheOfferedWidthAndFixedOnesKeepTheirs() {
        let g = Self.layout(
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Self.box(40, 10)
                    Color.green.frame(height: 10)
                    Color.blue.frame(height: 10)
                }
            })
        let boxes = g.frames(ofType: "Color")
        // 400 offered: the fixed column keeps 40, the two flexible ones share the rest.
        #expect(boxes[0].width == 40 && boxes[0].minX == 0)
        #expect(boxes[1].width == 170 && boxes[1].minX == 50)
        #expect(boxes[2].width == 170 && boxes[2].maxX == 400)
    }

    @Test func tooNarrowAGridWrapsTheTextOfItsWiderColumn() {
        let text = "A label much too long for the narrow screen it is on"
        let g = Self.layout(
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Self.box(40, 10)
                    Text(text)
                }
            }, 200, 300)
        let label = g.frames(ofType: "Text")[0]
        #expect(label.maxX <= 200, "the text column narrowed to the screen: \(label)")
        #expect(label.height > 30, "and its text wrapped to more lines: \(label)")
        #expect(g.frames(ofType: "Color")[0].width == 40, "the fixed column kept its width")
    }

    @Test func anAnchorPlacesACellAndUnsizedAxesKeepAFlexibleViewFromSizing() {
        let g = Self.layout(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Self.box(60, 40)
                    Self.box(10, 10).gridCellAnchor(.bottomTrailing)
                }
                GridRow {
                    Self.box(20, 20)
                    Color.blue.gridCellUnsizedAxes([.horizontal, .vertical])
                }
            })
        let boxes = g.frames(ofType: "Color")
        // The second column is 10 wide (the unsized colour adds nothing): the grid is 70 x 60.
        let left = (400 - 70) / 2.0, top = (300 - 60) / 2.0
        #expect(boxes[1] == Rect(x: left + 60, y: top + 30, width: 10, height: 10), "at the cell's bottom trailing")
        #expect(boxes[3] == Rect(x: left + 60, y: top + 40, width: 10, height: 20), "the colour fills its cell")
    }
}
