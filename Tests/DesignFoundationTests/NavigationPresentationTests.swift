import KioskTesting
import KioskText
import Testing

@testable import DesignFoundation

/// Screens pushed by bindings: a Boolean, a link's `isActive`, a link's tag and selection.
@Observable @MainActor
final class CheckoutFlow {
    var showsReceipt = false
    var helpIsActive = false
    var selectedLane: Int?
}

struct CheckoutScreen: View {
    let flow: CheckoutFlow
    var body: some View {
        @Bindable var flow = flow
        NavigationStack {
            VStack {
                Button("Finish") { flow.showsReceipt = true }
                NavigationLink(destination: Text("Help page"), isActive: $flow.helpIsActive) { Text("Help") }
                ForEach([1, 2], id: \.self) { lane in
                    NavigationLink(
                        "Lane \(lane)", destination: Text("Lane \(lane) open"), tag: lane, selection: $flow.selectedLane
                    )
                }
            }
            .navigationTitle("Checkout")
            .navigationDestination(isPresented: $flow.showsReceipt) { Text("Receipt printed") }
        }
    }
}

@MainActor
@Suite(.serialized) struct NavigationPresentationTests {
    func driver(_ flow: CheckoutFlow) -> UITestDriver {
        UITestDriver(CheckoutScreen(flow: flow), size: Size(width: 480, height: 400), fonts: DF.fonts)
    }

    @Test func settingTheBindingPushesAndBackClearsIt() throws {
        let flow = CheckoutFlow()
        let ui = driver(flow)
        try ui.tap("Finish")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Receipt printed"))
        try ui.tap("Back")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(!ui.exists(label: "Receipt printed"))
        #expect(flow.showsReceipt == false, "popping the screen clears the binding")
        // Set from the model, the screen comes back; cleared, it goes.
        flow.showsReceipt = true
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Receipt printed"))
        flow.showsReceipt = false
        ui.runFrames(for: 0.5, fps: 12)
        #expect(!ui.exists(label: "Receipt printed"))
        #expect(ui.exists(label: "Finish"))
    }

    @Test func anActiveLinkIsTappedOrSet() throws {
        let flow = CheckoutFlow()
        let ui = driver(flow)
        try ui.tap("Help")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Help page"))
        #expect(flow.helpIsActive)
        flow.helpIsActive = false
        ui.runFrames(for: 0.5, fps: 12)
        #expect(!ui.exists(label: "Help page"))
    }

    @Test func aTaggedLinkFollowsTheSelection() throws {
        let flow = CheckoutFlow()
        let ui = driver(flow)
        try ui.tap("Lane 2")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Lane 2 open"))
        #expect(flow.selectedLane == 2)
        try ui.tap("Back")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(flow.selectedLane == nil)
        flow.selectedLane = 1
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Lane 1 open"))
        #expect(!ui.exists(label: "Lane 2 open"))
    }
}
