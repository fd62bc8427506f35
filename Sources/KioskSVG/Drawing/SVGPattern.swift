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
            func length(_ k: String, _ whole: Double) -> Double {
                attr(k).flatMap { SVGAttributes.length($0, percentOf: whole) } ?? 0
            }
            tile = Rect(
                x: length("x", viewport.width), y: length("y", viewport.height),
                width: length("width", viewport.width), height: length("height", viewport.height))
        } else {
            guard b.width > 0, b.height > 0 else { return nil }
            func fraction(_ k: String) -> Double { attr(k).flatMap { SVGAttributes.length($0, percentOf: 1) } ?? 0 }
            tile = Rect(
                x: b.minX + fraction("x") * b.width, y: b.minY + fraction("y") * b.height,
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
        func drawContent(on target: Canvas) {
            var inner = nested(on: target, also: [e], patternNesting: patternNesting + 1)
            inner.drawChildren(of: content, style: resolve(content.presentation, inherited: SVGStyle()))
        }
        if let single = singleTile(
            tile, content: contentTransform, pattern: patternTransform, shape: bounds, draw: drawContent)
        {
            if opacity < 1 { single.image.multiply(byOpacity: opacity) }
            return .image(single)
        }
        let clip = canvas.clipBounds
        let largest = Double(min(SVGRenderer.maximumTileSide, 2 * max(clip.width, clip.height, 1)))
        func side(_ length: Double) -> Int { Int(min(largest, max(1, (length * scale).rounded(.up)))) }
        let pixels = PixelBuffer(width: side(tile.width), height: side(tile.height))
        let sx = Double(pixels.width) / tile.width, sy = Double(pixels.height) / tile.height

        let tileCanvas = Canvas(pixels)
        tileCanvas.concatenate(AffineTransform(scaleX: sx, y: sy))
        tileCanvas.clip(to: tileSpace)
        tileCanvas.concatenate(contentTransform)
        drawContent(on: tileCanvas)
        if opacity < 1 { pixels.multiply(byOpacity: opacity) }

        // Tile pixels to user space: down to tile units, to the tile's corner, then the pattern's transform.
        let placed = AffineTransform(scaleX: 1 / sx, y: 1 / sy)
            .concatenating(AffineTransform(translationX: tile.minX, y: tile.minY))
            .concatenating(patternTransform)
        return .image(ImagePaint(image: pixels, transform: placed, filter: .bilinear, tileMode: .repeat))
    }

    /// A pattern whose one tile covers the whole shape (a design tool's picture fill: a tile
    /// the size of the shape's box), drawn on the device pixels under the shape instead of on
    /// a tile of its own: nothing repeats, and a tile's pixels, laid on the screen's at a
    /// fraction of a pixel off and at another size, are sampled again, which blurred pictures
    /// and shifted them by up to a pixel. Nil when the shape reaches past the tile, or is not
    /// on the screen.
    func singleTile(
        _ tile: Rect, content: AffineTransform, pattern: AffineTransform, shape: Rect,
        draw: (Canvas) -> Void
    ) -> ImagePaint? {
        // The shape's box in the pattern's space, within the tile (a hair over is inside).
        guard let toPattern = pattern.inverted else { return nil }
        let box = toPattern.apply(shape), slack = 1e-6 * max(tile.width, tile.height)
        guard box.minX >= tile.minX - slack, box.minY >= tile.minY - slack, box.maxX <= tile.maxX + slack,
            box.maxY <= tile.maxY + slack,
            let toUser = canvas.transform.inverted
        else { return nil }
        // The device pixels the shape covers, on the screen.
        let d = canvas.transform.apply(shape)
        guard d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite else { return nil }
        let onScreen = d.intersection(Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)) ?? .zero
        let pixels = PixelRect(
            x: Int(onScreen.minX.rounded(.down)) - 1, y: Int(onScreen.minY.rounded(.down)) - 1,
            width: Int(onScreen.width.rounded(.up)) + 3, height: Int(onScreen.height.rounded(.up)) + 3
        )
        .intersection(canvas.clipBounds)
        guard !pixels.isEmpty else { return nil }
        let image = PixelBuffer(width: pixels.width, height: pixels.height)
        let target = Canvas(image)
        target.concatenate(AffineTransform(translationX: Double(-pixels.x), y: Double(-pixels.y)))
        target.concatenate(canvas.transform)
        target.concatenate(pattern)
        target.concatenate(AffineTransform(translationX: tile.minX, y: tile.minY))
        target.clip(to: Rect(x: 0, y: 0, width: tile.width, height: tile.height))
        target.concatenate(content)
        draw(target)
        // Image pixels to user space: onto the screen's pixels, then back through the canvas.
        return ImagePaint(
            image: image,
            transform: AffineTransform(translationX: Double(pixels.x), y: Double(pixels.y)).concatenating(toUser),
            filter: .bilinear, tileMode: .decal)
    }
}
