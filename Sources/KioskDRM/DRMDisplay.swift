import CDRM
import KioskGeometry
import KioskPlatform
import KioskRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How the presenter talks to KMS.
public enum CommitPreference: String, Sendable, CaseIterable {
    /// Atomic when the driver offers it, legacy otherwise.
    case automatic, atomic, legacy
}

/// Everything needed to open a KMS output.
public struct DRMDisplayConfiguration {
    /// `/dev/dri/cardN`; nil takes the first card with a connected display.
    public var card: String?
    public var output: OutputRequest
    public var format: ScanoutFormat
    public var rotation: Rotation
    /// Scan-out buffers: 2 (double buffering) or 3.
    public var bufferCount: Int
    public var commit: CommitPreference
    /// Who opens the card: the process, or a seat manager (`SeatSession`).
    public var access: DeviceAccess = DirectDeviceAccess.shared

    public init(card: String? = nil, output: OutputRequest = OutputRequest(), format: ScanoutFormat = .xrgb8888,
                rotation: Rotation = .none, bufferCount: Int = 2, commit: CommitPreference = .automatic) {
        self.card = card; self.output = output; self.format = format; self.rotation = rotation
        self.bufferCount = min(3, max(2, bufferCount)); self.commit = commit
    }
}

/// Collects page-flip completions reported through libdrm's C callback.
private final class FlipSink {
    var completed: [FlipEvent] = []
}

/// A KMS output driven with dumb buffers: the presenter copies each frame's damage (plus what the
/// back buffer missed) from the shadow buffer, converting format and rotating, then flips with
/// the damage attached. It never reads scan-out memory.
public final class DRMDisplay: DisplayOutput {
    public let name: String
    public let mode: DisplayMode
    public let rotation: Rotation
    public let format: ScanoutFormat
    /// "atomic" or "legacy".
    public var commitName: String { strategy.name }
    /// Whether the kernel receives the damage with each flip.
    public var sendsDamage: Bool { strategy.sendsDamage }
    public private(set) var isFlipPending = false
    /// Set when an atomic commit failed and the display went on with legacy commits.
    public private(set) var fellBackToLegacy: DisplayError?

    private let device: DRMDevice
    private let pipe: Pipe
    private var strategy: CommitStrategy
    private var buffers: [DumbBuffer]
    private var ages: SwapChainAges
    private var history = DamageHistory()
    private let sink = FlipSink()
    private let savedCRTC: UnsafeMutablePointer<drmModeCrtc>?
    private var closed = false

    public init(_ configuration: DRMDisplayConfiguration) throws(DisplayError) {
        let path: String
        if let card = configuration.card {
            path = card
        } else {
            guard let card = DRMProbe.cardsWithDisplay(access: configuration.access).first else {
                let cards = DRMProbe.cardPaths()
                throw DisplayError(device: cards.first ?? "/dev/dri", cards.isEmpty ? "no DRM card (is the KMS driver loaded?)" : "no card has a connected display")
            }
            path = card.path
        }
        device = try DRMDevice(path: path, allowAtomic: configuration.commit != .legacy, access: configuration.access)
        if configuration.commit == .atomic && !device.atomic {
            device.close()
            throw DisplayError(device: path, "atomic modesetting was asked for but the driver does not offer it")
        }
        do {
            pipe = try Self.findPipe(device: device, request: configuration.output)
        } catch {
            device.close()
            throw error
        }
        savedCRTC = drmModeGetCrtc(device.fd, pipe.crtc)
        rotation = configuration.rotation
        format = configuration.format
        mode = DisplayMode(width: pipe.width, height: pipe.height, refreshMillihertz: DRMProbe.refreshMillihertz(pipe.mode))
        let connectorName = (drmModeGetConnector(device.fd, pipe.connector)).map { c in
            defer { drmModeFreeConnector(c) }
            return DRMProbe.connectorInfo(c.pointee).name
        } ?? "connector \(pipe.connector)"
        name = "\(path) \(connectorName)"
        do throws(DisplayError) {
            try Self.checkFormat(configuration.format, device: device, plane: pipe.plane)
            if device.atomic && pipe.plane != nil {
                strategy = try AtomicCommit(device: device, pipe: pipe)
            } else if configuration.commit == .atomic {
                throw DisplayError(device: path, "atomic modesetting needs a primary plane for CRTC \(pipe.crtc)")
            } else {
                strategy = LegacyCommit(device: device, pipe: pipe)
            }
            var made: [DumbBuffer] = []
            for _ in 0..<configuration.bufferCount {
                made.append(try DumbBuffer(device: device, width: pipe.width, height: pipe.height, format: configuration.format))
            }
            buffers = made
        } catch {
            if let savedCRTC { drmModeFreeCrtc(savedCRTC) }
            device.close()
            throw error
        }
        ages = SwapChainAges(count: buffers.count)
    }

    deinit { close() }

    /// Finds connector, mode, CRTC and primary plane for the request.
    static func findPipe(device: DRMDevice, request: OutputRequest) throws(DisplayError) -> Pipe {
        guard let res = drmModeGetResources(device.fd) else { throw device.failure("reading KMS resources") }
        defer { drmModeFreeResources(res) }
        var connectors: [UnsafeMutablePointer<drmModeConnector>] = []
        defer { connectors.forEach { drmModeFreeConnector($0) } }
        for i in 0..<Int(res.pointee.count_connectors) {
            if let c = drmModeGetConnector(device.fd, res.pointee.connectors[i]) { connectors.append(c) }
        }
        let infos = connectors.map { DRMProbe.connectorInfo($0.pointee) }
        let choice = try OutputSelection.choose(request, among: infos, card: device.path)
        let connector = connectors[choice.connectorIndex].pointee
        var rawMode: drmModeModeInfo?
        for m in 0..<Int(connector.count_modes) {
            let info = connector.modes[m]
            if Int(info.hdisplay) == choice.mode.width && Int(info.vdisplay) == choice.mode.height
                && DRMProbe.refreshMillihertz(info) == choice.mode.refreshMillihertz { rawMode = info; break }
        }
        guard let rawMode else { throw DisplayError(device: device.path, "mode \(choice.mode) vanished while choosing it") }

        // A CRTC that one of the connector's encoders can drive; the one already driving it first.
        let crtcIDs = (0..<Int(res.pointee.count_crtcs)).map { res.pointee.crtcs[$0] }
        var crtcIndex: Int?
        if connector.encoder_id != 0, let enc = drmModeGetEncoder(device.fd, connector.encoder_id) {
            crtcIndex = crtcIDs.firstIndex(of: enc.pointee.crtc_id)
            drmModeFreeEncoder(enc)
        }
        if crtcIndex == nil {
            for e in 0..<Int(connector.count_encoders) where crtcIndex == nil {
                guard let enc = drmModeGetEncoder(device.fd, connector.encoders[e]) else { continue }
                crtcIndex = crtcIDs.indices.first { enc.pointee.possible_crtcs & (1 << UInt32($0)) != 0 }
                drmModeFreeEncoder(enc)
            }
        }
        guard let crtcIndex else { throw DisplayError(device: device.path, "no CRTC can drive \(infos[choice.connectorIndex].name)") }

        // The primary plane of that CRTC (needed by atomic commits).
        var primary: UInt32?
        if let planes = drmModeGetPlaneResources(device.fd) {
            defer { drmModeFreePlaneResources(planes) }
            for p in 0..<Int(planes.pointee.count_planes) where primary == nil {
                let id = planes.pointee.planes[p]
                guard let plane = drmModeGetPlane(device.fd, id) else { continue }
                let fits = plane.pointee.possible_crtcs & (1 << UInt32(crtcIndex)) != 0
                drmModeFreePlane(plane)
                if fits, device.properties(of: id, type: UInt32(DRM_MODE_OBJECT_PLANE))["type"]?.value == UInt64(DRM_PLANE_TYPE_PRIMARY) {
                    primary = id
                }
            }
        }
        return Pipe(connector: connector.connector_id, crtc: crtcIDs[crtcIndex], plane: primary, mode: rawMode)
    }

    /// The primary plane must scan out the format asked for; say which ones it does offer.
    static func checkFormat(_ format: ScanoutFormat, device: DRMDevice, plane: UInt32?) throws(DisplayError) {
        guard let plane, let info = drmModeGetPlane(device.fd, plane) else { return }
        defer { drmModeFreePlane(info) }
        let offered = (0..<Int(info.pointee.count_formats)).map { info.pointee.formats[$0] }
        let wanted = format == .xrgb8888 ? kiosk_DRM_FORMAT_XRGB8888 : kiosk_DRM_FORMAT_RGB565
        guard !offered.contains(wanted) else { return }
        let names = offered.map { code in String(decoding: (0..<4).map { UInt8((code >> ($0 * 8)) & 0xFF) }, as: UTF8.self) }
        throw DisplayError(device: device.path, "the primary plane cannot scan out \(format.rawValue); it offers \(names.joined(separator: ", "))")
    }

    public var eventDescriptor: Int32? { device.fd }

    public func present(_ shadow: PixelBuffer, damage: Region) throws(DisplayError) -> PresentReport {
        guard !closed else { throw DisplayError(device: name, "the display was closed") }
        guard !isFlipPending else { throw DisplayError(device: name, "a frame was presented while the previous flip was pending") }
        guard shadow.width == logicalWidth, shadow.height == logicalHeight else {
            throw DisplayError(device: name, "frame is \(shadow.width)x\(shadow.height), the rotated mode is \(logicalWidth)x\(logicalHeight)")
        }
        history.record(damage)
        let (index, age) = ages.next()
        let back = buffers[index]
        let copy = history.region(forAge: age, screen: shadow.bounds)
        for rect in copy.rects {
            format.copy(shadow, rect: rect, rotation: rotation, to: back.pixels, strideBytes: back.pitch)
        }
        let panelDamage = damage.rects.map { PixelConversion.rotate($0, width: shadow.width, height: shadow.height, by: rotation) }
        let pending: Bool
        do throws(DisplayError) {
            pending = try strategy.commit(framebuffer: back.framebuffer, damage: panelDamage,
                                          userData: Unmanaged.passUnretained(sink).toOpaque())
        } catch {
            // A driver that refuses an atomic commit (a property it does not really support, a
            // quirk after a replug) gets one more try the legacy way, as a full frame.
            guard strategy is AtomicCommit else { throw error }
            let legacy = LegacyCommit(device: device, pipe: pipe)
            for rect in Region(shadow.bounds).rects where age > 0 {
                format.copy(shadow, rect: rect, rotation: rotation, to: back.pixels, strideBytes: back.pitch)
            }
            pending = try legacy.commit(framebuffer: back.framebuffer, damage: [], userData: Unmanaged.passUnretained(sink).toOpaque())
            strategy = legacy
            fellBackToLegacy = error
        }
        ages.shown(index)
        isFlipPending = pending
        return PresentReport(panelDamage: panelDamage, bufferAge: age, pixelsCopied: copy.area)
    }

    public func dispatchEvents() -> [FlipEvent] {
        var context = drmEventContext()
        context.version = 2
        context.page_flip_handler = { _, sequence, seconds, microseconds, userData in
            guard let userData else { return }
            let sink = Unmanaged<FlipSink>.fromOpaque(userData).takeUnretainedValue()
            sink.completed.append(FlipEvent(time: Double(seconds) + Double(microseconds) / 1e6, sequence: sequence))
        }
        _ = drmHandleEvent(device.fd, &context)
        let events = sink.completed
        sink.completed.removeAll()
        if !events.isEmpty { isFlipPending = false }
        return events
    }

    public func setPowered(_ on: Bool) throws(DisplayError) {
        // The connector's DPMS property works for legacy and atomic drivers alike, and the
        // framebuffer stays attached, so the picture returns with the power.
        guard let dpms = device.properties(of: pipe.connector, type: UInt32(DRM_MODE_OBJECT_CONNECTOR))["DPMS"] else {
            throw DisplayError(device: name, "the connector has no DPMS property")
        }
        let value = UInt64(on ? DRM_MODE_DPMS_ON : DRM_MODE_DPMS_OFF)
        guard drmModeConnectorSetProperty(device.fd, pipe.connector, dpms.id, value) == 0 else {
            throw device.failure(on ? "turning the display on" : "blanking the display")
        }
    }

    /// Lets another program (the text console, another VT's session) drive the card.
    public func releaseMaster() { device.dropMaster() }

    /// Takes the card back after `releaseMaster`; then `reactivate()` sets the mode again.
    public func acquireMaster() throws(DisplayError) {
        guard device.setMaster() else { throw device.failure("taking DRM master back") }
    }

    /// Whether a display is plugged into the connector now (asks the driver to probe).
    public func isConnected() -> Bool {
        guard !closed, let c = drmModeGetConnector(device.fd, pipe.connector) else { return false }
        defer { drmModeFreeConnector(c) }
        return c.pointee.connection == DRM_MODE_CONNECTED
    }

    /// After a display came back: the next present sets the mode again and copies the whole
    /// frame. Throws when the returning display no longer offers the mode in use (the runtime
    /// then opens the output afresh).
    public func reactivate() throws(DisplayError) {
        guard let c = drmModeGetConnector(device.fd, pipe.connector) else { throw device.failure("reading the connector") }
        defer { drmModeFreeConnector(c) }
        let offered = (0..<Int(c.pointee.count_modes)).contains { i in
            let m = c.pointee.modes[i]
            return m.hdisplay == pipe.mode.hdisplay && m.vdisplay == pipe.mode.vdisplay && m.clock == pipe.mode.clock
        }
        guard offered else { throw DisplayError(device: name, "the display that came back does not offer \(mode)") }
        strategy.reset()
        ages.invalidate()
        isFlipPending = false
    }

    public func close() {
        guard !closed else { return }
        closed = true
        // Put back what was on screen before (the console), so a kiosk that exits leaves a
        // usable screen rather than a frozen last frame.
        if let saved = savedCRTC {
            var connector = pipe.connector
            var mode = saved.pointee.mode
            if saved.pointee.buffer_id != 0 && saved.pointee.mode_valid != 0 {
                _ = drmModeSetCrtc(device.fd, saved.pointee.crtc_id, saved.pointee.buffer_id, saved.pointee.x, saved.pointee.y,
                                   &connector, 1, &mode)
            }
            drmModeFreeCrtc(saved)
        }
        buffers.removeAll()
        device.close()
    }
}
