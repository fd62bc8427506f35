import KioskRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `kiosk install APP`: a built app as the service a board boots into, on this machine or into
/// an image's root folder; `kiosk uninstall NAME` takes it out again.
@MainActor
enum InstallCommand {
    static let usage = """
        usage: kiosk install APP [--root DIR] [--board BOARD] [--boards DIR] [--service FILE] [-- APP-ARGS...]
               kiosk uninstall NAME [--root DIR]

        Installs the built app APP (a release binary, --static-swift-stdlib) as the service the
        machine boots into, under DIR (default /, this machine; an image's root folder otherwise):
          /usr/local/bin/NAME                 the app
          /usr/local/share/kiosk/Boards/      the board profiles (from --boards, else Kiosk's own)
          /etc/kiosk/boards/                  the operator's boards and overrides (made empty)
          /etc/systemd/system/name.service    the unit, NAME in lower case (--service FILE, else
                                              Kiosk's kiosk.service for NAME),
                                              enabled for multi-user.target
          /usr/lib/sysusers.d/kiosk.conf      the user kiosk in the groups video and input
          /etc/sysctl.d/90-kiosk.conf         the lock-down (no magic SysRq key)
          /etc/systemd/system.conf.d/90-kiosk.conf   no forced reboot by Ctrl+Alt+Delete
        and lists what it wrote in /usr/local/share/kiosk/installed/NAME.files for uninstall.
        On this machine it also creates the user, reloads systemd and names the runtime packages
        that are missing (Scripts/setup installs them). The unit runs `NAME --backend drm`, with
        --board BOARD and the APP-ARGS after `--`. Start it with `systemctl start name`.
        """

    static func run(_ args: [String]) throws -> Int32 {
        let separator = args.firstIndex(of: "--")
        let own = separator.map { Array(args[..<$0]) } ?? args
        let appArguments = separator.map { Array(args[($0 + 1)...]) } ?? []
        let options = try ParsedOptions(
            own, valued: ["root", "board", "boards", "service", "name"], flags: [], usage: usage)
        guard let app = options.positionals.first, options.positionals.count == 1 else {
            throw UsageError(message: "give the built app's path, once", usage: usage)
        }
        guard FileAccess.exists(app), !FileAccess.isDirectory(app), access(app, X_OK) == 0 else {
            throw UsageError(message: "\(app): not an executable file", usage: usage)
        }
        let name = options.values["name"] ?? String(app.split(separator: "/").last ?? "")
        guard AppTemplate.isValidName(name.replacingHyphens) else {
            throw UsageError(message: "'\(name)' cannot name a service; pass --name NAME", usage: usage)
        }
        let root = options.values["root"] ?? "/"
        guard FileAccess.isDirectory(root) else {
            throw UsageError(message: "--root \(root): no such folder", usage: usage)
        }
        let boardsSource = options.values["boards"] ?? BoardCatalog.searchPath().first
        guard let boardsSource, FileAccess.isDirectory(boardsSource) else {
            throw UsageError(message: "no board profiles found to install; pass --boards DIR", usage: usage)
        }
        let catalog = BoardCatalog.load(directory: boardsSource)
        if let board = options.values["board"], catalog.board(named: board) == nil {
            throw UsageError(
                message:
                    "no board named '\(board)' in \(boardsSource) (have: \(catalog.boards.map(\.name).sorted().joined(separator: ", ")))",
                usage: usage)
        }
        let unitTemplate: String
        if let service = options.values["service"] {
            unitTemplate = try FileAccess.readText(service)
        } else {
            guard let shipped = InstalledFiles.kioskFile("kiosk.service", near: boardsSource) else {
                throw CommandFailure(
                    "Kiosk's kiosk.service is not beside the boards in \(boardsSource); pass --service FILE")
            }
            unitTemplate = try FileAccess.readText(shipped)
        }
        if CommandLineTool.checkingOnly { return 0 }

        var installed = InstalledFiles(root: root, name: name)
        let binary = "/usr/local/bin/\(name)"
        try installed.copy(app, to: binary, mode: 0o755)
        for file in FileAccess.list(boardsSource) where file.hasSuffix(".json") && !file.hasSuffix(".override.json") {
            try installed.copy(boardsSource + "/" + file, to: "/usr/local/share/kiosk/Boards/" + file, mode: 0o644)
        }
        try installed.makeFolder(BoardCatalog.systemDirectory)
        let command =
            ([binary, "--backend", "drm"] + (options.values["board"].map { ["--board", $0] } ?? [])
            + appArguments).map(UnitFile.quoted).joined(separator: " ")
        let unit = UnitFile.settingExecStart(in: unitTemplate, to: command, description: name)
        let service = name.lowercased() + ".service"
        try installed.write(unit, to: "/etc/systemd/system/\(service)")
        try installed.link(
            "/etc/systemd/system/\(service)", at: "/etc/systemd/system/multi-user.target.wants/\(service)")
        try installed.write(
            "# The kiosk app's user (kiosk install): no login, its state in /var/lib/kiosk.\nu kiosk - \"Kiosk app\" /var/lib/kiosk /usr/sbin/nologin\nm kiosk video\nm kiosk input\n",
            to: "/usr/lib/sysusers.d/kiosk.conf")
        for (file, target) in [
            ("kiosk-sysctl.conf", "/etc/sysctl.d/90-kiosk.conf"),
            ("kiosk-systemd.conf", "/etc/systemd/system.conf.d/90-kiosk.conf"),
        ] {
            if let source = InstalledFiles.kioskFile(file, near: boardsSource) {
                try installed.copy(source, to: target, mode: 0o644)
            }
        }
        try installed.saveList()
        say("installed \(name) into \(root): \(installed.paths.count) files (list: \(installed.listPath))")

        guard root == "/" else {
            say("in the image: systemd-sysusers creates the user kiosk at first boot; the unit is enabled")
            return 0
        }
        // This machine: the user now, systemd told, the packages checked.
        for tool in [["systemd-sysusers", "/usr/lib/sysusers.d/kiosk.conf"], ["systemctl", "daemon-reload"]] {
            if let status = Subprocess.run(tool), status != 0 {
                printError("kiosk install: \(tool.joined(separator: " ")) exited with \(status)")
            }
        }
        let missing = RuntimePackages.missing()
        if !missing.isEmpty {
            say(
                "runtime packages missing: \(missing.joined(separator: " "))\n  sudo apt-get install --no-install-recommends \(missing.joined(separator: " "))"
            )
        }
        say("start it now: systemctl start \(name.lowercased()) (it starts at every boot)")
        return 0
    }

    static func uninstall(_ args: [String]) throws -> Int32 {
        let options = try ParsedOptions(args, valued: ["root"], flags: [], usage: usage)
        guard let name = options.positionals.first, options.positionals.count == 1 else {
            throw UsageError(message: "give the installed app's name, once", usage: usage)
        }
        let root = options.values["root"] ?? "/"
        let list = InstalledFiles(root: root, name: name).listPath
        guard FileAccess.exists(list) else {
            throw CommandFailure("\(name) is not installed in \(root) (no \(list))")
        }
        if CommandLineTool.checkingOnly { return 0 }
        let paths = try FileAccess.readText(list).split(separator: "\n").map(String.init)
        var removed = 0
        // The list holds other apps' shared files too (boards, the user); only what no other
        // installed app lists goes.
        let others = InstalledFiles.otherLists(root: root, except: name).flatMap {
            ((try? FileAccess.readText($0)) ?? "").split(separator: "\n").map(String.init)
        }
        for path in paths.reversed() where !others.contains(path) {
            if unlink(InstalledFiles.join(root, path)) == 0 { removed += 1 }
        }
        unlink(list)
        say("removed \(removed) files of \(name) from \(root); the user kiosk and /var/lib/kiosk are left")
        if root == "/" { _ = Subprocess.run(["systemctl", "daemon-reload"]) }
        return 0
    }
}

extension String {
    fileprivate var replacingHyphens: String { String(map { $0 == "-" ? "_" : $0 }) }
}
