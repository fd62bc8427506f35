import Testing
import KioskGeometry
import KioskRaster
@testable import KioskText

@Suite(.serialized) struct IconSetTests {
    nonisolated(unsafe) static let fonts = FontLibrary()

    @Test func everyMappedSymbolNameHasAGlyph() {
        let icons = IconSet(fonts: Self.fonts)
        let missing = IconSet.names.keys.sorted().filter { icons.glyph(systemName: $0, pixelSize: 24) == nil }
        #expect(missing.isEmpty, "no Material glyph for \(missing)")
    }

    @Test func theSpecificationsSymbolsAreAllThere() {
        for name in [
            "star", "star.fill", "checkmark", "xmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
            "eye", "eye.slash", "calendar", "clock", "magnifyingglass", "person.crop.circle", "gearshape", "house",
            "bell",
            "info.circle", "checkmark.circle", "exclamationmark.triangle", "xmark.circle", "plus", "minus", "trash",
            "square.and.arrow.up", "line.3.horizontal",
        ] {
            #expect(IconSet.names[name] != nil, "\(name) is not mapped")
        }
    }

    @Test func aNameOutsideTheSetShowsTheSymbolItExtends() {
        #expect(IconSet.materialName(for: "person.crop.circle.badge.plus") == IconSet.names["person.crop.circle"])
        #expect(IconSet.materialName(for: "star.circle.fill") == IconSet.names["star.fill"])
        #expect(IconSet.materialName(for: "trash.slash") == IconSet.names["trash"])
        #expect(IconSet.materialName(for: "no.such.symbol") == nil)
        #expect(IconSet.materialName(for: "nosuchsymbol") == nil)
        let icons = IconSet(fonts: Self.fonts)
        #expect(icons.glyph(systemName: "bell.badge.fill", pixelSize: 24) != nil)
        #expect(!icons.missingNames.contains("bell.badge.fill"))
    }

    @Test func unknownNameDrawsAPlaceholderAndIsRemembered() {
        let icons = IconSet(fonts: Self.fonts)
        let buffer = PixelBuffer(width: 32, height: 32)
        let drawn = icons.draw(
            systemName: "no.such.symbol", in: Rect(x: 0, y: 0, width: 32, height: 32), pixelSize: 24, color: .black,
            on: Canvas(buffer))
        #expect(!drawn)
        #expect(icons.missingNames == ["no.such.symbol"])
        var ink = 0
        for y in 0..<32 { for x in 0..<32 where buffer[x, y] >> 24 > 0 { ink += 1 } }
        #expect(ink > 40, "the placeholder is visible")
    }

    @Test func heavierWeightsDrawMoreInk() {
        let icons = IconSet(fonts: Self.fonts)
        func ink(_ w: FontWeightValue) -> Int {
            let b = PixelBuffer(width: 48, height: 48)
            icons.draw(
                systemName: "star.fill", in: Rect(x: 0, y: 0, width: 48, height: 48), pixelSize: 40, weight: w,
                color: .black, on: Canvas(b))
            var total = 0
            for y in 0..<48 { for x in 0..<48 { total += Int(b[x, y] >> 24) } }
            return total
        }
        let light = ink(.light), regular = ink(.regular), bold = ink(.bold)
        #expect(light < regular && regular < bold)
    }

    @Test func iconsRenderLikeTheGolden() {
        let icons = IconSet(fonts: Self.fonts)
        let names = [
            "star", "star.fill", "checkmark", "xmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
            "eye", "eye.slash", "calendar", "clock", "magnifyingglass", "person.crop.circle", "gearshape", "house",
            "bell", "info.circle", "checkmark.circle", "exclamationmark.triangle", "xmark.circle", "plus", "minus",
            "trash", "square.and.arrow.up", "line.3.horizontal", "no.such.symbol",
        ]
        let cell = 32, columns = 9
        let buffer = PixelBuffer(width: cell * columns, height: cell * ((names.count + columns - 1) / columns) * 2)
        buffer.fill(0xFFFF_FFFF)
        let canvas = Canvas(buffer)
        let half = buffer.height / 2
        buffer.fill(0xFF0F_172A, in: PixelRect(x: 0, y: half, width: buffer.width, height: half))
        for (i, name) in names.enumerated() {
            let r = Rect(
                x: Double(i % columns * cell), y: Double(i / columns * cell), width: Double(cell), height: Double(cell))
            icons.draw(
                systemName: name, in: r, pixelSize: 24, weight: i % 3 == 0 ? .bold : .regular,
                color: RGBAColor(hex: 0x1D4ED8), on: canvas)
            icons.draw(
                systemName: name, in: r.offsetBy(dx: 0, dy: Double(half)), pixelSize: 20, color: .white, on: canvas)
        }
        TextGolden.check(buffer, named: "icons")
    }
}

@Suite struct FontTests {
    @Test func textStylesHaveSwiftUIsDefaultSizes() {
        let expected: [(Font, Double)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        for (font, size) in expected { #expect(font.size == size) }
        #expect(Font.headline.weight == .semibold)
        #expect(Font.body.weight == .regular)
    }

    @Test func modifiersAndScaleReachTheDescriptor() {
        let d = Font.system(size: 14, weight: .light, design: .monospaced).bold().italic().monospacedDigit().descriptor(
            scale: 2)
        #expect(d.pixelSize == 28)
        #expect(d.weight == .bold)
        #expect(d.italic)
        #expect(d.family == "DejaVu Sans Mono")
        #expect(d.features == ["tnum"])
        #expect(Font.custom("Garuda", size: 10).descriptor().family == "Garuda")
    }

    @Test func monospacedDigitsHaveEqualAdvances() {
        let fonts = FontLibrary()
        func advances(_ f: Font) -> [Double] {
            TextLayout("1118", style: TextStyle(font: f.descriptor()), width: nil, fonts: fonts).lines[0].glyphs.map(
                \.glyph.advance)
        }
        let tabular = advances(Font.body.monospacedDigit())
        #expect(Set(tabular).count == 1)
        #expect(Set(advances(.body)).count > 1, "Inter's default digits are proportional")
    }
}

@Suite(.serialized) struct ScriptGoldenTests {
    nonisolated(unsafe) static let fonts = FontLibrary()

    static let cases: [(String, String)] = [
        ("devanagari", "नमस्ते दुनिया, क्षत्रिय"),
        ("thai", "สวัสดีชาวโลก ภาษาไทย"),
        ("cjk", "你好，世界。日本語のテキスト"),
        ("emoji", "Kiosk 👍🏽 ready ✅"),
        ("arabic-hebrew", "مرحبا بالعالم — שלום עולם"),
    ]

    @Test(arguments: cases.map(\.0))
    func scriptRendersLikeTheGolden(name: String) {
        let text = Self.cases.first { $0.0 == name }!.1
        let layout = TextLayout(
            text, style: TextStyle(font: FontDescriptor(pixelSize: 22)), width: nil, fonts: Self.fonts)
        // No tofu: every glyph comes from a face that has it.
        for g in layout.lines.flatMap(\.glyphs) { #expect(g.glyph.glyph != 0, "missing glyph in \(name)") }
        let buffer = PixelBuffer(width: Int(layout.size.width.rounded(.up)) + 16, height: Int(layout.size.height) + 16)
        buffer.fill(0xFFFF_FFFF)
        layout.draw(on: Canvas(buffer), at: Point(x: 8, y: 8), color: RGBAColor(hex: 0x0F172A), fonts: Self.fonts)
        TextGolden.check(buffer, named: "script-\(name)")
    }

    @Test func measuredSizeContainsTheInk() {
        let layout = TextLayout(
            "Measure jumpy Ågj text", style: TextStyle(font: FontDescriptor(pixelSize: 20)), width: nil,
            fonts: Self.fonts)
        let buffer = PixelBuffer(width: 400, height: 80)
        layout.draw(on: Canvas(buffer), at: Point(x: 50, y: 20), color: .black, fonts: Self.fonts)
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<80 {
            for x in 0..<400 where buffer[x, y] >> 24 > 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        // Ink stays inside the measured box (a glyph's side bearing may overhang by a pixel).
        #expect(minX >= 49 && Double(maxX) <= 50 + layout.size.width + 1)
        #expect(minY >= 20 && Double(maxY) < 20 + layout.size.height)
        // And the box is not much larger than the ink horizontally.
        #expect(layout.size.width - Double(maxX - minX + 1) < 3)
    }

    @Test func layoutCacheReturnsTheSameLayoutWithoutWork() {
        let cache = TextLayoutCache(fonts: Self.fonts, capacity: 2)
        let style = TextStyle(font: FontDescriptor(pixelSize: 16))
        _ = cache.layout("A", style: style, width: 100)
        _ = cache.layout("A", style: style, width: 100.001)
        #expect(cache.hits == 1 && cache.misses == 1)
        _ = cache.layout("B", style: style, width: nil)
        _ = cache.layout("C", style: style, width: nil)
        #expect(cache.count == 2)
    }

    /// A hit counts as a use: when the cache is full, the labels used lately stay and the
    /// older half leaves.
    @Test func aHitKeepsItsLayoutThroughEviction() {
        let cache = TextLayoutCache(fonts: Self.fonts, capacity: 4)
        let style = TextStyle(font: FontDescriptor(pixelSize: 16))
        for text in ["A", "B", "C", "D"] { _ = cache.layout(text, style: style, width: nil) }
        _ = cache.layout("A", style: style, width: nil)
        #expect(cache.hits == 1 && cache.misses == 4)
        _ = cache.layout("E", style: style, width: nil)
        #expect(cache.count == 3, "D and A kept, E added")
        _ = cache.layout("A", style: style, width: nil)
        _ = cache.layout("D", style: style, width: nil)
        #expect(cache.hits == 3 && cache.misses == 5, "A, used last, and D stayed")
        _ = cache.layout("B", style: style, width: nil)
        #expect(cache.misses == 6, "B, used first, left")
    }

    /// A label measured unconstrained and then offered room it fits in is shaped once; the
    /// layout it gets is the one a fresh layout at that width makes, and a narrower width that
    /// wraps or cuts is laid out on its own.
    @Test func aLayoutNoWidthShapedServesEveryWidthItFits() {
        let styles = [
            TextStyle(font: FontDescriptor(pixelSize: 16)),
            TextStyle(font: FontDescriptor(pixelSize: 16), tracking: 3, alignment: .center),
            TextStyle(font: FontDescriptor(pixelSize: 14), alignment: .trailing, lineLimit: 1),
        ]
        func same(_ a: TextLayout, _ b: TextLayout) -> Bool {
            a.size == b.size && a.isShapedByWidth == b.isShapedByWidth
                && String(describing: a.lines) == String(describing: b.lines)
        }
        for style in styles {
            for text in ["Pressure 1013 hPa", "two words\nand a second paragraph", "Flow 4.2"] {
                let cache = TextLayoutCache(fonts: Self.fonts)
                let free = cache.layout(text, style: style, width: nil)
                if style.lineLimit == 1 && text.contains("\n") {
                    #expect(free.isShapedByWidth, "the limit cut the second paragraph: not reused")
                    continue
                }
                #expect(!free.isShapedByWidth)
                for width in [free.size.width + style.tracking, free.size.width + 40, 1000] {
                    let before = cache.misses
                    let cached = cache.layout(text, style: style, width: width)
                    #expect(cache.misses == before, "\(text) at \(width): served by the unconstrained layout")
                    #expect(same(cached, TextLayout(text, style: style, width: width, fonts: Self.fonts)))
                }
                let narrow = free.size.width / 2
                let before = cache.misses
                let cut = cache.layout(text, style: style, width: narrow)
                #expect(cache.misses == before + 1 && cut.isShapedByWidth)
                #expect(same(cut, TextLayout(text, style: style, width: narrow, fonts: Self.fonts)))
            }
        }
        // Laid out at a width first: when nothing broke, that layout answers unconstrained too.
        let cache = TextLayoutCache(fonts: Self.fonts)
        let style = styles[0]
        let wide = cache.layout("Flow 4.2", style: style, width: 500)
        #expect(!wide.isShapedByWidth && cache.misses == 1)
        #expect(
            same(
                cache.layout("Flow 4.2", style: style, width: nil),
                TextLayout("Flow 4.2", style: style, width: nil, fonts: Self.fonts)))
        #expect(cache.misses == 1)
        // A width between the widest line and its rounded-up box shapes nothing but narrows the
        // box: that layout is not the unconstrained one.
        let natural = TextLayout("Flow 4.2", style: style, width: nil, fonts: Self.fonts)
        let widest = natural.lines.map(\.width).max()!
        #expect(widest < natural.size.width)
        let tight = TextLayoutCache(fonts: Self.fonts)
        let between = (widest + natural.size.width) / 2
        #expect(
            same(
                tight.layout("Flow 4.2", style: style, width: between),
                TextLayout("Flow 4.2", style: style, width: between, fonts: Self.fonts)))
        #expect(same(tight.layout("Flow 4.2", style: style, width: nil), natural))
    }
}

@Suite(.serialized) struct TypeScaleGoldenTests {
    nonisolated(unsafe) static let fonts = FontLibrary()

    /// Draws one line per font, stacked, and checks the stack against a golden.
    static func stack(_ rows: [(String, Font)], named name: String) {
        let layouts = rows.map { TextLayout($0.0, style: TextStyle(font: $0.1.descriptor()), width: nil, fonts: fonts) }
        let width = Int((layouts.map(\.size.width).max() ?? 0).rounded(.up)) + 16
        let height = layouts.reduce(0) { $0 + Int($1.size.height) } + 16
        let buffer = PixelBuffer(width: width, height: height)
        buffer.fill(0xFFFF_FFFF)
        let canvas = Canvas(buffer)
        var y = 8.0
        for l in layouts {
            l.draw(on: canvas, at: Point(x: 8, y: y), color: RGBAColor(hex: 0x0F172A), fonts: fonts)
            y += l.size.height
        }
        TextGolden.check(buffer, named: name)
    }

    @Test func everyTextStyleRendersLikeTheGolden() {
        let styles: [(String, Font)] = [
            ("Large Title 34", .largeTitle), ("Title 28", .title), ("Title 2 22", .title2), ("Title 3 20", .title3),
            ("Headline 17 semibold", .headline), ("Body 17", .body), ("Callout 16", .callout),
            ("Subheadline 15", .subheadline), ("Footnote 13", .footnote), ("Caption 12", .caption),
            ("Caption 2 11", .caption2),
        ]
        Self.stack(styles, named: "type-scale")
    }

    @Test func everyWeightRendersLikeTheGolden() {
        let weights = Font.Weight.allCases.map { ("Weight \($0) 0123", Font.system(size: 20, weight: $0)) }
        Self.stack(weights + [("Italic bold 0123", Font.system(size: 20).bold().italic())], named: "weights")
    }

    @Test func heavierWeightsUseHeavierFaces() {
        let ink = Font.Weight.allCases.map { w -> Int in
            let l = TextLayout(
                "Weight", style: TextStyle(font: Font.system(size: 24, weight: w).descriptor()), width: nil,
                fonts: Self.fonts)
            let b = PixelBuffer(width: 160, height: 40)
            l.draw(on: Canvas(b), at: Point(x: 2, y: 2), color: .black, fonts: Self.fonts)
            var total = 0
            for y in 0..<40 { for x in 0..<160 { total += Int(b[x, y] >> 24) } }
            return total
        }
        for (a, b) in zip(ink, ink.dropFirst()) { #expect(a < b, "ink grows with weight: \(ink)") }
    }
}
