import KioskTesting
import KioskText
import Testing

@testable import DesignFoundation

// SwiftUI's earlier navigation API: NavigationView, links with view destinations, bar items.

struct KioskMenu: View {
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Pay", destination: PaymentScreen())
                NavigationLink(destination: Text("Receipt shown")) { Text("Receipt") }
            }
            .navigationBarTitle("Menu", displayMode: .inline)
            .navigationBarItems(leading: Text("Lane 3"), trailing: Button("Help") {})
        }
    }
}

struct PaymentScreen: View {
    @Environment(\.dfNavigator) private var navigator
    var body: some View {
        VStack {
            Text("Insert card")
            Button("Cancel payment") { navigator?.pop() }
        }
        .navigationBarTitle("Payment")
        .navigationBarBackButtonHidden(true)
        .navigationBarItems(trailing: Text("Step 1 of 2"))
    }
}

@MainActor
@Suite(.serialized) struct NavigationViewTests {
    @Test func barItemsAndTitleShowOnTheRoot() throws {
        let ui = UITestDriver(KioskMenu(), size: Size(width: 480, height: 400), fonts: DF.fonts)
        #expect(ui.exists(label: "Menu"))
        #expect(ui.exists(label: "Lane 3"), "the leading item")
        #expect(ui.exists(label: "Help"), "the trailing item")
    }

    @Test func aHiddenBackButtonLeavesOnlyTheScreensOwnWayOut() throws {
        let ui = UITestDriver(KioskMenu(), size: Size(width: 480, height: 400), fonts: DF.fonts)
        try ui.tap("Pay")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Insert card"))
        #expect(ui.exists(label: "Payment"))
        #expect(ui.exists(label: "Step 1 of 2"))
        #expect(!ui.exists(label: "Back"), "no back button")
        // A swipe from the leading edge does not go back either.
        ui.drag(from: Point(x: 4, y: 200), to: Point(x: 400, y: 200))
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Insert card"))
        try ui.tap("Cancel payment")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(!ui.exists(label: "Insert card"))
        #expect(ui.exists(label: "Lane 3"))
    }

    @Test func aLinkToAViewValuePushesIt() throws {
        let ui = UITestDriver(KioskMenu(), size: Size(width: 480, height: 400), fonts: DF.fonts)
        try ui.tap("Receipt")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Receipt shown"))
        #expect(ui.exists(label: "Back"))
    }
}
