extension DFThemePreset {
    /// The presets as the runtime offers them to `--theme` and board files.
    public static let catalog = ThemeCatalog(names: names) { name, root in
        guard let preset = named(name) else { return root }
        return AnyView(root.dfThemePreset(preset))
    }
}

/// An app whose `--theme` and board `theme` name DesignFoundation's presets. It is SwiftUI's
/// `App` (`@main struct MyKiosk: App { ... }`), refined so that the runtime, which knows no
/// theme system, is handed the presets as a value.
public protocol App: KioskUI.App {}

extension App {
    public static var themes: ThemeCatalog { DFThemePreset.catalog }
}
