import KioskGallery
import KioskRaster

@MainActor
enum ScreenshotCommand {
    static let usage = """
    usage: kiosk screenshot [PAGE] --out FILE.png [--size WxH] [--scale N] [--color-scheme light|dark] [--theme PRESET]

    Renders a gallery page (default: \(Gallery.pages[0]); pages: \(Gallery.pages.joined(separator: ", "))) to a PNG file.
    """

    static func run(_ args: [String]) throws -> Int32 {
        let options = try ParsedOptions(args, valued: ["out", "size", "scale", "color-scheme", "theme"], flags: [], usage: usage)
        let page = options.positionals.first ?? Gallery.pages[0]
        guard let out = options.values["out"] else { throw UsageError(message: "--out FILE.png is required", usage: usage) }
        let (w, h) = try options.size("size", default: (1280, 800), usage: usage)
        let scale = try options.number("scale", default: 1, usage: usage)
        let scheme = options.values["color-scheme"] ?? "light"
        guard scheme == "light" || scheme == "dark" else { throw UsageError(message: "--color-scheme is light or dark", usage: usage) }
        let theme = options.values["theme"] ?? "default"
        guard Gallery.presets.contains(theme) else { throw UsageError(message: "--theme is one of \(Gallery.presets.joined(separator: ", "))", usage: usage) }
        guard let buffer = Gallery.render(page: page, width: w, height: h, scale: scale, dark: scheme == "dark", preset: theme) else {
            throw UsageError(message: "unknown page '\(page)'", usage: usage)
        }
        try writeFile(out, try PNGCodec.encode(buffer))
        print(out)
        return 0
    }
}
