import KioskGeometry

/// A vector path: subpaths of lines and Bézier curves, in any coordinate space (points or pixels).
///
/// A value type; building appends to arrays, so building a path allocates, but a path kept
/// across frames costs nothing to draw again.
public struct Path: Hashable, Sendable {
    package enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case cubic(Point, Point, Point)
        case close
    }

    package private(set) var elements: [Element] = []
    /// Start of the current subpath, where `close` returns to.
    private var subpathStart = Point.zero
    private var current: Point?
    /// The rounded rectangle (or rectangle) this path is, when `addRoundedRect` or `addRect`
    /// made it whole and nothing was added since: the fill finds its straight sides from
    /// this instead of searching its edges (`VerticalBand`). Not part of the path's value.
    private(set) var roundedRect: RoundedRectShape?

    /// An empty path.
    public init() {}
    /// A path that `build` adds to.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The rectangle this path is, when it is one axis-aligned rectangle (four corners in
    /// order, closed): clips and fills can then take their rectangle paths.
    package var axisAlignedRect: Rect? {
        // At most five points (the fifth repeating the first), read without an array: this is
        // asked on every stroke, and an array was three allocations each time.
        guard elements.count >= 4, elements.count <= 6 else { return nil }
        var p = (Point.zero, Point.zero, Point.zero, Point.zero, Point.zero)
        var count = 0
        for (i, e) in elements.enumerated() {
            let q: Point
            switch e {
            case let .move(m) where i == 0: q = m
            case let .line(l): q = l
            case .close where i == elements.count - 1: continue
            default: return nil
            }
            switch count {
            case 0: p.0 = q
            case 1: p.1 = q
            case 2: p.2 = q
            case 3: p.3 = q
            case 4: p.4 = q
            default: return nil
            }
            count += 1
        }
        if count == 5, p.4 == p.0 { count = 4 }
        guard count == 4 else { return nil }
        let (a, b, c, d) = (p.0, p.1, p.2, p.3)
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return nil }
        let minX = min(a.x, c.x), maxX = max(a.x, c.x), minY = min(a.y, c.y), maxY = max(a.y, c.y)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    /// The end of the last element added, or nil for an empty path.
    public var currentPoint: Point? { current }

    /// Marks the path as `shape`, which it now is whole.
    mutating func mark(_ shape: RoundedRectShape) { roundedRect = shape }

    /// Room for `count` elements when the path is still empty (a shape made whole): an array
    /// grown one append at a time reallocated four times for a rounded rectangle. (Reserving
    /// on a path that already has elements would give up the array's doubling, and a path of
    /// many shapes would be copied once per shape.)
    mutating func reserveForShape(_ count: Int) {
        if elements.isEmpty { elements.reserveCapacity(count) }
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        elements.append(.move(p))
        subpathStart = p
        current = p
        roundedRect = nil
    }
    package mutating func line(to p: Point) {
        if current == nil {
            move(to: p)
            return
        }
        elements.append(.line(p))
        current = p
        roundedRect = nil
    }
    package mutating func quad(to p: Point, control c: Point) {
        if current == nil { move(to: c) }
        elements.append(.quad(c, p))
        current = p
        roundedRect = nil
    }
    package mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        if current == nil { move(to: c1) }
        elements.append(.cubic(c1, c2, p))
        current = p
        roundedRect = nil
    }
    package mutating func close() {
        guard current != nil else { return }
        if case .close? = elements.last { return }
        elements.append(.close)
        current = subpathStart
        roundedRect = nil
    }

    /// Appends every element of `other`.
    package mutating func add(_ other: Path) {
        for e in other.elements { append(e) }
    }

    mutating func append(_ e: Element) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): line(to: p)
        case .quad(let c, let p): quad(to: p, control: c)
        case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
        case .close: close()
        }
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.line(to: t.apply(p))
            case .quad(let c, let p): out.quad(to: t.apply(p), control: t.apply(c))
            case .cubic(let c1, let c2, let p): out.cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.close()
            }
        }
        return out
    }

    /// Bounds of all points including control points (a cheap, conservative box).
    package var controlBounds: Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p):
                add(c)
                add(p)
            case .cubic(let c1, let c2, let p):
                add(c1)
                add(c2)
                add(p)
            case .close: break
            }
        }
        return x0 <= x1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }
    public func hash(into h: inout Hasher) { h.combine(elements) }
}
