#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Testing

/// The real `kiosk` executable, run as a user runs it: what it printed, how it ended and the
/// most memory it held. Its output goes to files (no pipe to fill and block on).
struct KioskProcess {
    var status: Int32
    /// The signal that ended it, if one did (a trap is SIGILL or SIGTRAP).
    var signal: Int32?
    var stdout: String
    var stderr: String
    /// Peak resident memory, in kilobytes (the kernel's count for the child).
    var peakKB: Int

    var firstErrorLine: String { String(stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? "") }

    /// The `kiosk` built beside the test bundle (`swift build --build-tests` builds both).
    static let executable: String? = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        var dir = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // .build/<triple>/debug/KioskPackageTests.xctest (a file) holds the tests.
        dir = String(dir[..<(dir.lastIndex(of: "/") ?? dir.endIndex)])
        let path = dir + "/kiosk"
        return access(path, X_OK) == 0 ? path : nil
    }()

    /// Runs `kiosk args` in `directory`, with `shell` set: `sh -c` runs `shell`, in which
    /// "$KIOSK" is the executable (for limits and redirections), instead.
    static func run(
        _ args: [String], in directory: String = "/tmp", environment extra: [String: String] = [:],
        shell: String? = nil,
        timeout: Int = 120
    ) throws -> KioskProcess {
        let kiosk = try #require(executable, "the kiosk executable is built beside the tests")
        let scratch = try TemporaryFolder()
        let out = scratch.path + "/stdout", err = scratch.path + "/stderr"
        var environment: [String: String] = [:]
        var e = environ
        while let entry = e.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") { environment[String(s[..<eq])] = String(s[s.index(after: eq)...]) }
            e += 1
        }
        for (k, v) in extra { environment[k] = v }
        environment["KIOSK"] = kiosk
        // The shell changes into `directory` ($0) and runs the kiosk with the arguments as given.
        let argv: [String] =
            ["/bin/sh", "-c", "cd \"$0\" && " + (shell ?? "exec \"$KIOSK\" \"$@\""), directory]
            + (shell == nil ? args : [])
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            cArgs.forEach { free($0) }
            cEnv.forEach { free($0) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, nil, cArgs, cEnv)
        try #require(rc == 0, "spawned \(argv[0]): \(String(cString: strerror(rc)))")
        // A hang is a finding: the run is stopped after `timeout` seconds and reported.
        var status: Int32 = 0
        var usage = rusage()
        var waited = 0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if waited >= timeout * 100 {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                Issue.record("kiosk \(args) hung for \(timeout) s")
                break
            }
            usleep(10_000)
            waited += 1
        }
        func read(_ path: String) -> String {
            guard let f = fopen(path, "r") else { return "" }
            defer { fclose(f) }
            var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = fread(&chunk, 1, chunk.count, f)
                if n <= 0 { break }
                bytes += chunk[0..<n]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let signaled = status & 0x7f != 0 && status & 0x7f != 0x7f
        return KioskProcess(
            status: signaled ? -1 : (status >> 8) & 0xff, signal: signaled ? status & 0x7f : nil,
            stdout: read(out), stderr: read(err), peakKB: Int(usage.ru_maxrss))
    }
}

/// A folder under /tmp, removed with what it holds when the value goes.
final class TemporaryFolder {
    let path: String
    init() throws {
        var template = Array("/tmp/kiosk-cli-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        try #require(made)
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    deinit { remove(path) }
    private func remove(_ p: String) {
        if let dir = opendir(p) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                var st = stat()
                let child = p + "/" + name
                if lstat(child, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { remove(child) } else { unlink(child) }
            }
            closedir(dir)
        }
        rmdir(p)
    }

    /// Writes `text` to `name` in the folder; returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let path = self.path + "/" + name
        let f = fopen(path, "w")
        _ = text.withCString { fputs($0, f) }
        fclose(f)
        return path
    }

    func read(_ name: String) -> [UInt8]? {
        guard let f = fopen(path + "/" + name, "r") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, f)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }

    func entries() -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
