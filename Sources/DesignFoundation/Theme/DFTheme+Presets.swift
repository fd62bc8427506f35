/// The built-in themes. The specification fixes each preset's primary colours, corner radius
/// scale and small-shadow opacity; the remaining colours are chosen here to match each
/// preset's character (slate cool blue-grey, aurora violet, copper earth tones, sage green).
extension DFTheme {
    /// Platform colours that adapt to light and dark; the standard token scale.
    public static let `default` = DFTheme()

    /// The slate preset's light theme.
    public static let slateLight = preset(
        palette: .init(
            primary: 0x1C3D5A, accent: 0x3A7CA5, background: 0xF5F7FA, surface: 0xEDF1F5, surfaceElevated: 0xFFFFFF,
            textPrimary: 0x0F1C2A, textSecondary: 0x4A5A6B, textDisabled: 0x9AA7B4, border: 0xD3DAE2,
            interactiveDisabled: 0xE2E7ED, destructive: 0xC62828, success: 0x2E7D32, warning: 0xEF6C00, info: 0x1565C0),
        radius: DFRadiusTokens(sm: 4, md: 8, lg: 12), shadowScale: 1)
    /// The slate preset's dark theme.
    public static let slateDark = preset(
        palette: .init(
            primary: 0x63B5F6, accent: 0x90CAF9, background: 0x0E141B, surface: 0x16202B, surfaceElevated: 0x1E2A38,
            textPrimary: 0xE6EDF3, textSecondary: 0x9FB0C1, textDisabled: 0x5A6B7C, border: 0x2A3847,
            interactiveDisabled: 0x243140, destructive: 0xEF5350, success: 0x66BB6A, warning: 0xFFA726, info: 0x42A5F5),
        radius: DFRadiusTokens(sm: 4, md: 8, lg: 12), shadowScale: 1)

    /// The aurora preset's light theme.
    public static let auroraLight = preset(
        palette: .init(
            primary: 0x6C47FF, accent: 0xEC4899, background: 0xFAF8FF, surface: 0xF3EFFF, surfaceElevated: 0xFFFFFF,
            textPrimary: 0x1E1633, textSecondary: 0x5B5370, textDisabled: 0xA59FB8, border: 0xE2DAF7,
            interactiveDisabled: 0xEBE6F8, destructive: 0xE11D48, success: 0x059669, warning: 0xD97706, info: 0x4F46E5),
        radius: DFRadiusTokens(sm: 4, md: 10, lg: 16), shadowScale: 0.75)
    /// The aurora preset's dark theme.
    public static let auroraDark = preset(
        palette: .init(
            primary: 0xA78BFA, accent: 0xF472B6, background: 0x120E1F, surface: 0x1B1530, surfaceElevated: 0x251D40,
            textPrimary: 0xEDE9FE, textSecondary: 0xB4A9D6, textDisabled: 0x6B6189, border: 0x342A55,
            interactiveDisabled: 0x2A2245, destructive: 0xFB7185, success: 0x34D399, warning: 0xFBBF24, info: 0x818CF8),
        radius: DFRadiusTokens(sm: 4, md: 10, lg: 16), shadowScale: 0.75)

    /// The copper preset's light theme.
    public static let copperLight = preset(
        palette: .init(
            primary: 0xC4623E, accent: 0xE9A23B, background: 0xFBF7F3, surface: 0xF4ECE4, surfaceElevated: 0xFFFFFF,
            textPrimary: 0x2B1D16, textSecondary: 0x6B5447, textDisabled: 0xB29E92, border: 0xE6D8CC,
            interactiveDisabled: 0xEEE4DB, destructive: 0xB3261E, success: 0x4C7A34, warning: 0xD9822B, info: 0x3D6B8C),
        radius: DFRadiusTokens(sm: 3, md: 6, lg: 10), shadowScale: 1.5)
    /// The copper preset's dark theme.
    public static let copperDark = preset(
        palette: .init(
            primary: 0xF4A261, accent: 0xE9C46A, background: 0x1A1310, surface: 0x241A15, surfaceElevated: 0x30231C,
            textPrimary: 0xF5E9E0, textSecondary: 0xC4AE9F, textDisabled: 0x7A665A, border: 0x433228,
            interactiveDisabled: 0x382A21, destructive: 0xF28B82, success: 0x8DBF6A, warning: 0xF2B84B, info: 0x7FB3D5),
        radius: DFRadiusTokens(sm: 3, md: 6, lg: 10), shadowScale: 1.5)

    /// The sage preset's light theme.
    public static let sageLight = preset(
        palette: .init(
            primary: 0x2D6A4F, accent: 0x52B788, background: 0xF6F9F7, surface: 0xEDF3EF, surfaceElevated: 0xFFFFFF,
            textPrimary: 0x13251C, textSecondary: 0x4B6356, textDisabled: 0x9DB0A5, border: 0xD5E2DA,
            interactiveDisabled: 0xE3ECE6, destructive: 0xBC4749, success: 0x40916C, warning: 0xDDA15E, info: 0x457B9D),
        radius: DFRadiusTokens(sm: 6, md: 12, lg: 18), shadowScale: 0.5)
    /// The sage preset's dark theme.
    public static let sageDark = preset(
        palette: .init(
            primary: 0x74C69D, accent: 0x95D5B2, background: 0x0F1A14, surface: 0x16241C, surfaceElevated: 0x1E3026,
            textPrimary: 0xE4F2EA, textSecondary: 0xA3BFAE, textDisabled: 0x5E7768, border: 0x2B4035,
            interactiveDisabled: 0x24362C, destructive: 0xE5989B, success: 0x74C69D, warning: 0xE9C46A, info: 0x8ECAE6),
        radius: DFRadiusTokens(sm: 6, md: 12, lg: 18), shadowScale: 0.5)

    struct Palette {
        var primary, accent, background, surface, surfaceElevated, textPrimary, textSecondary, textDisabled,
            border: UInt32
        var interactiveDisabled, destructive, success, warning, info: UInt32
    }

    /// A fixed (non-adaptive) theme: presets come as light/dark pairs instead.
    static func preset(palette p: Palette, radius: DFRadiusTokens, shadowScale: Double) -> DFTheme {
        let primary = Color(hex: p.primary)
        let colors = DFColorTokens(
            primary: primary, secondary: Color(hex: p.textSecondary), accent: Color(hex: p.accent),
            background: Color(hex: p.background), surface: Color(hex: p.surface),
            surfaceElevated: Color(hex: p.surfaceElevated),
            textPrimary: Color(hex: p.textPrimary), textSecondary: Color(hex: p.textSecondary),
            textDisabled: Color(hex: p.textDisabled),
            border: Color(hex: p.border), interactiveFill: primary, interactiveHover: primary.opacity(0.85),
            interactivePressed: primary.opacity(0.70), interactiveDisabled: Color(hex: p.interactiveDisabled),
            destructive: Color(hex: p.destructive), success: Color(hex: p.success), warning: Color(hex: p.warning),
            info: Color(hex: p.info),
            respectsColorScheme: false)
        // The specification's small-shadow opacities: default and slate 8%, aurora 6%,
        // copper 12%, sage 4%; medium and large scale with them.
        return DFTheme(
            colors: colors, radius: radius,
            shadows: DFShadowTokens(
                smOpacity: 0.08 * shadowScale, mdOpacity: 0.12 * shadowScale, lgOpacity: 0.18 * shadowScale))
    }
}

/// A light and a dark theme chosen by the colour scheme.
public struct DFThemePreset: Sendable, Equatable {
    /// The theme in light mode.
    public var light: DFTheme
    /// The theme in dark mode.
    public var dark: DFTheme
    /// A preset of a light and a dark theme.
    public init(light: DFTheme, dark: DFTheme) {
        self.light = light
        self.dark = dark
    }

    /// The light or the dark theme.
    public func theme(for scheme: ColorScheme) -> DFTheme { scheme == .dark ? dark : light }

    /// The default preset, light and dark.
    public static let `default` = DFThemePreset(light: .default, dark: .default)
    /// The slate preset, light and dark.
    public static let slate = DFThemePreset(light: .slateLight, dark: .slateDark)
    /// The aurora preset, light and dark.
    public static let aurora = DFThemePreset(light: .auroraLight, dark: .auroraDark)
    /// The copper preset, light and dark.
    public static let copper = DFThemePreset(light: .copperLight, dark: .copperDark)
    /// The sage preset, light and dark.
    public static let sage = DFThemePreset(light: .sageLight, dark: .sageDark)

    /// The presets by name, as board files and `--theme` name them.
    public static let names = ["default", "slate", "aurora", "copper", "sage"]
    /// The preset by name (`slate`), nil for a name not among `names`.
    public static func named(_ name: String) -> DFThemePreset? {
        switch name {
        case "default": .default
        case "slate": .slate
        case "aurora": .aurora
        case "copper": .copper
        case "sage": .sage
        default: nil
        }
    }
}

struct DFThemeKey: EnvironmentKey { static let defaultValue = DFTheme.default }
struct DFThemePresetKey: EnvironmentKey { static let defaultValue: DFThemePreset? = nil }

extension EnvironmentValues {
    /// The active theme: a preset resolves by the colour scheme; a theme set directly wins
    /// below where it is set.
    public var dfTheme: DFTheme {
        get { self[DFThemeKey.self] }
        set { self[DFThemeKey.self] = newValue }
    }
}

/// Applies a preset: the theme follows the colour scheme of the subtree.
package struct DFThemePresetView<Content: View>: View {
    let content: Content
    let preset: DFThemePreset
    @Environment(\.colorScheme) private var scheme
    public var body: some View {
        content.applyingTheme(preset.theme(for: scheme))
    }
}

extension View {
    /// Sets the theme for this subtree (innermost wins).
    public func dfTheme(_ theme: DFTheme) -> some View { applyingTheme(theme) }
    /// Sets a light/dark pair, resolved by the colour scheme.
    public func dfThemePreset(_ preset: DFThemePreset) -> some View { DFThemePresetView(content: self, preset: preset) }

    /// The theme in the environment, with what SwiftUI's own views take from it: controls
    /// (buttons, links, carets) its primary colour, grouped lists its surfaces.
    func applyingTheme(_ theme: DFTheme) -> some View {
        environment(\.appliedTheme, theme).tint(theme.colors.primary)
    }
}

extension EnvironmentValues {
    /// The theme, written with the grouped lists' colours taken from it, in one write. Rows
    /// stand out as iOS draws them: white cards on the grey surface in light, the surface on
    /// the canvas in dark (where elevation is lighter, not whiter).
    var appliedTheme: DFTheme {
        get { dfTheme }
        set {
            dfTheme = newValue
            let c = newValue.colors
            listPalette =
                colorScheme == .dark
                ? ListPalette(background: c.background, row: c.surface)
                : ListPalette(background: c.surface, row: c.surfaceElevated)
        }
    }
}
