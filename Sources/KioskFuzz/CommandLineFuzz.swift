import KioskTools

/// The `kiosk` command line: arguments separated by NUL bytes, read by the argument parser and
/// each command's option handling (`CommandLineTool.check`), which stop before any work. Every
/// command line must end in 0 (right), 1 or 2 (wrong, said how): never a trap on a number, a
/// size, a name.
enum CommandLineFuzz {
    static let target = FuzzTarget(
        name: "cli", summary: "the kiosk command line (CommandLineTool.check: parsing, no work)"
    ) { data in
        let args = data.split(separator: 0, omittingEmptySubsequences: false).prefix(64).map {
            String(decoding: $0, as: UTF8.self)
        }
        let code = CommandLineTool.check(args)
        FuzzCheck(code == 0 || code == 1 || code == 2, "exit code \(code) for \(args)")
    }
}
