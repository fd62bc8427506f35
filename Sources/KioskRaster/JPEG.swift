import CJPEG
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A JPEG that could not be decoded: which file, and libjpeg's reason.
public struct JPEGError: Error, Sendable, Equatable, CustomStringConvertible {
    public var source: String
    public var reason: String
    public var description: String { "\(source): \(reason)" }
    public init(source: String, reason: String) { self.source = source; self.reason = reason }
}

/// JPEG decoding through libjpeg-turbo: photographs in SVG documents (design tools embed them
/// as `data:image/jpeg`) and in an app's assets.
public enum JPEGCodec {
    /// Whether `bytes` start as a JPEG file does (its start-of-image marker).
    public static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// Decodes JPEG bytes to an opaque buffer. Greyscale, colour and CMYK pictures, baseline
    /// or progressive, are converted; a file cut short decodes to what it holds, the rest grey
    /// (as browsers show it). Anything libjpeg cannot read is a `JPEGError` naming `source`.
    public static func decode(_ data: [UInt8], source: String = "JPEG data") throws(JPEGError) -> PixelBuffer {
        guard !data.isEmpty else { throw JPEGError(source: source, reason: "empty file") }
        var pixels: UnsafeMutablePointer<UInt32>? = nil
        var width: Int32 = 0, height: Int32 = 0, warnings: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBufferPointer { bytes in
            message.withUnsafeMutableBufferPointer { text in
                kiosk_jpeg_decode(bytes.baseAddress, UInt(bytes.count), PNGCodec.maximumPixels, &pixels, &width, &height, &warnings,
                                  text.baseAddress, text.count)
            }
        }
        guard status == 0, let pixels else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw JPEGError(source: source, reason: reason.isEmpty ? "not a JPEG file" : reason)
        }
        defer { free(pixels) }
        let buffer = PixelBuffer(width: Int(width), height: Int(height))
        for y in 0..<Int(height) {
            buffer.row(y).update(from: pixels + y * Int(width), count: Int(width))
        }
        return buffer
    }
}
