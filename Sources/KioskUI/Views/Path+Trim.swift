import KioskRaster

// `trimmedPath(from:to:)` and `Shape.trim`: the part of an outline between two fractions of its
// length, as progress rings draw it. Lines are cut exactly; curves are cut at the parameter
// where their measured length reaches the cut, and the piece between is the same curve
// (de Casteljau), so a trimmed circle stays as round as the whole one.

extension Path {
    /// The part of the path between `from` and `to`, as fractions (0 to 1) of its length; the
    /// subpaths count one after another. Empty when `to` is not after `from`.
    public func trimmedPath(from: Double, to: Double) -> Path {
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard end > start else { return Path() }
        let pieces = TrimPiece.pieces(of: self)
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        if start == 0, end == 1 { return self }
        let (a, b) = (start * total, end * total)
        var out = Path()
        var travelled = 0.0
        var lastEnd: Point?
        for piece in pieces {
            defer { travelled += piece.length }
            let (s0, s1) = (travelled, travelled + piece.length)
            guard s1 > a, s0 < b, piece.length > 0 else { continue }
            let t0 = piece.parameter(atLength: max(a, s0) - s0)
            let t1 = piece.parameter(atLength: min(b, s1) - s0)
            let cut = piece.segment(from: t0, to: t1)
            // Pieces that follow one another stay one subpath.
            if lastEnd != cut.start || piece.startsSubpath { out.move(to: cut.start) }
            cut.append(to: &out)
            lastEnd = cut.end
        }
        return out
    }
}

/// One drawn segment of a path (a line or a curve, closing lines included), with its length
/// measured along it.
struct TrimPiece {
    enum Kind {
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)
    }
    let kind: Kind
    let startsSubpath: Bool
    /// Cumulative lengths at evenly spaced parameters (curves only), for finding where a length falls.
    let table: [Double]
    let length: Double

    static let samples = 32

    init(_ kind: Kind, startsSubpath: Bool) {
        self.kind = kind
        self.startsSubpath = startsSubpath
        switch kind {
        case .line(let a, let b):
            table = []
            length = Self.distance(a, b)
        default:
            var lengths = [0.0]
            var previous = Self.point(kind, at: 0)
            for i in 1...Self.samples {
                let p = Self.point(kind, at: Double(i) / Double(Self.samples))
                lengths.append(lengths[i - 1] + Self.distance(previous, p))
                previous = p
            }
            table = lengths
            length = lengths[Self.samples]
        }
    }

    static func pieces(of path: Path) -> [TrimPiece] {
        var pieces: [TrimPiece] = []
        var current = Point.zero, subpathStart = Point.zero
        var fresh = true
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                fresh = true
            case .line(let p):
                pieces.append(TrimPiece(.line(current, p), startsSubpath: fresh))
                current = p
                fresh = false
            case .quad(let c, let p):
                pieces.append(TrimPiece(.quad(current, c, p), startsSubpath: fresh))
                current = p
                fresh = false
            case .cubic(let c1, let c2, let p):
                pieces.append(TrimPiece(.cubic(current, c1, c2, p), startsSubpath: fresh))
                current = p
                fresh = false
            case .close:
                if current != subpathStart {
                    pieces.append(TrimPiece(.line(current, subpathStart), startsSubpath: fresh))
                }
                current = subpathStart
                fresh = true
            }
        }
        return pieces
    }

    /// The parameter (0 to 1) at which the length from the start reaches `s`.
    func parameter(atLength s: Double) -> Double {
        guard length > 0 else { return 0 }
        if table.isEmpty { return min(1, max(0, s / length)) }
        var i = 1
        while i < table.count - 1, table[i] < s { i += 1 }
        let (l0, l1) = (table[i - 1], table[i])
        let f = l1 > l0 ? (s - l0) / (l1 - l0) : 0
        return min(1, max(0, (Double(i - 1) + f) / Double(Self.samples)))
    }

    /// The piece between parameters `t0` and `t1`.
    func segment(from t0: Double, to t1: Double) -> TrimPiece {
        switch kind {
        case .line(let a, let b):
            return TrimPiece(.line(Self.mix(a, b, t0), Self.mix(a, b, t1)), startsSubpath: false)
        case .quad(let p0, let p1, let p2):
            let (_, right) = Self.split(quad: (p0, p1, p2), at: t0)
            let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
            let (left, _) = Self.split(quad: right, at: local)
            return TrimPiece(.quad(left.0, left.1, left.2), startsSubpath: false)
        case .cubic(let p0, let p1, let p2, let p3):
            let (_, right) = Self.split(cubic: (p0, p1, p2, p3), at: t0)
            let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
            let (left, _) = Self.split(cubic: right, at: local)
            return TrimPiece(.cubic(left.0, left.1, left.2, left.3), startsSubpath: false)
        }
    }

    var start: Point {
        switch kind {
        case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): a
        }
    }
    var end: Point {
        switch kind {
        case .line(_, let b), .quad(_, _, let b), .cubic(_, _, _, let b): b
        }
    }

    func append(to path: inout Path) {
        switch kind {
        case .line(_, let b): path.addLine(to: b)
        case .quad(_, let c, let b): path.addQuadCurve(to: b, control: c)
        case .cubic(_, let c1, let c2, let b): path.addCurve(to: b, control1: c1, control2: c2)
        }
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
    static func mix(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    static func point(_ kind: Kind, at t: Double) -> Point {
        switch kind {
        case .line(let a, let b): return mix(a, b, t)
        case .quad(let p0, let p1, let p2): return mix(mix(p0, p1, t), mix(p1, p2, t), t)
        case .cubic(let p0, let p1, let p2, let p3):
            let a = mix(p0, p1, t), b = mix(p1, p2, t), c = mix(p2, p3, t)
            return mix(mix(a, b, t), mix(b, c, t), t)
        }
    }

    static func split(quad q: (Point, Point, Point), at t: Double) -> ((Point, Point, Point), (Point, Point, Point)) {
        let a = mix(q.0, q.1, t), b = mix(q.1, q.2, t), m = mix(a, b, t)
        return ((q.0, a, m), (m, b, q.2))
    }

    static func split(
        cubic c: (Point, Point, Point, Point), at t: Double
    ) -> (
        (Point, Point, Point, Point), (Point, Point, Point, Point)
    ) {
        let a = mix(c.0, c.1, t), b = mix(c.1, c.2, t), d = mix(c.2, c.3, t)
        let e = mix(a, b, t), f = mix(b, d, t), m = mix(e, f, t)
        return ((c.0, a, e, m), (m, f, d, c.3))
    }
}

/// A shape drawn only between two fractions of its outline's length (`Shape.trim`).
package struct TrimmedShape<Base: Shape>: Shape {
    var base: Base
    var from: Double, to: Double
    /// The fractions and the base shape's own: a ring's progress sweeps along the ring.
    public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, Base.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), base.animatableData) }
        set { (from, to, base.animatableData) = (newValue.first.first, newValue.first.second, newValue.second) }
    }
    public func path(in rect: Rect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
}

extension Shape {
    /// The shape's outline between `startFraction` and `endFraction` of its length (0 to 1),
    /// from where its path starts: a circle's at its trailing point, turning clockwise on screen.
    public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> some Shape {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}
