/// An axis-aligned rectangle in whole device pixels, half-open: it covers columns
/// `x ..< x + width` and rows `y ..< y + height`.
///
/// Its small members are inlinable: every glyph, span and damage rectangle meets several of
/// them, and called across modules each was a call (three in a hundred instructions of a
/// scrolled text's frame).
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    package var x: Int, y: Int, width: Int, height: Int
    @inlinable
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }
    @inlinable
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    package static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)
    package var description: String { "[\(x),\(y) \(width)x\(height)]" }

    @inlinable
    package var maxX: Int { x + width }
    @inlinable
    package var maxY: Int { y + height }
    @inlinable
    package var area: Int { width * height }
    @inlinable
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest pixel rectangle that covers `rect` (logical points) at `scale` pixels per point.
    package init(covering rect: Rect, scale: Double = 1) {
        // Coordinates beyond any screen (an SVG's 1e300) saturate instead of trapping.
        let x0 = Int(saturating: (rect.minX * scale).rounded(.down)),
            y0 = Int(saturating: (rect.minY * scale).rounded(.down))
        let x1 = Int(saturating: (rect.maxX * scale).rounded(.up)),
            y1 = Int(saturating: (rect.maxY * scale).rounded(.up))
        self.init(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The whole pixels inside `rect` (device pixels): those it covers entirely.
    package init(inside rect: Rect) {
        self.init(
            minX: Int(saturating: rect.minX.rounded(.up)), minY: Int(saturating: rect.minY.rounded(.up)),
            maxX: Int(saturating: rect.maxX.rounded(.down)), maxY: Int(saturating: rect.maxY.rounded(.down)))
    }

    @inlinable
    package func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
    @inlinable
    package func contains(_ r: PixelRect) -> Bool {
        r.isEmpty || (r.x >= x && r.y >= y && r.maxX <= maxX && r.maxY <= maxY)
    }
    @inlinable
    package func intersection(_ r: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, r.x), y0 = Swift.max(y, r.y)
        let x1 = Swift.min(maxX, r.maxX), y1 = Swift.min(maxY, r.maxY)
        return x1 > x0 && y1 > y0
            ? PixelRect(minX: x0, minY: y0, maxX: x1, maxY: y1) : PixelRect(x: 0, y: 0, width: 0, height: 0)
    }
    @inlinable
    package func intersects(_ r: PixelRect) -> Bool { !intersection(r).isEmpty }
    @inlinable
    package func union(_ r: PixelRect) -> PixelRect {
        if isEmpty { return r }
        if r.isEmpty { return self }
        return PixelRect(
            minX: Swift.min(x, r.x), minY: Swift.min(y, r.y), maxX: Swift.max(maxX, r.maxX),
            maxY: Swift.max(maxY, r.maxY))
    }
    @inlinable
    package func insetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    @inlinable
    package func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The parts of `self` outside `other`: at most four disjoint rectangles (top, bottom, left, right bands).
    package func subtracting(_ other: PixelRect) -> [PixelRect] {
        let cut = intersection(other)
        if cut.isEmpty { return isEmpty ? [] : [self] }
        var parts: [PixelRect] = []
        if cut.y > y { parts.append(PixelRect(minX: x, minY: y, maxX: maxX, maxY: cut.y)) }
        if cut.maxY < maxY { parts.append(PixelRect(minX: x, minY: cut.maxY, maxX: maxX, maxY: maxY)) }
        if cut.x > x { parts.append(PixelRect(minX: x, minY: cut.y, maxX: cut.x, maxY: cut.maxY)) }
        if cut.maxX < maxX { parts.append(PixelRect(minX: cut.maxX, minY: cut.y, maxX: maxX, maxY: cut.maxY)) }
        return parts
    }
}

extension Int {
    /// The nearest whole number within ±2^40 (far beyond any pixel coordinate, far from
    /// overflowing when added to another), 0 for NaN: a conversion that cannot trap, for
    /// numbers that came from outside.
    package init(saturating value: Double) {
        let limit = Double(1 << 40)
        self = value.isNaN ? 0 : Int(Swift.max(-limit, Swift.min(limit, value)))
    }
}
