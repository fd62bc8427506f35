import KioskRaster
import KioskSVG

/// SVG images rasterised at the sizes and colours they are shown in, most recently used kept
/// up to a byte budget: an icon drawn every frame is rasterised once, and a kiosk that shows
/// a thousand icons over a day does not keep them all.
struct RenderedVectors {
    struct Key: Hashable {
        var name: String
        var width: Int, height: Int
        var color: RGBAColor
    }

    let byteBudget: Int
    private var entries: [Key: (image: PixelBuffer, lastUse: Int)] = [:]
    private var clock = 0
    private(set) var byteCount = 0

    init(byteBudget: Int = 8 << 20) { self.byteBudget = byteBudget }

    var count: Int { entries.count }

    mutating func image(
        of document: SVGDocument, named name: String, width: Int, height: Int, color: RGBAColor,
        text: @autoclosure () -> (any SVGTextRendering)? = nil
    ) -> PixelBuffer {
        clock += 1
        let key = Key(name: name, width: width, height: height, color: color)
        if let hit = entries[key] {
            entries[key] = (hit.image, clock)
            return hit.image
        }
        // Text is shaped only when the image is drawn anew.
        let image = document.render(width: width, height: height, currentColor: color, text: text())
        let bytes = width * height * 4
        // The least recently used go first; an image larger than the budget is still drawn.
        while byteCount + bytes > byteBudget, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            byteCount -= oldest.key.width * oldest.key.height * 4
        }
        entries[key] = (image, clock)
        byteCount += bytes
        return image
    }
}
