import KioskText
import KioskRaster
import KioskGeometry
import KioskRuntime

@MainActor
enum TextCommand {
    static let usage = """
        usage: kiosk text STRING [--font FAMILY] [--size PX] [--weight 100..900] [--width PX]
                          [--lines N] [--align leading|center|trailing] [--rtl] [--out FILE.png] [--json]

        Renders a string as the runtime would (fontconfig, FreeType, HarfBuzz, FriBidi,
        libunibreak). --json prints the shaped glyphs and line boxes instead of a summary.
        """

    static func run(_ args: [String]) throws -> Int32 {
        let options = try ParsedOptions(
            args, valued: ["font", "size", "weight", "width", "lines", "align", "out"], flags: ["json", "rtl"],
            usage: usage)
        guard options.positionals.count == 1 else { throw UsageError(message: "expected one string", usage: usage) }
        let text = options.positionals[0]
        let size = try options.number("size", default: 17, in: 1...1024, usage: usage)
        let weight = try options.integer("weight", default: 400, in: 1...1000, usage: usage)
        let width =
            options.values["width"] != nil ? try options.number("width", default: 0, in: 1...16384, usage: usage) : nil
        let lines =
            options.values["lines"] != nil
            ? try options.integer("lines", default: 1, in: 1...100_000, usage: usage) : nil
        let alignment: TextAlignment
        switch options.values["align"] ?? "leading" {
        case "leading": alignment = .leading
        case "center": alignment = .center
        case "trailing": alignment = .trailing
        case let other:
            throw UsageError(message: "--align is leading, center or trailing, got '\(other)'", usage: usage)
        }
        let family = options.values["font"] ?? "Inter"
        if CommandLineTool.checkingOnly { return 0 }
        let fonts = FontLibrary()
        if !fonts.hasFonts { printError("kiosk text: warning: \(FontLibrary.noFontsWarning)") }
        let style = TextStyle(
            font: FontDescriptor(family: family, pixelSize: size, weight: FontWeightValue(weight)),
            alignment: alignment, lineLimit: lines,
            layoutDirection: options.flags.contains("rtl") ? .rightToLeft : .leftToRight)
        let layout = TextLayout(text, style: style, width: width, fonts: fonts)
        if let used = fonts.substitutions[family] {
            printError("kiosk text: family '\(family)' is not installed; using '\(used)'")
        }
        for e in fonts.loadErrors { printError("kiosk text: \(e)") }
        if options.flags.contains("json") {
            print(
                JSONOutput.object([
                    (
                        "size",
                        .object([("width", .double(layout.size.width)), ("height", .double(layout.size.height))])
                    ),
                    (
                        "lines",
                        .array(
                            layout.lines.map { line in
                                .object([
                                    ("x", .double(line.x)), ("baseline", .double(line.baseline)),
                                    ("width", .double((line.width * 100).rounded() / 100)),
                                    ("truncated", .bool(line.isTruncated)),
                                    (
                                        "glyphs",
                                        .array(
                                            line.glyphs.map { g in
                                                .object([
                                                    ("font", .string(g.glyph.face.familyName)),
                                                    ("glyph", .int(Int(g.glyph.glyph))),
                                                    ("cluster", .int(g.glyph.cluster)),
                                                    ("x", .double((g.x * 100).rounded() / 100)),
                                                    ("advance", .double((g.glyph.advance * 100).rounded() / 100)),
                                                    ("offsetX", .double(g.glyph.offsetX)),
                                                    ("offsetY", .double(g.glyph.offsetY)),
                                                ])
                                            })
                                    ),
                                ])
                            })
                    ),
                ]).render())
        } else {
            print(
                "\(layout.lines.count) line(s), \(Int(saturating: layout.size.width.rounded(.up)))x\(Int(saturating: layout.size.height)) px, font \(fonts.face(for: style.font)?.familyName ?? "none")"
            )
        }
        if let out = options.values["out"] {
            let pad = 8
            let buffer = try PixelBuffer(
                checkedWidth: Int(saturating: layout.size.width.rounded(.up)) + 2 * pad,
                height: Int(saturating: layout.size.height.rounded(.up)) + 2 * pad, for: "the text's picture")
            buffer.fill(0xFFFF_FFFF)
            layout.draw(on: Canvas(buffer), at: Point(x: Double(pad), y: Double(pad)), color: .black, fonts: fonts)
            try writeFile(out, try PNGCodec.encode(buffer))
        }
        return 0
    }
}
