/// A 3x3 projective transform of the plane, as SwiftUI's: a point `(x, y)` maps to
/// `(x', y') / w` where `[x' y' w] = [x y 1] * m`. The affine transforms are those whose third
/// column is `(0, 0, 1)`; the others draw a plane seen in perspective (`rotation3DEffect`).
/// Composition follows `AffineTransform`: `t.concatenating(u)` applies `t` first, then `u`.
public struct ProjectionTransform: Hashable, Sendable {
    /// The first row: what `x` contributes to `x'`, `y'` and `w`.
    public var m11: Double = 1, m12: Double = 0, m13: Double = 0
    /// The second row: what `y` contributes.
    public var m21: Double = 0, m22: Double = 1, m23: Double = 0
    /// The third row: the translation, and the constant part of `w`.
    public var m31: Double = 0, m32: Double = 0, m33: Double = 1

    /// The identity.
    public init() {}

    /// The transform equal to `m`.
    public init(_ m: AffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// A transform from its nine coefficients, row by row.
    package init(
        _ m11: Double, _ m12: Double, _ m13: Double, _ m21: Double, _ m22: Double, _ m23: Double, _ m31: Double,
        _ m32: Double, _ m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// Whether every point stays where it is.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (parallel lines stay parallel).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine transform equal to this one, when it is affine.
    package var affine: AffineTransform? {
        isAffine ? AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) : nil
    }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = self, b = rhs
        return ProjectionTransform(
            a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The determinant of the matrix: zero when the transform folds the plane onto a line.
    package var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Inverts the transform in place; false (and unchanged) when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        let r = 1 / det
        self = ProjectionTransform(
            (m22 * m33 - m23 * m32) * r, (m13 * m32 - m12 * m33) * r, (m12 * m23 - m13 * m22) * r,
            (m23 * m31 - m21 * m33) * r, (m11 * m33 - m13 * m31) * r, (m13 * m21 - m11 * m23) * r,
            (m21 * m32 - m22 * m31) * r, (m12 * m31 - m11 * m32) * r, (m11 * m22 - m12 * m21) * r)
        return true
    }

    /// The inverse; the transform itself when it has none (as SwiftUI's).
    public func inverted() -> ProjectionTransform {
        var t = self
        t.invert()
        return t
    }

    /// The homogeneous image of `p`: divide `x` and `y` by `w` for the point, which lies in
    /// front of the viewer only where `w` is positive.
    package func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (m11 * p.x + m21 * p.y + m31, m12 * p.x + m22 * p.y + m32, m13 * p.x + m23 * p.y + m33)
    }

    /// The points of `rect` that land in front of the viewer (`w` at least `minW`), as the
    /// polygon they map to, in order: the rectangle's corners, with the cuts where a plane
    /// turned towards the viewer crosses the horizon. Empty when nothing of it is visible.
    package func visibleOutline(of rect: Rect, minW: Double = 1e-3) -> [Point] {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ]
        var out: [Point] = []
        out.reserveCapacity(6)
        for i in 0..<4 {
            let a = homogeneous(corners[i]), b = homogeneous(corners[(i + 1) & 3])
            if a.w >= minW { out.append(Point(x: a.x / a.w, y: a.y / a.w)) }
            // The edge crosses w = minW: the point there, linear in homogeneous coordinates.
            if (a.w >= minW) != (b.w >= minW) {
                let t = (minW - a.w) / (b.w - a.w)
                let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
                out.append(Point(x: x / minW, y: y / minW))
            }
        }
        return out
    }

    /// The bounding box of what `rect` maps to in front of the viewer (`.zero` for nothing).
    package func apply(_ rect: Rect) -> Rect {
        let outline = visibleOutline(of: rect)
        guard let first = outline.first else { return .zero }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in outline.dropFirst() {
            (x0, x1) = (min(x0, p.x), max(x1, p.x))
            (y0, y1) = (min(y0, p.y), max(y1, p.y))
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension ProjectionTransform {
    /// `self` followed by the affine `t`.
    package func concatenating(_ t: AffineTransform) -> ProjectionTransform {
        concatenating(ProjectionTransform(t))
    }
}

extension Point {
    /// The point mapped by `m` (SwiftUI's `CGPoint.applying(_:)`); behind the viewer (`w` not
    /// positive) it is divided all the same, as SwiftUI does.
    public func applying(_ m: ProjectionTransform) -> Point {
        let h = m.homogeneous(self)
        return Point(x: h.x / h.w, y: h.y / h.w)
    }
}
