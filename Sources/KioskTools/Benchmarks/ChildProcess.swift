#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import KioskRuntime

/// A program the benchmarks run (valgrind, a built app): its input from /dev/null, its output
/// and errors into a log file, which is what a failure reports.
enum ChildProcess {
    /// Starts `arguments[0]` (looked up in PATH) with `environment`.
    static func spawn(
        _ arguments: [String], environment: [String: String], log: String
    ) throws(InstructionCountError) -> pid_t {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var pid: pid_t = 0
        let rc = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        guard rc == 0 else {
            throw InstructionCountError(description: "cannot start \(arguments[0]): \(String(cString: strerror(rc)))")
        }
        return pid
    }

    /// Why a child that ended with `status` failed, with the end of its log; nil when it exited 0.
    static func failure(_ status: Int32, what: String, log: String) -> InstructionCountError? {
        let exited = status & 0x7f == 0, code = (status >> 8) & 0xff
        guard !(exited && code == 0) else { return nil }
        let text = (try? FileAccess.readBytes(log)).map { String(decoding: $0.suffix(2000), as: UTF8.self) } ?? ""
        return InstructionCountError(
            description: what + (exited ? " exited with \(code)" : " was killed by signal \(status & 0x7f)")
                + (text.isEmpty ? "" : ":\n" + text))
    }

    /// Runs `arguments` to its end.
    static func run(
        _ arguments: [String], environment: [String: String], log: String, what: String
    ) throws(InstructionCountError) {
        let pid = try spawn(arguments, environment: environment, log: log)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw InstructionCountError(description: "waitpid: \(String(cString: strerror(errno)))")
            }
        }
        if let failure = failure(status, what: what, log: log) { throw failure }
    }

    /// A new temporary folder.
    static func temporaryFolder() throws(InstructionCountError) -> String {
        var template = Array("/tmp/kiosk-bench-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw InstructionCountError(
                description: "cannot make a temporary folder: \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    /// Removes `path` and the files in it.
    static func removeFolder(_ path: String) {
        guard let dir = opendir(path) else { return }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { unlink("\(path)/\(name)") }
        }
        closedir(dir)
        rmdir(path)
    }
}
