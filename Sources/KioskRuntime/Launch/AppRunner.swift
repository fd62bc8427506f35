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
        exit(AppRunner.run(Self.self, arguments: Array(CommandLine.arguments.dropFirst())))
    }
}

/// Runs an app: options every app understands, then the scene on a backend.
@MainActor
public enum AppRunner {
    /// Runs `app` with `arguments` (without the program's name) as `App.main()` does, and
    /// returns the exit status: 0, 1 for a failure it reported, 2 for a bad option.
    ///
    /// The runtime's options are taken out; the rest reach the app as
    /// `CommandLine.appArguments`, set before the app is created.
    public static func run<A: App>(_: A.Type, arguments: [String]) -> Int32 {
        let runtimeArguments = arguments.firstIndex(of: "--").map { Array(arguments[..<$0]) } ?? arguments
        if runtimeArguments.contains("--help") || runtimeArguments.contains("-h") {
            print(RunOptions.usage)
            if let usage = A.commandLineUsage { print("\n\(ProgramName.current) options:\n\(usage)") }
            return 0
        }
        let options: RunOptions
        let rest: [String]
        do { (options, rest) = try RunOptions.parse(arguments) } catch {
            writeError("\(ProgramName.current): \(error)\n\(RunOptions.usage)\n")
            return 2
        }
        // A misspelt runtime option reaches the app: say so, once, in case the app ignores it.
        for argument in rest where !afterSeparator(argument, in: arguments) {
            if let meant = RunOptions.likelyMeant(argument) {
                writeError(
                    "\(ProgramName.current): note: '\(argument)' is not a runtime option (did you mean \(meant)?); passed to the app\n"
                )
            }
        }
        do throws(RunOptionsError) { try options.checkTheme(in: A.themes) } catch {
            writeError("\(ProgramName.current): \(error)\n\(RunOptions.usage)\n")
            return 2
        }
        AppArguments.set(rest)
        let app = A()
        if options.bench != nil {
            return AppBenchmark.run(app.body.rootView, options: options, themes: A.themes) { print($0) }
        }
        return Launcher.run(app.body.rootView, options: options, themes: A.themes) { writeError($0 + "\n") }
    }

    /// Whether `argument` was given after `--` (the app's own, never a misspelt runtime option).
    static func afterSeparator(_ argument: String, in arguments: [String]) -> Bool {
        guard let separator = arguments.firstIndex(of: "--") else { return false }
        return !arguments[..<separator].contains(argument)
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
