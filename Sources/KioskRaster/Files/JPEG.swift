import CJPEG

/// A JPEG that could not be decoded: which file, and libjpeg's reason.
package struct JPEGError: Error, Sendable, Equatable, CustomStringConvertible {
    package var source: String
    package var reason: String
    package var description: String { "\(source): \(reason)" }
    package init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }
}

/// JPEG decoding through libjpeg-turbo: photographs in SVG documents (design tools embed them
/// as `data:image/jpeg`) and in an app's assets.
package enum JPEGCodec {
    /// Whether `bytes` start as a JPEG file does (its start-of-image marker).
    package static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// Decodes JPEG bytes to an opaque buffer. Greyscale, colour and CMYK pictures, baseline
    /// or progressive, are converted; a file cut short decodes to what it holds, the rest grey
    /// (as browsers show it). Anything libjpeg cannot read is a `JPEGError` naming `source`.
    package static func decode(_ data: [UInt8], source: String = "JPEG data") throws(JPEGError) -> PixelBuffer {
        guard !data.isEmpty else { throw JPEGError(source: source, reason: "empty file") }
        var message = [CChar](repeating: 0, count: 256)
        func reason(_ fallback: String) -> String {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return text.isEmpty ? fallback : text
        }
        return try data.withUnsafeBufferPointer { bytes throws(JPEGError) -> PixelBuffer in
            var width: Int32 = 0, height: Int32 = 0
            let decoder = message.withUnsafeMutableBufferPointer { text in
                kiosk_jpeg_begin(bytes.baseAddress, UInt(bytes.count), &width, &height, text.baseAddress, text.count)
            }
            guard let decoder else { throw JPEGError(source: source, reason: reason("not a JPEG file")) }
            defer { kiosk_jpeg_end(decoder) }
            do throws(PixelBudgetError) {
                try PixelBudget.check(width: Int(width), height: Int(height), what: "the picture")
            } catch {
                throw JPEGError(source: source, reason: "\(error)")
            }
            // Decoded straight into the picture's own memory: one copy of a large photograph.
            let buffer = PixelBuffer(width: Int(width), height: Int(height))
            let status = message.withUnsafeMutableBufferPointer { text in
                kiosk_jpeg_finish(decoder, buffer.row(0), buffer.stride, text.baseAddress, text.count)
            }
            guard status >= 0 else { throw JPEGError(source: source, reason: reason("corrupt image data")) }
            return buffer
        }
    }
}
