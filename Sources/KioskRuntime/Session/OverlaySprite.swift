import KioskGeometry
import KioskRaster

/// A small picture the runtime puts over a rendered frame (the pointer, the frame-rate
/// readout): composited into the shadow buffer with the pixels under it saved, and lifted off
/// again before the next render, so the renderer never sees it (its pixel reuse and damage
/// stay exact). Its damage is the rectangle it left plus the one it now covers.
final class OverlaySprite {
    var image: PixelBuffer
    private var saved: PixelBuffer
    private(set) var drawnAt: PixelRect?

    init(image: PixelBuffer) {
        self.image = image
        saved = PixelBuffer(width: image.width, height: image.height)
    }

    /// Replaces the picture (lift it first when it is on screen).
    func replace(_ newImage: PixelBuffer) {
        image = newImage
        if saved.width != newImage.width || saved.height != newImage.height {
            saved = PixelBuffer(width: newImage.width, height: newImage.height)
        }
    }

    /// Puts back what was under the picture; returns the rectangle that changed, if any.
    func lift(from buffer: PixelBuffer) -> PixelRect? {
        guard let r = drawnAt else { return nil }
        drawnAt = nil
        for y in 0..<r.height { (buffer.row(r.y + y) + r.x).update(from: saved.row(y), count: r.width) }
        return r
    }

    /// Draws the picture with its top-left corner at (x, y) in device pixels, saving what it
    /// covers; returns the rectangle it covers on screen.
    func draw(atX x: Int, y: Int, on buffer: PixelBuffer) -> PixelRect? {
        let r = PixelRect(x: x, y: y, width: image.width, height: image.height).intersection(buffer.bounds)
        guard !r.isEmpty else { return nil }
        // Offset of the visible part inside the image (it can hang off the edges).
        let ox = r.x - x, oy = r.y - y
        for row in 0..<r.height {
            let dst = buffer.row(r.y + row) + r.x
            saved.row(row).update(from: dst, count: r.width)
            let src = image.row(oy + row) + ox
            for i in 0..<r.width {
                let s = src[i]
                let a = s >> 24
                if a == 0 { continue }
                if a == 255 {
                    dst[i] = s
                    continue
                }
                // Premultiplied source-over, per channel.
                let d = dst[i], inv = 255 - a
                var out: UInt32 = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let sc = (s >> UInt32(shift)) & 0xFF, dc = (d >> UInt32(shift)) & 0xFF
                    out |= min(255, sc + (dc * inv + 127) / 255) << UInt32(shift)
                }
                dst[i] = out
            }
        }
        drawnAt = r
        return r
    }
}
