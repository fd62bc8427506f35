import Testing
import KioskRuntime
#if canImport(Glibc)
import Glibc
#endif

@Suite struct ServiceNotifierTests {
    @Test func readyAndWatchdogReachTheNotifySocket() throws {
        let path = "/tmp/kiosk-notify-\(getpid())"
        unlink(path)
        let server = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        defer {
            close(server)
            unlink(path)
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in for (i, b) in path.utf8.enumerated() { raw[i] = b } }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)

        let notifier = try #require(
            ServiceNotifier(environment: ProcessEnvironment(["NOTIFY_SOCKET": path, "WATCHDOG_USEC": "30000000"])))
        #expect(notifier.watchdogInterval == 15)
        #expect(notifier.send("READY=1"))
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = recv(server, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        #expect(n == 7 && String(decoding: buffer[0..<max(0, n)], as: UTF8.self) == "READY=1")
    }

    @Test func withoutSystemdNothingIsSent() {
        #expect(ServiceNotifier(environment: ProcessEnvironment([:])) == nil)
    }
}
