import CHarfBuzz

/// One glyph out of HarfBuzz, in pixels, in visual order within its run.
package struct ShapedGlyph: Sendable {
    package let face: FontFace
    package let glyph: UInt32
    /// Index of the first scalar of the cluster this glyph belongs to (in the layout's scalars).
    package let cluster: Int
    package let advance: Double
    package let offsetX: Double, offsetY: Double
    /// HarfBuzz's word that text broken before this glyph's cluster must be shaped again on
    /// both sides (when clear, a line's glyphs are a slice of its paragraph's).
    var isUnsafeToBreak = false
}

/// Shapes runs of one face and one direction with HarfBuzz: kerning, ligatures, Arabic
/// joining, Indic reordering, and OpenType features.
enum TextShaper {
    /// Shapes `scalars[range]` with `face`. `rtl` sets the direction; script and language are
    /// guessed from the text. Clusters are indices into `scalars`.
    static func shape(
        _ scalars: [Unicode.Scalar], _ range: Range<Int>, face: FontFace, rtl: Bool, features: [String] = []
    ) -> [ShapedGlyph] {
        guard !range.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        // Give HarfBuzz the whole paragraph as context so joining at run edges is right.
        let codepoints = scalars.map { $0.value }
        codepoints.withUnsafeBufferPointer { cps in
            hb_buffer_add_utf32(buffer, cps.baseAddress, Int32(cps.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        var hbFeatures = features.compactMap { text -> hb_feature_t? in
            var f = hb_feature_t()
            return hb_feature_from_string(text, Int32(text.utf8.count), &f) != 0 ? f : nil
        }
        face.activate()
        hb_shape(face.hbFont, buffer, &hbFeatures, UInt32(hbFeatures.count))
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var out: [ShapedGlyph] = []
        out.reserveCapacity(Int(count))
        let scale = face.bitmapScale / 64
        for i in 0..<Int(count) {
            let info = infos[i], pos = positions[i]
            out.append(
                ShapedGlyph(
                    face: face, glyph: info.codepoint, cluster: Int(info.cluster),
                    advance: Double(pos.x_advance) * scale, offsetX: Double(pos.x_offset) * scale,
                    offsetY: Double(pos.y_offset) * scale,
                    isUnsafeToBreak: info.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
        }
        return out
    }
}
