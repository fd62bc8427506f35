import KioskBlend
import CPNG

/// A PNG that could not be read or written, with the file (when there is one) and libpng's reason.
public struct PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being read or written: a file name or a description.
    public var source: String
    /// What went wrong, in words.
    public var reason: String
    public var description: String { "\(source): \(reason)" }
    package init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }
}

/// PNG decoding and encoding through libpng's simplified API (which never longjmps into Swift).
public enum PNGCodec {
    /// Largest image accepted, in pixels: the pixel budget's largest surface, so that a hostile
    /// header cannot make us allocate gigabytes.
    package static var maximumPixels: Int { PixelBudget.maximumPixels }

    /// Decodes PNG bytes to a premultiplied buffer. Any colour type, bit depth, palette or
    /// interlacing is converted. Samples are sRGB; a file that states another gamma (a gAMA
    /// chunk, as old Photoshop wrote 0.55) is converted from it by libpng, as Chrome and
    /// Firefox show such a file (resvg ignores the chunk: 204 there is 212 here).
    ///
    /// 16-bit images without gamma information are sRGB too, their high bytes the 8-bit
    /// values: libpng's simplified API takes them for linear unless told otherwise, and
    /// brightened a 16-bit export from an image editor (its 10 became 58).
    public static func decode(_ data: [UInt8], source: String = "PNG data") throws(PNGError) -> PixelBuffer {
        var image = png_image()
        image.version = png_uint_32(kiosk_PNG_IMAGE_VERSION)
        image.flags = png_uint_32(kiosk_PNG_IMAGE_FLAG_16BIT_sRGB)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw PNGError(source: source, reason: message(&image, "not a PNG file")) }
        defer { png_image_free(&image) }
        image.flags |= png_uint_32(kiosk_PNG_IMAGE_FLAG_16BIT_sRGB)
        let width = Int(image.width), height = Int(image.height)
        do throws(PixelBudgetError) { try PixelBudget.check(width: width, height: height, what: "the picture") } catch {
            throw PNGError(source: source, reason: "\(error)")
        }
        image.format = png_uint_32(kiosk_PNG_FORMAT_BGRA)
        let buffer = PixelBuffer(width: width, height: height)
        let ok = data.withUnsafeBytes { _ in
            png_image_finish_read(&image, nil, buffer.storage.pointer, Int32(width * 4), nil)
        }
        guard ok != 0 else {
            throw PNGError(source: source, reason: message(&image, "corrupt or truncated image data"))
        }
        premultiply(buffer)
        return buffer
    }

    /// Encodes a premultiplied buffer as an 8-bit RGBA PNG (straight alpha, as PNG requires).
    public static func encode(_ buffer: PixelBuffer) throws(PNGError) -> [UInt8] {
        var straight = [UInt32](repeating: 0, count: buffer.width * buffer.height)
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width { straight[y * buffer.width + x] = unpremultiply(row[x]) }
        }
        var image = png_image()
        image.version = png_uint_32(kiosk_PNG_IMAGE_VERSION)
        image.width = png_uint_32(buffer.width)
        image.height = png_uint_32(buffer.height)
        image.format = png_uint_32(kiosk_PNG_FORMAT_BGRA)
        var size = 0
        let sized = straight.withUnsafeBytes {
            png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, Int32(buffer.width * 4), nil)
        }
        guard sized != 0 else {
            throw PNGError(source: "PNG encoder", reason: message(&image, "could not size the image"))
        }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { dst in
            straight.withUnsafeBytes {
                png_image_write_to_memory(
                    &image, dst.baseAddress, &size, 0, $0.baseAddress, Int32(buffer.width * 4), nil)
            }
        }
        guard written != 0 else {
            throw PNGError(source: "PNG encoder", reason: message(&image, "could not write the image"))
        }
        return Array(out.prefix(size))
    }

    private static func message(_ image: inout png_image, _ fallback: String) -> String {
        let text = withUnsafeBytes(of: &image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? fallback : text
    }

    static func premultiply(_ buffer: PixelBuffer) {
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width {
                let p = row[x], a = p >> 24
                if a == 255 { continue }
                if a == 0 {
                    row[x] = 0
                    continue
                }
                row[x] =
                    a << 24 | div255(((p >> 16) & 0xFF) * a) << 16 | div255(((p >> 8) & 0xFF) * a) << 8
                    | div255((p & 0xFF) * a)
            }
        }
    }

    static func unpremultiply(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 || a == 0 { return a == 0 ? 0 : p }
        func ch(_ c: UInt32) -> UInt32 { min(255, (c * 255 + a / 2) / a) }
        return a << 24 | ch((p >> 16) & 0xFF) << 16 | ch((p >> 8) & 0xFF) << 8 | ch(p & 0xFF)
    }
}
