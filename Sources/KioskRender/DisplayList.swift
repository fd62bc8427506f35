// KioskRender: display lists and the renderer that draws them clipped to damage.
//
// The view graph (KioskUI) turns each node into a `DisplayFragment`: its draw commands in
// device pixels and the pixel bounds they can touch, effects included (shadow spread, stroke
// width, anti-aliasing). Comparing the fragments of two frames gives the damage; the
// `Renderer` redraws only the damaged rectangles, replaying only the fragments that reach them.
// Nothing here knows about views, and nothing knows about DRM.
import KioskRaster
import KioskGeometry
import KioskText

/// One drawing operation in device pixels. Value types throughout, so a fragment can be
/// compared with last frame's and kept across frames without copying pixels.
package enum DrawCommand: Sendable, Equatable {
    case fill(Path, Paint, FillRule)
    case fillRect(Rect, Paint)
    case stroke(Path, Paint, StrokeStyle)
    case shadow(
        roundedRect: Rect, radii: CornerRadii, color: RGBAColor, blurRadius: Double, offset: Point, spread: Double)
    case text(TextRun)
    case image(PixelBuffer, in: Rect, filter: ImageFilter)
    case icon(systemName: String, in: Rect, pixelSize: Double, weight: FontWeightValue, color: RGBAColor)
    /// Blurs what is already drawn under the rectangle (glass); its fragment's bounds must
    /// include the blur's reach so that damage re-renders what the blur reads.
    case backdropBlur(Rect, radius: Double)
    case pushClip(Path)
    /// A clip to a path filled by `rule` (even-odd clips and inverse clips of a canvas).
    case pushClipFilled(Path, FillRule)
    case pushClipRect(Rect)
    case popClip
    case pushLayer(opacity: Double)
    /// Draws what follows into a layer that `popLayer` mixes with what is beneath it in
    /// `mode` (a view's `.blendMode(_:)`, a canvas drawing call's).
    case pushMixLayer(MixBlendMode, opacity: Double)
    /// Draws what follows into a layer over `bounds` that `popLayer` passes through `filters`
    /// (a view's `.blur(radius:opaque:)` and colour filters, a canvas's `addFilter`).
    case pushFilterLayer([LayerFilter], bounds: PixelRect, opacity: Double)
    case popLayer
    /// Clips what follows to where `mask`'s drawing is opaque (a view's `.mask`); `popClip` ends it.
    case pushClipMask([DrawCommand])
    /// Draws what follows with `mode` instead of source-over (a canvas's blend mode); the
    /// commands should be inside a layer, or erasing modes reach the screen's pixels.
    case pushBlendMode(BlendMode)
    case popBlendMode
    /// Draws what follows into a layer over `source` (device pixels), composited through
    /// `transform` (scale and rotation effects).
    case pushTransform(AffineTransform, source: PixelRect)
    /// Draws what follows into a layer over `source` composited through `projection` (a view
    /// turned in 3-D); `popTransform` ends it. Indirect: nine numbers would widen every command.
    indirect case pushProjection(ProjectionTransform, source: PixelRect)
    case popTransform
    /// Several commands drawn as one (a compositing group's content).
    indirect case group([DrawCommand])
    /// Moves what follows by whole device pixels: the content of scroll view `tag`, drawn in
    /// its own coordinates. Scrolling changes only this offset, so a fragment that scrolled is
    /// recognisable as the same drawing moved (and its pixels can be moved, not redrawn).
    case pushTranslation(dx: Int, dy: Int, tag: UInt64)
    case popTranslation
}

extension DrawCommand {
    /// The command moved by whole device pixels.
    package func translated(dx: Int, dy: Int) -> DrawCommand {
        let x = Double(dx), y = Double(dy)
        let t = AffineTransform(translationX: x, y: y)
        switch self {
        case let .fill(path, paint, rule): return .fill(path.applying(t), paint.translated(x, y), rule)
        case let .fillRect(rect, paint): return .fillRect(rect.offsetBy(dx: x, dy: y), paint.translated(x, y))
        case let .stroke(path, paint, style): return .stroke(path.applying(t), paint.translated(x, y), style)
        case let .shadow(rect, radii, color, blur, offset, spread):
            return .shadow(
                roundedRect: rect.offsetBy(dx: x, dy: y), radii: radii, color: color, blurRadius: blur, offset: offset,
                spread: spread)
        case let .text(run):
            return .text(
                TextRun(
                    layout: run.layout, text: run.text, style: run.style, width: run.width,
                    origin: Point(x: run.origin.x + x, y: run.origin.y + y), color: run.color))
        case let .image(image, rect, filter): return .image(image, in: rect.offsetBy(dx: x, dy: y), filter: filter)
        case let .icon(name, rect, size, weight, color):
            return .icon(
                systemName: name, in: rect.offsetBy(dx: x, dy: y), pixelSize: size, weight: weight, color: color)
        case let .backdropBlur(rect, radius): return .backdropBlur(rect.offsetBy(dx: x, dy: y), radius: radius)
        case let .pushClip(path): return .pushClip(path.applying(t))
        case let .pushClipFilled(path, rule): return .pushClipFilled(path.applying(t), rule)
        case let .pushClipRect(rect): return .pushClipRect(rect.offsetBy(dx: x, dy: y))
        case let .pushTransform(transform, source):
            // Conjugated: undo the move, transform, move again.
            return .pushTransform(
                AffineTransform(translationX: -x, y: -y).concatenating(transform).concatenating(t),
                source: source.offsetBy(dx: dx, dy: dy))
        case let .pushProjection(projection, source):
            return .pushProjection(
                ProjectionTransform(AffineTransform(translationX: -x, y: -y)).concatenating(projection).concatenating(
                    t),
                source: source.offsetBy(dx: dx, dy: dy))
        case let .group(inner): return .group(inner.map { $0.translated(dx: dx, dy: dy) })
        case let .pushClipMask(mask): return .pushClipMask(mask.map { $0.translated(dx: dx, dy: dy) })
        case let .pushFilterLayer(filters, bounds, opacity):
            return .pushFilterLayer(filters, bounds: bounds.offsetBy(dx: dx, dy: dy), opacity: opacity)
        case .popClip, .pushLayer, .pushMixLayer, .popLayer, .popTransform, .pushTranslation, .popTranslation,
            .pushBlendMode, .popBlendMode:
            return self
        }
    }
}

/// Laid-out text at a position. Compared by what produced the layout, not by glyphs.
package struct TextRun: Sendable, Equatable {
    package let layout: TextLayout
    package let text: String
    package let style: TextStyle
    package let width: Double?
    package let origin: Point
    package let color: RGBAColor

    package init(layout: TextLayout, text: String, style: TextStyle, width: Double?, origin: Point, color: RGBAColor) {
        self.layout = layout
        self.text = text
        self.style = style
        self.width = width
        self.origin = origin
        self.color = color
    }

    package static func == (a: TextRun, b: TextRun) -> Bool {
        a.text == b.text && a.style == b.style && a.width == b.width && a.origin == b.origin && a.color == b.color
    }
}

/// The draw commands of one view-graph node and the pixels they may touch.
package struct DisplayFragment: Sendable, Equatable {
    /// Stable identity of the node across frames.
    package var id: UInt64
    /// Every pixel the commands can change, effects and anti-aliasing included.
    package var bounds: PixelRect
    package var commands: [DrawCommand]

    package init(id: UInt64, bounds: PixelRect, commands: [DrawCommand]) {
        self.id = id
        self.bounds = bounds
        self.commands = commands
        hasBackdropBlur = Renderer.blurs(commands)
    }

    /// True when the fragment blurs what lies beneath it (glass).
    package let hasBackdropBlur: Bool

    /// The offset of scroll view `tag`'s translation in this fragment, if it is inside it.
    package func translation(tag: UInt64) -> (dx: Int, dy: Int)? {
        for c in commands { if case let .pushTranslation(dx, dy, t) = c, t == tag { return (dx, dy) } }
        return nil
    }

    /// True when `self` is `old` scrolled by (dx, dy) in scroll view `tag`: the same commands,
    /// with only that scroll view's translation moved.
    package func isScrolled(from old: DisplayFragment, tag: UInt64, dx: Int, dy: Int) -> Bool {
        guard id == old.id, commands.count == old.commands.count,
            bounds == old.bounds.offsetBy(dx: dx, dy: dy)
        else { return false }
        for (a, b) in zip(commands, old.commands) {
            if case let .pushTranslation(ax, ay, at) = a, case let .pushTranslation(bx, by, bt) = b, at == tag,
                bt == tag
            {
                if ax - bx != dx || ay - by != dy { return false }
            } else if a != b {
                return false
            }
        }
        return true
    }
}

/// Where a scroll view's content was drawn in a frame: its viewport and content offset.
package struct ScrollRecord: Sendable, Equatable {
    package var tag: UInt64
    package var viewport: PixelRect
    package var dx: Int, dy: Int
    package init(tag: UInt64, viewport: PixelRect, dx: Int, dy: Int) {
        self.tag = tag
        self.viewport = viewport
        self.dx = dx
        self.dy = dy
    }
}

/// A frame's fragments in paint order (back to front) and the background they are drawn on.
package struct DisplayList: Sendable, Equatable {
    package var background: RGBAColor
    package var fragments: [DisplayFragment]
    /// The scroll views drawn, for pixel reuse when one of them scrolls.
    package var scrolls: [ScrollRecord]

    package init(background: RGBAColor = .white, fragments: [DisplayFragment] = [], scrolls: [ScrollRecord] = []) {
        self.background = background
        self.fragments = fragments
        self.scrolls = scrolls
    }

    /// The pixels that differ between `old` and `self`: for each fragment that appeared,
    /// disappeared, changed or moved in paint order, its old and new bounds. At most `limit`
    /// rectangles: each is a pass over the fragments it meets, so past a handful the cheapest
    /// pairs are joined (eight was cheapest across the benchmark scenes, in instructions
    /// and in pixels, against 32 rectangles and against one box).
    package func damage(since old: DisplayList, screen: PixelRect, limit: Int = 8) -> Region {
        var region = Region(limit: limit)
        if background != old.background {
            region.add(screen)
            return region
        }
        // Most frames keep the same fragments in the same order: they are compared in step,
        // with no look-up tables, up to the first that differs in identity.
        // (Read in place: a fragment copied out of its array is a retain and a release.)
        let common = fragments.withUnsafeBufferPointer { new in
            old.fragments.withUnsafeBufferPointer { old in
                guard let a = new.baseAddress, let b = old.baseAddress else { return 0 }
                var common = 0
                while common < new.count, common < old.count, (a + common).pointee.id == (b + common).pointee.id {
                    Self.addChange(of: (a + common).pointee, since: (b + common).pointee, within: screen, to: &region)
                    common += 1
                }
                return common
            }
        }
        if common < fragments.count || common < old.fragments.count {
            addDamage(ofTailsFrom: common, since: old, within: screen, to: &region)
        }
        // A backdrop blur reads everything under its rectangle: if any part of it is redrawn,
        // all of it is, so a partial render gives the pixels of a full one.
        var grew = true
        while grew {
            grew = false
            for f in fragments where f.hasBackdropBlur && region.intersects(f.bounds) {
                let before = region.area
                region.add(f.bounds)
                if region.area != before { grew = true }
            }
        }
        region.clip(to: screen)
        return region
    }

    /// The pixels a fragment kept in place can have changed: none, its old and new bounds, or
    /// less when only a stroke's end moved (`DisplayFragment.change(since:)`); on `screen`
    /// alone, as the region is kept to few rectangles (a long page moved by an offset changed
    /// every fragment below the screen too, and their rectangles were joined for nothing).
    private static func addChange(
        of new: DisplayFragment, since old: DisplayFragment, within screen: PixelRect, to region: inout Region
    ) {
        guard new.bounds.intersects(screen) || old.bounds.intersects(screen) else { return }
        switch new.change(since: old) {
        case .none: break
        case let .part(pixels): region.add(pixels.intersection(screen))
        case .whole:
            region.add(old.bounds.intersection(screen))
            region.add(new.bounds.intersection(screen))
        }
    }

    /// The damage of the fragments from `start` on, where the two lists part: fragments that
    /// appeared, disappeared, changed, or moved in paint order. (Identities are unique in a
    /// list, so none of these is one of the fragments before `start`.)
    private func addDamage(
        ofTailsFrom start: Int, since old: DisplayList, within screen: PixelRect, to region: inout Region
    ) {
        var oldByID: [UInt64: (index: Int, fragment: DisplayFragment)] = [:]
        oldByID.reserveCapacity(old.fragments.count - start)
        for i in start..<old.fragments.count { oldByID[old.fragments[i].id] = (i, old.fragments[i]) }
        var seen = Set<UInt64>(minimumCapacity: fragments.count - start)
        // A fragment that changed order relative to the ones it overlaps changes what is on
        // top: its bounds are damaged. Tracking the previous surviving fragment's old index
        // detects any reordering.
        var lastOldIndex = start - 1
        for f in fragments[start...] {
            seen.insert(f.id)
            guard let previous = oldByID[f.id] else {
                region.add(f.bounds.intersection(screen))
                continue
            }
            if previous.index < lastOldIndex {
                region.add(previous.fragment.bounds.intersection(screen))
                region.add(f.bounds.intersection(screen))
            } else {
                Self.addChange(of: f, since: previous.fragment, within: screen, to: &region)
            }
            lastOldIndex = max(lastOldIndex, previous.index)
        }
        for f in old.fragments[start...] where !seen.contains(f.id) { region.add(f.bounds.intersection(screen)) }
    }
}

extension Paint {
    /// The paint moved with the shape it fills (gradients and image paints are positioned).
    func translated(_ x: Double, _ y: Double) -> Paint { applying(AffineTransform(translationX: x, y: y)) }

}
