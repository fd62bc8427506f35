import KioskRaster
import KioskRuntime

/// `kiosk new NAME`: a new app package that builds, runs and tests as it is.
@MainActor
enum NewCommand {
    static let usage = """
        usage: kiosk new NAME [--dir DIR] [--kiosk PATH] [--board BOARD]

        Makes a Swift package for a kiosk app named NAME in DIR (default ./NAME): Package.swift
        depending on Kiosk by path, an @main app, a UI test with a golden screenshot, a systemd
        unit that boots a board into the app, and a README. `swift build` works on it as it is.
        --kiosk PATH    Kiosk's package (default: the clone this kiosk command was built in)
        --board BOARD   the board profile the unit starts with (kiosk doctor lists them; default:
                        chosen by the machine's model)
        """

    static func run(_ args: [String]) throws -> Int32 {
        let options = try ParsedOptions(args, valued: ["dir", "kiosk", "board"], flags: [], usage: usage)
        guard let name = options.positionals.first, options.positionals.count == 1 else {
            throw UsageError(message: "give the app's name, once", usage: usage)
        }
        guard AppTemplate.isValidName(name) else {
            throw UsageError(
                message: "'\(name)' cannot name a Swift module: a letter, then letters, digits or underscores",
                usage: usage)
        }
        let directory = options.values["dir"] ?? name
        guard let kiosk = options.values["kiosk"] ?? KioskCheckout.find() else {
            throw UsageError(
                message:
                    "cannot tell where Kiosk's package is (this kiosk was not built in a clone); pass --kiosk PATH",
                usage: usage)
        }
        guard FileAccess.exists(kiosk + "/Package.swift") else {
            throw UsageError(message: "--kiosk \(kiosk): no Package.swift there", usage: usage)
        }
        if let board = options.values["board"] {
            let catalog = BoardCatalog.load(directories: BoardCatalog.searchPath())
            guard catalog.board(named: board) != nil else {
                throw UsageError(
                    message:
                        "no board named '\(board)' (have: \(catalog.boards.map(\.name).sorted().joined(separator: ", ")))",
                    usage: usage)
            }
        }
        if CommandLineTool.checkingOnly { return 0 }
        if FileAccess.exists(directory) && !FileAccess.list(directory).isEmpty {
            throw CommandFailure("\(directory) exists and is not empty; choose another --dir")
        }
        let template = AppTemplate(
            name: name, kioskPath: RegularFile.resolved(kiosk) ?? kiosk, board: options.values["board"])
        for file in template.files {
            try FileAccess.write(directory + "/" + file.path, bytes: Array(file.text.utf8), makingFolders: true)
        }
        say(
            """
            made \(directory): \(template.files.map { $0.path }.filter { !$0.hasSuffix(".gitkeep") }.joined(separator: ", "))
            next: cd \(directory) && swift run \(name)
            """)
        return 0
    }
}

/// The clone of Kiosk a `kiosk` executable was built in: the folder above `.build` whose
/// Package.swift is Kiosk's.
enum KioskCheckout {
    static func find() -> String? {
        guard var dir = FileAccess.executablePath() else { return nil }
        for _ in 0..<6 {
            guard let slash = dir.lastIndex(of: "/"), slash != dir.startIndex else { return nil }
            dir = String(dir[..<slash])
            let manifest = dir + "/Package.swift"
            if FileAccess.exists(manifest),
                let text = try? FileAccess.readText(manifest), text.contains("name: \"Kiosk\"")
            {
                return dir
            }
        }
        return nil
    }
}
