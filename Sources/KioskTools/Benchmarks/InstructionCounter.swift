#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import KioskRuntime

/// Instructions per steady-state frame of one benchmark scene at one size, counted by
/// callgrind: deterministic, so the same on every machine and in every run, and a fair
/// proxy for the in-order ARM cores of kiosk boards, where time is noisy and scarce.
package struct FrameCost: Sendable {
    package var scene: String
    package var width: Int
    package var height: Int
    /// Frames counted (those after the warm-up).
    package var frames: Int
    package var instructionsPerFrame: Double
    /// Update, layout, render and present, per frame; what the frame loop itself costs
    /// around them is in the total only.
    package var phases: [(name: String, instructions: Double)]
    /// Calls to malloc, calloc, realloc and the aligned allocators, per frame.
    package var allocationsPerFrame: Double
    package var damagedPixelsMean: Double
    package var drawnPixelsMean: Double

    package var sizeName: String { "\(width)x\(height)" }

    package func phase(_ name: String) -> Double { phases.first { $0.name == name }?.instructions ?? 0 }

    package var json: JSONOutput {
        .object([
            ("scene", .string(scene)), ("width", .int(width)), ("height", .int(height)), ("frames", .int(frames)),
            ("instructionsPerFrame", .int(Int(instructionsPerFrame.rounded()))),
            ("instructionsPerFrameByPhase", .object(phases.map { ($0.name, .int(Int($0.instructions.rounded()))) })),
            ("allocationsPerFrame", .double((allocationsPerFrame * 10).rounded() / 10)),
            ("damagedPixelsMean", .int(Int(damagedPixelsMean.rounded()))),
            ("drawnPixelsMean", .int(Int(drawnPixelsMean.rounded()))),
        ])
    }
}

package struct InstructionCountError: Error, Sendable, CustomStringConvertible {
    package var description: String
    package init(description: String) { self.description = description }
}

/// Runs `kiosk bench scenes` for one scene and size at a time under
/// `valgrind --tool=callgrind`, collecting only inside the steady-state frames
/// (`SceneRun.kioskMeasuredFrame`), and reads the phases' inclusive costs from its output.
/// Hashing is made deterministic, the time zone UTC and the blend kernels are held to 128 bits
/// (SSE2 here, NEON on the boards), so that two runs, and two machines, count the same.
package struct InstructionCounter: Sendable {
    package var executable: String
    package var warmupFrames = 10
    package var measuredFrames = 30
    package var theme = "default"
    /// valgrind processes at once.
    package var jobs = 2
    package static let phaseNames = ["update", "layout", "render", "present"]
    static let allocators: Set<String> = [
        "malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign", "valloc",
    ]

    package init(executable: String) { self.executable = executable }

    /// Whether valgrind can be run (it comes with `Scripts/setup --test`).
    package static func valgrindAvailable() -> Bool {
        (ProcessEnvironment.current()["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
            access("\($0)/valgrind", X_OK) == 0
        }
    }

    /// Counts `scenes` (the runtime's own) and then `apps`, each at every size.
    package func measure(
        scenes: [String], apps: [AppBenchScene] = [], sizes: [(width: Int, height: Int)],
        progress: (FrameCost) -> Void = { _ in }
    ) throws(InstructionCountError) -> [FrameCost] {
        guard Self.valgrindAvailable() else {
            throw InstructionCountError(description: "valgrind is not installed (Scripts/setup --test installs it)")
        }
        let folder = try ChildProcess.temporaryFolder()
        defer { ChildProcess.removeFolder(folder) }
        struct Job {
            var scene: String
            var app: AppBenchScene?
            var width: Int
            var height: Int
            var base: String
        }
        var queue: [Job] = []
        for (scene, app) in scenes.map({ ($0, AppBenchScene?.none) }) + apps.map({ ($0.name, $0) }) {
            for (w, h) in sizes {
                queue.append(Job(scene: scene, app: app, width: w, height: h, base: "\(folder)/\(queue.count)"))
            }
        }
        var running: [pid_t: Job] = [:]
        var results: [String: FrameCost] = [:]
        var failure: InstructionCountError?
        var next = 0
        while failure == nil && (next < queue.count || !running.isEmpty) {
            while failure == nil && next < queue.count && running.count < max(1, jobs) {
                let job = queue[next]
                next += 1
                do throws(InstructionCountError) {
                    running[try spawn(job.scene, app: job.app, job.width, job.height, base: job.base)] = job
                } catch { failure = error }
            }
            guard !running.isEmpty else { break }
            var status: Int32 = 0
            let pid = waitpid(-1, &status, 0)
            if pid < 0 {
                if errno == EINTR { continue }
                failure = InstructionCountError(description: "waitpid: \(String(cString: strerror(errno)))")
                break
            }
            guard let job = running.removeValue(forKey: pid) else { continue }
            if let failed = ChildProcess.failure(
                status, what: "\(job.scene) at \(job.width)x\(job.height) under callgrind", log: job.base + ".log")
            {
                failure = failed
                break
            }
            do throws(InstructionCountError) {
                let cost = try read(job.scene, job.width, job.height, base: job.base)
                results["\(job.scene)@\(job.width)x\(job.height)"] = cost
                progress(cost)
            } catch { failure = error }
        }
        // On a failure, the runs still going are stopped and waited for: no orphan valgrind.
        for pid in running.keys { kill(pid, SIGTERM) }
        for pid in running.keys {
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        if let failure { throw failure }
        return queue.compactMap { results["\($0.scene)@\($0.width)x\($0.height)"] }
    }

    private func spawn(
        _ scene: String, app: AppBenchScene?, _ width: Int, _ height: Int, base: String
    ) throws(InstructionCountError) -> pid_t {
        let valgrind = [
            "valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*kioskMeasuredFrame*",
            "--compress-strings=no", "--compress-pos=no", "--callgrind-out-file=\(base).callgrind",
        ]
        let frames = warmupFrames + measuredFrames
        let program =
            app?.benchArguments(
                width: width, height: height, frames: frames, warmup: warmupFrames, json: "\(base).json")
            ?? [
                executable, "bench", "scenes", "--scenes", scene, "--sizes", "\(width)x\(height)", "--themes", theme,
                "--frames", "\(frames)", "--warmup", "\(warmupFrames)", "--idle-seconds", "0",
                "--json", "\(base).json",
            ]
        return try ChildProcess.spawn(valgrind + program, environment: Self.environment, log: base + ".log")
    }

    /// The environment of a counted run: what makes two runs, and two machines, count the same.
    static var environment: [String: String] {
        var environment = ProcessEnvironment.current().values
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        environment["KIOSK_RASTER_SIMD"] = "128"
        environment["TZ"] = "UTC"
        return environment
    }

    private func read(
        _ scene: String, _ width: Int, _ height: Int, base: String
    ) throws(InstructionCountError) -> FrameCost {
        let profile: CallgrindProfile
        do {
            let bytes = try FileAccess.readBytes(base + ".callgrind", limit: 1 << 30)
            profile = try CallgrindProfile(parsing: Substring(String(decoding: bytes, as: UTF8.self)))
        } catch {
            throw InstructionCountError(description: "\(scene) at \(width)x\(height): \(error)")
        }
        let frames = profile.calls(from: nil, to: "kioskMeasuredFrame").count
        guard frames == measuredFrames else {
            throw InstructionCountError(
                description:
                    "\(scene) at \(width)x\(height): callgrind saw \(frames) measured frames, not \(measuredFrames)")
        }
        let n = Double(frames)
        let phases = Self.phaseNames.map { name -> (String, Double) in
            let tag = "kioskPhase" + name.prefix(1).uppercased() + name.dropFirst()
            // Only the measured frames are collected, so every call to a phase is one of theirs.
            return (name, Double(profile.calls(from: nil, to: tag).inclusive) / n)
        }
        var damaged = 0.0, drawn = 0.0
        if let bytes = try? FileAccess.readBytes(base + ".json"),
            case .array(let runs)? = (try? JSONParser.parse(String(decoding: bytes, as: UTF8.self)))?.value,
            case .object(let members)? = runs.first?.value
        {
            for (key, value) in members {
                if key == "damagedPixelsMean", case .number(let v) = value.value { damaged = v }
                if key == "drawnPixelsMean", case .number(let v) = value.value { drawn = v }
            }
        }
        return FrameCost(
            scene: scene, width: width, height: height, frames: frames, instructionsPerFrame: Double(profile.total) / n,
            phases: phases, allocationsPerFrame: Double(profile.callCount(toExactly: Self.allocators)) / n,
            damagedPixelsMean: damaged, drawnPixelsMean: drawn)
    }
}
