import KioskGeometry
import KioskRaster

/// A translucent solid rectangle over much of the screen (the dimming behind an alert, a sheet
/// or a menu) drawn without a pass of its own: what lies beneath it is drawn seen through it
/// (`Canvas.cover(with:opacity:)`), each colour mapped once per draw call, and the rectangle
/// is not blended over the finished pixels. While a dimming fades in, that pass was a blend
/// of every pixel of the screen, each frame.
///
/// Which pixels are drawn this way depends on the display list alone, never on the damaged
/// rectangles being drawn, so that a region redrawn into a stale buffer gets exactly the pixels
/// of a full render (folding rounds a little differently from blending).
package struct CoverFolding: Sendable {
    /// The covering fragment's index in the list.
    package let index: Int
    package let color: RGBAColor
    package let opacity: Double
    /// The whole pixels drawn seen through the cover: those it fills whole, less the bounds of
    /// the fragments beneath it that draw what cannot be mapped (images, gradients, blend
    /// modes, filters).
    package let region: [PixelRect]

    /// Past this many rectangles, folding does not pay: each rectangle draws again every
    /// fragment it meets (a card screen under a tinted overlay, each card with a photo
    /// beneath it, cost a quarter more folded).
    static let regionLimit = 4

    /// The largest cover of `list` (the topmost of equals) and where it folds; nil when there
    /// is none or it does not reach `damage`. Chosen by its own size, not by what it reaches:
    /// the pixels folded do not depend on the damage.
    package init?(_ list: DisplayList, damage: [PixelRect]) {
        var best: (index: Int, pixels: PixelRect, color: RGBAColor, opacity: Double)?
        // Read in place, a command count first: every frame asks this of every fragment.
        list.fragments.withUnsafeBufferPointer { fragments in
            guard let first = fragments.baseAddress else { return }
            for i in fragments.indices {
                let count = (first + i).pointee.commands.count
                guard count == 1 || count == 3, let (pixels, color, opacity) = Self.cover((first + i).pointee)
                else { continue }
                if pixels.area >= best?.pixels.area ?? 1 { best = (i, pixels, color, opacity) }
            }
        }
        guard let best, damage.contains(where: { $0.intersects(best.pixels) }) else { return nil }
        var region = [best.pixels]
        for fragment in list.fragments[..<best.index] where fragment.bounds.intersects(best.pixels) {
            guard !Self.canBeSeenThrough(fragment.commands) else { continue }
            region = region.flatMap { $0.subtracting(fragment.bounds) }
            if region.isEmpty || region.count > Self.regionLimit { return nil }
        }
        index = best.index
        color = best.color
        opacity = best.opacity
        self.region = region
    }

    /// The whole pixels, colour and opacity of a fragment that is nothing but a translucent
    /// solid rectangle, alone or in an opacity layer.
    static func cover(_ fragment: DisplayFragment) -> (PixelRect, RGBAColor, Double)? {
        let commands = fragment.commands
        let fill: DrawCommand
        var opacity = 1.0
        switch commands.count {
        case 1: fill = commands[0]
        case 3:
            guard case let .pushLayer(o) = commands[0], case .popLayer = commands[2] else { return nil }
            opacity = o
            fill = commands[1]
        default: return nil
        }
        guard case let .fillRect(rect, .solid(color)) = fill else { return nil }
        let alpha = color.alpha * opacity
        guard alpha > 0, alpha < 1 else { return nil }
        let r = rect.standardized
        let pixels = PixelRect(inside: r).intersection(fragment.bounds)
        guard !pixels.isEmpty else { return nil }
        return (pixels, color, opacity)
    }

    /// Whether `commands` draw only what a covering colour maps exactly: solid colours (text
    /// without colour glyphs, icons, shadows) in source-over, through clips, opacity layers
    /// and transforms, which are linear in the colours they composite.
    static func canBeSeenThrough(_ commands: [DrawCommand]) -> Bool {
        commands.allSatisfy { command in
            switch command {
            case let .fill(_, paint, _), let .fillRect(_, paint), let .stroke(_, paint, _):
                if case .solid = paint { return true }
                return false
            case let .text(run): return !run.layout.hasColorGlyphs
            case let .group(inner): return canBeSeenThrough(inner)
            case .shadow, .icon, .pushClip, .pushClipFilled, .pushClipRect, .popClip, .pushLayer, .popLayer,
                .pushClipMask, .pushTransform, .pushProjection, .popTransform, .pushTranslation, .popTranslation:
                return true
            case .image, .backdropBlur, .pushMixLayer, .pushFilterLayer, .pushBlendMode, .popBlendMode: return false
            }
        }
    }
}
