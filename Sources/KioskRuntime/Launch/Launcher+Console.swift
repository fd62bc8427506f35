import KioskDRM
import KioskPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the launcher does when the user switches to another virtual terminal and back (a
/// cable pulled and put back is the KMS backend's to follow).
extension Launcher {
    /// Back from another VT or seat session: the backend takes its display back, and the
    /// session presents again. False when the display cannot be taken back (the kiosk then
    /// stops and the service manager starts it afresh).
    static func takeDisplayBack(_ backend: LiveBackend, session: LiveSession, log: (String) -> Void) -> Bool {
        guard backend.takeBack(session: session, log: log) else { return false }
        session.resume(.switchedAway)
        return true
    }

    /// VT switching on the kiosk's terms: on release it stops presenting and lets go of DRM
    /// master; on acquire it takes master back, sets the mode and presents the whole frame.
    /// Returns the signal source to keep alive, nil when switching stays locked.
    static func handOverOnVTSwitch(
        _ vt: VirtualTerminal, backend: LiveBackend, session: LiveSession,
        log: @escaping (String) -> Void
    ) -> SignalSource? {
        do {
            let signals = try SignalSource(loop: session.loop, signals: [SIGUSR1, SIGUSR2]) { signal in
                if signal == SIGUSR1 {
                    session.pause(.switchedAway)
                    backend.release()
                    vt.acknowledgeRelease()
                    log("switched away from \(vt.path)")
                } else {
                    vt.acknowledgeAcquire()
                    log("back on \(vt.path)")
                    if !takeDisplayBack(backend, session: session, log: log) { session.stop() }
                }
            }
            try vt.enableSwitching(release: SIGUSR1, acquire: SIGUSR2)
            return signals
        } catch {
            log("VT switching stays locked: \(error)")
            return nil
        }
    }
}
