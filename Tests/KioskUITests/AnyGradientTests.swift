import Testing
import KioskRaster
@testable import KioskUI

@MainActor
@Suite struct AnyGradientTests {
    @Test func aColorsGradientIsLighterAtTheTopAndTheColourAtTheBottom() {
        let r = ViewRenderer(
            Rectangle().fill(Color.blue.gradient).frame(width: 40, height: 100), size: Size(width: 40, height: 100),
            background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        func red(_ y: Int) -> Int { Int((r.buffer[20, y] >> 16) & 0xFF) }
        // Blue is 0x007AFF: its red channel rises towards white at the top only.
        #expect(red(99) <= 2, "the colour itself at the bottom")
        #expect(red(0) >= 20 && red(0) <= 30, "a tenth of the way to white at the top: \(red(0))")
        #expect(red(50) > red(99) && red(50) < red(0))
    }
}
