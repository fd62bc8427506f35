import KioskDRM
import KioskPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the launcher does when the display comes and goes: a cable pulled and put back, or
/// the user switching to another virtual terminal and back.
extension Launcher {
    /// Pauses on unplug; on replug sets the mode again (another one when the new display
    /// needs it, laying the app out anew) and presents the whole frame. A display that stays
    /// connected but now wants another mode (its EDID changed behind a switch box) is taken
    /// over the same way.
    static func follow(_ monitor: DisplayHotplugMonitor, drm: DRMDisplay, session: LiveSession, log: @escaping (String) -> Void) {
        do throws(EventLoopError) {
            try session.loop.watch(monitor.fd) {
                guard !monitor.readEvents().isEmpty else { return }
                if !drm.isConnected() {
                    guard !session.pauseReasons.contains(.displayDisconnected) else { return }
                    log("kiosk: display disconnected; the app keeps running")
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
                    try reactivate(drm, session: session, log: log, verb: unplugged ? "connected again" : "changed")
                    session.resume(.displayDisconnected)
                } catch {
                    // Nothing connected offers what the board asks for: wait for the next hotplug.
                    log("kiosk: \(error); waiting for a display that offers it")
                    session.pause(.displayDisconnected)
                }
            }
        } catch {
            log("kiosk: display hotplug is not followed: \(error)")
        }
    }

    /// Sets the mode again; when the display needs another one, the app is laid out anew.
    static func reactivate(_ drm: DRMDisplay, session: LiveSession, log: (String) -> Void, verb: String) throws(DisplayError) {
        if try drm.reactivate() {
            session.adoptDisplayMode()
            log("kiosk: display \(verb): now \(drm.name) \(drm.mode); screen \(Int(session.renderer.size.width))x\(Int(session.renderer.size.height)) pt")
        } else {
            log("kiosk: display \(verb)")
        }
        session.frameIfNeeded()
    }

    /// Back from another VT or seat session: master again, the mode set again (another one if
    /// the display changed meanwhile), the whole frame presented. False when the card cannot
    /// be taken back (the kiosk then stops and the service manager starts it afresh).
    static func takeDisplayBack(_ display: DisplayOutput, session: LiveSession, log: (String) -> Void) -> Bool {
        if let drm = display as? DRMDisplay {
            do throws(DisplayError) {
                try drm.acquireMaster()
            } catch {
                log("kiosk: cannot take the display back: \(error)")
                return false
            }
            if !drm.isConnected() {
                // Unplugged while away: the hotplug follower takes it from here.
                session.pause(.displayDisconnected)
            } else {
                do throws(DisplayError) {
                    try reactivate(drm, session: session, log: log, verb: "taken back")
                } catch {
                    log("kiosk: \(error); waiting for a display that offers it")
                    session.pause(.displayDisconnected)
                }
            }
        }
        session.resume(.switchedAway)
        return true
    }

    /// VT switching on the kiosk's terms: on release it stops presenting and lets go of DRM
    /// master; on acquire it takes master back, sets the mode and presents the whole frame.
    /// Returns the signal source to keep alive, nil when switching stays locked.
    static func handOverOnVTSwitch(_ vt: VirtualTerminal, display: DisplayOutput, session: LiveSession,
                                   log: @escaping (String) -> Void) -> SignalSource? {
        do {
            let signals = try SignalSource(loop: session.loop, signals: [SIGUSR1, SIGUSR2]) { signal in
                if signal == SIGUSR1 {
                    session.pause(.switchedAway)
                    (display as? DRMDisplay)?.releaseMaster()
                    vt.acknowledgeRelease()
                    log("kiosk: switched away from \(vt.path)")
                } else {
                    vt.acknowledgeAcquire()
                    log("kiosk: back on \(vt.path)")
                    if !takeDisplayBack(display, session: session, log: log) { session.stop() }
                }
            }
            try vt.enableSwitching(release: SIGUSR1, acquire: SIGUSR2)
            return signals
        } catch {
            log("kiosk: VT switching stays locked: \(error)")
            return nil
        }
    }
}
