import KioskGeometry
import KioskRaster
import KioskRender
import KioskText
import Testing

/// A translucent rectangle over the screen (an alert's dimming) is not blended over the
/// finished pixels: what lies beneath is drawn seen through it. The pixels must be those of
/// blending it, within rounding, exactly so over plain background, and must not depend on the
/// damage they are drawn for.
@Suite struct CoverFoldingTests {
    static let screen = PixelRect(x: 0, y: 0, width: 160, height: 100)
    static let dimming = RGBAColor(red: 0.05, green: 0.05, blue: 0.1, alpha: 0.45)

    /// A page of what an app draws: text, a card with its shadow, a stroke, an icon-sized
    /// translucent badge, a faded panel and a scaled one. Laid out with `fonts`: a font
    /// library is not shared between tests running at once.
    static func page(_ fonts: FontLibrary) -> [DisplayFragment] {
        func text(_ s: String, _ size: Double, at p: Point, color: RGBAColor) -> DrawCommand {
            let style = TextStyle(font: FontDescriptor(pixelSize: size))
            return .text(
                TextRun(
                    layout: TextLayout(s, style: style, width: nil, fonts: fonts), text: s, style: style, width: nil,
                    origin: p, color: color))
        }
        let card = Rect(x: 12.4, y: 10.6, width: 70.2, height: 44.5)
        let radii = CornerRadii(topLeft: 10, topRight: 10, bottomRight: 10, bottomLeft: 10)
        let scale = AffineTransform(translationX: 120, y: 70).scaledBy(x: 0.83, y: 0.83).translatedBy(x: -120, y: -70)
        return [
            DisplayFragment(
                id: 1, bounds: PixelRect(x: 0, y: 0, width: 100, height: 70),
                commands: [
                    .shadow(
                        roundedRect: card, radii: radii, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3),
                        blurRadius: 6, offset: Point(x: 0, y: 2), spread: 0),
                    .fill(Path.roundedRect(card, radii: radii), .solid(RGBAColor(hex: 0xF8FAFC)), .nonZero),
                    text("Order #1042", 14, at: Point(x: 20.3, y: 18), color: RGBAColor(hex: 0x0F172A)),
                ]),
            DisplayFragment(
                id: 2, bounds: PixelRect(x: 90, y: 8, width: 64, height: 30),
                commands: [
                    .stroke(
                        Path.roundedRect(Rect(x: 92.5, y: 10.5, width: 58, height: 24), cornerRadius: 6),
                        .solid(RGBAColor(hex: 0xDC2626)), StrokeStyle(lineWidth: 1.5)),
                    .fillRect(
                        Rect(x: 96, y: 14, width: 12, height: 12),
                        .solid(RGBAColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 0.6))),
                ]),
            DisplayFragment(
                id: 3, bounds: PixelRect(x: 10, y: 60, width: 70, height: 36),
                commands: [
                    .pushLayer(opacity: 0.7),
                    .fill(
                        Path.ellipse(in: Rect(x: 12.2, y: 62.7, width: 30, height: 30)),
                        .solid(RGBAColor(hex: 0x2563EB)), .nonZero),
                    text("Pay", 16, at: Point(x: 46, y: 68), color: RGBAColor(hex: 0x334155)),
                    .popLayer,
                ]),
            DisplayFragment(
                id: 4, bounds: PixelRect(x: 90, y: 44, width: 64, height: 52),
                commands: [
                    .pushTransform(scale, source: PixelRect(x: 90, y: 44, width: 64, height: 52)),
                    .fill(
                        Path.roundedRect(Rect(x: 94, y: 48, width: 52, height: 40), cornerRadius: 8),
                        .solid(RGBAColor(hex: 0x7C3AED)), .nonZero),
                    .popTransform,
                ]),
        ]
    }

    /// The dimming in an opacity layer, as a view fading in draws it.
    static func dimming(opacity: Double, over rect: PixelRect = screen) -> DisplayFragment {
        let r = Rect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
        return DisplayFragment(
            id: 9, bounds: rect, commands: [.pushLayer(opacity: opacity), .fillRect(r, .solid(dimming)), .popLayer])
    }

    /// The same dimming in a form the renderer does not fold (a clip around it changes no
    /// pixel): blended over the finished page, the reference.
    static func blendedDimming(opacity: Double) -> DisplayFragment {
        var f = dimming(opacity: opacity)
        f.commands = [.pushClipRect(Rect(x: 0, y: 0, width: 160, height: 100))] + f.commands + [.popClip]
        return f
    }

    /// A picture of one colour filling `pixels`: what a cover cannot be folded over.
    static func photo(_ color: RGBAColor, id: UInt64, at pixels: PixelRect) -> DisplayFragment {
        let photo = PixelBuffer(width: pixels.width, height: pixels.height)
        photo.fill(color.premultiplied)
        let r = Rect(
            x: Double(pixels.x), y: Double(pixels.y), width: Double(pixels.width), height: Double(pixels.height))
        return DisplayFragment(id: id, bounds: pixels, commands: [.image(photo, in: r, filter: .bilinear)])
    }

    static func render(
        _ list: DisplayList, fonts: FontLibrary, region: Region? = nil, into buffer: PixelBuffer? = nil
    ) -> PixelBuffer {
        let out = buffer ?? PixelBuffer(width: screen.width, height: screen.height)
        Renderer(fonts: fonts).render(list, into: out, region: region)
        return out
    }

    /// The largest difference of one channel between two buffers.
    static func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> (largest: UInt32, pixels: Int) {
        var largest: UInt32 = 0, pixels = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                pixels += 1
                for shift: UInt32 in [0, 8, 16, 24] {
                    let p = (a[x, y] >> shift) & 0xFF, q = (b[x, y] >> shift) & 0xFF
                    largest = max(largest, p > q ? p - q : q - p)
                }
            }
        }
        return (largest, pixels)
    }

    @Test(arguments: [0.08, 0.3, 0.5, 0.81, 1.0])
    func whatLiesBeneathADimmingIsDrawnSeenThroughItAsIfBlended(opacity: Double) throws {
        let fonts = FontLibrary(), page = Self.page(fonts)
        let folded = DisplayList(background: .white, fragments: page + [Self.dimming(opacity: opacity)])
        let blended = DisplayList(background: .white, fragments: page + [Self.blendedDimming(opacity: opacity)])
        let folding = try #require(CoverFolding(folded, damage: [Self.screen]))
        #expect(folding.index == 4)
        #expect(folding.region == [Self.screen])
        #expect(CoverFolding(blended, damage: [Self.screen]) == nil)

        let a = Self.render(folded, fonts: fonts), b = Self.render(blended, fonts: fonts)
        // Rounded once per colour instead of at each blend: two units at most, on the content.
        let largest = Self.difference(a, b).largest
        #expect(largest <= 2, "largest difference \(largest)")
        // Plain background under the dimming is exactly the blend.
        var background = 0
        for y in 0..<a.height {
            for x in 0..<a.width where !page.contains(where: { $0.bounds.contains(x: x, y: y) }) {
                background += 1
                #expect(a[x, y] == b[x, y], "pixel \(x),\(y)")
            }
        }
        #expect(background > 2000)
        #expect(a[158, 98] != RGBAColor.white.premultiplied)
    }

    @Test func imagesAndGradientsBeneathAreLeftOutAndBlended() throws {
        let fonts = FontLibrary(), page = Self.page(fonts)
        let image = Self.photo(
            RGBAColor(red: 0.8, green: 0.5, blue: 0.1, alpha: 1), id: 5,
            at: PixelRect(x: 40, y: 30, width: 20, height: 20))
        let gradient = DisplayFragment(
            id: 6, bounds: PixelRect(x: 0, y: 90, width: 160, height: 10),
            commands: [
                .fillRect(
                    Rect(x: 0, y: 90, width: 160, height: 10),
                    .linearGradient(
                        LinearGradientPaint(
                            gradient: Gradient(colors: [.black, .white]), start: Point(x: 0, y: 0),
                            end: Point(x: 160, y: 0))))
            ])
        let list = DisplayList(
            background: .white, fragments: page + [image, gradient, Self.dimming(opacity: 0.6)])
        let folding = try #require(CoverFolding(list, damage: [Self.screen]))
        let folded = folding.region.reduce(0) { $0 + $1.area }
        #expect(folded == Self.screen.area - 400 - 1600)
        for r in folding.region {
            #expect(!r.intersects(image.bounds) && !r.intersects(gradient.bounds))
        }
        let blended = DisplayList(
            background: .white, fragments: page + [image, gradient, Self.blendedDimming(opacity: 0.6)])
        let a = Self.render(list, fonts: fonts), b = Self.render(blended, fonts: fonts)
        // The image and the gradient are blended as before: the same pixels there.
        for y in 30..<50 { for x in 40..<60 { #expect(a[x, y] == b[x, y]) } }
        for x in stride(from: 0, to: 160, by: 7) { #expect(a[x, 95] == b[x, 95]) }
        #expect(Self.difference(a, b).largest <= 2)
    }

    /// Each rectangle of the region draws again the fragments it meets: a cover over many
    /// images, which would cut it into many, is blended as before.
    @Test func aCoverOverManyImagesIsBlended() {
        let images = (0..<4).map { i in
            Self.photo(.black, id: UInt64(20 + i), at: PixelRect(x: 10 + 40 * i, y: 40, width: 10, height: 10))
        }
        let one = DisplayList(fragments: Array(images.prefix(1)) + [Self.dimming(opacity: 0.5)])
        let four = DisplayList(fragments: images + [Self.dimming(opacity: 0.5)])
        #expect(CoverFolding(one, damage: [Self.screen])?.region.count == 4)
        #expect(CoverFolding(four, damage: [Self.screen]) == nil)
    }

    /// Folding rounds differently from blending: a pixel must be folded or not whatever the
    /// damaged rectangles around it, or a region redrawn into a stale buffer leaves seams.
    @Test func aRegionRedrawnIntoAStaleBufferGetsTheFullRendersPixels() {
        let fonts = FontLibrary(), page = Self.page(fonts)
        let image = Self.photo(
            RGBAColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1), id: 5,
            at: PixelRect(x: 40, y: 30, width: 20, height: 20))
        // A dimming short of the screen's right and bottom edges, over an image.
        let list = DisplayList(
            background: .white,
            fragments: page + [image, Self.dimming(opacity: 0.7, over: PixelRect(x: 0, y: 0, width: 130, height: 80))])
        let whole = Self.render(list, fonts: fonts)
        let regions = [
            Region(PixelRect(x: 30, y: 20, width: 50, height: 50)),
            Region(PixelRect(x: 100, y: 5, width: 60, height: 90)),
            Region(PixelRect(x: 0, y: 0, width: 20, height: 100)),
        ]
        for region in regions {
            let stale = PixelBuffer(width: Self.screen.width, height: Self.screen.height)
            stale.fill(0xFF12_3456)
            _ = Self.render(list, fonts: fonts, region: region, into: stale)
            for r in region.rects {
                for y in r.y..<r.maxY {
                    for x in r.x..<r.maxX where stale[x, y] != whole[x, y] {
                        Issue.record("pixel \(x),\(y) of \(r) differs from the whole render")
                        return
                    }
                }
            }
        }
        // Drawn in bands by several threads: the same pixels.
        let renderer = Renderer(fonts: fonts)
        renderer.threads = 3
        renderer.parallelThreshold = 0
        let banded = PixelBuffer(width: Self.screen.width, height: Self.screen.height)
        renderer.render(list, into: banded)
        #expect(renderer.lastBands > 1)
        #expect(banded.hasSamePixels(as: whole))
    }

    @Test func onlyATranslucentSolidRectangleIsACover() {
        let page = Self.page(FontLibrary())
        func folding(_ cover: [DrawCommand]) -> CoverFolding? {
            CoverFolding(
                DisplayList(fragments: page + [DisplayFragment(id: 9, bounds: Self.screen, commands: cover)]),
                damage: [Self.screen])
        }
        let rect = Rect(x: 0, y: 0, width: 160, height: 100)
        #expect(folding([.fillRect(rect, .solid(Self.dimming))]) != nil)
        #expect(folding([.fillRect(rect, .solid(.black))]) == nil)
        #expect(folding([.pushLayer(opacity: 1), .fillRect(rect, .solid(.black)), .popLayer]) == nil)
        #expect(folding([.pushLayer(opacity: 0), .fillRect(rect, .solid(Self.dimming)), .popLayer]) == nil)
        #expect(folding([.fill(Path.rect(rect), .solid(Self.dimming), .nonZero)]) == nil)
        // Fractional edges: only the whole pixels inside fold.
        let inset = folding([.fillRect(Rect(x: 0.5, y: 0.25, width: 150, height: 90), .solid(Self.dimming))])
        #expect(inset?.region == [PixelRect(x: 1, y: 1, width: 149, height: 89)])
        // Damage away from the cover: nothing to fold.
        let corner = Self.dimming(opacity: 0.5, over: PixelRect(x: 0, y: 0, width: 50, height: 50))
        let away = PixelRect(x: 100, y: 60, width: 10, height: 10)
        #expect(CoverFolding(DisplayList(fragments: page + [corner]), damage: [away]) == nil)
    }
}
