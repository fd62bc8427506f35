#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file that could not be read, with its path and the reason.
public struct FileReadError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var errno: Int32
    public var description: String { "\(path): \(String(cString: strerror(errno)))" }
}

/// Small POSIX file helpers: the runtime avoids full Foundation.
public enum FileAccess {
    public static func readBytes(_ path: String, limit: Int = 64 << 20) throws(FileReadError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileReadError(path: path, errno: errno) }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while out.count < limit {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, errno: errno)
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return out
    }

    static func readText(_ path: String) throws(FileReadError) -> String {
        String(decoding: try readBytes(path), as: UTF8.self)
    }

    /// The first line of a small sysfs/procfs file, trimmed, or nil.
    static func readFirstLine(_ path: String) -> String? {
        guard let bytes = try? readBytes(path, limit: 4096) else { return nil }
        let text = String(decoding: bytes.prefix { $0 != 0 && $0 != 0x0A }, as: UTF8.self)
        let trimmed = text.trimmingCharacters(in: " \t\r")
        return trimmed.isEmpty ? nil : trimmed
    }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    static func list(_ directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Absolute path of the running executable.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        buffer[n] = 0
        return String(cString: buffer)
    }

    /// Writes `bytes` to `path` (created or truncated), all of them or a typed error.
    public static func write(_ path: String, bytes: [UInt8]) throws(FileWriteError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileWriteError(path: path, errno: errno) }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; throw FileWriteError(path: path, errno: errno) }
            offset += n
        }
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        let chars = Set(set)
        var s = Substring(self)
        while let f = s.first, chars.contains(f) { s = s.dropFirst() }
        while let l = s.last, chars.contains(l) { s = s.dropLast() }
        return String(s)
    }

}

public struct FileWriteError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var errno: Int32
    public init(path: String, errno: Int32) { self.path = path; self.errno = errno }
    public var description: String { "cannot write \(path): \(String(cString: strerror(errno)))" }
}
