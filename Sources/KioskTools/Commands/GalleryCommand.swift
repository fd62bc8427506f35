import KioskText
import DesignFoundation
import KioskRuntime
import KioskGallery
import KioskRaster
import KioskDRM

@MainActor
enum GalleryCommand {
    static let usage = """
        usage: kiosk gallery [--page NAME] [--preset NAME] [--out DIR] [runtime options]

        Runs the gallery on the best backend this machine has: on a KMS display it runs live with
        touch (a header switches page and theme preset). On the headless backend every page is
        rendered in each preset, light and dark, to PNG files in --out (default: kiosk-gallery).

        pages: \(Gallery.pages.joined(separator: ", ")); presets: \(Gallery.presets.joined(separator: ", "))

        \(RunOptions.usage)
        """

    static func run(_ args: [String]) throws -> Int32 {
        if args.contains("--help") || args.contains("-h") { throw HelpRequested(usage: usage) }
        let (runtime, rest): (RunOptions, [String])
        do { (runtime, rest) = try RunOptions.parse(args) } catch {
            throw UsageError(message: error.message, usage: usage)
        }
        do throws(RunOptionsError) { try runtime.checkTheme(in: DFThemePreset.catalog) } catch {
            throw UsageError(message: error.message, usage: usage)
        }
        let options = try ParsedOptions(rest, valued: ["page", "preset", "out"], flags: [], usage: usage)
        let page = options.values["page"] ?? "buttons"
        let preset = options.values["preset"] ?? "default"
        guard Gallery.pages.contains(page), page != "raster" || runtime.backend == "headless" else {
            throw UsageError(message: "unknown page '\(page)'", usage: usage)
        }
        guard Gallery.presets.contains(preset) else {
            throw UsageError(message: "unknown preset '\(preset)'", usage: usage)
        }
        if CommandLineTool.checkingOnly { return 0 }
        // --bench: the gallery page through the benchmark, as any app's --bench.
        if runtime.bench != nil {
            return AppBenchmark.run(
                Gallery.screen(page: page, preset: preset), options: runtime, themes: DFThemePreset.catalog
            ) { print($0) }
        }
        var backend = runtime.backend
        if backend == "auto" {
            let choice = BackendChoice.best(
                cards: DRMProbe.probeAll().compactMap { try? $0.get() }, environment: .current())
            print("kiosk gallery: \(choice.backend.rawValue) backend (\(choice.reason))")
            backend = choice.backend.rawValue
        }
        guard backend == "headless" else {
            var live = runtime
            live.backend = backend
            return Launcher.run(
                Gallery.screen(page: page, preset: preset), options: live, themes: DFThemePreset.catalog,
                log: printError)
        }
        // The board, as the other backends read it: asked for and missing, or broken, is a failure.
        if case .failure(let failure) = BoardCatalog.resolve(
            named: runtime.board, directory: runtime.boardsDirectory, log: { printError("kiosk gallery: \($0)") })
        {
            throw CommandFailure("\(failure)")
        }
        if !FontLibrary().hasFonts { printError("kiosk gallery: warning: \(FontLibrary.noFontsWarning)") }
        let (w, h, scale) = (runtime.size.width, runtime.size.height, runtime.scale ?? 1)
        let directory = options.values["out"] ?? "kiosk-gallery"
        try makeDirectory(directory)
        var written = 0
        for page in Gallery.pages {
            for preset in page == "raster" ? ["default"] : Gallery.presets {
                for dark in [false, true] {
                    guard
                        let buffer = Gallery.render(
                            page: page, width: w, height: h, scale: scale, dark: dark, preset: preset)
                    else { continue }
                    let path = "\(directory)/\(page)-\(preset)-\(dark ? "dark" : "light").png"
                    try writeFile(path, try PNGCodec.encode(buffer))
                    written += 1
                }
            }
        }
        print(
            "  wrote \(written) screenshots to \(directory)/ (page-preset-scheme.png), for example \(directory)/buttons-default-light.png"
        )
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
