import KioskGeometry
import KioskRaster

/// Distances along a path (`<textPath>` sets glyphs along one): the path as a polyline in
/// user space, its curves cut into short chords, with the length run up to each point. A
/// glyph is placed to a small fraction of a unit of where the curve lies.
struct SVGPathMeasure {
    /// The polyline's points and the length along the path at each; a move starts a new
    /// piece without adding length.
    private(set) var points: [Point] = []
    private(set) var lengths: [Double] = []
    /// Where each piece starts (a move).
    private var starts: Set<Int> = []

    /// Chords per curve: enough for glyphs on a circle of any size a screen shows, each
    /// chord's sag below a hundredth of the radius.
    static let chords = 32

    init(_ path: Path) {
        var current = Point(x: 0, y: 0), start = current
        var total = 0.0
        func add(_ p: Point, moving: Bool = false) {
            if moving || points.isEmpty {
                starts.insert(points.count)
            } else {
                let last = points[points.count - 1]
                total += ((p.x - last.x) * (p.x - last.x) + (p.y - last.y) * (p.y - last.y)).squareRoot()
            }
            points.append(p)
            lengths.append(total)
            current = p
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                add(p, moving: true)
                start = p
            case .line(let p): add(p)
            case .quad(let c, let p):
                let p0 = current
                for i in 1...Self.chords {
                    let t = Double(i) / Double(Self.chords), u = 1 - t
                    add(
                        Point(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubic(let c1, let c2, let p):
                let p0 = current
                for i in 1...Self.chords {
                    let t = Double(i) / Double(Self.chords), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(Point(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close: add(start)
            }
        }
    }

    var length: Double { lengths.last ?? 0 }

    /// The same path run the other way (SVG 2's `side="right"` on a text path): the last
    /// piece first, each from its end to its start.
    var reversed: SVGPathMeasure {
        var path = Path()
        var end = points.count
        for start in starts.sorted(by: >) {
            let piece = points[start..<end]
            if let first = piece.last { path.move(to: first) }
            for p in piece.reversed().dropFirst() { path.line(to: p) }
            end = start
        }
        return SVGPathMeasure(path)
    }

    /// The point at `distance` along the path and the direction there (radians from the x
    /// axis); nil off either end, where SVG draws no glyph.
    func position(at distance: Double) -> (point: Point, angle: Double)? {
        guard distance.isFinite, distance >= 0, distance <= length, points.count >= 2 else { return nil }
        // The first point at or past the distance, by halves.
        var lo = 1, hi = lengths.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if lengths[mid] < distance { lo = mid + 1 } else { hi = mid }
        }
        var i = lo
        // A piece's first point has no chord before it: take the next one.
        while i < points.count - 1, starts.contains(i) || lengths[i] == lengths[i - 1] { i += 1 }
        guard !starts.contains(i) else { return nil }
        let a = points[i - 1], b = points[i]
        let span = lengths[i] - lengths[i - 1]
        let f = span > 0 ? min(1, max(0, (distance - lengths[i - 1]) / span)) : 0
        return (Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), atan2(b.y - a.y, b.x - a.x))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
