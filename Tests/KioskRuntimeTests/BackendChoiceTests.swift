import Testing
import KioskDRM
@testable import KioskRuntime

@Suite struct BackendChoiceTests {
    static func card(connected: Bool) -> DRMCardInfo {
        DRMCardInfo(
            path: "/dev/dri/card0", driver: "vc4", supportsDumbBuffers: true, supportsAtomic: true,
            canBecomeMaster: true,
            connectors: [
                DRMConnectorInfo(id: 1, name: "HDMI-A-1", isConnected: connected, modes: [], preferredMode: nil)
            ])
    }

    @Test func aConnectedDisplayIsDrivenByKMS() {
        let choice = BackendChoice.best(cards: [Self.card(connected: true)], environment: ProcessEnvironment([:]))
        #expect(choice.backend == .drm)
        #expect(choice.reason == "/dev/dri/card0 drives HDMI-A-1")
    }

    @Test func aKioskWaitsForItsDisplayRatherThanRunningHeadless() {
        let choice = BackendChoice.best(cards: [Self.card(connected: false)], environment: ProcessEnvironment([:]))
        #expect(choice.backend == .drm)
        #expect(choice.reason.contains("waiting"))
    }
}

@Suite struct VTSwitchKeyTests {
    @Test func controlAltFunctionKeysNameAVT() {
        var keys = VTSwitchKeys()
        #expect(keys.handle(code: 60, isPressed: true) == nil, "F2 alone")
        #expect(keys.handle(code: 29, isPressed: true) == nil)
        #expect(keys.handle(code: 60, isPressed: true) == nil, "Ctrl+F2")
        #expect(keys.handle(code: 100, isPressed: true) == nil)
        #expect(keys.handle(code: 60, isPressed: true) == 2, "Ctrl+AltGr+F2")
        #expect(keys.handle(code: 88, isPressed: true) == 12)
        #expect(keys.handle(code: 30, isPressed: true) == nil, "Ctrl+Alt+A")
        _ = keys.handle(code: 29, isPressed: false)
        #expect(keys.handle(code: 59, isPressed: true) == nil, "Control released")
    }
}
