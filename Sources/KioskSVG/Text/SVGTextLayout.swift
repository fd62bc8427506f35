import KioskGeometry
import KioskRaster

/// SVG text laid out character by character, as SVG 2 and resvg place it: every character
/// can carry its own x, y, dx, dy and rotate (from the lists of the `<text>` and `<tspan>`s
/// around it, the innermost winning), letter and word spacing, a baseline of its own
/// (`dominant-baseline`, `alignment-baseline`, `baseline-shift`), and decorations. An absolute
/// x or y starts a new chunk, which `text-anchor` aligns as a whole.
extension SVGRenderer {
    /// One addressable character of a text element and what places it.
    struct TextCharacter {
        var character: Character
        /// Its text node: the characters of one node share a style and are shaped together.
        var run: Int
        var style: SVGStyle
        /// `alignment-baseline` of the span it is in, over the inherited `dominant-baseline`.
        var alignment: SVGBaseline?
        /// How far `baseline-shift`s of the spans around it move it down (user units).
        var shiftDown = 0.0
        var x: Double? = nil, y: Double? = nil, dx = 0.0, dy = 0.0, rotate = 0.0
        /// The `<textPath>` it is set along (an index into `TextContent.paths`).
        var path: Int? = nil
    }

    /// A `text-decoration` line under, over or through characters, painted in the style of the
    /// element that asks for it.
    struct TextDecoration {
        enum Kind { case underline, overline, lineThrough }
        var kind: Kind
        var characters: Range<Int>
        var style: SVGStyle
    }

    /// What a text element holds, gathered before it is laid out.
    struct TextContent {
        var characters: [TextCharacter] = []
        var decorations: [TextDecoration] = []
        /// Elements with position lists, outermost first, and the characters they hold.
        var positioned: [(attributes: [String: String], fontSize: Double, characters: Range<Int>)] = []
        /// The paths of `<textPath>`s, and where along each the text starts.
        var paths: [(measure: SVGPathMeasure, startOffset: Double)] = []
        /// The `textLength` of `<tspan>`s, innermost first, and the characters each holds
        /// (the `<text>`'s own is applied to the whole text).
        var spanLengths: [SpanLength] = []
        var runs = 0
        /// Collapsing spaces: whether the last character kept was one (true at the start, so
        /// leading spaces go).
        var lastWasSpace = true
    }

    /// A glyph where it is set: its pen position on the baseline (with the character's
    /// baseline moves), its turn, and how far it advances.
    struct PlacedGlyph {
        var glyph: SVGGlyph
        var character: Int
        var font: SVGFont
        var pen: Point
        var rotate: Double
        /// Horizontal stretch from `lengthAdjust="spacingAndGlyphs"`.
        var stretch = 1.0
        /// On a `<textPath>`: where the glyph's middle lies on the path, and the path's
        /// direction there. `pen.x` is then the distance along the path, `pen.y` the shift
        /// across it.
        var onPath: (point: Point, angle: Double)? = nil

        var origin: Point { onPath?.point ?? Point(x: pen.x + glyph.offset.x * stretch, y: pen.y + glyph.offset.y) }
        var advance: Double { glyph.advance * stretch }

        /// The glyph's outline in user space.
        func outline() -> Path? {
            guard let outline = glyph.outline, !outline.elements.isEmpty else { return nil }
            var t = AffineTransform(scaleX: stretch, y: 1)
            if rotate != 0 { t = t.concatenating(AffineTransform(rotationAngle: rotate * Double.pi / 180)) }
            if let onPath {
                // Its middle on the path, turned with it.
                t = t.concatenating(
                    AffineTransform(translationX: glyph.offset.x * stretch - advance / 2, y: pen.y + glyph.offset.y)
                )
                .concatenating(AffineTransform(rotationAngle: onPath.angle))
                .concatenating(AffineTransform(translationX: onPath.point.x, y: onPath.point.y))
                return outline.applying(t)
            }
            return outline.applying(t.concatenating(AffineTransform(translationX: origin.x, y: origin.y)))
        }
    }

    /// The characters of `e` and its spans, with their styles, position lists and decorations.
    func collectText(
        _ e: SVGElement, style: SVGStyle, shiftDown: Double, path: Int? = nil, into content: inout TextContent
    ) {
        let start = content.characters.count
        let listed = ["x", "y", "dx", "dy", "rotate"].contains { e.presentation[$0] != nil }
        let entry = content.positioned.count
        if listed { content.positioned.append((e.presentation, style.fontSize, start..<start)) }
        let alignment = e.presentation["alignment-baseline"].flatMap(SVGBaseline.init)
        let drop = shiftDown + baselineShift(e.presentation["baseline-shift"], style: style)
        for child in e.children {
            if child.name == "#text" {
                let run = content.runs
                content.runs += 1
                for c in child.text {
                    var kept = c
                    if style.preservesSpace {
                        if c == "\n" || c == "\r" || c == "\t" || c == "\r\n" { kept = " " }
                    } else {
                        if c == "\n" || c == "\r" || c == "\r\n" { continue }
                        if c == "\t" { kept = " " }
                        if kept == " " {
                            if content.lastWasSpace { continue }
                            content.lastWasSpace = true
                        } else {
                            content.lastWasSpace = false
                        }
                    }
                    content.characters.append(
                        TextCharacter(
                            character: kept, run: run, style: style, alignment: alignment, shiftDown: drop, path: path))
                }
            } else if child.name == "tspan" || child.name == "a", child.presentation["display"]?.trimmed != "none" {
                collectText(
                    child, style: resolve(child.presentation, inherited: style), shiftDown: drop, path: path,
                    into: &content)
            } else if child.name == "textPath", path == nil, child.presentation["display"]?.trimmed != "none" {
                // Not inside another: a text path's glyphs follow one path.
                guard let measure = textPathMeasure(child) else { continue }
                let childStyle = resolve(child.presentation, inherited: style)
                let offset =
                    child.presentation["startOffset"].flatMap {
                        SVGAttributes.length($0, percentOf: measure.length, fontSize: childStyle.fontSize)
                    } ?? 0
                content.paths.append((measure, offset))
                collectText(child, style: childStyle, shiftDown: drop, path: content.paths.count - 1, into: &content)
            }
        }
        let end = content.characters.count
        if listed { content.positioned[entry].characters = start..<end }
        if e.name == "tspan", end > start,
            let length = e.presentation["textLength"].flatMap({
                SVGAttributes.length($0, percentOf: viewport.width, fontSize: style.fontSize)
            }),
            length > 0, length.isFinite
        {
            content.spanLengths.append(
                SpanLength(
                    length: length, stretchesGlyphs: e.presentation["lengthAdjust"]?.trimmed == "spacingAndGlyphs",
                    characters: start..<end))
        }
        for word in (e.presentation["text-decoration"] ?? "").split(separator: " ") {
            let kind: TextDecoration.Kind? =
                switch word {
                case "underline": .underline
                case "overline": .overline
                case "line-through": .lineThrough
                default: nil
                }
            if let kind, end > start {
                content.decorations.append(TextDecoration(kind: kind, characters: start..<end, style: style))
            }
        }
    }

    /// The path a `<textPath>` follows: the shape its `href` names (with that element's own
    /// transform), or SVG 2's `path` attribute; run backwards with `side="right"`, which
    /// sets the text on the path's other side.
    func textPathMeasure(_ e: SVGElement) -> SVGPathMeasure? {
        var path: Path? = e.presentation["path"].map(SVGPathData.parse)
        if path == nil, let id = e.referencedID, let target = document.elementsByID[id], target !== e {
            path = shape(target.name, target.presentation)
            if let t = elementTransform(target, target.presentation, style: SVGStyle()), let p = path {
                path = p.applying(t)
            }
        }
        guard let path else { return nil }
        var measure = SVGPathMeasure(path)
        if e.presentation["side"]?.trimmed == "right" { measure = measure.reversed }
        return measure.length > 0 && measure.length.isFinite ? measure : nil
    }

    /// How far `baseline-shift` moves a span's glyphs down: `sub` and `super` by the font's
    /// own offsets, a length, or a percentage of the font size (up when positive).
    func baselineShift(_ value: String?, style: SVGStyle) -> Double {
        guard let v = value?.trimmed, v != "baseline", let text = textRenderer else { return 0 }
        switch v {
        case "sub": return text.metrics(of: font(style)).subscriptOffset
        case "super": return -text.metrics(of: font(style)).superscriptOffset
        default: return -(SVGAttributes.length(v, percentOf: style.fontSize, fontSize: style.fontSize) ?? 0)
        }
    }

    /// Gives each character the values of the x, y, dx, dy and rotate lists over it: outer
    /// elements first, so a span's own lists win for its characters. A rotate list shorter
    /// than its characters repeats its last value.
    func applyPositionLists(_ content: inout TextContent) {
        let count = content.characters.count
        for entry in content.positioned {
            let range = entry.characters.clamped(to: 0..<count)
            func lengths(_ key: String, _ whole: Double) -> [Double] {
                guard let list = entry.attributes[key] else { return [] }
                return list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                    .compactMap { SVGAttributes.length(String($0), percentOf: whole, fontSize: entry.fontSize) }
            }
            for (k, v) in lengths("x", viewport.width).prefix(range.count).enumerated() {
                content.characters[range.lowerBound + k].x = v
            }
            for (k, v) in lengths("y", viewport.height).prefix(range.count).enumerated() {
                content.characters[range.lowerBound + k].y = v
            }
            for (k, v) in lengths("dx", viewport.width).prefix(range.count).enumerated() {
                content.characters[range.lowerBound + k].dx = v
            }
            for (k, v) in lengths("dy", viewport.height).prefix(range.count).enumerated() {
                content.characters[range.lowerBound + k].dy = v
            }
            let turns = entry.attributes["rotate"].map(SVGAttributes.numbers) ?? []
            if let last = turns.last {
                for (k, i) in range.enumerated() { content.characters[i].rotate = k < turns.count ? turns[k] : last }
            }
        }
    }

    /// Sets every character's glyphs, chunk by chunk: the chunk's start, each character's
    /// shifts, spacing and baseline, `textLength` over a text of one chunk, then the anchor.
    func placeGlyphs(
        _ content: TextContent, text: any SVGTextRendering, textLength: Double?, stretchesGlyphs: Bool,
        metrics: (SVGFont) -> SVGFontMetrics
    ) -> [PlacedGlyph] {
        let chars = content.characters
        var placed: [PlacedGlyph] = []
        var pen = Point(x: 0, y: 0)
        var i = 0
        while i < chars.count {
            // A chunk ends at an absolute position, and where a text path starts or ends.
            var j = i + 1
            while j < chars.count, chars[j].path == chars[i].path,
                chars[j].path != nil || (chars[j].x == nil && chars[j].y == nil)
            { j += 1 }
            let along = chars[i].path.map { content.paths[$0] }
            let resumeAt = pen
            // Along a path the pen measures distance from the path's start offset, and across it.
            pen = along != nil ? Point(x: 0, y: 0) : Point(x: chars[i].x ?? pen.x, y: chars[i].y ?? pen.y)
            let startX = pen.x, first = placed.count
            for piece in piecesInVisualOrder(chars, i..<j, text: text) {
                let k = piece.characters.lowerBound, m = piece.characters.upperBound
                var f = font(chars[k].style)
                if let rightToLeft = piece.rightToLeft { f.rightToLeft = rightToLeft }
                let glyphs = text.glyphs(of: String(chars[k..<m].map(\.character)), font: f).filter {
                    (0..<(m - k)).contains($0.character)
                }
                let fontMetrics = metrics(f)
                func down(_ c: TextCharacter) -> Double {
                    c.shiftDown + (c.alignment ?? c.style.dominantBaseline).shift(fontMetrics)
                }
                func spaceAfter(_ c: TextCharacter) {
                    pen.x += c.style.letterSpacing + (c.character == " " ? c.style.wordSpacing : 0)
                }
                if zip(glyphs, glyphs.dropFirst()).allSatisfy({ $0.character <= $1.character }) {
                    // Left to right: character by character, each with its shifts and spacing.
                    var byCharacter = [[SVGGlyph]](repeating: [], count: m - k)
                    for g in glyphs { byCharacter[g.character].append(g) }
                    for local in 0..<(m - k) {
                        let c = chars[k + local]
                        pen.x += c.dx
                        pen.y += c.dy
                        for g in byCharacter[local] {
                            placed.append(
                                PlacedGlyph(
                                    glyph: g, character: k + local, font: f, pen: Point(x: pen.x, y: pen.y + down(c)),
                                    rotate: c.rotate))
                            pen.x += g.advance
                        }
                        spaceAfter(c)
                    }
                } else {
                    // Right-to-left text in the run: glyphs in the order they are set, each
                    // character's shifts and spacing where its first glyph is; characters
                    // with no glyph of their own (in a ligature) add theirs at the end.
                    var seen = [Bool](repeating: false, count: m - k)
                    var current: Int? = nil
                    for g in glyphs {
                        let c = chars[k + g.character]
                        if g.character != current, !seen[g.character] {
                            if let current { spaceAfter(chars[k + current]) }
                            current = g.character
                            seen[g.character] = true
                            pen.x += c.dx
                            pen.y += c.dy
                        }
                        placed.append(
                            PlacedGlyph(
                                glyph: g, character: k + g.character, font: f, pen: Point(x: pen.x, y: pen.y + down(c)),
                                rotate: c.rotate))
                        pen.x += g.advance
                    }
                    if let current { spaceAfter(chars[k + current]) }
                    for local in 0..<(m - k) where !seen[local] {
                        let c = chars[k + local]
                        pen.x += c.dx
                        pen.y += c.dy
                        spaceAfter(c)
                    }
                }
            }
            // Spans' textLength, where the chunk is set in the order written (its right-to-left
            // runs are not: which glyphs come after a span there is a matter of direction).
            if !content.spanLengths.isEmpty,
                zip(placed[first...], placed[first...].dropFirst()).allSatisfy({ $0.character <= $1.character })
            {
                for span in content.spanLengths where span.characters.lowerBound >= i && span.characters.upperBound <= j
                {
                    pen.x += Self.fit(span, &placed, from: first)
                }
            }
            var width = pen.x - startX
            if let length = textLength, i == 0, j == chars.count, width > 0, j - i > 0 {
                // textLength: the chunk made that long, by spacing alone or by stretching the glyphs too.
                if stretchesGlyphs {
                    let s = length / width
                    for p in first..<placed.count {
                        placed[p].pen.x = startX + (placed[p].pen.x - startX) * s
                        placed[p].stretch *= s
                    }
                } else if j - i > 1 {
                    // The space goes between characters as they are seen: counted in the order
                    // written where that is the order set, else in the order set (right to left).
                    let extra = (length - width) / Double(j - i - 1)
                    if zip(placed[first...], placed[first...].dropFirst()).allSatisfy({ $0.character <= $1.character })
                    {
                        for p in first..<placed.count { placed[p].pen.x += extra * Double(placed[p].character - i) }
                    } else {
                        var seen = -1, previous: Int? = nil
                        for p in first..<placed.count {
                            if placed[p].character != previous {
                                seen += 1
                                previous = placed[p].character
                            }
                            placed[p].pen.x += extra * Double(seen)
                        }
                    }
                }
                pen.x = startX + length
                width = length
            }
            // Right to left, a chunk starts at its right end.
            let anchor: Double =
                switch (chars[i].style.textAnchor, chars[i].style.rightToLeft) {
                case (.start, false), (.end, true): 0
                case (.middle, _): -width / 2
                case (.end, false), (.start, true): -width
                }
            if anchor != 0 {
                for p in first..<placed.count { placed[p].pen.x += anchor }
                pen.x += anchor
            }
            if let along {
                // Each glyph's middle on the path; those off either end are not drawn.
                var kept: [PlacedGlyph] = []
                for var p in placed[first...] {
                    guard let at = along.measure.position(at: along.startOffset + p.pen.x + p.advance / 2) else {
                        continue
                    }
                    p.onPath = at
                    kept.append(p)
                }
                placed.replaceSubrange(first..., with: kept)
                // Text after the path goes on from where the path's text ends.
                pen = along.measure.position(at: along.startOffset + pen.x)?.point ?? resumeAt
            }
            i = j
        }
        return placed
    }

    /// The pieces of the chunk `range` to shape and set one after another, left to right:
    /// its runs of one style, split where the direction changes and put in the order the
    /// bidirectional algorithm sees them (a right-to-left sentence whose words are in
    /// different `tspan`s reads from the right across them), each with its direction. Without
    /// the renderer's runs, the runs of one style in the order they are written.
    func piecesInVisualOrder(
        _ chars: [TextCharacter], _ range: Range<Int>, text: any SVGTextRendering
    )
        -> [(characters: Range<Int>, rightToLeft: Bool?)]
    {
        func styleRuns(_ r: Range<Int>) -> [Range<Int>] {
            var out: [Range<Int>] = []
            var k = r.lowerBound
            while k < r.upperBound {
                var m = k + 1
                while m < r.upperBound, chars[m].run == chars[k].run { m += 1 }
                out.append(k..<m)
                k = m
            }
            return out
        }
        let string = String(chars[range].map(\.character))
        guard let runs = text.bidirectionalRuns(of: string, rightToLeft: chars[range.lowerBound].style.rightToLeft)
        else {
            return styleRuns(range).map { ($0, nil) }
        }
        var pieces: [(characters: Range<Int>, rightToLeft: Bool?)] = []
        for run in runs {
            let r = (range.lowerBound + run.characters.lowerBound)..<(range.lowerBound + run.characters.upperBound)
            guard r.lowerBound >= range.lowerBound, r.upperBound <= range.upperBound, !r.isEmpty else { continue }
            // Within a run read right to left, its styles' pieces come right to left too.
            let split = styleRuns(r)
            pieces += (run.rightToLeft ? split.reversed() : split).map { ($0, run.rightToLeft) }
        }
        return pieces
    }

    /// A text element laid out: its characters, their glyphs where they are set, the box of
    /// their cells (what paints and effects lay out on: each glyph's advance by its font's
    /// height), and the fonts' measures.
    struct LaidOutText {
        var content: TextContent
        var placed: [PlacedGlyph]
        var box: Rect
        var metrics: [SVGFont: SVGFontMetrics]
    }

    /// Lays out `<text>` (`placeGlyphs`); nil without a text renderer or glyphs.
    func layoutText(_ e: SVGElement, style: SVGStyle) -> LaidOutText? {
        guard let text = textRenderer else { return nil }
        var content = TextContent()
        collectText(e, style: style, shiftDown: 0, into: &content)
        // Collapsed, the text neither starts nor ends with a space.
        if let last = content.characters.last, last.character == " ", !last.style.preservesSpace {
            content.characters.removeLast()
        }
        applyPositionLists(&content)
        var known: [SVGFont: SVGFontMetrics] = [:]
        func metrics(_ f: SVGFont) -> SVGFontMetrics {
            if let m = known[f] { return m }
            let m = text.metrics(of: f)
            known[f] = m
            return m
        }
        let length = e.presentation["textLength"].flatMap {
            SVGAttributes.length($0, percentOf: viewport.width, fontSize: style.fontSize)
        }
        let placed = placeGlyphs(
            content, text: text, textLength: length.flatMap { $0 > 0 ? $0 : nil },
            stretchesGlyphs: e.presentation["lengthAdjust"]?.trimmed == "spacingAndGlyphs", metrics: metrics)
        var box: Rect? = nil
        for p in placed {
            let m = metrics(p.font)
            var cell = Rect(x: p.pen.x, y: p.pen.y - m.ascent, width: max(p.advance, 0), height: m.ascent + m.descent)
            if let on = p.onPath {
                // Turned with the path: the outline's box, or the point it sits on.
                cell = p.outline()?.bounds ?? Rect(x: on.point.x, y: on.point.y, width: 0, height: 0)
            }
            box = box.map { $0.union(cell) } ?? cell
        }
        guard let box else { return nil }
        return LaidOutText(content: content, placed: placed, box: box, metrics: known)
    }

    /// `<text>`: its characters laid out (`layoutText`) and painted as shapes, one path per
    /// text node in its own fill and stroke, with any paint laid out on the box of the whole
    /// element's glyph cells; underlines and overlines beneath the glyphs, line-throughs over
    /// them. Glyphs without outlines (colour emoji) are drawn as images by the text renderer,
    /// upright. Along a `<textPath>`, each glyph's middle sits on the path, turned with it.
    func drawText(_ e: SVGElement, style: SVGStyle) {
        guard let text = textRenderer, let laid = layoutText(e, style: style) else { return }
        let content = laid.content, placed = laid.placed, box = laid.box
        func metrics(_ f: SVGFont) -> SVGFontMetrics { laid.metrics[f] ?? text.metrics(of: f) }
        drawDecorations(content, placed, [.underline, .overline], box: box, metrics: metrics)
        // Each text node's outlines as one path, in the order the nodes come, with its style.
        var runs: [(path: Path, style: SVGStyle)] = []
        var index: [Int: Int] = [:]
        for p in placed {
            let c = content.characters[p.character]
            guard c.style.visible else { continue }
            if let outline = p.outline() {
                if index[c.run] == nil {
                    index[c.run] = runs.count
                    runs.append((Path(), c.style))
                }
                runs[index[c.run]!].path.add(outline)
            } else if p.glyph.outline == nil, let color = fillColor(c.style) {
                text.draw(String(c.character), font: p.font, at: p.origin, color: color, on: canvas)
            }
        }
        for run in runs {
            // Glyphs follow text-rendering, not shape-rendering: always smooth.
            var runStyle = run.style
            runStyle.crispEdges = false
            paint(run.path, style: runStyle, bounds: box)
        }
        drawDecorations(content, placed, [.lineThrough], box: box, metrics: metrics)
    }

    /// The decoration lines of `kinds`: one rectangle for each stretch of placed glyphs in a
    /// row that a decoration covers, at its element's font's position and thickness.
    func drawDecorations(
        _ content: TextContent, _ placed: [PlacedGlyph], _ kinds: [TextDecoration.Kind], box: Rect?,
        metrics: (SVGFont) -> SVGFontMetrics
    ) {
        for d in content.decorations where kinds.contains(d.kind) {
            let m = metrics(font(d.style))
            let thickness = max(m.underlineThickness, 0)
            var path = Path()
            var p = 0
            while p < placed.count {
                guard d.characters.contains(placed[p].character), placed[p].onPath == nil else {
                    p += 1
                    continue
                }
                // A stretch: glyphs one after another on one baseline, unturned.
                var q = p + 1
                while q < placed.count, d.characters.contains(placed[q].character), placed[q].onPath == nil,
                    placed[q].pen.y == placed[p].pen.y,
                    placed[q].rotate == 0,
                    abs(placed[q].pen.x - (placed[q - 1].pen.x + placed[q - 1].advance)) < placed[p].font.size
                {
                    q += 1
                }
                let left = placed[p].pen.x, right = placed[q - 1].pen.x + placed[q - 1].advance
                let baseline = placed[p].pen.y
                let centre: Double =
                    switch d.kind {
                    case .underline: baseline + m.underlinePosition
                    case .overline: baseline - m.ascent
                    case .lineThrough: baseline - m.lineThroughPosition
                    }
                if right > left {
                    path.addRect(Rect(x: left, y: centre - thickness / 2, width: right - left, height: thickness))
                }
                p = q
            }
            if !path.elements.isEmpty { paint(path, style: d.style, bounds: box) }
        }
    }
}
