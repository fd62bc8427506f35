import KioskPlatform

/// What the app asks of a display; every field may be left to the hardware.
package struct OutputRequest: Sendable, Equatable {
    /// Connector name such as `HDMI-A-1` or `DSI-1`; nil takes the first connected one.
    package var connector: String?
    /// Wanted mode size; nil takes the connector's preferred mode.
    package var width: Int?
    package var height: Int?
    /// Wanted refresh; nil takes the highest at the wanted size.
    package var refreshHz: Double?
    package init(connector: String? = nil, width: Int? = nil, height: Int? = nil, refreshHz: Double? = nil) {
        self.connector = connector
        self.width = width
        self.height = height
        self.refreshHz = refreshHz
    }
}

/// Chooses the connector and mode from what a card offers. Pure: the ioctls that gather the
/// inventory and set the mode live elsewhere, so the choice is tested without hardware.
package enum OutputSelection {
    package struct Choice: Sendable, Equatable {
        package var connectorIndex: Int
        package var mode: DisplayMode
    }

    package static func choose(
        _ request: OutputRequest, among connectors: [DRMConnectorInfo], card: String
    ) throws(DisplayError) -> Choice {
        let names = connectors.map { "\($0.name) (\($0.isConnected ? "connected" : "disconnected"))" }.joined(
            separator: ", ")
        let index: Int
        if let wanted = request.connector {
            guard let i = connectors.firstIndex(where: { $0.name == wanted }) else {
                throw DisplayError(
                    device: card, "no connector named \(wanted); this card has \(names.isEmpty ? "none" : names)")
            }
            guard connectors[i].isConnected else {
                throw DisplayError(device: card, "connector \(wanted) has no display connected")
            }
            index = i
        } else {
            guard let i = connectors.firstIndex(where: \.isConnected) else {
                throw DisplayError(
                    device: card, "no display is connected (connectors: \(names.isEmpty ? "none" : names))")
            }
            index = i
        }
        let connector = connectors[index]
        guard !connector.modes.isEmpty else { throw DisplayError(device: card, "\(connector.name) reports no modes") }
        guard let w = request.width, let h = request.height else {
            return Choice(connectorIndex: index, mode: connector.preferredMode ?? connector.modes[0])
        }
        let sized = connector.modes.filter { $0.width == w && $0.height == h }
        guard !sized.isEmpty else {
            let offered = connector.modes.map(\.description).joined(separator: ", ")
            throw DisplayError(device: card, "\(connector.name) has no \(w)x\(h) mode; it offers \(offered)")
        }
        let mode: DisplayMode
        if let hz = request.refreshHz {
            mode = sized.min { abs($0.refreshHz - hz) < abs($1.refreshHz - hz) }!
        } else {
            mode = sized.max { $0.refreshMillihertz < $1.refreshMillihertz }!
        }
        return Choice(connectorIndex: index, mode: mode)
    }
}
