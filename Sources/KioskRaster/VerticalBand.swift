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

    /// The band of `flat`, if it has one. `checked`: every point is known to be finite and
    /// within the rasteriser's range (the fill tested the box of the points), so the scan
    /// need not test each one again.
    init?(_ flat: FlatPath, checked: Bool = false) {
        guard let band = flat.points.withUnsafeBufferPointer({ Self.find($0, flat.subpaths, checked: checked) }) else { return nil }
        self = band
    }

    private init(left: Float, right: Float, rows: Range<Int>) {
        self.left = left; self.right = right; self.rows = rows
    }

    private static func find(_ pts: UnsafeBufferPointer<SIMD2<Float>>, _ subpaths: [(range: Range<Int>, closed: Bool)],
                             checked: Bool) -> VerticalBand? {
        // The two longest vertical edges, by the index of their end point.
        var first = -1, second = -1
        var firstLength: Float = 0, secondLength: Float = 0
        for sub in subpaths where sub.range.count >= 2 {
            var prev = pts[sub.range.upperBound - 1]
            for i in sub.range {
                let p = pts[i]
                // What the rasteriser would skip (non-finite, far out) is not a side.
                if !checked {
                    guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { return nil }
                }
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
        let (a0, a1) = (start(of: first, in: pts, subpaths), pts[first])
        let (b0, b1) = (start(of: second, in: pts, subpaths), pts[second])
        // Opposite directions, apart: one side goes down, the other up.
        guard (a1.y > a0.y) != (b1.y > b0.y), a1.x != b1.x else { return nil }
        let top = max(min(a0.y, a1.y), min(b0.y, b1.y)).ceilInt
        let bottom = min(max(a0.y, a1.y), max(b0.y, b1.y)).floorInt
        guard bottom - top >= Self.minimumRows else { return nil }
        // No other edge may reach into those rows (edges that only touch their top or bottom
        // line are fine; horizontal edges deposit nothing).
        let (yTop, yBottom) = (Float(top), Float(bottom))
        for sub in subpaths where sub.range.count >= 2 {
            var prev = pts[sub.range.upperBound - 1]
            for i in sub.range {
                let p = pts[i]
                if i != first && i != second && p.y != prev.y && max(p.y, prev.y) > yTop && min(p.y, prev.y) < yBottom {
                    return nil
                }
                prev = p
            }
        }
        return VerticalBand(left: min(a1.x, b1.x), right: max(a1.x, b1.x), rows: top..<bottom)
    }

    /// The point an edge starts from: the previous point of its subpath (the last one for the first).
    private static func start(of end: Int, in pts: UnsafeBufferPointer<SIMD2<Float>>,
                              _ subpaths: [(range: Range<Int>, closed: Bool)]) -> SIMD2<Float> {
        let sub = subpaths.first { $0.range.contains(end) }!
        return pts[end == sub.range.lowerBound ? sub.range.upperBound - 1 : end - 1]
    }
}
