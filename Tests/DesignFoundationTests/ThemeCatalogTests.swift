import Testing
import DesignFoundation
import KioskRaster

/// `--theme` and a board's `theme` reach the app through `App.themes`: the runtime knows no
/// theme system, DesignFoundation's `App` hands it the presets.
@MainActor
@Suite struct ThemeCatalogTests {
    struct Probe: View {
        @Environment(\.dfTheme) var theme
        var body: some View { Rectangle().fill(theme.colors.primary) }
    }

    @Test func aDesignFoundationAppOffersThePresets() {
        #expect(MyApp.themes.names == DFThemePreset.names)
        #expect(MyApp.themes.contains("copper") && !MyApp.themes.contains("purple"))
    }

    @Test func aNamedPresetThemesTheWholeAppAndNoNameLeavesItAsItIs() {
        func centre(_ name: String?) -> UInt32 {
            let root = DFThemePreset.catalog.applied(name, to: AnyView(Probe()))
            let r = ViewRenderer(root, size: Size(width: 20, height: 20), scale: 1, fonts: DF.fonts)
            r.render()
            return r.buffer[10, 10]
        }
        let plain = centre(nil), sage = centre("sage"), unknown = centre("purple")
        let expected = ViewRenderer(
            Probe().dfThemePreset(.sage), size: Size(width: 20, height: 20), scale: 1, fonts: DF.fonts)
        expected.render()
        #expect(sage == expected.buffer[10, 10])
        #expect(sage != plain)
        #expect(unknown == plain)
    }
}
