import Testing
import KioskRaster
@testable import KioskUI

/// Colour filters on views, and a canvas's filters: metaballs (blurred discs cut at an alpha
/// threshold), a drop shadow, a grey tile, a colour-inverted one.
private struct Filtered: View {
    var tileOn = false
    var body: some View {
        HStack(spacing: 16) {
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: .purple))
                context.addFilter(.blur(radius: 10))
                context.drawLayer { layer in
                    layer.fill(Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 40)), with: .color(.black))
                    layer.fill(Path(ellipseIn: CGRect(x: 42, y: 20, width: 40, height: 40)), with: .color(.black))
                }
            }
            .frame(width: 92, height: 80)
            Canvas { context, size in
                context.addFilter(.shadow(color: .black.opacity(0.6), radius: 6, x: 6, y: 6))
                context.fill(Path(CGRect(x: 10, y: 10, width: 50, height: 50)), with: .color(.orange))
            }
            .frame(width: 80, height: 80)
            Color.red.frame(width: 60, height: 60).grayscale(tileOn ? 0 : 1)
            Color.yellow.frame(width: 60, height: 60).colorInvert()
            Color.white.frame(width: 60, height: 60).colorMultiply(.green)
            Color.blue.frame(width: 60, height: 60).brightness(-0.3)
        }
        .padding(10)
        .background(Color.white)
    }
}

@MainActor
@Suite struct ColorFilterTests {
    let size = Size(width: 560, height: 100)
    func rgb(_ r: ViewRenderer, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = r.buffer[x, y]
        return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    @Test func viewsTakeTheirColourFilters() {
        let r = ViewRenderer(Filtered(), size: size)
        r.render(at: 0)
        // The tiles, each once (the filter views around them share their frames).
        var frames: [Rect] = []
        for f in r.graph.frames(ofType: "Color") where f.width == 60 && !frames.contains(f) { frames.append(f) }
        #expect(frames.count == 4)
        func centre(_ i: Int) -> (r: Int, g: Int, b: Int) { rgb(r, Int(frames[i].midX), Int(frames[i].midY)) }
        let grey = centre(0)
        #expect(grey.r == grey.g && grey.g == grey.b, "a grey tile: \(grey)")
        let inverted = centre(1), yellow = Color.yellow.resolve(in: EnvironmentValues())
        #expect(
            abs(inverted.b - Int(((1 - yellow.blue) * 255).rounded())) <= 1 && inverted.r < 30,
            "inverted yellow: \(inverted)")
        let green = centre(2), g = Color.green.resolve(in: EnvironmentValues())
        #expect(abs(green.g - Int((g.green * 255).rounded())) <= 1 && abs(green.r - Int((g.red * 255).rounded())) <= 1)
        let dark = centre(3), blue = Color.blue.resolve(in: EnvironmentValues())
        #expect(dark.b < Int(blue.blue * 255) - 60, "a darker blue: \(dark)")
    }

    /// Pure red turned grey: in sRGB-encoded colour its grey is the luminance weights times the
    /// encoded 255 (about 54); in linear light it keeps red's luminance, 0.2126 of white's
    /// light, which encodes as about 127.
    @Test func aLinearColorFilterWorksOnLight() {
        func grey(_ options: GraphicsContext.FilterOptions) -> Int {
            let r = ViewRenderer(
                Canvas { context, _ in
                    context.addFilter(.saturation(0), options: options)
                    context.fill(
                        Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
                }.frame(width: 20, height: 20), size: Size(width: 20, height: 20))
            r.render(at: 0)
            let c = rgb(r, 10, 10)
            #expect(c.r == c.g && c.g == c.b, "grey: \(c)")
            return c.g
        }
        let encoded = grey([]), linear = grey(.linearColor)
        #expect(abs(encoded - 54) <= 2, "sRGB-encoded: \(encoded)")
        #expect(abs(linear - 127) <= 3, "linear light: \(linear)")
    }

    @Test func anUnchangedFilterDrawsNoLayer() {
        let r = ViewRenderer(Color.red.frame(width: 60, height: 60).grayscale(0), size: Size(width: 60, height: 60))
        r.render(at: 0)
        let red = rgb(r, 30, 30), c = Color.red.resolve(in: EnvironmentValues())
        #expect(red.r == Int((c.red * 255).rounded()))
        #expect(ColorFilterView(content: Color.red, matrix: .saturate(1 - 0)).layerEffect == nil)
        #expect(ColorFilterView(content: Color.red, matrix: .brightness(0)).layerEffect == nil)
        #expect(ColorFilterView(content: Color.red, matrix: .hueRotate(degrees: 360)).layerEffect == nil)
        #expect(ColorFilterView(content: Color.red, matrix: .saturate(0)).layerEffect != nil)
    }

    @Test func canvasFiltersMeltAndShadow() {
        let r = ViewRenderer(Filtered(), size: size)
        r.render(at: 0)
        let canvases = r.graph.frames(ofType: "Canvas")
        let balls = canvases[0], shadowed = canvases[1]
        // Between the two discs the blurs add up past the threshold: purple, solid.
        let bridge = rgb(r, Int(balls.minX) + 46, Int(balls.minY) + 40)
        let purple = Color.purple.resolve(in: EnvironmentValues())
        #expect(abs(bridge.r - Int((purple.red * 255).rounded())) <= 1, "the bridge: \(bridge)")
        // Outside the threshold: nothing (white), not a soft blur.
        let outside = rgb(r, Int(balls.minX) + 46, Int(balls.minY) + 8)
        #expect(outside == (255, 255, 255), "above the bridge: \(outside)")
        // The shadow falls right of and below the square, not left of or above it.
        let below = rgb(r, Int(shadowed.minX) + 40, Int(shadowed.minY) + 63)
        let above = rgb(r, Int(shadowed.minX) + 40, Int(shadowed.minY) + 7)
        #expect(below.r < 200, "under the square: \(below)")
        #expect(above.r > 245, "over the square: \(above)")
    }

    @Test func golden() {
        let r = ViewRenderer(Filtered(), size: size, scale: 2)
        r.render(at: 0)
        UIGolden.check(r.buffer, named: "color-filters")
    }

    /// `.shadowAbove` with `.invertsAlpha`: the shadow the outside casts, drawn on the shape
    /// only (an inner shadow, as a pressed well is drawn).
    @Test func anInnerShadowFallsInsideTheShapeOnly() {
        let r = ViewRenderer(
            Canvas { context, _ in
                context.addFilter(
                    .shadow(color: .black, radius: 4, x: 0, y: 6, options: [.shadowAbove, .invertsAlpha]))
                context.fill(Path(CGRect(x: 20, y: 20, width: 40, height: 40)), with: .color(.white))
            }
            .frame(width: 80, height: 80).background(Color.red),
            size: Size(width: 80, height: 80))
        r.render(at: 0)
        let topInside = rgb(r, 40, 22), bottomInside = rgb(r, 40, 57), outside = rgb(r, 40, 12)
        #expect(topInside.r < 160 && topInside.r == topInside.g, "the top edge in shadow: \(topInside)")
        #expect(bottomInside == (255, 255, 255), "the shadow falls down: the bottom is lit")
        let red = Color.red.resolve(in: EnvironmentValues())
        #expect(outside.r == Int((red.red * 255).rounded()) && outside.g < 80, "no shadow outside: \(outside)")
        // Above alone: the drop shadow shows only where it overlaps the shape.
        let above = ViewRenderer(
            Canvas { context, _ in
                context.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 0, options: .shadowAbove))
                context.fill(Path(CGRect(x: 20, y: 20, width: 40, height: 40)), with: .color(.white))
            }
            .frame(width: 80, height: 80).background(Color.red),
            size: Size(width: 80, height: 80))
        above.render(at: 0)
        #expect(rgb(above, 25, 40) == (255, 255, 255), "left of the shadow's edge: lit")
        #expect(rgb(above, 40, 40) == (0, 0, 0), "the shadow over the shape")
        #expect(rgb(above, 65, 40).r > 200, "past the shape: no shadow on the background")
    }
}
