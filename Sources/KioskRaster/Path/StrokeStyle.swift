/// How the ends of open lines are drawn.
public enum LineCap: Hashable, Sendable { case butt, round, square }
/// How corners of a stroked path are drawn. A `miter` longer than the miter limit allows is
/// bevelled; a `miterClip` one (SVG 2's `miter-clip`) is cut square across at the limit.
public enum LineJoin: Hashable, Sendable { case miter, round, bevel, miterClip }

/// The parameters of a stroke, with SwiftUI's names and defaults (width 1, butt caps, miter
/// joins with limit 10, no dash).
package struct StrokeStyle: Hashable, Sendable {
    package var lineWidth: Double
    package var lineCap: LineCap
    package var lineJoin: LineJoin
    package var miterLimit: Double
    /// Lengths of alternating dashes and gaps; an odd count repeats (SVG's rule). Empty = solid.
    package var dash: [Double]
    package var dashPhase: Double

    package init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The dash pattern as drawn: doubled when odd, nil when it draws a solid line or nothing sensible.
    var effectiveDash: [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        return pattern.reduce(0, +) > 0 ? pattern : nil
    }
}
