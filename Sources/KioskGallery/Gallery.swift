// KioskGallery: the gallery app. Until the component system lands (issue #7) it shows two
// pages: a KioskUI screen written as SwiftUI code, and the raster showcase (every primitive of
// the raster engine drawn the way components use them).
import KioskRaster
import KioskGeometry
import DesignFoundation

public enum Gallery {
    /// Names of the pages `kiosk gallery` and `kiosk screenshot` can show.
    public static let pages = ["ui", "raster"]

    /// Renders `page` at `width` x `height` pixels with `scale` pixels per point.
    @MainActor
    public static func render(page: String, width: Int, height: Int, scale: Double = 1, dark: Bool = false) -> PixelBuffer? {
        if page == "ui" {
            let renderer = ViewRenderer(UIShowcase(), size: Size(width: Double(width) / scale, height: Double(height) / scale),
                                        scale: scale, colorScheme: dark ? .dark : .light)
            renderer.render()
            return renderer.buffer
        }
        guard page == "raster" else { return nil }
        let buffer = PixelBuffer(width: width, height: height)
        let canvas = Canvas(buffer)
        canvas.scale(x: scale, y: scale)
        RasterShowcase.draw(on: canvas, size: Size(width: Double(width) / scale, height: Double(height) / scale), dark: dark)
        return buffer
    }
}
