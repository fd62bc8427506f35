import Testing
import KioskRaster
#if canImport(Glibc)
import Glibc
#endif

/// JPEG decoding through libjpeg-turbo, with the pictures of the fuzz corpus
/// (Tests/Fuzz/corpus/jpeg: a 16x16 picture of four coloured squares, written by Pillow).
@Suite struct JPEGTests {
    static func corpus(_ name: String) throws -> [UInt8] {
        var path = #filePath
        for _ in 0..<2 { path = String(path[..<path.lastIndex(of: "/")!]) }
        let file = path + "/Fuzz/corpus/jpeg/" + name
        let f = try #require(fopen(file, "rb"), "\(file) is readable")
        defer { fclose(f) }
        var out: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
        while case let n = chunk.withUnsafeMutableBytes({ fread($0.baseAddress, 1, $0.count, f) }), n > 0 {
            out += chunk[0..<n]
        }
        return out
    }

    /// Whether `pixel` is opaque and within `tolerance` of (r, g, b) in every channel.
    static func near(_ pixel: UInt32, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int) -> Bool {
        pixel >> 24 == 0xFF && abs(Int(pixel >> 16 & 0xFF) - r) <= tolerance
            && abs(Int(pixel >> 8 & 0xFF) - g) <= tolerance
            && abs(Int(pixel & 0xFF) - b) <= tolerance
    }

    /// The centres of the four squares: red, blue, green, light grey.
    static func expectSquares(_ image: PixelBuffer, within tolerance: Int, _ name: String) {
        #expect(image.width == 16 && image.height == 16, "\(name)")
        #expect(near(image[3, 3], 200, 40, 40, tolerance), "\(name): \(String(image[3, 3], radix: 16))")
        #expect(near(image[12, 3], 40, 40, 200, tolerance), "\(name): \(String(image[12, 3], radix: 16))")
        #expect(near(image[3, 12], 40, 160, 40, tolerance), "\(name): \(String(image[3, 12], radix: 16))")
        #expect(near(image[12, 12], 230, 230, 230, tolerance), "\(name): \(String(image[12, 12], radix: 16))")
    }

    @Test func baselineAndProgressivePicturesDecode() throws {
        Self.expectSquares(
            try JPEGCodec.decode(Self.corpus("quadrants-baseline.jpg")), within: 3, "baseline, full colour resolution")
        Self.expectSquares(
            try JPEGCodec.decode(Self.corpus("quadrants-progressive.jpg")), within: 12,
            "progressive, colour at half resolution")
    }

    @Test func greyAndCMYKPicturesComeOutInRGB() throws {
        let grey = try JPEGCodec.decode(Self.corpus("grey.jpg"))
        for (x, y) in [(3, 3), (12, 3), (3, 12), (12, 12)] {
            let p = grey[x, y]
            #expect(
                p >> 24 == 0xFF && p >> 16 & 0xFF == p & 0xFF && p >> 8 & 0xFF == p & 0xFF,
                "grey: \(String(p, radix: 16))")
        }
        // Pillow writes CMYK as Adobe does, each ink inverted.
        Self.expectSquares(try JPEGCodec.decode(Self.corpus("cmyk.jpg")), within: 12, "CMYK")
    }

    @Test func aFileCutShortDecodesWhatItHolds() throws {
        let image = try JPEGCodec.decode(Self.corpus("truncated.jpg"))
        #expect(image.width == 16 && image.height == 16)
        #expect((0..<16).allSatisfy { image[$0, 15] >> 24 == 0xFF }, "the missing rows are opaque grey")
    }

    @Test func whatIsNotAJPEGIsATypedErrorNamingItsSource() {
        #expect(throws: JPEGError.self) { try JPEGCodec.decode(Array("hello".utf8), source: "hello.jpg") }
        do {
            _ = try JPEGCodec.decode([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], source: "photo.jpg")
            Issue.record("decoded a header alone")
        } catch {
            #expect(error.source == "photo.jpg" && !error.reason.isEmpty, "\(error)")
        }
        #expect(throws: JPEGError.self) { try JPEGCodec.decode([], source: "empty.jpg") }
    }
}
