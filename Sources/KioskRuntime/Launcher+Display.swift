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
    /// Pauses on unplug; on replug sets the mode again and presents the whole frame.
    static func follow(_ monitor: DisplayHotplugMonitor, drm: DRMDisplay, session: LiveSession, log: @escaping (String) -> Void) {
        do throws(EventLoopError) {
            try session.loop.watch(monitor.fd) {
                guard !monitor.readEvents().isEmpty else { return }
                let connected = drm.isConnected()
                if !connected && !session.isPaused {
                    log("kiosk: display disconnected; the app keeps running")
                    session.pause()
                } else if connected && session.isPaused {
                    do throws(DisplayError) {
                        try drm.reactivate()
                        log("kiosk: display connected again")
                        session.resume()
                    } catch {
                        // A different screen: the service manager restarts the kiosk on it.
                        log("kiosk: \(error); restarting on the new display")
                        session.stop()
                    }
                }
            }
        } catch {
            log("kiosk: display hotplug is not followed: \(error)")
        }
    }

    /// VT switching on the kiosk's terms: on release it stops presenting and lets go of DRM
    /// master; on acquire it takes master back, sets the mode and presents the whole frame.
    /// Returns the signal source to keep alive, nil when switching stays locked.
    static func handOverOnVTSwitch(_ vt: VirtualTerminal, display: DisplayOutput, session: LiveSession,
                                   log: @escaping (String) -> Void) -> SignalSource? {
        do {
            let signals = try SignalSource(loop: session.loop, signals: [SIGUSR1, SIGUSR2]) { signal in
                if signal == SIGUSR1 {
                    session.pause()
                    (display as? DRMDisplay)?.releaseMaster()
                    vt.acknowledgeRelease()
                    log("kiosk: switched away from \(vt.path)")
                } else {
                    vt.acknowledgeAcquire()
                    do throws(DisplayError) {
                        if let drm = display as? DRMDisplay {
                            try drm.acquireMaster()
                            try drm.reactivate()
                        }
                        log("kiosk: back on \(vt.path)")
                        session.resume()
                    } catch {
                        log("kiosk: cannot take the display back: \(error)")
                        session.stop()
                    }
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
