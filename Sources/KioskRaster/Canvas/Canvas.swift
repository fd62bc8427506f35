import KioskBlend
import KioskGeometry

/// Draws paths, rectangles, images and effects into a `PixelBuffer`.
///
/// State (transform, clip, opacity, blend mode) is saved and restored as a stack, as in
/// CoreGraphics and Skia. Coordinates are user space, mapped by `transform` to device pixels.
/// A canvas owns its scratch memory and reuses it, so drawing allocates nothing once warm
/// (paths and stroke outlines are flattened into reused buffers). Not thread-safe: one canvas
/// per render thread.
package final class Canvas {
    struct State {
        var transform: AffineTransform = .identity
        /// Device-pixel clip; always inside the device bounds.
        var clip: PixelRect
        var clipMask: AlphaMask?
        var opacity: Double = 1
        var blendMode: BlendMode = .sourceOver
        var antialiased = true
        /// The premultiplied colour lying over what is drawn (`coveringColor`); 0 for none.
        var covering: UInt32 = 0
    }

    struct Layer {
        let target: PixelBuffer
        let originX: Int, originY: Int
        let opacity: Double
        let savedStates: Int
        /// Device-to-device transform applied when compositing (scale and rotation effects).
        var transform: AffineTransform? = nil
        /// Device-to-device projection applied when compositing (3-D rotation effects).
        var projection: ProjectionTransform? = nil
        /// Whether the layer's pixels are moved when composited (so not filtered or mixed in place).
        var isMoved: Bool { transform != nil || projection != nil }
    }

    /// The buffer being drawn into (an offscreen layer while one is open).
    package internal(set) var target: PixelBuffer
    var originX = 0, originY = 0
    private(set) var deviceBounds: PixelRect
    var state: State
    var stack: [State] = []
    var layers: [Layer] = []

    let rasterizer: Rasterizer
    var flat = FlatPath()
    /// The last path clip made, and what it gave.
    var lastPathClip: (key: PathClip, bounds: PixelRect, mask: AlphaMask?)?
    var dashed = FlatPath()
    /// The segments of a stroke's path that reach the clip's rows, when the rest are cut away.
    var nearClip = FlatPath()
    /// Off only in the tests that compare a stroke cut to the clip with the whole one.
    var cutsStrokesToClip = true
    /// Kept between strokes for its buffers; `outline` is what it makes.
    var stroker = Stroker(style: StrokeStyle(lineWidth: 1), transform: .identity, tolerance: FlatPath.tolerance)
    var outline = FlatPath()
    /// The buffers of strokes whose subpaths overlap (`fillUnion`), made at the first.
    lazy var unionScratch = StrokeUnionScratch()
    /// Whether strokes whose subpaths overlap are filled as their union (off only in the tests
    /// that compare with the sum of the pieces).
    var unitesOverlappingSubpaths = true
    let caches: RasterCaches
    var gradients: GradientCache { caches.gradients }
    var shadowTemplates: ShadowTemplateCache { caches.shadowTemplates }
    private var rowBuffer: UnsafeMutablePointer<UInt8> = .allocate(capacity: 256)
    private var rowCapacity = 256
    private var colorScratch: UnsafeMutablePointer<UInt32>
    var maskScratch: UnsafeMutablePointer<UInt8>
    /// Coverage made all or nothing (`isAntialiased` off), apart from `maskScratch`, which a
    /// paint sink may be using under it.
    var aliasScratch: UnsafeMutablePointer<UInt8>
    private var scratchCapacity: Int

    /// `caches` lets canvases of successive frames (and of render threads) share shadow
    /// templates and gradient tables; without, the canvas keeps its own.
    package init(_ target: PixelBuffer, caches: RasterCaches = RasterCaches()) {
        self.caches = caches
        rasterizer = caches.takeRasterizer()
        self.target = target
        deviceBounds = target.bounds
        state = State(clip: target.bounds)
        scratchCapacity = max(64, target.width)
        colorScratch = .allocate(capacity: scratchCapacity)
        maskScratch = .allocate(capacity: scratchCapacity)
        aliasScratch = .allocate(capacity: scratchCapacity)
    }

    /// Points the canvas at `target` with fresh state, keeping its scratch memory: a renderer
    /// draws every frame through one canvas, so a frame allocates none of it. Only between
    /// drawings: every `save` restored and every layer ended.
    package func retarget(_ target: PixelBuffer) {
        precondition(layers.isEmpty, "retarget with a layer open")
        stack.removeAll(keepingCapacity: true)
        self.target = target
        originX = 0
        originY = 0
        deviceBounds = target.bounds
        state = State(clip: target.bounds)
        lastPathClip = nil
        ensureScratch(target.width)
    }

    deinit {
        caches.giveBack(rasterizer)
        colorScratch.deallocate()
        maskScratch.deallocate()
        aliasScratch.deallocate()
        rowBuffer.deallocate()
    }

    // MARK: State

    package var transform: AffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }
    /// Multiplies every drawn alpha (0...1).
    package var opacity: Double {
        get { state.opacity }
        set { state.opacity = min(1, max(0, newValue)) }
    }
    package var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }
    /// Whether the edges of fills and strokes are anti-aliased (on by default). Off, a pixel
    /// is drawn whole when at least half of it is covered and not at all otherwise: crisp
    /// lines on the pixel grid (SVG's `shape-rendering="crispEdges"`), pixel art. Text and
    /// images are not affected.
    package var isAntialiased: Bool {
        get { state.antialiased }
        set { state.antialiased = newValue }
    }
    /// The current clip's pixel bounds.
    package var clipBounds: PixelRect { state.clip }
    /// The anti-aliased clip mask, when the clip is not a plain rectangle.
    var clipMask: AlphaMask? { state.clipMask }

    package func save() { stack.append(state) }
    package func restore() {
        if let s = stack.popLast() { state = s }
    }

    package func translate(x: Double, y: Double) { state.transform = state.transform.translatedBy(x: x, y: y) }
    package func scale(x: Double, y: Double) { state.transform = state.transform.scaledBy(x: x, y: y) }
    package func rotate(by radians: Double) { state.transform = state.transform.rotated(by: radians) }
    package func concatenate(_ t: AffineTransform) { state.transform = t.concatenating(state.transform) }

    /// Intersects the clip with a device-pixel rectangle (damage rectangles, tiles).
    package func clip(toPixels rect: PixelRect) {
        state.clip = state.clip.intersection(rect)
    }

    /// Intersects the clip with a rectangle in user space. Pixel-aligned rectangles under an
    /// axis-aligned transform stay a cheap rectangle clip; anything else becomes a mask.
    package func clip(to rect: Rect) {
        let t = state.transform
        if t.isAxisAligned {
            let d = t.apply(rect)
            let aligned = [d.minX, d.minY, d.maxX, d.maxY].allSatisfy(Self.isPixelEdge)
            if aligned {
                clip(toPixels: PixelRect(minX: Int(d.minX), minY: Int(d.minY), maxX: Int(d.maxX), maxY: Int(d.maxY)))
                return
            }
        }
        clip(to: Path.rect(rect))
    }

    /// A whole pixel coordinate that converts to Int; anything else (fractions, and values out
    /// where a conversion would trap, which only the path clip's clamped bounds take) is not.
    static func isPixelEdge(_ v: Double) -> Bool { v == v.rounded() && abs(v) < 1e9 }

    /// The part of the frame being drawn (the damaged rectangle the renderer is filling), or
    /// nil. A path clip made while the clip is narrower (a fragment's own bounds) is
    /// rasterised over this reach instead, within the current buffer, when no other mask and
    /// no moved layer is in effect: each fragment of a clipped view pushes the same clip (a
    /// plan's frame, a card's corners), and one mask then serves them all, where each made
    /// and cleared its own (14 masks a frame of a pinch-zoomed plan).
    package var pathClipReach: PixelRect?

    /// Intersects the clip with the union of `shapes` (an SVG `clipPath`'s children), each
    /// under its own transform within user space and with its own fill rule. Their coverages
    /// add as opaque paints do (`a + b - ab`), so overlapping shapes clip as one whatever
    /// their winding. No shapes clip everything away.
    package func clip(toUnionOf shapes: [ClipShape]) {
        if shapes.count == 1 {
            clip(to: shapes[0].path.applying(shapes[0].transform), rule: shapes[0].rule)
            return
        }
        var bounds = PixelRect.zero
        for shape in shapes {
            flat.flatten(shape.path, transform: shape.transform.concatenating(state.transform), corners: false)
            let b = flatBounds(flat)
            if !b.isEmpty { bounds = bounds.isEmpty ? b : bounds.union(b) }
        }
        bounds = bounds.intersection(state.clip)
        state.clip = bounds
        guard !bounds.isEmpty else {
            state.clipMask = nil
            return
        }
        let mask = AlphaMask(bounds: bounds)
        for shape in shapes {
            flat.flatten(shape.path, transform: shape.transform.concatenating(state.transform), corners: false)
            var sink = MaskUnionSink(mask: mask)
            rasterizer.fill(flat, rule: shape.rule, clip: bounds, into: &sink)
        }
        if let previous = state.clipMask { mask.multiply(by: previous) }
        state.clipMask = mask
    }

    // MARK: Drawing

    /// Fills the whole clip with `color`, replacing what was there.
    package func clear(_ color: RGBAColor = .clear) {
        let c = Self.beneath(state.covering, color.premultiplied)
        let r = state.clip
        guard !r.isEmpty else { return }
        if state.clipMask == nil {
            for y in r.y..<r.maxY { (target.row(y - originY) + (r.x - originX)).fillPixels(c, count: r.width) }
        } else {
            save()
            state.blendMode = .source
            state.transform = .identity
            state.opacity = 1
            fillPixelRect(r, paint: .solid(color))
            restore()
        }
    }

    package func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        flat.flatten(path, transform: state.transform, corners: false)
        guard !flat.points.isEmpty else { return }
        let shape = path.roundedRect.map { ($0, state.transform) }
        func draw<S: SpanSink>(_ sink: inout S) {
            rasterizer.fill(flat, rule: rule, clip: state.clip, shape: shape, into: &sink)
        }
        let bounds = state.clipMask == nil ? nil : flatBounds(flat)
        switch solidSink(for: paint, within: bounds) {
        case .solid(var sink):
            if state.antialiased {
                draw(&sink)
            } else {
                var a = AliasedSink(base: sink, scratch: aliasScratch)
                draw(&a)
            }
        case .none: break
        case .other:
            guard var sink = makePaintSink(paint, within: bounds) else { break }
            if state.antialiased {
                draw(&sink)
            } else {
                var a = AliasedSink(base: sink, scratch: aliasScratch)
                draw(&a)
            }
        }
    }

    /// Fills a rectangle; axis-aligned ones take the analytic fast path (exact fractional edges).
    package func fill(_ rect: Rect, with paint: Paint) {
        let t = state.transform
        guard t.isAxisAligned else {
            fill(Path.rect(rect), with: paint)
            return
        }
        let d = Self.deviceRect(rect, t)
        fillDeviceRect(x0: Float(d.minX), y0: Float(d.minY), x1: Float(d.maxX), y1: Float(d.maxY), paint: paint)
    }

    /// `t.apply(r)` for an axis-aligned `t`, two corners instead of four (a seventh of a
    /// small rectangle's draw call): for finite coordinates the same values, as the terms
    /// left out are zero. Anything else goes the general way.
    @inline(__always)
    static func deviceRect(_ r: Rect, _ t: AffineTransform) -> Rect {
        let x0 = r.minX, x1 = r.maxX, y0 = r.minY, y1 = r.maxY
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return t.apply(r) }
        let xa = t.a * x0 + t.tx, xb = t.a * x1 + t.tx, ya = t.d * y0 + t.ty, yb = t.d * y1 + t.ty
        let left = min(xa, xb), top = min(ya, yb)
        return Rect(x: left, y: top, width: max(xa, xb) - left, height: max(ya, yb) - top)
    }

    func fillPixelRect(_ r: PixelRect, paint: Paint) {
        fillDeviceRect(x0: Float(r.x), y0: Float(r.y), x1: Float(r.maxX), y1: Float(r.maxY), paint: paint)
    }

    /// The analytic fill of an axis-aligned rectangle in device pixels, through the sink for `paint`.
    @inline(__always)
    private func fillDeviceRect(x0: Float, y0: Float, x1: Float, y1: Float, paint: Paint) {
        func draw<S: SpanSink>(_ sink: inout S) {
            rasterizer.fillRect(x0: x0, y0: y0, x1: x1, y1: y1, clip: state.clip, into: &sink)
        }
        let bounds = state.clipMask == nil ? nil : Self.pixelBounds(SIMD2(x0, y0), SIMD2(x1, y1))
        switch solidSink(for: paint, within: bounds) {
        case .solid(var sink):
            if state.antialiased {
                draw(&sink)
            } else {
                var a = AliasedSink(base: sink, scratch: aliasScratch)
                draw(&a)
            }
        case .none: break
        case .other:
            guard var sink = makePaintSink(paint, within: bounds) else { break }
            if state.antialiased {
                draw(&sink)
            } else {
                var a = AliasedSink(base: sink, scratch: aliasScratch)
                draw(&a)
            }
        }
    }

    /// Draws `image` scaled into `rect` (user space).
    ///
    /// `visible` crops the picture to part of `rect` (in the same space; a picture that
    /// overflows its frame). The crop is the fill's own edge, anti-aliased once: a clip along
    /// an edge that the picture also ends at would count that edge's coverage twice (an edge
    /// pixel a fifth covered drawn at a twenty-fifth).
    package func drawImage(
        _ image: PixelBuffer, in rect: Rect, croppedTo visible: Rect? = nil, filter: ImageFilter = .bilinear
    ) {
        guard image.width > 0, image.height > 0 else { return }
        var area = rect
        if let visible {
            guard let shown = rect.intersection(visible) else { return }
            area = shown
        }
        let t = AffineTransform(scaleX: rect.width / Double(image.width), y: rect.height / Double(image.height))
            .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
        // A pixel-exact, unscaled, opaque-transform draw samples one texel per pixel: use nearest.
        let device = t.concatenating(state.transform)
        let exact =
            device.a == 1 && device.d == 1 && device.isAxisAligned && device.tx == device.tx.rounded()
            && device.ty == device.ty.rounded()
        fill(
            area,
            with: .image(ImagePaint(image: image, transform: t, filter: exact ? .nearest : filter, tileMode: .clamp)))
    }

    // MARK: Internals

    /// A reusable row of coverage bytes, at least `count` long.
    func rowScratch(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if count > rowCapacity {
            rowBuffer.deallocate()
            rowBuffer = .allocate(capacity: count)
            rowCapacity = count
        }
        return rowBuffer
    }

    /// The part of the current target under device rectangle `r`.
    func targetView(_ r: PixelRect) -> PixelBuffer { target.view(r.offsetBy(dx: -originX, dy: -originY)) }

    /// Blends one row of coverage in a solid colour with the current state (clip mask, opacity, blend mode).
    func blendMaskRow(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int, color: RGBAColor) {
        switch solidSink(for: .solid(color)) {
        case .solid(let sink): sink.blendMask(y: y, x: x, coverage: coverage, count: count)
        case .none: break
        case .other:
            if var sink = makePaintSink(.solid(color)) { sink.blendMask(y: y, x: x, coverage: coverage, count: count) }
        }
    }

    /// Runs `drawing` into the sink for a solid colour with the current state (clip mask,
    /// opacity, blend mode), spans of runs and masks alike.
    func blend<D: SpanDrawing>(_ drawing: D, color: RGBAColor) {
        switch solidSink(for: .solid(color)) {
        case .solid(var sink): drawing.draw(into: &sink)
        case .none: break
        case .other: if var sink = makePaintSink(.solid(color)) { drawing.draw(into: &sink) }
        }
    }

    /// A sink for a solid colour with the current state (clip mask included), made once for
    /// many rows (glyphs).
    func coverageSink(_ color: RGBAColor) -> PaintSink? { makePaintSink(.solid(color)) }

    /// Whether a draw call goes through a `SolidSink`.
    enum SolidChoice {
        /// A solid colour without a clip mask: most calls.
        case solid(SolidSink)
        /// Nothing would be drawn.
        case none
        /// A shader or a clip mask: a `PaintSink` (made in place by the caller: wrapped in
        /// this enum, its 272 bytes were copied twice per call, 15% of an image fill's).
        case other
    }

    /// `within`: the device pixels the call may touch, when known.
    @inline(__always)
    func solidSink(for paint: Paint, within bounds: PixelRect? = nil) -> SolidChoice {
        guard case .solid(let c) = paint, isUnmasked(bounds) else { return .other }
        guard !state.clip.isEmpty, let color = solidColor(c) else { return .none }
        return .solid(
            SolidSink(target: target, originX: originX, originY: originY, mode: state.blendMode, color: color))
    }

    /// `color` premultiplied, with the current opacity; nil when it draws nothing (transparent,
    /// in a mode that keeps the destination where the source is clear).
    @inline(__always)
    private func solidColor(_ c: RGBAColor) -> UInt32? {
        let color = Self.beneath(state.covering, ReferenceKernels.scale(c.premultiplied, opacityByte))
        if color == 0 && state.blendMode.keepsSource && state.blendMode != .source { return nil }
        return color
    }

    private var opacityByte: UInt32 { RGBAColor.roundedChannel(max(0, min(1, state.opacity)) * 255) }

    /// Whether a call that touches only `bounds` (device pixels; nil when unknown) draws as if
    /// there were no clip mask: there is none, or it is wholly opaque there (inside a rounded
    /// clip's straight sides, where most of a clipped card's content is drawn).
    @inline(__always)
    private func isUnmasked(_ bounds: PixelRect?) -> Bool {
        guard let mask = state.clipMask else { return true }
        guard let bounds else { return false }
        return mask.opaque.contains(bounds)
    }

    /// The whole pixels that device box `lo`...`hi` touches.
    @inline(__always)
    static func pixelBounds(_ lo: SIMD2<Float>, _ hi: SIMD2<Float>) -> PixelRect {
        guard lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite else { return .zero }
        let c: (Float) -> Int = { Int(max(-1e7, min(1e7, $0))) }
        return PixelRect(
            minX: c(lo.x.rounded(.down)), minY: c(lo.y.rounded(.down)), maxX: c(hi.x.rounded(.up)),
            maxY: c(hi.y.rounded(.up)))
    }

    @inline(__always)
    func makePaintSink(_ paint: Paint, within bounds: PixelRect? = nil) -> PaintSink? {
        guard !state.clip.isEmpty else { return nil }
        ensureScratch(state.clip.width)
        let clipMask = isUnmasked(bounds) ? nil : state.clipMask
        if case .solid(let c) = paint {
            guard let color = solidColor(c) else { return nil }
            return PaintSink(
                target: target, originX: originX, originY: originY, mode: state.blendMode, color: color,
                shader: nil, clipMask: clipMask, colorScratch: colorScratch, maskScratch: maskScratch)
        }
        guard let shader = Shader(paint: paint, userToDevice: state.transform, opacity: opacityByte, cache: gradients)
        else { return nil }
        return shadedSink(shader, clipMask: clipMask)
    }

    /// The sink that blends `shader`'s colours in the current state.
    func shadedSink(_ shader: Shader) -> PaintSink? { shadedSink(shader, clipMask: state.clipMask) }

    private func shadedSink(_ shader: Shader, clipMask: AlphaMask?) -> PaintSink? {
        guard !state.clip.isEmpty else { return nil }
        ensureScratch(state.clip.width)
        return PaintSink(
            target: target, originX: originX, originY: originY, mode: state.blendMode, color: 0,
            shader: shader, clipMask: clipMask, colorScratch: colorScratch, maskScratch: maskScratch)
    }

    private func ensureScratch(_ width: Int) {
        guard width > scratchCapacity else { return }
        colorScratch.deallocate()
        maskScratch.deallocate()
        aliasScratch.deallocate()
        scratchCapacity = width
        colorScratch = .allocate(capacity: width)
        maskScratch = .allocate(capacity: width)
        aliasScratch = .allocate(capacity: width)
    }

    func flatBounds(_ f: FlatPath) -> PixelRect {
        guard let first = f.points.first else { return .zero }
        var lo = first, hi = first
        // Swift's min and max lane by lane (y < x ? y : x), written with masks: the library's
        // pointwiseMin/Max are calls, one per point of every path.
        for p in f.points {
            lo.replace(with: p, where: p .< lo)
            hi.replace(with: p, where: p .> hi)
        }
        return Self.pixelBounds(lo, hi)
    }
}
