import KioskGeometry
import KioskRaster
import KioskSVG
import KioskText

/// SVG text with Kiosk's fonts: families through fontconfig (generic names such as
/// `sans-serif` resolve there too), shaped by HarfBuzz, glyphs as unhinted outlines that the
/// SVG renderer paints as shapes. Glyphs without outlines (colour emoji) are drawn from the
/// library's cache, upright at the font size times the transform's scale, at the point the
/// transform takes the baseline's start to.
public final class SVGTextRenderer: SVGTextRendering {
    let fonts: FontLibrary
    /// The family chosen for each list asked for (fontconfig is asked once per list).
    private var chosen: [[String]: String] = [:]

    public init(fonts: FontLibrary) { self.fonts = fonts }

    func style(_ font: SVGFont, pixelSize: Double) -> TextStyle {
        // The first family fontconfig knows by that name; else the first, which it substitutes.
        let family: String
        if let known = chosen[font.families] { family = known } else {
            family = font.families.first { fonts.hasFamily($0) } ?? font.families.first ?? "sans-serif"
            chosen[font.families] = family
        }
        var style = TextStyle(font: FontDescriptor(family: family, pixelSize: pixelSize, weight: FontWeightValue(font.weight), italic: font.italic))
        // Spaces at a run's end advance the pen: the next run starts after them.
        style.hangsTrailingWhitespace = false
        return style
    }

    /// Text is shaped and outlined at this size and scaled to the font's: unhinted outlines
    /// and advances scale exactly, one face serves every size, and a document may ask for any
    /// (a font of 1e90 units must not load a face of that size).
    static let measuredSize = 256.0

    public func advance(of text: String, font: SVGFont) -> Double {
        guard font.size > 0, font.size.isFinite, !text.isEmpty else { return 0 }
        let width = TextLayout(text, style: style(font, pixelSize: Self.measuredSize), width: nil, fonts: fonts).lines.first?.width ?? 0
        return width * font.size / Self.measuredSize
    }

    public func outlines(of text: String, font: SVGFont) -> Path? {
        guard font.size > 0, font.size.isFinite, !text.isEmpty else { return nil }
        let layout = TextLayout(text, style: style(font, pixelSize: Self.measuredSize), width: nil, fonts: fonts)
        guard let line = layout.lines.first, let glyphs = layout.outlines() else { return nil }
        let scale = font.size / Self.measuredSize
        return glyphs.applying(AffineTransform(translationX: -line.x, y: -line.baseline)
            .concatenating(AffineTransform(scaleX: scale, y: scale)))
    }

    public func draw(_ text: String, font: SVGFont, at origin: Point, color: RGBAColor, on canvas: Canvas) {
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
