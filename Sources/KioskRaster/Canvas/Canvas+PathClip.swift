import KioskGeometry

/// Path clips: an anti-aliased mask, kept while the same clip is pushed again.
extension Canvas {
    /// Intersects the clip with an anti-aliased path (rounded clips).
    package func clip(to path: Path, rule: FillRule = .nonZero) {
        // A rectangle on whole pixels is a rectangle clip, not a mask to rasterise.
        if let rect = path.axisAlignedRect, state.transform.isAxisAligned {
            let d = state.transform.apply(rect)
            if [d.minX, d.minY, d.maxX, d.maxY].allSatisfy(Self.isPixelEdge) {
                clip(toPixels: PixelRect(minX: Int(d.minX), minY: Int(d.minY), maxX: Int(d.maxX), maxY: Int(d.maxY)))
                return
            }
        }
        // Where the mask is made: within `pathClipReach` when there is one (see there), so that
        // the fragments drawn in it that push the same clip share its mask; else the clip.
        var area = state.clip
        if let reach = pathClipReach, state.clipMask == nil, !layers.contains(where: { $0.isMoved }) {
            area = reach.intersection(PixelRect(x: originX, y: originY, width: target.width, height: target.height))
        }
        let key = PathClip(
            path: path, rule: rule, transform: state.transform, clip: area,
            previous: state.clipMask?.storage, originX: originX, originY: originY)
        if let last = lastPathClip, last.key == key {
            state.clip = last.bounds.intersection(state.clip)
            state.clipMask = last.mask
            return
        }
        flat.flatten(path, transform: state.transform, corners: false)
        let bounds = flatBounds(flat).intersection(area)
        state.clip = bounds.intersection(state.clip)
        guard !bounds.isEmpty else {
            state.clipMask = nil
            lastPathClip = (key, bounds, nil)
            return
        }
        // Inside a rounded rectangle's straight sides the mask is whole: what is drawn there
        // blends as if unclipped (`AlphaMask.opaque`).
        var opaque = PixelRect.zero
        if let band = path.interiorBand, state.transform.isAxisAligned {
            opaque = PixelRect(inside: state.transform.apply(band))
            if let previous = state.clipMask { opaque = opaque.intersection(previous.opaque) }
        }
        let mask = AlphaMask(bounds: bounds, opaque: opaque)
        var sink = MaskSink(mask: mask, previous: state.clipMask)
        rasterizer.fill(
            flat, rule: rule, clip: bounds, shape: path.roundedRect.map { ($0, state.transform) }, into: &sink)
        state.clipMask = mask
        lastPathClip = (key, bounds, mask)
    }

    /// A path clip and the state it was made in: the same clip made again in the same state
    /// gives the same mask (each fragment of a clipped view pushes its clip anew: a card's
    /// rounded corners, a plan's frame), which is kept rather than rasterised again.
    struct PathClip: Equatable {
        var path: Path
        var rule: FillRule
        var transform: AffineTransform
        var clip: PixelRect
        /// The clip mask it was intersected with (held, so that its identity is not reused).
        var previous: AlphaMask.Storage?
        var originX: Int, originY: Int

        static func == (a: PathClip, b: PathClip) -> Bool {
            a.previous === b.previous && a.clip == b.clip && a.originX == b.originX && a.originY == b.originY
                && a.rule == b.rule && a.transform == b.transform && a.path == b.path
        }
    }
}
