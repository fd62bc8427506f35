import KioskRaster

/// The shipped board profiles and the choice among them for this machine.
package struct BoardCatalog: Sendable {
    package var directory: String
    /// Where local overrides are written (and read first): the service's state directory when
    /// it has one, since a hardened unit sees the shipped boards read-only; else beside them.
    package var overrideDirectory: String
    package var boards: [BoardProfile]
    /// Files that failed to load; the catalog keeps the rest usable.
    package var errors: [BoardProfileError]

    /// Loads every `*.json` in `directory`. Files named `*.override.json` are local overrides
    /// (written by `kiosk calibrate`) and are not boards of their own; one in
    /// `overrideDirectory` wins over one beside the boards.
    package static func load(directory: String, overrideDirectory: String? = nil) -> BoardCatalog {
        let overrideDirectory = overrideDirectory ?? directory
        var boards: [BoardProfile] = [], errors: [BoardProfileError] = []
        for name in FileAccess.list(directory) where name.hasSuffix(".json") && !name.hasSuffix(".override.json") {
            let path = directory + "/" + name
            do {
                let text = try FileAccess.readText(path)
                boards.append(try BoardProfile.parse(text, file: path))
            } catch let e as BoardProfileError {
                errors.append(e)
            } catch {
                errors.append(BoardProfileError(file: path, line: 0, column: 0, key: nil, message: "\(error)"))
            }
        }
        // Local overrides beside the boards (a calibration written on site).
        for (i, board) in boards.enumerated() {
            let candidates = [overrideDirectory, directory].map { $0 + "/" + board.name + ".override.json" }
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
        return BoardCatalog(directory: directory, overrideDirectory: overrideDirectory, boards: boards, errors: errors)
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

    /// Where board files are looked for: an explicit directory, then beside an installed binary
    /// (`../share/kiosk/Boards`), then the source checkout the binary was built in.
    package static func defaultDirectory(explicit: String? = nil) -> String? {
        if let explicit { return explicit }
        guard let exe = FileAccess.executablePath() else { return FileAccess.isDirectory("Boards") ? "Boards" : nil }
        var dir = String(exe[..<(exe.lastIndex(of: "/") ?? exe.endIndex)])
        if FileAccess.isDirectory(dir + "/../share/kiosk/Boards") { return dir + "/../share/kiosk/Boards" }
        // .build/<triple>/release/kiosk in a checkout: walk up to the package root.
        for _ in 0..<5 {
            if FileAccess.isDirectory(dir + "/Boards") && FileAccess.exists(dir + "/Package.swift") {
                return dir + "/Boards"
            }
            guard let slash = dir.lastIndex(of: "/"), slash != dir.startIndex else { break }
            dir = String(dir[..<slash])
        }
        return FileAccess.isDirectory("Boards") ? "Boards" : nil
    }

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
        guard let directory = defaultDirectory(explicit: explicit) else {
            if let name {
                return .failure(
                    ResolutionFailure(description: "no Boards folder found for --board \(name); pass --boards DIR"))
            }
            return .success((nil, nil))
        }
        let loaded = load(directory: directory, overrideDirectory: stateDirectory(.current()))
        guard let name else {
            for e in loaded.errors { log("kiosk: board file ignored: \(e)") }
            return .success((loaded.choose(for: .current()).board, loaded))
        }
        if let board = loaded.board(named: name) {
            for e in loaded.errors { log("kiosk: board file ignored: \(e)") }
            return .success((board, loaded))
        }
        // The board asked for may be one whose file is broken: say so, with the file's error.
        if let broken = loaded.errors.first(where: { $0.file.hasSuffix("/\(name).json") }) {
            return .failure(ResolutionFailure(description: "board '\(name)' cannot be used: \(broken)"))
        }
        let have = loaded.boards.map(\.name).sorted()
        return .failure(
            ResolutionFailure(
                description: "no board named '\(name)' in \(directory)"
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
