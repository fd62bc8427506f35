import KioskUI
import KioskRaster
import KioskText
import KioskGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension App {
    /// The entry point behind `@main`: runs the app's scene on the best backend. Until the
    /// display backends land (#10, #12) it renders the scene headless and writes a screenshot.
    @MainActor
    public static func main() {
        exit(AppRunner.run(Self(), arguments: Array(CommandLine.arguments.dropFirst())))
    }
}

/// Runs an app: options every app understands, then the scene on a backend.
@MainActor
public enum AppRunner {
    public static let usage = """
    options: [--screenshot PATH] [--size WxH] [--scale N] [--color-scheme light|dark] [--show-damage]
    """

    public static func run<A: App>(_ app: A, arguments: [String]) -> Int32 {
        var screenshot = "kiosk-app.png"
        var size = Size(width: 1280, height: 800)
        var scale = 1.0
        var scheme = ColorScheme.light
        var showDamage = false
        var i = 0
        func value() -> String? { i += 1; return i < arguments.count ? arguments[i] : nil }
        while i < arguments.count {
            switch arguments[i] {
            case "--screenshot": guard let v = value() else { return usageError("--screenshot needs a path") }; screenshot = v
            case "--size":
                guard let v = value(), let m = DisplayModeRequest(v) else { return usageError("--size expects WxH") }
                size = Size(width: Double(m.width), height: Double(m.height))
            case "--scale": guard let v = value(), let s = Double(v), s > 0, s <= 8 else { return usageError("--scale expects a number from 0 to 8") }; scale = s
            case "--color-scheme":
                guard let v = value(), v == "light" || v == "dark" else { return usageError("--color-scheme is light or dark") }
                scheme = v == "dark" ? .dark : .light
            case "--show-damage": showDamage = true
            case "--help", "-h": print(usage); return 0
            default: return usageError("unknown option '\(arguments[i])'")
            }
            i += 1
        }
        let renderer = ViewRenderer(app.body.rootView, size: Size(width: size.width / scale, height: size.height / scale),
                                    scale: scale, colorScheme: scheme)
        renderer.render()
        let image = showDamage ? renderer.imageShowingDamage() : renderer.buffer
        do {
            let bytes = try PNGCodec.encode(image)
            let fd = open(screenshot, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return failure("cannot write \(screenshot): \(String(cString: strerror(errno)))") }
            defer { close(fd) }
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        } catch {
            return failure("\(error)")
        }
        print("rendered headless (no display backend in this build yet): \(screenshot)")
        return 0
    }

    // The runner is the app's entry point, so it reports errors itself, once, on stderr.
    static func usageError(_ message: String) -> Int32 { writeError("\(message)\n\(usage)\n"); return 2 }
    static func failure(_ message: String) -> Int32 { writeError("\(message)\n"); return 1 }
    static func writeError(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    }
}
