import Testing
import KioskRaster
import KioskGeometry
@testable import KioskUI

private struct Effects: View {
    var body: some View {
        HStack(spacing: 20) {
            Color.black.frame(width: 40, height: 40).blur(radius: 10)
            Color.red.frame(width: 60, height: 60).mask { Circle() }
            Color.blue.frame(width: 60, height: 60)
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
            Text("Soft").font(.system(size: 24, weight: .bold)).blur(radius: 2, opaque: false)
        }
        .padding(20)
        .frame(width: 320, height: 100)
    }
}

@MainActor
@Suite struct BlurAndMaskTests {
    func level(_ r: ViewRenderer, _ x: Int, _ y: Int) -> UInt32 { r.buffer[x, y] & 0xFF }

    @Test func aBlurSpreadsTheViewAndAMaskCutsItToTheMasksShape() {
        let r = ViewRenderer(Effects(), size: Size(width: 320, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        let colors = r.graph.frames(ofType: "Color")
        let square = colors[0], red = colors[1], blue = colors[2]
        // Blurred, the black square's centre stays dark, its edge is half grey and the blur
        // reaches past it.
        #expect(level(r, Int(square.midX), Int(square.midY)) < 40, "the middle stays dark")
        let edge = level(r, Int(square.minX), Int(square.midY))
        #expect(edge > 90 && edge < 170, "the edge half way: \(edge)")
        let beyond = level(r, Int(square.minX) - 6, Int(square.midY))
        #expect(beyond > 170 && beyond < 250, "the blur reaches past the edge: \(beyond)")
        // The red square masked by a circle: red in the middle, white in the corners.
        let middle = r.buffer[Int(red.midX), Int(red.midY)], corner = r.buffer[Int(red.minX) + 3, Int(red.minY) + 3]
        #expect((middle >> 16) & 0xFF > 200 && middle & 0xFF < 80, "red in the circle")
        #expect(corner & 0xFF > 240, "white outside it: \(String(corner, radix: 16))")
        // The blue square faded by the gradient mask: deep at the left, gone at the right.
        let left = r.buffer[Int(blue.minX) + 2, Int(blue.midY)], right = r.buffer[Int(blue.maxX) - 1, Int(blue.midY)]
        #expect(left & 0xFF > 200 && (left >> 16) & 0xFF < 60, "blue at the left: \(String(left, radix: 16))")
        #expect((right >> 16) & 0xFF > 240, "white at the right: \(String(right, radix: 16))")
        UIGolden.check(r.buffer, named: "blur-and-mask")
    }

    @Test func aPartOfABlurredViewRedrawsAsTheWholeDid() {
        let r = ViewRenderer(Effects(), size: Size(width: 320, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        let whole = r.buffer.copy()
        // Redrawn from scratch through a damage region across the blurred square only.
        r.buffer.fill(0xFF00_FF00)
        r.renderer.render(
            r.graph.displayList(background: .white), into: r.buffer,
            region: Region(PixelRect(x: 30, y: 0, width: 20, height: 100)))
        for y in 0..<100 {
            for x in 30..<50 where r.buffer[x, y] != whole[x, y] { Issue.record("(\(x), \(y)) differs") }
        }
    }
}
