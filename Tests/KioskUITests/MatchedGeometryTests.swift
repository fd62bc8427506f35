import Testing
import KioskRaster
import KioskPlatform
@testable import KioskUI

/// The namespaces views were evaluated with.
private final class NamespaceLog {
    var seen: [Namespace.ID] = []
}

/// A small tile at the top left that opens into a wide panel: both matched by one identifier.
private struct Hero: View {
    // Unowned: the trigger keeps closures that capture this view (a cycle LeakSanitizer reports).
    unowned let trigger: Trigger
    var log: NamespaceLog?
    var panelIsCircle = false
    var panelID = "hero"
    @Namespace var hero
    @State var open = false
    var body: some View {
        trigger.actions["open"] = { withAnimation(.linear(duration: 1)) { open = true } }
        log?.seen.append(hero)
        return ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 200, height: 100)
            if !open {
                RoundedRectangle(cornerRadius: 4).fill(Color.black)
                    .matchedGeometryEffect(id: "hero", in: hero)
                    .frame(width: 20, height: 20).offset(x: 10, y: 10)
            } else if panelIsCircle {
                Circle().fill(Color.black)
                    .matchedGeometryEffect(id: panelID, in: hero)
                    .frame(width: 80, height: 80).offset(x: 110, y: 10)
            } else {
                RoundedRectangle(cornerRadius: 4).fill(Color.black)
                    .matchedGeometryEffect(id: panelID, in: hero)
                    .frame(width: 80, height: 80).offset(x: 110, y: 10)
            }
        }
    }
}

/// Three tabs and a highlight that takes the selected tab's frame.
private struct Tabs: View {
    unowned let trigger: Trigger
    @Namespace var tabs
    @State var selected = 0
    var body: some View {
        trigger.actions["last"] = { withAnimation(.linear(duration: 1)) { selected = 2 } }
        return ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 200, height: 100)
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { i in
                    Color.clear.frame(width: 50, height: 20).matchedGeometryEffect(id: i, in: tabs)
                }
            }
            Rectangle().fill(Color.black)
                .matchedGeometryEffect(id: selected, in: tabs, isSource: false)
        }
    }
}

@MainActor
@Suite(.serialized) struct MatchedGeometryTests {
    static func isDark(_ b: PixelBuffer, _ x: Int, _ y: Int) -> Bool { b[x, y] & 0xFF < 100 }
    static func isWhite(_ b: PixelBuffer, _ x: Int, _ y: Int) -> Bool { b[x, y] & 0xFF > 250 }

    private func opened(_ hero: (Trigger) -> Hero) -> (ViewRenderer, Trigger) {
        let trigger = Trigger()
        let r = ViewRenderer(
            hero(trigger), size: Size(width: 200, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        #expect(Self.isDark(r.buffer, 20, 20))
        trigger.fire("open")
        r.render(at: 0)
        return (r, trigger)
    }

    @Test func aShapeThatDrawsAlikeGrowsFromTheOldViewsFrameIntoTheNewOne() {
        let (r, _) = opened { Hero(trigger: $0) }
        #expect(r.graph.isAnimating)
        r.render(at: 0.5)
        // Halfway: x 60...110, y 10...60, one solid shape (no fade: the shape changes into the other).
        #expect(Self.isDark(r.buffer, 62, 12))
        #expect(Self.isDark(r.buffer, 107, 57))
        #expect(Self.isWhite(r.buffer, 20, 20), "the tile is not left behind")
        #expect(Self.isWhite(r.buffer, 150, 80), "the panel is not drawn at its final place yet")
        #expect(Self.isWhite(r.buffer, 57, 30) && Self.isWhite(r.buffer, 113, 30))
        r.render(at: 1)
        #expect(!r.graph.isAnimating)
        #expect(Self.isDark(r.buffer, 150, 80) && Self.isWhite(r.buffer, 20, 20))
        #expect(r.render(at: 2).isEmpty)
    }

    @Test func viewsThatDrawDifferentlyMoveTogetherAndCrossFade() {
        let (r, _) = opened { Hero(trigger: $0, panelIsCircle: true) }
        r.render(at: 0.5)
        // Both are drawn in the group's rectangle of the moment (x 60...110, y 10...60), each
        // half faded: the centre is grey, not black and not white.
        let centre = r.buffer[85, 35] & 0xFF
        #expect(centre > 20 && centre < 200, "cross-fading: \(centre)")
        #expect(Self.isWhite(r.buffer, 20, 20))
        #expect(Self.isWhite(r.buffer, 150, 50), "the circle is not at its final place yet")
        r.render(at: 1)
        #expect(Self.isDark(r.buffer, 150, 50))
        #expect(Self.isWhite(r.buffer, 20, 20))
        #expect(!r.graph.isAnimating)
    }

    @Test func anotherIdentifierIsNotMatched() {
        let (r, _) = opened { Hero(trigger: $0, panelID: "other") }
        r.render(at: 0.5)
        // The panel fades in where it is laid out; the tile fades out where it was.
        let panel = r.buffer[150, 50] & 0xFF
        let tile = r.buffer[20, 20] & 0xFF
        #expect(panel > 50 && panel < 200 && tile > 50 && tile < 200, "panel \(panel), tile \(tile)")
    }

    @Test func reduceMotionCrossFadesInPlace() {
        let trigger = Trigger()
        let r = ViewRenderer(
            Hero(trigger: trigger).environment(\.accessibilityReduceMotion, true),
            size: Size(width: 200, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        trigger.fire("open")
        r.render(at: 0)
        r.render(at: 0.5)
        #expect(!Self.isDark(r.buffer, 62, 12) || !Self.isDark(r.buffer, 107, 57), "nothing moves")
        r.render(at: 1)
        #expect(Self.isDark(r.buffer, 150, 80))
    }

    @Test func aNamespaceKeepsItsIdentityAndEachViewHasItsOwn() {
        let trigger = Trigger()
        let log = NamespaceLog()
        let r = ViewRenderer(
            HStack {
                Hero(trigger: trigger, log: log)
                Hero(trigger: trigger, log: log)
            }, size: Size(width: 400, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        let first = log.seen
        #expect(first.count == 2 && first[0] != first[1])
        log.seen = []
        trigger.fire("open")
        r.render(at: 0)
        #expect(log.seen.count == 1 && first.contains(log.seen[0]), "a re-evaluated view keeps its namespace")
    }

    @Test func aViewThatIsNotTheSourceTakesTheSourcesFrameAndFollowsIt() {
        let trigger = Trigger()
        let r = ViewRenderer(
            Tabs(trigger: trigger), size: Size(width: 200, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        // Laid out at the first tab's size, not the whole stack's.
        #expect(Self.isDark(r.buffer, 2, 2) && Self.isDark(r.buffer, 47, 17))
        #expect(Self.isWhite(r.buffer, 52, 10) && Self.isWhite(r.buffer, 10, 22))
        trigger.fire("last")
        r.render(at: 0)
        r.render(at: 0.5)
        #expect(Self.isDark(r.buffer, 52, 10) && Self.isDark(r.buffer, 97, 10))
        #expect(Self.isWhite(r.buffer, 47, 10) && Self.isWhite(r.buffer, 103, 10))
        r.render(at: 1)
        #expect(Self.isDark(r.buffer, 102, 2) && Self.isDark(r.buffer, 147, 17))
        #expect(Self.isWhite(r.buffer, 97, 10))
    }
}
