import KioskRuntime
import KioskGeometry
import KioskPlatform
import KioskUI

/// `kiosk calibrate`: targets on the real display, touches through libinput with the identity
/// matrix, the fitted matrix written to the board's override file (never to the shipped board).
@MainActor
package enum Calibrator {
    static let identity: [Float] = [1, 0, 0, 0, 1, 0]

    /// Touches further than this from their fitted targets mean a target was missed.
    static let tolerance = 0.025

    package static func run(options: RunOptions, output: String?, log: @escaping (String) -> Void) -> Int32 {
        var options = options
        options.touchCalibration = identity
        options.blankAfter = nil
        if options.backend == "headless" {
            log("kiosk calibrate: needs a display (--backend drm or fbdev)")
            return 2
        }
        let model = CalibrationModel()
        return Launcher.run(CalibrationScreen(model: model), options: options, log: log) { context in
            model.configure(screen: context.session.renderer.size)
            guard let path = output ?? context.board.flatMap({ b in context.catalog?.overridePath(for: b.name) }) else {
                model.outcome = .failed("No board profile to calibrate: pass --board NAME or --out FILE.")
                return
            }
            @MainActor func announce() {
                let t = context.transform.panelPoint(of: model.targets[model.current])
                log(
                    "kiosk: calibrate target \(model.current + 1) of \(model.targets.count) at panel \(Int(t.x)) \(Int(t.y))"
                )
            }
            announce()
            let previous = context.session.onInput
            context.session.onInput = { events in
                previous?(events)
                for case .touchDown(_, let p) in events {
                    switch model.outcome {
                    case .saved:
                        context.session.stop()
                        return
                    case .failed:
                        model.restart()
                        announce()
                        continue
                    case .collecting: break
                    }
                    guard !model.targets.isEmpty else { continue }
                    if model.record(p) {
                        finish(model, context: context, path: path, log: log)
                    } else {
                        announce()
                    }
                }
            }
        }
    }

    static func finish(_ model: CalibrationModel, context: LaunchContext, path: String, log: (String) -> Void) {
        let t = context.transform
        func normalised(_ p: Point) -> Point {
            let panel = t.panelPoint(of: p)
            return Point(x: panel.x / t.panelWidth, y: panel.y / t.panelHeight)
        }
        let samples = zip(model.targets, model.touches).map {
            TouchCalibration.Sample(target: normalised($0), touched: normalised($1))
        }
        guard let fit = TouchCalibration.fit(samples, panelWidth: t.panelWidth, panelHeight: t.panelHeight) else {
            model.outcome = .failed("The touches do not span the screen.")
            log("kiosk: calibration failed: the touches do not span the screen")
            return
        }
        let limit = tolerance * min(t.panelWidth, t.panelHeight)
        guard fit.maxError <= limit else {
            model.outcome = .failed("Touches disagree by up to \(Int(fit.maxError.rounded())) px: was a target missed?")
            log("kiosk: calibration failed: residual \(fit.maxError) px over \(limit) px")
            return
        }
        do {
            try FileAccess.write(path, bytes: Array(overrideText(matrix: fit.matrix, existing: path).utf8))
        } catch {
            model.outcome = .failed("Cannot save: \(error)")
            log("kiosk: calibration not saved: \(error)")
            return
        }
        model.outcome = .saved(path: path, meanError: fit.meanError, maxError: fit.maxError)
        log(
            "kiosk: calibration saved to \(path): matrix [\(fit.matrix.map { String($0) }.joined(separator: ", "))], error mean \(fit.meanError) px, max \(fit.maxError) px"
        )
    }

    /// The override file with the new matrix, keeping whatever else an existing one says.
    static func overrideText(matrix: [Double], existing path: String) -> String {
        var members: [(String, JSONOutput)] = []
        if let text = try? FileAccess.readText(path), let root = try? JSONParser.parse(text),
            case .object(let old) = root.value
        {
            members = old.map { ($0.key, JSONOutput($0.value)) }
        }
        var touch: [(String, JSONOutput)] = []
        if let i = members.firstIndex(where: { $0.0 == "touch" }), case .object(let t) = members[i].1 {
            touch = t.filter { $0.0 != "calibration" }
            members.remove(at: i)
        }
        touch.append(("calibration", .array(matrix.map { .double(($0 * 1e6).rounded() / 1e6) })))
        members.append(("touch", .object(touch)))
        return JSONOutput.object(members).render() + "\n"
    }
}

extension JSONOutput {
    /// A parsed value, written back as it was.
    init(_ v: JSONValue.Located) {
        switch v.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .double(n)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(JSONOutput.init))
        case .object(let m): self = .object(m.map { ($0.key, JSONOutput($0.value)) })
        }
    }
}
