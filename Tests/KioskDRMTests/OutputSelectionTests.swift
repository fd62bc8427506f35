import Testing
@testable import KioskDRM
import KioskPlatform

@Suite struct OutputSelectionTests {
    static let hdmi = DRMConnectorInfo(
        id: 40, name: "HDMI-A-1", isConnected: true,
        modes: [
            DisplayMode(width: 1920, height: 1080, refreshMillihertz: 60000),
            DisplayMode(width: 1920, height: 1080, refreshMillihertz: 50000),
            DisplayMode(width: 1024, height: 600, refreshMillihertz: 60000),
        ],
        preferredMode: DisplayMode(width: 1920, height: 1080, refreshMillihertz: 60000))
    static let dsi = DRMConnectorInfo(id: 41, name: "DSI-1", isConnected: false, modes: [], preferredMode: nil)
    static let connectors = [dsi, hdmi]

    @Test func firstConnectedWithItsPreferredMode() throws {
        let c = try OutputSelection.choose(OutputRequest(), among: Self.connectors, card: "card0")
        #expect(c.connectorIndex == 1)
        #expect(c.mode == DisplayMode(width: 1920, height: 1080, refreshMillihertz: 60000))
    }

    @Test func requestedSizeAndNearestRefresh() throws {
        let c = try OutputSelection.choose(
            OutputRequest(width: 1920, height: 1080, refreshHz: 49), among: Self.connectors, card: "card0")
        #expect(c.mode.refreshMillihertz == 50000)
        let small = try OutputSelection.choose(
            OutputRequest(connector: "HDMI-A-1", width: 1024, height: 600), among: Self.connectors, card: "card0")
        #expect(small.mode == DisplayMode(width: 1024, height: 600, refreshMillihertz: 60000))
    }

    @Test func errorsNameTheCardAndWhatIsOffered() {
        func message(_ r: OutputRequest, _ list: [DRMConnectorInfo] = Self.connectors) -> String {
            do {
                _ = try OutputSelection.choose(r, among: list, card: "/dev/dri/card1")
                return ""
            } catch { return error.description }
        }
        #expect(
            message(OutputRequest(connector: "DSI-1")) == "/dev/dri/card1: connector DSI-1 has no display connected")
        #expect(message(OutputRequest(connector: "VGA-1")).contains("DSI-1 (disconnected), HDMI-A-1 (connected)"))
        #expect(
            message(OutputRequest(width: 800, height: 480)).contains("offers 1920x1080@60, 1920x1080@50, 1024x600@60"))
        #expect(message(OutputRequest(), [Self.dsi]).hasPrefix("/dev/dri/card1: no display is connected"))
    }
}

@Suite struct UEventTests {
    func datagram(_ parts: [String]) -> [UInt8] { parts.flatMap { Array($0.utf8) + [0] } }

    @Test func connectorChangeIsADisplayHotplug() {
        let e = UEvent.parse(
            datagram([
                "change@/devices/pci0000:00/0000:00:02.0/drm/card0", "ACTION=change",
                "DEVPATH=/devices/pci0000:00/0000:00:02.0/drm/card0", "SUBSYSTEM=drm", "HOTPLUG=1", "DEVNAME=dri/card0",
                "SEQNUM=2101",
            ]))
        #expect(e?.isDisplayHotplug == true)
        #expect(e?.fields["DEVNAME"] == "dri/card0")
    }

    @Test func aSyntheticChangeOfACardAsksToLookAgain() {
        let e = UEvent.parse(
            datagram([
                "change@/devices/pci0000:00/0000:00:02.0/drm/card0", "ACTION=change",
                "DEVPATH=/devices/pci0000:00/0000:00:02.0/drm/card0", "SUBSYSTEM=drm", "SYNTH_UUID=0",
                "DEVNAME=dri/card0",
            ]))
        #expect(e?.isDisplayHotplug == true)
        let lease = UEvent.parse(
            datagram(["change@/devices/pci0000:00/0000:00:02.0/drm/card0", "ACTION=change", "SUBSYSTEM=drm", "LEASE=1"])
        )
        #expect(lease?.isDisplayHotplug == false)
    }

    @Test func otherEventsAndUdevRebroadcastsAreNot() {
        #expect(
            UEvent.parse(datagram(["add@/devices/virtual/input/input7", "ACTION=add", "SUBSYSTEM=input"]))?
                .isDisplayHotplug == false)
        #expect(UEvent.parse(datagram(["libudev", "ACTION=change", "SUBSYSTEM=drm", "HOTPLUG=1"])) == nil)
        #expect(UEvent.parse([]) == nil)
        #expect(UEvent.parse(Array("garbage without fields".utf8)) == nil)
    }
}
