enum BenchCommand {
    static let usage = "usage: kiosk bench raster [--json]"
    static func run(_ args: [String]) throws -> Int32 {
        printError("kiosk bench: not in this build yet (issue #3)")
        return 1
    }
}
