import KioskRaster
import KioskTesting
import KioskText
import Testing

/// A helper as SwiftUI code writes them: it returns `Text`, so its result takes Text's modifiers.
func priceText(_ cents: Int) -> Text {
    Text("\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)").monospacedDigit().bold()
}

@MainActor
@Suite(.serialized) struct TextModifierTests {
    func render(_ view: some View, size: Size = Size(width: 200, height: 60)) -> PixelBuffer {
        let ui = UITestDriver(view, size: size, fonts: Shared.fonts)
        return ui.screenshot.copy()
    }

    /// Rows of `image` that hold any non-white pixel in columns `xs`.
    func inkedRows(_ image: PixelBuffer, xs: Range<Int>) -> [Int] {
        (0..<image.height).filter { y in xs.contains { x in image[x, y] & 0xFF_FFFF != 0xFF_FFFF } }
    }

    @Test func modifiersReturnTextSoTextsJoin() throws {
        let joined = Text("Total ").foregroundColor(.gray) + priceText(1205) + Text(" EUR").italic()
        let ui = UITestDriver(joined, fonts: Shared.fonts)
        #expect(ui.exists(label: "Total 12.05 EUR"))
    }

    @Test func boldTextIsDrawnHeavier() {
        func ink(_ image: PixelBuffer) -> Int {
            var total = 0
            for y in 0..<image.height { for x in 0..<image.width { total += 255 - Int(image[x, y] & 0xFF) } }
            return total
        }
        let plain = render(Text("Heavy").font(.title).background(Color.white))
        let bold = render(Text("Heavy").font(.title).bold().background(Color.white))
        #expect(ink(bold) > ink(plain) + ink(plain) / 10)
    }

    @Test func underlineAndStrikethroughDrawABarAcrossTheText() {
        let plainView = Text("Line").font(.title).frame(width: 200, height: 60).background(Color.white)
        let plain = render(plainView)
        let under = render(
            Text("Line").font(.title).underline().frame(width: 200, height: 60).background(Color.white))
        let struck = render(
            Text("Line").font(.title).strikethrough(color: .red).frame(width: 200, height: 60).background(Color.white))
        let plainRows = inkedRows(plain, xs: 0..<200)
        let underRows = inkedRows(under, xs: 0..<200)
        #expect(underRows.max()! > plainRows.max()!, "the underline lies below the letters")
        // The strike is red, across the middle of the letters.
        let red = (0..<60).filter { y in
            (0..<200).contains { x in
                let (r, g) = (Int(struck[x, y] >> 16) & 0xFF, Int(struck[x, y] >> 8) & 0xFF)
                return r > 0xD0 && r - g > 0x80
            }
        }
        #expect(!red.isEmpty)
        #expect(red.min()! > plainRows.min()! && red.max()! < plainRows.max()!)
    }

    @Test func textCaseChangesWhatIsShown() {
        let upper = render(Text("kiosk").textCase(.uppercase).frame(width: 200, height: 60).background(Color.white))
        let written = render(Text("KIOSK").frame(width: 200, height: 60).background(Color.white))
        #expect(upper.hasSamePixels(as: written))
    }

    @Test func aSingleLineShrinksToFitDownToTheFactor() throws {
        let long = "A headline far too long for its box"
        let shrunk = UITestDriver(
            Text(long).lineLimit(1).minimumScaleFactor(0.3).frame(width: 120).accessibilityLabel("headline"),
            size: Size(width: 200, height: 60), fonts: Shared.fonts)
        let capped = UITestDriver(
            Text(long).lineLimit(1).minimumScaleFactor(0.9).frame(width: 120).accessibilityLabel("headline"),
            size: Size(width: 200, height: 60), fonts: Shared.fonts)
        let full = UITestDriver(
            Text(long).lineLimit(1).accessibilityLabel("headline").fixedSize(), size: Size(width: 400, height: 60),
            fonts: Shared.fonts)
        // Shrunk, the line is shorter than its full height; held at 0.9 it is barely smaller.
        let h = try full.element(label: "headline").frame.height
        #expect(try shrunk.element(label: "headline").frame.height < h * 0.6)
        #expect(try capped.element(label: "headline").frame.height >= h * 0.85)
    }
}
