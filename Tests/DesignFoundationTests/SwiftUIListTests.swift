import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

struct OrdersList: View {
    @State private var orders = (1...30).map { "Order \($0)" }
    var body: some View {
        List {
            ForEach(orders, id: \.self) { order in
                Text(order)
            }
            .onDelete { offsets in orders.remove(atOffsets: offsets) }
        }
    }
}

@MainActor
@Suite(.serialized) struct SwiftUIListTests {
    @Test func aLongSwipeDeletesARowAndAShortOneOpensItsButton() throws {
        let ui = UITestDriver(OrdersList(), size: Size(width: 400, height: 500), fonts: DF.fonts)
        let row = try ui.element(label: "Order 2").frame
        ui.drag(
            from: Point(x: row.maxX - 20, y: row.midY), to: Point(x: row.maxX - 320, y: row.midY), steps: 8,
            duration: 0.2)
        ui.runFrames(for: 0.4, fps: 12)
        #expect(!ui.exists(label: "Order 2") && ui.exists(label: "Order 3"))
        let third = try ui.element(label: "Order 3").frame
        let id = ui.touchDown(at: Point(x: third.maxX - 20, y: third.midY))
        for i in 1...4 { ui.touchMove(id, to: Point(x: third.maxX - 20 - Double(i) * 20, y: third.midY)) }
        ui.advance(by: 0.3)
        ui.touchUp(id, at: Point(x: third.maxX - 100, y: third.midY))
        ui.runFrames(for: 0.4, fps: 12)
        #expect(ui.exists(label: "Order 3"), "a short swipe does not delete")
        let delete = ui.elements(role: .button).first { $0.label == "Delete" }
        #expect(delete != nil, "it opens the Delete button")
        if let delete { ui.tap(at: delete.frame.center) }
        ui.runFrames(for: 0.4, fps: 12)
        #expect(!ui.exists(label: "Order 3"))
    }

    @Test func aVerticalDragOnARowStillScrollsTheList() throws {
        let ui = UITestDriver(OrdersList(), size: Size(width: 400, height: 500), fonts: DF.fonts)
        let row = try ui.element(label: "Order 5").frame
        ui.drag(
            from: Point(x: row.midX, y: row.midY), to: Point(x: row.midX + 10, y: row.midY - 200), steps: 8,
            duration: 0.3)
        ui.runFrames(for: 1, fps: 12)
        #expect(!ui.exists(label: "Order 1") && ui.exists(label: "Order 12"), "the list scrolled")
        #expect(!ui.elements(role: .button).contains { $0.label == "Delete" }, "no row opened")
    }
}

struct PickupList: View {
    @State private var chosen: String?
    @State private var many: Set<Int> = []
    var body: some View {
        VStack {
            List(selection: $chosen) {
                ForEach(["Front desk", "Locker 4", "Café"], id: \.self) { Text($0) }
            }
            .frame(height: 160)
            List(selection: $many) {
                Text("Sauce").tag(1)
                Text("Napkins").tag(2)
            }
            .frame(height: 110)
            Text("Chosen \(chosen ?? "none") \(many.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

@MainActor
@Suite(.serialized) struct SwiftUIListSelectionTests {
    @Test func aTapSelectsARowBySingleOrMultipleSelection() throws {
        let ui = UITestDriver(PickupList(), size: Size(width: 360, height: 400), fonts: DF.fonts)
        try ui.tap("Locker 4")
        #expect(ui.exists(label: "Chosen Locker 4 "))
        #expect(try ui.element(label: "Locker 4").traits.contains(.isSelected))
        try ui.tap("Sauce")
        try ui.tap("Napkins")
        try ui.tap("Sauce")
        #expect(ui.exists(label: "Chosen Locker 4 2"))
    }
}
