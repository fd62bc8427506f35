import KioskRuntime
import KioskGallery
import KioskRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Exit codes: 0 success, 1 the command failed, 2 the command line was wrong.
@MainActor
package enum CommandLineTool {
    /// What the process environment configures below the runtime (asset folders, the widest
    /// blend kernels, the locale), handed down before any command draws.
    @MainActor
    package static func configureLibraries() { ProcessEnvironment.current().configureLibraries() }

    static let usage = """
        usage: kiosk <command> [options]

        commands:
          gallery       run the gallery on the best available backend (the default command)
          new           make a new app package: an @main app, a UI test, a boot-to-app service
          install       install a built app as the boot-to-app service (or into --root DIR)
          uninstall     remove what install put in place
          calibrate     calibrate the touchscreen and save the result beside the board profile
          doctor        check this machine for a kiosk: displays, input, fonts, board, permissions
          screenshot    render a gallery page to a PNG file
          svg           render an SVG file to PNG
          text          shape and render a string as the runtime would
          bench         run benchmarks (kiosk bench raster)
          help          show this text

        run 'kiosk <command> --help' for a command's options.
        """

    /// True while `check` runs: commands stop once their options are read, and nothing is
    /// printed.
    static var checkingOnly = false

    /// Reads a command line as `run` would and stops before any work: 0 when the options are
    /// right, 2 when not (the command-line fuzz target's entry).
    package static func check(_ args: [String]) -> Int32 {
        checkingOnly = true
        defer { checkingOnly = false }
        return run(args)
    }

    package static func run(_ args: [String]) -> Int32 {
        var args = args
        if args.first == "--help" || args.first == "-h" {
            say(usage)
            return 0
        }
        let command = args.first.map { $0.hasPrefix("-") ? "gallery" : args.removeFirst() } ?? "gallery"
        do {
            switch command {
            case "gallery": return try GalleryCommand.run(args)
            case "doctor": return try DoctorCommand.run(args)
            case "new": return try NewCommand.run(args)
            case "install": return try InstallCommand.run(args)
            case "uninstall": return try InstallCommand.uninstall(args)
            case "calibrate": return try CalibrateCommand.run(args)
            case "screenshot": return try ScreenshotCommand.run(args)
            case "svg": return try SVGCommand.run(args)
            case "text": return try TextCommand.run(args)
            case "bench": return try BenchCommand.run(args)
            case "help", "--help", "-h":
                say(usage)
                return 0
            default:
                printError("kiosk: unknown command '\(command)'\n\n\(usage)")
                return 2
            }
        } catch let help as HelpRequested {
            // Asked for: the usage goes to standard output, and that is success.
            say(help.usage)
            return 0
        } catch let error as UsageError {
            printError("kiosk \(command): \(error.message)\n\n\(error.usage)")
            return 2
        } catch {
            printError("kiosk \(command): \(error)")
            return 1
        }
    }
}

/// `--help` or `-h`: the command's usage, printed to standard output, exit 0.
struct HelpRequested: Error {
    var usage: String
}

/// A command that could not do its work (a bad file, a missing device): its message, exit 1.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A command line that does not fit the command: printed with the command's usage, exit 2.
struct UsageError: Error {
    var message: String
    var usage: String
}

/// A line on standard output (nothing while options are only checked).
@MainActor
func say(_ text: String) {
    if !CommandLineTool.checkingOnly { print(text) }
}

@MainActor
func printError(_ text: String) {
    if CommandLineTool.checkingOnly { return }
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    // Unbuffered write to fd 2: no shared FILE* state to race on.
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

/// Minimal option parsing: `--flag`, `--key value` and `--key=value`; positionals in order.
struct ParsedOptions {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    init(_ args: [String], valued: Set<String>, flags allowedFlags: Set<String>, usage: String) throws {
        var i = 0
        while i < args.count {
            let arg = args[i]
            if arg == "--help" || arg == "-h" { throw HelpRequested(usage: usage) }
            if arg.hasPrefix("--") {
                let body = String(arg.dropFirst(2))
                if let eq = body.firstIndex(of: "=") {
                    let key = String(body[..<eq])
                    guard valued.contains(key) else {
                        throw UsageError(message: "unknown option '--\(key)'", usage: usage)
                    }
                    values[key] = String(body[body.index(after: eq)...])
                } else if valued.contains(body) {
                    guard i + 1 < args.count else {
                        throw UsageError(message: "option '--\(body)' needs a value", usage: usage)
                    }
                    values[body] = args[i + 1]
                    i += 1
                } else if allowedFlags.contains(body) {
                    flags.insert(body)
                } else {
                    throw UsageError(message: "unknown option '\(arg)'", usage: usage)
                }
            } else {
                positionals.append(arg)
            }
            i += 1
        }
    }

    /// `WxH` values such as `--size 1280x800`.
    func size(_ key: String, default d: (Int, Int), usage: String) throws -> (Int, Int) {
        guard let text = values[key] else { return d }
        let parts = text.split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 16384, h <= 16384
        else {
            throw UsageError(
                message:
                    "--\(key) expects WxH, each side a whole number from 1 to 16384 (for example 1280x800), got '\(text)'",
                usage: usage)
        }
        guard w * h <= PixelBudget.maximumPixels else {
            throw UsageError(
                message:
                    "--\(key) \(text) is over the largest picture the runtime makes (\(PixelBudget.maximumPixels) pixels, such as 4096x4096)",
                usage: usage)
        }
        return (w, h)
    }

    /// A whole number within `range` (out of range is a usage error naming the option).
    func integer(_ key: String, default d: Int, in range: ClosedRange<Int>, usage: String) throws -> Int {
        guard let text = values[key] else { return d }
        guard let v = Int(text), range.contains(v) else {
            throw UsageError(
                message:
                    "--\(key) expects a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'",
                usage: usage)
        }
        return v
    }

    /// A number within `range` (out of range, or not a number, is a usage error naming the
    /// option, its value and the range).
    func number(_ key: String, default d: Double, in range: ClosedRange<Double>, usage: String) throws -> Double {
        guard let text = values[key] else { return d }
        guard let v = Double(text), range.contains(v) else {
            throw UsageError(
                message:
                    "--\(key) expects a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got '\(text)'",
                usage: usage)
        }
        return v
    }

    private func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    /// A number of seconds from 0 (none) to `maximum`.
    func seconds(_ key: String, default d: Double, maximum: Double, usage: String) throws -> Double {
        guard let text = values[key] else { return d }
        guard let v = Double(text), v >= 0, v <= maximum else {
            throw UsageError(message: "--\(key) expects seconds from 0 to \(Int(maximum)), got '\(text)'", usage: usage)
        }
        return v
    }
}

func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    try FileAccess.write(path, bytes: bytes, makingFolders: true)
}
