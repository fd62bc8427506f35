#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import KioskRaster

/// A file that could not be read (defined with the reading, in KioskRaster).
package typealias FileReadError = KioskRaster.FileReadError

/// Small POSIX file helpers: the runtime avoids full Foundation.
package enum FileAccess {
    /// The bytes of the regular file at `path`, at most `limit` of them (see `RegularFile`).
    package static func readBytes(_ path: String, limit: Int = 64 << 20) throws(FileReadError) -> [UInt8] {
        try RegularFile.read(path, limit: limit)
    }

    package static func readText(_ path: String) throws(FileReadError) -> String {
        String(decoding: try readBytes(path), as: UTF8.self)
    }

    /// The first line of a small sysfs/procfs file, trimmed, or nil.
    static func readFirstLine(_ path: String) -> String? {
        guard let bytes = try? readBytes(path, limit: 4096) else { return nil }
        let text = String(decoding: bytes.prefix { $0 != 0 && $0 != 0x0A }, as: UTF8.self)
        let trimmed = text.trimmingCharacters(in: " \t\r")
        return trimmed.isEmpty ? nil : trimmed
    }

    package static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    package static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    package static func list(_ directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Absolute path of the running executable.
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        buffer[n] = 0
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Makes the folder `path` and the folders above it that are missing (`mkdir -p`).
    package static func makeFolders(_ path: String) throws(FileWriteError) {
        guard !path.isEmpty, !isDirectory(path) else { return }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try makeFolders(String(path[..<slash]))
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw FileWriteError(path: path, errno: errno) }
    }

    /// Writes `bytes` to `path`, atomically: into a temporary file in the same folder, flushed
    /// to the disk, then renamed over `path`. A failure (a full disk, a missing folder) leaves
    /// whatever was at `path` as it was, and no temporary file behind. With `makingFolders`, the
    /// missing folders on the way are made first (an output path the user named).
    package static func write(_ path: String, bytes: [UInt8], makingFolders: Bool = false) throws(FileWriteError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        if makingFolders, slash != nil { try makeFolders(folder) }
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileWriteError(path: path, errno: errno) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        func fail(_ code: Int32) -> FileWriteError {
            close(fd)
            unlink(temporary)
            return FileWriteError(path: path, errno: code)
        }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail(errno)
            }
            offset += n
        }
        // mkstemp makes the file 0600; a written file is readable as one made by open(0644).
        guard fchmod(fd, 0o644) == 0, fsync(fd) == 0 else { throw fail(errno) }
        guard close(fd) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileWriteError(path: path, errno: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileWriteError(path: path, errno: code)
        }
        // The rename itself reaches the disk with the folder's entry.
        let dir = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            _ = fsync(dir)
            close(dir)
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

package struct FileWriteError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var errno: Int32
    package init(path: String, errno: Int32) {
        self.path = path
        self.errno = errno
    }
    package var description: String { "cannot write \(path): \(String(cString: strerror(errno)))" }
}
