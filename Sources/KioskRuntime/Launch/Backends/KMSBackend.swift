import KioskDRM
import KioskPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// DRM/KMS: the board's connector and mode, atomic or legacy commits with damage clips, page
/// flips. A kiosk that starts before its screen waits for one, and one unplugged keeps running
/// until it is back.
@MainActor
package final class KMSBackend: LiveBackend {
    let drm: DRMDisplay
    let hotplug: DisplayHotplugMonitor?
    private var fallbackNoted = false
    package var display: DisplayOutput { drm }
    package var usesConsole: Bool { true }
    package var presentation: String {
        "\(drm.format.rawValue), \(drm.commitName) commits, damage to kernel \(drm.sendsDamage ? "yes" : "no")"
    }

    /// Opens the card the options or the board name, waiting for a display to be connected
    /// when none is; nil when the wait was interrupted (SIGINT, SIGTERM).
    package static func open(
        _ launch: BackendLaunch, log: @escaping (String) -> Void
    ) throws(BackendFailure) -> KMSBackend? {
        let options = launch.options, board = launch.board
        var hotplug: DisplayHotplugMonitor?
        do throws(DisplayError) { hotplug = try DisplayHotplugMonitor() } catch {
            log("\(error); display hotplug is not followed")
        }
        let probes = DRMProbe.probeAll(access: launch.access)
        // Cards it may not open: waiting for a display would wait for ever.
        let denied = probes.compactMap { r -> DRMProbeError? in
            if case .failure(let e) = r, e.errno == EACCES || e.errno == EPERM { return e } else { return nil }
        }
        if options.card == nil, let first = denied.first, !probes.contains(where: { (try? $0.get()) != nil }) {
            throw BackendFailure(message: "cannot use the display: \(first)")
        }
        if options.card == nil, probes.isEmpty, hotplug == nil {
            throw BackendFailure(
                message: "no DRM device exists (/dev/dri has no card), and device hotplug cannot be followed")
        }
        if let monitor = hotplug, options.card == nil,
            !probes.contains(where: { (try? $0.get())?.connectors.contains(where: \.isConnected) == true })
        {
            log(
                probes.isEmpty
                    ? "no DRM device exists (/dev/dri has no card); waiting for one to appear"
                    : "no display connected; waiting for one")
            guard waitForDisplay(monitor, access: launch.access, log: log) else { return nil }
        }
        let mode = options.mode ?? board?.mode.flatMap(DisplayModeRequest.init)
        var configuration = DRMDisplayConfiguration(
            card: options.card,
            output: OutputRequest(
                connector: options.connector ?? board?.connector, width: mode?.width, height: mode?.height,
                refreshHz: mode?.refreshHz),
            format: options.format ?? board?.pixelFormat ?? .xrgb8888, rotation: launch.rotation,
            bufferCount: options.buffers, commit: options.commit)
        configuration.access = launch.access
        do throws(DisplayError) {
            return KMSBackend(drm: try DRMDisplay(configuration), hotplug: hotplug)
        } catch {
            throw BackendFailure(message: "cannot open the display: \(error)")
        }
    }

    init(drm: DRMDisplay, hotplug: DisplayHotplugMonitor?) {
        self.drm = drm
        self.hotplug = hotplug
    }

    package func noteAfterFrame() -> String? {
        guard !fallbackNoted, let e = drm.fellBackToLegacy else { return nil }
        fallbackNoted = true
        return "an atomic commit failed (\(e)); continuing with legacy commits"
    }

    package func release() { drm.releaseMaster() }

    /// Master again, the mode set again (another one if the display changed meanwhile), the
    /// whole frame presented.
    package func takeBack(session: LiveSession, log: (String) -> Void) -> Bool {
        do throws(DisplayError) {
            try drm.acquireMaster()
        } catch {
            log("cannot take the display back: \(error)")
            return false
        }
        if !drm.isConnected() {
            // Unplugged while away: the hotplug follower takes it from here.
            session.pause(.displayDisconnected)
        } else {
            do throws(DisplayError) {
                try reactivate(session: session, log: log, verb: "taken back")
            } catch {
                log("\(error); waiting for a display that offers it")
                session.pause(.displayDisconnected)
            }
        }
        return true
    }

    /// Pauses on unplug; on replug sets the mode again (another one when the new display
    /// needs it, laying the app out anew) and presents the whole frame. A display that stays
    /// connected but now wants another mode (its EDID changed behind a switch box) is taken
    /// over the same way.
    package func attach(to session: LiveSession, log: @escaping (String) -> Void) {
        guard let monitor = hotplug else { return }
        do throws(EventLoopError) {
            try session.loop.watch(monitor.fd) { [unowned self] in
                guard !monitor.readEvents().isEmpty else { return }
                if !drm.isConnected() {
                    guard !session.pauseReasons.contains(.displayDisconnected) else { return }
                    log("display disconnected; the app keeps running")
                    session.pause(.displayDisconnected)
                    return
                }
                let unplugged = session.pauseReasons.contains(.displayDisconnected)
                // Away on another VT the card is not ours: the switch back sets the mode.
                if session.pauseReasons.contains(.switchedAway) {
                    if unplugged { session.resume(.displayDisconnected) }
                    return
                }
                guard unplugged || drm.wouldChooseAnotherOutput() else { return }
                do throws(DisplayError) {
                    try reactivate(session: session, log: log, verb: unplugged ? "connected again" : "changed")
                    session.resume(.displayDisconnected)
                } catch {
                    // Nothing connected offers what the board asks for: wait for the next hotplug.
                    log("\(error); waiting for a display that offers it")
                    session.pause(.displayDisconnected)
                }
            }
        } catch {
            log("display hotplug is not followed: \(error)")
        }
    }

    /// Sets the mode again; when the display needs another one, the app is laid out anew.
    func reactivate(session: LiveSession, log: (String) -> Void, verb: String) throws(DisplayError) {
        if try drm.reactivate() {
            session.adoptDisplayMode()
            log(
                "display \(verb): now \(drm.name) \(drm.mode); screen \(Int(session.renderer.size.width))x\(Int(session.renderer.size.height)) pt"
            )
        } else {
            log("display \(verb)")
        }
        session.frameIfNeeded()
    }

    /// Sleeps until a connector reports a display (or SIGINT/SIGTERM); false when interrupted.
    static func waitForDisplay(
        _ monitor: DisplayHotplugMonitor, access: DeviceAccess, log: @escaping (String) -> Void
    ) -> Bool {
        var found = false
        do throws(EventLoopError) {
            let loop = try EventLoop()
            let signals = try SignalSource(loop: loop, signals: [SIGINT, SIGTERM]) { _ in loop.stop() }
            try loop.watch(monitor.fd) {
                guard !monitor.readEvents().isEmpty else { return }
                if !DRMProbe.cardsWithDisplay(access: access).isEmpty {
                    found = true
                    loop.stop()
                }
            }
            try loop.run()
            _ = signals
        } catch {
            log("cannot wait for a display: \(error)")
        }
        if found { log("a display was connected") }
        return found
    }
}
