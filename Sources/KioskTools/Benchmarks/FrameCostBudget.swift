import KioskRuntime

/// Ceilings for the frame cost of benchmark scenes: instructions per steady-state frame,
/// heap allocations per frame and, where a peer's figure is the reference, pixels redrawn per
/// frame, per scene and size.
/// Read from a JSON file:
///
///     { "tolerance": 0.05,
///       "scenes": { "dashboard": { "800x480": 3000000, "1280x800": 5000000 },
///                   "lvgl-arcs": { "800x480": 760000, "pixels@800x480": 5000,
///                                  "allocations@800x480": 600 } },
///       "goals": { "lvgl-arcs": { "800x480": 760000 } } }
///
/// `scenes` are the budgets a run fails over; `goals`, where given, are lower figures still
/// to be reached, reported beside them (a scene's budget is its goal once it meets it).
package struct FrameCostBudget: Sendable {
    /// How far over its budget a figure may go before it fails (0.05: 5%).
    package var tolerance = 0.05
    package var instructions: [String: Double] = [:]  // "scene@WxH"
    package var pixels: [String: Double] = [:]
    /// Heap allocations per frame: counted exactly under callgrind, so a view-graph change that
    /// allocates per node shows here even when its instructions hide in the tolerance.
    package var allocations: [String: Double] = [:]
    package var goalInstructions: [String: Double] = [:]
    package var goalPixels: [String: Double] = [:]

    package struct Overrun: Sendable, CustomStringConvertible {
        package var cost: FrameCost
        package var what: String
        package var figure: Double
        package var budget: Double
        package var description: String {
            let phases = cost.phases.map { "\($0.name) \(millions($0.instructions))" }.joined(separator: ", ")
            if what == "pixels" {
                return
                    "\(cost.scene) at \(cost.sizeName): \(Int(figure)) pixels redrawn per frame, over the budget of \(Int(budget))"
            }
            if what == "allocations" {
                return
                    "\(cost.scene) at \(cost.sizeName): \(Int(figure.rounded())) heap allocations per frame, over the budget of \(Int(budget))"
            }
            return
                "\(cost.scene) at \(cost.sizeName): \(millions(figure)) instructions per frame, over the budget of \(millions(budget)) (\(phases))"
        }
    }

    package init() {}

    package init(json text: String, path: String) throws(BenchFileError) {
        let root: JSONValue.Located
        do throws(JSONSyntaxError) { root = try JSONParser.parse(text) } catch {
            throw BenchFileError(path: path, line: error.line, column: error.column, message: error.message)
        }
        guard case .object(let members) = root.value else {
            throw BenchFileError(path: path, line: root.line, column: root.column, message: "expected an object")
        }
        for (key, value) in members {
            switch (key, value.value) {
            case ("tolerance", .number(let t)) where t >= 0 && t < 1: tolerance = t
            case ("scenes", .object(let scenes)), ("goals", .object(let scenes)):
                let goals = key == "goals"
                for (scene, entry) in scenes {
                    guard case .object(let figures) = entry.value else {
                        throw BenchFileError(
                            path: path, line: entry.line, column: entry.column,
                            message: "'\(scene)' expects an object of sizes")
                    }
                    for (size, figure) in figures {
                        guard case .number(let n) = figure.value, n > 0, n < 1e12 else {
                            throw BenchFileError(
                                path: path, line: figure.line, column: figure.column,
                                message: "'\(scene)' '\(size)' expects a positive number")
                        }
                        let kind =
                            size.split(separator: "@", maxSplits: 1).count == 2
                            ? String(size.prefix { $0 != "@" }) : "instructions"
                        let sizeName = kind == "instructions" ? size : String(size.drop { $0 != "@" }.dropFirst())
                        let parts = sizeName.split(separator: "x")
                        guard parts.count == 2, parts.allSatisfy({ Int($0) != nil }),
                            ["instructions", "pixels", "allocations"].contains(kind),
                            !(goals && kind == "allocations")
                        else {
                            throw BenchFileError(
                                path: path, line: figure.line, column: figure.column,
                                message:
                                    "'\(scene)': '\(size)' is not a size (WxH, pixels@WxH\(goals ? "" : " or allocations@WxH"))"
                            )
                        }
                        let k = "\(scene)@\(sizeName)"
                        switch (kind, goals) {
                        case ("pixels", false): pixels[k] = n
                        case ("allocations", _): allocations[k] = n
                        case (_, false): instructions[k] = n
                        case ("pixels", true): goalPixels[k] = n
                        default: goalInstructions[k] = n
                        }
                    }
                }
            default:
                throw BenchFileError(
                    path: path, line: value.line, column: value.column, message: "unknown or invalid key '\(key)'")
            }
        }
    }

    /// The figures of `costs` that are over their budgets by more than the tolerance.
    package func overruns(_ costs: [FrameCost]) -> [Overrun] {
        var out: [Overrun] = []
        for c in costs {
            let key = "\(c.scene)@\(c.sizeName)"
            if let b = instructions[key], c.instructionsPerFrame > b * (1 + tolerance) {
                out.append(Overrun(cost: c, what: "instructions", figure: c.instructionsPerFrame, budget: b))
            }
            if let b = pixels[key], c.damagedPixelsMean > b * (1 + tolerance) {
                out.append(Overrun(cost: c, what: "pixels", figure: c.damagedPixelsMean, budget: b))
            }
            if let b = allocations[key], c.allocationsPerFrame > b * (1 + tolerance) {
                out.append(Overrun(cost: c, what: "allocations", figure: c.allocationsPerFrame, budget: b))
            }
        }
        return out
    }

    /// The instruction budget of a scene at a size, if it has one.
    package func instructions(_ scene: String, _ size: String) -> Double? { instructions["\(scene)@\(size)"] }

    /// The figure a scene's cost is held to in the end: its goal, else its budget.
    package func goal(_ scene: String, _ size: String) -> Double? {
        goalInstructions["\(scene)@\(size)"] ?? instructions["\(scene)@\(size)"]
    }

    /// Whether `cost` meets its goals (instructions and pixels; true where it has none).
    package func meetsGoal(_ cost: FrameCost) -> Bool {
        let key = "\(cost.scene)@\(cost.sizeName)"
        if let g = goal(cost.scene, cost.sizeName), cost.instructionsPerFrame > g * (1 + tolerance) { return false }
        if let p = goalPixels[key] ?? pixels[key], cost.damagedPixelsMean > p * (1 + tolerance) { return false }
        return true
    }
}

/// A figure in millions with two decimals ("2.45 M").
func millions(_ v: Double) -> String {
    let hundredths = Int((v / 10_000).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) M"
}

/// A budget file that could not be used: the file, the line and column, and what is wrong.
package struct BenchFileError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var column: Int
    package var message: String
    package var description: String { "\(path):\(line):\(column): \(message)" }
}
