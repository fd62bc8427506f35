import Testing
import KioskText
import KioskGeometry
@testable import KioskUI

/// Views hold closures (gestures, actions); a closure that held its own node or the graph
/// strongly kept both alive for ever: each screen shown and left leaked (found by the events
/// fuzz target's memory). Removed views and dropped graphs must be freed.
@MainActor
@Suite(.serialized) struct GraphLifetimeTests {
    struct Toggler: View {
        @State var shown = false
        @State var text = ""
        var parts: Set<Int> = [0, 1, 2, 3]
        var body: some View {
            VStack {
                Button("Toggle") { shown.toggle() }
                if shown {
                    if parts.contains(0) { TextField("Name", text: $text) }
                    if parts.contains(1) { ScrollView { VStack { ForEach(0..<30) { i in Text("Row \(i)") } } } }
                    if parts.contains(2) { ScrollView { LazyVStack { ForEach(0..<300) { i in Text("Lazy \(i)") } } } }
                    if parts.contains(3) { Text("plain") }
                }
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    @Test func aGraphIsFreedWithItsRenderer() {
        weak var graph: ViewGraph?
        do {
            let r = ViewRenderer(Toggler(shown: true), size: Size(width: 200, height: 300), fonts: FontLibrary())
            r.render()
            graph = r.graph
        }
        #expect(graph == nil)
    }

    @Test(arguments: [0, 1, 2, 3, 4])
    func viewsThatGoAwayAreFreed(part: Int) {
        let r = ViewRenderer(
            Toggler(parts: part == 4 ? [0, 1, 2, 3] : [part]), size: Size(width: 300, height: 400), fonts: FontLibrary()
        )
        r.render()
        let before = ViewNode.liveCount
        let button = r.graph.accessibilityTree().flatMap { [$0] + $0.children }.first { $0.label == "Toggle" }!
        for i in 0..<20 {
            r.graph.touch(.began, id: 1, at: button.frame.center, time: Double(i))
            r.graph.touch(.ended, id: 1, at: button.frame.center, time: Double(i) + 0.05)
            r.render(at: Double(i) + 0.1)
        }
        #expect(ViewNode.liveCount == before, "\(ViewNode.liveCount - before) nodes outlived their views")
    }

    @Test(arguments: [1, 2])
    func viewsThatWereTouchedAreFreedWhenTheyGo(part: Int) {
        let r = ViewRenderer(Toggler(parts: [part]), size: Size(width: 300, height: 400), fonts: FontLibrary())
        r.render()
        let before = ViewNode.liveCount
        let button = r.graph.accessibilityTree().flatMap { [$0] + $0.children }.first { $0.label == "Toggle" }!
        var t = 0.0
        func tap(_ p: Point) {
            r.graph.touch(.began, id: 1, at: p, time: t)
            r.graph.touch(.ended, id: 1, at: p, time: t + 0.05)
            t += 1
            r.render(at: t)
        }
        for _ in 0..<5 {
            tap(button.frame.center)
            tap(Point(x: 150, y: 200))  // in the list
            r.graph.touch(.began, id: 2, at: Point(x: 150, y: 300), time: t)
            r.graph.touch(.moved, id: 2, at: Point(x: 150, y: 200), time: t + 0.05)
            r.graph.touch(.ended, id: 2, at: Point(x: 150, y: 150), time: t + 0.1)
            t += 1
            r.graph.advanceTime(to: t + 3)
            r.render(at: t + 3)
            t += 4
            tap(button.frame.center)
        }
        #expect(ViewNode.liveCount == before, "\(ViewNode.liveCount - before) nodes outlived their views")
    }
}

/// A presentation's content sees its own placement through the environment; the presentation
/// holding the content strongly while the content held the presentation made a cycle, so every
/// sheet shown and dismissed stayed in memory (found by the soak's heap count).
@MainActor
@Suite(.serialized) struct PresentationLifetimeTests {
    final class Token {}
    struct Presenter: View {
        @State var shown = false
        let token: Token
        var body: some View {
            VStack {
                Button("Open") { shown = true }
                Spacer()
            }
            .presentation(isPresented: $shown, kind: .sheet(maxHeightFraction: 0.5)) {
                Button("Close \(ObjectIdentifier(token).hashValue)") { shown = false }
            }
        }
    }

    func press(_ label: String, _ r: ViewRenderer, _ t: inout Double) {
        let node = r.graph.accessibilityTree().flatMap { [$0] + $0.children }.first { $0.label.hasPrefix(label) }
        guard let node else {
            Issue.record("no \(label) button")
            return
        }
        r.graph.touch(.began, id: 1, at: node.frame.center, time: t)
        r.graph.touch(.ended, id: 1, at: node.frame.center, time: t + 0.05)
        t += 1
        r.render(at: t)
    }

    @Test func dismissedPresentationsAreFreed() {
        weak var presentation: Presentation?
        weak var graph: ViewGraph?
        do {
            let r = ViewRenderer(Presenter(token: Token()), size: Size(width: 300, height: 400), fonts: FontLibrary())
            r.render()
            var t = 0.0
            press("Open", r, &t)
            presentation = r.graph.presentations.first
            #expect(presentation != nil)
            press("Close", r, &t)
            r.graph.advanceTime(to: t + 2)
            r.render(at: t + 2)
            #expect(r.graph.presentations.isEmpty)
            #expect(presentation == nil, "a dismissed presentation outlived its dismissal")
            graph = r.graph
        }
        #expect(graph == nil)
    }
}
