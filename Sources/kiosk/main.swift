// The `kiosk` command line: the only place that decides how errors are reported and what the
// process exits with.
import KioskRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let status = CommandLineTool.run(arguments)
exit(status)
