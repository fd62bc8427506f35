import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

/// A settings list as an app writes it, in the list style given.
struct StyledSettingsList<S: ListStyle>: View {
    let style: S
    @State private var wifi = true
    var body: some View {
        List {
            Section("Network") {
                Toggle("Wi-Fi", isOn: $wifi)
                LabeledContent("Address", value: "10.0.0.12")
            }
            Section {
                Text("Brightness")
                Text("Sleep after")
            } footer: {
                Text("The screen dims after a minute.")
            }
        }
        .listStyle(style)
    }
}

@MainActor
struct ListStyleTests {
    /// The five styles side by side, in two presets, light and dark.
    struct Catalog: View {
        var body: some View {
            HStack(spacing: 0) {
                StyledSettingsList(style: .plain)
                StyledSettingsList(style: .inset)
                StyledSettingsList(style: .grouped)
                StyledSettingsList(style: .insetGrouped)
                StyledSettingsList(style: SidebarListStyle())
            }
        }
    }

    @Test(arguments: ["default", "slate"])
    func listStylesRenderLikeTheGolden(preset: String) {
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                ComponentTests.Backdrop(content: Catalog()).dfThemePreset(preset == "slate" ? .slate : .default),
                size: Size(width: 1300, height: 340), colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "list-styles-\(preset)-\(scheme == .dark ? "dark" : "light")")
        }
    }

    @Test func groupedStylesDrawRowsOnCardsAndPlainOnesDoNot() throws {
        func render(_ style: some ListStyle, _ scheme: ColorScheme) -> ViewRenderer {
            let r = ViewRenderer(
                StyledSettingsList(style: style).dfThemePreset(.default), size: Size(width: 300, height: 340),
                colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            return r
        }
        // Dark, where the rows' colour differs from the black behind the list; between the first
        // row's label and its switch.
        let black: UInt32 = 0xFF00_0000
        let plain = render(.plain, .dark), grouped = render(.grouped, .dark), inset = render(.insetGrouped, .dark)
        #expect(plain.buffer[120, 75] == black, "a plain row has no fill")
        #expect(grouped.buffer[120, 75] == 0xFF1C_1C1E, "a grouped row is on the row colour")
        #expect(inset.buffer[120, 75] == grouped.buffer[120, 75])
        #expect(grouped.buffer[6, 75] == grouped.buffer[120, 75], "grouped rows reach the edges")
        // Light: the inset card leaves the grouped background at its side.
        let light = render(.insetGrouped, .light)
        #expect(light.buffer[6, 75] == 0xFFF2_F2F7 && light.buffer[120, 75] == 0xFFFF_FFFF)
    }

    @Test func rowsKeepTheirControlsInEveryStyle() throws {
        let ui = UITestDriver(
            StyledSettingsList(style: .insetGrouped).dfThemePreset(.default), size: Size(width: 400, height: 340),
            fonts: DF.fonts)
        #expect(try ui.element(label: "Wi-Fi").value == "On")
        try ui.tap("Wi-Fi")
        #expect(try ui.element(label: "Wi-Fi").value == "Off")
    }
}
