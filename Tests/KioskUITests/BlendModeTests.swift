import Testing
import KioskRaster
@testable import KioskUI

/// Three discs over a backdrop half white, half blue; a label mixed by difference over both.
private struct Mixed: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            HStack(spacing: 0) {
                Color.white
                Color.blue
            }
            HStack(spacing: 20) {
                Circle().fill(Color.red).frame(width: 60, height: 60).blendMode(.multiply)
                Circle().fill(Color.red).frame(width: 60, height: 60).blendMode(.screen)
                Circle().fill(Color.red).frame(width: 60, height: 60).opacity(0.5).blendMode(.difference)
            }
            .offset(x: 70, y: 10)
            Text("MIXED").font(.system(size: 28, weight: .bold)).foregroundStyle(Color.white)
                .blendMode(.difference)
                .offset(x: 150, y: 80)
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.yellow))
                context.blendMode = .multiply
                context.fill(Path(CGRect(x: 20, y: 20, width: 40, height: 40)), with: .color(.cyan))
            }
            .frame(width: 60, height: 60)
            .offset(x: 10, y: 60)
        }
        .frame(width: 320, height: 130)
    }
}

@MainActor
@Suite struct BlendModeTests {
    func rgb(_ r: ViewRenderer, _ x: Int, _ y: Int) -> (UInt32, UInt32, UInt32) {
        let p = r.buffer[x, y]
        return ((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
    }

    @Test func aViewMixesWithWhatIsBeneathIt() {
        let r = ViewRenderer(Mixed(), size: Size(width: 320, height: 130), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        let red = Color.red.resolve(in: EnvironmentValues()), blue = Color.blue.resolve(in: EnvironmentValues())
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        // Multiply over white: the disc's red as it is.
        let onWhite = rgb(r, 100, 40)
        #expect(onWhite == (byte(red.red), byte(red.green), byte(red.blue)), "multiply over white: \(onWhite)")
        // Screen over the blue half: each channel the lighter mix, never darker than either.
        let screened = rgb(r, 180, 40)
        #expect(screened.0 >= byte(red.red) && screened.2 >= byte(blue.blue), "screen over blue: \(screened)")
        // Canvas: yellow multiplied by cyan is green where they overlap; each alone elsewhere.
        let y = Color.yellow.resolve(in: EnvironmentValues()), c = Color.cyan.resolve(in: EnvironmentValues())
        let overlap = rgb(r, 40, 90)
        let product = (byte(y.red * c.red), byte(y.green * c.green), byte(y.blue * c.blue))
        #expect(
            abs(Int(overlap.0) - Int(product.0)) <= 1 && abs(Int(overlap.1) - Int(product.1)) <= 1
                && abs(Int(overlap.2) - Int(product.2)) <= 1, "yellow times cyan: \(overlap), not \(product)")
        let yellow = rgb(r, 15, 65)
        #expect(yellow.0 > 200 && yellow.1 > 200 && yellow.2 < 40, "yellow alone: \(yellow)")
        UIGolden.check(r.buffer, named: "blend-modes")
    }

    @Test func everyModeHasItsMixingRule() {
        // Each SwiftUI mode draws through the raster's rule of the same name.
        #expect(Set(KioskUI.BlendMode.allCases.map(\.mix)).count == KioskUI.BlendMode.allCases.count)
        #expect(KioskUI.BlendMode.multiply.mix == .multiply && KioskUI.BlendMode.plusLighter.mix == .plusLighter)
    }
}
