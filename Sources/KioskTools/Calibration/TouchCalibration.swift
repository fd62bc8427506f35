import KioskRuntime
import KioskGeometry

/// Fits libinput's calibration matrix to touches on known targets.
///
/// libinput applies a 2x3 matrix to a touch's normalised device coordinates (0...1 across the
/// axes): `x' = a*x + b*y + c`, `y' = d*x + e*y + f`. Given where targets were drawn and where
/// an uncalibrated touchscreen reported the finger, the least-squares fit of the six numbers
/// corrects offset, scale, skew, swapped axes and mirroring alike.
package struct TouchCalibration: Sendable, Equatable {
    /// One target and the touch it received, both normalised to the panel (0...1).
    package struct Sample: Sendable, Equatable {
        package var target: Point
        package var touched: Point
        package init(target: Point, touched: Point) {
            self.target = target
            self.touched = touched
        }
    }

    /// Row-major a, b, c, d, e, f.
    package var matrix: [Double]
    /// Distance between each target and its corrected touch, in panel pixels.
    package var residuals: [Double]

    package var meanError: Double { residuals.isEmpty ? 0 : residuals.reduce(0, +) / Double(residuals.count) }
    package var maxError: Double { residuals.max() ?? 0 }

    /// The fit, or nil when the touches cannot determine it (fewer than three, or on one line).
    package static func fit(_ samples: [Sample], panelWidth: Double, panelHeight: Double) -> TouchCalibration? {
        guard samples.count >= 3 else { return nil }
        // Normal equations (AᵀA) m = Aᵀt for rows (x, y, 1); the same AᵀA serves both outputs.
        var ata = [[Double]](repeating: [0, 0, 0], count: 3)
        var atx = [0.0, 0, 0], aty = [0.0, 0, 0]
        for s in samples {
            let row = [s.touched.x, s.touched.y, 1]
            for i in 0..<3 {
                for j in 0..<3 { ata[i][j] += row[i] * row[j] }
                atx[i] += row[i] * s.target.x
                aty[i] += row[i] * s.target.y
            }
        }
        guard let abc = solve(ata, atx), let def = solve(ata, aty) else { return nil }
        let m = abc + def
        let residuals = samples.map { s -> Double in
            let x = m[0] * s.touched.x + m[1] * s.touched.y + m[2]
            let y = m[3] * s.touched.x + m[4] * s.touched.y + m[5]
            let dx = (x - s.target.x) * panelWidth, dy = (y - s.target.y) * panelHeight
            return (dx * dx + dy * dy).squareRoot()
        }
        return TouchCalibration(matrix: m, residuals: residuals)
    }

    /// Solves a 3x3 system by Gaussian elimination with partial pivoting; nil when singular.
    static func solve(_ a: [[Double]], _ b: [Double]) -> [Double]? {
        var m = a.enumerated().map { $0.element + [b[$0.offset]] }
        for col in 0..<3 {
            let pivot = (col..<3).max { abs(m[$0][col]) < abs(m[$1][col]) }!
            guard abs(m[pivot][col]) > 1e-12 else { return nil }
            m.swapAt(col, pivot)
            for r in 0..<3 where r != col {
                let f = m[r][col] / m[col][col]
                for c in col..<4 { m[r][c] -= f * m[col][c] }
            }
        }
        return (0..<3).map { m[$0][3] / m[$0][$0] }
    }

    /// Where the targets go: the centre and four points inset from the corners (by 10%, far
    /// enough from the bezel that a finger can reach them squarely).
    package static func targets(width: Double, height: Double) -> [Point] {
        let ix = width * 0.1, iy = height * 0.1
        return [
            Point(x: ix, y: iy), Point(x: width - ix, y: iy), Point(x: width - ix, y: height - iy),
            Point(x: ix, y: height - iy), Point(x: width / 2, y: height / 2),
        ]
    }
}
