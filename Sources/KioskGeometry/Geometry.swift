// KioskGeometry: the coordinate types every other module shares.
//
// Layout works in logical points (`Point`, `Size`, `Rect`, `EdgeInsets`, `AffineTransform`);
// buffers and damage work in device pixels (`PixelRect`, `Region`). pixels = points x scale.
// Keeping the two in distinct types means no bare number crosses a module boundary as a
// coordinate, and a forgotten scale factor is a type error rather than a half-size screen.

/// A location in logical points (y grows downwards, as on screen).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double
    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The origin.
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(x), \(y))" }

    /// The sum of two points, component by component.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The difference of two points, component by component.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// The point scaled by `s` about the origin.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// Euclidean length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }
}

/// A width and height in logical points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double
    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)x\(height)" }
}

/// Insets on each edge in logical points; leading/trailing follow the layout direction.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from each edge, in points.
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    /// Insets on each edge; those not given are zero.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// The same inset on all four edges.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
    /// The leading and trailing insets together.
    public var horizontal: Double { leading + trailing }
    /// The top and bottom insets together.
    public var vertical: Double { top + bottom }
}

/// An axis-aligned rectangle in logical points. A negative size is normalised by `standardized`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner the size extends from (the top-leading one when the size is positive).
    public var origin: Point
    /// The width and height; either may be negative before `standardized`.
    public var size: Size
    /// A rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    /// A rectangle from its origin's coordinates and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var description: String { "Rect(\(origin.x), \(origin.y), \(size.width)x\(size.height))" }

    /// The smallest x inside the rectangle, whatever the sign of its width.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The smallest y inside the rectangle, whatever the sign of its height.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest x of the rectangle's edge.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The largest y of the rectangle's edge.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x of the rectangle's centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the rectangle's centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, never negative.
    public var width: Double { abs(size.width) }
    /// The height, never negative.
    public var height: Double { abs(size.height) }
    /// The rectangle's centre.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }
    /// The same rectangle with a positive width and height.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// Whether `p` lies inside: the minimum edges count as inside, the maximum ones do not.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    /// True when `r` lies entirely inside (edges may touch).
    public func contains(_ r: Rect) -> Bool { r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY }
    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (never below zero size).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
    /// The rectangle shrunk by `e` on each edge (never below zero size).
    public func inset(by e: EdgeInsets) -> Rect {
        Rect(
            x: minX + e.leading, y: minY + e.top,
            width: max(0, width - e.horizontal), height: max(0, height - e.vertical))
    }
    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    /// The smallest rectangle that holds both; an empty rectangle adds nothing.
    public func union(_ r: Rect) -> Rect {
        if isEmpty { return r }
        if r.isEmpty { return self }
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return Rect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }
    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ r: Rect) -> Rect? {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
        let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
    /// Whether the two rectangles overlap (touching edges do not).
    public func intersects(_ r: Rect) -> Bool { intersection(r) != nil }
}
