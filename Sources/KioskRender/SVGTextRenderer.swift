import KioskGeometry
import KioskRaster
import KioskSVG
import KioskText

/// SVG text with Kiosk's fonts: families through fontconfig (generic names such as
/// `sans-serif` resolve there too), shaped by HarfBuzz, glyphs as unhinted outlines that the
/// SVG renderer paints as shapes. Glyphs without outlines (colour emoji) are drawn from the
/// library's cache, upright at the font size times the transform's scale, at the point the
/// transform takes the baseline's start to.
package final class SVGTextRenderer: SVGTextRendering {
    let fonts: FontLibrary
    /// The family chosen for each list asked for (fontconfig is asked once per list).
    private var chosen: [[String]: String] = [:]

    package init(fonts: FontLibrary) { self.fonts = fonts }

    func style(_ font: SVGFont, pixelSize: Double) -> TextStyle {
        // The first family fontconfig knows by that name; else the first, which it substitutes.
        let family: String
        if let known = chosen[font.families] {
            family = known
        } else {
            family = font.families.first { fonts.hasFamily($0) } ?? font.families.first ?? "sans-serif"
            chosen[font.families] = family
        }
        var style = TextStyle(
            font: FontDescriptor(
                family: family, pixelSize: pixelSize, weight: FontWeightValue(font.weight), italic: font.italic))
        // Spaces at a run's end advance the pen: the next run starts after them.
        style.hangsTrailingWhitespace = false
        // SVG's direction is CSS's: it sets the paragraph's direction whatever the text holds.
        style.layoutDirection = font.rightToLeft ? .rightToLeft : .leftToRight
        style.directionFollowsText = false
        return style
    }

    /// Text is shaped and outlined at this size and scaled to the font's: unhinted outlines
    /// and advances scale exactly, one face serves every size, and a document may ask for any
    /// (a font of 1e90 units must not load a face of that size).
    static let measuredSize = 256.0

    package func glyphs(of text: String, font: SVGFont) -> [SVGGlyph] {
        guard font.size > 0, font.size.isFinite, !text.isEmpty else { return [] }
        let layout = TextLayout(text, style: style(font, pixelSize: Self.measuredSize), width: nil, fonts: fonts)
        // The layout's clusters count Unicode scalars; SVG's characters are the string's.
        var characterOfScalar: [Int] = []
        for (index, c) in text.enumerated() { characterOfScalar += repeatElement(index, count: c.unicodeScalars.count) }
        let scale = font.size / Self.measuredSize
        let toUser = AffineTransform(scaleX: scale, y: scale)
        var out: [SVGGlyph] = []
        for line in layout.lines {
            for g in line.glyphs {
                let cluster = g.glyph.cluster
                guard cluster >= 0, cluster < characterOfScalar.count else { continue }
                out.append(
                    SVGGlyph(
                        outline: g.glyph.face.outline(of: g.glyph.glyph)?.applying(toUser),
                        offset: Point(x: g.glyph.offsetX * scale, y: -g.glyph.offsetY * scale),
                        advance: g.glyph.advance * scale, character: characterOfScalar[cluster]))
            }
        }
        return out
    }

    package func bidirectionalRuns(of text: String, rightToLeft: Bool) -> [SVGBidirectionalRun]? {
        BidirectionalRuns.runs(of: text, rightToLeft: rightToLeft).map {
            SVGBidirectionalRun(characters: $0.characters, rightToLeft: $0.rightToLeft)
        }
    }

    package func metrics(of font: SVGFont) -> SVGFontMetrics {
        guard font.size > 0, font.size.isFinite,
            let face = fonts.face(for: style(font, pixelSize: Self.measuredSize).font)
        else { return .typical(size: max(0, font.size)) }
        let m = face.typographicMetrics, s = font.size / Self.measuredSize
        return SVGFontMetrics(
            ascent: m.ascent * s, descent: m.descent * s, xHeight: m.xHeight * s,
            underlinePosition: m.underlinePosition * s, underlineThickness: m.underlineThickness * s,
            lineThroughPosition: m.lineThroughPosition * s,
            subscriptOffset: m.subscriptOffset * s, superscriptOffset: m.superscriptOffset * s)
    }

    package func draw(_ text: String, font: SVGFont, at origin: Point, color: RGBAColor, on canvas: Canvas) {
        let t = canvas.transform
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        guard scale.isFinite, font.size * scale >= 1, font.size * scale < 2000 else { return }
        let layout = TextLayout(text, style: style(font, pixelSize: font.size * scale), width: nil, fonts: fonts)
        guard let line = layout.lines.first else { return }
        let p = t.apply(origin)
        guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { return }
        // The layout draws in device pixels from its top-left corner.
        canvas.save()
        canvas.transform = .identity
        layout.draw(on: canvas, at: Point(x: p.x - line.x, y: p.y - line.baseline), color: color, fonts: fonts)
        canvas.restore()
    }
}
