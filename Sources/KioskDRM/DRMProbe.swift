// KioskDRM: DRM/KMS output (and the fbdev fallback).
//
// This file holds the read-only inventory used by `kiosk doctor` and by output selection:
// which cards exist, their connectors, connection state and modes, and whether this process
// could become DRM master. Probing opens each card, asks, and closes it again; it never sets
// a mode and never maps a buffer.
import CDRM
import KioskPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A DRM card as probed: driver, capabilities and connectors.
package struct DRMCardInfo: Sendable {
    package var path: String
    package var driver: String
    /// True when the card can scan out (has CRTCs and connectors); render-only nodes are not listed.
    package var supportsDumbBuffers: Bool
    package var supportsAtomic: Bool
    /// True when this process holds or could take DRM master (nobody else is driving the card).
    package var canBecomeMaster: Bool
    package var connectors: [DRMConnectorInfo]
    package init(
        path: String, driver: String, supportsDumbBuffers: Bool, supportsAtomic: Bool, canBecomeMaster: Bool,
        connectors: [DRMConnectorInfo]
    ) {
        self.path = path
        self.driver = driver
        self.supportsDumbBuffers = supportsDumbBuffers
        self.supportsAtomic = supportsAtomic
        self.canBecomeMaster = canBecomeMaster
        self.connectors = connectors
    }
}

package struct DRMConnectorInfo: Sendable {
    package var id: UInt32
    /// Kernel name such as `HDMI-A-1`, `DSI-1`, `Virtual-1`.
    package var name: String
    package var isConnected: Bool
    package var modes: [DisplayMode]
    package var preferredMode: DisplayMode?
    package init(id: UInt32, name: String, isConnected: Bool, modes: [DisplayMode], preferredMode: DisplayMode?) {
        self.id = id
        self.name = name
        self.isConnected = isConnected
        self.modes = modes
        self.preferredMode = preferredMode
    }
}

/// Why a DRM card could not be probed.
package struct DRMProbeError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var errno: Int32
    package var operation: String
    package var description: String {
        let hint =
            errno == EACCES || errno == EPERM ? " (add the user to the 'video' group, or run under seatd/logind)" : ""
        return "\(path): \(operation) failed: \(String(cString: strerror(errno)))\(hint)"
    }
}

package enum DRMProbe {
    /// Card device nodes under `directory` (`/dev/dri/card0`, ...), sorted by number.
    package static func cardPaths(in directory: String = "/dev/dri") -> [String] {
        listDirectory(directory).filter { $0.hasPrefix("card") }
            .sorted { (Int($0.dropFirst(4)) ?? 0) < (Int($1.dropFirst(4)) ?? 0) }
            .map { "\(directory)/\($0)" }
    }

    /// Probes every card; a card that cannot be opened is returned as an error beside the others.
    package static func probeAll(
        in directory: String = "/dev/dri", access: DeviceAccess = DirectDeviceAccess.shared
    ) -> [Result<DRMCardInfo, DRMProbeError>] {
        var results: [Result<DRMCardInfo, DRMProbeError>] = []
        for path in cardPaths(in: directory) {
            do throws(DRMProbeError) { results.append(.success(try probe(path: path, access: access))) } catch {
                results.append(.failure(error))
            }
        }
        return results
    }

    /// Cards that could be probed and have a display connected, in card order.
    package static func cardsWithDisplay(
        in directory: String = "/dev/dri", access: DeviceAccess = DirectDeviceAccess.shared
    ) -> [DRMCardInfo] {
        probeAll(in: directory, access: access).compactMap { try? $0.get() }.filter {
            $0.connectors.contains(where: \.isConnected)
        }
    }

    package static func probe(
        path: String, access: DeviceAccess = DirectDeviceAccess.shared
    ) throws(DRMProbeError) -> DRMCardInfo {
        let fd = access.openDevice(path, flags: O_RDWR)
        guard fd >= 0 else { throw DRMProbeError(path: path, errno: -fd, operation: "open") }
        defer { access.closeDevice(fd) }

        var driver = "unknown"
        if let version = drmGetVersion(fd) {
            if let name = version.pointee.name { driver = String(cString: name) }
            drmFreeVersion(version)
        }
        var value: UInt64 = 0
        let dumb = drmGetCap(fd, UInt64(DRM_CAP_DUMB_BUFFER), &value) == 0 && value != 0
        let atomic = drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0
        // Opening a card makes us master when nobody else is; drmIsMaster reports it without side effects.
        let master = drmIsMaster(fd) != 0

        var connectors: [DRMConnectorInfo] = []
        if let resources = drmModeGetResources(fd) {
            defer { drmModeFreeResources(resources) }
            for i in 0..<Int(resources.pointee.count_connectors) {
                let id = resources.pointee.connectors[i]
                guard let connector = drmModeGetConnector(fd, id) else { continue }
                defer { drmModeFreeConnector(connector) }
                connectors.append(connectorInfo(connector.pointee))
            }
        }
        return DRMCardInfo(
            path: path, driver: driver, supportsDumbBuffers: dumb, supportsAtomic: atomic,
            canBecomeMaster: master, connectors: connectors)
    }

    static func connectorInfo(_ c: drmModeConnector) -> DRMConnectorInfo {
        let typeName = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown"
        var modes: [DisplayMode] = []
        var preferred: DisplayMode?
        for m in 0..<Int(c.count_modes) {
            let info = c.modes[m]
            let mode = DisplayMode(
                width: Int(info.hdisplay), height: Int(info.vdisplay), refreshMillihertz: refreshMillihertz(info))
            if !modes.contains(mode) { modes.append(mode) }
            if info.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0, preferred == nil { preferred = mode }
        }
        return DRMConnectorInfo(
            id: c.connector_id, name: "\(typeName)-\(c.connector_type_id)",
            isConnected: c.connection == DRM_MODE_CONNECTED, modes: modes,
            preferredMode: preferred ?? modes.first)
    }

    /// Refresh rate from the pixel clock, as precise as the timings allow (clock is in kHz).
    static func refreshMillihertz(_ m: drmModeModeInfo) -> Int {
        let total = Int(m.htotal) * Int(m.vtotal)
        guard total > 0 else { return Int(m.vrefresh) * 1000 }
        var mhz = Int(m.clock) * 1_000_000 / total
        if m.flags & UInt32(DRM_MODE_FLAG_INTERLACE) != 0 { mhz *= 2 }
        if m.flags & UInt32(DRM_MODE_FLAG_DBLSCAN) != 0 { mhz /= 2 }
        return mhz
    }
}

/// Names in a directory, or none when it does not exist.
func listDirectory(_ path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}
