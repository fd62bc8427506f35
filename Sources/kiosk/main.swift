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
// A write to a closed pipe or past the file-size limit fails with an error that is reported
// (and an atomic write removes its temporary file), instead of a signal killing the process.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
// The environment is read here, once, and handed down as values.
CommandLineTool.configureLibraries()
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
