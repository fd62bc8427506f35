import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

enum Drink: String, CaseIterable, Hashable { case espresso, latte, tea, juice, water, cocoa, soda }

struct PickerPanel: View {
    @State var menu = Drink.latte
    @State var size = "M"
    @State var wheel = Drink.tea
    @State var glass = "Hot"
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            DFPicker("Drink", selection: $menu, options: Drink.allCases) { $0.rawValue.capitalized }
            DFPicker("Size", selection: $size, options: ["S", "M", "L", "XL"]).dfPickerStyle(.segmented)
            DFPicker("Temperature", selection: $glass, options: ["Hot", "Iced"]).dfPickerStyle(.glass)
            DFPicker("Wheel", selection: $wheel, options: Drink.allCases) { $0.rawValue.capitalized }.dfPickerStyle(
                .wheel)
            Text("Chosen \(menu.rawValue) \(size) \(glass) \(wheel.rawValue)")
        }
        .padding(16)
    }
}

extension String { var capitalized: String { prefix(1).uppercased() + dropFirst() } }

@MainActor
@Suite(.serialized) struct PickerTests {
    func driver() -> UITestDriver { UITestDriver(PickerPanel(), size: Size(width: 400, height: 560), fonts: DF.fonts) }

    @Test func theMenuOpensAListAndATapChooses() throws {
        let ui = driver()
        #expect(try ui.element(label: "Drink").value == "Latte")
        try ui.tap("Drink")
        #expect(ui.exists(label: "Juice"), "the list is open")
        let list = try ui.element(label: "Juice").frame
        #expect(list.minY > (try ui.element(label: "Drink").frame.maxY), "below the button: there is room")
        try ui.tap("Juice")
        #expect(!ui.exists(label: "Espresso"), "closed after choosing")
        #expect(ui.exists(label: "Chosen juice M Hot tea"))
    }

    @Test func aTapOutsideTheMenuClosesItAndTouchesNothingElse() throws {
        let ui = driver()
        try ui.tap("Drink")
        let s = try ui.element(label: "S").frame
        #expect(s.maxX < (try ui.element(label: "Juice").frame.minX), "the S segment is beside the open list")
        ui.tap(at: s.center)
        #expect(!ui.exists(label: "Espresso"))
        #expect(ui.exists(label: "Chosen latte M Hot tea"), "the tap that closed the menu did not reach the segment")
    }

    @Test func segmentsChooseByTouch() throws {
        let ui = driver()
        try ui.tap("XL")
        try ui.tap("Iced")
        #expect(ui.exists(label: "Chosen latte XL Iced tea"))
        #expect(try ui.element(label: "XL").traits.contains(.isSelected))
    }

    @Test func theWheelFollowsAFlickAndSnapsToARow() throws {
        let ui = driver()
        let wheel = try ui.element(label: "Wheel")
        #expect(wheel.value == "Tea")
        // A drag up by two rows and a bit, resting before the finger lifts: no momentum, it
        // settles on the nearest row.
        let start = Point(x: wheel.frame.midX, y: wheel.frame.midY)
        let id = ui.touchDown(at: start)
        for step in 1...8 { ui.touchMove(id, to: Point(x: start.x, y: start.y - 82 * Double(step) / 8)) }
        ui.advance(by: 0.3)
        ui.touchUp(id, at: Point(x: start.x, y: start.y - 82))
        ui.runFrames(for: 0.5)
        #expect(try ui.element(label: "Wheel").value == "Water", "82 points is two rows and a bit: it settles on two")
        // A fast flick down carries further than the finger went, and stops at the first row.
        ui.drag(
            from: Point(x: wheel.frame.midX, y: wheel.frame.midY - 20),
            to: Point(x: wheel.frame.midX, y: wheel.frame.midY + 60), steps: 4, duration: 0.05)
        ui.runFrames(for: 0.5)
        #expect(try ui.element(label: "Wheel").value == "Espresso")
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
    }

    @Test func aTapOnARowBelowTurnsTheWheelToIt() throws {
        let ui = driver()
        let wheel = try ui.element(label: "Wheel").frame
        ui.tap(at: Point(x: wheel.midX, y: wheel.midY + 36))
        ui.runFrames(for: 0.5)
        #expect(try ui.element(label: "Wheel").value == "Juice")
        try ui.perform("decrement", on: "Wheel")
        #expect(try ui.element(label: "Wheel").value == "Tea")
    }

    @Test(arguments: ["light", "dark"])
    func pickersRenderLikeTheGolden(scheme: String) throws {
        let ui = UITestDriver(
            ComponentTests.Backdrop(content: PickerPanel()).dfThemePreset(.aurora), size: Size(width: 400, height: 560),
            colorScheme: scheme == "dark" ? .dark : .light, fonts: DF.fonts)
        DFGolden.check(ui.screenshot, named: "pickers-\(scheme)")
        try ui.tap("Drink")
        ui.runFrames(for: 1)
        DFGolden.check(ui.screenshot, named: "pickers-menu-open-\(scheme)")
    }
}
