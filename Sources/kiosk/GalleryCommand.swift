import KioskRuntime
import KioskGallery
import KioskRaster
import KioskDRM

@MainActor
enum GalleryCommand {
    static let usage = """
    usage: kiosk gallery [--backend auto|drm|fbdev|preview|headless] [--size WxH] [--scale N] [--out DIR]

    Runs the gallery on the best backend this machine has. On the headless backend every page
    is rendered in light and dark to PNG files in --out (default: kiosk-gallery) and their paths
    are printed.
    """

    static func run(_ args: [String]) throws -> Int32 {
        let options = try ParsedOptions(args, valued: ["backend", "size", "scale", "out"], flags: [], usage: usage)
        let (w, h) = try options.size("size", default: (1280, 800), usage: usage)
        let scale = try options.number("scale", default: 1, usage: usage)
        let requested = options.values["backend"] ?? "auto"
        var choice: BackendChoice
        if requested == "auto" {
            choice = BackendChoice.best(cards: DRMProbe.probeAll().compactMap { try? $0.get() }, environment: .current())
        } else if let kind = BackendKind(rawValue: requested) {
            guard BackendChoice.implemented.contains(kind) else {
                printError("kiosk gallery: the \(kind.rawValue) backend is not in this build yet (issue #10); available: \(BackendChoice.implemented.map(\.rawValue).sorted().joined(separator: ", "))")
                return 1
            }
            choice = BackendChoice(backend: kind, reason: "requested with --backend")
        } else {
            throw UsageError(message: "unknown backend '\(requested)'", usage: usage)
        }
        print("kiosk gallery: \(choice.backend.rawValue) backend (\(choice.reason))")
        let directory = options.values["out"] ?? "kiosk-gallery"
        try makeDirectory(directory)
        var written = 0
        for page in Gallery.pages {
            for preset in page == "raster" ? ["default"] : Gallery.presets {
                for dark in [false, true] {
                    guard let buffer = Gallery.render(page: page, width: w, height: h, scale: scale, dark: dark, preset: preset) else { continue }
                    let path = "\(directory)/\(page)-\(preset)-\(dark ? "dark" : "light").png"
                    try writeFile(path, try PNGCodec.encode(buffer))
                    written += 1
                }
            }
        }
        print("  wrote \(written) screenshots to \(directory)/ (page-preset-scheme.png), for example \(directory)/buttons-default-light.png")
        return 0
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

func makeDirectory(_ path: String) throws {
    if mkdir(path, 0o755) != 0 && errno != EEXIST { throw FileWriteError(path: path, errno: errno) }
}
