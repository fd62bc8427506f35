import Testing
import KioskRuntime

/// The shipped systemd unit and lock-down files keep their promises: an unprivileged user,
/// systemd's hardening, no IP sockets, a restart within a second, SysRq off.
@Suite struct ServiceUnitTests {
    static func settings(_ name: String) throws -> [(key: String, value: String)] {
        let bytes = try FileAccess.readBytes(BoardProfileTests.boardsDirectory + "/" + name)
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let l = line.trimmingCharacters(in: " ")
            guard !l.hasPrefix("#"), !l.hasPrefix("["), let eq = l.firstIndex(of: "=") else { return nil }
            return (l[..<eq].trimmingCharacters(in: " "), l[l.index(after: eq)...].trimmingCharacters(in: " "))
        }
    }

    @Test func theUnitRunsHardenedAsAnOrdinaryUser() throws {
        let unit = try Self.settings("kiosk.service")
        func value(_ key: String) -> String? { unit.last { $0.key == key }?.value }
        #expect(value("User") == "kiosk" && value("Group") == "kiosk")
        #expect(value("SupplementaryGroups")?.split(separator: " ").sorted() == ["input", "video"])
        for key in ["NoNewPrivileges", "ProtectHome", "PrivateTmp", "ProtectKernelModules", "RestrictNamespaces"] {
            #expect(value(key) == "yes", "\(key)")
        }
        #expect(value("ProtectSystem") == "strict")
        let families = value("RestrictAddressFamilies")?.split(separator: " ").map(String.init) ?? []
        #expect(
            !families.isEmpty && !families.contains("AF_INET") && !families.contains("AF_INET6"), "no network sockets")
        #expect(value("Restart") == "always" && value("StartLimitIntervalSec") == "0")
        let delay = value("RestartSec") ?? ""
        #expect(delay.hasSuffix("ms") && (Int(delay.dropLast(2)) ?? 1000) < 1000, "restarted within a second: \(delay)")
        #expect(value("Type") == "notify" && value("WatchdogSec") != nil)
        // Calibration is written to the state directory: the boards are read-only to it.
        #expect(value("StateDirectory") == "kiosk")
        #expect(
            value("TTYPath") == "/dev/tty1" && value("StandardInput")?.hasPrefix("tty") == true,
            "the VT on standard input, as the runtime expects it")
    }

    @Test func lockDownFilesTurnSysRqAndRebootBurstsOff() throws {
        #expect(try Self.settings("kiosk-sysctl.conf").contains { $0.key == "kernel.sysrq" && $0.value == "0" })
        #expect(
            try Self.settings("kiosk-systemd.conf").contains { $0.key == "CtrlAltDelBurstAction" && $0.value == "none" }
        )
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set || $0 == "\t" }.reversed().drop { $0 == set || $0 == "\t" }.reversed())
    }
}
