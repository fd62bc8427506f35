import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

/// Every overlay style's body side by side, drawn through the styles themselves over a
/// colourful backdrop (so that glass shows): modal, sheet, popover and toast.
struct OverlayStyleGrid: View {
    @Environment(\.dfTheme) private var theme
    var sample: AnyView {
        AnyView(
            VStack(alignment: .leading, spacing: 6) {
                DFText("Receipt", style: .headline)
                DFText("2 items, $7")
            })
    }

    var body: some View {
        let t = theme
        let dismiss: @MainActor () -> Void = {}
        return VStack(alignment: .leading, spacing: 14) {
            HStack(alignment: .top, spacing: 14) {
                DFStandardModalStyle().makeBody(
                    configuration: DFModalStyleConfiguration(content: sample, dismiss: dismiss, theme: t)
                ).frame(width: 200)
                DFGlassModalStyle().makeBody(
                    configuration: DFModalStyleConfiguration(content: sample, dismiss: dismiss, theme: t)
                ).frame(width: 200)
                DFStandardToastStyle().makeBody(
                    configuration: DFToastStyleConfiguration(
                        message: DFToastMessage("Saved", icon: "checkmark.circle", severity: .success), theme: t))
            }
            HStack(alignment: .top, spacing: 14) {
                ForEach(0..<3, id: \.self) { i in
                    let c = DFPopoverStyleConfiguration(content: sample, placement: nil, theme: t)
                    switch i {
                    case 0: DFArrowPopoverStyle().makeBody(configuration: c)
                    case 1: DFCompactPopoverStyle().makeBody(configuration: c)
                    default: DFGlassPopoverStyle().makeBody(configuration: c)
                    }
                }
            }
            HStack(alignment: .bottom, spacing: 14) {
                ForEach(0..<3, id: \.self) { i in
                    let c = DFSheetStyleConfiguration(
                        content: sample, dragOffset: 0, isDragging: false, dismiss: dismiss, theme: t)
                    Group {
                        switch i {
                        case 0: DFStandardSheetStyle().makeBody(configuration: c)
                        case 1: DFCompactSheetStyle().makeBody(configuration: c)
                        default: DFGlassSheetStyle().makeBody(configuration: c)
                        }
                    }
                    .frame(width: 220)
                }
            }
        }
        .padding(16)
        .background(
            LinearGradient(
                colors: [t.colors.primary.opacity(0.5), t.colors.accent.opacity(0.35), t.colors.background],
                startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}

@MainActor
@Suite(.serialized) struct OverlayStyleTests {
    @Test(arguments: ["default", "slate", "aurora", "copper", "sage"])
    func everyOverlayStyleRendersLikeTheGoldenInEachPreset(preset: String) {
        let p: DFThemePreset =
            ["slate": .slate, "aurora": .aurora, "copper": .copper, "sage": .sage][preset] ?? .default
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                OverlayStyleGrid().dfThemePreset(p), size: Size(width: 740, height: 420), colorScheme: scheme,
                fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "overlay-styles-\(preset)-\(scheme == .dark ? "dark" : "light")")
        }
    }
}

struct SidePopoverScreen: View {
    @State var shows = false
    var body: some View {
        HStack {
            DFButton("Hours") { shows = true }
                .dfPopover(isPresented: $shows) {
                    VStack(alignment: .leading, spacing: 8) {
                        ForEach(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], id: \.self) { d in
                            DFText("\(d) 8–18")
                        }
                    }
                }
            Spacer()
        }
        .padding(.leading, 40)
        .frame(maxHeight: .infinity)
    }
}

@MainActor
@Suite(.serialized) struct SidePopoverTests {
    @Test func aTallPopoverGoesBesideItsButtonWithTheArrowAtIt() throws {
        let ui = UITestDriver(SidePopoverScreen(), size: Size(width: 520, height: 320), fonts: DF.fonts)
        let button = try ui.element(label: "Hours").frame
        try ui.tap("Hours")
        ui.runFrames(for: 0.5, fps: 12)
        let first = try ui.element(label: "Mon 8–18").frame
        #expect(first.minX > button.maxX, "to the right of the button: neither above nor below has room")
        DFGolden.check(ui.screenshot, named: "overlay-popover-side")
    }
}
