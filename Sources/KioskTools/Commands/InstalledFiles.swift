import KioskRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What `kiosk install` writes under a root folder, remembered for `kiosk uninstall`.
struct InstalledFiles {
    let root: String
    let name: String
    /// The paths written, as they are on the installed machine (`/usr/local/bin/coffee`).
    private(set) var paths: [String] = []

    init(root: String, name: String) {
        self.root = root
        self.name = name
    }

    static let listFolder = "/usr/local/share/kiosk/installed"
    /// Where the list of an app's files is, under the root.
    var listPath: String { Self.join(root, "\(Self.listFolder)/\(name).files") }

    static func join(_ root: String, _ path: String) -> String { root == "/" ? path : root + path }

    mutating func write(_ text: String, to path: String, mode: mode_t = 0o644) throws {
        let full = Self.join(root, path)
        try FileAccess.write(full, bytes: Array(text.utf8), makingFolders: true)
        chmod(full, mode)
        paths.append(path)
    }

    mutating func copy(_ source: String, to path: String, mode: mode_t) throws {
        let full = Self.join(root, path)
        try FileAccess.write(full, bytes: try FileAccess.readBytes(source, limit: 1 << 30), makingFolders: true)
        chmod(full, mode)
        paths.append(path)
    }

    mutating func makeFolder(_ path: String) throws { try FileAccess.makeFolders(Self.join(root, path)) }

    /// A symbolic link at `path` to `target` (both as on the installed machine), as
    /// `systemctl enable` makes.
    mutating func link(_ target: String, at path: String) throws {
        let full = Self.join(root, path)
        if let slash = full.lastIndex(of: "/") { try FileAccess.makeFolders(String(full[..<slash])) }
        unlink(full)
        guard symlink(target, full) == 0 else { throw FileWriteError(path: full, errno: errno) }
        paths.append(path)
    }

    func saveList() throws {
        try FileAccess.write(listPath, bytes: Array((paths.joined(separator: "\n") + "\n").utf8), makingFolders: true)
    }

    /// The lists of the other apps installed under `root`.
    static func otherLists(root: String, except name: String) -> [String] {
        let folder = join(root, listFolder)
        return FileAccess.list(folder).filter { $0.hasSuffix(".files") && $0 != "\(name).files" }.map {
            folder + "/" + $0
        }
    }

    /// One of Kiosk's own files that lives beside the board profiles (`kiosk.service`).
    static func kioskFile(_ file: String, near boards: String) -> String? {
        [boards + "/" + file, boards + "/../Boards/" + file].first(where: FileAccess.exists)
    }
}

/// Editing a systemd unit's text.
enum UnitFile {
    /// The unit with its `ExecStart=` and `Description=` replaced and its install comment
    /// naming the app.
    static func settingExecStart(in unit: String, to command: String, description: String) -> String {
        var lines: [String] = []
        for line in unit.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("ExecStart=") {
                lines.append("ExecStart=\(command)")
            } else if line.hasPrefix("Description=") {
                lines.append("Description=\(description)")
            } else {
                lines.append(String(line))
            }
        }
        return "# Installed by kiosk install.\n" + lines.joined(separator: "\n")
    }

    /// One word of a command line as systemd reads it: quoted when it holds a space, a quote,
    /// a backslash or a `$` or `%` (which systemd would expand).
    static func quoted(_ word: String) -> String {
        var escaped = ""
        var needsQuotes = word.isEmpty
        for c in word {
            switch c {
            case "%", "$": escaped += "\(c)\(c)"
            case "\\", "\"":
                escaped += "\\\(c)"
                needsQuotes = true
            case " ", "\t", "'":
                escaped.append(c)
                needsQuotes = true
            default: escaped.append(c)
            }
        }
        return needsQuotes ? "\"\(escaped)\"" : escaped
    }
}

/// Running a program and waiting for it.
enum Subprocess {
    /// The exit status of `arguments` run from PATH with standard input from /dev/null; nil
    /// when it cannot be started (not installed).
    static func run(_ arguments: [String]) -> Int32? {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var pid: pid_t = 0
        guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}

/// The Debian packages a kiosk app needs at run time (the libraries it links, the fonts, the
/// keymaps), and which are missing here.
enum RuntimePackages {
    static let all = [
        "libdrm2", "libinput10", "libudev1", "libxkbcommon0", "libfreetype6", "libharfbuzz0b", "libfontconfig1",
        "libfribidi0", "libunibreak5", "libpng16-16", "libjpeg62-turbo", "libexpat1", "xkb-data", "fonts-inter",
        "fonts-dejavu-core",
    ]

    static func missing() -> [String] {
        all.filter { package in
            Subprocess.run(["dpkg-query", "-W", "-f=", package]).map { $0 != 0 } ?? false
        }
    }
}
