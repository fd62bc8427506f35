/// Where a touch lands in a view drawn through a scale, a turn or a geometry effect: the
/// point is taken back through each effect above the view (and the view's own), outermost
/// first, so that a scaled button answers over the area it is drawn on, and a drag in a
/// turned view reports its locations in the view's own coordinates, as SwiftUI does.
extension ViewNode {
    /// The map of root points this node's effect draws its subtree through, or nil.
    var drawnTransform: ProjectionTransform? { primitive?.pointTransform(in: { hitFrame }) }

    /// `p` taken back through this node's own effect only (hit testing walks down and takes
    /// each node's in turn).
    func takenBackThroughOwnEffect(_ p: Point) -> Point { drawnTransform.map { p.applying($0.inverted()) } ?? p }

    /// `p` (root points) taken back through the effects that draw this node: where it lies in
    /// the root coordinates the node is laid out in.
    func untransformed(_ p: Point) -> Point { Self.untransformed(p, through: effectChain) }

    /// The effects drawing this node, innermost first (empty for most views).
    var effectChain: [ProjectionTransform] {
        var chain: [ProjectionTransform] = []
        var node: ViewNode? = self
        while let n = node {
            if let t = n.drawnTransform { chain.append(t) }
            node = n.parent
        }
        return chain
    }

    /// `p` taken back through `chain` (innermost first), outermost effect first.
    static func untransformed(_ p: Point, through chain: [ProjectionTransform]) -> Point {
        var q = p
        for t in chain.reversed() { q = q.applying(t.inverted()) }
        return q
    }
}

extension ProjectionTransform {
    /// `t` applied about `anchor` (root points).
    static func about(_ anchor: Point, _ t: ProjectionTransform) -> ProjectionTransform? {
        guard !t.isIdentity else { return nil }
        return ProjectionTransform(AffineTransform(translationX: -anchor.x, y: -anchor.y)).concatenating(t)
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
    }
}

extension ModifiedView {
    func pointTransform(in frame: () -> Rect) -> ProjectionTransform? {
        switch modifier {
        case .scale(let x, let y, let anchor):
            return .about(anchor.point(in: frame()), ProjectionTransform(AffineTransform(scaleX: x, y: y)))
        case .rotation(let angle, let anchor):
            return .about(anchor.point(in: frame()), ProjectionTransform(AffineTransform(rotationAngle: angle.radians)))
        default: return nil
        }
    }
}

extension GeometryEffectView {
    func pointTransform(in frame: () -> Rect) -> ProjectionTransform? {
        let f = frame()
        return .about(f.origin, effect.effectValue(size: f.size))
    }
}
