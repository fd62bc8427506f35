// KioskGallery: the gallery app: every DesignFoundation component in every style and state,
// in each theme preset, light and dark (a header of buttons switches page and preset by
// touch), a KioskUI screen written as SwiftUI code, and the raster showcase.
import KioskRaster
import KioskGeometry
import DesignFoundation

package enum Gallery {
    /// Names of the pages `kiosk gallery` and `kiosk screenshot` can show.
    package static let pages = [
        "buttons", "cards", "controls", "forms", "pickers", "navigation", "app", "lists", "charts", "plan", "menu",
        "ui",
        "raster",
    ]
    /// The theme presets the gallery shows each page in.
    package static let presets = ["default", "slate", "aurora", "copper", "sage"]

    /// A theme preset by its gallery name (default, slate, aurora, copper, sage).
    package static func themePreset(named name: String) -> DFThemePreset? {
        GalleryScreen.presets.first { $0.0 == name }?.1
    }

    /// The interactive gallery (a header switches page and preset by touch), for live backends.
    @MainActor
    package static func screen(page: String = "buttons", preset: String = "default") -> some View {
        GalleryScreen(page: page, preset: preset)
    }

    /// The accessibility tree of a page as text (roles, labels, values, frames, actions).
    @MainActor
    package static func accessibilityDump(
        page: String, width: Int, height: Int, scale: Double = 1, dark: Bool = false, preset: String = "default"
    ) -> String? {
        guard page != "raster", pages.contains(page) else { return nil }
        let renderer = ViewRenderer(
            GalleryScreen(page: page, preset: preset),
            size: Size(width: Double(width) / scale, height: Double(height) / scale),
            scale: scale, colorScheme: dark ? .dark : .light)
        renderer.render()
        return renderer.graph.accessibilityDump()
    }

    /// Renders `page` at `width` x `height` pixels with `scale` pixels per point.
    @MainActor
    package static func render(
        page: String, width: Int, height: Int, scale: Double = 1, dark: Bool = false, preset: String = "default"
    ) -> PixelBuffer? {
        if page != "raster" {
            guard pages.contains(page) else { return nil }
            let renderer = ViewRenderer(
                GalleryScreen(page: page, preset: preset),
                size: Size(width: Double(width) / scale, height: Double(height) / scale),
                scale: scale, colorScheme: dark ? .dark : .light)
            renderer.render()
            return renderer.buffer
        }
        guard page == "raster" else { return nil }
        let buffer = PixelBuffer(width: width, height: height)
        let canvas = Canvas(buffer)
        canvas.scale(x: scale, y: scale)
        RasterShowcase.draw(
            on: canvas, size: Size(width: Double(width) / scale, height: Double(height) / scale), dark: dark)
        return buffer
    }
}
