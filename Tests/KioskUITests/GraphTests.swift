import Testing
import KioskRaster
import KioskPlatform
import KioskHeadless
@testable import KioskUI

/// Lets a test trigger what a user's tap would: the view stores its action here.
@MainActor
final class Trigger {
    var actions: [String: () -> Void] = [:]
    func fire(_ name: String) { actions[name]?() }
}

struct StaticLabel: View {
    var body: some View { Text("I never change").font(.caption) }
}

struct CounterView: View {
    // Unowned: the trigger keeps closures that capture this view (a cycle LeakSanitizer reports).
    unowned let trigger: Trigger
    @State var count = 0
    var body: some View {
        trigger.actions["increment"] = { count += 1 }
        return VStack(spacing: 12) {
            Text("Count \(count)").font(.title)
            StaticLabel()
            CounterRow(value: count % 2)
        }
    }
}

struct CounterRow: View {
    let value: Int
    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 6).fill(value == 0 ? Color.blue : Color.orange).frame(width: 40, height: 24)
            Text(value == 0 ? "even" : "odd")
        }
    }
}

struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }
extension EnvironmentValues {
    var themeName: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

/// A style-like struct holding @Environment, read through a view (SwiftUI's DynamicProperty).
struct ThemeReader: DynamicProperty {
    @Environment(\.themeName) var name
}

struct ThemedLabel: View {
    let reader = ThemeReader()
    @Environment(\.colorScheme) var scheme
    var body: some View { Text("\(reader.name) \(scheme == .dark ? "dark" : "light")") }
}

@MainActor
@Suite(.serialized) struct GraphTests {
    @Test func stateChangeReevaluatesOnlyWhatDependsOnIt() {
        let trigger = Trigger()
        let r = ViewRenderer(CounterView(trigger: trigger), size: Size(width: 240, height: 160), fonts: Fixtures.fonts)
        r.render()
        let before = r.graph.bodyEvaluationsByType
        #expect(before["StaticLabel"] == 1)
        trigger.fire("increment")
        #expect(r.graph.needsUpdate)
        r.render()
        let after = r.graph.bodyEvaluationsByType
        #expect(after["CounterView"] == 2)
        #expect(after["CounterRow"] == 2, "its input changed")
        #expect(after["StaticLabel"] == 1, "unchanged input: not re-evaluated")
    }

    @Test func stateSurvivesReevaluationAndDamageIsLocal() {
        let trigger = Trigger()
        let r = ViewRenderer(CounterView(trigger: trigger), size: Size(width: 240, height: 160), fonts: Fixtures.fonts)
        r.render()
        trigger.fire("increment")
        r.render()
        trigger.fire("increment")
        r.render()
        #expect(r.graph.frames(ofType: "Text").count == 3)
        // Only the count label and the row changed: far less than the screen.
        #expect(r.lastDamage.area < r.screen.area / 3)
        #expect(!r.lastDamage.isEmpty)
        // Nothing changed: no damage, nothing drawn.
        r.render()
        #expect(r.lastDamage.isEmpty)
    }

    @Test func environmentAndDynamicPropertiesReachTheBody() {
        let r = ViewRenderer(
            ThemedLabel().environment(\.themeName, "slate"), size: Size(width: 200, height: 40), colorScheme: .dark,
            fonts: Fixtures.fonts)
        r.render()
        let texts = r.graph.root.allNodes().compactMap { $0.view as? Text }
        #expect(texts.map { $0.content } == ["slate dark"])
    }

    @Test func conditionalBranchesHaveTheirOwnIdentity() {
        let trigger = Trigger()
        struct Toggler: View {
            // Unowned: the trigger keeps closures that capture this view (a cycle LeakSanitizer reports).
            unowned let trigger: Trigger
            @State var on = false
            var body: some View {
                trigger.actions["toggle"] = { on.toggle() }
                return VStack {
                    if on { Text("On") } else { Color.gray.frame(width: 20, height: 20) }
                }
            }
        }
        let r = ViewRenderer(Toggler(trigger: trigger), size: Size(width: 100, height: 60), fonts: Fixtures.fonts)
        r.render()
        #expect(r.graph.frames(ofType: "Text").isEmpty)
        trigger.fire("toggle")
        r.render()
        #expect(r.graph.frames(ofType: "Text").count == 1)
        #expect(r.graph.frames(ofType: "Color").isEmpty)
    }

    @Test func forEachKeepsRowsByIdentity() {
        struct Item: Identifiable {
            let id: Int
            let name: String
        }
        let r = ViewRenderer(
            VStack { ForEach([Item(id: 1, name: "one"), Item(id: 2, name: "two")]) { Text($0.name) } },
            size: Size(width: 100, height: 80), fonts: Fixtures.fonts)
        r.render()
        #expect(r.graph.frames(ofType: "Text").count == 2)
    }

    /// Every state change rendered as damage into a stale buffer and presented through rings of
    /// one to three buffers gives the pixels of a full render.
    @Test(arguments: [1, 2, 3])
    func partialRendersEqualFullRendersAtEveryBufferAge(ring: Int) {
        let trigger = Trigger()
        let r = ViewRenderer(
            CounterView(trigger: trigger).padding(), size: Size(width: 240, height: 160), scale: 1.5,
            fonts: Fixtures.fonts)
        let display = HeadlessDisplay(width: r.buffer.width, height: r.buffer.height, agePolicy: .ring(count: ring))
        for step in 0..<6 {
            if step > 0 { trigger.fire("increment") }
            let damage = r.render()
            _ = try? display.present(r.buffer, damage: damage)
            #expect(display.frontBuffer!.hasSamePixels(as: r.renderFull()), "step \(step), ring \(ring)")
        }
    }

    @Test func screenRendersLikeTheGolden() {
        struct Screen: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Kiosk").font(.largeTitle.bold())
                    HStack {
                        Circle().fill(Color.green).frame(width: 14, height: 14)
                        Text("Ready for orders").font(.headline)
                        Spacer()
                        Text("12:45").font(.body.monospacedDigit()).foregroundStyle(.secondary)
                    }
                    Divider()
                    HStack(spacing: 12) {
                        ForEach(0..<3) { i in
                            VStack(spacing: 6) {
                                RoundedRectangle(cornerRadius: 10)
                                    .fill(
                                        LinearGradient(colors: [.blue, .indigo], startPoint: .top, endPoint: .bottom)
                                    )
                                    .frame(height: 44)
                                Text(["Coffee", "Tea", "Juice"][i]).font(.callout)
                            }
                            .padding(10)
                            .background(RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(radius: 6, y: 2))
                        }
                    }
                    Text(
                        "Tap a drink to start. Prices include tax and a very long description that wraps onto a second line."
                    )
                    .font(.footnote).foregroundStyle(.secondary).lineLimit(2)
                }
                .padding()
                .background(Color(hex: 0xF2F2F7))
            }
        }
        let r = ViewRenderer(Screen(), size: Size(width: 360, height: 300), scale: 2, fonts: Fixtures.fonts)
        r.render()
        UIGolden.check(r.buffer, named: "kiosk-screen")
    }
}

extension ViewNode {
    func allNodes() -> [ViewNode] { [self] + children.flatMap { $0.allNodes() } }
}
