/// The rows of a flattened shape that only two vertical edges of opposite direction cross:
/// the straight sides of a rounded rectangle, a capsule standing up, a rectangle. Inside them
/// the shape is a rectangle with fractional left and right edges, whatever the fill rule
/// (the winding between the two is one, outside zero).
///
/// The cells of those rows would give each edge pixel 1 - frac(left) and frac(right) and a
/// full run between; `Rasterizer.fillRect` computes the same values from the same floats, so
/// the pixels are identical (the differential test holds both to that).
struct VerticalBand {
    var left: Float
    var right: Float
    var rows: Range<Int>

    /// Bands shorter than this are not worth the second pass over the edges.
    static let minimumRows = 2

    init?(_ flat: FlatPath) {
        let pts = flat.points
        // The two longest vertical edges, by the index of their end point.
        var first = -1, second = -1
        var firstLength: Float = 0, secondLength: Float = 0
        for sub in flat.subpaths where sub.range.count >= 2 {
            var prev = pts[sub.range.upperBound - 1]
            for i in sub.range {
                let p = pts[i]
                // What the rasteriser would skip (non-finite, far out) is not a side.
                guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { return nil }
                if p.x == prev.x {
                    let length = abs(p.y - prev.y)
                    if length > firstLength {
                        second = first; secondLength = firstLength
                        first = i; firstLength = length
                    } else if length > secondLength {
                        second = i; secondLength = length
                    }
                }
                prev = p
            }
        }
        guard first >= 0, second >= 0, secondLength >= Float(Self.minimumRows) else { return nil }
        let (a0, a1) = (Self.start(of: first, in: flat), pts[first])
        let (b0, b1) = (Self.start(of: second, in: flat), pts[second])
        // Opposite directions, apart: one side goes down, the other up.
        guard (a1.y > a0.y) != (b1.y > b0.y), a1.x != b1.x else { return nil }
        let top = max(min(a0.y, a1.y), min(b0.y, b1.y)).ceilInt
        let bottom = min(max(a0.y, a1.y), max(b0.y, b1.y)).floorInt
        guard bottom - top >= Self.minimumRows else { return nil }
        // No other edge may reach into those rows (edges that only touch their top or bottom
        // line are fine; horizontal edges deposit nothing).
        let (yTop, yBottom) = (Float(top), Float(bottom))
        for sub in flat.subpaths where sub.range.count >= 2 {
            var prev = pts[sub.range.upperBound - 1]
            for i in sub.range {
                let p = pts[i]
                if i != first && i != second && p.y != prev.y && max(p.y, prev.y) > yTop && min(p.y, prev.y) < yBottom {
                    return nil
                }
                prev = p
            }
        }
        left = min(a1.x, b1.x)
        right = max(a1.x, b1.x)
        rows = top..<bottom
    }

    /// The point an edge starts from: the previous point of its subpath (the last one for the first).
    private static func start(of end: Int, in flat: FlatPath) -> SIMD2<Float> {
        let sub = flat.subpaths.first { $0.range.contains(end) }!
        return flat.points[end == sub.range.lowerBound ? sub.range.upperBound - 1 : end - 1]
    }
}
