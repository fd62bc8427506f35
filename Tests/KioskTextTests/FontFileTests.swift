import CFreeType
import CHarfBuzz
import KioskGeometry
import Testing

@testable import KioskText

/// Every size of a font file is a size of one FreeType face and one HarfBuzz face: a new size
/// opens nothing and compiles no shaping plan. Each size must still measure, shape and
/// rasterise at its own size, whatever size was set last.
@Suite struct FontFileTests {
    @Test func sizesOfOneFileShareItsFacesAndKeepTheirOwnSize() throws {
        let fonts = FontLibrary()
        let small = try #require(fonts.face(for: FontDescriptor(pixelSize: 14)))
        let large = try #require(fonts.face(for: FontDescriptor(pixelSize: 28)))
        #expect(small.file === large.file)
        #expect(small.file.hbFace != nil, "Inter is an OpenType file: shaped by HarfBuzz's own functions")
        #expect(abs(large.ascent - 2 * small.ascent) <= 1)

        // Rasterised after the large size was set up, the small face's glyph is small.
        let glyph = TextShaper.shape(Array("H".unicodeScalars), 0..<1, face: small, rtl: false)[0].glyph
        let smallMask = try #require(small.rasterize(glyph: glyph, subpixel: 0))
        let largeMask = try #require(large.rasterize(glyph: glyph, subpixel: 0))
        let smallAgain = try #require(small.rasterize(glyph: glyph, subpixel: 0))
        #expect(abs(largeMask.height - 2 * smallMask.height) <= 1, "\(smallMask.height) and \(largeMask.height)")
        #expect(smallAgain.height == smallMask.height)
        func bytes(_ m: GlyphMask) -> [UInt8] {
            Array(UnsafeBufferPointer(start: m.coverage, count: m.stride * m.height))
        }
        #expect(bytes(smallAgain) == bytes(smallMask))

        // Shaped at each size: advances in proportion, each rounded at its own size.
        let word = Array("Waffles".unicodeScalars)
        let narrow = TextShaper.shape(word, 0..<word.count, face: small, rtl: false).reduce(0) { $0 + $1.advance }
        let wide = TextShaper.shape(word, 0..<word.count, face: large, rtl: false).reduce(0) { $0 + $1.advance }
        #expect(abs(wide - 2 * narrow) < 0.1, "\(narrow) and \(wide)")
        #expect(narrow > 40 && narrow < 70)
    }

    /// A size is laid out as FreeType's light hinting measures it: HarfBuzz's advances, scaled
    /// from the font's own units, are those of shaping through FreeType at that size (as
    /// every size was shaped before), to 1/64 px.
    @Test func harfBuzzAdvancesAreFreeTypesLightAdvances() throws {
        let fonts = FontLibrary()
        let word = Array("Flat white, €4.10 — Waffles".unicodeScalars)
        for size in [11.0, 13.5, 17.25, 34.0] {
            let face = try #require(fonts.face(for: FontDescriptor(pixelSize: size)))
            let ours = TextShaper.shape(word, 0..<word.count, face: face, rtl: false)
            // The same size shaped through FreeType.
            face.activate()
            let font = try #require(hb_ft_font_create_referenced(face.face))
            defer { hb_font_destroy(font) }
            hb_ft_font_set_load_flags(font, kiosk_FT_LOAD_TARGET_LIGHT)
            let buffer = try #require(hb_buffer_create())
            defer { hb_buffer_destroy(buffer) }
            let codepoints = word.map(\.value)
            hb_buffer_add_utf32(buffer, codepoints, Int32(codepoints.count), 0, Int32(codepoints.count))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            let infos = try #require(hb_buffer_get_glyph_infos(buffer, &count))
            let positions = try #require(hb_buffer_get_glyph_positions(buffer, &count))
            try #require(Int(count) == ours.count)
            for (i, g) in ours.enumerated() {
                #expect(g.glyph == infos[i].codepoint)
                #expect(abs(g.advance * 64 - Double(positions[i].x_advance)) <= 1, "glyph \(g.glyph) at \(size) px")
                #expect(abs(g.offsetX * 64 - Double(positions[i].x_offset)) <= 1)
            }
        }
    }

    /// A plan pinched through hundreds of sizes keeps a bounded number of faces.
    @Test func facesOfPassingSizesAreForgotten() throws {
        let fonts = FontLibrary()
        var kept: [FontFace] = []
        for i in 0..<300 {
            let face = try #require(fonts.face(for: FontDescriptor(pixelSize: 12 + Double(i) / 16)))
            if i % 100 == 0 { kept.append(face) }
        }
        #expect(fonts.cachedFaceCount <= FontLibrary.faceLimit)
        // Faces still held (by laid-out text) work after the library forgot them.
        for face in kept { #expect(face.rasterize(glyph: 43, subpixel: 0) != nil) }
    }
}
