import Testing
import KioskTesting
import KioskText

/// A modifier with state of its own: a tap on the content counts in the modifier.
struct TapCounting: ViewModifier {
    let name: String
    @State private var taps = 0
    func body(content: Content) -> some View {
        VStack {
            content.onTapGesture { taps += 1 }
            Text("\(name) taps \(taps)")
        }
    }
}

struct Shouting: ViewModifier {
    func body(content: Content) -> some View { content.accessibilityLabel("shouted") }
}

struct ModifierScreen: View {
    var body: some View {
        VStack(spacing: 30) {
            Color.blue.frame(width: 60, height: 30).accessibilityLabel("first").modifier(TapCounting(name: "A"))
            Color.red.frame(width: 60, height: 30).accessibilityLabel("second").modifier(TapCounting(name: "B"))
            Text("quiet").modifier(Shouting().concat(EmptyModifier()))
        }
    }
}

/// Records every change `onChange` reports.
@MainActor final class ChangeLog {
    var entries: [String] = []
}

struct ChangeScreen: View {
    let log: ChangeLog
    @State private var count = 0
    @State private var other = 0
    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            Button("Other") { other += 1 }
            Text("Count \(count) other \(other)")
        }
        .onChange(of: count) { old, new in log.entries.append("\(old)->\(new)") }
        .onChange(of: count, initial: true) { log.entries.append("any \(count)") }
    }
}

@MainActor
@Suite(.serialized) struct ModifierAndChangeTests {
    @Test func aViewModifierAppliesItsBodyAndKeepsItsOwnState() throws {
        let ui = UITestDriver(ModifierScreen(), fonts: Shared.fonts)
        try ui.tap("first")
        try ui.tap("first")
        try ui.tap("second")
        #expect(ui.exists(label: "A taps 2"))
        #expect(ui.exists(label: "B taps 1"))
        // Modifiers combined with `concat` both apply.
        #expect(ui.exists(label: "shouted"))
        #expect(!ui.exists(label: "quiet"))
    }

    @Test func onChangeReportsOldAndNewValuesAfterTheFrame() throws {
        let log = ChangeLog()
        let ui = UITestDriver(ChangeScreen(log: log), fonts: Shared.fonts)
        ui.settle()
        // `initial` runs once after the first frame; the two-value form does not.
        #expect(log.entries == ["any 0"])
        try ui.tap("Add")
        ui.settle()
        try ui.tap("Add")
        ui.settle()
        // Another state's change re-evaluates the body but does not fire either action.
        try ui.tap("Other")
        ui.settle()
        #expect(log.entries.filter { $0.contains("->") } == ["0->1", "1->2"])
        #expect(log.entries.filter { $0.hasPrefix("any") } == ["any 0", "any 1", "any 2"])
    }
}
