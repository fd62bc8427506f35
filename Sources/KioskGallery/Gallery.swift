// KioskGallery: the gallery app. Until the component system lands (issue #7) its one page is
// the raster showcase: every primitive of the raster engine drawn the way components will use
// them (rounded cards with shadows, gradients, strokes, dashes, clips, layers).
import KioskRaster
import KioskGeometry

public enum Gallery {
    /// Names of the pages `kiosk gallery` and `kiosk screenshot` can show.
    public static let pages = ["raster"]

    /// Renders `page` at `width` x `height` pixels with `scale` pixels per point.
    public static func render(page: String, width: Int, height: Int, scale: Double = 1, dark: Bool = false) -> PixelBuffer? {
        guard page == "raster" else { return nil }
        let buffer = PixelBuffer(width: width, height: height)
        let canvas = Canvas(buffer)
        canvas.scale(x: scale, y: scale)
        RasterShowcase.draw(on: canvas, size: Size(width: Double(width) / scale, height: Double(height) / scale), dark: dark)
        return buffer
    }
}
