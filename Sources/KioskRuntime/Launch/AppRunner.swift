import KioskUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension App {
    /// The entry point behind `@main`: runs the app's scene on the best backend with the
    /// runtime's standard options (`--help` lists them).
    @MainActor
    public static func main() {
        AppRunner.failWritesInsteadOfDying()
        ProcessEnvironment.current().configureLibraries()
        exit(AppRunner.run(Self(), arguments: Array(CommandLine.arguments.dropFirst())))
    }
}

/// Runs an app: options every app understands, then the scene on a backend.
@MainActor
public enum AppRunner {
    /// Runs `app` with `arguments` (without the program's name) as `App.main()` does, and
    /// returns the exit status: 0, 1 for a failure it reported, 2 for a bad option.
    public static func run<A: App>(_ app: A, arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(RunOptions.usage)
            return 0
        }
        let options: RunOptions
        let rest: [String]
        do { (options, rest) = try RunOptions.parse(arguments) } catch {
            writeError("\(error)\n\(RunOptions.usage)\n")
            return 2
        }
        if let unknown = rest.first {
            writeError("unknown option '\(unknown)'\n\(RunOptions.usage)\n")
            return 2
        }
        do throws(RunOptionsError) { try options.checkTheme(in: A.themes) } catch {
            writeError("\(error)\n\(RunOptions.usage)\n")
            return 2
        }
        if options.bench != nil {
            return AppBenchmark.run(app.body.rootView, options: options, themes: A.themes) { print($0) }
        }
        return Launcher.run(app.body.rootView, options: options, themes: A.themes) { writeError($0 + "\n") }
    }

    /// A write to a closed pipe or past the file-size limit fails with an error the writer
    /// reports (and an atomic write cleans up after), instead of a signal killing the process
    /// halfway through, its temporary file left behind.
    public static func failWritesInsteadOfDying() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    // The runner is the app's entry point, so it reports errors itself, once, on stderr.
    static func writeError(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    }
}
