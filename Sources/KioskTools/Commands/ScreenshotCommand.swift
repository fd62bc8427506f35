import KioskText
import KioskGallery
import KioskGeometry
import KioskRaster
import KioskRuntime
import KioskTesting
import DesignFoundation

@MainActor
enum ScreenshotCommand {
    static let usage = """
        usage: kiosk screenshot [PAGE] --out FILE.png [--size WxH] [--scale N] [--color-scheme light|dark] [--theme PRESET]
                                [--tap LABEL]... [--type TEXT] [--pinch X1,Y1,X2,Y2,X3,Y3,X4,Y4] [--locate LABEL]
                                [--rotation DEG] [--reduce-motion] [--accessibility]

        Renders a gallery page (default: \(Gallery.pages[0]); pages: \(Gallery.pages.joined(separator: ", "))) to a PNG file.
        --tap LABEL       tap the element with this accessibility label first (repeatable), then let
                          animations finish: the picture a user sees after the taps
        --type TEXT       type this (into the field a --tap focused) before the picture is taken
        --pinch ...       two fingers put down at (X1,Y1) and (X2,Y2) and moved together to (X3,Y3)
                          and (X4,Y4), in points, then lifted (after the taps)
        --locate LABEL    print the centre of that element in panel pixels ("x y"), after the taps
                          and the rotation: where a finger must land on the panel
        --rotation DEG    the picture as a panel mounted at 0, 90, 180 or 270 degrees shows it
                          (--size is the logical screen; the PNG has the panel's size)
        --reduce-motion   animations jump to their end (as the runtime option of the same name)
        --scene NAME      a benchmark scene (kiosk bench scenes) instead of a page, at --frame N (default 30)
        --accessibility   print the page's accessibility tree (roles, labels, values, frames,
                          actions); with it, --out is optional.
        """

    static func run(_ args: [String]) throws -> Int32 {
        var taps: [String] = []
        var rest: [String] = []
        var i = 0
        while i < args.count {
            if args[i] == "--tap", i + 1 < args.count {
                taps.append(args[i + 1])
                i += 2
            } else {
                rest.append(args[i])
                i += 1
            }
        }
        let options = try ParsedOptions(
            rest,
            valued: [
                "out", "size", "scale", "color-scheme", "theme", "locate", "rotation", "scene", "frame", "type",
                "pinch",
            ],
            flags: ["accessibility", "reduce-motion"], usage: usage)
        let page = options.positionals.first ?? Gallery.pages[0]
        let dumpTree = options.flags.contains("accessibility")
        guard options.values["out"] != nil || dumpTree || options.values["locate"] != nil else {
            throw UsageError(message: "--out FILE.png is required", usage: usage)
        }
        let (w, h) = try options.size("size", default: (1280, 800), usage: usage)
        if !FontLibrary().hasFonts { printError("kiosk screenshot: warning: \(FontLibrary.noFontsWarning)") }
        let scale = try options.number("scale", default: 1, in: 0.25...8, usage: usage)
        let scheme = options.values["color-scheme"] ?? "light"
        guard scheme == "light" || scheme == "dark" else {
            throw UsageError(message: "--color-scheme is light or dark", usage: usage)
        }
        let theme = options.values["theme"] ?? "default"
        guard Gallery.presets.contains(theme) else {
            throw UsageError(message: "--theme is one of \(Gallery.presets.joined(separator: ", "))", usage: usage)
        }
        guard let rotation = Int(options.values["rotation"] ?? "0").flatMap(PixelConversion.Rotation.init(rawValue:))
        else {
            throw UsageError(message: "--rotation is 0, 90, 180 or 270", usage: usage)
        }
        if CommandLineTool.checkingOnly { return 0 }
        if dumpTree {
            guard
                let tree = Gallery.accessibilityDump(
                    page: page, width: w, height: h, scale: scale, dark: scheme == "dark", preset: theme)
            else {
                throw UsageError(
                    message: "page '\(page)' has no accessibility tree (the raster page is drawn directly)",
                    usage: usage)
            }
            print(tree, terminator: tree.hasSuffix("\n") ? "" : "\n")
        }
        let buffer: PixelBuffer
        if let name = options.values["scene"] {
            // A benchmark scene at a frame of its run.
            guard let scene = BenchmarkScenes.scene(named: name) else {
                throw UsageError(
                    message:
                        "unknown scene '\(name)' (scenes: \(BenchmarkScenes.all.map(\.name).joined(separator: ", ")))",
                    usage: usage)
            }
            let frame = try options.integer("frame", default: 30, in: 0...1_000_000, usage: usage)
            let preset = Gallery.themePreset(named: theme)!
            buffer = SceneBenchmark.picture(
                of: scene, frame: frame, size: Size(width: Double(w) / scale, height: Double(h) / scale),
                scale: scale, colorScheme: scheme == "dark" ? .dark : .light
            ) { AnyView($0.dfThemePreset(preset)) }
        } else if page == "raster" {
            guard taps.isEmpty, options.values["locate"] == nil else {
                throw UsageError(message: "the raster page has nothing to tap", usage: usage)
            }
            buffer = Gallery.render(
                page: page, width: w, height: h, scale: scale, dark: scheme == "dark", preset: theme)!
        } else {
            guard Gallery.pages.contains(page) else {
                throw UsageError(message: "unknown page '\(page)'", usage: usage)
            }
            let ui = UITestDriver(
                Gallery.screen(page: page, preset: theme),
                size: Size(width: Double(w) / scale, height: Double(h) / scale),
                scale: scale, colorScheme: scheme == "dark" ? .dark : .light
            ) {
                $0.accessibilityReduceMotion = options.flags.contains("reduce-motion")
            }
            // What the screen shows once the first frame's onAppear work has run (at most two
            // seconds of animation: an endless one is caught at that moment).
            ui.waitForIdle(timeout: 2)
            for label in taps {
                try ui.tap(label)
                guard ui.waitForIdle() else {
                    throw ScreenshotError(message: "the screen kept animating after tapping '\(label)'")
                }
            }
            if let pinch = options.values["pinch"] {
                let n = pinch.split(separator: ",").compactMap { Double(String($0).filter { $0 != " " }) }
                guard n.count == 8 else {
                    throw UsageError(message: "--pinch takes eight numbers: X1,Y1,X2,Y2,X3,Y3,X4,Y4", usage: usage)
                }
                // As the end-to-end test's uinput touchscreen moves them: together, in 12 steps.
                let a = ui.touchDown(at: Point(x: n[0], y: n[1]))
                let b = ui.touchDown(at: Point(x: n[2], y: n[3]))
                for step in 1...12 {
                    let f = Double(step) / 12
                    ui.advance(by: 1.0 / 60)
                    ui.touchMove(a, to: Point(x: n[0] + (n[4] - n[0]) * f, y: n[1] + (n[5] - n[1]) * f))
                    ui.touchMove(b, to: Point(x: n[2] + (n[6] - n[2]) * f, y: n[3] + (n[7] - n[3]) * f))
                }
                ui.touchUp(a, at: Point(x: n[4], y: n[5]))
                ui.touchUp(b, at: Point(x: n[6], y: n[7]))
                _ = ui.waitForIdle(timeout: 2)
            }
            if let text = options.values["type"] {
                ui.type(text)
                _ = ui.waitForIdle(timeout: 2)
            }
            if let label = options.values["locate"] {
                let c = try ui.element(label: label).frame.center
                let px = Int((c.x * scale).rounded(.down)), py = Int((c.y * scale).rounded(.down))
                let p = PixelConversion.rotate(
                    x: px, y: py, width: ui.screenshot.width, height: ui.screenshot.height, by: rotation)
                print("\(p.x) \(p.y)")
            }
            buffer = ui.screenshot
        }
        guard let out = options.values["out"] else { return 0 }
        try writeFile(out, try PNGCodec.encode(rotated(buffer, by: rotation)))
        if options.values["locate"] == nil { print(out) }
        return 0
    }

    /// The picture as the presenter puts it on a panel mounted at `rotation`.
    static func rotated(_ buffer: PixelBuffer, by rotation: PixelConversion.Rotation) -> PixelBuffer {
        guard rotation != .none else { return buffer }
        let turned = rotation == .quarter || rotation == .threeQuarters
        let out = PixelBuffer(
            width: turned ? buffer.height : buffer.width, height: turned ? buffer.width : buffer.height)
        PixelConversion.copyXRGB8888(
            buffer, rect: buffer.bounds, rotation: rotation, to: UnsafeMutableRawPointer(out.row(0)),
            strideBytes: out.stride * 4)
        return out
    }
}

struct ScreenshotError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
