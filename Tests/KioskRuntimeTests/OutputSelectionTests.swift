import Testing
import KioskDRM
import KioskPlatform

@Suite struct OutputSelectionTests {
    static let hdmi = DRMConnectorInfo(id: 40, name: "HDMI-A-1", isConnected: true,
                                       modes: [DisplayMode(width: 1920, height: 1080, refreshMillihertz: 60000),
                                               DisplayMode(width: 1920, height: 1080, refreshMillihertz: 50000),
                                               DisplayMode(width: 1024, height: 600, refreshMillihertz: 60000)],
                                       preferredMode: DisplayMode(width: 1920, height: 1080, refreshMillihertz: 60000))
    static let dsi = DRMConnectorInfo(id: 41, name: "DSI-1", isConnected: false, modes: [], preferredMode: nil)
    static let connectors = [dsi, hdmi]

    @Test func firstConnectedWithItsPreferredMode() throws {
        let c = try OutputSelection.choose(OutputRequest(), among: Self.connectors, card: "card0")
        #expect(c.connectorIndex == 1)
        #expect(c.mode == DisplayMode(width: 1920, height: 1080, refreshMillihertz: 60000))
    }

    @Test func requestedSizeAndNearestRefresh() throws {
        let c = try OutputSelection.choose(OutputRequest(width: 1920, height: 1080, refreshHz: 49), among: Self.connectors, card: "card0")
        #expect(c.mode.refreshMillihertz == 50000)
        let small = try OutputSelection.choose(OutputRequest(connector: "HDMI-A-1", width: 1024, height: 600), among: Self.connectors, card: "card0")
        #expect(small.mode == DisplayMode(width: 1024, height: 600, refreshMillihertz: 60000))
    }

    @Test func errorsNameTheCardAndWhatIsOffered() {
        func message(_ r: OutputRequest, _ list: [DRMConnectorInfo] = Self.connectors) -> String {
            do { _ = try OutputSelection.choose(r, among: list, card: "/dev/dri/card1"); return "" } catch { return error.description }
        }
        #expect(message(OutputRequest(connector: "DSI-1")) == "/dev/dri/card1: connector DSI-1 has no display connected")
        #expect(message(OutputRequest(connector: "VGA-1")).contains("DSI-1 (disconnected), HDMI-A-1 (connected)"))
        #expect(message(OutputRequest(width: 800, height: 480)).contains("offers 1920x1080@60, 1920x1080@50, 1024x600@60"))
        #expect(message(OutputRequest(), [Self.dsi]).hasPrefix("/dev/dri/card1: no display is connected"))
    }
}
