import KioskGeometry

extension Canvas {
    /// Draws the shadow of a rounded rectangle (user space), with SwiftUI's `.shadow(color:
    /// radius:x:y:)` meaning of `blurRadius` and CSS's meaning of `spread`.
    ///
    /// The blurred shape is built once as a small template (corners plus one middle row and
    /// column) and cached; drawing stretches the template's middle, so a card's shadow costs
    /// about as much as filling its area, every frame, at any size.
    package func drawBoxShadow(
        roundedRect rect: Rect, radii: CornerRadii, color: RGBAColor, blurRadius: Double,
        offset: Point = .zero, spread: Double = 0, occluder: Rect? = nil
    ) {
        let shape = Rect(
            x: rect.minX + offset.x - spread, y: rect.minY + offset.y - spread,
            width: rect.width + 2 * spread, height: rect.height + 2 * spread)
        guard shape.width > 0, shape.height > 0, color.alpha > 0 else { return }
        let grown = CornerRadii(
            topLeft: max(0, radii.topLeft + spread), topRight: max(0, radii.topRight + spread),
            bottomRight: max(0, radii.bottomRight + spread), bottomLeft: max(0, radii.bottomLeft + spread))
        let t = transform
        let scale = t.maxScale
        // Under a scale (a card scaling in), the blur and the corners change a little at every
        // frame: on a half-pixel grid consecutive frames share a template, where each frame
        // blurred one of its own (a quarter of an alert's appearing frames). Unscaled
        // shadows keep their exact values.
        let scaled = t.a != 1 || t.d != 1
        @inline(__always) func grid(_ v: Double) -> Double { scaled ? (v * 2).rounded() / 2 : v }
        let sigma = grid(GaussianBlur.sigma(forRadius: blurRadius * scale))
        guard t.isAxisAligned, t.a > 0, t.d > 0, sigma > 0.2 else {
            // Rotated, mirrored or sharp shadows: an ordinary fill of the shape (blurred via a layer when needed).
            if sigma <= 0.2 {
                fill(Path.roundedRect(shape, radii: grown), with: .solid(color))
                return
            }
            drawBlurredShape(Path.roundedRect(shape, radii: grown), color: color, sigma: sigma)
            return
        }
        let d = t.apply(shape)
        let device = PixelRect(
            minX: Int(d.minX.rounded()), minY: Int(d.minY.rounded()), maxX: Int(d.maxX.rounded()),
            maxY: Int(d.maxY.rounded()))
        let deviceRadii = CornerRadii(
            topLeft: grid(grown.topLeft * t.a), topRight: grid(grown.topRight * t.a),
            bottomRight: grid(grown.bottomRight * t.a), bottomLeft: grid(grown.bottomLeft * t.a)
        )
        .fitted(to: Size(width: Double(device.width), height: Double(device.height)))
        let template = shadowTemplates.template(
            radii: deviceRadii, sigma: sigma, width: device.width, height: device.height)
        // Pixels the caller paints over with an opaque colour straight after (the card the
        // shadow is under) are not blended: a card's shadow costs its rim, not its area.
        var hole = PixelRect.zero
        if let occluder, state.opacity >= 1, state.blendMode == .sourceOver {
            let o = t.apply(occluder)
            hole = PixelRect(
                minX: Int(o.minX.rounded(.up)), minY: Int(o.minY.rounded(.up)), maxX: Int(o.maxX.rounded(.down)),
                maxY: Int(o.maxY.rounded(.down)))
        }
        drawNinePatch(template, shape: device, color: color, hole: hole)
    }

    /// Blurs what is already drawn inside `rect` (user space, clipped): the backdrop of glass.
    package func blurBackdrop(in rect: Rect, radius: Double) {
        let r = PixelRect(covering: transform.apply(rect)).intersection(clipBounds)
        guard !r.isEmpty else { return }
        let sigma = GaussianBlur.sigma(forRadius: radius * transform.maxScale)
        let region = targetView(r)
        guard clipMask != nil else {
            GaussianBlur.blur(region, sigma: sigma, clampEdges: true)
            return
        }
        // A shaped clip (rounded glass): blur a copy, then put it back through the clip's
        // coverage so pixels outside the shape keep their sharp values.
        let blurred = region.copy()
        GaussianBlur.blur(blurred, sigma: sigma, clampEdges: true)
        save()
        blendMode = .source
        transform = .identity
        opacity = 1
        fill(
            Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height)),
            with: .image(
                ImagePaint(
                    image: blurred, transform: AffineTransform(translationX: Double(r.x), y: Double(r.y)),
                    filter: .nearest, tileMode: .clamp)))
        restore()
    }

    /// Draws `path` filled with `color` and blurred by `sigma` (device pixels).
    func drawBlurredShape(_ path: Path, color: RGBAColor, sigma: Double) {
        let extent = GaussianBlur.extent(sigma: sigma)
        flat.flatten(path, transform: transform, corners: false)
        let bounds = flatBounds(flat)
        let area = PixelRect(
            x: bounds.x - extent, y: bounds.y - extent, width: bounds.width + 2 * extent,
            height: bounds.height + 2 * extent)
        guard area.intersects(clipBounds) else { return }
        let mask = AlphaMask(bounds: area)
        var sink = MaskSink(mask: mask, previous: nil)
        rasterizer.fill(flat, rule: .nonZero, clip: area, into: &sink)
        GaussianBlur.blur(mask.storage.bytes, width: area.width, height: area.height, sigma: sigma)
        blendMask(mask, color: color)
    }

    /// Stretches a shadow template over `shape` (device pixels) and blends it in `color`.
    private func drawNinePatch(_ t: ShadowTemplate, shape: PixelRect, color: RGBAColor, hole: PixelRect) {
        let m = t.margin
        let full = PixelRect(x: shape.x - m, y: shape.y - m, width: shape.width + 2 * m, height: shape.height + 2 * m)
        let area = full.intersection(clipBounds)
        guard !area.isEmpty else { return }
        blend(NinePatch(template: t, full: full, area: area, hole: hole), color: color)
    }

    func blendMask(_ mask: AlphaMask, color: RGBAColor) {
        let area = mask.bounds.intersection(clipBounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            blendMaskRow(y: y, x: area.x, coverage: mask.pointer(x: area.x, y: y), count: area.width, color: color)
        }
    }
}

/// A blurred rounded-rect mask small enough that its middle row and column are unaffected by
/// the corners; larger shadows repeat them.
final class ShadowTemplate {
    let mask: UnsafeMutablePointer<UInt8>
    let width: Int, height: Int
    /// Blur extent around the shape, in pixels.
    let margin: Int
    /// The middle column and row that stretch.
    let center: (x: Int, y: Int)
    /// When the cache last handed it out (its lock guards this).
    var lastUsed = 0

    init(radii: CornerRadii, sigma: Double, shapeWidth: Int, shapeHeight: Int) {
        margin = GaussianBlur.extent(sigma: sigma)
        width = shapeWidth + 2 * margin
        height = shapeHeight + 2 * margin
        mask = .allocate(capacity: width * height)
        mask.initialize(repeating: 0, count: width * height)
        center = (margin + shapeWidth / 2, margin + shapeHeight / 2)
        let r = Rasterizer()
        var flat = FlatPath()
        flat.flatten(
            Path.roundedRect(
                Rect(x: Double(margin), y: Double(margin), width: Double(shapeWidth), height: Double(shapeHeight)),
                radii: radii), transform: .identity)
        let alpha = AlphaMask(bounds: PixelRect(x: 0, y: 0, width: width, height: height))
        var sink = MaskSink(mask: alpha, previous: nil)
        r.fill(flat, rule: .nonZero, clip: alpha.bounds, into: &sink)
        GaussianBlur.blur(alpha.storage.bytes, width: width, height: height, sigma: sigma)
        mask.update(from: alpha.storage.bytes, count: width * height)
    }
    deinit { mask.deallocate() }
}

/// Shadow templates by (radii, blur, size class), least recently used first out, within a
/// byte budget. Shared by the frames and render threads of a renderer, so locked.
final class ShadowTemplateCache: @unchecked Sendable {
    private struct Key: Hashable {
        var radii: CornerRadii
        var sigma: Double
        var width: Int
        var height: Int
    }
    private var entries: [Key: ShadowTemplate] = [:]
    private var tick = 0
    private let lock = Lock()
    let capacity = 64
    let byteBudget: Int
    private(set) var byteCount = 0

    init(byteBudget: Int = 2 << 20) { self.byteBudget = byteBudget }

    var count: Int { lock.withLock { entries.count } }

    /// The template for a shape of `width` x `height` pixels: shapes larger than twice the
    /// corner-plus-blur size share one small template; smaller ones get their own exact one.
    /// A hit only stamps the template (a list in order of use moved its key on every hit, and
    /// allocated doing it); the least recently used is looked for when one must go.
    func template(radii: CornerRadii, sigma: Double, width: Int, height: Int) -> ShadowTemplate {
        let extent = GaussianBlur.extent(sigma: sigma)
        let maxRadius = Int(max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight).rounded(.up))
        let minSide = 2 * (maxRadius + extent) + 1
        // Each corner needs its own radius on the template's own side, so radii are kept per corner.
        let w = width > minSide ? minSide : width, h = height > minSide ? minSide : height
        let key = Key(radii: radii, sigma: sigma, width: w, height: h)
        return lock.withLock {
            tick += 1
            if let hit = entries[key] {
                hit.lastUsed = tick
                return hit
            }
            let t = ShadowTemplate(radii: radii, sigma: sigma, shapeWidth: w, shapeHeight: h)
            t.lastUsed = tick
            entries[key] = t
            byteCount += t.width * t.height
            while entries.count > capacity || (byteCount > byteBudget && entries.count > 1) {
                guard let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key,
                    let gone = entries.removeValue(forKey: oldest)
                else { break }
                byteCount -= gone.width * gone.height
            }
            return t
        }
    }
}

/// The caches a renderer keeps across frames and shares with its render threads: blurred
/// shadow corners and gradient tables. Canvases made without one get their own.
package final class RasterCaches: @unchecked Sendable {
    let gradients = GradientCache()
    let shadowTemplates: ShadowTemplateCache
    package init(shadowBytes: Int = 2 << 20) { shadowTemplates = ShadowTemplateCache(byteBudget: shadowBytes) }

    /// Rasterisers whose canvases are gone, buffers warm: a canvas is made per frame (and per
    /// render thread), and each new rasteriser grew its cell lists and coverage grid again
    /// (the grid zeroed: a tenth of a frame of many rounded rectangles).
    private var spareRasterizers: [Rasterizer] = []
    private let rasterizerLock = Lock()

    func takeRasterizer() -> Rasterizer {
        rasterizerLock.withLock { spareRasterizers.popLast() } ?? Rasterizer()
    }

    /// Takes back a canvas's rasteriser (as many as render threads draw at once are kept).
    func giveBack(_ r: Rasterizer) {
        r.restoreDefaults()
        rasterizerLock.withLock { if spareRasterizers.count < 8 { spareRasterizers.append(r) } }
    }

    /// Bytes held (shadow masks, gradient tables), for the soak report.
    package var shadowBytes: Int { shadowTemplates.lockedByteCount }
    package var shadowTemplateCount: Int { shadowTemplates.count }
    package var gradientCount: Int { gradients.count }
    package var gradientBytes: Int { gradients.byteCount }
}

extension ShadowTemplateCache {
    var lockedByteCount: Int { byteCount }
}

extension Canvas {
    /// Blends a coverage mask (glyphs) in `color` with its top-left at device pixel (x, y),
    /// through an optional 256-entry coverage correction table. The current transform's
    /// translation does not apply: text is placed in device pixels by the layout.
    package func blendCoverage(
        _ coverage: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, atX x: Int, y: Int,
        color: RGBAColor, gamma: [UInt8]? = nil
    ) {
        guard let blender = coverageBlender(color: color) else { return }
        gamma.withUnsafeBufferPointerIfPresent { table in
            blender.blend(coverage, width: width, height: height, stride: stride, atX: x, y: y, gamma: table)
        }
    }

    /// A blender for many masks in one colour (a line of text): the colour, clip and blend
    /// state are resolved once instead of per glyph.
    package func coverageBlender(color: RGBAColor) -> CoverageBlender? {
        guard let sink = coverageSink(color) else { return nil }
        return CoverageBlender(sink: sink, clip: clipBounds, row: rowScratch(max(256, clipBounds.width)))
    }
}

/// Blends coverage masks in one colour with a canvas's state captured when it was made. Valid
/// until the canvas's state or target changes.
package struct CoverageBlender {
    var sink: PaintSink
    /// The sink's solid colour when it has no clip mask (most text): a glyph then goes
    /// straight to the kernels, without the paint sink's tests and its target's row lookup.
    let solid: SolidSink?
    /// The pixels it may blend (the canvas's clip box): what lies outside is not drawn.
    package let clip: PixelRect
    let row: UnsafeMutablePointer<UInt8>

    init(sink: PaintSink, clip: PixelRect, row: UnsafeMutablePointer<UInt8>) {
        self.sink = sink
        self.solid = sink.plainSolid
        self.clip = clip
        self.row = row
    }

    package func blend(
        _ coverage: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, atX x: Int, y: Int,
        gamma: UnsafeBufferPointer<UInt8>?
    ) {
        let area = PixelRect(x: x, y: y, width: width, height: height).intersection(clip)
        guard !area.isEmpty else { return }
        if gamma == nil {
            let first = coverage + (area.y - y) * stride + (area.x - x)
            if let solid {
                solid.blendMaskRect(
                    x: area.x, y: area.y, width: area.width, height: area.height, coverage: first,
                    coverageStride: stride)
            } else {
                sink.blendMaskRect(
                    x: area.x, y: area.y, width: area.width, height: area.height, coverage: first,
                    coverageStride: stride)
            }
            return
        }
        var sink = self.sink
        for yy in area.y..<area.maxY {
            let src = coverage + (yy - y) * stride + (area.x - x)
            if let gamma {
                for i in 0..<area.width { row[i] = gamma[Int(src[i])] }
                sink.blendMask(y: yy, x: area.x, coverage: row, count: area.width)
            } else {
                sink.blendMask(y: yy, x: area.x, coverage: src, count: area.width)
            }
        }
    }
}

extension Optional where Wrapped == [UInt8] {
    func withUnsafeBufferPointerIfPresent<R>(_ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
        switch self {
        case .some(let a): a.withUnsafeBufferPointer { body($0) }
        case .none: body(nil)
        }
    }
}

/// A shadow template stretched over a shape: the template's corners and edges as they are,
/// its middle row and column repeated. The repeated parts are runs of one coverage (the
/// inside of a large shadow is one run per row, not a mask), and the rows of the stretched
/// middle, all alike, go to the sink together.
struct NinePatch: SpanDrawing {
    let template: ShadowTemplate
    /// Where the whole shadow lies, and the part of it to draw.
    let full: PixelRect, area: PixelRect
    /// Pixels to leave alone in the stretched middle (painted over by the caller).
    var hole = PixelRect.zero

    func draw<S: SpanSink>(into sink: inout S) {
        let t = template
        let leftCount = t.center.x, rightCount = t.width - t.center.x - 1
        let middle = full.width - leftCount - rightCount
        // The rows below the top edge and above the bottom edge repeat the template's middle row.
        let bandEnd = full.y + full.height - (t.height - t.center.y)
        var y = area.y
        while y < area.maxY {
            let oy = y - full.y
            let ty = oy <= t.center.y ? oy : (y >= bandEnd ? oy - (full.height - t.height) : t.center.y)
            let rows = ty == t.center.y ? y..<max(y + 1, min(area.maxY, bandEnd)) : y..<(y + 1)
            let src = t.mask + ty * t.width
            segment(&sink, rows, from: full.x, count: leftCount, coverage: src)
            let c = src[t.center.x]
            if c > 0, let (x, n) = clipped(full.x + leftCount, middle) { run(&sink, rows, x: x, count: n, coverage: c) }
            segment(&sink, rows, from: full.x + leftCount + middle, count: rightCount, coverage: src + t.center.x + 1)
            y = rows.upperBound
        }
    }

    /// The same run on each of `rows`, but where the hole is.
    private func run<S: SpanSink>(_ sink: inout S, _ rows: Range<Int>, x: Int, count: Int, coverage: UInt8) {
        let top = max(rows.lowerBound, hole.y), bottom = min(rows.upperBound, hole.maxY)
        guard !hole.isEmpty, top < bottom, hole.x < x + count, hole.maxX > x else {
            sink.blendRows(rows, x: x, count: count, coverage: coverage)
            return
        }
        let inner = top..<bottom
        if rows.lowerBound < inner.lowerBound {
            sink.blendRows(rows.lowerBound..<inner.lowerBound, x: x, count: count, coverage: coverage)
        }
        if inner.upperBound < rows.upperBound {
            sink.blendRows(inner.upperBound..<rows.upperBound, x: x, count: count, coverage: coverage)
        }
        if hole.x > x { sink.blendRows(inner, x: x, count: hole.x - x, coverage: coverage) }
        if hole.maxX < x + count {
            sink.blendRows(inner, x: hole.maxX, count: x + count - hole.maxX, coverage: coverage)
        }
    }

    private func segment<S: SpanSink>(
        _ sink: inout S, _ rows: Range<Int>, from x0: Int, count: Int, coverage: UnsafePointer<UInt8>
    ) {
        guard let (x, n) = clipped(x0, count) else { return }
        sink.blendMaskRows(rows, x: x, coverage: coverage + (x - x0), count: n)
    }

    /// The part of `count` pixels from `x0` inside the area to draw.
    private func clipped(_ x0: Int, _ count: Int) -> (Int, Int)? {
        let x = max(x0, area.x), end = min(x0 + count, area.maxX)
        return end > x ? (x, end - x) : nil
    }
}
