// The `kiosk` command line: the only place that decides how errors are reported and what the
// process exits with.
import KioskTools
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
    let line = "kiosk: cannot write to standard output: \(reason)\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    status = 1
}
exit(status)
