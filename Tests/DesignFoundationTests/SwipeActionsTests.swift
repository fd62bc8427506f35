import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

/// A mailbox as SwiftUI code writes one: actions on both edges of each row.
struct Mailbox: View {
    @State private var messages = ["Delivery at 9", "Filter change", "Menu update", "Staff rota"]
    @State private var flagged: Set<String> = []
    @State private var read: Set<String> = []
    var body: some View {
        VStack {
            List {
                ForEach(messages, id: \.self) { message in
                    Text(flagged.contains(message) ? "⚑ \(message)" : message)
                        .swipeActions(edge: .leading) {
                            Button {
                                read.insert(message)
                            } label: {
                                Label("Read", systemImage: "envelope.open")
                            }
                            .tint(.blue)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                messages.removeAll { $0 == message }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            Button("Flag") { flagged.insert(message) }.tint(.orange)
                        }
                }
            }
            Text("Read: \(read.sorted().joined(separator: ", "))")
        }
    }
}

@MainActor
@Suite(.serialized) struct SwipeActionsTests {
    /// A short swipe to the left from the row's right: the trailing buttons open.
    func openTrailing(_ ui: UITestDriver, _ label: String) throws {
        let row = try ui.element(label: label).frame
        let id = ui.touchDown(at: Point(x: row.maxX - 20, y: row.midY))
        for i in 1...5 { ui.touchMove(id, to: Point(x: row.maxX - 20 - Double(i) * 24, y: row.midY)) }
        ui.advance(by: 0.3)
        ui.touchUp(id, at: Point(x: row.maxX - 140, y: row.midY))
        ui.runFrames(for: 0.4, fps: 12)
    }

    @Test func aShortSwipeOpensTheButtonsAndATapRunsOneAndCloses() throws {
        let ui = UITestDriver(Mailbox(), size: Size(width: 400, height: 500), fonts: DF.fonts)
        #expect(!ui.exists(label: "Flag"), "the buttons are hidden behind the row")
        try openTrailing(ui, "Filter change")
        let flag = try ui.element(label: "Flag"), delete = try ui.element(label: "Delete")
        // The first button sits at the trailing edge.
        #expect(delete.frame.minX > flag.frame.minX)
        ui.tap(at: flag.frame.center)
        ui.runFrames(for: 0.4, fps: 12)
        #expect(ui.exists(label: "⚑ Filter change"))
        #expect(!ui.exists(label: "Flag"), "the row closed after its button ran")
    }

    @Test func aFullSwipeRunsTheFirstButton() throws {
        let ui = UITestDriver(Mailbox(), size: Size(width: 400, height: 500), fonts: DF.fonts)
        let row = try ui.element(label: "Menu update").frame
        ui.drag(
            from: Point(x: row.maxX - 20, y: row.midY), to: Point(x: row.maxX - 330, y: row.midY), steps: 8,
            duration: 0.2)
        ui.runFrames(for: 0.4, fps: 12)
        #expect(!ui.exists(label: "Menu update") && ui.exists(label: "Staff rota"))
    }

    @Test func theLeadingEdgeHasItsOwnButtons() throws {
        let ui = UITestDriver(Mailbox(), size: Size(width: 400, height: 500), fonts: DF.fonts)
        let row = try ui.element(label: "Delivery at 9").frame
        let id = ui.touchDown(at: Point(x: row.minX + 20, y: row.midY))
        for i in 1...4 { ui.touchMove(id, to: Point(x: row.minX + 20 + Double(i) * 20, y: row.midY)) }
        ui.advance(by: 0.3)
        ui.touchUp(id, at: Point(x: row.minX + 100, y: row.midY))
        ui.runFrames(for: 0.4, fps: 12)
        #expect(!ui.exists(label: "Delete"), "not the trailing buttons")
        try ui.tap("Read")
        ui.runFrames(for: 0.4, fps: 12)
        #expect(ui.exists(label: "Read: Delivery at 9"))
    }

    @Test func openButtonsLookAsSwiftUIDrawsThem() throws {
        for scheme in [ColorScheme.light, .dark] {
            let ui = UITestDriver(
                Mailbox().dfThemePreset(.default), size: Size(width: 400, height: 260), colorScheme: scheme,
                fonts: DF.fonts)
            try openTrailing(ui, "Filter change")
            DFGolden.check(ui.screenshot, named: "swipe-actions-\(scheme == .dark ? "dark" : "light")")
        }
    }
}
