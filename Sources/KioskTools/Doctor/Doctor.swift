import KioskRuntime
// `kiosk doctor`: a kiosk installer's first tool. It looks at what this machine offers a kiosk
// (displays, input devices, fonts, board profile, permissions) and gives a verdict per line
// with the next step to take. It only reads: it never sets a mode or grabs a device.
import KioskDRM
import KioskLibinput
import KioskPlatform
import KioskText
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One finding: what was looked at, what was found, and what to do about it.
package struct DoctorFinding: Sendable {
    package enum Verdict: String, Sendable { case ok, warning, problem, info }
    package var section: String
    package var verdict: Verdict
    package var subject: String
    package var detail: String
    /// The next step for the installer, or nil when nothing needs doing.
    package var nextStep: String?
}

package struct DoctorReport: Sendable {
    package var findings: [DoctorFinding]
    package var chosenBackend: BackendChoice

    package func text() -> String {
        var out = ""
        var section = ""
        for f in findings {
            if f.section != section {
                section = f.section
                out += (out.isEmpty ? "" : "\n") + section + "\n"
            }
            let mark =
                switch f.verdict {
                case .ok: "  ok   "
                case .warning: "  warn "
                case .problem: "  FAIL "
                case .info: "  info "
                }
            out += mark + f.subject + (f.detail.isEmpty ? "" : ": " + f.detail) + "\n"
            if let next = f.nextStep { out += "         -> " + next + "\n" }
        }
        out +=
            "\nVerdict: kiosk would run on the \(chosenBackend.backend.rawValue) backend (\(chosenBackend.reason)).\n"
        return out
    }

    package func json() -> String {
        JSONOutput.object([
            (
                "backend",
                .object([("name", .string(chosenBackend.backend.rawValue)), ("reason", .string(chosenBackend.reason))])
            ),
            (
                "findings",
                .array(
                    findings.map { f in
                        .object([
                            ("section", .string(f.section)), ("verdict", .string(f.verdict.rawValue)),
                            ("subject", .string(f.subject)), ("detail", .string(f.detail)),
                            ("nextStep", f.nextStep.map { .string($0) } ?? .null),
                        ])
                    })
            ),
        ]).render() + "\n"
    }
}

package enum Doctor {
    package static func run(boardsDirectory: String?, environment: ProcessEnvironment = .current()) -> DoctorReport {
        var findings: [DoctorFinding] = []
        let cards = DRMProbe.probeAll()
        findings += displayFindings(cards)
        findings += framebufferFindings()
        findings += inputFindings()
        findings += fontFindings()
        findings += boardFindings(boardsDirectory)
        findings += permissionFindings(environment)
        let choice = BackendChoice.best(cards: cards.compactMap { try? $0.get() }, environment: environment)
        return DoctorReport(findings: findings, chosenBackend: choice)
    }

    static func displayFindings(_ cards: [Result<DRMCardInfo, DRMProbeError>]) -> [DoctorFinding] {
        let s = "Display (DRM/KMS)"
        guard !cards.isEmpty else {
            return [
                DoctorFinding(
                    section: s, verdict: .problem, subject: "DRM devices", detail: "none (/dev/dri has no card)",
                    nextStep:
                        "load the board's KMS driver (Raspberry Pi: dtoverlay=vc4-kms-v3d in config.txt), or run with --backend headless or preview"
                )
            ]
        }
        var out: [DoctorFinding] = []
        for result in cards {
            switch result {
            case .failure(let e):
                out.append(
                    DoctorFinding(
                        section: s, verdict: .problem, subject: e.path, detail: e.description,
                        nextStep: "add the kiosk user to the 'video' group or run under seatd/logind"))
            case .success(let card):
                let connected = card.connectors.filter(\.isConnected)
                let verdict: DoctorFinding.Verdict =
                    connected.isEmpty ? .warning : (card.canBecomeMaster ? .ok : .warning)
                var next: String?
                if connected.isEmpty {
                    next = "connect a display; kiosk waits for one and shows the UI when it appears"
                } else if !card.canBecomeMaster {
                    next = "another process drives this card (a desktop session?); stop it or switch to a free VT"
                }
                out.append(
                    DoctorFinding(
                        section: s, verdict: verdict, subject: card.path,
                        detail:
                            "driver \(card.driver), \(card.supportsAtomic ? "atomic" : "legacy") modesetting, dumb buffers \(card.supportsDumbBuffers ? "yes" : "no"), DRM master \(card.canBecomeMaster ? "available" : "held elsewhere")",
                        nextStep: next))
                for c in card.connectors {
                    let modes =
                        c.modes.prefix(6).map(\.description).joined(separator: ", ")
                        + (c.modes.count > 6 ? ", ..." : "")
                    out.append(
                        DoctorFinding(
                            section: s, verdict: c.isConnected ? .ok : .info, subject: "  connector \(c.name)",
                            detail: c.isConnected
                                ? "connected, preferred \(c.preferredMode?.description ?? "none"); modes \(modes)"
                                : "disconnected",
                            nextStep: nil))
                }
            }
        }
        return out
    }

    static func framebufferFindings() -> [DoctorFinding] {
        let s = "Display (fbdev fallback)"
        let paths = FramebufferProbe.devicePaths()
        guard !paths.isEmpty else {
            return [
                DoctorFinding(
                    section: s, verdict: .info, subject: "fbdev devices", detail: "none (/dev/fb*)", nextStep: nil)
            ]
        }
        return paths.map { path in
            do {
                let fb = try FramebufferProbe.probe(path: path)
                return DoctorFinding(
                    section: s, verdict: .ok, subject: path,
                    detail: "\(fb.identifier), \(fb.width)x\(fb.height), \(fb.bitsPerPixel) bpp", nextStep: nil)
            } catch {
                return DoctorFinding(
                    section: s, verdict: .warning, subject: path, detail: "\(error)",
                    nextStep: "add the user to the 'video' group")
            }
        }
    }

    static func inputFindings() -> [DoctorFinding] {
        let s = "Input (libinput)"
        let inventory: InputInventory
        do { inventory = try InputProbe.inventory() } catch {
            return [
                DoctorFinding(
                    section: s, verdict: .problem, subject: "libinput", detail: error.description,
                    nextStep: "start systemd-udevd (or eudev) so that input devices are announced")
            ]
        }
        var out: [DoctorFinding] = []
        if inventory.devices.isEmpty {
            out.append(
                DoctorFinding(
                    section: s, verdict: .warning, subject: "input devices on \(inventory.seat)",
                    detail: "none",
                    nextStep: "plug in the touchscreen (USB or I2C); a kiosk without input only displays"))
        }
        for d in inventory.devices {
            let cal =
                d.calibration.map { "calibration [" + $0.map { String($0) }.joined(separator: " ") + "]" }
                ?? "no calibration matrix"
            out.append(
                DoctorFinding(
                    section: s, verdict: .ok, subject: "\(d.devicePath) \(d.name)",
                    detail: (d.capabilities.names.isEmpty
                        ? "no capabilities" : d.capabilities.names.joined(separator: ", "))
                        + (d.capabilities.contains(.touch) ? "; \(cal)" : ""),
                    nextStep: nil))
        }
        if !inventory.devices.contains(where: { $0.capabilities.contains(.touch) }) && !inventory.devices.isEmpty {
            out.append(
                DoctorFinding(section: s, verdict: .info, subject: "touchscreen", detail: "none found", nextStep: nil))
        }
        for (path, err) in inventory.unopenable {
            out.append(
                DoctorFinding(
                    section: s, verdict: .problem, subject: path,
                    detail: "cannot open: \(String(cString: strerror(err)))",
                    nextStep: "add the user to the 'input' group or run under seatd/logind"))
        }
        return out
    }

    static func fontFindings() -> [DoctorFinding] {
        let s = "Fonts (fontconfig)"
        guard let catalog = FontCatalog() else {
            return [
                DoctorFinding(
                    section: s, verdict: .problem, subject: "fontconfig", detail: "could not load its configuration",
                    nextStep: "install fontconfig-config")
            ]
        }
        let wanted: [(family: String, package: String, role: String)] = [
            ("Inter", "fonts-inter", "default UI family"), ("DejaVu Sans", "fonts-dejavu-core", "fallback family"),
        ]
        return wanted.map { w in
            guard let m = catalog.match(family: w.family) else {
                return DoctorFinding(
                    section: s, verdict: .problem, subject: w.family, detail: "no font at all",
                    nextStep: "apt-get install \(w.package)")
            }
            if m.isExactFamily {
                return DoctorFinding(
                    section: s, verdict: .ok, subject: "\(w.family) (\(w.role))", detail: m.path, nextStep: nil)
            }
            return DoctorFinding(
                section: s, verdict: .warning, subject: "\(w.family) (\(w.role))",
                detail: "not installed; fontconfig substitutes \(m.family) (\(m.path))",
                nextStep: "apt-get install \(w.package)")
        }
    }

    static func boardFindings(_ directory: String?) -> [DoctorFinding] {
        let s = "Board profile"
        let machine = MachineIdentity.current()
        guard let directory else {
            return [
                DoctorFinding(
                    section: s, verdict: .warning, subject: "board files", detail: "no Boards directory found",
                    nextStep: "pass --boards DIR, or install the Boards/ folder to <prefix>/share/kiosk/Boards")
            ]
        }
        guard FileAccess.isDirectory(directory) else {
            return [
                DoctorFinding(
                    section: s, verdict: .problem, subject: "board files",
                    detail: "\(directory): " + (FileAccess.exists(directory) ? "is not a folder" : "no such folder"),
                    nextStep: "pass --boards with the folder that holds the board files")
            ]
        }
        let catalog = BoardCatalog.load(
            directory: directory, overrideDirectory: BoardCatalog.stateDirectory(.current()))
        var out = [DoctorFinding(section: s, verdict: .info, subject: "machine", detail: machine.model, nextStep: nil)]
        for e in catalog.errors {
            out.append(
                DoctorFinding(
                    section: s, verdict: .problem, subject: "invalid board file", detail: e.description,
                    nextStep: "fix the file or remove it"))
        }
        let (board, reason) = catalog.choose(for: machine)
        out.append(
            DoctorFinding(
                section: s, verdict: board == nil ? .warning : .ok,
                subject: board.map { "board \($0.name)" } ?? "board",
                detail: "\(reason) (\(catalog.boards.count) profiles in \(directory))",
                nextStep: board == nil ? "choose one with --board NAME" : nil))
        return out
    }

    static func permissionFindings(_ env: ProcessEnvironment) -> [DoctorFinding] {
        let s = "Permissions and session"
        var out: [DoctorFinding] = []
        let uid = getuid()
        let groups = currentGroupNames()
        if uid == 0 {
            out.append(
                DoctorFinding(
                    section: s, verdict: .info, subject: "user",
                    detail: "root: every device can be opened (for production, run as a user in 'video' and 'input')",
                    nextStep: nil))
        } else {
            for g in ["video", "input"] {
                let member = groups.contains(g)
                out.append(
                    DoctorFinding(
                        section: s, verdict: member ? .ok : .warning, subject: "group \(g)",
                        detail: member ? "member" : "not a member",
                        nextStep: member ? nil : "sudo usermod -aG \(g) $USER, then log in again"))
            }
        }
        let seatd = FileAccess.exists("/run/seatd.sock")
        let logind = FileAccess.isDirectory("/run/systemd/seats")
        let seatDetail = [seatd ? "seatd (/run/seatd.sock)" : nil, logind ? "logind" : nil].compactMap { $0 }
        out.append(
            DoctorFinding(
                section: s, verdict: .info, subject: "seat manager",
                detail: seatDetail.isEmpty
                    ? "none: devices are opened directly (needs root or the groups above)"
                    : seatDetail.joined(separator: ", "),
                nextStep: nil))
        // What the runtime will do with it (--seat-manager auto).
        let libseat = SeatSession.libraryAvailable
        if let manager = SeatSession.managerAvailable(environment: env.values) {
            out.append(
                DoctorFinding(
                    section: s, verdict: libseat ? .ok : .warning, subject: "libseat",
                    detail: libseat
                        ? "installed: devices will be opened through \(manager)"
                        : "not installed: \(manager) is not used, devices are opened directly",
                    nextStep: libseat ? nil : "apt-get install libseat1"))
        }
        if let seat = env["XDG_SEAT"] {
            out.append(DoctorFinding(section: s, verdict: .info, subject: "XDG_SEAT", detail: seat, nextStep: nil))
        }
        let desktop = env["WAYLAND_DISPLAY"] ?? env["DISPLAY"]
        out.append(
            DoctorFinding(
                section: s, verdict: .info, subject: "desktop session",
                detail: desktop.map { "present (\($0)): a preview window is possible" } ?? "none", nextStep: nil))
        return out
    }

    static func currentGroupNames() -> Set<String> {
        let n = getgroups(0, nil)
        guard n > 0 else { return [] }
        var ids = [gid_t](repeating: 0, count: Int(n))
        let got = getgroups(n, &ids)
        var names = Set<String>()
        for id in ids.prefix(Int(max(0, got))) + [getgid()] {
            if let g = getgrgid(id), let name = g.pointee.gr_name { names.insert(String(cString: name)) }
        }
        return names
    }
}
