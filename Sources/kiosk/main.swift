// The `kiosk` command line: the only place that decides how errors are reported and what the
// process exits with.
import KioskRuntime
import CLibc
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
var status = CommandLineTool.run(arguments)
// What was printed must have been written: standard output closed or on a full disk
// (`kiosk doctor > /dev/full`) is a failure that says so, not a silent success.
if kiosk_standard_output_failed() != 0 {
    let reason = String(cString: strerror(errno))
    printError("kiosk: cannot write to standard output: \(reason)")
    status = 1
}
exit(status)
