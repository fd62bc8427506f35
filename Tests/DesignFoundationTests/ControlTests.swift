import Testing
import KioskTesting
import KioskText
import KioskRaster
import KioskHeadless
import KioskPlatform
@testable import DesignFoundation

struct ControlsPanel: View {
    @State var wifi = true
    @State var sound = false
    @State var terms = true
    @State var volume = 0.4
    @State var brightness = 0.7
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 12) {
                DFAvatar(name: "Ada Lovelace")
                DFAvatar(name: "Grace Hopper").dfAvatarStyle(.rounded)
                DFAvatar(name: "Alan Turing").dfAvatarStyle(.ring)
                DFAvatar(name: "Linus").dfAvatarStyle(.glass)
                DFProgressBar(value: 0.62, variant: .circular)
            }
            DFToggle("Wi-Fi", isOn: $wifi)
            DFToggle("Sound", isOn: $sound).dfToggleStyle(.checkbox)
            DFToggle("Glass", isOn: $wifi).dfToggleStyle(.glass)
            DFCheckbox("I accept the terms", isChecked: $terms)
            DFSlider("Volume", value: $volume)
            DFSlider("Brightness", value: $brightness).dfSliderStyle(.labeled)
            DFProgressBar(value: 0.35)
            HStack(spacing: 10) {
                DFSkeleton(.circle).frame(width: 36, height: 36)
                DFSkeleton(.text(lines: 2))
            }
        }
        .padding(16)
    }
}

@MainActor
@Suite(.serialized) struct ControlTests {
    @Test(arguments: [("default", DFThemePreset.default), ("sage", .sage)])
    func controlsRenderLikeTheGoldenInLightAndDark(name: String, preset: DFThemePreset) {
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                ComponentTests.Backdrop(content: ControlsPanel()).dfThemePreset(preset),
                size: Size(width: 360, height: 470),
                colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "controls-\(name)-\(scheme == .dark ? "dark" : "light")")
        }
    }

    @Test func togglesCheckboxesAndSlidersRespondToTouchAndAccessibility() throws {
        let ui = UITestDriver(ControlsPanel(), size: Size(width: 360, height: 470), fonts: DF.fonts)
        #expect(try ui.element(label: "Sound").value == "Off")
        try ui.tap("Sound")
        #expect(try ui.element(label: "Sound").value == "On")
        #expect(try ui.element(label: "Sound").traits.contains(.isToggle))
        try ui.tap("I accept the terms")
        #expect(try ui.element(label: "I accept the terms").value == "Unchecked")
        let slider = try ui.element(label: "Volume")
        #expect(slider.value == "40 percent")
        #expect(slider.actions == ["increment", "decrement"])
        try ui.perform("increment", on: "Volume")
        #expect(try ui.element(label: "Volume").value == "50 percent")
        // Drag the thumb to three quarters of the track.
        ui.drag(
            from: Point(x: slider.frame.minX + slider.frame.width * 0.5, y: slider.frame.midY),
            to: Point(x: slider.frame.minX + slider.frame.width * 0.75, y: slider.frame.midY))
        #expect(try ui.element(label: "Volume").value == "75 percent")
        // A tap on the track jumps there.
        ui.tap(at: Point(x: slider.frame.minX + slider.frame.width * 0.1, y: slider.frame.midY))
        #expect(try ui.element(label: "Volume").value == "10 percent")
    }

    @Test func controlsWorkFromTheKeyboard() throws {
        let ui = UITestDriver(ControlsPanel(), size: Size(width: 360, height: 470), fonts: DF.fonts)
        func key(_ code: UInt32) {
            ui.graph.send(.key(code: code, isPressed: true, text: nil), time: ui.time)
            ui.graph.send(.key(code: code, isPressed: false, text: nil), time: ui.time)
            ui.settle()
        }
        #expect(try ui.element(label: "Wi-Fi").role == .toggle)
        key(15)  // tab: the first control
        #expect(ui.graph.focusedElement?.label == "Wi-Fi")
        let before = try ui.element(label: "Wi-Fi").value
        key(57)  // space toggles it
        #expect(try ui.element(label: "Wi-Fi").value != before)
        // Tab on to the volume slider; the up arrow raises it by a step.
        while ui.graph.focusedElement?.label != "Volume" { key(15) }
        key(103)
        #expect(try ui.element(label: "Volume").value == "50 percent")
    }

    @Test func avatarsProgressAndSkeletons() throws {
        #expect(DFAvatar.initials("Ada Lovelace") == "AL")
        #expect(DFAvatar.initials("cher") == "C")
        let ui = UITestDriver(ControlsPanel(), size: Size(width: 360, height: 470), fonts: DF.fonts)
        #expect(try ui.element(label: "Ada Lovelace").traits.contains(.isImage))
        #expect(ui.elements.contains { $0.label == "Progress" && $0.value == "62 percent" })
        #expect(ui.exists(label: "Loading"))
        // Skeleton shimmer repeats: frames keep coming while it is on screen.
        ui.renderer.render(at: 0.1)
        ui.renderer.render(at: 0.5)
        #expect(ui.graph.isAnimating)
    }

    @Test func toggleFlipRendersPartiallyAsFully() throws {
        let ui = UITestDriver(ControlsPanel(), size: Size(width: 360, height: 470), fonts: DF.fonts)
        let display = HeadlessDisplay(
            width: ui.renderer.buffer.width, height: ui.renderer.buffer.height, agePolicy: .ring(count: 2))
        var mismatches = 0
        ui.onFrame = { [unowned ui] damage in
            _ = try? display.present(ui.renderer.buffer, damage: damage)
            if !display.frontBuffer!.hasSamePixels(as: ui.renderer.renderFull()) { mismatches += 1 }
        }
        ui.renderFrame()
        try ui.tap("Wi-Fi")
        for _ in 0..<6 {
            ui.advance(by: 0.05)
            ui.renderFrame()
        }
        try ui.perform("increment", on: "Brightness")
        for _ in 0..<3 {
            ui.advance(by: 0.05)
            ui.renderFrame()
        }
        #expect(mismatches == 0)
    }
}
