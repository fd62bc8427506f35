/// A 2-D affine transform, `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty` (CoreGraphics' layout).
/// Composition follows CoreGraphics too: `t.concatenating(u)` applies `t` first, then `u`.
public struct AffineTransform: Hashable, Sendable {
    /// The matrix: `a` and `b` scale and shear x, `c` and `d` y, `tx` and `ty` translate.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    /// A transform from its six coefficients, as CoreGraphics orders them.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A translation by `x` and `y`.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale by `sx` across and `sy` down, about the origin.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians; positive turns clockwise on screen (y grows downwards).
    public init(rotationAngle angle: Double) {
        let (s, co) = (sin(angle), cos(angle))
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == .identity }
    /// True when the transform only scales and translates (rectangles stay axis-aligned).
    public var isAxisAligned: Bool { b == 0 && c == 0 }
    /// True when the transform only turns, scales evenly, mirrors and moves: lengths scale
    /// alike in every direction, so a stroke's width can be scaled with its outline.
    package var isSimilarity: Bool {
        let sx = a * a + b * b, sy = c * c + d * d
        return sx > 0 && abs(sx - sy) <= 1e-9 * sx && abs(a * c + b * d) <= 1e-9 * sx
    }
    /// The factor by which the transform scales areas (negative when it mirrors).
    public var determinant: Double { a * d - b * c }

    /// `self` followed by `t`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    /// This transform after a translation by `x` and `y`: the translation applies first.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// This transform after a scale by `x` and `y`: the scale applies first.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }
    /// This transform after a rotation by `angle` radians: the rotation applies first.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or nil for a singular transform (zero scale).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The point `p` transformed.
    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
    /// The bounding box of a transformed rectangle.
    public func apply(_ r: Rect) -> Rect {
        // The four corners without arrays: this runs for every rectangle drawn.
        let p0 = apply(Point(x: r.minX, y: r.minY)), p1 = apply(Point(x: r.maxX, y: r.minY))
        let p2 = apply(Point(x: r.minX, y: r.maxY)), p3 = apply(Point(x: r.maxX, y: r.maxY))
        let x0 = min(min(p0.x, p1.x), min(p2.x, p3.x)), x1 = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let y0 = min(min(p0.y, p1.y), min(p2.y, p3.y)), y1 = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// The largest factor by which this transform stretches a length (for stroke widths and tolerances).
    public var maxScale: Double {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return max(sx, sy)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
