import KioskRuntime

/// Runs a built app's benchmark (`--bench app`) for `kiosk bench scenes --apps` and reads its
/// result back, named as the app scene.
enum AppBenchRunner {
    static func run(
        _ app: AppBenchScene, width: Int, height: Int, frames: Int, warmup: Int
    ) throws(InstructionCountError) -> SceneResult {
        let folder = try ChildProcess.temporaryFolder()
        defer { ChildProcess.removeFolder(folder) }
        let json = folder + "/result.json"
        try ChildProcess.run(
            app.benchArguments(width: width, height: height, frames: frames, warmup: warmup, json: json),
            environment: ProcessEnvironment.current().values, log: folder + "/log",
            what: "\(app.name) (\(app.executable)) at \(width)x\(height)")
        let text: String
        do { text = String(decoding: try FileAccess.readBytes(json), as: UTF8.self) } catch {
            throw InstructionCountError(description: "\(app.name): \(error)")
        }
        guard case .array(let runs)? = (try? JSONParser.parse(text))?.value, let first = runs.first,
            var result = SceneResult(json: first.value)
        else {
            throw InstructionCountError(
                description: "\(app.name): \(app.executable) wrote no benchmark result to \(json)")
        }
        result.scene = app.name
        return result
    }
}
