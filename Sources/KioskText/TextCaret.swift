/// Caret and selection geometry of one laid-out line: where the caret stands for a
/// position in the text, which position a touch at some x means, and the rectangles that show
/// a selected range. Positions are scalar offsets into `TextLayout.scalars`.
///
/// In mixed-direction text a logical range can be several visual pieces, and the caret before
/// a right-to-left cluster stands on that cluster's right edge. A ligature that covers several
/// characters (`fi`) is divided evenly between them, as browsers do.
package struct CaretGeometry: Sendable {
    /// One cluster's extent on the line, from the line's left edge.
    struct Cluster {
        var start: Int, end: Int
        var minX: Double, maxX: Double
        var isRightToLeft: Bool
    }
    let clusters: [Cluster]  // in logical order
    let lineX: Double
    let textEnd: Int
    let baseIsRightToLeft: Bool

    /// The geometry of line `index` of `layout` (the first: a single-line field's).
    package init(_ layout: TextLayout, line index: Int = 0, isRightToLeft: Bool = false) {
        baseIsRightToLeft = isRightToLeft
        textEnd = layout.scalars.count
        guard layout.lines.indices.contains(index) else {
            clusters = []
            lineX = 0
            return
        }
        let line = layout.lines[index]
        lineX = line.x
        var byStart: [Int: Cluster] = [:]
        for g in line.glyphs where g.glyph.cluster < layout.scalars.count {
            let lo = g.x, hi = g.x + g.glyph.advance
            if var c = byStart[g.glyph.cluster] {
                c.minX = min(c.minX, lo)
                c.maxX = max(c.maxX, hi)
                byStart[g.glyph.cluster] = c
            } else {
                byStart[g.glyph.cluster] = Cluster(
                    start: g.glyph.cluster, end: g.glyph.cluster, minX: lo, maxX: hi, isRightToLeft: g.isRightToLeft)
            }
        }
        var sorted = byStart.values.sorted { $0.start < $1.start }
        for i in sorted.indices { sorted[i].end = i + 1 < sorted.count ? sorted[i + 1].start : line.range.upperBound }
        clusters = sorted
    }

    /// The caret's x (from the layout's left edge) before the character at scalar `offset`;
    /// at the end of the text, after the last one.
    package func caretX(at offset: Int) -> Double {
        guard !clusters.isEmpty else { return lineX }
        if let c = clusters.first(where: { $0.start <= offset && offset < $0.end }) {
            let f = Double(offset - c.start) / Double(max(1, c.end - c.start))
            let x = c.isRightToLeft ? c.maxX - f * (c.maxX - c.minX) : c.minX + f * (c.maxX - c.minX)
            return lineX + x
        }
        // At (or past) the end: the trailing edge of the last character in logical order.
        if offset <= clusters[0].start {
            return lineX + (clusters[0].isRightToLeft ? clusters[0].maxX : clusters[0].minX)
        }
        let last = clusters[clusters.count - 1]
        return lineX + (last.isRightToLeft ? last.minX : last.maxX)
    }

    /// The position among `boundaries` (scalar offsets where a caret may stand, usually the
    /// grapheme boundaries) whose caret is nearest to `x`.
    package func offset(nearestX x: Double, boundaries: [Int]) -> Int {
        var best = boundaries.first ?? 0, bestDistance = Double.infinity
        for b in boundaries {
            let d = abs(caretX(at: b) - x)
            if d < bestDistance {
                best = b
                bestDistance = d
            }
        }
        return best
    }

    /// The horizontal spans (x, width from the layout's left edge) that show `range` selected:
    /// one per visual piece, merged where they touch.
    package func selectionSpans(_ range: Range<Int>) -> [(x: Double, width: Double)] {
        guard !range.isEmpty else { return [] }
        var spans: [(lo: Double, hi: Double)] = []
        for c in clusters where c.start < range.upperBound && range.lowerBound < c.end {
            // Part of a ligature: its share of the cluster.
            let a = caretX(at: max(c.start, range.lowerBound)) - lineX
            let b =
                min(c.end, range.upperBound) == c.end
                ? (c.isRightToLeft ? c.minX : c.maxX)
                : caretX(at: min(c.end, range.upperBound)) - lineX
            spans.append((min(a, b), max(a, b)))
        }
        spans.sort { $0.lo < $1.lo }
        var merged: [(lo: Double, hi: Double)] = []
        for s in spans {
            if let last = merged.last, s.lo <= last.hi + 0.5 {
                merged[merged.count - 1].hi = max(last.hi, s.hi)
            } else {
                merged.append(s)
            }
        }
        return merged.map { (lineX + $0.lo, $0.hi - $0.lo) }
    }
}
