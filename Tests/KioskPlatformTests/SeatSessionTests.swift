import Testing
@testable import KioskPlatform
#if canImport(Glibc)
import Glibc
#endif

/// The seat through libseat: when to ask for one, and what a missing seat manager gives. (The
/// seat itself, with seatd opening the card and the input devices, is tested on a real kernel:
/// scenario s11 of Tests/EndToEnd/run.)
@Suite struct SeatSessionTests {
    @Test func aManagerIsAskedOnlyWhenOneIsThere() {
        #expect(SeatSession.managerAvailable(environment: ["LIBSEAT_BACKEND": "logind"]) == "logind")
        #expect(
            SeatSession.managerAvailable(environment: ["XDG_SESSION_ID": "3", "SEATD_SOCK": "/nonexistent/seatd.sock"])
                == "logind")
        #expect(
            SeatSession.managerAvailable(environment: ["SEATD_SOCK": "/nonexistent/seatd.sock"]) == nil,
            "no socket, no session: libseat's built-in backend would need root anyway")
        let socket = "/tmp/kiosk-seat-test-\(getpid()).sock"
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in socket.utf8.enumerated() { raw[i] = b }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        defer {
            close(fd)
            unlink(socket)
        }
        #expect(bound == 0)
        #expect(SeatSession.managerAvailable(environment: ["SEATD_SOCK": socket]) == "seatd")
    }

    /// libseat asked for seatd where none answers: a typed error naming the backend, nothing
    /// printed, nothing left open.
    @Test func aSeatManagerThatIsNotThereIsATypedError() throws {
        try #require(dlopen("libseat.so.1", RTLD_NOW) != nil, "libseat1 is installed by Scripts/setup --test")
        setenv("SEATD_SOCK", "/nonexistent/seatd.sock", 1)
        setenv("LIBSEAT_BACKEND", "seatd", 1)
        defer {
            unsetenv("SEATD_SOCK")
            unsetenv("LIBSEAT_BACKEND")
        }
        do throws(SeatError) {
            _ = try SeatSession(backend: "seatd", timeout: 1)
            Issue.record("a seat without seatd")
        } catch {
            #expect(error.message.contains("cannot open a seat through seatd"))
        }
    }

    @Test func directAccessOpensAndReportsErrno() {
        let access = DirectDeviceAccess.shared
        let fd = access.openDevice("/dev/null", flags: O_RDWR)
        #expect(fd >= 0)
        access.closeDevice(fd)
        #expect(access.openDevice("/nonexistent/card0", flags: O_RDWR) == -ENOENT)
    }
}
