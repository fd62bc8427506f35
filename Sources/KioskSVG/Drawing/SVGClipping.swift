import KioskGeometry
import KioskRaster

/// What limits or reworks an element's drawing: clip paths, masks, filters, and the bounding
/// box they are measured against.
extension SVGRenderer {
    /// Clips to the `<clipPath>` with id `id`: the union of its shapes, each with its own
    /// transform and clip rule, within the clip path the `<clipPath>` itself names, if any
    /// (each clip path of such a chain once). A reference to anything else is ignored, as CSS
    /// Masking says.
    func clip(to id: String, for e: SVGElement, style: SVGStyle, chain: Set<String> = []) {
        guard let clipPath = document.elementsByID[id], clipPath.name == "clipPath", !chain.contains(id) else { return }
        var base = clipPath.presentation["transform"].map(SVGAttributes.transform) ?? .identity
        if clipPath.presentation["clipPathUnits"]?.trimmed == "objectBoundingBox" {
            // Units of the element's bounding box; an element without area keeps nothing.
            guard let b = bounds(of: e, style: style), b.width > 0, b.height > 0 else {
                canvas.clip(toUnionOf: [])
                return
            }
            base = base.concatenating(AffineTransform(a: b.width, b: 0, c: 0, d: b.height, tx: b.minX, ty: b.minY))
        }
        let inheritedRule = clipPath.presentation["clip-rule"]
        var shapes: [ClipShape] = []
        for child in clipPath.children {
            var element = child, a = child.presentation
            var t = elementTransform(child, a, style: style) ?? .identity
            if child.name == "use", let id = child.referencedID,
                let target = document.elementsByID[id], SVGRenderer.shapes.contains(target.name)
            {
                // A use in a clip path may name a shape only.
                t = (elementTransform(target, target.presentation, style: style) ?? .identity)
                    .concatenating(AffineTransform(translationX: number(a, "x"), y: number(a, "y"))).concatenating(t)
                element = target
                a = target.presentation.merging(a.filter { $0.key == "clip-rule" }) { $1 }
            }
            guard SVGRenderer.shapes.contains(element.name), a["display"]?.trimmed != "none",
                a["visibility"]?.trimmed != "hidden", let path = shape(element.name, a)
            else { continue }
            let rule = (a["clip-rule"] ?? inheritedRule)?.trimmed == "evenodd" ? FillRule.evenOdd : .nonZero
            shapes.append(ClipShape(path: path, transform: t.concatenating(base), rule: rule))
        }
        canvas.clip(toUnionOf: shapes)
        if let next = clipPath.presentation["clip-path"].flatMap(SVGAttributes.urlReference) {
            clip(to: next, for: e, style: style, chain: chain.union([id]))
        }
    }

    /// Masks what `e` draws with the `<mask>` with id `id`: its content drawn offscreen, within
    /// the mask's region (by default the element's bounding box grown by a tenth each side),
    /// becomes coverage by its luminance, or its alpha with `mask-type: alpha`. False when `id`
    /// names no mask (the reference is then ignored).
    mutating func mask(with id: String, for e: SVGElement, style: SVGStyle) -> Bool {
        guard let mask = document.elementsByID[id], mask.name == "mask", !referenced.contains(ObjectIdentifier(mask))
        else { return false }
        let a = mask.presentation
        let box = bounds(of: e, style: style)
        // An element without area, or an empty region, shows nothing.
        guard let region = Self.effectRegion(a, units: a["maskUnits"], box: box, viewport: viewport) else {
            canvas.clip(toUnionOf: [])
            return true
        }
        canvas.beginLayer(opacity: 1)
        canvas.clip(to: region)
        if a["maskContentUnits"]?.trimmed == "objectBoundingBox", let b = box {
            canvas.concatenate(AffineTransform(a: b.width, b: 0, c: 0, d: b.height, tx: b.minX, ty: b.minY))
        }
        referenced.insert(ObjectIdentifier(mask))
        drawChildren(of: mask, style: resolve(a, inherited: SVGStyle()))
        referenced.remove(ObjectIdentifier(mask))
        canvas.endLayerAsClip(a["mask-type"]?.trimmed == "alpha" ? .alpha : .luminance)
        return true
    }

    /// The filter `item` names for `e` (a `<filter>` by id, or a run of filter functions), set
    /// to run on the device pixels of its region; nil when there is no such filter or its
    /// region is empty.
    func makeFilter(_ item: SVGFilterList.Item, for e: SVGElement, style: SVGStyle) -> SVGFilter? {
        let box = bounds(of: e, style: style)
        let element: SVGElement, region: Rect
        switch item {
        case .reference(let id):
            guard let filter = document.elementsByID[id], filter.name == "filter",
                let r = Self.effectRegion(
                    filter.presentation, units: filter.presentation["filterUnits"], box: box, viewport: viewport)
            else {
                return nil
            }
            element = filter
            region = r
        case .functions(let primitives, let reach):
            // The box grown by as far as the blurs and shadows reach, and by a tenth as the
            // default filter region is, with room for a stroke (the box is the fill's).
            guard let b = box else { return nil }
            let stroke = style.stroke.isNone ? 0 : style.stroke_.lineWidth
            let mx = reach + stroke + 0.1 * b.width, my = reach + stroke + 0.1 * b.height
            region = Rect(x: b.minX - mx, y: b.minY - my, width: b.width + 2 * mx, height: b.height + 2 * my)
            guard region.width > 0, region.height > 0 else { return nil }
            element = SVGElement(name: "filter", attributes: ["color-interpolation-filters": "sRGB"], line: e.line)
            element.children = primitives
        }
        let device = canvas.transform.apply(region)
        guard device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite else { return nil }
        // Only the pixels on the canvas are worked (a region far larger than the screen is not
        // allocated). The region starts at the pixel its corner falls in and is as many whole
        // pixels wide and high as it needs, as resvg takes it: rounded to the nearest pixel
        // instead, a panel lit by a spot light at 96 px lost its first row and column and
        // was 3.9 levels from resvg's (now 1.2).
        let onCanvas = device.intersection(Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)) ?? .zero
        let x0 = Int(onCanvas.minX.rounded(.down)), y0 = Int(onCanvas.minY.rounded(.down))
        let pixels = PixelRect(
            x: x0, y: y0, width: Int(onCanvas.width.rounded(.up)), height: Int(onCanvas.height.rounded(.up))
        ).intersection(canvas.clipBounds)
        guard !pixels.isEmpty else { return nil }
        return SVGFilter(
            element: element, transform: canvas.transform, userRegion: region, region: pixels,
            currentColor: currentColor,
            viewport: viewport, box: box,
            images: feImages(of: element, region: region, pixels: pixels, box: box))
    }

    /// The region a mask or a filter works in (x, y, width, height of `a`), in user space: in
    /// `units` of the bounding box by default, where it is the box grown by a tenth each side;
    /// with `userSpaceOnUse`, lengths with percentages of the viewport. Nil when it is empty
    /// or the element has no area to measure it by.
    static func effectRegion(_ a: [String: String], units: String?, box: Rect?, viewport: Size) -> Rect? {
        let region: Rect
        if units?.trimmed == "userSpaceOnUse" {
            func length(_ k: String, _ d: Double, _ whole: Double) -> Double {
                a[k].flatMap { SVGAttributes.length($0, percentOf: whole) } ?? d
            }
            region = Rect(
                x: length("x", -0.1 * viewport.width, viewport.width),
                y: length("y", -0.1 * viewport.height, viewport.height),
                width: length("width", 1.2 * viewport.width, viewport.width),
                height: length("height", 1.2 * viewport.height, viewport.height))
        } else {
            guard let b = box, b.width > 0, b.height > 0 else { return nil }
            func f(_ k: String, _ d: Double) -> Double { a[k].flatMap { SVGAttributes.length($0, percentOf: 1) } ?? d }
            region = Rect(
                x: b.minX + f("x", -0.1) * b.width, y: b.minY + f("y", -0.1) * b.height,
                width: f("width", 1.2) * b.width, height: f("height", 1.2) * b.height)
        }
        return region.width > 0 && region.height > 0 ? region : nil
    }

    /// The bounding box of what `e` draws, in its user space (before its own transform):
    /// for `clipPathUnits="objectBoundingBox"`. `style` is the element's own (text is measured
    /// in its font).
    func bounds(of e: SVGElement, style: SVGStyle, depth: Int = 0) -> Rect? {
        // As deep as drawing goes, and no deeper (a chain of uses recurses here too).
        guard self.depth + depth < Self.maximumDepth else { return nil }
        let a = e.presentation
        if SVGRenderer.shapes.contains(e.name) { return shape(e.name, a)?.bounds }
        if e.name == "text" { return layoutText(e, style: style)?.box }
        var children: [SVGElement] = []
        var shift = AffineTransform.identity
        switch e.name {
        case "g", "a": children = e.children
        // The document itself (its size when it gives none): a group of what it draws.
        case "svg" where e === document.root: children = e.children
        case "use":
            guard let id = e.referencedID,
                let target = document.elementsByID[id], target !== e, target.name != "use"
            else { return nil }
            children = target.name == "symbol" ? target.children : [target]
            shift = AffineTransform(translationX: number(a, "x"), y: number(a, "y"))
        default: return nil
        }
        var result: Rect? = nil
        for child in children where child.name != "use" || e.name != "use" {
            let childStyle = resolve(child.presentation, inherited: style)
            guard let b = bounds(of: child, style: childStyle, depth: depth + 1) else { continue }
            let t = (elementTransform(child, child.presentation, style: childStyle) ?? .identity).concatenating(shift)
            let moved = t.apply(b)
            result = result.map { $0.union(moved) } ?? moved
        }
        return result
    }
}
