import KioskRuntime

/// `kiosk bench scenes --instructions`: instructions per steady-state frame under callgrind,
/// by phase, with allocations and damage; optionally checked against a budget file.
@MainActor
enum FrameCostCommand {
    static func run(
        _ options: ParsedOptions, scenes: [String], apps: [AppBenchScene], sizes: [(Int, Int)], usage: String
    ) throws -> Int32 {
        guard let executable = FileAccess.executablePath() else {
            throw InstructionCountError(description: "cannot find this program's own path")
        }
        var counter = InstructionCounter(executable: executable)
        counter.warmupFrames = try options.integer("warmup", default: 10, in: 1...10_000, usage: usage)
        counter.measuredFrames = try options.integer("frames", default: 30, in: 1...10_000, usage: usage)
        counter.jobs = try options.integer("jobs", default: 2, in: 1...64, usage: usage)
        if let theme = options.values["themes"] { counter.theme = theme }
        if CommandLineTool.checkingOnly { return 0 }

        var budget: FrameCostBudget?
        if let path = options.values["budgets"] {
            budget = try FrameCostBudget(
                json: String(decoding: try FileAccess.readBytes(path), as: UTF8.self), path: path)
        }
        print(
            "instructions per frame, frames \(counter.warmupFrames + 1)-\(counter.warmupFrames + counter.measuredFrames) (callgrind; 128-bit kernels)"
        )
        print(header)
        let costs = try counter.measure(scenes: scenes, apps: apps, sizes: sizes.map { (width: $0.0, height: $0.1) }) {
            cost in
            print(
                row(
                    cost, budget: budget?.instructions(cost.scene, cost.sizeName),
                    goal: budget?.goal(cost.scene, cost.sizeName),
                    meets: budget?.meetsGoal(cost)))
        }
        if let path = options.values["json"] {
            try writeFile(path, Array((JSONOutput.array(costs.map(\.json)).render() + "\n").utf8))
            print("wrote \(path)")
        }
        guard let budget else { return 0 }
        let missed = costs.filter { !budget.meetsGoal($0) }
        print(
            "\(costs.count - missed.count) of \(costs.count) within their goals"
                + (missed.isEmpty
                    ? ""
                    : "; still over: "
                        + missed.map { "\($0.scene) \($0.sizeName)" }.joined(separator: ", ")))
        let overruns = budget.overruns(costs)
        if overruns.isEmpty {
            print("every scene within its budget (tolerance \(Int(budget.tolerance * 100))%)")
            return 0
        }
        for o in overruns { printError("over budget: \(o)") }
        return 1
    }

    static let header =
        pad("scene", 20, left: true) + pad("size", 10, left: true) + pad("total", 10) + pad("update", 9)
        + pad("layout", 9)
        + pad("render", 9) + pad("present", 9) + pad("allocs", 8) + pad("damage px", 10) + pad("budget", 9)
        + pad("goal", 10)
        + "\n" + String(repeating: "-", count: 113)

    /// A scene's figures, its budget and its goal (marked * when the scene is over its goal).
    static func row(_ c: FrameCost, budget: Double?, goal: Double?, meets: Bool?) -> String {
        pad(c.scene, 20, left: true) + pad(c.sizeName, 10, left: true) + pad(m(c.instructionsPerFrame), 10)
            + InstructionCounter.phaseNames.map { pad(m(c.phase($0)), 9) }.joined()
            + pad("\(Int(c.allocationsPerFrame.rounded()))", 8) + pad("\(Int(c.damagedPixelsMean.rounded()))", 10)
            + pad(budget.map(m) ?? "-", 9) + pad((goal.map(m) ?? "-") + (meets == false ? "*" : " "), 10)
    }

    /// Millions with two decimals.
    static func m(_ v: Double) -> String { SceneTable.format((v / 10_000).rounded() / 100) + "M" }
    static func pad(_ s: String, _ n: Int, left: Bool = false) -> String { SceneTable.pad(s, n, left: left) }
}
