/// Where a touch lands in a view drawn through a scale, a turn or a geometry effect: the
/// point is taken back through each effect above the view (and the view's own), outermost
/// first, so that a scaled button answers over the area it is drawn on, and a drag in a
/// turned view reports its locations in the view's own coordinates, as SwiftUI does.
extension ViewNode {
    /// The map of root points this node's effect draws its subtree through, or nil.
    var drawnTransform: ProjectionTransform? {
        guard let primitive else { return nil }
        switch primitive.effect(in: hitFrame, environment: environment) {
        case .transform(let t, let anchor)?:
            let m = AffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(t)
                .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
            return m.isIdentity ? nil : ProjectionTransform(m)
        case .projection(let t, let origin)?:
            return ProjectionTransform(AffineTransform(translationX: -origin.x, y: -origin.y)).concatenating(t)
                .concatenating(AffineTransform(translationX: origin.x, y: origin.y))
        default: return nil
        }
    }

    /// `p` (root points) taken back through the effects that draw this node: where it lies in
    /// the root coordinates the node is laid out in.
    func untransformed(_ p: Point) -> Point {
        var chain: [ProjectionTransform] = []
        var node: ViewNode? = self
        while let n = node {
            if let t = n.drawnTransform { chain.append(t) }
            node = n.parent
        }
        var q = p
        for t in chain.reversed() { q = q.applying(t.inverted()) }
        return q
    }
}
