import Testing
import KioskRaster
@testable import KioskUI

/// A 20 x 20 picture: a black ring around a transparent middle, a black dot in it.
private let icon: PixelBuffer = {
    let b = PixelBuffer(width: 20, height: 20)
    for y in 0..<20 {
        for x in 0..<20 {
            let dx = Double(x) - 9.5, dy = Double(y) - 9.5
            let d = (dx * dx + dy * dy).squareRoot()
            if d > 7 && d < 9.5 || d < 3 { b[x, y] = 0xFF00_0000 }
        }
    }
    return b
}()

/// Gradients as foreground styles, and template images tinted by the foreground.
private struct Styled: View {
    var body: some View {
        HStack(spacing: 16) {
            Text("GRADIENT").font(.system(size: 30, weight: .heavy))
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Image(systemName: "star.fill").font(.system(size: 40)).foregroundStyle(Color.orange.gradient)
            Circle().frame(width: 50, height: 50)
                .foregroundStyle(LinearGradient(colors: [.green, .teal], startPoint: .top, endPoint: .bottom))
            Image(pixels: icon).resizable().renderingMode(.template).frame(width: 40, height: 40)
                .foregroundColor(.purple)
            Image(pixels: icon).resizable().frame(width: 40, height: 40)
            Text("plain").foregroundColor(.red)
                .foregroundStyle(LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing))
        }
        .padding(10)
        .background(Color.white)
    }
}

@MainActor
@Suite struct ForegroundStyleTests {
    let size = Size(width: 520, height: 80)
    func rgb(_ r: ViewRenderer, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = r.buffer[x, y]
        return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }
    /// The darkest (most inked) pixels of column range `xs` along row `y`.
    func inked(_ r: ViewRenderer, _ xs: ClosedRange<Int>, rows: ClosedRange<Int>) -> [(r: Int, g: Int, b: Int)] {
        rows.flatMap { y in xs.map { rgb(r, $0, y) } }.filter { $0.r + $0.g + $0.b < 500 }
    }

    @Test func textRunsThroughItsGradient() {
        let r = ViewRenderer(Styled(), size: size, background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        let text = r.graph.frames(ofType: "Text").first!
        let left = inked(r, Int(text.minX)...Int(text.minX) + 20, rows: 30...50)
        let right = inked(r, Int(text.maxX) - 20...Int(text.maxX), rows: 30...50)
        #expect(!left.isEmpty && !right.isEmpty)
        // Red at the leading end, blue at the trailing end.
        #expect(left.allSatisfy { $0.r > $0.b }, "leading glyphs: \(left.prefix(4))")
        #expect(right.allSatisfy { $0.b > $0.r }, "trailing glyphs: \(right.prefix(4))")
    }

    @Test func shapesAndSymbolsTakeTheStyleAndColourOverridesIt() {
        let r = ViewRenderer(Styled(), size: size, background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        let frames = r.graph.frames(ofType: "Circle")
        let disc = frames.first!
        let top = rgb(r, Int(disc.midX), Int(disc.minY) + 3), bottom = rgb(r, Int(disc.midX), Int(disc.maxY) - 3)
        #expect(top.g > 150 && top.r < 100, "green at the top: \(top)")
        #expect(bottom.b > top.b + 40, "teal at the bottom: \(bottom) after \(top)")
        // The last text's own colour wins over the gradient set outside it.
        let plain = r.graph.frames(ofType: "Text").last!
        let ink = inked(r, Int(plain.minX)...Int(plain.maxX), rows: Int(plain.minY)...Int(plain.maxY))
        #expect(!ink.isEmpty && ink.allSatisfy { $0.r > $0.g && $0.r > $0.b }, "red text: \(ink.prefix(4))")
    }

    @Test func aTemplateImageIsASilhouetteInTheForeground() {
        let r = ViewRenderer(Styled(), size: size, background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        let images = r.graph.frames(ofType: "Image").filter { $0.width == 40 && $0.height == 40 }
        #expect(images.count == 2)
        let template = images[0], original = images[1]
        // The dot in the middle: purple in the template, black in the original.
        let dot = rgb(r, Int(template.midX), Int(template.midY))
        #expect(dot.r > 120 && dot.b > 150 && dot.g < 100, "purple dot: \(dot)")
        let black = rgb(r, Int(original.midX), Int(original.midY))
        #expect(black.r < 30 && black.g < 30 && black.b < 30, "black dot: \(black)")
        // Between the dot and the ring the picture is transparent: white either way.
        let gap = rgb(r, Int(template.midX) + 10, Int(template.midY))
        #expect(gap.r > 240 && gap.g > 240 && gap.b > 240, "gap: \(gap)")
    }

    @Test func golden() {
        let r = ViewRenderer(Styled(), size: size, scale: 2, background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        UIGolden.check(r.buffer, named: "foreground-styles")
    }
}
