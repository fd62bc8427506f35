import KioskGallery
import KioskRaster

@MainActor
enum ScreenshotCommand {
    static let usage = """
    usage: kiosk screenshot [PAGE] --out FILE.png [--size WxH] [--scale N] [--color-scheme light|dark] [--theme PRESET] [--accessibility]

    Renders a gallery page (default: \(Gallery.pages[0]); pages: \(Gallery.pages.joined(separator: ", "))) to a PNG file.
    --accessibility prints the page's accessibility tree (roles, labels, values, frames, actions);
    with it, --out is optional.
    """

    static func run(_ args: [String]) throws -> Int32 {
        let options = try ParsedOptions(args, valued: ["out", "size", "scale", "color-scheme", "theme"], flags: ["accessibility"], usage: usage)
        let page = options.positionals.first ?? Gallery.pages[0]
        let dumpTree = options.flags.contains("accessibility")
        guard options.values["out"] != nil || dumpTree else { throw UsageError(message: "--out FILE.png is required", usage: usage) }
        let (w, h) = try options.size("size", default: (1280, 800), usage: usage)
        let scale = try options.number("scale", default: 1, usage: usage)
        let scheme = options.values["color-scheme"] ?? "light"
        guard scheme == "light" || scheme == "dark" else { throw UsageError(message: "--color-scheme is light or dark", usage: usage) }
        let theme = options.values["theme"] ?? "default"
        guard Gallery.presets.contains(theme) else { throw UsageError(message: "--theme is one of \(Gallery.presets.joined(separator: ", "))", usage: usage) }
        if dumpTree {
            guard let tree = Gallery.accessibilityDump(page: page, width: w, height: h, scale: scale, dark: scheme == "dark", preset: theme) else {
                throw UsageError(message: "page '\(page)' has no accessibility tree (the raster page is drawn directly)", usage: usage)
            }
            print(tree, terminator: tree.hasSuffix("\n") ? "" : "\n")
        }
        guard let out = options.values["out"] else { return 0 }
        guard let buffer = Gallery.render(page: page, width: w, height: h, scale: scale, dark: scheme == "dark", preset: theme) else {
            throw UsageError(message: "unknown page '\(page)'", usage: usage)
        }
        try writeFile(out, try PNGCodec.encode(buffer))
        print(out)
        return 0
    }
}
