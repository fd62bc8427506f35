import KioskRender
import KioskRaster
import KioskText

/// What drawing nodes need: the scale to device pixels, fonts and the text layout cache.
@MainActor
final class DrawContext {
    var scale: Double
    let textCache: TextLayoutCache
    /// The node whose view is drawing, for views that keep what they drew from in their node
    /// (a canvas's symbol views); nil outside a draw. Not retained: it is set for the length
    /// of one draw call, while the graph holds the node.
    unowned(unsafe) var drawingNode: ViewNode?
    init(scale: Double, textCache: TextLayoutCache) {
        self.scale = scale
        self.textCache = textCache
    }

    /// A rectangle in points as device pixels.
    func device(_ r: Rect) -> Rect {
        Rect(x: r.minX * scale, y: r.minY * scale, width: r.width * scale, height: r.height * scale)
    }
    func device(_ p: Point) -> Point { Point(x: p.x * scale, y: p.y * scale) }
}

/// One draw command of a node with the device pixels it may touch.
struct DrawItem {
    var command: DrawCommand
    var bounds: PixelRect
    /// For `.shadow`: the rounded rectangle whose shadow this item casts (device pixels).
    var shadowShape: (rect: Rect, radii: CornerRadii)?
    /// Items of one node with different parts become fragments of their own (see
    /// `DisplayListBuilder.makeFragments`).
    var part = 0
}

/// An effect a modifier applies to everything drawn beneath it.
enum DrawEffect {
    case offset(dx: Double, dy: Double)
    case opacity(Double)
    case clip(Path)
    case shadow(color: RGBAColor, radius: Double, x: Double, y: Double)
    /// A transform about `anchor` (points, root coordinates).
    case transform(AffineTransform, anchor: Point)
    /// A projection of the view's own coordinates (points, origin at its top-left corner
    /// `origin`, root coordinates): a `GeometryEffect`'s value.
    case projection(ProjectionTransform, origin: Point)
    /// Scroll view content moved by whole device pixels (`tag` names the scroll view).
    case scroll(dx: Int, dy: Int, tag: UInt64)
}
