import KioskBlend
import KioskGeometry

/// Offscreen layers: drawing redirected to a buffer of its own, then composited with an
/// opacity, an effect or as a clip mask.
extension Canvas {
    /// Starts an offscreen layer covering the current clip; drawing goes there until `endLayer`,
    /// which composites it with `opacity` (SwiftUI's `.compositingGroup().opacity(_:)`).
    /// An anti-aliased clip applies once, when the layer is composited: applied to the drawing
    /// inside as well, its edges (and a soft mask throughout) would count twice.
    package func beginLayer(opacity: Double) { beginLayer(covering: state.clip, opacity: opacity) }

    /// Starts an offscreen layer over `bounds` (device pixels, not limited by the current clip)
    /// that `endLayer(filtering:)` filters, then composites within the clip: what a blur brings
    /// in from outside the clip (a damaged part of a blurred view) is there to bring.
    package func beginLayer(covering bounds: PixelRect, opacity: Double) {
        // Past the pixel budget (layers nested deep in a hostile SVG), the layer is an empty
        // pixel: what it holds is not drawn, and nothing is allocated.
        let allowed = PixelBudget.allows(width: bounds.width, height: bounds.height)
        if !allowed { PixelBudget.noteRefusal() }
        let b = allowed ? bounds : PixelRect(x: bounds.x, y: bounds.y, width: 0, height: 0)
        layers.append(
            Layer(target: target, originX: originX, originY: originY, opacity: opacity, savedStates: stack.count))
        save()
        target = PixelBuffer(width: b.width, height: b.height)
        originX = b.x
        originY = b.y
        state.clip = b
        state.clipMask = nil
        state.opacity = 1
        state.blendMode = .sourceOver
    }

    /// Ends the layer begun last, its pixels passed through `filters` in order.
    package func endLayer(filtering filters: [LayerFilter]) {
        if let layer = layers.last, !layer.isMoved {
            for filter in filters { filter.apply(to: target, originX: originX, originY: originY) }
        }
        endLayer()
    }

    /// Starts an offscreen layer over `bounds` (device pixels, not limited by the current clip)
    /// that `endLayer` composites through `transform` with `opacity`: content that the
    /// transform brings into the clip is drawn even when it lies outside the clip untransformed.
    package func beginLayer(bounds: PixelRect, transform: AffineTransform, opacity: Double = 1) {
        beginMovedLayer(bounds: bounds, opacity: opacity, transform: transform, projection: nil)
    }

    /// Starts an offscreen layer over `bounds` that `endLayer` composites through `projection`
    /// (device pixels to device pixels) with `opacity`: a view turned in 3-D.
    package func beginLayer(bounds: PixelRect, projection: ProjectionTransform, opacity: Double = 1) {
        beginMovedLayer(bounds: bounds, opacity: opacity, transform: nil, projection: projection)
    }

    private func beginMovedLayer(
        bounds: PixelRect, opacity: Double, transform: AffineTransform?, projection: ProjectionTransform?
    ) {
        let allowed = bounds.isEmpty || PixelBudget.allows(width: bounds.width, height: bounds.height)
        if !allowed { PixelBudget.noteRefusal() }
        let b = bounds.isEmpty || !allowed ? PixelRect(x: 0, y: 0, width: 1, height: 1) : bounds
        let buffer = PixelBuffer(width: b.width, height: b.height)
        layers.append(
            Layer(
                target: target, originX: originX, originY: originY, opacity: opacity, savedStates: stack.count,
                transform: transform, projection: projection))
        save()
        target = buffer
        originX = b.x
        originY = b.y
        state.clip = b
        state.clipMask = nil
        state.opacity = 1
        state.blendMode = .sourceOver
    }

    /// Ends the layer begun last and turns drawing back to what was beneath it: the layer, its
    /// pixels and where they lie (device pixels).
    private func popLayerTarget() -> (layer: Layer, content: PixelBuffer, x: Int, y: Int)? {
        guard let layer = layers.popLast() else { return nil }
        while stack.count > layer.savedStates + 1 { stack.removeLast() }
        restore()
        let content = target
        let (x, y) = (originX, originY)
        target = layer.target
        originX = layer.originX
        originY = layer.originY
        return (layer, content, x, y)
    }

    package func endLayer() {
        guard case let (layer, content, lx, ly)? = popLayerTarget() else { return }
        if layer.isMoved {
            // Composite the layer's pixels through its transform or projection (device to
            // device), bilinear, in the parent's state.
            let at = ProjectionTransform(AffineTransform(translationX: Double(lx), y: Double(ly)))
            let placed = at.concatenating(layer.projection ?? ProjectionTransform(layer.transform ?? .identity))
            let savedTransform = state.transform
            state.transform = .identity
            drawImage(content, projectedBy: placed, opacity: layer.opacity)
            state.transform = savedTransform
            return
        }
        let alpha = UInt32((min(1, max(0, layer.opacity * state.opacity)) * 255).rounded())
        guard alpha > 0 else { return }
        let r = PixelRect(x: lx, y: ly, width: content.width, height: content.height).intersection(state.clip)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            let src = content.row(y - ly) + (r.x - lx)
            let dst = target.row(y - originY) + (r.x - originX)
            if let mask = state.clipMask {
                let m = mask.pointer(x: r.x, y: y)
                for i in 0..<r.width { maskScratch[i] = UInt8(div255(UInt32(m[i]) * alpha)) }
                BlendKernels.spanMask(dst, src, maskScratch, r.width, state.blendMode)
            } else {
                BlendKernels.spanRun(dst, src, r.width, alpha, state.blendMode)
            }
        }
    }

    /// Ends the layer begun last, drawing instead of its pixels what `effect` makes of them
    /// (SVG filters): it is handed the layer (device pixels of `bounds`) and returns a buffer
    /// of the same size; one of any other size draws nothing.
    package func endLayer(applying effect: (_ layer: PixelBuffer, _ bounds: PixelRect) -> PixelBuffer) {
        guard let layer = layers.last, !layer.isMoved else {
            endLayer()
            return
        }
        let bounds = PixelRect(x: originX, y: originY, width: target.width, height: target.height)
        let result = effect(target, bounds)
        if result.width == target.width && result.height == target.height {
            target.copy(from: result, toX: 0, y: 0)
        } else {
            target.fill(0)
        }
        endLayer()
    }

    /// Ends the layer begun last, mixing its pixels with those beneath in `mode` (CSS's
    /// `mix-blend-mode`, SwiftUI's `.blendMode(_:)`): each pixel becomes what the mode makes of
    /// the two, faded towards what was there by the layer's opacity and a soft clip's coverage.
    package func endLayer(mixing mode: MixBlendMode) {
        guard mode != .normal, layers.last?.isMoved == false, case let (layer, content, lx, ly)? = popLayerTarget()
        else {
            endLayer()
            return
        }
        let opacity = min(1, max(0, layer.opacity * state.opacity))
        let r = PixelRect(x: lx, y: ly, width: content.width, height: content.height).intersection(state.clip)
        guard !r.isEmpty, opacity > 0 else { return }
        // Where the layer is clear most modes leave the backdrop as it is: those pixels are
        // skipped (a small view mixed into a large layer touches only its own).
        let clearKeepsBackdrop = mode.isCSSMixMode || mode == .destinationOver || mode == .destinationAtop
        for y in r.y..<r.maxY {
            let src = content.row(y - ly) + (r.x - lx)
            let dst = target.row(y - originY) + (r.x - originX)
            let mask = state.clipMask?.pointer(x: r.x, y: y)
            for i in 0..<r.width {
                if clearKeepsBackdrop && src[i] == 0 { continue }
                let coverage = opacity * (mask.map { Double($0[i]) / 255 } ?? 1)
                guard coverage > 0 else { continue }
                let d = Channels(dst[i])
                let mixed = mode.mix(Channels(src[i]), over: d)
                dst[i] = coverage >= 1 ? mixed.pixel : (d + (mixed - d) * coverage).pixel
            }
        }
    }

    /// Ends the layer begun last without drawing it: instead the clip is intersected with
    /// what the layer holds, its alpha or its luminance (SVG's `mask`, CSS's `mask-type`).
    /// Drawing then shows where the layer was opaque, or bright, and fades where it was not.
    package func endLayerAsClip(_ channel: MaskChannel) {
        // Clip layers are begun without a transform (`beginLayer(opacity:)`).
        guard case let (_, content, lx, ly)? = popLayerTarget() else { return }
        let bounds = PixelRect(x: lx, y: ly, width: content.width, height: content.height).intersection(state.clip)
        state.clip = bounds
        guard !bounds.isEmpty else {
            state.clipMask = nil
            return
        }
        let mask = AlphaMask(bounds: bounds)
        for y in bounds.y..<bounds.maxY {
            let src = content.row(y - ly) + (bounds.x - lx)
            let dst = mask.pointer(x: bounds.x, y: y)
            for i in 0..<bounds.width { dst[i] = channel.coverage(src[i]) }
        }
        if let previous = state.clipMask { mask.multiply(by: previous) }
        state.clipMask = mask
    }
}
