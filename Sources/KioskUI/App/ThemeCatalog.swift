/// The looks an app can be started in by name: `--theme NAME` on the command line and a board
/// file's `theme` choose one, applied over the whole app (an inner choice the app makes still
/// wins). The runtime knows no theme system; the app hands it this value (`App.themes`), and a
/// component library provides it (DesignFoundation's presets).
public struct ThemeCatalog: Sendable {
    /// The names the catalog offers, in the order to list them.
    public let names: [String]
    let apply: @Sendable @MainActor (String, AnyView) -> AnyView

    /// `apply` puts the named look over the app's root view; it is called only with one of
    /// `names`.
    public init(names: [String], apply: @escaping @Sendable @MainActor (_ name: String, _ root: AnyView) -> AnyView) {
        self.names = names
        self.apply = apply
    }

    /// No themes: the app draws as it is.
    public static let none = ThemeCatalog(names: []) { _, root in root }

    /// Whether the catalog offers a theme named `name`.
    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// `root` under the look `name` names; nil leaves it as it is.
    @MainActor
    public func applied(_ name: String?, to root: AnyView) -> AnyView {
        guard let name, contains(name) else { return root }
        return apply(name, root)
    }
}
