import KioskRender
import KioskRaster
import KioskGeometry

/// Effects accumulated from the root down to a node.
struct EffectState: Equatable {
    var dx = 0.0, dy = 0.0
    var opacity = 1.0
    var clips: [Path] = []
    var clipBounds: PixelRect?
    var shadow: Shadow?
    struct Shadow: Equatable { var color: RGBAColor; var radius: Double; var x: Double; var y: Double }
}

/// Walks the laid-out tree and makes one fragment per drawing node, with the effects of its
/// ancestors applied (SwiftUI applies opacity and shadow to each drawn leaf unless a
/// compositing group says otherwise).
@MainActor
struct DisplayListBuilder {
    let context: DrawContext
    var fragments: [DisplayFragment] = []

    init(context: DrawContext) { self.context = context }

    mutating func visit(_ node: ViewNode, effects inherited: EffectState) {
        // An unchanged subtree under unchanged effects contributes what it did last frame.
        if !node.subtreeDrawDirty, let cached = node.subtreeFragments, node.subtreeEffects == inherited {
            fragments.append(contentsOf: cached)
            return
        }
        let start = fragments.count
        defer {
            node.subtreeFragments = Array(fragments[start...])
            node.subtreeEffects = inherited
            node.subtreeDrawDirty = false
        }
        var effects = inherited
        let frame = node.frame.offsetBy(dx: effects.dx, dy: effects.dy)
        if let primitive = node.primitive {
            if let effect = primitive.effect(in: frame, environment: node.environment) {
                apply(effect, to: &effects)
            }
            let drawFrame = node.frame.offsetBy(dx: effects.dx, dy: effects.dy)
            // Unchanged view, frame and effects: last frame's fragment as it was (and its command
            // array's identity makes the damage comparison a pointer check).
            if let cached = node.cachedDraw, cached.frame == drawFrame, let fragment = node.cachedFragment, node.cachedEffects == effects {
                if let fragment = fragment { fragments.append(fragment) }
            } else {
                let items: [DrawItem]
                if let cached = node.cachedDraw, cached.frame == drawFrame {
                    items = cached.items
                } else {
                    items = primitive.draw(in: drawFrame, environment: node.environment, context: context)
                    node.cachedDraw = (drawFrame, items)
                }
                let fragment = !items.isEmpty && effects.opacity > 0 ? makeFragment(node.id, items, effects) : nil
                node.cachedFragment = .some(fragment)
                node.cachedEffects = effects
                if let fragment { fragments.append(fragment) }
            }
        }
        for child in node.children { visit(child, effects: effects) }
    }

    private mutating func apply(_ effect: DrawEffect, to e: inout EffectState) {
        switch effect {
        case .offset(let dx, let dy): e.dx += dx; e.dy += dy
        case .opacity(let o): e.opacity *= max(0, min(1, o))
        case .clip(let path):
            let s = context.scale
            let device = path.applying(AffineTransform(translationX: e.dx - 0, y: 0).concatenating(AffineTransform(scaleX: s, y: s)))
            e.clips.append(device)
            let b = PixelRect(covering: device.controlBounds)
            e.clipBounds = e.clipBounds.map { $0.intersection(b) } ?? b
        case .shadow(let c, let r, let x, let y): e.shadow = EffectState.Shadow(color: c, radius: r, x: x, y: y)
        }
    }

    private func makeFragment(_ id: UInt64, _ items: [DrawItem], _ e: EffectState) -> DisplayFragment? {
        var commands: [DrawCommand] = []
        var bounds = PixelRect.zero
        for c in e.clips { commands.append(.pushClip(c)) }
        if e.opacity < 1 { commands.append(.pushLayer(opacity: e.opacity)) }
        let s = context.scale
        for item in items {
            if let shadow = e.shadow, let shape = item.shadowShape {
                commands.append(.shadow(roundedRect: shape.rect, radii: shape.radii, color: shadow.color, blurRadius: shadow.radius * s,
                                        offset: Point(x: shadow.x * s, y: shadow.y * s), spread: 0))
                let reach = Int((shadow.radius * s * 1.5).rounded(.up)) + 2
                bounds = bounds.union(PixelRect(covering: shape.rect).insetBy(dx: -reach, dy: -reach)
                    .offsetBy(dx: Int((shadow.x * s).rounded()), dy: Int((shadow.y * s).rounded())))
            }
            commands.append(item.command)
            bounds = bounds.union(item.bounds)
        }
        if e.opacity < 1 { commands.append(.popLayer) }
        for _ in e.clips { commands.append(.popClip) }
        if let clip = e.clipBounds { bounds = bounds.intersection(clip.insetBy(dx: -1, dy: -1)) }
        guard !bounds.isEmpty else { return nil }
        return DisplayFragment(id: id, bounds: bounds, commands: commands)
    }
}
