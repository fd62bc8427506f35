import KioskRuntime

/// A built app measured as a benchmark scene beside the runtime's own (`kiosk bench scenes
/// --apps FILE`): the app runs with `--bench app` at each size, and its own arguments (the
/// `--tap` labels that take it through its screens, `--bench-tap-every`, a `--theme`).
/// The file lists them:
///
///     { "scenes": [
///         { "name": "example-coffee-machine", "executable": ".build/release/kiosk-example-coffee-machine",
///           "arguments": ["--tap", "Latte", "--tap", "Continue, €3.20"] } ] }
///
/// A relative executable is found from the current folder.
package struct AppBenchScene: Sendable, Equatable {
    package var name: String
    package var executable: String
    package var arguments: [String]

    package init(name: String, executable: String, arguments: [String] = []) {
        self.name = name
        self.executable = executable
        self.arguments = arguments
    }

    /// The app's command line for a run of `frames` frames (`warmup` of them before the
    /// measured ones) at `width`x`height`, its results written to `json`. The runtime's bench
    /// options come first, so that a `--` among the app's own arguments cannot take them.
    package func benchArguments(width: Int, height: Int, frames: Int, warmup: Int, json: String) -> [String] {
        [
            executable, "--bench", "app", "--size", "\(width)x\(height)", "--bench-frames", "\(frames)",
            "--bench-warmup", "\(warmup)", "--bench-json", json,
        ] + arguments
    }

    /// The scenes of an app scene file.
    package static func read(json text: String, path: String) throws(BenchFileError) -> [AppBenchScene] {
        let root: JSONValue.Located
        do throws(JSONSyntaxError) { root = try JSONParser.parse(text) } catch {
            throw BenchFileError(path: path, line: error.line, column: error.column, message: error.message)
        }
        func fail(_ at: JSONValue.Located, _ message: String) -> BenchFileError {
            BenchFileError(path: path, line: at.line, column: at.column, message: message)
        }
        guard case .object(let members) = root.value else { throw fail(root, "expected an object") }
        guard let list = members.first(where: { $0.key == "scenes" })?.value else {
            throw fail(root, "expected \"scenes\": a list of apps")
        }
        guard case .array(let entries) = list.value else { throw fail(list, "\"scenes\" expects a list") }
        var scenes: [AppBenchScene] = []
        for entry in entries {
            guard case .object(let fields) = entry.value else { throw fail(entry, "a scene is an object") }
            var scene = AppBenchScene(name: "", executable: "")
            for (key, value) in fields {
                switch (key, value.value) {
                case ("name", .string(let s)) where !s.isEmpty && !s.contains(","): scene.name = s
                case ("executable", .string(let s)) where !s.isEmpty: scene.executable = s
                case ("arguments", .array(let items)):
                    for item in items {
                        guard case .string(let s) = item.value else {
                            throw fail(item, "\"arguments\" expects strings, not \(item.value.typeName)")
                        }
                        scene.arguments.append(s)
                    }
                case ("name", _): throw fail(value, "\"name\" expects a name without commas")
                case ("executable", _): throw fail(value, "\"executable\" expects a path")
                case ("arguments", _): throw fail(value, "\"arguments\" expects a list of strings")
                default: throw fail(value, "unknown key \"\(key)\" (a scene has name, executable and arguments)")
                }
            }
            guard !scene.name.isEmpty, !scene.executable.isEmpty else {
                throw fail(entry, "a scene needs a \"name\" and an \"executable\"")
            }
            guard !scenes.contains(where: { $0.name == scene.name }) else {
                throw fail(entry, "a second scene named \"\(scene.name)\"")
            }
            scenes.append(scene)
        }
        return scenes
    }
}
