import Testing
import KioskText
@testable import KioskUI

/// Layout against SwiftUI's documented behaviour, frames read from the graph.
@MainActor
@Suite(.serialized) struct LayoutTests {
    static func layout<V: View>(_ view: V, _ w: Double = 300, _ h: Double = 200) -> ViewGraph {
        let g = ViewGraph(root: view, fonts: Fixtures.fonts)
        g.update()
        g.layout(size: Size(width: w, height: h))
        return g
    }

    @Test func spacerPushesTextsToTheEdges() {
        let g = Self.layout(
            HStack {
                Text("A")
                Spacer()
                Text("B")
            })
        let texts = g.frames(ofType: "Text")
        #expect(texts.count == 2)
        #expect(texts[0].minX == 0)
        #expect(abs(texts[1].maxX - 300) < 0.001)
    }

    @Test func stackCentresItsContentInTheOffer() {
        let g = Self.layout(VStack { Color.red.frame(width: 40, height: 20) })
        let color = g.frames(ofType: "Color")[0]
        #expect(color == Rect(x: 130, y: 90, width: 40, height: 20))
    }

    @Test func flexibleChildTakesWhatFixedChildrenLeave() {
        let g = Self.layout(
            HStack(spacing: 10) {
                Color.red.frame(width: 50)
                Color.blue
                Color.green.frame(width: 30)
            })
        let colors = g.frames(ofType: "Color")
        #expect(colors.map(\.width) == [50, 300 - 50 - 30 - 20, 30])
        #expect(colors[1].minX == 60)
    }

    @Test func equalFlexibleChildrenShareEqually() {
        let g = Self.layout(
            HStack(spacing: 0) {
                Color.red
                Color.blue
                Color.green
            })
        #expect(g.frames(ofType: "Color").map(\.width) == [100, 100, 100])
    }

    @Test func defaultPaddingIsSixteenPoints() {
        let g = Self.layout(Color.red.frame(width: 10, height: 10).padding().fixedSize())
        let frames = g.frames(ofType: "Color")
        #expect(frames[0].size == Size(width: 10, height: 10))
        let padding = g.frames(ofType: "PaddingView")[0]
        #expect(padding.size == Size(width: 42, height: 42))
    }

    @Test func maxWidthInfinityTakesTheWholeOffer() {
        let g = Self.layout(Text("Hi").frame(maxWidth: .infinity, alignment: .leading))
        let frame = g.frames(ofType: "FrameView")[0]
        #expect(frame.width == 300)
        #expect(g.frames(ofType: "Text")[0].minX == 0)
    }

    @Test func minWidthGrowsSmallContent() {
        let g = Self.layout(Text("Hi").frame(minWidth: 200).fixedSize())
        #expect(g.frames(ofType: "FrameView")[0].width == 200)
    }

    @Test func maxWidthCapsLargeContent() {
        let g = Self.layout(Color.red.frame(maxWidth: 120))
        #expect(g.frames(ofType: "FrameView")[0].width == 120)
    }

    @Test func leadingAlignedVStackAlignsLeadingEdges() {
        let g = Self.layout(
            VStack(alignment: .leading) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 40, height: 10)
            })
        let colors = g.frames(ofType: "Color")
        #expect(colors[0].minX == colors[1].minX)
        #expect(colors[0].minY + 10 + 8 == colors[1].minY, "default spacing is 8")
    }

    @Test func textWrapsToTheProposedWidthUnlessFixed() {
        let long = "A sentence that is clearly longer than one hundred points"
        let wrapped = Self.layout(Text(long).frame(width: 100)).frames(ofType: "Text")[0]
        #expect(wrapped.width <= 100 && wrapped.height > 30)
        let fixed = Self.layout(Text(long).fixedSize().frame(width: 100)).frames(ofType: "Text")[0]
        #expect(fixed.width > 100)
    }

    @Test func higherLayoutPriorityGetsItsIdealWidthFirst() {
        let g = Self.layout(
            HStack {
                Text("Low priority text that wants room").lineLimit(1)
                Text("High priority label").lineLimit(1).layoutPriority(1)
            }, 260)
        let texts = g.frames(ofType: "Text")
        let ideal = Self.layout(Text("High priority label").fixedSize()).frames(ofType: "Text")[0].width
        #expect(abs(texts[1].width - ideal) < 0.01)
        #expect(texts[0].width < 260 - ideal)
    }

    @Test func zStackIsAsLargeAsItsLargestChild() {
        let g = Self.layout(
            ZStack {
                Color.red.frame(width: 80, height: 20)
                Color.blue.frame(width: 30, height: 60)
            }.fixedSize())
        #expect(g.frames(ofType: "ZStack")[0].size == Size(width: 80, height: 60))
    }

    @Test func backgroundTakesTheSizeOfItsContent() {
        let g = Self.layout(Text("Label").padding(8).background(Color.yellow).fixedSize())
        let padding = g.frames(ofType: "PaddingView")[0]
        let color = g.frames(ofType: "Color")[0]
        #expect(color == padding)
    }
}

enum Fixtures {
    nonisolated(unsafe) static let fonts = FontLibrary()
}

enum LabelColumn: AlignmentID { static func defaultValue(in d: ViewDimensions) -> Double { d[.leading] } }
extension HorizontalAlignment { static let labelColumn = HorizontalAlignment(LabelColumn.self) }

@MainActor
@Suite(.serialized) struct AlignmentGuideTests {
    @Test func explicitGuideShiftsAViewInItsStack() {
        let g = LayoutTests.layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.leading] - 30 }
            })
        let colors = g.frames(ofType: "Color")
        #expect(colors[1].minX - colors[0].minX == 30)
    }

    @Test func customAlignmentLinesUpColumnsAcrossRows() {
        let g = LayoutTests.layout(
            VStack(alignment: .labelColumn, spacing: 4) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 10)
                    Color.green.frame(width: 20, height: 10).alignmentGuide(.labelColumn) { $0[.leading] }
                }
                HStack(spacing: 0) {
                    Color.red.frame(width: 90, height: 10)
                    Color.blue.frame(width: 20, height: 10).alignmentGuide(.labelColumn) { $0[.leading] }
                }
            })
        let colors = g.frames(ofType: "Color")
        // The green and blue views start at the same x although their rows differ in width.
        #expect(colors.count == 4)
        #expect(colors[1].minX == colors[3].minX, "\(colors)")
    }

    @Test func bottomAlignedHStackAlignsBottomEdges() {
        let g = LayoutTests.layout(
            HStack(alignment: .bottom) {
                Color.red.frame(width: 10, height: 40)
                Color.blue.frame(width: 10, height: 10)
            })
        let colors = g.frames(ofType: "Color")
        #expect(colors[0].maxY == colors[1].maxY)
    }
}

@MainActor
@Suite struct FlexibleFrameInStackTests {
    /// A search field (a flexible frame) beside a Cancel button: the button keeps its width, the
    /// field takes the rest of the row, as in SwiftUI. Measured at an infinite offer, the frame
    /// says it can grow without end; it once said "as wide as my text" and got half the row.
    @Test func aFlexibleFrameTakesWhatAFixedNeighbourLeaves() {
        let r = ViewRenderer(
            HStack(spacing: 8) {
                HStack { Text("F") }.frame(maxWidth: .infinity, minHeight: 40)
                Button("Cancel") {}
            }
            .padding(.horizontal, 16),
            size: Size(width: 400, height: 100), fonts: Fixtures.fonts)
        r.render(at: 0)
        let row = r.graph.frames(ofType: "HStack")[0]
        #expect(row.minX == 16 && row.width == 368)
        let button = r.graph.frames(ofType: "Button")[0]
        #expect(abs(button.maxX - 384) < 0.5, "the button at the row's end: \(button)")
        #expect(
            FrameLayout(maxWidth: .infinity, alignment: .center).dimension(
                fixed: nil, lo: nil, ideal: nil, hi: .infinity, proposed: .infinity, child: 10) == .infinity)
        #expect(
            FrameLayout(maxWidth: 300, alignment: .center).dimension(
                fixed: nil, lo: nil, ideal: nil, hi: 300, proposed: .infinity, child: 10) == 300)
    }
}
