import KioskGeometry

/// Opacity layers the renderer can draw without an offscreen buffer of their own. A layer
/// costs a buffer as large as what it covers, cleared, drawn into and blended back: for a
/// dimming backdrop that fades in, a whole screen each frame.
package enum LayerFolding {
    /// The index of the `popLayer` closing the `pushLayer` at `open`, when the layer holds
    /// nothing but a solid rectangle on whole pixels (a dimming backdrop fading in): drawn with
    /// the layer's opacity as its own, it gives the layer's pixels exactly, without the layer.
    /// (Anti-aliased edges would round differently: coverage and opacity applied in the other
    /// order.)
    package static func wholePixelRectangle(in commands: [DrawCommand], layerAt open: Int) -> Int? {
        let end = open + 2
        guard end < commands.count, case .popLayer = commands[end],
            case let .fillRect(rect, .solid) = commands[open + 1],
            rect.minX == rect.minX.rounded(), rect.minY == rect.minY.rounded(),
            rect.maxX == rect.maxX.rounded(), rect.maxY == rect.maxY.rounded()
        else { return nil }
        return end
    }

    /// A layer holding a box shadow and, next, the opaque fill of the shape that casts it (a
    /// card fading in): the index of its `popLayer` and the rectangle inside the fill's corners,
    /// where the layer's pixels are the fill's alone (the shadow is not drawn under it). There
    /// the fill drawn at the layer's opacity gives the layer's pixels exactly; the layer is
    /// needed only around it, where the shadow and the fill's edge meet.
    package static func shadowedFill(in commands: [DrawCommand], layerAt open: Int) -> (close: Int, cover: Rect)? {
        let end = open + 3
        guard end < commands.count, case .popLayer = commands[end],
            case let .shadow(rect, radii, _, _, _, _) = commands[open + 1],
            let cover = Renderer.opaqueCover(of: rect, radii: radii, by: commands[open + 2])
        else { return nil }
        return (end, cover)
    }

    /// The opacity layer filling the transform layer at `open` (its first command opens it,
    /// the one before the transform's `popTransform` closes it): the transform's composite can
    /// apply that opacity itself.
    package static func opacityLayerFilling(
        _ commands: [DrawCommand], transformAt open: Int
    ) -> (opacity: Double, open: Int, close: Int)? {
        guard open + 1 < commands.count, case let .pushLayer(opacity) = commands[open + 1],
            let transformEnd = matchingClose(commands, of: open),
            let layerEnd = matchingClose(commands, of: open + 1), layerEnd == transformEnd - 1
        else { return nil }
        return (opacity, open + 1, layerEnd)
    }

    /// Whether the transform layer at `open` holds only solid fills and strokes and turns,
    /// scales evenly and moves them (no shear, no uneven scale): drawn with the transform
    /// applied to their outlines, they land where the layer's composite would put them, with
    /// edges as sharp as untransformed ones (the layer resamples its pixels, softening them),
    /// and without a buffer to clear, fill and resample each frame (a spinner, a turning dial).
    /// Under a scale without a turn, box shadows go the same way (their rectangle, radii and
    /// blur scaled), and opacity layers inside are kept as layers drawn under the transform:
    /// an alert's card scaling and fading in is drawn, not resampled (a bilinear composite of
    /// the card was half of each frame of its appearance).
    package static func transformsOutlines(_ commands: [DrawCommand], transformAt open: Int) -> Bool {
        guard case let .pushTransform(t, _) = commands[open], t.isSimilarity else { return false }
        let scalesOnly = t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0
        var i = open + 1, layers = 0, drawn = false
        while i < commands.count {
            switch commands[i] {
            case .popTransform: return drawn && layers == 0
            case .fill(_, .solid, _), .fillRect(_, .solid), .stroke(_, .solid, _): drawn = true
            case .shadow where scalesOnly: drawn = true
            case .pushLayer: layers += 1
            case .popLayer where layers > 0: layers -= 1
            default: return false
            }
            i += 1
        }
        return false
    }

    /// The index of the command closing the scope opened at `open`, by nesting depth.
    package static func matchingClose(_ commands: [DrawCommand], of open: Int) -> Int? {
        var depth = 0
        for i in open..<commands.count {
            switch commands[i] {
            case .pushClip, .pushClipFilled, .pushClipRect, .pushLayer, .pushMixLayer, .pushFilterLayer, .pushClipMask,
                .pushTransform, .pushProjection, .pushTranslation, .pushBlendMode:
                depth += 1
            case .popClip, .popLayer, .popTransform, .popTranslation, .popBlendMode:
                depth -= 1
                if depth == 0 { return i }
            default: break
            }
        }
        return nil
    }
}
