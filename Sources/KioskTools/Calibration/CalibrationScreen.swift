import KioskRuntime
import KioskGeometry
import KioskUI
import Observation

/// The state of a calibration run: which target is up, the touches so far, and the outcome.
@MainActor @Observable
package final class CalibrationModel {
    package enum Outcome: Equatable {
        case collecting
        case saved(path: String, meanError: Double, maxError: Double)
        case failed(String)
    }

    /// Target centres in logical points (none until the screen size is known).
    package private(set) var targets: [Point] = []
    package private(set) var touches: [Point] = []
    package var outcome: Outcome = .collecting

    package init() {}

    package func configure(screen: Size) {
        targets = TouchCalibration.targets(width: screen.width, height: screen.height)
        touches.removeAll()
    }

    package var current: Int { touches.count }
    package var isComplete: Bool { !targets.isEmpty && touches.count == targets.count }

    /// Records a touch for the current target; returns true when that was the last one.
    @discardableResult
    package func record(_ touch: Point) -> Bool {
        guard !isComplete else { return true }
        touches.append(touch)
        return isComplete
    }

    package func restart() {
        touches.removeAll()
        outcome = .collecting
    }
}

/// Full-screen targets, one at a time, with what to do written in the middle.
struct CalibrationScreen: View {
    let model: CalibrationModel

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.black
            VStack(spacing: 12) {
                Text(title).font(.system(size: 28, weight: .semibold)).foregroundStyle(Color.white)
                Text(detail).font(.system(size: 18)).foregroundStyle(Color(white: 0.75)).multilineTextAlignment(.center)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            if !model.isComplete && !model.targets.isEmpty {
                Crosshair()
                    .frame(width: 48, height: 48)
                    .offset(x: model.targets[model.current].x - 24, y: model.targets[model.current].y - 24)
            }
        }
    }

    var title: String {
        switch model.outcome {
        case .collecting: "Touch the centre of the target (\(model.current + 1) of \(model.targets.count))"
        case .saved: "Calibrated"
        case .failed: "Calibration failed"
        }
    }

    var detail: String {
        switch model.outcome {
        case .collecting: "Use a fingertip or stylus and hold it still for a moment."
        case let .saved(path, mean, max):
            "Residual error \(Self.pixels(mean)) px on average, \(Self.pixels(max)) px at most.\nSaved to \(path).\nTouch anywhere to finish."
        case .failed(let why): "\(why)\nTouch anywhere to start again."
        }
    }

    static func pixels(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// A ring with a cross through it: the target.
struct Crosshair: View {
    var body: some View {
        ZStack {
            Circle().stroke(Color.white, lineWidth: 2).frame(width: 36, height: 36)
            Rectangle().fill(Color.red).frame(width: 48, height: 2)
            Rectangle().fill(Color.red).frame(width: 2, height: 48)
            Circle().fill(Color.white).frame(width: 6, height: 6)
        }
    }
}
