import Testing
import KioskText
@testable import KioskUI

/// `ViewThatFits`: the first view whose ideal size fits the offer, the last if none does; the
/// others neither drawn, nor touched, nor read.
@MainActor
@Suite struct ViewThatFitsTests {
    struct Choices: View {
        var body: some View {
            ViewThatFits {
                Color.red.frame(width: 300, height: 40).accessibilityLabel("wide")
                Color.green.frame(width: 150, height: 80).accessibilityLabel("narrow")
                Color.blue.frame(width: 500, height: 500).accessibilityLabel("fallback")
            }
        }
    }

    static func labels(_ g: ViewGraph) -> [String] {
        func walk(_ e: [AccessibilityElement]) -> [String] { e.flatMap { [$0.label] + walk($0.children) } }
        return walk(g.accessibilityTree()).filter { !$0.isEmpty }
    }

    static func graph(_ w: Double, _ h: Double) -> ViewGraph {
        let g = ViewGraph(root: Choices(), fonts: Fixtures.fonts)
        g.update()
        g.layout(size: Size(width: w, height: h))
        return g
    }

    @Test func theFirstViewThatFitsIsTheOneShown() {
        let wide = Self.graph(400, 300)
        #expect(Self.labels(wide) == ["wide"])
        #expect(wide.frames(ofType: "Color").first { $0.width > 0 } == Rect(x: 50, y: 130, width: 300, height: 40))
        let narrow = Self.graph(200, 300)
        #expect(Self.labels(narrow) == ["narrow"])
        let none = Self.graph(100, 60)
        #expect(Self.labels(none) == ["fallback"], "the last view when none fits")
    }

    @Test func onlyTheChosenViewIsDrawnAndTouched() {
        var tapped: [String] = []
        let g = ViewGraph(
            root: ViewThatFits {
                Color.red.frame(width: 300, height: 40).onTapGesture { tapped.append("wide") }
                Color.green.frame(width: 150, height: 40).onTapGesture { tapped.append("narrow") }
            }, fonts: Fixtures.fonts)
        g.update()
        g.layout(size: Size(width: 200, height: 100))
        let widths = g.displayList(background: .white).fragments.map(\.bounds.width)
        #expect(widths.contains(150) && !widths.contains(300), "the narrow view drawn, the wide one not: \(widths)")
        g.touch(.began, at: Point(x: 100, y: 50), time: 0)
        g.touch(.ended, at: Point(x: 100, y: 50), time: 0.05)
        g.update()
        #expect(tapped == ["narrow"])
    }

    @Test func onlyTheGivenAxesAreCompared() {
        let g = ViewGraph(
            root: ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 150, height: 500).accessibilityLabel("tall")
                Color.green.frame(width: 50, height: 50).accessibilityLabel("small")
            }, fonts: Fixtures.fonts)
        g.update()
        g.layout(size: Size(width: 200, height: 100))
        #expect(Self.labels(g) == ["tall"], "its height does not count")
    }

    @Test func aNewSizeChoosesAgain() {
        let g = Self.graph(400, 300)
        #expect(Self.labels(g) == ["wide"])
        g.layout(size: Size(width: 200, height: 300))
        #expect(Self.labels(g) == ["narrow"])
        g.layout(size: Size(width: 400, height: 300))
        #expect(Self.labels(g) == ["wide"])
    }

    /// Two layouts of a form, each with its own field: only the one shown takes Tab.
    struct Form: View {
        @State var name = ""
        var body: some View {
            ViewThatFits {
                HStack {
                    TextField("Wide name", text: $name).frame(width: 300)
                    Button("Wide save") {}
                }
                VStack {
                    TextField("Narrow name", text: $name).frame(width: 150)
                    Button("Narrow save") {}
                }
            }
        }
    }

    @Test func tabSkipsTheViewsThatWereNotChosen() {
        let g = ViewGraph(root: Form(), fonts: Fixtures.fonts)
        g.update()
        g.layout(size: Size(width: 200, height: 300))
        let order = g.focusOrder()
        let labels = g.accessibilityTree().flatMap { [$0] + $0.children }
        let chosen = labels.filter { order.contains($0.nodeID) }.map(\.label)
        #expect(order.count == 2, "the narrow field and its button only: \(chosen)")
        #expect(!chosen.contains { $0.hasPrefix("Wide") })
    }
}
