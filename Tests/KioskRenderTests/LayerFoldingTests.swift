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

    /// A card fading in: a box shadow and the opaque rounded fill casting it, in one layer.
    static func card(opacity: Double, scale: Double?, keepLayer: Bool) -> [DrawCommand] {
        let rect = Rect(x: 14.3, y: 12.6, width: 62.4, height: 38.2)
        let radii = CornerRadii(topLeft: 9, topRight: 9, bottomRight: 9, bottomLeft: 9)
        var layer: [DrawCommand] = [
            .pushLayer(opacity: opacity),
            .shadow(
                roundedRect: rect, radii: radii, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.45),
                blurRadius: 8, offset: Point(x: 0, y: 3), spread: 0),
            .fill(
                Path.roundedRect(rect, radii: radii), .solid(RGBAColor(red: 0.97, green: 0.96, blue: 0.9, alpha: 1)),
                .nonZero),
        ]
        // Something drawn after the fill (nothing at all) keeps the layer whole: the reference.
        if keepLayer { layer.append(.fillRect(Rect(x: 0, y: 0, width: 0, height: 0), .solid(.black))) }
        layer.append(.popLayer)
        guard let scale else { return layer }
        let t = AffineTransform(translationX: 48, y: 32).scaledBy(x: scale, y: scale).translatedBy(x: -48, y: -32)
        return [.pushTransform(t, source: screen)] + layer + [.popTransform]
    }

    @Test(arguments: [0.0, 0.2, 0.5, 0.83, 1.0], [nil, 0.9, 1.1])
    func aFadingCardIsDrawnWithoutALayerInsideItsFillAndExactly(opacity: Double, scale: Double?) {
        let split = Self.rendered(Self.card(opacity: opacity, scale: scale, keepLayer: false))
        let layered = Self.rendered(Self.card(opacity: opacity, scale: scale, keepLayer: true))
        #expect(split.hasSamePixels(as: layered))
        #expect(LayerFolding.shadowedFill(in: Self.card(opacity: 0.5, scale: nil, keepLayer: false), layerAt: 0) != nil)
        #expect(LayerFolding.shadowedFill(in: Self.card(opacity: 0.5, scale: nil, keepLayer: true), layerAt: 0) == nil)
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

    /// A turned, evenly scaled ring and square: their outlines are transformed, not a layer's
    /// pixels, so they look as the shapes drawn already turned (the layer would resample them).
    @Test func turnedSolidShapesAreDrawnAsTurnedOutlines() {
        let t = AffineTransform(translationX: -48, y: -32).concatenating(AffineTransform(rotationAngle: 0.6))
            .concatenating(AffineTransform(scaleX: 1.3, y: 1.3)).concatenating(AffineTransform(translationX: 48, y: 32))
        let ring = Path.ellipse(in: Rect(x: 30, y: 16, width: 36, height: 30))
        var style = StrokeStyle()
        style.lineWidth = 3
        let square = Rect(x: 40.5, y: 24.25, width: 16, height: 16)
        let blue = RGBAColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
        let turned = Self.rendered([
            .pushTransform(t, source: Self.screen), .stroke(ring, .solid(blue), style),
            .fillRect(square, .solid(.white)), .popTransform,
        ])
        var wide = style
        wide.lineWidth = 3 * 1.3
        let drawnTurned = Self.rendered([
            .stroke(ring.applying(t), .solid(blue), wide),
            .fill(Path.rect(square).applying(t), .solid(.white), .nonZero),
        ])
        var worst = 0
        for y in 0..<turned.height {
            for x in 0..<turned.width {
                for shift in stride(from: 0, to: 32, by: 8) {
                    let a = Int((turned[x, y] >> UInt32(shift)) & 0xFF),
                        b = Int((drawnTurned[x, y] >> UInt32(shift)) & 0xFF)
                    worst = max(worst, abs(a - b))
                }
            }
        }
        // The curves are flattened before they are turned rather than after: a level apart at
        // most (a layer's resampling moves edges by tens of levels).
        #expect(worst <= 1, "levels apart: \(worst)")
    }

    @Test func onlySolidOutlinesUnderTurnsAndEvenScalesSkipTheLayer() {
        let source = PixelRect(x: 0, y: 0, width: 40, height: 40)
        let fill = DrawCommand.fillRect(Rect(x: 2, y: 2, width: 30, height: 30), .solid(.white))
        func scope(_ t: AffineTransform, _ inner: [DrawCommand]) -> [DrawCommand] {
            [.pushTransform(t, source: source)] + inner + [.popTransform]
        }
        let turn = AffineTransform(rotationAngle: 1)
        #expect(LayerFolding.transformsOutlines(scope(turn, [fill, fill]), transformAt: 0))
        #expect(LayerFolding.transformsOutlines(scope(AffineTransform(scaleX: 2, y: 2), [fill]), transformAt: 0))
        // Uneven scales and shears keep the layer (a stroke's width would not scale alike).
        #expect(!LayerFolding.transformsOutlines(scope(AffineTransform(scaleX: 2, y: 1), [fill]), transformAt: 0))
        let shear = AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
        #expect(!LayerFolding.transformsOutlines(scope(shear, [fill]), transformAt: 0))
        // So do text, images, gradients, nested scopes and an empty scope.
        let gradient = DrawCommand.fillRect(
            Rect(x: 0, y: 0, width: 9, height: 9),
            .linearGradient(
                LinearGradientPaint(
                    gradient: Gradient(stops: [
                        Gradient.Stop(color: .white, location: 0), Gradient.Stop(color: .black, location: 1),
                    ]), start: Point(x: 0, y: 0), end: Point(x: 9, y: 9))))
        #expect(!LayerFolding.transformsOutlines(scope(turn, [fill, gradient]), transformAt: 0))
        #expect(
            !LayerFolding.transformsOutlines(scope(turn, [.pushClipRect(Rect.zero), fill, .popClip]), transformAt: 0))
        #expect(!LayerFolding.transformsOutlines(scope(turn, []), transformAt: 0))
        #expect(
            !LayerFolding.transformsOutlines(scope(turn, [.pushLayer(opacity: 0.5), .popLayer]), transformAt: 0),
            "a layer with nothing in it draws nothing")
        // Opacity layers inside stay layers, drawn under the transform.
        #expect(
            LayerFolding.transformsOutlines(scope(turn, [.pushLayer(opacity: 0.5), fill, .popLayer]), transformAt: 0))
        // Box shadows go along under an even scale, not under a turn (their blur is drawn
        // upright).
        let shadow = DrawCommand.shadow(
            roundedRect: Rect(x: 4, y: 4, width: 20, height: 20), radii: CornerRadii(4), color: .black,
            blurRadius: 6, offset: .zero, spread: 0)
        #expect(
            LayerFolding.transformsOutlines(
                scope(AffineTransform(scaleX: 1.1, y: 1.1), [shadow, fill]), transformAt: 0))
        #expect(!LayerFolding.transformsOutlines(scope(turn, [shadow, fill]), transformAt: 0))
    }

    /// A card with its shadow, scaling and fading in (an alert appearing): drawn as the card
    /// and shadow already scaled, inside the fading layer, it looks as they do; its blur and
    /// corners are taken on a half-pixel grid, so a level or two apart at most.
    @Test func aScalingFadingCardIsDrawnScaled() {
        let s = 1.07
        let t = AffineTransform(translationX: -48, y: -32).concatenating(AffineTransform(scaleX: s, y: s))
            .concatenating(AffineTransform(translationX: 48, y: 32))
        let card = Rect(x: 22, y: 14, width: 52, height: 36)
        let radii = CornerRadii(9)
        let color = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.45)
        let white = RGBAColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
        let folded = Self.rendered([
            .pushTransform(t, source: Self.screen), .pushLayer(opacity: 0.7),
            .shadow(
                roundedRect: card, radii: radii, color: color, blurRadius: 11, offset: Point(x: 0, y: 3), spread: 0),
            .fill(Path.roundedRect(card, radii: radii), .solid(white), .nonZero), .popLayer, .popTransform,
        ])
        let scaledCard = t.apply(card)
        let scaledRadii = CornerRadii(9 * s)
        let drawnScaled = Self.rendered([
            .pushLayer(opacity: 0.7),
            .shadow(
                roundedRect: scaledCard, radii: scaledRadii, color: color, blurRadius: 11 * s,
                offset: Point(x: 0, y: 3 * s), spread: 0),
            .fill(Path.roundedRect(scaledCard, radii: scaledRadii), .solid(white), .nonZero), .popLayer,
        ])
        var worst = 0
        for y in 0..<folded.height {
            for x in 0..<folded.width {
                for shift in stride(from: 0, to: 32, by: 8) {
                    let a = Int((folded[x, y] >> UInt32(shift)) & 0xFF),
                        b = Int((drawnScaled[x, y] >> UInt32(shift)) & 0xFF)
                    worst = max(worst, abs(a - b))
                }
            }
        }
        #expect(worst <= 2, "levels apart: \(worst)")
        #expect(!folded.hasSamePixels(as: Self.rendered([])), "the card was drawn")
    }
}
