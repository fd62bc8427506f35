import KioskGeometry
import KioskRaster
import KioskRender
import KioskText
import Testing

/// The renderer draws some opacity layers without a buffer of their own. A faded solid
/// rectangle on whole pixels must give exactly the pixels of the layer it replaces; the other
/// cases keep their layer.
@Suite struct LayerFoldingTests {
    static let screen = PixelRect(x: 0, y: 0, width: 96, height: 64)

    /// Something to blend over: a gradient and an anti-aliased disc.
    static let backdrop: [DrawCommand] = [
        .fillRect(
            Rect(x: 0, y: 0, width: 96, height: 64),
            .linearGradient(
                LinearGradientPaint(
                    gradient: Gradient(stops: [
                        Gradient.Stop(color: RGBAColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1), location: 0),
                        Gradient.Stop(color: RGBAColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.6), location: 1),
                    ]), start: Point(x: 0, y: 0), end: Point(x: 96, y: 64)))),
        .fill(Path.ellipse(in: Rect(x: 10.3, y: 8.6, width: 40, height: 40)), .solid(.white), .nonZero),
    ]

    /// The screen drawn by the renderer: the backdrop, then `commands`.
    static func rendered(_ commands: [DrawCommand]) -> PixelBuffer {
        let list = DisplayList(
            background: .black,
            fragments: [
                DisplayFragment(id: 1, bounds: screen, commands: backdrop),
                DisplayFragment(id: 2, bounds: screen, commands: commands),
            ])
        let buffer = PixelBuffer(width: screen.width, height: screen.height)
        Renderer(fonts: FontLibrary()).render(list, into: buffer)
        return buffer
    }

    /// The same through a canvas layer, as the renderer draws a layer it keeps.
    static func throughLayer(opacity: Double, _ draw: (Canvas) -> Void) -> PixelBuffer {
        let reference = rendered([])
        let canvas = Canvas(reference)
        canvas.beginLayer(opacity: opacity)
        draw(canvas)
        canvas.endLayer()
        return reference
    }

    @Test(arguments: [0.0, 0.1, 0.35, 0.5, 0.77, 1.0])
    func aFadedRectangleOnWholePixelsGivesTheLayersPixels(opacity: Double) {
        let rect = Rect(x: 4, y: 6, width: 80, height: 50)
        let color = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.6)
        let folded = Self.rendered([.pushLayer(opacity: opacity), .fillRect(rect, .solid(color)), .popLayer])
        let layered = Self.throughLayer(opacity: opacity) { $0.fill(rect, with: .solid(color)) }
        #expect(folded.hasSamePixels(as: layered))
    }

    @Test func onlyWholePixelSolidRectanglesAloneInTheirLayerAreFolded() {
        let whole = DrawCommand.fillRect(Rect(x: 4, y: 6, width: 80, height: 50), .solid(.black))
        let part = DrawCommand.fillRect(Rect(x: 4.5, y: 6, width: 80, height: 50), .solid(.black))
        func commands(_ inner: [DrawCommand]) -> [DrawCommand] { [.pushLayer(opacity: 0.5)] + inner + [.popLayer] }
        #expect(LayerFolding.wholePixelRectangle(in: commands([whole]), layerAt: 0) == 2)
        #expect(LayerFolding.wholePixelRectangle(in: commands([part]), layerAt: 0) == nil)
        #expect(LayerFolding.wholePixelRectangle(in: commands([whole, whole]), layerAt: 0) == nil)
        let stroke = DrawCommand.stroke(
            Path.rect(Rect(x: 4, y: 6, width: 80, height: 50)), .solid(.black), StrokeStyle())
        #expect(LayerFolding.wholePixelRectangle(in: commands([stroke]), layerAt: 0) == nil)
    }

    @Test func aTransformHoldingOnlyAnOpacityLayerTakesItsOpacity() {
        let t = AffineTransform(scaleX: 0.9, y: 0.9)
        let source = PixelRect(x: 0, y: 0, width: 40, height: 40)
        let fill = DrawCommand.fillRect(Rect(x: 2, y: 2, width: 30, height: 30), .solid(.white))
        let alone: [DrawCommand] = [
            .pushTransform(t, source: source), .pushLayer(opacity: 0.4), fill, .popLayer, .popTransform,
        ]
        let folded = LayerFolding.opacityLayerFilling(alone, transformAt: 0)
        #expect(folded?.opacity == 0.4 && folded?.open == 1 && folded?.close == 3)
        // Something drawn in the transform layer beside the opacity layer keeps both layers.
        let beside: [DrawCommand] = [
            .pushTransform(t, source: source), .pushLayer(opacity: 0.4), fill, .popLayer, fill, .popTransform,
        ]
        #expect(LayerFolding.opacityLayerFilling(beside, transformAt: 0) == nil)
        let nested: [DrawCommand] = [
            .pushTransform(t, source: source), .pushLayer(opacity: 0.4), .pushLayer(opacity: 0.5), fill, .popLayer,
            .popLayer, .popTransform,
        ]
        #expect(LayerFolding.opacityLayerFilling(nested, transformAt: 0)?.close == 5)
    }
}
