#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A 4x4 transform of space, as Core Animation's (which `import SwiftUI` brings on Apple
/// platforms): a point `[x y z 1]` maps to `[x' y' z' w] = [x y z 1] * m`, divided by `w`.
/// SwiftUI code builds one to turn a view in perspective (`m34` for the camera, then
/// `CATransform3DRotate`) and draws through it with `ProjectionTransform(_:)`.
public struct CATransform3D: Hashable, Sendable {
    /// The first row: what `x` contributes to `x'`, `y'`, `z'` and `w`.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// The second row: what `y` contributes.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// The third row: what `z` contributes (`m34` sets the perspective).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// The fourth row: the translation, and the constant part of `w`.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// A transform from its sixteen entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double, m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double, m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[Double]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows, y = b.rows
    var out = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 { out[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j] }
    }
    return CATransform3D(rows: out)
}

/// A translation by `tx`, `ty` and `tz`.
public func CATransform3DMakeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `sx`, `sy` and `sz`.
public func CATransform3DMakeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A turn by `angle` radians about the axis `(x, y, z)`; the identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3D() }
    let (x, y, z) = (x / length, y / length, z / length)
    let (s, c) = (sin(angle), cos(angle))
    let k = 1 - c
    // Row vectors: about z this is `CGAffineTransform(rotationAngle:)`, clockwise on screen.
    return CATransform3D(
        m11: k * x * x + c, m12: k * x * y + z * s, m13: k * x * z - y * s, m14: 0,
        m21: k * x * y - z * s, m22: k * y * y + c, m23: k * y * z + x * s, m24: 0,
        m31: k * x * z + y * s, m32: k * y * z - x * s, m33: k * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` after a translation by `tx`, `ty` and `tz`: the translation applies first.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` after a scale by `sx`, `sy` and `sz`: the scale applies first.
public func CATransform3DScale(_ t: CATransform3D, _ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` after a turn by `angle` radians about `(x, y, z)`: the turn applies first.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: Double, _ x: Double, _ y: Double, _ z: Double
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` itself when it has none (as Core Animation's).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss-Jordan elimination with partial pivoting.
    var a = t.rows
    var inv: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    for col in 0..<4 {
        var pivot = col
        for r in (col + 1)..<4 where abs(a[r][col]) > abs(a[pivot][col]) { pivot = r }
        guard abs(a[pivot][col]) > 1e-12 else { return t }
        a.swapAt(col, pivot)
        inv.swapAt(col, pivot)
        let p = a[col][col]
        for j in 0..<4 {
            a[col][j] /= p
            inv[col][j] /= p
        }
        for r in 0..<4 where r != col {
            let f = a[r][col]
            guard f != 0 else { continue }
            for j in 0..<4 {
                a[r][j] -= f * a[col][j]
                inv[r][j] -= f * inv[col][j]
            }
        }
    }
    return CATransform3D(rows: inv)
}

extension ProjectionTransform {
    /// The transform `m` does to the plane z = 0, seen along z (SwiftUI's: z dropped).
    public init(_ m: CATransform3D) {
        self.init(m.m11, m.m12, m.m14, m.m21, m.m22, m.m24, m.m41, m.m42, m.m44)
    }
}
