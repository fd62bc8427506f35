import Combine
import Dispatch
import KioskTesting
import KioskText
import Testing

final class Tally: ObservableObject, @unchecked Sendable {
    @Published var count = 0
    @Published var label = "tally"
}

/// Counts body evaluations per view, to show which views a change re-evaluates.
@MainActor final class Evaluations {
    var counts: [String: Int] = [:]
    func note(_ name: String) { counts[name, default: 0] += 1 }
}

struct TallyReader: View {
    @ObservedObject var tally: Tally
    let evaluations: Evaluations
    var body: some View {
        evaluations.note("reader")
        return Text("Count \(tally.count)")
    }
}

struct Bystander: View {
    let evaluations: Evaluations
    var body: some View {
        evaluations.note("bystander")
        return Text("Bystander")
    }
}

struct EnvironmentTallyReader: View {
    @EnvironmentObject var tally: Tally
    var body: some View { Text("Env \(tally.count) \(tally.label)") }
}

struct TallyScreen: View {
    @StateObject private var tally = Tally()
    let evaluations: Evaluations
    @State private var received = 0
    let pings: PassthroughSubject<Int, Never>
    var body: some View {
        VStack {
            TallyReader(tally: tally, evaluations: evaluations)
            Bystander(evaluations: evaluations)
            EnvironmentTallyReader()
            Button("Add") { tally.count += 1 }
            Text("Received \(received)")
        }
        .environmentObject(tally)
        .onReceive(pings) { received += $0 }
    }
}

@MainActor
@Suite(.serialized) struct ObservableObjectTests {
    @Test func aPublishedChangeReEvaluatesTheViewsThatObserveTheObject() throws {
        let evaluations = Evaluations()
        let ui = UITestDriver(
            TallyScreen(evaluations: evaluations, pings: PassthroughSubject()), fonts: Shared.fonts)
        ui.settle()
        let before = evaluations.counts
        try ui.tap("Add")
        ui.settle()
        try ui.tap("Add")
        ui.settle()
        #expect(ui.exists(label: "Count 2"))
        #expect(ui.exists(label: "Env 2 tally"))
        // The screen owns the object (@StateObject) and reads it too, so it is evaluated again;
        // the reader is, twice; the bystander, which is handed nothing new, is not.
        #expect(evaluations.counts["reader"] == (before["reader"] ?? 0) + 2)
        #expect(evaluations.counts["bystander"] == before["bystander"])
    }

    @Test func theStateObjectIsMadeOnceAndKeptAcrossEvaluations() throws {
        let ui = UITestDriver(
            TallyScreen(evaluations: Evaluations(), pings: PassthroughSubject()), fonts: Shared.fonts)
        for _ in 0..<3 { try ui.tap("Add") }
        ui.settle()
        #expect(ui.exists(label: "Count 3"))
    }

    @Test func onReceiveRunsTheActionForEachValueWhileOnScreen() throws {
        let pings = PassthroughSubject<Int, Never>()
        let ui = UITestDriver(TallyScreen(evaluations: Evaluations(), pings: pings), fonts: Shared.fonts)
        ui.settle()
        pings.send(2)
        pings.send(3)
        ui.settle()
        #expect(ui.exists(label: "Received 5"))
    }

    @Test func aChangeMadeOnAnotherThreadReachesTheView() throws {
        let evaluations = Evaluations()
        let tally = Tally()
        let ui = UITestDriver(TallyReader(tally: tally, evaluations: evaluations), fonts: Shared.fonts)
        ui.settle()
        DispatchQueue.global().sync { tally.count = 9 }
        ui.settle()
        #expect(ui.exists(label: "Count 9"))
    }
}
