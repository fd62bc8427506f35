/// Cuts flattened polylines into dashes: the on-intervals of a repeating pattern of lengths,
/// starting `phase` units into the pattern. Vertices inside a dash keep their corner flags so
/// joins are drawn as in the undashed stroke.
enum Dasher {
    /// More dashes than this on one subpath (a pattern far finer than the path is long, or
    /// coordinates at the edge of Float) and the subpath is stroked solid: on screen it would
    /// read as a line anyway, and a hostile SVG cannot make millions of dashes (found by
    /// fuzzing: a 5e88-long arc with a 3-unit pattern never finished).
    static let maximumDashes: Float = 100_000

    static func dash(_ flat: FlatPath, pattern: [Double], phase: Double, into out: inout FlatPath) {
        out.reset()
        let total = pattern.reduce(0, +)
        guard total > 0 else { return }
        for sub in flat.subpaths {
            // Slices of the subpath, not copies (a copy per subpath was two allocations a dash
            // pattern's draw call could do without).
            let pts = ZeroBased(flat.points[sub.range]), corners = ZeroBased(flat.isCorner[sub.range])
            guard pts.count >= 2 else { continue }
            var pathLength: Float = 0
            for i in 0..<(sub.closed ? pts.count : pts.count - 1) {
                pathLength += length(pts[(i + 1) % pts.count] - pts[i])
            }
            guard pathLength.isFinite else { continue }
            if pathLength / Float(total) > Self.maximumDashes {
                let start = out.points.count
                out.points.append(contentsOf: pts.slice)
                out.isCorner.append(contentsOf: corners.slice)
                out.subpaths.append((start..<out.points.count, sub.closed))
                continue
            }
            // Position in the pattern, restarted for each subpath (SVG's rule).
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            var index = 0
            // Past the dashes the phase has used up; a dash of zero length where the phase
            // stops is kept (a dot with round or square caps, at the very start of the path).
            while offset > pattern[index] || (offset == pattern[index] && pattern[index] > 0) {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var remaining = Float(pattern[index] - offset)
            var on = index % 2 == 0
            var start = -1
            func begin(_ p: SIMD2<Float>) {
                start = out.points.count
                out.points.append(p)
                out.isCorner.append(true)
            }
            func end() {
                if start >= 0 && out.points.count - start >= 2 {
                    out.subpaths.append((start..<out.points.count, false))
                } else if start >= 0 {
                    out.points.removeLast(out.points.count - start)
                    out.isCorner.removeLast(out.isCorner.count - start)
                }
                start = -1
            }
            if on { begin(pts[0]) }
            let segCount = sub.closed ? pts.count : pts.count - 1
            for i in 0..<segCount {
                var a = pts[i]
                let b = pts[(i + 1) % pts.count]
                var segLen = length(b - a)
                while segLen > 0 {
                    if remaining >= segLen {
                        remaining -= segLen
                        if on {
                            out.points.append(b)
                            out.isCorner.append(corners[(i + 1) % pts.count])
                        }
                        segLen = 0
                    } else {
                        let p = a + (b - a) * (remaining / segLen)
                        segLen -= remaining
                        a = p
                        if on {
                            out.points.append(p)
                            out.isCorner.append(true)
                            end()
                        } else {
                            begin(p)
                        }
                        on.toggle()
                        index = (index + 1) % pattern.count
                        remaining = Float(pattern[index])
                    }
                }
            }
            end()
        }
    }
}

/// An array slice read from index 0, as an array of its own would be.
private struct ZeroBased<Element> {
    let slice: ArraySlice<Element>
    init(_ slice: ArraySlice<Element>) { self.slice = slice }
    var count: Int { slice.count }
    @inline(__always) subscript(i: Int) -> Element { slice[slice.startIndex + i] }
}
