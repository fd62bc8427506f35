import KioskGeometry

/// Strokes: the path flattened in user space, dashed, cut to the clip's rows when it mostly
/// lies outside them, outlined by the stroker and filled like any path (a mitred rectangle's
/// ring exactly, overlapping subpaths as their union).
extension Canvas {
    /// Strokes `path`. Without anti-aliasing, widths under one device pixel are drawn one pixel
    /// wide with proportionally less alpha (hairlines), so thin lines fade instead of breaking
    /// up; anti-aliased, at their width.
    package func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        stroke(path, with: paint, style: style, geometry: state.transform)
    }

    /// Strokes `path`, measuring the stroke somewhere other than in user space.
    ///
    /// `space` measures the stroke somewhere other than in user space: its width, dashes and
    /// joins are laid out in the space that `space` maps to device pixels, while the path and
    /// the paint stay in user space. A stroke that keeps its width however the shape is
    /// scaled (SVG's `vector-effect="non-scaling-stroke"`) is measured in the space of the
    /// whole drawing. A `space` that cannot be inverted draws nothing.
    package func stroke(_ path: Path, with paint: Paint, style: StrokeStyle, measuredIn space: AffineTransform) {
        guard space != state.transform else {
            stroke(path, with: paint, style: style, geometry: state.transform)
            return
        }
        guard let back = space.inverted else { return }
        stroke(path.applying(state.transform.concatenating(back)), with: paint, style: style, geometry: space)
    }

    /// The stroke of `path`, made in the space `geometry` maps to device pixels (the path is in
    /// that space), painted with `paint` in user space.
    private func stroke(_ path: Path, with paint: Paint, style: StrokeStyle, geometry: AffineTransform) {
        let scale = geometry.maxScale
        guard scale > 0, style.lineWidth > 0, style.lineWidth.isFinite else { return }
        var style = style
        var alpha = 1.0
        let deviceWidth = style.lineWidth * scale
        // The stroker works in Float: a width beyond its range would be infinite there.
        guard Float(deviceWidth).isFinite, Float(style.lineWidth).isFinite else { return }
        if deviceWidth < 1 && !state.antialiased {
            // Sampled at pixel centres a thinner line would break up: it is drawn a pixel wide
            // at its width's fraction of the opacity. Anti-aliased, exact coverage keeps it
            // whole at its width, and fine lines that overlap cover together (a star of 0.26 px
            // strokes was 6.5 levels from a supersampled rendering as hairlines, 1.2 so).
            alpha = deviceWidth
            style.lineWidth = 1 / scale
        }
        // Flatten in user space with a tolerance that is 0.1 px in device space, stroke there
        // (so non-uniform scales shape the stroke), then map the outline to device pixels.
        let tolerance = FlatPath.tolerance / Float(scale)
        flat.flatten(path, transform: .identity, tolerance: tolerance)
        // The outline lies within the box of the path's points grown by the farthest a join
        // or cap reaches (dashes lie on the path): a stroke out of view ends here, before
        // the dasher and the stroker.
        let box = Self.strokeBounds(flat, style: style, transform: geometry)
        if let box, Rasterizer.box(box.lo, box.hi, misses: state.clip) { return }
        var source = flat
        if let pattern = style.effectiveDash {
            Dasher.dash(flat, pattern: pattern, phase: style.dashPhase, into: &dashed)
            source = dashed
        }
        guard !source.points.isEmpty else { return }
        let saved = state.opacity
        state.opacity *= alpha
        defer { state.opacity = saved }
        // A stroke whose rows are mostly above or below the clip's is cut to the segments near
        // them (`FlatPath.keepSegments`). The margin is its joins' and caps' reach, the
        // distance a cut's inner corner may lie from its vertex, and a pixel.
        var nearRows: (top: Float, bottom: Float)? = nil
        if cutsStrokesToClip, let box, Float(state.clip.height) < (box.hi.y - box.lo.y) / 2 {
            let margin =
                Float((Self.strokeReach(source, style: style) + FlatPath.cutCornerReach * style.lineWidth / 2) * scale)
                + 1
            let top = Float(state.clip.y) - margin, bottom = Float(state.clip.maxY) + margin
            if margin.isFinite && bottom - top < (box.hi.y - box.lo.y) / 2 { nearRows = (top, bottom) }
        }
        func draw<S: SpanSink>(_ sink: inout S) {
            strokeOutline(
                path, source, style: style, geometry: geometry, tolerance: tolerance,
                nearRows: nearRows, into: &sink)
        }
        let bounds = state.clipMask == nil ? nil : box.map { Self.pixelBounds($0.lo, $0.hi) }
        switch solidSink(for: paint, within: bounds) {
        case .solid(var sink):
            if state.antialiased {
                draw(&sink)
            } else {
                var a = AliasedSink(base: sink, scratch: aliasScratch)
                draw(&a)
            }
        case .none: break
        case .other:
            guard var sink = makePaintSink(paint, within: bounds) else { break }
            if state.antialiased {
                draw(&sink)
            } else {
                var a = AliasedSink(base: sink, scratch: aliasScratch)
                draw(&a)
            }
        }
    }

    /// The outline of the stroke of `path` (flattened and dashed: `source`) to `sink`: the
    /// stroker's polygons, filled like any path (its straight sides a band of rows too), or
    /// as the union of its subpaths where they may overlap (`fillUnion`).
    private func strokeOutline<S: SpanSink>(
        _ path: Path, _ source: FlatPath, style: StrokeStyle, geometry: AffineTransform,
        tolerance: Float, nearRows rows: (top: Float, bottom: Float)?, into sink: inout S
    ) {
        if style.effectiveDash == nil, let ring = Self.rectangleRing(path, style: style, transform: geometry) {
            rasterizer.fillRectRing(outer: ring.outer, inner: ring.inner, clip: state.clip, into: &sink)
            return
        }
        stroker.reset(style: style, transform: geometry, tolerance: tolerance)
        if state.antialiased, unitesOverlappingSubpaths,
            Self.subpathsMayOverlap(flat, reach: Float(Self.strokeReach(style)), boxes: &unionScratch.boxes)
        {
            // Its subpaths are united as wholes: none is cut.
            stroker.stroke(source, into: &outline)
            fillUnion(&outline, into: &sink)
            return
        }
        if let rows, nearClip.keepSegments(of: source, nearRows: rows.top, rows.bottom, transform: geometry) {
            stroker.stroke(nearClip, into: &outline)
        } else {
            stroker.stroke(source, into: &outline)
        }
        rasterizer.fill(outline, rule: .nonZero, clip: state.clip, into: &sink)
    }
}
