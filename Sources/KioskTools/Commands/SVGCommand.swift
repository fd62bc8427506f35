import KioskSVG
import KioskRender
import KioskText
import KioskRaster
import KioskRuntime

@MainActor
enum SVGCommand {
    static let usage = """
        usage: kiosk svg FILE.svg --out FILE.png [--size WxH] [--color #RRGGBB]

        Renders an SVG icon with Kiosk's rasteriser. Without --size the document's own size is used.
        Elements outside the supported subset are skipped with a warning that lists them.
        Pictures linked by <image> are read from the file's directory (and never from outside it).
        """

    static func run(_ args: [String]) throws -> Int32 {
        let options = try ParsedOptions(args, valued: ["out", "size", "color"], flags: [], usage: usage)
        guard options.positionals.count == 1 else { throw UsageError(message: "expected one SVG file", usage: usage) }
        guard let out = options.values["out"] else {
            throw UsageError(message: "--out FILE.png is required", usage: usage)
        }
        let path = options.positionals[0]
        let asked = options.values["size"] != nil ? try options.size("size", default: (1, 1), usage: usage) : nil
        var color = RGBAColor.black
        if let c = options.values["color"] {
            guard c.hasPrefix("#"), c.count == 7, let v = UInt32(c.dropFirst(), radix: 16) else {
                throw UsageError(message: "--color expects #RRGGBB, got '\(c)'", usage: usage)
            }
            color = RGBAColor(hex: v)
        }
        if CommandLineTool.checkingOnly { return 0 }
        let bytes = try FileAccess.readBytes(path)
        let document = try SVGDocument.parse(bytes, source: path, linkedFiles: SVGLinkedFiles(documentAt: path))
        let (w, h): (Int, Int)
        if let asked {
            (w, h) = asked
        } else {
            // The document's own size: from its attributes or what it draws, so from outside.
            let natural = document.size
            guard natural.width.isFinite, natural.height.isFinite, natural.width < 1e7, natural.height < 1e7 else {
                throw CommandFailure(
                    "\(path): the document's size (\(natural.width) x \(natural.height)) is not one a picture can have; give --size WxH"
                )
            }
            (w, h) = (max(1, Int(natural.width.rounded(.up))), max(1, Int(natural.height.rounded(.up))))
        }
        do throws(PixelBudgetError) { try PixelBudget.check(width: w, height: h, what: "the picture") } catch {
            throw CommandFailure(
                "\(path): \(error)"
                    + (options.values["size"] == nil ? " (the document's own size); give a smaller --size" : ""))
        }
        if !document.unsupportedElements.isEmpty {
            printError(
                "kiosk svg: warning: skipped unsupported elements: \(document.unsupportedElements.map { "<\($0)>" }.joined(separator: ", "))"
            )
        }
        for warning in document.warnings { printError("kiosk svg: warning: \(warning)") }
        let fonts = FontLibrary()
        if document.hasText && !fonts.hasFonts { printError("kiosk svg: warning: \(FontLibrary.noFontsWarning)") }
        let text = SVGTextRenderer(fonts: fonts)
        let picture = document.render(width: w, height: h, currentColor: color, text: text)
        if PixelBudget.refusals > 0 {
            printError(
                "kiosk svg: warning: \(PixelBudget.refusals) effect(s) (layers, filter steps) left out: over the memory for pictures at \(w)x\(h); a smaller --size draws them"
            )
        }
        try writeFile(out, try PNGCodec.encode(picture))
        return 0
    }
}
