/// A rectangle or point recorded by one view and read in another's coordinates, as
/// SwiftUI's `Anchor` (`geometry[proxy.plotFrame]` in a chart's overlay).
public struct Anchor<Value: Sendable>: Sendable {
    /// The value in the screen's coordinates.
    let global: Value
    package init(global: Value) { self.global = global }
}

extension GeometryProxy {
    /// The anchor's rectangle in this reader's coordinates.
    public subscript(anchor: Anchor<Rect>) -> Rect {
        anchor.global.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
    /// The anchor's point in this reader's coordinates.
    public subscript(anchor: Anchor<Point>) -> Point {
        Point(x: anchor.global.x - globalFrame.minX, y: anchor.global.y - globalFrame.minY)
    }
}
