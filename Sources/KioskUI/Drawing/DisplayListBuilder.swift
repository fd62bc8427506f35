import KioskRender
import KioskRaster
import KioskGeometry

/// Effects accumulated from the root down to a node. Clips and transforms keep their order
/// (a clip above a scaled view clips the scaled result; a clip below it is scaled with it);
/// opacity multiplies and offsets add, which commute.
struct EffectState: Equatable {
    var dx = 0.0, dy = 0.0
    var opacity = 1.0
    var stack: [Scoped] = []
    var shadow: Shadow?
    struct Shadow: Equatable {
        var color: RGBAColor
        var radius: Double
        var x: Double
        var y: Double
    }
    enum Scoped: Equatable {
        case clip(Path)
        case transform(AffineTransform)
        /// Device pixels to device pixels; indirect, as nine numbers would widen every scope.
        indirect case projection(ProjectionTransform)
        case translation(dx: Int, dy: Int, tag: UInt64)
    }
}

/// What one node draws: nothing, one fragment (nearly every node; kept without an array),
/// or one per part (a canvas).
enum NodeFragments {
    case none
    case one(DisplayFragment)
    case parts([DisplayFragment])
}

/// Walks the laid-out tree and makes one fragment per drawing node, with the effects of its
/// ancestors applied (SwiftUI applies opacity and shadow to each drawn leaf unless a
/// compositing group says otherwise).
@MainActor
struct DisplayListBuilder {
    let context: DrawContext
    var fragments: [DisplayFragment] = []
    /// The animation each fragment built this frame carries (inherited from its ancestors).
    var animations: [UInt64: Animation?] = [:]
    /// The scroll views drawn in this frame.
    var scrolls: [ScrollRecord] = []
    /// The transition each fragment built this frame carries (from the nearest `.transition`).
    var transitions: [UInt64: FragmentTransition] = [:]
    /// The matched-geometry group of each fragment built this frame inside one.
    var matches: [UInt64: MatchedFragment] = [:]

    init(context: DrawContext) { self.context = context }

    mutating func visit(_ node: ViewNode, effects inherited: EffectState) {
        if node.isOmittedByLayout { return }
        // An unchanged subtree under unchanged effects contributes what it did last frame.
        if !node.subtreeDrawDirty, let cached = node.subtreeFragments, node.subtreeEffects == inherited {
            fragments.append(contentsOf: cached)
            return
        }
        let start = fragments.count
        // The animation and transition a node carries go to the fragments drawn under it that
        // an inner node did not give its own: assigned by that node alone, once its subtree is
        // drawn (inner nodes assign first). Nothing is saved or restored at the other nodes.
        let animation = node.transaction
        if animation != nil { node.transaction = nil }
        var transition: FragmentTransition?
        var matched: MatchedGeometrySpec?
        var deviceFrame = Rect.zero
        if node.traits.scopesFragments, let scoping = node.primitive as? FragmentScoping {
            let s = context.scale
            let f = node.frame.offsetBy(dx: inherited.dx, dy: inherited.dy)
            deviceFrame = Rect(x: f.minX * s, y: f.minY * s, width: f.width * s, height: f.height * s)
            if let value = scoping.transitionValue {
                transition = FragmentTransition(
                    transition: value, rect: deviceFrame, scale: s,
                    reduceMotion: node.environment.accessibilityReduceMotion)
            }
            matched = scoping.matchedGeometry
        }
        defer {
            if let transition {
                for f in fragments[start...] where transitions[f.id] == nil { transitions[f.id] = transition }
            }
            if let matched {
                // The innermost group a fragment is drawn in is its group.
                var order = 0
                let reduceMotion = node.environment.accessibilityReduceMotion
                for f in fragments[start...] where matches[f.id] == nil {
                    matches[f.id] = MatchedFragment(
                        spec: matched, rect: deviceFrame, order: order, reduceMotion: reduceMotion)
                    order += 1
                }
            }
            node.subtreeFragments = Array(fragments[start...])
            node.subtreeEffects = inherited
            node.subtreeDrawDirty = false
            if let animation {
                for f in fragments[start...] where animations[f.id] == nil { animations[f.id] = animation }
            }
        }
        if node.traits.isCompositingGroup {
            visitLayer(node, effects: inherited)
            return
        }
        var effects = inherited
        let frame = node.frame.offsetBy(dx: effects.dx, dy: effects.dy)
        node.drawOffset = Point(x: effects.dx, y: effects.dy)
        if let primitive = node.primitive {
            if let effect = primitive.effect(in: frame, environment: node.environment) {
                if case let .scroll(dx, dy, tag) = effect {
                    visitScrollContent(node, dx: dx, dy: dy, tag: tag, effects: effects)
                    return
                }
                apply(effect, to: &effects)
            }
            let drawFrame = node.frame.offsetBy(dx: effects.dx, dy: effects.dy)
            // Unchanged view, frame and effects: last frame's fragment as it was (and its command
            // array's identity makes the damage comparison a pointer check).
            if let cached = node.cachedDraw, cached.frame == drawFrame, let made = node.cachedFragment,
                node.cachedEffects == effects
            {
                append(made)
            } else {
                let items: [DrawItem]
                if let cached = node.cachedDraw, cached.frame == drawFrame {
                    items = cached.items
                } else {
                    context.drawingNode = node
                    items = primitive.draw(in: drawFrame, environment: node.environment, context: context)
                    context.drawingNode = nil
                    node.cachedDraw = (drawFrame, items)
                }
                let made = !items.isEmpty && effects.opacity > 0 ? makeFragments(node.id, items, effects) : .none
                node.cachedFragment = made
                node.cachedEffects = effects
                append(made)
            }
        }
        if node.hasZIndexedChildren {
            for child in node.drawOrder { visit(child, effects: effects) }
        } else {
            for child in node.children { visit(child, effects: effects) }
        }
    }

    private mutating func apply(_ effect: DrawEffect, to e: inout EffectState) {
        switch effect {
        case .offset(let dx, let dy):
            e.dx += dx
            e.dy += dy
        case .opacity(let o): e.opacity *= max(0, min(1, o))
        case .clip(let path):
            let s = context.scale
            // The path is in the node's (already offset) frame; scale it to device pixels.
            e.stack.append(.clip(path.applying(AffineTransform(scaleX: s, y: s))))
        case .shadow(let c, let r, let x, let y): e.shadow = EffectState.Shadow(color: c, radius: r, x: x, y: y)
        case .transform(let t, let anchor):
            // A transform about an anchor in the node's frame, in device pixels.
            let s = context.scale
            let a = Point(x: anchor.x * s, y: anchor.y * s)
            let device = AffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(
                AffineTransform(translationX: a.x, y: a.y))
            if !device.isIdentity { e.stack.append(.transform(device)) }
        case .projection(let t, let origin):
            // The view's points from its corner, projected, then device pixels again.
            let s = context.scale
            let toLocal = AffineTransform(translationX: -origin.x * s, y: -origin.y * s)
                .concatenating(AffineTransform(scaleX: 1 / s, y: 1 / s))
            let toDevice = AffineTransform(scaleX: s, y: s)
                .concatenating(AffineTransform(translationX: origin.x * s, y: origin.y * s))
            let device = ProjectionTransform(toLocal).concatenating(t).concatenating(toDevice)
            if let affine = device.affine {
                if !affine.isIdentity { e.stack.append(.transform(affine)) }
            } else {
                e.stack.append(.projection(device))
            }
        case .scroll(let dx, let dy, let tag):
            e.stack.append(.translation(dx: dx, dy: dy, tag: tag))
        }
    }

    /// A scroll view's content: drawn in its own coordinates, with none of the clips,
    /// transforms and translations above it, and each of its fragments then moved by the
    /// scroll and put under those. Scrolling changes nothing the content's nodes were drawn
    /// under, so their fragments are reused as they were; only the moving and wrapping of
    /// each is done again.
    private mutating func visitScrollContent(_ node: ViewNode, dx: Int, dy: Int, tag: UInt64, effects: EffectState) {
        let s = context.scale
        node.appliedScroll = Point(x: Double(dx) / s, y: Double(dy) / s)
        let f = node.hitFrame
        scrolls.append(
            ScrollRecord(
                tag: tag,
                viewport: PixelRect(
                    covering: Rect(x: f.minX * s, y: f.minY * s, width: f.width * s, height: f.height * s)),
                dx: dx, dy: dy))
        var content = effects
        content.stack = []
        let start = fragments.count
        for child in node.drawOrder { visit(child, effects: content) }
        var outer = effects.stack
        outer.append(.translation(dx: dx, dy: dy, tag: tag))
        var kept = start
        for i in start..<fragments.count {
            let inner = fragments[i]
            let (commands, bounds) = wrap(inner.commands, bounds: inner.bounds, in: outer)
            guard !bounds.isEmpty else { continue }
            fragments[kept] = DisplayFragment(id: inner.id, bounds: bounds, commands: commands)
            kept += 1
        }
        fragments.removeLast(fragments.count - kept)
    }

    /// `commands` under the scoped effects of `stack` (outermost first), and the pixels they
    /// can then touch. Built in one array: the pushes are worked out from the innermost effect
    /// outwards (a transform's source is what lies inside it), then laid out around the commands.
    private func wrap(
        _ commands: [DrawCommand], bounds: PixelRect, in stack: [EffectState.Scoped]
    ) -> ([DrawCommand], PixelRect) {
        guard !stack.isEmpty else { return (commands, bounds) }
        var bounds = bounds
        var pushes: [DrawCommand] = []  // innermost first
        pushes.reserveCapacity(stack.count)
        for scoped in stack.reversed() {
            switch scoped {
            case .clip(let path):
                pushes.append(.pushClip(path))
                // A clip's mask covers only the pixels its outline crosses, as a fill does.
                bounds = bounds.intersection(PixelRect(covering: path.controlBounds))
            case .transform(let t):
                pushes.append(.pushTransform(t, source: bounds))
                bounds = Self.covering(bounds, mappedBy: t.apply)
            case .projection(let t):
                pushes.append(.pushProjection(t, source: bounds))
                bounds = Self.covering(bounds, mappedBy: t.apply)
            case let .translation(dx, dy, tag):
                pushes.append(.pushTranslation(dx: dx, dy: dy, tag: tag))
                bounds = bounds.offsetBy(dx: dx, dy: dy)
            }
        }
        var out: [DrawCommand] = []
        out.reserveCapacity(commands.count + 2 * stack.count)
        out.append(contentsOf: pushes.reversed())
        out.append(contentsOf: commands)
        for scoped in stack.reversed() {
            switch scoped {
            case .clip: out.append(.popClip)
            case .transform, .projection: out.append(.popTransform)
            case .translation: out.append(.popTranslation)
            }
        }
        return (out, bounds)
    }

    /// The pixels `bounds` can reach once mapped (a transform's or a projection's bounding
    /// box), a pixel more for anti-aliasing.
    private static func covering(_ bounds: PixelRect, mappedBy map: (Rect) -> Rect) -> PixelRect {
        let r = Rect(
            x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.width), height: Double(bounds.height))
        return PixelRect(covering: map(r)).insetBy(dx: -1, dy: -1)
    }

    private mutating func append(_ made: NodeFragments) {
        switch made {
        case .none: break
        case .one(let f): fragments.append(f)
        case .parts(let parts): fragments.append(contentsOf: parts)
        }
    }

    /// A node's fragments: one, or one per part when its items come in parts (a canvas's
    /// drawing calls), so that damage covers only the parts that changed. Parts fade and cast
    /// shadows together, as one drawing: under an opacity or a shadow they are one fragment.
    /// A subtree drawn as one item: with no inherited effects, then treated as a whole (as a
    /// compositing group, mixed, blurred or masked).
    private mutating func visitLayer(_ node: ViewNode, effects inherited: EffectState) {
        var fresh = EffectState()
        fresh.dx = inherited.dx
        fresh.dy = inherited.dy
        func drawn(_ children: ArraySlice<ViewNode>) -> (commands: [DrawCommand], bounds: PixelRect) {
            var group = DisplayListBuilder(context: context)
            for child in children { group.visit(child, effects: fresh) }
            var commands: [DrawCommand] = []
            var bounds = PixelRect.zero
            for f in group.fragments {
                commands += f.commands
                bounds = bounds.union(f.bounds)
            }
            return (commands, bounds)
        }
        let effect = node.traits.isCompositingGroup ? (node.primitive as? CompositingGroupMarker)?.layerEffect : nil
        var outer = inherited
        outer.shadow = nil
        var (commands, bounds) = drawn(effect == .mask ? node.children.prefix(1) : node.children[...])
        guard !commands.isEmpty else { return }
        switch effect {
        case .mix(let mode)?:
            // Mixed with what is beneath at its own opacity: a fading layer around it would
            // mix it with nothing.
            commands = [.pushMixLayer(mode, opacity: outer.opacity)] + commands + [.popLayer]
            outer.opacity = 1
        case .blur(let radius, let opaque)?:
            let sigma = GaussianBlur.sigma(forRadius: radius * context.scale)
            if !opaque {
                bounds = bounds.insetBy(dx: -GaussianBlur.extent(sigma: sigma), dy: -GaussianBlur.extent(sigma: sigma))
            }
            commands =
                [.pushFilterLayer([.blur(sigma: sigma, opaque: opaque)], bounds: bounds, opacity: 1)] + commands
                + [.popLayer]
        case .colorMatrix(let matrix)?:
            commands = [.pushFilterLayer([.colorMatrix(matrix)], bounds: bounds, opacity: 1)] + commands + [.popLayer]
        case .mask?:
            let mask = drawn(node.children.dropFirst())
            commands = [.pushClipMask(mask.commands)] + commands + [.popClip]
            bounds = bounds.intersection(mask.bounds)
        case nil: break
        }
        if outer.opacity > 0, !bounds.isEmpty,
            let fragment = makeFragment(node.id, [DrawItem(command: .group(commands), bounds: bounds)], outer)
        {
            fragments.append(fragment)
        }
    }

    private func makeFragments(_ id: UInt64, _ items: [DrawItem], _ e: EffectState) -> NodeFragments {
        guard e.opacity >= 1, e.shadow == nil, let last = items.last, last.part != items[0].part else {
            return makeFragment(id, items, e).map { .one($0) } ?? .none
        }
        var out: [DisplayFragment] = []
        var start = 0
        for i in 1...items.count where i == items.count || items[i].part != items[start].part {
            let part = UInt64(truncatingIfNeeded: items[start].part)
            // Part 0 keeps the node's identity; the others are spread far from it and from
            // the other nodes' (consecutive) identities.
            let partID = part == 0 ? id : id ^ (part &* 0x9E37_79B9_7F4A_7C15)
            if let f = makeFragment(partID, Array(items[start..<i]), e) { out.append(f) }
            start = i
        }
        return .parts(out)
    }

    private func makeFragment(_ id: UInt64, _ items: [DrawItem], _ e: EffectState) -> DisplayFragment? {
        var inner: [DrawCommand] = []
        var bounds = PixelRect.zero
        let s = context.scale
        for item in items {
            if let shadow = e.shadow, let shape = item.shadowShape {
                inner.append(
                    .shadow(
                        roundedRect: shape.rect, radii: shape.radii, color: shadow.color, blurRadius: shadow.radius * s,
                        offset: Point(x: shadow.x * s, y: shadow.y * s), spread: 0))
                let reach = Int((shadow.radius * s * 1.5).rounded(.up)) + 2
                bounds = bounds.union(
                    PixelRect(covering: shape.rect).insetBy(dx: -reach, dy: -reach)
                        .offsetBy(dx: Int((shadow.x * s).rounded()), dy: Int((shadow.y * s).rounded())))
            }
            inner.append(item.command)
            bounds = bounds.union(item.bounds)
        }
        if e.opacity < 1 { inner = [.pushLayer(opacity: e.opacity)] + inner + [.popLayer] }
        let (commands, wrapped) = wrap(inner, bounds: bounds, in: e.stack)
        guard !wrapped.isEmpty else { return nil }
        return DisplayFragment(id: id, bounds: wrapped, commands: commands)
    }
}
