import KioskGeometry
import KioskRaster

/// The mouse pointer, drawn by the runtime over the frame (dumb buffers have no cursor plane
/// we could count on). It is composited into the shadow buffer after the frame is rendered,
/// with the pixels under it saved, and lifted off again before the next render, so the
/// renderer never sees it (its pixel reuse and damage stay exact). Its own damage is the
/// rectangle it left plus the one it now covers.
public final class SoftwareCursor {
    /// The arrow, rendered once at the display scale; premultiplied ARGB.
    let image: PixelBuffer
    /// The arrow's tip inside `image`, in pixels.
    let hotspot: (x: Int, y: Int)
    public private(set) var location = Point(x: 0, y: 0)
    public var isVisible = false
    private var saved: PixelBuffer
    private var drawnAt: PixelRect?
    private let scale: Double

    public init(scale: Double) {
        self.scale = scale
        let s = max(scale, 0.5)
        let width = Int((13 * s).rounded(.up)) + 2, height = Int((20 * s).rounded(.up)) + 2
        image = PixelBuffer(width: width, height: height)
        saved = PixelBuffer(width: width, height: height)
        hotspot = (1, 1)
        // A classic arrow: white with a dark outline, readable on any background.
        var arrow = Path()
        let points: [(Double, Double)] = [(0, 0), (0, 16), (4, 12.5), (7, 19), (9.5, 18), (6.5, 11.5), (12, 11.5)]
        arrow.move(to: Point(x: 1 + points[0].0 * s, y: 1 + points[0].1 * s))
        for p in points.dropFirst() { arrow.line(to: Point(x: 1 + p.0 * s, y: 1 + p.1 * s)) }
        arrow.close()
        let canvas = Canvas(image)
        canvas.fill(arrow, with: .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)))
        canvas.stroke(arrow, with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.9)),
                      style: StrokeStyle(lineWidth: max(1, s), lineJoin: .round))
    }

    /// Moves the pointer (logical points); returns true when the picture must change.
    public func move(to point: Point) -> Bool {
        location = point
        return isVisible
    }

    /// Where the arrow covers the screen at `location`.
    func rect(on screen: PixelRect) -> PixelRect {
        PixelRect(x: Int((location.x * scale).rounded(.down)) - hotspot.x, y: Int((location.y * scale).rounded(.down)) - hotspot.y,
                  width: image.width, height: image.height).intersection(screen)
    }

    /// Puts back what was under the arrow; returns the rectangle that changed, if any.
    public func lift(from buffer: PixelBuffer) -> PixelRect? {
        guard let r = drawnAt else { return nil }
        drawnAt = nil
        for y in 0..<r.height {
            (buffer.row(r.y + y) + r.x).update(from: saved.row(y), count: r.width)
        }
        return r
    }

    /// Draws the arrow if visible, saving what it covers; returns the rectangle it covers.
    public func draw(on buffer: PixelBuffer) -> PixelRect? {
        guard isVisible else { return nil }
        let r = rect(on: buffer.bounds)
        guard !r.isEmpty else { return nil }
        // Offset of the visible part inside the image (the arrow can hang off the edges).
        let ox = r.x - (Int((location.x * scale).rounded(.down)) - hotspot.x)
        let oy = r.y - (Int((location.y * scale).rounded(.down)) - hotspot.y)
        for y in 0..<r.height {
            let dst = buffer.row(r.y + y) + r.x
            saved.row(y).update(from: dst, count: r.width)
            let src = image.row(oy + y) + ox
            for x in 0..<r.width {
                let s = src[x]
                let a = s >> 24
                if a == 0 { continue }
                if a == 255 { dst[x] = s; continue }
                // Premultiplied source-over, per channel.
                let d = dst[x], inv = 255 - a
                var out: UInt32 = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let sc = (s >> UInt32(shift)) & 0xFF, dc = (d >> UInt32(shift)) & 0xFF
                    out |= min(255, sc + (dc * inv + 127) / 255) << UInt32(shift)
                }
                dst[x] = out
            }
        }
        drawnAt = r
        return r
    }
}
