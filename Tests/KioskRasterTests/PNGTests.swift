import Testing
import KioskRaster

@Suite struct PNGTests {
    @Test func roundTripKeepsOpaqueAndTranslucentPixels() throws {
        let image = PixelBuffer(width: 5, height: 3)
        image[0, 0] = 0xFF12_3456
        image[1, 0] = 0x8040_2010
        image[4, 2] = 0xFFFF_FFFF
        let decoded = try PNGCodec.decode(PNGCodec.encode(image))
        #expect(decoded.width == 5 && decoded.height == 3)
        #expect(decoded[0, 0] == 0xFF12_3456)
        #expect(decoded[1, 0] == 0x8040_2010)
        #expect(decoded[2, 0] == 0)
        #expect(decoded[4, 2] == 0xFFFF_FFFF)
    }

    /// 16-bit images without gamma information decode as browsers and image editors show
    /// them: each channel's high byte (libpng alone took them for linear light).
    @Test func sixteenBitImagesKeepTheirValues() throws {
        // 4x1 grey, 16 bits: 0, 10, 128 and 255 times 257.
        let grey: [UInt8] = [
            137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 4, 0, 0, 0, 1, 16, 0, 0, 0, 0,
            140, 199, 140, 82, 0, 0, 0, 17, 73, 68, 65, 84, 120, 156, 99, 96, 96, 224, 226, 106, 104, 248, 255,
            31, 0, 6, 244, 3, 19, 93, 58, 232, 182, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
        ]
        let g = try PNGCodec.decode(grey)
        #expect((0..<4).map { g[$0, 0] } == [0xFF00_0000, 0xFF0A_0A0A, 0xFF80_8080, 0xFFFF_FFFF])
        // 2x1 RGBA, 16 bits: (20, 60, 200) opaque and (100, 0, 50) at alpha 128, times 257.
        let rgba: [UInt8] = [
            137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 2, 0, 0, 0, 1, 16, 6, 0, 0, 0,
            164, 178, 163, 201, 0, 0, 0, 25, 73, 68, 65, 84, 120, 156, 99, 16, 17, 177, 177, 57, 113, 226, 255,
            255, 148, 20, 6, 6, 35, 163, 134, 6, 0, 54, 112, 6, 91, 59, 216, 223, 197, 0, 0, 0, 0, 73, 69, 78,
            68, 174, 66, 96, 130,
        ]
        let c = try PNGCodec.decode(rgba)
        #expect(c[0, 0] == 0xFF14_3CC8)
        let translucent = c[1, 0]
        #expect(
            translucent >> 24 == 128 && abs(Int(translucent >> 16 & 0xFF) - 50) <= 1 && translucent & 0xFF00 == 0
                && abs(Int(translucent & 0xFF) - 25) <= 1,
            "premultiplied (100, 0, 50) at half: \(String(translucent, radix: 16))")
    }

    @Test func notAPNGIsATypedError() {
        #expect(throws: PNGError.self) { try PNGCodec.decode(Array("hello".utf8), source: "hello.png") }
    }

    @Test func truncatedFileIsATypedErrorNamingTheSource() throws {
        let image = PixelBuffer(width: 40, height: 40)
        image.fill(0xFF33_6699)
        let bytes = try PNGCodec.encode(image)
        do {
            _ = try PNGCodec.decode(Array(bytes.prefix(bytes.count / 2)), source: "cut.png")
            Issue.record("a truncated PNG decoded")
        } catch {
            #expect(error.source == "cut.png")
            #expect(!error.reason.isEmpty)
        }
    }

    @Test func corruptedDataIsATypedError() throws {
        let image = PixelBuffer(width: 16, height: 16)
        image.fill(0xFF00_FF00)
        var bytes = try PNGCodec.encode(image)
        for i in stride(from: 40, to: bytes.count - 12, by: 7) { bytes[i] ^= 0x5A }
        #expect(throws: PNGError.self) { try PNGCodec.decode(bytes, source: "corrupt.png") }
    }
}
