import Dispatch
import KioskGeometry
import KioskRaster
import KioskText

/// Draws display lists into a pixel buffer, all of it or only a damaged region.
///
/// For each rectangle of the region the renderer clips the canvas to it, fills the background
/// and replays only the fragments whose bounds reach it, so unchanged parts of the screen cost
/// nothing. Rendering a region into a stale buffer gives exactly the pixels of a full render
/// (the raster engine's coverage does not depend on the clip; tested per component).
///
/// With `threads` above one, large damage is cut into horizontal bands of equal area that are
/// drawn at once, each through its own canvas clipped to its band; since coverage does not
/// depend on the clip, the pixels are the same as one thread's (tested on every gallery page).
/// The caches the threads share (glyph masks, a layout's glyph positions, icon names) are
/// locked; everything else a band touches is its own.
package final class Renderer {
    package let fonts: FontLibrary
    package let icons: IconSet
    /// Statistics of the last `render` call.
    package private(set) var lastFragmentsDrawn = 0
    package private(set) var lastPixelsDrawn = 0
    /// How many bands the last `render` call drew at once (1: on the calling thread alone).
    package private(set) var lastBands = 1
    /// Threads that draw a frame (the board's `renderThreads`).
    package var threads = 1
    /// Damage smaller than this many pixels is drawn on one thread: handing out bands would
    /// cost more than it saves (a button press, a caret).
    package var parallelThreshold = 40_000
    /// Shadow templates and gradient tables, kept from frame to frame (a card's shadow is
    /// blurred once, not on every redraw) and shared by the render threads.
    package let rasterCaches = RasterCaches()
    /// Canvases kept from frame to frame for their scratch memory (a frame's drawing then
    /// allocates none): the first draws on the calling thread, the others one band each.
    /// Between frames they point at `detached`, so no frame's buffer is held.
    private var canvases: [Canvas] = []
    private let detached = PixelBuffer(width: 1, height: 1)
    /// The damaged rectangles of the frame being drawn (kept for its capacity).
    private var rectScratch: [PixelRect] = []

    package init(fonts: FontLibrary = FontLibrary()) {
        self.fonts = fonts
        icons = IconSet(fonts: fonts)
    }

    /// Nothing drawn this frame.
    package func resetCounters() {
        lastFragmentsDrawn = 0
        lastPixelsDrawn = 0
    }

    /// Renders `list` into `buffer` within `region` (nil: the whole buffer).
    package func render(_ list: DisplayList, into buffer: PixelBuffer, region: Region? = nil) {
        rectScratch.removeAll(keepingCapacity: true)
        for r in region?.rects ?? [] {
            let part = r.intersection(buffer.bounds)
            if !part.isEmpty { rectScratch.append(part) }
        }
        if region == nil, !buffer.bounds.isEmpty { rectScratch.append(buffer.bounds) }
        let rects = rectScratch
        let area = rects.reduce(0) { $0 + $1.area }
        let folding = CoverFolding(list, damage: rects)
        guard threads > 1, area >= parallelThreshold else {
            lastBands = 1
            (lastFragmentsDrawn, lastPixelsDrawn) = draw(list, in: rects, folding: folding, on: canvas(0, on: buffer))
            detachCanvases()
            return
        }
        // A backdrop blur reads and writes the whole of its fragment within the damage, and
        // only there: that box is drawn on this thread after the bands, so the blur sees
        // everything beneath it as one thread would have drawn it. The rest goes to the bands.
        var glass: [PixelRect] = []
        var open: [PixelRect] = []
        for r in rects {
            var box: PixelRect?
            for f in list.fragments where f.hasBackdropBlur {
                let part = f.bounds.intersection(r)
                if !part.isEmpty { box = box.map { $0.union(part) } ?? part }
            }
            if let box {
                glass.append(box)
                open += r.subtracting(box)
            } else {
                open.append(r)
            }
        }
        let bands = Self.bands(of: open, count: threads)
        lastBands = bands.count
        var fragments = 0, pixels = 0
        if bands.count == 1 {
            (fragments, pixels) = draw(list, in: bands[0], folding: folding, on: canvas(0, on: buffer))
        } else if bands.count > 1 {
            let counts = UnsafeMutableBufferPointer<(Int, Int)>.allocate(capacity: bands.count)
            defer { counts.deallocate() }
            let bandCanvases = bands.indices.map { canvas($0 + 1, on: buffer) }
            let work = BandWork(
                renderer: self, list: list, folding: folding, canvases: bandCanvases, bands: bands, counts: counts)
            DispatchQueue.concurrentPerform(iterations: bands.count) { i in work.run(i) }
            fragments = counts.reduce(0) { $0 + $1.0 }
            pixels = counts.reduce(0) { $0 + $1.1 }
        }
        if !glass.isEmpty {
            let (f, p) = draw(list, in: glass, folding: folding, on: canvas(0, on: buffer))
            fragments += f
            pixels += p
        }
        lastFragmentsDrawn = fragments
        lastPixelsDrawn = pixels
        detachCanvases()
    }

    /// Canvas `index` pointed at `buffer`, made at its first use.
    private func canvas(_ index: Int, on buffer: PixelBuffer) -> Canvas {
        while canvases.count <= index { canvases.append(Canvas(detached, caches: rasterCaches)) }
        canvases[index].retarget(buffer)
        return canvases[index]
    }

    private func detachCanvases() {
        for canvas in canvases { canvas.retarget(detached) }
    }

    /// Draws the fragments of `list` that reach each of `rects`, over the background, those
    /// beneath `folding`'s cover seen through it within its region. Returns the fragments
    /// drawn and the pixels covered.
    func draw(_ list: DisplayList, in rects: [PixelRect], folding: CoverFolding?, on canvas: Canvas) -> (Int, Int) {
        var fragments = 0, pixels = 0
        for r in rects {
            pixels += r.area
            guard let folding else {
                fragments += draw(list, r, coveredBy: nil, on: canvas)
                continue
            }
            var plain = [r]
            for piece in folding.region {
                let inside = r.intersection(piece)
                guard !inside.isEmpty else { continue }
                fragments += draw(list, inside, coveredBy: folding, on: canvas)
                plain = plain.flatMap { $0.subtracting(inside) }
            }
            for part in plain { fragments += draw(list, part, coveredBy: nil, on: canvas) }
        }
        return (fragments, pixels)
    }

    /// Draws the fragments of `list` that reach `r`; with `folding`, those beneath its cover
    /// seen through it and the cover itself not blended.
    private func draw(_ list: DisplayList, _ r: PixelRect, coveredBy folding: CoverFolding?, on canvas: Canvas) -> Int {
        canvas.save()
        canvas.clip(toPixels: r)
        // What lies under a fragment that paints all of `r` opaque cannot show: drawing
        // starts at the topmost such fragment, without the clear.
        let first = Self.topmostCover(of: r, in: list.fragments)
        // A cover under that fragment is hidden with the rest.
        let cover = folding.flatMap { $0.index > first ?? -1 ? $0 : nil }
        if let cover { canvas.cover(with: cover.color, opacity: cover.opacity) }
        if first == nil { canvas.clear(list.background) }
        canvas.pathClipReach = r
        var fragments = 0
        for i in (first ?? 0)..<list.fragments.count where list.fragments[i].bounds.intersects(r) {
            fragments += 1
            if i == cover?.index {
                canvas.cover(with: nil)
                continue
            }
            draw(list.fragments[i], on: canvas)
        }
        canvas.pathClipReach = nil
        canvas.restore()
        return fragments
    }

    /// The index of the last fragment whose first command paints every pixel of `rect` opaque.
    static func topmostCover(of rect: PixelRect, in fragments: [DisplayFragment]) -> Int? {
        var i = fragments.endIndex
        while i > fragments.startIndex {
            i -= 1
            guard fragments[i].bounds.contains(rect), let cover = opaqueCover(of: fragments[i]) else { continue }
            if cover.contains(rect) { return i }
        }
        return nil
    }

    /// The whole pixels that `fragment`'s first command paints opaque, whatever lies beneath
    /// them: an opaque solid fill of a rectangle, or of a rounded one inside its corners.
    static func opaqueCover(of fragment: DisplayFragment) -> PixelRect? {
        guard let first = fragment.commands.first else { return nil }
        let area: Rect
        switch first {
        case let .fillRect(r, .solid(c)) where c.alpha >= 1: area = r.standardized
        case let .fill(path, .solid(c), _) where c.alpha >= 1:
            guard let inner = path.interiorRect else { return nil }
            area = inner
        default: return nil
        }
        return PixelRect(inside: area).intersection(fragment.bounds)
    }

    /// The rectangles cut into `count` horizontal bands of about equal area (fewer when the
    /// damage has fewer rows).
    static func bands(of rects: [PixelRect], count: Int) -> [[PixelRect]] {
        guard let top = rects.map(\.y).min(), let bottom = rects.map(\.maxY).max(), bottom > top else { return [rects] }
        var rowArea = [Int](repeating: 0, count: bottom - top)
        for r in rects { for y in r.y..<r.maxY { rowArea[y - top] += r.width } }
        let total = rowArea.reduce(0, +)
        var cuts = [top]
        var sum = 0
        for (i, a) in rowArea.enumerated() {
            sum += a
            let y = top + i + 1
            if cuts.count < count, sum * count >= total * cuts.count, y < bottom { cuts.append(y) }
        }
        cuts.append(bottom)
        var out: [[PixelRect]] = []
        for k in 0..<(cuts.count - 1) {
            let band = PixelRect(x: Int.min / 4, y: cuts[k], width: Int.max / 2, height: cuts[k + 1] - cuts[k])
            let part = rects.map { $0.intersection(band) }.filter { !$0.isEmpty }
            if !part.isEmpty { out.append(part) }
        }
        return out
    }

    /// A fragment draws within its bounds (damage relies on that), so the clip is narrowed to
    /// them: an opacity layer then covers the fragment, not the whole damaged rectangle.
    func draw(_ fragment: DisplayFragment, on canvas: Canvas) {
        canvas.save()
        canvas.clip(toPixels: fragment.bounds)
        draw(fragment.commands, on: canvas)
        canvas.restore()
    }

    func draw(_ commands: [DrawCommand], on canvas: Canvas) {
        // A transform is a layer too.
        enum Scope {
            case clip, layer, mixLayer(MixBlendMode), filterLayer([LayerFilter]), translation(Int, Int)
            /// A transform applied to the outlines drawn in it (`LayerFolding.transformsOutlines`).
            case outlineTransform
        }
        var scopes: [Scope] = []
        // Scrolled content: commands are in the content's coordinates and move by whole pixels.
        var shiftX = 0, shiftY = 0
        func close(_ scope: Scope) {
            switch scope {
            case .layer:
                canvas.endLayer()
                canvas.restore()
            case let .mixLayer(mode):
                canvas.endLayer(mixing: mode)
                canvas.restore()
            case let .filterLayer(filters):
                canvas.endLayer(filtering: filters)
                canvas.restore()
            case .clip, .outlineTransform: canvas.restore()
            case let .translation(x, y):
                shiftX -= x
                shiftY -= y
            }
        }
        func isClip(_ s: Scope?) -> Bool { if case .clip? = s { return true } else { return false } }
        func isLayer(_ s: Scope?) -> Bool {
            switch s {
            case .layer?, .mixLayer?, .filterLayer?: return true
            default: return false
            }
        }
        // Opacity layers drawn without a buffer of their own (see `LayerFolding`): the
        // commands skipped, and the `popLayer`s that restore the opacity they changed.
        var skipped: Set<Int> = []
        var restores: Set<Int> = []
        for (index, original) in commands.enumerated() {
            if !skipped.isEmpty, skipped.contains(index) { continue }
            if !restores.isEmpty, restores.contains(index) {
                close(scopes.removeLast())
                continue
            }
            let command = shiftX == 0 && shiftY == 0 ? original : original.translated(dx: shiftX, dy: shiftY)
            switch command {
            case let .fill(path, paint, rule): canvas.fill(path, with: paint, rule: rule)
            case let .fillRect(rect, paint): canvas.fill(rect, with: paint)
            case let .stroke(path, paint, style): canvas.stroke(path, with: paint, style: style)
            case let .shadow(rect, radii, color, blur, offset, spread):
                // The shape cast it is usually filled opaque next: that part is not shadowed.
                var occluder: Rect?
                if index + 1 < commands.count, skipped.isEmpty || !skipped.contains(index + 1),
                    case let .shadow(own, ownRadii, _, _, _, _) = original,
                    let cover = Self.opaqueCover(of: own, radii: ownRadii, by: commands[index + 1])
                {
                    occluder = cover.offsetBy(dx: Double(shiftX), dy: Double(shiftY))
                }
                canvas.drawBoxShadow(
                    roundedRect: rect, radii: radii, color: color, blurRadius: blur, offset: offset, spread: spread,
                    occluder: occluder)
            case let .text(run): run.layout.draw(on: canvas, at: run.origin, color: run.color, fonts: fonts)
            case let .image(image, rect, filter): canvas.drawImage(image, in: rect, filter: filter)
            case let .icon(name, rect, size, weight, color):
                icons.draw(systemName: name, in: rect, pixelSize: size, weight: weight, color: color, on: canvas)
            case let .backdropBlur(rect, radius): canvas.blurBackdrop(in: rect, radius: radius)
            case let .pushClip(path):
                canvas.save()
                scopes.append(.clip)
                canvas.clip(to: path)
            case let .pushClipFilled(path, rule):
                canvas.save()
                scopes.append(.clip)
                canvas.clip(to: path, rule: rule)
            case let .pushClipRect(rect):
                canvas.save()
                scopes.append(.clip)
                canvas.clip(to: rect)
            case .popClip, .popBlendMode: if isClip(scopes.last) { close(scopes.removeLast()) }
            case let .pushBlendMode(mode):
                // Saved and restored as a clip is: only the canvas state changes.
                canvas.save()
                scopes.append(.clip)
                canvas.blendMode = mode
            case let .pushLayer(opacity):
                canvas.save()
                if let end = LayerFolding.wholePixelRectangle(in: commands, layerAt: index) {
                    // A solid rectangle alone in the layer: its own opacity gives the same
                    // pixels.
                    restores.insert(end)
                    scopes.append(.clip)
                    canvas.opacity *= opacity
                    continue
                }
                if let (end, cover) = LayerFolding.shadowedFill(in: commands, layerAt: index),
                    drawSplitting(
                        commands[(index + 1)..<end].map {
                            shiftX == 0 && shiftY == 0 ? $0 : $0.translated(dx: shiftX, dy: shiftY)
                        },
                        opacity: opacity, around: cover.offsetBy(dx: Double(shiftX), dy: Double(shiftY)), on: canvas)
                {
                    canvas.restore()
                    skipped.formUnion((index + 1)...end)
                    continue
                }
                scopes.append(.layer)
                canvas.beginLayer(opacity: opacity)
            case let .pushMixLayer(mode, opacity):
                canvas.save()
                scopes.append(.mixLayer(mode))
                canvas.beginLayer(opacity: opacity)
            case let .pushFilterLayer(filters, bounds, opacity):
                canvas.save()
                scopes.append(.filterLayer(filters))
                canvas.beginLayer(covering: bounds, opacity: opacity)
            case let .pushClipMask(mask):
                canvas.save()
                scopes.append(.clip)
                canvas.beginLayer(opacity: 1)
                draw(mask, on: canvas)
                canvas.endLayerAsClip(.alpha)
            case .popLayer: if isLayer(scopes.last) { close(scopes.removeLast()) }
            case let .pushTransform(transform, source):
                canvas.save()
                if LayerFolding.transformsOutlines(commands, transformAt: index) {
                    scopes.append(.outlineTransform)
                    canvas.concatenate(transform)
                    continue
                }
                scopes.append(.layer)
                // A layer that holds nothing but an opacity layer (a view fading and scaling
                // in) composites once, with that opacity: no second buffer.
                var opacity = 1.0
                if let inner = LayerFolding.opacityLayerFilling(commands, transformAt: index) {
                    opacity = inner.opacity
                    skipped.formUnion([inner.open, inner.close])
                }
                canvas.beginLayer(bounds: source, transform: transform, opacity: opacity)
            case let .pushProjection(projection, source):
                canvas.save()
                scopes.append(.layer)
                canvas.beginLayer(bounds: source, projection: projection)
            case .popTransform:
                if case .outlineTransform? = scopes.last {
                    close(scopes.removeLast())
                } else if isLayer(scopes.last) {
                    close(scopes.removeLast())
                }
            case let .group(inner): draw(inner, on: canvas)
            case let .pushTranslation(dx, dy, _):
                shiftX += dx
                shiftY += dy
                scopes.append(.translation(dx, dy))
            case .popTranslation: if case .translation? = scopes.last { close(scopes.removeLast()) }
            }
        }
        // A fragment never leaks clips or layers into the next one.
        while let scope = scopes.popLast() { close(scope) }
    }

    /// Draws an opacity layer of a box shadow and the opaque fill casting it (see
    /// `LayerFolding.shadowedFill`) in two parts: inside `cover` (the fill's opaque middle,
    /// where the layer would hold the fill's colour alone) the fill at the layer's opacity,
    /// and around it, band by band, the layer itself. False when the canvas's transform turns
    /// the cover or no whole pixel lies inside it: the caller draws the layer whole.
    func drawSplitting(_ pair: [DrawCommand], opacity: Double, around cover: Rect, on canvas: Canvas) -> Bool {
        let t = canvas.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return false }
        let device = t.apply(cover)
        let inner = PixelRect(inside: device).intersection(canvas.clipBounds)
        guard !inner.isEmpty else { return false }
        canvas.save()
        canvas.clip(toPixels: inner)
        canvas.opacity *= opacity
        draw([pair[1]], on: canvas)
        canvas.restore()
        for band in canvas.clipBounds.subtracting(inner) {
            canvas.save()
            canvas.clip(toPixels: band)
            canvas.beginLayer(opacity: opacity)
            draw(pair, on: canvas)
            canvas.endLayer()
            canvas.restore()
        }
        return true
    }

    /// The part of a rounded rectangle that `next` paints opaque, when it fills that very
    /// shape in an opaque colour: the rectangle inside its corners.
    static func opaqueCover(of rect: Rect, radii: CornerRadii, by next: DrawCommand) -> Rect? {
        // The shape and its fill may differ by rounding (both mid-animation, interpolated
        // apart): a quarter pixel is allowed, and taken off the cover.
        let slack = 0.25
        func near(_ a: Rect, _ b: Rect) -> Bool {
            abs(a.minX - b.minX) < slack && abs(a.minY - b.minY) < slack && abs(a.maxX - b.maxX) < slack
                && abs(a.maxY - b.maxY) < slack
        }
        switch next {
        case let .fill(path, .solid(c), _) where c.alpha >= 1 && near(path.controlBounds, rect): break
        case let .fillRect(r, .solid(c)) where c.alpha >= 1 && near(r, rect): break
        default: return nil
        }
        let r = max(radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft, 0) + slack
        guard rect.width > 2 * r, rect.height > 2 * r else { return nil }
        return rect.insetBy(dx: r, dy: r)
    }

    /// True when commands blur what lies beneath them (also inside groups).
    static func blurs(_ commands: [DrawCommand]) -> Bool {
        commands.contains { c in
            switch c {
            case .backdropBlur: return true
            case let .group(inner): return blurs(inner)
            default: return false
            }
        }
    }
}

/// One frame's bands for the render threads: each band is drawn through its own canvas and
/// writes only its own rows of the shared buffer.
private struct BandWork: @unchecked Sendable {
    let renderer: Renderer
    let list: DisplayList
    let folding: CoverFolding?
    let canvases: [Canvas]
    let bands: [[PixelRect]]
    let counts: UnsafeMutableBufferPointer<(Int, Int)>
    func run(_ i: Int) {
        counts[i] = renderer.draw(list, in: bands[i], folding: folding, on: canvases[i])
    }
}

extension Renderer {
    /// Tints `region` in `buffer` (outline and a light fill), for the damage debug overlay.
    /// Draw it on a presentation copy, never into the shadow buffer, whose pixels the next
    /// frame reuses.
    package static func drawDamageOverlay(_ region: Region, on buffer: PixelBuffer) {
        let canvas = Canvas(buffer)
        for r in region.rects {
            let rect = Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
            canvas.fill(rect, with: .solid(RGBAColor(red: 1, green: 0.1, blue: 0.3, alpha: 0.18)))
            canvas.stroke(
                Path.rect(rect.insetBy(dx: 0.5, dy: 0.5)),
                with: .solid(RGBAColor(red: 1, green: 0.1, blue: 0.3, alpha: 0.9)),
                style: StrokeStyle(lineWidth: 1))
        }
    }
}
