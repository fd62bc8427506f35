import KioskGeometry
import KioskRaster

/// What an `<image>` shows: a picture embedded in the document as a `data:` URI or linked
/// from a file beside it (`SVGLinkedFiles`), PNG decoded to pixels or SVG parsed to be drawn
/// as vectors. Decoded once, when the document is parsed. A document parsed from memory has no
/// place to look for linked files: they, files that cannot be read, and data that does not
/// decode become `warnings`.
enum SVGEmbeddedImage {
    case raster(PixelBuffer)
    case vector(SVGDocument)

    /// An SVG embeds SVG embeds SVG ... at most this deep.
    static let maximumNesting = 4

    var size: Size {
        switch self {
        case .raster(let image): Size(width: Double(image.width), height: Double(image.height))
        case .vector(let document): document.size
        }
    }

    /// Why a picture is not drawn.
    struct Problem: Error { var reason: String }

    /// Decodes the picture `href` names, reading linked files through `files`, or says why not.
    static func decode(_ href: String, nesting: Int, files: SVGLinkedFiles? = nil) -> Result<SVGEmbeddedImage, Problem>
    {
        let text = href.trimmed
        guard text.lowercased().hasPrefix("data:") else {
            guard let files else {
                return .failure(
                    Problem(
                        reason:
                            "the picture \"\(text.prefix(60))\" is in another file, and a document read from memory has no directory to read it from"
                    ))
            }
            switch files.contents(of: text) {
            case .success(let file):
                // An SVG shown as a picture reads no files of its own, as in browsers (an SVG
                // image is drawn in their secure mode) and resvg: its links are warnings.
                return decode(
                    file.bytes, mediaType: mediaType(sniffing: file.bytes), source: file.path, nesting: nesting,
                    files: nil)
            case .failure(let refusal):
                return .failure(Problem(reason: refusal.reason))
            }
        }
        guard let comma = text.firstIndex(of: ",") else {
            return .failure(Problem(reason: "a data: URI without a comma"))
        }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma].lowercased()
        let parameters = header.split(separator: ";").map { $0.trimmed }
        let mediaType = parameters.first ?? ""
        let payload = text[text.index(after: comma)...]
        let bytes: [UInt8]
        if parameters.contains("base64") {
            guard let decoded = Base64.decode(payload) else {
                return .failure(Problem(reason: "\(mediaType) data that is not base64"))
            }
            bytes = decoded
        } else {
            bytes = percentDecoded(payload)
        }
        // The bytes say what they are: design tools write "data:;base64," with no type, and
        // a type that names another format than the data's (as browsers and resvg, which
        // look at the data).
        let sniffed = Self.mediaType(sniffing: bytes)
        let type = sniffed.isEmpty ? mediaType : sniffed
        let source =
            type == "image/png" ? "embedded PNG" : type.hasPrefix("image/jp") ? "embedded JPEG" : "embedded SVG"
        return decode(bytes, mediaType: type, source: source, nesting: nesting, files: nil)
    }

    /// `bytes` as a picture of `mediaType`; an SVG's own links read through `files`.
    static func decode(
        _ bytes: [UInt8], mediaType: String, source: String, nesting: Int,
        files: SVGLinkedFiles?
    ) -> Result<SVGEmbeddedImage, Problem> {
        switch mediaType {
        case "image/png":
            do { return .success(.raster(try PNGCodec.decode(bytes, source: source))) } catch {
                return .failure(Problem(reason: "\(error)"))
            }
        case "image/jpeg", "image/jpg":
            do { return .success(.raster(try JPEGCodec.decode(bytes, source: source))) } catch {
                return .failure(Problem(reason: "\(error)"))
            }
        case "image/svg+xml":
            guard nesting < maximumNesting else {
                return .failure(Problem(reason: "SVG embedded more than \(maximumNesting) deep"))
            }
            do {
                return .success(
                    .vector(try SVGDocument.parse(bytes, source: source, nesting: nesting + 1, linkedFiles: files)))
            } catch {
                return .failure(Problem(reason: "\(error)"))
            }
        default:
            let type = mediaType.isEmpty ? "(none)" : mediaType
            return .failure(Problem(reason: "pictures of type \(type) are not drawn; PNG, JPEG and SVG are"))
        }
    }

    /// The media type of a linked file, from its first bytes (a file's name may say anything):
    /// PNG and JPEG by their signatures, SVG by markup; the others named for the warning.
    static func mediaType(sniffing bytes: [UInt8]) -> String {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if JPEGCodec.isJPEG(bytes) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return "image/webp"
        }
        if bytes.starts(with: [0x1F, 0x8B]) { return "gzip-compressed data (svgz)" }
        // Markup: after a byte order mark and white space, a tag.
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        if rest.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) == UInt8(ascii: "<") {
            return "image/svg+xml"
        }
        return ""
    }

    /// `%XX` escapes decoded; anything else as written.
    static func percentDecoded(_ text: Substring) -> [UInt8] {
        let utf8 = Array(text.utf8)
        var out: [UInt8] = [], i = 0
        out.reserveCapacity(utf8.count)
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count,
                let hi = Character(UnicodeScalar(utf8[i + 1])).hexDigitValue,
                let lo = Character(UnicodeScalar(utf8[i + 2])).hexDigitValue
            {
                out.append(UInt8(hi << 4 | lo))
                i += 3
            } else {
                out.append(utf8[i])
                i += 1
            }
        }
        return out
    }
}

/// Base64 as data URIs carry it: whitespace between characters is skipped, padding optional.
enum Base64 {
    static func decode(_ text: Substring) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count * 3 / 4)
        var accumulator: UInt32 = 0, bits = 0, padding = 0
        for c in text.utf8 {
            let value: UInt32
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(c - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(c - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(c - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"), UInt8(ascii: "-"): value = 62
            case UInt8(ascii: "/"), UInt8(ascii: "_"): value = 63
            case UInt8(ascii: "="):
                padding += 1
                continue
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            // Nothing but padding and whitespace may follow padding.
            guard padding == 0 else { return nil }
            accumulator = accumulator << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return out
    }
}
