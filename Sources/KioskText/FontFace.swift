import CFreeType
import CHarfBuzz
import KioskRaster

/// A font file that FreeType could not open, with the path and FreeType's error code.
public struct FontLoadError: Error, Sendable, CustomStringConvertible {
    /// The font file.
    public var path: String
    /// FreeType's error code.
    public var code: Int32
    public var description: String { "\(path): FreeType could not load the font (error \(code))" }
}

/// Owns the FreeType library handle. Faces retain it, so the library is released only after
/// the last face that was created from it, whoever holds that face (a layout may outlive its
/// `FontLibrary`).
final class FreeTypeLibrary: @unchecked Sendable {
    let handle: FT_Library
    init?() {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { return nil }
        handle = lib
    }
    deinit { FT_Done_FreeType(handle) }
}

/// One face of a font file at one pixel size, with its HarfBuzz font for shaping.
///
/// A size of its file's FreeType face (`FontFile`): each call to FreeType that depends on the
/// size activates it first. Owns its FT_Size and hb_font_t and releases them in deinit. Not
/// thread-safe: FreeType faces are not, so each render thread uses its own `FontLibrary`
/// (faces only cross threads as identities inside laid-out text, and are rasterised under the
/// glyph cache's lock, which is why the type is marked Sendable).
package final class FontFace: @unchecked Sendable {
    package let path: String
    package let faceIndex: Int
    /// Pixel size (the em size in device pixels).
    package let pixelSize: Double
    package let familyName: String
    let file: FontFile
    var face: FT_Face { file.face }
    private let size: FT_Size
    let hbFont: OpaquePointer
    /// Identity for cache keys.
    let id: Int

    /// Ascent, descent (positive, below the baseline) and line gap in pixels.
    package let ascent: Double, descent: Double, lineGap: Double
    /// Scale from the face's own pixel units to the requested size: 1 for outline fonts; for
    /// bitmap-only fonts (colour emoji ship one 109 px strike) the strike is scaled to size.
    package let bitmapScale: Double
    /// Whether the face has colour glyphs (emoji), drawn as images.
    package let hasColorGlyphs: Bool

    /// The largest em size a face is set to, in pixels.
    static let largestPixelSize = 16384.0

    init(file: FontFile, pixelSize: Double, id: Int) throws(FontLoadError) {
        let f = file.face
        var s: FT_Size?
        let err = FT_New_Size(f, &s)
        guard err == 0, let s else { throw FontLoadError(path: file.path, code: err) }
        FT_Activate_Size(s)
        // FreeType takes 26.6 fixed point: a size past its range (an SVG can ask for any) is
        // clamped rather than trapping in the conversion.
        let clamped = pixelSize.isFinite ? min(max(pixelSize, 1.0 / 64), Self.largestPixelSize) : 16
        let size26 = FT_F26Dot6((clamped * 64).rounded())
        // Colour emoji fonts have fixed bitmap sizes only: pick the nearest strike.
        if f.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0, f.pointee.num_fixed_sizes > 0 {
            FT_Select_Size(f, 0)
        } else {
            FT_Set_Char_Size(f, 0, size26, 72, 72)
        }
        self.file = file
        size = s
        path = file.path
        faceIndex = file.faceIndex
        self.pixelSize = pixelSize
        self.id = id
        hasColorGlyphs = f.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        familyName = f.pointee.family_name.map { String(cString: $0) } ?? "?"
        if let hbFace = file.hbFace {
            let font = hb_font_create(hbFace)!
            hb_font_set_scale(font, Int32(size26), Int32(size26))
            if let instance = file.namedInstance { hb_font_set_var_named_instance(font, instance) }
            hbFont = font
        } else {
            hbFont = hb_ft_font_create_referenced(f)
            // Light hinting keeps glyph shapes and advances unhinted horizontally (subpixel
            // positioning).
            hb_ft_font_set_load_flags(hbFont, kiosk_FT_LOAD_TARGET_LIGHT)
        }
        let metrics = s.pointee.metrics
        let isBitmapOnly = f.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
        bitmapScale = isBitmapOnly && metrics.y_ppem > 0 ? pixelSize / Double(metrics.y_ppem) : 1
        ascent = Double(metrics.ascender) / 64 * bitmapScale
        descent = -Double(metrics.descender) / 64 * bitmapScale
        lineGap = max(0, Double(metrics.height) / 64 * bitmapScale - ascent - descent)
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Size(size)
    }

    /// Makes this face's size the one its file's FreeType face uses: before every FreeType
    /// call that depends on the size (a shaping through FreeType, a glyph loaded).
    func activate() { FT_Activate_Size(size) }

    /// `text` shaped with this face alone and each glyph rendered as text drawing would:
    /// checks a font file from outside end to end (the font fuzz target; `kiosk doctor`).
    /// Returns the glyphs that have ink.
    package func renderedGlyphs(of text: String, rightToLeft: Bool = false) -> [GlyphMask] {
        let scalars = Array(text.unicodeScalars)
        return TextShaper.shape(scalars, 0..<scalars.count, face: self, rtl: rightToLeft).compactMap { g in
            rasterize(glyph: g.glyph, subpixel: 0)
        }
    }

    /// True when the face has a glyph for `scalar`.
    package func covers(_ scalar: Unicode.Scalar) -> Bool { FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0 }

    /// Rasterises glyph `glyph` with its origin moved right by `subpixel` quarters of a pixel.
    /// Returns nil for glyphs without ink (spaces).
    /// `gamma`, when given, maps every coverage byte (text-colour contrast correction, applied
    /// once here instead of on every draw).
    /// Glyphs wider or taller than this are not drawn: far beyond any text on a kiosk screen
    /// (a 400 pt label at scale 2 is some 800 px), and only a damaged font asks for more.
    static let maximumGlyphPixels = 2048

    func rasterize(glyph: UInt32, subpixel: Int, embolden: Int = 0, gamma: [UInt8]? = nil) -> GlyphMask? {
        activate()
        var delta = FT_Vector(x: FT_Pos(subpixel * 16), y: 0)
        FT_Set_Transform(face, nil, &delta)
        defer { FT_Set_Transform(face, nil, nil) }
        guard FT_Load_Glyph(face, glyph, kiosk_FT_LOAD_TARGET_LIGHT | kiosk_FT_LOAD_COLOR) == 0 else { return nil }
        let slot = face.pointee.glyph!
        if embolden != 0, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            FT_Outline_Embolden(&slot.pointee.outline, FT_Pos(embolden))
        }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            // A damaged font can describe a glyph thousands of pixels wide: measure before
            // rendering (found by fuzzing: 1.5 s of page clearing for one string).
            var box = FT_BBox()
            FT_Outline_Get_CBox(&slot.pointee.outline, &box)
            let span = max(Int(box.xMax) - Int(box.xMin), Int(box.yMax) - Int(box.yMin)) / 64
            guard span <= Self.maximumGlyphPixels else { return nil }
        }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        let bm = slot.pointee.bitmap
        let w = Int(bm.width), h = Int(bm.rows)
        guard w > 0, h > 0, w <= Self.maximumGlyphPixels, h <= Self.maximumGlyphPixels, let buffer = bm.buffer else {
            return nil
        }
        let pitch = Int(bm.pitch)
        var coverage = [UInt8](repeating: 0, count: w * h)
        var color: PixelBuffer?
        switch Int32(bm.pixel_mode) {
        case Int32(FT_PIXEL_MODE_GRAY.rawValue):
            for y in 0..<h { for x in 0..<w { coverage[y * w + x] = buffer[y * pitch + x] } }
        case Int32(FT_PIXEL_MODE_MONO.rawValue):
            for y in 0..<h {
                for x in 0..<w {
                    coverage[y * w + x] = (buffer[y * pitch + x / 8] >> (7 - UInt8(x % 8))) & 1 == 1 ? 255 : 0
                }
            }
        case Int32(FT_PIXEL_MODE_BGRA.rawValue):
            // Colour emoji: premultiplied BGRA already, DRM's byte order.
            let image = PixelBuffer(width: w, height: h)
            for y in 0..<h {
                let row = UnsafeRawPointer(buffer + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { image[x, y] = row[x] }
            }
            color = bitmapScale < 1 ? Self.downscale(image, by: bitmapScale) : image
        default:
            return nil
        }
        if let color, bitmapScale < 1 {
            return GlyphMask(
                width: color.width, height: color.height,
                left: Int((Double(slot.pointee.bitmap_left) * bitmapScale).rounded()),
                top: Int((Double(slot.pointee.bitmap_top) * bitmapScale).rounded()), coverage: [], color: color)
        }
        if let gamma { for i in coverage.indices { coverage[i] = gamma[Int(coverage[i])] } }
        return GlyphMask(
            width: w, height: h, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            coverage: coverage, color: color)
    }

    /// Area-averaging downscale (a box filter over the source pixels each target pixel covers):
    /// bilinear sampling would alias a 109 px emoji drawn at 20 px.
    static func downscale(_ src: PixelBuffer, by scale: Double) -> PixelBuffer {
        let w = max(1, Int((Double(src.width) * scale).rounded())),
            h = max(1, Int((Double(src.height) * scale).rounded()))
        let out = PixelBuffer(width: w, height: h)
        let sx = Double(src.width) / Double(w), sy = Double(src.height) / Double(h)
        for y in 0..<h {
            let y0 = Int(Double(y) * sy), y1 = max(y0 + 1, min(src.height, Int(Double(y + 1) * sy)))
            for x in 0..<w {
                let x0 = Int(Double(x) * sx), x1 = max(x0 + 1, min(src.width, Int(Double(x + 1) * sx)))
                var sum = SIMD4<UInt32>.zero
                for yy in y0..<y1 {
                    let row = src.row(yy)
                    for xx in x0..<x1 {
                        let p = row[xx]
                        sum &+= SIMD4(p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24)
                    }
                }
                let n = UInt32((y1 - y0) * (x1 - x0))
                let v = (sum &+ SIMD4(repeating: n / 2)) / SIMD4(repeating: n)
                out[x, y] = v[0] | v[1] << 8 | v[2] << 16 | v[3] << 24
            }
        }
        return out
    }
}

/// A rasterised glyph: coverage bytes (or a colour bitmap) and its placement relative to the
/// pen position (left bearing, distance from the baseline up to the top row). A class that owns
/// its bytes, so a cache hit costs one reference, not an array copy.
package final class GlyphMask: @unchecked Sendable {
    package let width: Int, height: Int
    package let left: Int, top: Int
    /// Coverage bytes, `stride` per row (unused for colour glyphs).
    package let coverage: UnsafeMutablePointer<UInt8>
    package let color: PixelBuffer?

    /// Row length of `coverage`: the width rounded up to four, zero-padded, so that blending a
    /// row is whole SIMD steps with no scalar tail (zero coverage leaves pixels unchanged).
    package let stride: Int

    init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8], color: PixelBuffer?) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.color = color
        let stride = color == nil ? (width + 3) & ~3 : width
        self.stride = stride
        self.coverage = .allocate(capacity: max(1, stride * height))
        self.coverage.initialize(repeating: 0, count: max(1, stride * height))
        if !coverage.isEmpty {
            for y in 0..<height { for x in 0..<width { self.coverage[y * stride + x] = coverage[y * width + x] } }
        }
    }
    deinit { coverage.deallocate() }

    var byteCount: Int { (color == nil ? stride * height : 0) + (color.map { $0.width * $0.height * 4 } ?? 0) + 96 }
}
