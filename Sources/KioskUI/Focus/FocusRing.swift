import KioskRender
import KioskRaster
import KioskInput

extension ViewGraph {
    /// The ring around the focused view, drawn above everything (device pixels).
    func focusRingFragment() -> DisplayFragment? {
        // Text fields show focus with their caret and their style's border, not a ring.
        guard let node = focus.node, !(node.view is TextInputTarget) else { return nil }
        let s = drawContext.scale
        let f = node.hitFrame.insetBy(dx: -3, dy: -3)
        let rect = Rect(x: f.minX * s, y: f.minY * s, width: f.width * s, height: f.height * s)
        let tint = (root.environment.tint ?? Color.accentColor).resolve(in: root.environment)
        let path = Path.roundedRect(rect, radii: CornerRadii(6 * s))
        let width = 2 * s
        return DisplayFragment(
            id: UInt64.max - 1,
            bounds: PixelRect(covering: rect).insetBy(
                dx: -Int(width.rounded(.up)) - 1, dy: -Int(width.rounded(.up)) - 1),
            commands: [.stroke(path, .solid(tint), KioskRaster.StrokeStyle(lineWidth: width))])
    }
}
