#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where a document read from a file finds the pictures its `<image>` elements link to
/// (`href="photo.png"`, `href="parts/badge.svg"`, `href="file:///srv/kiosk/assets/logo.png"`):
/// relative references start from the document's directory, and nothing is read from outside
/// `root` (by default that same directory), symbolic links followed before the check. An SVG
/// among a kiosk's assets can show the PNG beside it, but not read anything else on the
/// device. Nothing is fetched from a network.
package struct SVGLinkedFiles: Sendable, Equatable {
    /// The directory relative references start from.
    package let directory: String
    /// No file outside this directory is read.
    package let root: String

    /// The largest file read: a link to a huge file by mistake is refused, not read whole.
    package static let maximumBytes = 64 << 20

    package init(directory: String, root: String? = nil) {
        self.directory = directory.isEmpty ? "." : directory
        self.root = root ?? self.directory
    }

    /// The files beside the document at `path`; its directory is the root unless `root` says
    /// otherwise (the asset directory it was found in, so that it may reach a sibling folder).
    package init(documentAt path: String, root: String? = nil) {
        self.init(directory: Self.directory(of: path), root: root)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A file that is not read, and why.
    struct Refusal: Error { var reason: String }

    /// The file `href` names (its real path) and its bytes.
    func contents(of href: String) -> Result<(path: String, bytes: [UInt8]), Refusal> {
        let path: String
        switch localPath(href) {
        case .success(let p): path = p
        case .failure(let refusal): return .failure(refusal)
        }
        let candidate = path.hasPrefix("/") ? path : directory + "/" + path
        guard let real = Self.realPath(candidate) else {
            return .failure(
                Refusal(
                    reason:
                        "\"\(href)\" names no file that can be read (\(candidate): \(String(cString: strerror(errno))))"
                ))
        }
        guard let realRoot = Self.realPath(root) else {
            return .failure(Refusal(reason: "the directory \(root) that linked pictures are read from is missing"))
        }
        guard real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
            return .failure(
                Refusal(reason: "\"\(href)\" is outside \(root), the only directory linked pictures are read from"))
        }
        return Self.readRegularFile(real).map { (real, $0) }
    }

    /// The path in `href`: a relative reference or a `file:` URL, without its query and
    /// fragment, percent escapes decoded.
    func localPath(_ href: String) -> Result<String, Refusal> {
        var text = Substring(href.trimmed)
        if let scheme = Self.scheme(of: text) {
            guard scheme == "file" else {
                return .failure(
                    Refusal(reason: "\"\(text.prefix(60))\" is not fetched: only files beside the document are read"))
            }
            text = text.dropFirst(5)
            if text.hasPrefix("//") {
                // file://host/path: only this machine's.
                let rest = text.dropFirst(2)
                let host = rest.prefix { $0 != "/" }
                guard host.isEmpty || host.lowercased() == "localhost" else {
                    return .failure(Refusal(reason: "\"\(href.prefix(60))\" is on another machine"))
                }
                text = rest.dropFirst(host.count)
            }
        }
        if let end = text.firstIndex(where: { $0 == "#" || $0 == "?" }) { text = text[..<end] }
        let path = String(decoding: SVGEmbeddedImage.percentDecoded(text), as: UTF8.self)
        guard !path.isEmpty, !path.utf8.contains(0) else { return .failure(Refusal(reason: "an empty file reference")) }
        return .success(Self.removingDotSegments(path))
    }

    /// `path` with its `.` and `..` segments worked out as a URL's are, by the text: a `..`
    /// takes away the segment before it whether or not that names a directory that exists.
    /// Those that climb above the path's start stay, for the directory it is read from.
    static func removingDotSegments(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var kept: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = kept.last, last != ".." {
                kept.removeLast()
                continue
            }
            if segment == "..", absolute { continue }
            kept.append(segment)
        }
        return (absolute ? "/" : "") + kept.joined(separator: "/")
    }

    /// A URL scheme (`http`, `file`, lowercased) when `text` starts with one. A single letter
    /// before the colon counts as one too: kiosks run on Linux, where `C:` is no drive.
    static func scheme(of text: Substring) -> String? {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return nil }
        let name = text[..<colon]
        guard name.first!.isASCII && name.first!.isLetter,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") })
        else { return nil }
        return name.lowercased()
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes of a regular file no larger than `maximumBytes`. Opened without blocking, so
    /// a FIFO among the assets cannot stall the document's load.
    static func readRegularFile(_ path: String) -> Result<[UInt8], Refusal> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(Refusal(reason: "\(path): \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(Refusal(reason: "\(path) is not a regular file"))
        }
        guard Int(info.st_size) <= maximumBytes else {
            return .failure(
                Refusal(
                    reason: "\(path) is \(info.st_size) bytes, more than the \(maximumBytes) a linked picture may be"))
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return .failure(Refusal(reason: "\(path): \(String(cString: strerror(errno)))")) }
            if n == 0 { break }
            filled += n
        }
        // A file that shrank while being read: what there was.
        return .success(Array(bytes[0..<filled]))
    }
}
