#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A file that could not be read: its path and why (a system error, not a regular file, too
/// large).
package struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        case system(Int32)
        /// A FIFO, a device, a directory or a socket: reading one can block forever or never end.
        case notRegularFile(kind: String)
        case tooLarge(size: Int, limit: Int)
    }
    package var path: String
    package var reason: Reason
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }
    package var description: String {
        switch reason {
        case .system(let e): "\(path): \(String(cString: strerror(e)))"
        case .notRegularFile(let kind): "\(path): is \(kind), not a regular file"
        case let .tooLarge(size, limit): "\(path): too large (\(size) bytes; the limit is \(limit))"
        }
    }
}

/// Reading the files a kiosk is handed (boards, pictures, SVG, fonts' neighbours): regular
/// files only, and never more than a limit.
package enum RegularFile {
    /// Whether `path`, with every symbolic link resolved, lies inside `folder` (also resolved):
    /// a name from outside (a board's override, an asset) that leads out of its folder is not
    /// read, whatever links it goes through.
    package static func isConfined(_ path: String, to folder: String) -> Bool {
        guard let real = realpath(path, nil) else { return false }
        defer { free(real) }
        guard let root = realpath(folder, nil) else { return false }
        defer { free(root) }
        let r = String(cString: real), f = String(cString: root)
        return r.hasPrefix(f == "/" ? "/" : f + "/")
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    package static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// The bytes of the regular file at `path`, at most `limit` of them: anything else (a FIFO
    /// that would block, a device that never ends, a directory) and anything longer is an error
    /// that says so, not a hang or a file cut short.
    package static func read(_ path: String, limit: Int = 64 << 20) throws(FileReadError) -> [UInt8] {
        // Non-blocking, so that opening a FIFO without a writer returns at once.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw FileReadError(path: path, reason: .system(errno)) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileReadError(path: path, reason: .system(errno)) }
        guard st.st_mode & S_IFMT == S_IFREG else {
            throw FileReadError(path: path, reason: .notRegularFile(kind: kindName(st.st_mode)))
        }
        // (procfs and sysfs files report no size, or a page: their content is read and checked.)
        if Int(st.st_size) > limit {
            throw FileReadError(path: path, reason: .tooLarge(size: Int(st.st_size), limit: limit))
        }
        var out: [UInt8] = []
        out.reserveCapacity(min(limit, max(0, Int(st.st_size))))
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw FileReadError(path: path, reason: .system(errno))
            }
            if n == 0 { break }
            // A file that grew past the limit while it was read is too large too.
            if out.count + n > limit {
                throw FileReadError(path: path, reason: .tooLarge(size: out.count + n, limit: limit))
            }
            out.append(contentsOf: chunk[0..<n])
        }
        return out
    }

    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }
}
