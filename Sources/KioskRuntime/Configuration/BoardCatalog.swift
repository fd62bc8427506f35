import KioskRaster

/// The board profiles found on this machine and the choice among them.
package struct BoardCatalog: Sendable {
    /// The folders the boards were read from, first first: a board in an earlier folder hides
    /// one of the same name in a later folder.
    package var directories: [String]
    /// The first folder (where overrides go when the service has no state directory).
    package var directory: String { directories.first ?? "." }
    /// Where local overrides are written (and read first): the service's state directory when
    /// it has one, since a hardened unit sees the shipped boards read-only; else beside them.
    package var overrideDirectory: String
    package var boards: [BoardProfile]
    /// Files that failed to load; the catalog keeps the rest usable.
    package var errors: [BoardProfileError]

    /// Loads every `*.json` in `directory` (see `load(directories:overrideDirectory:)`).
    package static func load(directory: String, overrideDirectory: String? = nil) -> BoardCatalog {
        load(directories: [directory], overrideDirectory: overrideDirectory)
    }

    /// Loads every `*.json` in each of `directories`; a name already loaded from an earlier
    /// folder is not read again. Files named `*.override.json` are local overrides (written by
    /// `kiosk calibrate`) and are not boards of their own; one in `overrideDirectory` wins over
    /// one beside the board.
    package static func load(directories: [String], overrideDirectory: String? = nil) -> BoardCatalog {
        let overrideDirectory = overrideDirectory ?? directories.first ?? "."
        var boards: [BoardProfile] = [], errors: [BoardProfileError] = []
        var folders: [String] = []
        for directory in directories {
            for name in FileAccess.list(directory) where name.hasSuffix(".json") && !name.hasSuffix(".override.json") {
                let path = directory + "/" + name
                do {
                    let board = try BoardProfile.parse(try FileAccess.readText(path), file: path)
                    guard !boards.contains(where: { $0.name == board.name }) else { continue }
                    boards.append(board)
                    folders.append(directory)
                } catch let e as BoardProfileError {
                    errors.append(e)
                } catch {
                    errors.append(BoardProfileError(file: path, line: 0, column: 0, key: nil, message: "\(error)"))
                }
            }
        }
        // Local overrides beside the boards (a calibration written on site).
        for (i, board) in boards.enumerated() {
            let candidates = [overrideDirectory, folders[i]].map { $0 + "/" + board.name + ".override.json" }
            guard let path = candidates.first(where: FileAccess.exists) else { continue }
            // A link that leads out of its folder is not followed.
            guard let folder = path.lastIndex(of: "/").map({ String(path[..<$0]) }),
                RegularFile.isConfined(path, to: folder)
            else {
                errors.append(
                    BoardProfileError(
                        file: path, line: 0, column: 0, key: nil,
                        message: "leads outside its folder (a symbolic link); not read"))
                continue
            }
            do {
                boards[i] = try board.applying(override: try FileAccess.readText(path), file: path)
            } catch let e as BoardProfileError {
                errors.append(e)
            } catch {
                errors.append(BoardProfileError(file: path, line: 0, column: 0, key: nil, message: "\(error)"))
            }
        }
        return BoardCatalog(
            directories: directories, overrideDirectory: overrideDirectory, boards: boards, errors: errors)
    }

    /// Where `kiosk calibrate` writes a board's override (nil for a name that is not a plain
    /// file name: it would lead outside the folder).
    package func overridePath(for board: String) -> String? {
        BoardProfile.isPlainName(board) ? overrideDirectory + "/" + board + ".override.json" : nil
    }

    /// The writable directory systemd gives a unit with `StateDirectory=` (the first of the
    /// list in `STATE_DIRECTORY`), if any.
    package static func stateDirectory(_ environment: ProcessEnvironment) -> String? {
        environment["STATE_DIRECTORY"].flatMap { $0.split(separator: ":").first.map(String.init) }
    }

    /// The operator's own boards and overrides, for every app on the machine.
    package static let systemDirectory = "/etc/kiosk/boards"

    /// Where board files are looked for, in order, those that exist: `--boards` alone when it is
    /// given; else the app's own folder (`Boards` beside the executable),
    /// `/etc/kiosk/boards`, the installed share folder (`../share/kiosk/Boards` from the
    /// executable, then `/usr/local/share/kiosk/Boards` and `/usr/share/kiosk/Boards`), and
    /// last the source checkout the executable was built in.
    package static func searchPath(explicit: String? = nil) -> [String] {
        if let explicit { return [explicit] }
        var candidates: [String] = []
        if let exe = FileAccess.executablePath(), let slash = exe.lastIndex(of: "/") {
            let folder = String(exe[..<slash])
            candidates += [folder + "/Boards", systemDirectory, folder + "/../share/kiosk/Boards"]
            candidates += ["/usr/local/share/kiosk/Boards", "/usr/share/kiosk/Boards"]
            // .build/<triple>/release/app in a checkout: walk up to the package root.
            var dir = folder
            for _ in 0..<5 {
                guard let up = dir.lastIndex(of: "/"), up != dir.startIndex else { break }
                dir = String(dir[..<up])
                if FileAccess.exists(dir + "/Package.swift") {
                    candidates.append(dir + "/Boards")
                    break
                }
            }
        } else {
            candidates += [systemDirectory, "/usr/local/share/kiosk/Boards", "/usr/share/kiosk/Boards"]
        }
        var seen: Set<String> = []
        return candidates.filter { FileAccess.isDirectory($0) && seen.insert(RegularFile.resolved($0) ?? $0).inserted }
    }

    /// The first folder of `searchPath` (for tools that report on one).
    package static func defaultDirectory(explicit: String? = nil) -> String? { searchPath(explicit: explicit).first }

    package func board(named name: String) -> BoardProfile? { boards.first { $0.name == name } }

    /// Why no board could be used: the message says which folder, which name, which file.
    package struct ResolutionFailure: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// The board to run with and the catalog it came from: the one named (its absence, or its
    /// broken file, is a failure), else the one this machine's model matches. A folder named
    /// with `--boards` that does not exist, or is not a folder, is a failure; broken files of
    /// other boards are logged and left out.
    package static func resolve(
        named name: String?, directory explicit: String?,
        log: (String) -> Void
    ) -> Result<(BoardProfile?, BoardCatalog?), ResolutionFailure> {
        if let explicit, !FileAccess.isDirectory(explicit) {
            return .failure(
                ResolutionFailure(
                    description: "--boards \(explicit): "
                        + (FileAccess.exists(explicit) ? "is not a folder" : "no such folder")))
        }
        let directories = searchPath(explicit: explicit)
        guard !directories.isEmpty else {
            if let name {
                return .failure(
                    ResolutionFailure(
                        description:
                            "no board folder found for --board \(name) (looked in Boards beside the program, \(systemDirectory), share/kiosk/Boards); pass --boards DIR"
                    ))
            }
            return .success((nil, nil))
        }
        let loaded = load(directories: directories, overrideDirectory: stateDirectory(.current()))
        guard let name else {
            for e in loaded.errors { log("board file ignored: \(e)") }
            return .success((loaded.choose(for: .current()).board, loaded))
        }
        if let board = loaded.board(named: name) {
            for e in loaded.errors { log("board file ignored: \(e)") }
            return .success((board, loaded))
        }
        // The board asked for may be one whose file is broken: say so, with the file's error.
        if let broken = loaded.errors.first(where: { $0.file.hasSuffix("/\(name).json") }) {
            return .failure(ResolutionFailure(description: "board '\(name)' cannot be used: \(broken)"))
        }
        let have = loaded.boards.map(\.name).sorted()
        return .failure(
            ResolutionFailure(
                description: "no board named '\(name)' in \(directories.joined(separator: ", "))"
                    + (have.isEmpty ? " (it holds no board)" : " (have: \(have.joined(separator: ", ")))")))
    }

    /// The board whose `match` strings occur in this machine's model string, else the generic one.
    package func choose(for machine: MachineIdentity) -> (board: BoardProfile?, reason: String) {
        for board in boards {
            if let hit = board.modelMatches.first(where: { machine.model.contains($0) }) {
                return (board, "model \"\(machine.model)\" contains \"\(hit)\"")
            }
        }
        let generic = machine.isARM ? nil : board(named: "generic-x86")
        if let generic {
            return (generic, "no board matches model \"\(machine.model)\"; using the generic x86 profile")
        }
        return (
            nil, "no board matches model \"\(machine.model)\"; built-in defaults apply (preferred mode, no rotation)"
        )
    }
}

/// What the machine says it is: the device-tree model on ARM boards, DMI names on PCs.
package struct MachineIdentity: Sendable {
    package var model: String
    package var isARM: Bool

    package static func current() -> MachineIdentity {
        #if arch(arm64) || arch(arm)
        let arm = true
        #else
        let arm = false
        #endif
        if let dt = FileAccess.readFirstLine("/proc/device-tree/model") {
            return MachineIdentity(model: dt, isARM: arm)
        }
        let vendor = FileAccess.readFirstLine("/sys/class/dmi/id/sys_vendor") ?? ""
        let product = FileAccess.readFirstLine("/sys/class/dmi/id/product_name") ?? "unknown machine"
        return MachineIdentity(model: vendor.isEmpty ? product : "\(vendor) \(product)", isARM: arm)
    }
}
