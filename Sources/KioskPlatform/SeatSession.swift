#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why the runtime could not get a seat from a seat manager.
package struct SeatError: Error, CustomStringConvertible, Sendable {
    package var message: String
    package var description: String { message }
}

/// A seat from seatd or logind through libseat, for a kiosk that runs as an ordinary user
/// without the `video` and `input` groups: the seat manager opens the DRM card (already DRM
/// master) and the input devices, and tells the kiosk when its session goes to the background
/// (a VT switch) and comes back. libseat is loaded at run time (`libseat.so.1`, Debian's
/// `libseat1`), so it is no build dependency; without it the runtime opens devices itself.
///
/// libseat calls back from `dispatch()`, on the thread that calls it (the main loop's).
package final class SeatSession: DeviceAccess {
    package let seatName: String
    /// "seatd", "logind" or what LIBSEAT_BACKEND named.
    package let backend: String
    /// libseat's connection, to watch in the event loop; call `dispatch()` when readable.
    package let fd: Int32
    /// False between a disable (another session in front) and the next enable.
    package var isActive: Bool { events.active }
    /// The session is going to the background: stop presenting, then `acknowledgeDisable()`.
    /// Without a handler the disable is acknowledged at once.
    package var onDisable: (() -> Void)? {
        get { events.onDisable }
        set { events.onDisable = newValue }
    }
    /// Back in front: devices work again (the card is master again); set the mode, redraw.
    package var onEnable: (() -> Void)? {
        get { events.onEnable }
        set { events.onEnable = newValue }
    }

    private let library: SeatLibrary
    private let seat: OpaquePointer
    /// The listener's user data: it must exist before the seat (events may come as it opens).
    private let events = SeatEvents()
    private let listener: UnsafeMutablePointer<SeatListener>
    private var deviceIDs: [Int32: Int32] = [:]
    private var closed = false

    /// Whether a seat manager is there to ask: LIBSEAT_BACKEND names one, seatd's socket
    /// exists, or the process belongs to a logind session. Otherwise libseat would fall back to
    /// its built-in backend, which needs the same rights as opening devices directly.
    package static func managerAvailable(environment: [String: String]) -> String? {
        if let named = environment["LIBSEAT_BACKEND"], !named.isEmpty { return named }
        if access(environment["SEATD_SOCK"] ?? "/run/seatd.sock", F_OK) == 0 { return "seatd" }
        if let session = environment["XDG_SESSION_ID"], !session.isEmpty { return "logind" }
        return nil
    }

    /// Whether libseat can be loaded.
    package static var libraryAvailable: Bool { SeatLibrary.load() != nil }

    /// Opens the seat and waits (up to `timeout` seconds, sleeping in libseat's poll) until the
    /// manager enables it.
    package init(backend: String, timeout: Double = 5) throws(SeatError) {
        guard let library = SeatLibrary.load() else {
            throw SeatError(message: "libseat.so.1 is not installed (apt-get install libseat1)")
        }
        self.library = library
        self.backend = backend
        // Silent: libseat would print to stderr. (Its log handler takes a va_list, which
        // Swift cannot receive portably; failures still come back as errno.)
        library.setLogLevel(0)
        listener = UnsafeMutablePointer<SeatListener>.allocate(capacity: 1)
        listener.initialize(
            to: SeatListener(
                enable: { _, user in
                    guard let user else { return }
                    let events = Unmanaged<SeatEvents>.fromOpaque(user).takeUnretainedValue()
                    events.active = true
                    events.onEnable?()
                },
                disable: { seat, user in
                    guard let user else { return }
                    let events = Unmanaged<SeatEvents>.fromOpaque(user).takeUnretainedValue()
                    events.active = false
                    if let handler = events.onDisable { handler() } else { events.acknowledge?(seat) }
                }))
        events.acknowledge = { seat in _ = library.disableSeat(seat) }
        guard let seat = library.openSeat(UnsafeRawPointer(listener), Unmanaged.passUnretained(events).toOpaque())
        else {
            let e = errno
            listener.deallocate()
            throw SeatError(message: "cannot open a seat through \(backend): \(String(cString: strerror(e)))")
        }
        self.seat = seat
        seatName = library.seatName(seat).map { String(cString: $0) } ?? "seat0"
        fd = library.getFD(seat)
        let deadline = MonotonicClock.seconds() + timeout
        while !isActive && MonotonicClock.seconds() < deadline {
            let wait = Int32(max(1, (deadline - MonotonicClock.seconds()) * 1000))
            if library.dispatch(seat, wait) < 0 { break }
        }
        guard isActive else {
            // Everything is initialised by now, so deinit runs too: close here, once.
            close()
            throw SeatError(
                message:
                    "the \(backend) seat \(seatName) was not enabled within \(Int(timeout)) s (is another session in front?)"
            )
        }
    }

    deinit { close() }

    package var accessName: String { "\(backend) \(seatName)" }

    /// Handles what libseat's connection has for us (enable and disable arrive here).
    package func dispatch() {
        guard !closed else { return }
        _ = library.dispatch(seat, 0)
    }

    /// Lets the manager switch away after `onDisable` has stopped using the devices.
    package func acknowledgeDisable() {
        guard !closed else { return }
        _ = library.disableSeat(seat)
    }

    /// Asks for session (VT) `n` to come to the front; the answer is a disable event.
    package func switchSession(_ n: Int) {
        guard !closed else { return }
        _ = library.switchSession(seat, Int32(n))
    }

    package func openDevice(_ path: String, flags: Int32) -> Int32 {
        guard !closed else { return -EBADF }
        var fd: Int32 = -1
        let id = path.withCString { library.openDevice(seat, $0, &fd) }
        guard id >= 0, fd >= 0 else { return -(errno == 0 ? EACCES : errno) }
        deviceIDs[fd] = id
        return fd
    }

    package func closeDevice(_ fd: Int32) {
        if let id = deviceIDs.removeValue(forKey: fd), !closed { _ = library.closeDevice(seat, id) }
        Glibc.close(fd)
    }

    package func close() {
        guard !closed else { return }
        for (fd, id) in deviceIDs {
            _ = library.closeDevice(seat, id)
            Glibc.close(fd)
        }
        deviceIDs = [:]
        closed = true
        _ = library.closeSeat(seat)
        listener.deallocate()
    }

}

/// Where libseat's events land (the listener's user data) and what they call.
final class SeatEvents {
    var active = false
    var onEnable: (() -> Void)?
    var onDisable: (() -> Void)?
    var acknowledge: ((OpaquePointer?) -> Void)?
}

/// libseat's listener: two C function pointers, as `struct libseat_seat_listener`.
struct SeatListener {
    var enable: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
    var disable: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
}

/// libseat's functions, looked up with dlsym.
struct SeatLibrary {
    typealias OpenSeat = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> OpaquePointer?
    typealias SeatCall = @convention(c) (OpaquePointer?) -> Int32
    typealias OpenDevice = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?) -> Int32
    typealias SeatIntCall = @convention(c) (OpaquePointer?, Int32) -> Int32
    typealias SeatName = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    typealias SetLogLevel = @convention(c) (Int32) -> Void

    let openSeat: OpenSeat
    let disableSeat: SeatCall
    let closeSeat: SeatCall
    let openDevice: OpenDevice
    let closeDevice: SeatIntCall
    let seatName: SeatName
    let switchSession: SeatIntCall
    let getFD: SeatCall
    let dispatch: SeatIntCall
    let setLogLevel: SetLogLevel

    static func load() -> SeatLibrary? {
        guard let handle = dlopen("libseat.so.1", RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<T>(_ name: String, _ type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let openSeat = symbol("libseat_open_seat", OpenSeat.self),
            let disableSeat = symbol("libseat_disable_seat", SeatCall.self),
            let closeSeat = symbol("libseat_close_seat", SeatCall.self),
            let openDevice = symbol("libseat_open_device", OpenDevice.self),
            let closeDevice = symbol("libseat_close_device", SeatIntCall.self),
            let seatName = symbol("libseat_seat_name", SeatName.self),
            let switchSession = symbol("libseat_switch_session", SeatIntCall.self),
            let getFD = symbol("libseat_get_fd", SeatCall.self),
            let dispatch = symbol("libseat_dispatch", SeatIntCall.self),
            let setLogLevel = symbol("libseat_set_log_level", SetLogLevel.self)
        else { return nil }
        return SeatLibrary(
            openSeat: openSeat, disableSeat: disableSeat, closeSeat: closeSeat, openDevice: openDevice,
            closeDevice: closeDevice, seatName: seatName, switchSession: switchSession, getFD: getFD,
            dispatch: dispatch, setLogLevel: setLogLevel)
    }
}
