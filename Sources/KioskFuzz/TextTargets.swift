#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import KioskText

/// Font files handed to FreeType (fonts an app ships or a provisioning image adds): opened,
/// shaped with HarfBuzz and rendered.
enum FontFuzz {
    @MainActor static let fonts = FontLibrary(glyphCacheBytes: 1 << 20)
    static let target = FuzzTarget(
        name: "font", summary: "font files through FreeType and HarfBuzz (open, shape, render)"
    ) { data in
        // FreeType opens fonts by path: the bytes go to a temporary file.
        var template = Array("/tmp/kiosk-fuzz-font-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { return }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer {
            close(fd)
            unlink(path)
        }
        guard data.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == data.count else { return }
        do throws(FontLoadError) {
            let face = try fonts.openFace(path: path, pixelSize: 4 + Double(data.count % 60))
            FuzzCheck(face.ascent.isFinite && face.descent.isFinite, "metrics not finite")
            for mask in face.renderedGlyphs(of: "Kiosk ÄØ€ fi 123") + face.renderedGlyphs(of: "שלום", rightToLeft: true)
            {
                FuzzCheck(mask.width >= 0 && mask.height >= 0, "negative glyph size")
            }
        } catch {
            FuzzCheck(error.path == path, "error without its file: \(error)")
        }
    }
}

/// Text from outside (names, messages, translations) through bidi, line breaking, shaping,
/// fallback and caret geometry, in styles decoded from the first bytes.
enum TextFuzz {
    @MainActor static let fonts = FontLibrary(glyphCacheBytes: 1 << 20)
    static let target = FuzzTarget(
        name: "text", summary: "UTF-8 text through layout and shaping (TextLayout, CaretGeometry)"
    ) { data in
        var input = FuzzBytes(data)
        let size = 6 + Double(input.int(below: 60))
        let width: Double? = input.int(below: 4) == 0 ? nil : Double(input.int(below: 256)) * 2
        let limit: Int? = input.int(below: 3) == 0 ? nil : 1 + input.int(below: 4)
        var style = TextStyle(
            font: FontDescriptor(pixelSize: size, weight: FontWeightValue(100 + 100 * input.int(below: 9))),
            lineLimit: limit)
        style.tracking = Double(input.int(below: 9)) - 4
        style.layoutDirection = input.int(below: 2) == 0 ? .leftToRight : .rightToLeft
        let text = String(decoding: input.rest(), as: UTF8.self)
        let layout = TextLayout(text, style: style, width: width, fonts: fonts)
        FuzzCheck(
            layout.size.width.isFinite && layout.size.height.isFinite && layout.size.width >= 0,
            "layout size \(layout.size)")
        for line in layout.lines {
            FuzzCheck(line.width.isFinite, "line width not finite")
            for g in line.glyphs { FuzzCheck(g.x.isFinite, "glyph position not finite") }
        }
        let caret = CaretGeometry(layout, isRightToLeft: style.layoutDirection == .rightToLeft)
        let count = layout.scalars.count
        let boundaries = Array(0...count)
        for offset in stride(from: 0, through: count, by: max(1, count / 16)) {
            FuzzCheck(caret.caretX(at: offset).isFinite, "caret x not finite at \(offset)")
        }
        let chosen = caret.offset(nearestX: layout.size.width / 2, boundaries: boundaries)
        FuzzCheck(chosen >= 0 && chosen <= count, "caret offset \(chosen) outside 0...\(count)")
        for span in caret.selectionSpans(0..<count) {
            FuzzCheck(span.width >= 0 && span.x.isFinite, "selection span \(span)")
        }
    }
}
