import KioskGeometry

extension Path {
    /// The outline of this path's stroke as a path of its own: closed polygons that, filled by
    /// the non-zero rule, cover what the stroke draws (caps, joins and dashes included).
    ///
    /// For what needs a stroke as an area (a stroked shape used as a clip, a mask or a touch
    /// region); drawing a stroke goes through `Canvas.stroke`, which fills the same outline
    /// without the seams that overlapping dashes leave where this path is filled.
    /// Curves are flattened to `tolerance` user units.
    package func strokedPath(_ style: StrokeStyle, tolerance: Double = 0.05) -> Path {
        guard style.lineWidth > 0, style.lineWidth.isFinite, tolerance > 0 else { return Path() }
        var flat = FlatPath()
        flat.flatten(self, transform: .identity, tolerance: Float(tolerance))
        if let pattern = style.effectiveDash {
            var dashed = FlatPath()
            Dasher.dash(flat, pattern: pattern, phase: style.dashPhase, into: &dashed)
            flat = dashed
        }
        var stroker = Stroker(style: style, transform: .identity, tolerance: Float(tolerance))
        var outline = FlatPath()
        stroker.stroke(flat, into: &outline)
        var result = Path()
        for subpath in outline.subpaths where subpath.range.count > 2 {
            let first = outline.points[subpath.range.lowerBound]
            result.move(to: Point(x: Double(first.x), y: Double(first.y)))
            for p in outline.points[subpath.range.dropFirst()] {
                result.line(to: Point(x: Double(p.x), y: Double(p.y)))
            }
            result.close()
        }
        return result
    }
}
