import KioskGeometry
import KioskRaster
import KioskText

/// `--show-fps`: the frame rate over the last second and the last frame's work time, drawn in
/// the top-right corner as an `OverlaySprite`. It changes only when frames are produced (a
/// still screen keeps its last reading and wakes nobody), and redraws only its own box.
package final class FrameRateOverlay {
    private let sprite: OverlaySprite
    private let fonts: FontLibrary
    private let scale: Double
    private var frameTimes: [Double] = []
    private var text = ""

    package init(fonts: FontLibrary, scale: Double) {
        self.fonts = fonts
        self.scale = scale
        sprite = OverlaySprite(image: PixelBuffer(width: 1, height: 1))
    }

    /// The reading after a frame presented at `time` (seconds) whose update and render took
    /// `workMilliseconds`. Returns the text shown.
    @discardableResult
    package func record(frameAt time: Double, workMilliseconds: Double) -> String {
        frameTimes.append(time)
        frameTimes.removeAll { $0 <= time - 1 }
        let ms = (workMilliseconds * 10).rounded() / 10
        let newText = "\(frameTimes.count) fps  \(ms) ms"
        if newText != text {
            text = newText
            sprite.replace(Self.picture(newText, fonts: fonts, scale: scale))
        }
        return text
    }

    package func lift(from buffer: PixelBuffer) -> PixelRect? { sprite.lift(from: buffer) }

    /// Draws the readout in the top-right corner; returns the rectangle it covers.
    package func draw(on buffer: PixelBuffer) -> PixelRect? {
        guard !text.isEmpty else { return nil }
        let margin = Int((8 * scale).rounded())
        return sprite.draw(atX: buffer.width - sprite.image.width - margin, y: margin, on: buffer)
    }

    /// White monospaced-digit text on a dark rounded plate.
    static func picture(_ text: String, fonts: FontLibrary, scale: Double) -> PixelBuffer {
        var style = TextStyle(font: FontDescriptor(family: "Inter", pixelSize: 13 * scale, features: ["tnum"]))
        style.lineLimit = 1
        let layout = TextLayout(text, style: style, width: nil, fonts: fonts)
        let pad = 6 * scale
        let w = Int((layout.size.width + 2 * pad).rounded(.up)), h = Int((layout.size.height + pad).rounded(.up))
        let image = PixelBuffer(width: max(1, w), height: max(1, h))
        let canvas = Canvas(image)
        canvas.fill(
            Path.roundedRect(Rect(x: 0, y: 0, width: Double(w), height: Double(h)), cornerRadius: 5 * scale),
            with: .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.72)))
        layout.draw(
            on: canvas, at: Point(x: pad, y: (pad / 2).rounded()),
            color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1), fonts: fonts)
        return image
    }
}
