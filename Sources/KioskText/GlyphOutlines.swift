import CFreeType
import KioskGeometry
import KioskRaster

extension FontFace {
    /// Glyph `glyph`'s outline at this face's size, unhinted, in pixels with y down and the
    /// glyph's origin on the baseline at (0, 0): text as shapes, to be filled, stroked, turned
    /// and slanted like any path (SVG text). Nil for a glyph without an outline: a bitmap
    /// (colour emoji) or one the font cannot load. A space's outline is empty, not nil.
    package func outline(of glyph: UInt32) -> Path? {
        activate()
        FT_Set_Transform(face, nil, nil)
        // Unhinted: hinting fits outlines to the pixel grid of upright text at this size, and
        // these are scaled, turned and placed anywhere.
        guard FT_Load_Glyph(face, glyph, kiosk_FT_LOAD_NO_HINTING | kiosk_FT_LOAD_NO_BITMAP) == 0 else { return nil }
        let slot = face.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        // A damaged font can describe a glyph thousands of ems wide, as `rasterize` guards.
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        let span = max(Int(box.xMax) - Int(box.xMin), Int(box.yMax) - Int(box.yMin)) / 64
        guard span <= Self.maximumGlyphPixels * 4 else { return nil }
        let builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineBuilder.from(user).move(to!.pointee)
                return 0
            },
            line_to: { to, user in
                OutlineBuilder.from(user).line(to!.pointee)
                return 0
            },
            conic_to: { control, to, user in
                OutlineBuilder.from(user).quad(control!.pointee, to!.pointee)
                return 0
            },
            cubic_to: { c1, c2, to, user in
                OutlineBuilder.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee)
                return 0
            },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(builder) {
            FT_Outline_Decompose(&slot.pointee.outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
        }
        guard status == 0 else { return nil }
        builder.path.close()
        return builder.path
    }
}

/// A face's typographic measures at its size, in pixels, from its tables (hhea or OS/2 for
/// ascent and descent, OS/2 for the x-height, strike-through and sub- and superscript
/// offsets, post for the underline), unhinted. Where a table lacks one, a typical proportion
/// stands in.
package struct TypographicMetrics: Sendable, Equatable {
    /// Above and below the baseline, both positive.
    package var ascent: Double, descent: Double
    package var xHeight: Double
    /// Below the baseline (positive down), and its thickness.
    package var underlinePosition: Double, underlineThickness: Double
    /// Above the baseline.
    package var lineThroughPosition: Double
    /// How far subscripts drop and superscripts rise.
    package var subscriptOffset: Double, superscriptOffset: Double
}

extension FontFace {
    package var typographicMetrics: TypographicMetrics {
        let units = Double(face.pointee.units_per_EM)
        let em = pixelSize
        guard units > 0 else {
            return TypographicMetrics(
                ascent: 0.8 * em, descent: 0.2 * em, xHeight: 0.5 * em, underlinePosition: 0.1 * em,
                underlineThickness: 0.05 * em, lineThroughPosition: 0.25 * em,
                subscriptOffset: 0.15 * em, superscriptOffset: 0.35 * em)
        }
        let scale = em / units
        let ascent = Double(face.pointee.ascender) * scale, descent = -Double(face.pointee.descender) * scale
        // Without an x-height in the font (OS/2 before version 2), 45% of its height, as
        // Firefox and resvg take it.
        var m = TypographicMetrics(
            ascent: ascent, descent: descent, xHeight: 0.45 * (ascent + descent),
            underlinePosition: -Double(face.pointee.underline_position) * scale,
            underlineThickness: Double(face.pointee.underline_thickness) * scale,
            lineThroughPosition: 0.25 * em, subscriptOffset: 0.15 * em, superscriptOffset: 0.35 * em)
        if m.underlineThickness <= 0 {
            m.underlineThickness = 0.05 * em
            m.underlinePosition = 0.1 * em
        }
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2, os2.sxHeight > 0 { m.xHeight = Double(os2.sxHeight) * scale }
            if os2.yStrikeoutPosition > 0 { m.lineThroughPosition = Double(os2.yStrikeoutPosition) * scale }
            if os2.ySubscriptYOffset != 0 { m.subscriptOffset = abs(Double(os2.ySubscriptYOffset)) * scale }
            if os2.ySuperscriptYOffset > 0 { m.superscriptOffset = Double(os2.ySuperscriptYOffset) * scale }
        }
        return m
    }
}

/// Collects FreeType's outline callbacks (26.6 fixed point, y up) into a `Path` (pixels, y down).
/// FreeType starts each contour with a move and leaves it open: the next move closes it.
private final class OutlineBuilder {
    var path = Path()

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }

    func point(_ v: FT_Vector) -> Point { Point(x: Double(v.x) / 64, y: -Double(v.y) / 64) }

    func move(_ to: FT_Vector) {
        path.close()
        path.move(to: point(to))
    }
    func line(_ to: FT_Vector) { path.line(to: point(to)) }
    func quad(_ c: FT_Vector, _ to: FT_Vector) { path.quad(to: point(to), control: point(c)) }
    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        path.cubic(to: point(to), control1: point(c1), control2: point(c2))
    }
}

extension TextLayout {
    /// The outlines of every glyph of the layout, placed as `draw` places the glyphs but
    /// unhinted and unsnapped, relative to the layout's top-left corner. Nil when a glyph with
    /// ink has no outline (a colour emoji): such text is drawn as glyph images.
    package func outlines() -> Path? {
        var out = Path()
        for line in lines {
            for g in line.glyphs {
                guard let glyph = g.glyph.face.outline(of: g.glyph.glyph) else { return nil }
                let origin = AffineTransform(
                    translationX: line.x + g.x + g.glyph.offsetX, y: line.baseline - g.glyph.offsetY)
                out.add(glyph.applying(origin))
            }
        }
        return out
    }
}
