import KioskGeometry
import KioskRaster

extension SVGRenderer {
    /// A pattern tile's side at most, in pixels, and twice the canvas's larger side: a tile
    /// larger than the screen shows no more, only blurred a little when scaled to fit.
    static let maximumTileSide = 2048
    /// Patterns whose tiles use patterns, at most this deep: each level holds its tile while
    /// the next is drawn, and a document must not take a kiosk's memory that way.
    static let maximumPatternNesting = 4

    /// `<pattern>` as a paint: its tile drawn once, offscreen, at the resolution the shape is
    /// drawn at, then repeated as an image. Attributes and content follow `href` as gradients
    /// do. Tile rectangle in units of the shape's bounding box by default
    /// (`patternUnits`), content in user space (`patternContentUnits`) from the tile's corner
    /// or fitted by its `viewBox`; `patternTransform` moves the whole.
    func pattern(_ e: SVGElement, opacity: Double, bounds: Rect) -> Paint? {
        let chain = document.hrefChain(from: e) { $0.name == "pattern" }
        func attr(_ k: String) -> String? { chain.lazy.compactMap { $0.presentation[k] }.first }
        guard let content = chain.first(where: { !$0.children.isEmpty }) else { return nil }

        let b = bounds
        let tile: Rect
        if attr("patternUnits")?.trimmed == "userSpaceOnUse" {
            func length(_ k: String, _ whole: Double) -> Double { attr(k).flatMap { SVGAttributes.length($0, percentOf: whole) } ?? 0 }
            tile = Rect(x: length("x", viewport.width), y: length("y", viewport.height),
                        width: length("width", viewport.width), height: length("height", viewport.height))
        } else {
            guard b.width > 0, b.height > 0 else { return nil }
            func fraction(_ k: String) -> Double { attr(k).flatMap { SVGAttributes.length($0, percentOf: 1) } ?? 0 }
            tile = Rect(x: b.minX + fraction("x") * b.width, y: b.minY + fraction("y") * b.height,
                        width: fraction("width") * b.width, height: fraction("height") * b.height)
        }
        guard tile.width > 0, tile.height > 0, tile.width.isFinite, tile.height.isFinite else { return nil }
        let tileSpace = Rect(x: 0, y: 0, width: tile.width, height: tile.height)
        var contentTransform = AffineTransform.identity
        if let viewBox = SVGAttributes.viewBox(attr("viewBox")) {
            contentTransform = SVGAspectRatio(attr("preserveAspectRatio")).transform(viewBox: viewBox, into: tileSpace)
        } else if attr("patternContentUnits")?.trimmed == "objectBoundingBox" {
            contentTransform = AffineTransform(scaleX: b.width, y: b.height)
        }
        let patternTransform = attr("patternTransform").map(SVGAttributes.transform) ?? .identity

        // Pixels per user unit where the shape is drawn.
        let device = patternTransform.concatenating(canvas.transform)
        let scale = abs(device.a * device.d - device.b * device.c).squareRoot()
        guard scale.isFinite, scale > 0 else { return nil }
        guard patternNesting < SVGRenderer.maximumPatternNesting else { return nil }
        let clip = canvas.clipBounds
        let largest = Double(min(SVGRenderer.maximumTileSide, 2 * max(clip.width, clip.height, 1)))
        func side(_ length: Double) -> Int { Int(min(largest, max(1, (length * scale).rounded(.up)))) }
        let pixels = PixelBuffer(width: side(tile.width), height: side(tile.height))
        let sx = Double(pixels.width) / tile.width, sy = Double(pixels.height) / tile.height

        let tileCanvas = Canvas(pixels)
        tileCanvas.concatenate(AffineTransform(scaleX: sx, y: sy))
        tileCanvas.clip(to: tileSpace)
        tileCanvas.concatenate(contentTransform)
        var inner = SVGRenderer(document: document, canvas: tileCanvas, currentColor: currentColor)
        inner.viewport = viewport
        inner.budget = budget
        inner.textRenderer = textRenderer
        inner.referenced = referenced.union([ObjectIdentifier(e)])
        inner.patternNesting = patternNesting + 1
        inner.depth = depth
        inner.drawChildren(of: content, style: resolve(content.presentation, inherited: SVGStyle()))
        if opacity < 1 { pixels.multiply(byOpacity: opacity) }

        // Tile pixels to user space: down to tile units, to the tile's corner, then the pattern's transform.
        let placed = AffineTransform(scaleX: 1 / sx, y: 1 / sy)
            .concatenating(AffineTransform(translationX: tile.minX, y: tile.minY))
            .concatenating(patternTransform)
        return .image(ImagePaint(image: pixels, transform: placed, filter: .bilinear, tileMode: .repeat))
    }
}
