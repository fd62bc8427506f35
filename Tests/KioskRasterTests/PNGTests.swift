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
