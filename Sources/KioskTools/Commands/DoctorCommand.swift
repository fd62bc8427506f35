import KioskRuntime

@MainActor
enum DoctorCommand {
    static let usage = """
        usage: kiosk doctor [--json] [--boards DIR]

        Checks what this machine offers a kiosk and says what to do next. Exits 0 whatever it finds.
        """

    static func run(_ args: [String]) throws -> Int32 {
        let options = try ParsedOptions(args, valued: ["boards"], flags: ["json"], usage: usage)
        guard options.positionals.isEmpty else {
            throw UsageError(message: "unexpected argument '\(options.positionals[0])'", usage: usage)
        }
        if CommandLineTool.checkingOnly { return 0 }
        let report = Doctor.run(boardsDirectory: BoardCatalog.defaultDirectory(explicit: options.values["boards"]))
        print(options.flags.contains("json") ? report.json() : report.text(), terminator: "")
        return 0
    }
}
