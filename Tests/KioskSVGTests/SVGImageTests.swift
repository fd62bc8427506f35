import Testing
import KioskGeometry
import KioskRaster
@testable import KioskSVG

/// `<image>` with pictures embedded as data: URIs, and what happens to those that are not.
@Suite struct SVGImageTests {
    /// A 2 x 2 PNG: red, green / blue, white.
    static let png =
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAGUlEQVR4nAXBAQ0AAAzDIJbcv+UeRNJNwgM+/wYAhdCTnAAAAABJRU5ErkJggg=="

    @Test func base64DecodesWithWhitespaceAndWithoutPadding() {
        #expect(Base64.decode("SGVsbG8=") == Array("Hello".utf8))
        #expect(Base64.decode("SGVs\n bG8") == Array("Hello".utf8))
        #expect(Base64.decode("") == [])
        #expect(Base64.decode("SGVs*bG8=") == nil)
        #expect(Base64.decode("SG=Vs") == nil, "nothing but padding after padding")
    }

    @Test func anEmbeddedPNGIsPlacedAndScaled() throws {
        // 2 x 2 texels onto 8 x 8 pixels, nearest: each texel a 4 x 4 block.
        let image = try renderSVG(
            """
            <image x="2" y="2" width="8" height="8" image-rendering="pixelated" href="data:image/png;base64,\(Self.png)"/>
            """)
        #expect(image[3, 3] == 0xFFFF_0000)
        #expect(image[8, 3] == 0xFF00_FF00)
        #expect(image[3, 8] == 0xFF00_00FF)
        #expect(image[8, 8] == 0xFFFF_FFFF)
        #expect(image[1, 1] == 0 && image[11, 11] == 0)
    }

    @Test func aspectRatioMeetsOrSlicesInsideTheRectangle() throws {
        // 16 x 8 for a square picture: meet centres an 8 x 8 one, slice crops a 16 x 16 one.
        let meet = try renderSVG(
            """
            <image width="16" height="8" image-rendering="pixelated" href="data:image/png;base64,\(Self.png)"/>
            """)
        #expect(meet[2, 2] == 0 && meet[5, 2] == 0xFFFF_0000 && meet[13, 2] == 0)
        let slice = try renderSVG(
            """
            <image width="16" height="8" preserveAspectRatio="xMidYMin slice" image-rendering="pixelated" href="data:image/png;base64,\(Self.png)"/>
            """)
        #expect(slice[2, 2] == 0xFFFF_0000 && slice[13, 2] == 0xFF00_FF00)
        #expect(slice[2, 9] == 0, "what the slice pushes out of the rectangle is clipped")
    }

    @Test func aPicturesFractionalEdgesAreAntiAliasedOnce() throws {
        // The picture ends half a pixel into the first row and column, and a slice crops it
        // a quarter of a pixel into the last: each edge pixel keeps its covered fraction of
        // alpha. (Clipped to its rectangle as well, an edge was drawn at the fraction squared.)
        let alpha = { (image: PixelBuffer, x: Int, y: Int) in Int(image[x, y] >> 24) }
        let meet = try renderSVG(
            """
            <image x="0.5" y="0.5" width="8" height="8" image-rendering="pixelated" href="data:image/png;base64,\(Self.png)"/>
            """)
        #expect(
            abs(alpha(meet, 0, 0) - 64) <= 1 && abs(alpha(meet, 0, 3) - 128) <= 1 && abs(alpha(meet, 3, 0) - 128) <= 1)
        #expect(alpha(meet, 3, 3) == 255 && abs(alpha(meet, 8, 3) - 128) <= 1)
        let slice = try renderSVG(
            """
            <image x="0.5" y="0" width="8.25" height="4" preserveAspectRatio="xMidYMid slice" image-rendering="pixelated" href="data:image/png;base64,\(Self.png)"/>
            """)
        #expect(abs(alpha(slice, 0, 1) - 128) <= 1 && alpha(slice, 4, 1) == 255 && abs(alpha(slice, 8, 1) - 191) <= 1)
        #expect(alpha(slice, 4, 3) == 255 && alpha(slice, 4, 4) == 0, "cropped at the rectangle's bottom")
    }

    /// Illustrator writes "data:;base64," with no media type, and some tools label a JPEG as
    /// PNG: the picture is known by its bytes, as browsers and resvg know it.
    @Test func anEmbeddedPictureIsKnownByItsBytesNotItsLabel() throws {
        for header in ["data:;base64,", "data:image/jpeg;base64,", "data:application/octet-stream;base64,"] {
            let image = try renderSVG(
                """
                <image x="2" y="2" width="8" height="8" image-rendering="pixelated" href="\(header)\(Self.png)"/>
                """)
            #expect(image[3, 3] == 0xFFFF_0000 && image[8, 8] == 0xFFFF_FFFF, "\(header)")
        }
        let jpegAsPNG = try renderSVG(
            "<image width=\"20\" height=\"20\" href=\"data:image/png;base64,\(Self.quadrantsJPEG)\"/>")
        #expect(jpegAsPNG[4, 4] >> 24 == 0xFF && jpegAsPNG[4, 4] >> 16 & 0xFF > 180, "a JPEG labelled PNG")
    }

    @Test func anEmbeddedSVGIsDrawnAsVectors() throws {
        let inner =
            "%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 2'%3E%3Crect width='1' height='2' fill='%2300f'/%3E%3C/svg%3E"
        let image = try renderSVG("<image width=\"20\" height=\"20\" href=\"data:image/svg+xml,\(inner)\"/>")
        #expect(image[5, 10] == 0xFF00_00FF)
        #expect(image[15, 10] == 0)
    }

    /// A photograph embedded as JPEG (as design tools export one): four squares, red, blue,
    /// green and light grey, 16 pixels drawn 20 wide.
    @Test func anEmbeddedJPEGIsDrawn() throws {
        let jpeg = "\(Self.quadrantsJPEG)"
        let image = try renderSVG("<image width=\"20\" height=\"20\" href=\"data:image/jpeg;base64,\(jpeg)\"/>")
        func near(_ p: UInt32, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            p >> 24 == 0xFF && abs(Int(p >> 16 & 0xFF) - r) <= 4 && abs(Int(p >> 8 & 0xFF) - g) <= 4
                && abs(Int(p & 0xFF) - b) <= 4
        }
        #expect(
            near(image[4, 4], 200, 40, 40) && near(image[15, 4], 40, 40, 200) && near(image[4, 15], 40, 160, 40)
                && near(image[15, 15], 230, 230, 230))
    }

    static let quadrantsJPEG =
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAQABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD5fr8TP9QDwev9rD/Is+0K/wAHz+az94K/qA/sg//Z"

    @Test func picturesThatCannotBeDrawnAreWarningsWithTheirLine() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
            <image width="4" height="4" href="photo.png"/>
            <image width="4" height="4" href="data:image/png;base64,iVBORw0KGgoAAAANSUhEU"/>
            <image width="4" height="4" href="data:image/jpeg;base64,/9j/4AAQ"/>
            <image width="4" height="4" href="data:image/png;base64,@@@"/>
            </svg>
            """
        let doc = try SVGDocument.parse(Array(text.utf8), source: "pictures.svg")
        #expect(doc.warnings.count == 4)
        #expect(
            doc.warnings[0].hasPrefix("pictures.svg:2: <image> not drawn:") && doc.warnings[0].contains("photo.png"))
        #expect(doc.warnings[1].hasPrefix("pictures.svg:3:"))
        #expect(doc.warnings[2].contains("JPEG"), "a JPEG header alone: \(doc.warnings[2])")
        #expect(doc.warnings[3].contains("not base64"))
        let image = doc.render(width: 10, height: 10)
        #expect((0..<10).allSatisfy { y in (0..<10).allSatisfy { x in image[x, y] == 0 } })
    }

    @Test func svgEmbeddedInItselfStopsAtTheNestingLimit() throws {
        // Each level embeds the one inside it: the innermost beyond the limit is a warning.
        var svg =
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'><rect width='1' height='1' fill='#f00'/></svg>"
        for _ in 0...SVGEmbeddedImage.maximumNesting {
            let encoded = Base64.encodeForTest(Array(svg.utf8))
            svg =
                "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'><image width='1' height='1' href='data:image/svg+xml;base64,\(encoded)'/></svg>"
        }
        let doc = try SVGDocument.parse(Array(svg.utf8))
        var depth = 0
        var current = doc
        while case .vector(let inner)? = current.images.values.first {
            depth += 1
            current = inner
        }
        #expect(depth == SVGEmbeddedImage.maximumNesting)
        #expect(current.warnings.count == 1 && current.warnings[0].contains("embedded more than"))
    }
}

extension Base64 {
    /// Encoding, for building test documents.
    static func encodeForTest(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var out = ""
        var i = 0
        while i < bytes.count {
            let chunk = bytes[i..<min(i + 3, bytes.count)]
            var v = UInt32(0)
            for (k, b) in chunk.enumerated() { v |= UInt32(b) << (16 - 8 * UInt32(k)) }
            for k in 0..<4 {
                out.append(k <= chunk.count ? alphabet[Int(v >> (18 - 6 * UInt32(k)) & 63)] : "=")
            }
            i += 3
        }
        return out
    }
}
