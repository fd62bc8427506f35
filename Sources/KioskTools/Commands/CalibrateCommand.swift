import KioskRuntime

@MainActor
enum CalibrateCommand {
    static let usage = """
        usage: kiosk calibrate [--out FILE.json] [runtime options]

        Shows five targets on the display, one at a time; touch the centre of each. The touches are
        read through libinput with its calibration reset, the matrix that maps them onto the targets
        is fitted (least squares) and its residual error shown. It is written to the board's override
        file (Boards/NAME.override.json, beside the board; the shipped board file is never edited),
        or to --out. Touch once more to finish.

        \(RunOptions.usage)
        """

    static func run(_ args: [String]) throws -> Int32 {
        let (runtime, rest): (RunOptions, [String])
        do { (runtime, rest) = try RunOptions.parse(args) } catch {
            throw UsageError(message: error.message, usage: usage)
        }
        let options = try ParsedOptions(rest, valued: ["out"], flags: [], usage: usage)
        if CommandLineTool.checkingOnly { return 0 }
        var live = runtime
        if live.backend == "auto" { live.backend = "drm" }
        return Calibrator.run(options: live, output: options.values["out"], log: printError)
    }
}
