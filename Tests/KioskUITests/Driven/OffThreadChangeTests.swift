import Combine
import Dispatch
import KioskTesting
import KioskText
import Observation
import Testing

/// A model whose write can be held between its announcement and its store, as a background
/// thread can be paused there by the scheduler: Observation calls observers at `willSet`,
/// before the value is stored.
final class HeldModel: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var stored = "Before"
    /// Signalled once the write has been announced; the write then waits for `release`.
    let announced = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)

    var value: String {
        registrar.access(self, keyPath: \.value)
        return stored
    }

    /// Writes `newValue`, holding between the announcement and the store.
    func holdingWrite(_ newValue: String) {
        registrar.withMutation(of: self, keyPath: \.value) {
            announced.signal()
            release.wait()
            stored = newValue
        }
    }
}

/// An `ObservableObject` whose `@Published` write is held in the same way, by a subscriber of
/// `objectWillChange` that runs on the writing thread before the value is stored (after the
/// subscribers that came before it, the views).
final class HeldObject: ObservableObject, @unchecked Sendable {
    @Published var value = "Before"
    let announced = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    private var hold: AnyCancellable?

    /// Holds every later write, once announced to the subscribers there are now.
    func holdWrites() {
        hold = objectWillChange.sink { [unowned self] _ in
            announced.signal()
            release.wait()
        }
    }
}

struct HeldModelView: View {
    let model: HeldModel
    var body: some View { Text(model.value) }
}

struct HeldObjectView: View {
    @ObservedObject var object: HeldObject
    var body: some View { Text(object.value) }
}

/// A change made on another thread reaches the screen even when the main actor updates the
/// views between the change's announcement and its store: the stale evaluation must not be
/// the last one.
@MainActor
@Suite struct OffThreadChangeTests {
    @Test func anObservableChangeHeldBeforeItsStoreStillShows() {
        let model = HeldModel()
        let ui = UITestDriver(HeldModelView(model: model), fonts: Shared.fonts)
        ui.settle()
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            model.holdingWrite("After")
            written.signal()
        }
        model.announced.wait()
        ui.settle()
        model.release.signal()
        written.wait()
        ui.settle()
        #expect(ui.exists(label: "After"))
    }

    @Test func aPublishedChangeHeldBeforeItsStoreStillShows() {
        let object = HeldObject()
        let ui = UITestDriver(HeldObjectView(object: object), fonts: Shared.fonts)
        ui.settle()
        object.holdWrites()
        let written = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            object.value = "After"
            written.signal()
        }
        object.announced.wait()
        ui.settle()
        object.release.signal()
        written.wait()
        ui.settle()
        #expect(ui.exists(label: "After"))
    }
}
