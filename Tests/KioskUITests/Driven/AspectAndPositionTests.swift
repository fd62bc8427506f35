import KioskTesting
import KioskText
import Testing

@MainActor
@Suite(.serialized) struct AspectAndPositionTests {
    func frame(of label: String, in view: some View, size: Size = Size(width: 300, height: 200)) throws -> Rect {
        let ui = UITestDriver(view, size: size, fonts: Shared.fonts)
        return try ui.element(label: label).frame
    }

    @Test func aspectRatioFitsInsideOrFillsTheSpaceOffered() throws {
        // 300x200 offered to a 2:1 box: it fits at 300x150, centred; filling gives 400x200.
        let fit = try frame(of: "box", in: Color.blue.aspectRatio(2, contentMode: .fit).accessibilityLabel("box"))
        #expect(fit == Rect(x: 0, y: 25, width: 300, height: 150))
        let fill = try frame(of: "box", in: Color.blue.aspectRatio(2, contentMode: .fill).accessibilityLabel("box"))
        #expect(fill.size == Size(width: 400, height: 200))
    }

    @Test func scaledToFitKeepsTheIdealSizesRatio() throws {
        // A view whose ideal size is 40x20 (2:1) scales up to fit 300x200.
        let view = Color.green.frame(idealWidth: 40, idealHeight: 20).scaledToFit().accessibilityLabel("fit")
        let f = try frame(of: "fit", in: view)
        #expect(f.width == 300)
        #expect(f.height == 150)
    }

    @Test func positionPutsTheCentreAtThePointInTheSpaceOffered() throws {
        let view = Color.red.frame(width: 20, height: 10).accessibilityLabel("dot").position(x: 50, y: 40)
        let f = try frame(of: "dot", in: view)
        #expect(f == Rect(x: 40, y: 35, width: 20, height: 10))
    }

    @Test func aColorInAnotherSpaceConvertsToSRGB() {
        let grey = Color(.sRGBLinear, white: 0.5).resolve(in: EnvironmentValues())
        #expect(abs(grey.red - 0.7354) < 0.001)
        let red = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues())
        // P3's red lies outside sRGB: clamped to sRGB's red.
        #expect(abs(red.red - 1) < 1e-9 && red.green == 0 && red.blue == 0)
        let same = Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6).resolve(in: EnvironmentValues())
        #expect(abs(same.green - 0.4) < 1e-9)
    }
}

struct SwitchingLayout: View {
    @State private var vertical = false
    @State private var taps = 0
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            Color.red.frame(width: 40, height: 20).accessibilityLabel("first")
            Color.blue.frame(width: 40, height: 20).accessibilityLabel("second")
            Button("Taps \(taps)") { taps += 1 }
            Button("Flip") { vertical.toggle() }
        }
    }
}

@MainActor
@Suite(.serialized) struct BaselineAndAnyLayoutTests {
    @Test func firstTextBaselinesLineUpAcrossAStack() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("Big").font(.system(size: 40)).accessibilityLabel("big")
            Text("small").font(.system(size: 12)).accessibilityLabel("small")
        }
        let ui = UITestDriver(view, size: Size(width: 300, height: 120), fonts: Shared.fonts)
        let big = try ui.element(label: "big").frame, small = try ui.element(label: "small").frame
        // The small text sits low, on the big one's baseline, not centred on it.
        #expect(small.midY > big.midY + 5)
        #expect(small.maxY < big.maxY)
        // Baselines at about 0.8 of each line's height: the two agree within a point.
        #expect(abs((big.minY + big.height * 0.8) - (small.minY + small.height * 0.8)) < 3)
    }

    @Test func anyLayoutSwitchesLayoutsAndKeepsTheSubviewsState() throws {
        let ui = UITestDriver(SwitchingLayout(), size: Size(width: 400, height: 300), fonts: Shared.fonts)
        try ui.tap("Taps 0")
        let a = try ui.element(label: "first").frame, b = try ui.element(label: "second").frame
        #expect(a.minY == b.minY && b.minX == a.maxX, "side by side")
        try ui.tap("Flip")
        ui.settle()
        let c = try ui.element(label: "first").frame, d = try ui.element(label: "second").frame
        #expect(c.minX == d.minX && d.minY == c.maxY, "one above the other")
        #expect(ui.exists(label: "Taps 1"), "the same buttons, still working, after the switch")
    }
}
