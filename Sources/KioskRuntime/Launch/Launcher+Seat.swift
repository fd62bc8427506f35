import KioskDRM
import KioskLibinput
import KioskPlatform

/// Running under a seat manager (seatd, or logind), through libseat: the kiosk needs neither
/// root nor the `video` and `input` groups, and the manager owns the VT.
extension Launcher {
    /// The seat `--seat-manager` asks for: with "auto", a libseat seat when a manager is there
    /// to answer (and libseat is installed), else none; "libseat" insists on one; "direct"
    /// never asks. A failure is fatal only when a seat was insisted on.
    static func openSeat(_ options: RunOptions, log: (String) -> Void) -> Result<SeatSession?, SeatError> {
        let environment = ProcessEnvironment.current().values
        let backend: String
        switch options.seatManager {
        case "direct": return .success(nil)
        case "libseat": backend = SeatSession.managerAvailable(environment: environment) ?? "libseat"
        default:
            guard let found = SeatSession.managerAvailable(environment: environment) else { return .success(nil) }
            backend = found
        }
        do throws(SeatError) {
            let seat = try SeatSession(backend: backend)
            log("devices through \(seat.accessName) (libseat); the seat manager owns the VT")
            return .success(seat)
        } catch {
            if options.seatManager == "libseat" {
                log("\(error)")
                return .failure(error)
            }
            log("\(error); opening devices directly")
            return .success(nil)
        }
    }

    /// The seat's events in the loop: disabled (another session comes to the front) stops
    /// presenting and input, then acknowledges; enabled sets the mode again and redraws all.
    static func follow(
        _ seat: SeatSession, backend: LiveBackend, inputs: [InputSource], session: LiveSession,
        log: @escaping (String) -> Void
    ) {
        let libinput = inputs.compactMap { $0 as? LibinputSource }
        seat.onDisable = {
            session.pause(.switchedAway)
            libinput.forEach { $0.suspend() }
            seat.acknowledgeDisable()
            log("the seat went to another session")
        }
        seat.onEnable = {
            libinput.forEach { $0.resume() }
            log("the seat is back")
            if !takeDisplayBack(backend, session: session, log: log) { session.stop() }
        }
        do throws(EventLoopError) {
            try session.loop.watch(seat.fd) {
                seat.dispatch()
            }
        } catch {
            log("seat events are not followed: \(error)")
        }
    }
}
