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
package enum CommitPreference: String, Sendable, CaseIterable {
    /// Atomic when the driver offers it, legacy otherwise.
    case automatic, atomic, legacy
}

/// Everything needed to open a KMS output.
package struct DRMDisplayConfiguration {
    /// `/dev/dri/cardN`; nil takes the first card with a connected display.
    package var card: String?
    package var output: OutputRequest
    package var format: ScanoutFormat
    package var rotation: Rotation
    /// Scan-out buffers: 2 (double buffering) or 3.
    package var bufferCount: Int
    package var commit: CommitPreference
    /// Who opens the card: the process, or a seat manager (`SeatSession`).
    package var access: DeviceAccess = DirectDeviceAccess.shared

    package init(
        card: String? = nil, output: OutputRequest = OutputRequest(), format: ScanoutFormat = .xrgb8888,
        rotation: Rotation = .none, bufferCount: Int = 2, commit: CommitPreference = .automatic
    ) {
        self.card = card
        self.output = output
        self.format = format
        self.rotation = rotation
        self.bufferCount = min(3, max(2, bufferCount))
        self.commit = commit
    }
}

/// Collects page-flip completions reported through libdrm's C callback.
private final class FlipSink {
    var completed: [FlipEvent] = []
}

/// A KMS output driven with dumb buffers: the presenter copies each frame's damage (plus what the
/// back buffer missed) from the shadow buffer, converting format and rotating, then flips with
/// the damage attached. It never reads scan-out memory.
package final class DRMDisplay: DisplayOutput {
    package private(set) var name: String
    /// The mode shown; `reactivate()` changes it when a returning display needs another.
    package private(set) var mode: DisplayMode
    package let rotation: Rotation
    package let format: ScanoutFormat
    /// "atomic" or "legacy".
    package var commitName: String { strategy.name }
    /// Whether the kernel receives the damage with each flip.
    package var sendsDamage: Bool { strategy.sendsDamage }
    package private(set) var isFlipPending = false
    /// Set when an atomic commit failed and the display went on with legacy commits.
    package private(set) var fellBackToLegacy: DisplayError?

    private let device: DRMDevice
    private let request: OutputRequest
    private let bufferCount: Int
    private var pipe: Pipe
    private var strategy: CommitStrategy
    private var buffers: [DumbBuffer]
    private var ages: SwapChainAges
    private var history = DamageHistory()
    private let sink = FlipSink()
    private let savedCRTC: UnsafeMutablePointer<drmModeCrtc>?
    private var closed = false

    package init(_ configuration: DRMDisplayConfiguration) throws(DisplayError) {
        let path: String
        if let card = configuration.card {
            path = card
        } else {
            guard let card = DRMProbe.cardsWithDisplay(access: configuration.access).first else {
                let cards = DRMProbe.cardPaths()
                throw DisplayError(
                    device: cards.first ?? "/dev/dri",
                    cards.isEmpty ? "no DRM card (is the KMS driver loaded?)" : "no card has a connected display")
            }
            path = card.path
        }
        request = configuration.output
        bufferCount = configuration.bufferCount
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
        mode = DisplayMode(
            width: pipe.width, height: pipe.height, refreshMillihertz: DRMProbe.refreshMillihertz(pipe.mode))
        name = Self.name(of: pipe, on: device)
        do throws(DisplayError) {
            try Self.checkFormat(configuration.format, device: device, plane: pipe.plane)
            if device.atomic && pipe.plane != nil {
                strategy = try AtomicCommit(device: device, pipe: pipe)
            } else if configuration.commit == .atomic {
                throw DisplayError(device: path, "atomic modesetting needs a primary plane for CRTC \(pipe.crtc)")
            } else {
                strategy = LegacyCommit(device: device, pipe: pipe)
            }
            buffers = try Self.makeBuffers(
                configuration.bufferCount, for: pipe, format: configuration.format, on: device)
        } catch {
            if let savedCRTC { drmModeFreeCrtc(savedCRTC) }
            device.close()
            throw error
        }
        ages = SwapChainAges(count: buffers.count)
    }

    deinit { close() }

    /// "/dev/dri/card0 HDMI-A-1", for logs and errors.
    private static func name(of pipe: Pipe, on device: DRMDevice) -> String {
        let connectorName =
            (drmModeGetConnector(device.fd, pipe.connector)).map { c in
                defer { drmModeFreeConnector(c) }
                return DRMProbe.connectorInfo(c.pointee).name
            } ?? "connector \(pipe.connector)"
        return "\(device.path) \(connectorName)"
    }

    private static func makeBuffers(
        _ count: Int, for pipe: Pipe, format: ScanoutFormat, on device: DRMDevice
    ) throws(DisplayError) -> [DumbBuffer] {
        var made: [DumbBuffer] = []
        for _ in 0..<count {
            made.append(try DumbBuffer(device: device, width: pipe.width, height: pipe.height, format: format))
        }
        return made
    }

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
                && DRMProbe.refreshMillihertz(info) == choice.mode.refreshMillihertz
            {
                rawMode = info
                break
            }
        }
        guard let rawMode else {
            throw DisplayError(device: device.path, "mode \(choice.mode) vanished while choosing it")
        }

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
        guard let crtcIndex else {
            throw DisplayError(device: device.path, "no CRTC can drive \(infos[choice.connectorIndex].name)")
        }

        // The primary plane of that CRTC (needed by atomic commits).
        var primary: UInt32?
        if let planes = drmModeGetPlaneResources(device.fd) {
            defer { drmModeFreePlaneResources(planes) }
            for p in 0..<Int(planes.pointee.count_planes) where primary == nil {
                let id = planes.pointee.planes[p]
                guard let plane = drmModeGetPlane(device.fd, id) else { continue }
                let fits = plane.pointee.possible_crtcs & (1 << UInt32(crtcIndex)) != 0
                drmModeFreePlane(plane)
                if fits,
                    device.properties(of: id, type: UInt32(DRM_MODE_OBJECT_PLANE))["type"]?.value
                        == UInt64(DRM_PLANE_TYPE_PRIMARY)
                {
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
        let names = offered.map { code in
            String(decoding: (0..<4).map { UInt8((code >> ($0 * 8)) & 0xFF) }, as: UTF8.self)
        }
        throw DisplayError(
            device: device.path,
            "the primary plane cannot scan out \(format.rawValue); it offers \(names.joined(separator: ", "))")
    }

    package var eventDescriptor: Int32? { device.fd }

    package func present(_ shadow: PixelBuffer, damage: Region) throws(DisplayError) -> PresentReport {
        guard !closed else { throw DisplayError(device: name, "the display was closed") }
        guard !isFlipPending else {
            throw DisplayError(device: name, "a frame was presented while the previous flip was pending")
        }
        guard !buffers.isEmpty else {
            throw DisplayError(
                device: name, "no scan-out buffers for \(mode) (their allocation failed when the display came back)")
        }
        guard shadow.width == logicalWidth, shadow.height == logicalHeight else {
            throw DisplayError(
                device: name,
                "frame is \(shadow.width)x\(shadow.height), the rotated mode is \(logicalWidth)x\(logicalHeight)")
        }
        history.record(damage)
        let (index, age) = ages.next()
        let back = buffers[index]
        let copy = history.region(forAge: age, screen: shadow.bounds)
        for rect in copy.rects {
            format.copy(shadow, rect: rect, rotation: rotation, to: back.pixels, strideBytes: back.pitch)
        }
        let panelDamage = damage.rects.map {
            PixelConversion.rotate($0, width: shadow.width, height: shadow.height, by: rotation)
        }
        let pending: Bool
        do throws(DisplayError) {
            pending = try strategy.commit(
                framebuffer: back.framebuffer, damage: panelDamage,
                userData: Unmanaged.passUnretained(sink).toOpaque())
        } catch {
            // A driver that refuses an atomic commit (a property it does not really support, a
            // quirk after a replug) gets one more try the legacy way, as a full frame.
            guard strategy is AtomicCommit else { throw error }
            let legacy = LegacyCommit(device: device, pipe: pipe)
            for rect in Region(shadow.bounds).rects where age > 0 {
                format.copy(shadow, rect: rect, rotation: rotation, to: back.pixels, strideBytes: back.pitch)
            }
            pending = try legacy.commit(
                framebuffer: back.framebuffer, damage: [], userData: Unmanaged.passUnretained(sink).toOpaque())
            strategy = legacy
            fellBackToLegacy = error
        }
        ages.shown(index)
        isFlipPending = pending
        return PresentReport(panelDamage: panelDamage, bufferAge: age, pixelsCopied: copy.area)
    }

    package func dispatchEvents() -> [FlipEvent] {
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

    package func setPowered(_ on: Bool) throws(DisplayError) {
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
    package func releaseMaster() { device.dropMaster() }

    /// Takes the card back after `releaseMaster`; then `reactivate()` sets the mode again.
    package func acquireMaster() throws(DisplayError) {
        guard device.setMaster() else { throw device.failure("taking DRM master back") }
    }

    /// Whether a display is plugged into the connector now (asks the driver to probe).
    package func isConnected() -> Bool {
        guard !closed, let c = drmModeGetConnector(device.fd, pipe.connector) else { return false }
        defer { drmModeFreeConnector(c) }
        return c.pointee.connection == DRM_MODE_CONNECTED
    }

    /// After a display came back (a replug, a VT switch back): chooses the output again as it
    /// was first chosen (the same connector name, board mode or preferred mode). When that is
    /// what was shown before, the next present sets the mode again and copies the whole frame;
    /// when the returning display needs another mode (a different panel, another connector),
    /// the scan-out buffers are made anew at its size and `mode` changes: returns true, and the
    /// runtime lays the app out again. Throws when no connected display offers what was asked
    /// for; the display stays as it was and a later hotplug may try again.
    @discardableResult
    package func reactivate() throws(DisplayError) -> Bool {
        guard !closed else { throw DisplayError(device: name, "the display was closed") }
        let found = try Self.findPipe(device: device, request: request)
        isFlipPending = false
        history = DamageHistory()
        if found.connector == pipe.connector && found.crtc == pipe.crtc && found.plane == pipe.plane
            && Self.sameTiming(found.mode, pipe.mode) && !buffers.isEmpty
        {
            strategy.reset()
            ages.invalidate()
            return false
        }
        try Self.checkFormat(format, device: device, plane: found.plane)
        let next: CommitStrategy
        if strategy is AtomicCommit, found.plane != nil {
            next = try AtomicCommit(device: device, pipe: found)
        } else {
            next = LegacyCommit(device: device, pipe: found)
        }
        // The old buffers go first: scan-out memory is scarce on small boards (VRAM, CMA),
        // and two sets at once may not fit.
        buffers.removeAll()
        buffers = try Self.makeBuffers(bufferCount, for: found, format: format, on: device)
        pipe = found
        strategy = next
        ages = SwapChainAges(count: buffers.count)
        mode = DisplayMode(
            width: found.width, height: found.height, refreshMillihertz: DRMProbe.refreshMillihertz(found.mode))
        name = Self.name(of: found, on: device)
        return true
    }

    /// Whether choosing the output now would give another connector or mode than the one
    /// shown (a display that stayed connected but changed what it offers). False when nothing
    /// fits at all: that is the replug path's business.
    package func wouldChooseAnotherOutput() -> Bool {
        guard !closed, let found = try? Self.findPipe(device: device, request: request) else { return false }
        return found.connector != pipe.connector || !Self.sameTiming(found.mode, pipe.mode)
    }

    /// Two modes drive the panel alike (the names and type flags may differ).
    static func sameTiming(_ a: drmModeModeInfo, _ b: drmModeModeInfo) -> Bool {
        a.clock == b.clock && a.hdisplay == b.hdisplay && a.hsync_start == b.hsync_start && a.hsync_end == b.hsync_end
            && a.htotal == b.htotal && a.vdisplay == b.vdisplay && a.vsync_start == b.vsync_start
            && a.vsync_end == b.vsync_end
            && a.vtotal == b.vtotal && a.flags == b.flags
    }

    package func close() {
        guard !closed else { return }
        closed = true
        // Put back what was on screen before (the console), so a kiosk that exits leaves a
        // usable screen rather than a frozen last frame.
        if let saved = savedCRTC {
            var connector = pipe.connector
            var mode = saved.pointee.mode
            if saved.pointee.buffer_id != 0 && saved.pointee.mode_valid != 0 {
                _ = drmModeSetCrtc(
                    device.fd, saved.pointee.crtc_id, saved.pointee.buffer_id, saved.pointee.x, saved.pointee.y,
                    &connector, 1, &mode)
            }
            drmModeFreeCrtc(saved)
        }
        buffers.removeAll()
        device.close()
    }
}
