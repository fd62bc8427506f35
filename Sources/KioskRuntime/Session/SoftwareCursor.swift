import KioskGeometry
import KioskRaster

/// The mouse pointer, drawn by the runtime over the frame as an `OverlaySprite` (dumb buffers
/// have no cursor plane we could count on).
package final class SoftwareCursor {
    /// The arrow, rendered once at the display scale; premultiplied ARGB.
    let image: PixelBuffer
    /// The arrow's tip inside `image`, in pixels.
    let hotspot: (x: Int, y: Int)
    package private(set) var location = Point(x: 0, y: 0)
    package var isVisible = false
    private let sprite: OverlaySprite
    private let scale: Double

    package init(scale: Double) {
        self.scale = scale
        let s = max(scale, 0.5)
        let width = Int((13 * s).rounded(.up)) + 2, height = Int((20 * s).rounded(.up)) + 2
        image = PixelBuffer(width: width, height: height)
        hotspot = (1, 1)
        // A classic arrow: white with a dark outline, readable on any background.
        var arrow = Path()
        let points: [(Double, Double)] = [(0, 0), (0, 16), (4, 12.5), (7, 19), (9.5, 18), (6.5, 11.5), (12, 11.5)]
        arrow.move(to: Point(x: 1 + points[0].0 * s, y: 1 + points[0].1 * s))
        for p in points.dropFirst() { arrow.line(to: Point(x: 1 + p.0 * s, y: 1 + p.1 * s)) }
        arrow.close()
        let canvas = Canvas(image)
        canvas.fill(arrow, with: .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)))
        canvas.stroke(
            arrow, with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.9)),
            style: StrokeStyle(lineWidth: max(1, s), lineJoin: .round))
        sprite = OverlaySprite(image: image)
    }

    /// Moves the pointer (logical points); returns true when the picture must change.
    package func move(to point: Point) -> Bool {
        location = point
        return isVisible
    }

    /// Puts back what was under the arrow; returns the rectangle that changed, if any.
    package func lift(from buffer: PixelBuffer) -> PixelRect? { sprite.lift(from: buffer) }

    /// Draws the arrow if visible, saving what it covers; returns the rectangle it covers.
    package func draw(on buffer: PixelBuffer) -> PixelRect? {
        guard isVisible else { return nil }
        return sprite.draw(
            atX: Int((location.x * scale).rounded(.down)) - hotspot.x,
            y: Int((location.y * scale).rounded(.down)) - hotspot.y,
            on: buffer)
    }
}
