import CDRM
import KioskPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The Linux virtual terminal the kiosk shows on. Without care the text console fights the
/// kiosk: its cursor blinks over the picture, keys typed into the kiosk echo into a getty
/// behind it, and Ctrl+Alt+F2 switches away with the kiosk still drawing. Here the VT is put in
/// graphics mode, the kernel's keyboard handling is turned off (libinput reads the keys), and
/// switching either stays locked or is done on the kiosk's terms (VT_PROCESS: the kernel asks,
/// the runtime lets go of the display and acknowledges). Everything is restored on `restore()`.
package final class VirtualTerminal {
    package let path: String
    package let number: Int
    private let fd: Int32
    private var savedKeyboardMode: Int32 = 1  // K_XLATE
    private var savedDisplayMode: Int32 = 0  // KD_TEXT
    private var restored = false
    package private(set) var switchingEnabled = false

    /// The VT on standard input when there is one: systemd's `TTYPath=` hands a service its VT
    /// there, owned by the service's user and as its controlling terminal, which is what lets
    /// an unprivileged process make the console ioctls (the kernel allows them to the
    /// controlling process or to CAP_SYS_TTY_CONFIG). Otherwise the active VT, found through
    /// /dev/tty0, which only root may open.
    package init() throws(DisplayError) {
        if let (number, fd) = Self.onStandardInput() {
            self.number = number
            self.path = "/dev/tty\(number)"
            self.fd = fd
            return
        }
        let console = open("/dev/tty0", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard console >= 0 else {
            throw DisplayError(
                device: "/dev/tty0",
                "no virtual terminal: \(String(cString: strerror(errno))) (an unprivileged kiosk gets its VT on standard input: TTYPath= and StandardInput=tty in its unit)"
            )
        }
        var state = vt_stat()
        let ok = kiosk_ioctl_ptr(console, UInt(VT_GETSTATE), &state) == 0
        close(console)
        guard ok else {
            throw DisplayError(device: "/dev/tty0", "VT_GETSTATE failed: \(String(cString: strerror(errno)))")
        }
        number = Int(state.v_active)
        path = "/dev/tty\(number)"
        fd = open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw DisplayError(device: path, "cannot open: \(String(cString: strerror(errno)))") }
    }

    /// Standard input's VT number and a descriptor of our own for it, if it is a VT (character
    /// device 4:1...4:63) that answers VT_GETSTATE.
    private static func onStandardInput() -> (Int, Int32)? {
        var st = stat()
        guard fstat(0, &st) == 0, (st.st_mode & S_IFMT) == S_IFCHR else { return nil }
        let rdev = UInt64(st.st_rdev)
        let major = ((rdev >> 8) & 0xfff) | ((rdev >> 32) & ~UInt64(0xfff))
        let minor = (rdev & 0xff) | ((rdev >> 12) & ~UInt64(0xff))
        guard major == 4, (1...63).contains(minor) else { return nil }
        var state = vt_stat()
        guard kiosk_ioctl_ptr(0, UInt(VT_GETSTATE), &state) == 0 else { return nil }
        let fd = fcntl(0, F_DUPFD_CLOEXEC, 3)
        guard fd >= 0 else { return nil }
        return (Int(minor), fd)
    }

    deinit { restore() }

    /// Graphics mode (no text, no cursor) and the kernel's keyboard off (no echo, no getty input,
    /// no kernel VT switching). A crash restores both too (see `CrashRestore`).
    package func takeOver() throws(DisplayError) {
        var mode: Int32 = 0
        if kiosk_ioctl_ptr(fd, UInt(KDGKBMODE), &mode) == 0 { savedKeyboardMode = mode }
        if kiosk_ioctl_ptr(fd, kiosk_KDGETMODE, &mode) == 0 { savedDisplayMode = mode }
        guard kiosk_ioctl_int(fd, UInt(KDSKBMODE), UInt(K_OFF)) == 0 else {
            throw failure("turning the console keyboard off")
        }
        guard kiosk_ioctl_int(fd, kiosk_KDSETMODE, UInt(KD_GRAPHICS)) == 0 else {
            throw failure("setting graphics mode")
        }
        CrashRestore.arm(fd: fd, displayMode: savedDisplayMode, keyboardMode: savedKeyboardMode)
    }

    /// Lets the kernel ask before switching away: `release` then arrives as a signal, and so
    /// does `acquire` when the user comes back.
    package func enableSwitching(release: Int32, acquire: Int32) throws(DisplayError) {
        var mode = vt_mode(mode: CChar(VT_PROCESS), waitv: 0, relsig: Int16(release), acqsig: Int16(acquire), frsig: 0)
        guard kiosk_ioctl_ptr(fd, UInt(VT_SETMODE), &mode) == 0 else { throw failure("VT_SETMODE") }
        switchingEnabled = true
    }

    /// Switches to VT `n` (the runtime's answer to Ctrl+Alt+Fn, since the kernel no longer sees keys).
    package func activate(_ n: Int) {
        _ = kiosk_ioctl_int(fd, UInt(VT_ACTIVATE), UInt(n))
    }

    /// The display has been let go: the switch may proceed.
    package func acknowledgeRelease() { _ = kiosk_ioctl_int(fd, UInt(VT_RELDISP), 1) }

    /// We are back in front.
    package func acknowledgeAcquire() { _ = kiosk_ioctl_int(fd, UInt(VT_RELDISP), UInt(VT_ACKACQ)) }

    /// Text mode, the keyboard as it was, automatic switching.
    package func restore() {
        guard !restored else { return }
        restored = true
        CrashRestore.disarm()
        if switchingEnabled {
            var mode = vt_mode(mode: CChar(VT_AUTO), waitv: 0, relsig: 0, acqsig: 0, frsig: 0)
            _ = kiosk_ioctl_ptr(fd, UInt(VT_SETMODE), &mode)
        }
        _ = kiosk_ioctl_int(fd, kiosk_KDSETMODE, UInt(savedDisplayMode))
        _ = kiosk_ioctl_int(fd, UInt(KDSKBMODE), UInt(savedKeyboardMode))
        close(fd)
    }

    private func failure(_ what: String) -> DisplayError {
        DisplayError(device: path, "\(what) failed: \(String(cString: strerror(errno)))")
    }
}

/// Recognises Ctrl+Alt+F1...F12 in the key events (evdev codes), which the kernel no longer
/// sees once the console keyboard is off.
package struct VTSwitchKeys: Sendable {
    private var control = Set<UInt32>()
    private var alt = Set<UInt32>()
    package init() {}

    /// The VT number to switch to, when this event completes the chord.
    package mutating func handle(code: UInt32, isPressed: Bool) -> Int? {
        switch code {
        case 29, 97: if isPressed { control.insert(code) } else { control.remove(code) }
        case 56, 100: if isPressed { alt.insert(code) } else { alt.remove(code) }
        default:
            guard isPressed, !control.isEmpty, !alt.isEmpty else { return nil }
            switch code {
            case 59...68: return Int(code) - 58  // F1...F10
            case 87: return 11
            case 88: return 12
            default: return nil
            }
        }
        return nil
    }
}

/// Gives the console back if the process dies of a crash signal: a kiosk that crashes must
/// leave a usable text console (and a keyboard) for whoever services it, not a frozen picture.
/// The handler only makes async-signal-safe calls (ioctl, sigaction, raise), then lets the
/// signal do what it would have done (a core dump, systemd's restart).
enum CrashRestore {
    nonisolated(unsafe) static var fd: Int32 = -1
    nonisolated(unsafe) static var displayMode: Int32 = 0
    nonisolated(unsafe) static var keyboardMode: Int32 = 1
    static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    static func arm(fd: Int32, displayMode: Int32, keyboardMode: Int32) {
        self.fd = fd
        self.displayMode = displayMode
        self.keyboardMode = keyboardMode
        for s in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                if CrashRestore.fd >= 0 {
                    _ = kiosk_ioctl_int(CrashRestore.fd, kiosk_KDSETMODE, UInt(CrashRestore.displayMode))
                    _ = kiosk_ioctl_int(CrashRestore.fd, UInt(KDSKBMODE), UInt(CrashRestore.keyboardMode))
                }
                // Back to the default action, and the signal again: the crash proceeds.
                var original = sigaction()
                original.__sigaction_handler.sa_handler = SIG_DFL
                _ = sigaction(signal, &original, nil)
                _ = raise(signal)
            }
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            _ = sigaction(s, &action, nil)
        }
    }

    static func disarm() {
        fd = -1
        for s in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = SIG_DFL
            _ = sigaction(s, &action, nil)
        }
    }
}
