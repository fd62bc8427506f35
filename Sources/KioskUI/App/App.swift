/// An app, in SwiftUI's shape: `@main struct MyKiosk: App { var body: some Scene { WindowGroup { ContentView() } } }`.
/// KioskRuntime provides `main()`, which runs the scene on the board's display.
@MainActor
public protocol App {
    /// The type of the app's scene.
    associatedtype Body: Scene
    /// The app's scene: on a kiosk, one `WindowGroup` with the root view.
    @SceneBuilder var body: Body { get }
    /// The runtime creates the app with no arguments, as `@main` does.
    init()
    /// The looks `--theme` and a board's `theme` may name. DesignFoundation's `App` offers its
    /// presets; an app may offer its own.
    static var themes: ThemeCatalog { get }
    /// The app's own options, as `--help` prints them after the runtime's (nil: none). The app
    /// reads them from `CommandLine.appArguments`.
    static var commandLineUsage: String? { get }
}

extension App {
    public static var themes: ThemeCatalog { .none }
    public static var commandLineUsage: String? { nil }
}

/// A scene: on a kiosk, the one full-screen window.
@MainActor
public protocol Scene {
    /// The root view the scene shows, type-erased for the runtime.
    var rootView: AnyView { get }
}

/// Builds an app's scene from its `body` (SwiftUI's `SceneBuilder`).
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// The one scene of the app.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}

/// The window of the app's content.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// The app's window: on a kiosk, the whole screen.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The app's window with a title (a kiosk shows no title bar).
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var rootView: AnyView { AnyView(content) }
}

/// A localised string looked up in the app's string tables (SwiftUI's
/// `LocalizedStringResource`); without a table entry the key itself is shown.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation
{
    /// The key looked up.
    public let key: String
    /// The table it is looked up in; nil: `Localizable`.
    public let table: String?
    /// The string for `key` in `table` (nil: `Localizable`).
    public init(_ key: String, table: String? = nil) {
        self.key = key
        self.table = table
    }
    public init(stringLiteral value: String) { self.init(value) }

    /// The string in the current tables.
    @MainActor public var resolved: String { StringTables.lookup(key, table: table) }
}

/// The app's string tables: `StringTables.register(table:strings:)` at start-up (the runtime
/// loads them from the app's resources), looked up by key.
@MainActor
public enum StringTables {
    private static var tables: [String: [String: String]] = [:]
    /// Adds strings to a table; later ones replace earlier ones.
    public static func register(table: String = "Localizable", strings: [String: String]) {
        tables[table, default: [:]].merge(strings) { $1 }
    }
    /// The string for `key` in `table` (nil: `Localizable`), or the key itself.
    public static func lookup(_ key: String, table: String?) -> String {
        tables[table ?? "Localizable"]?[key] ?? key
    }
    /// Forgets every table (tests).
    public static func removeAll() { tables.removeAll() }
}

extension Text {
    /// Text of the resource's string in the current tables (the key itself without an entry).
    public init(_ resource: LocalizedStringResource) { self.init(resource.resolved) }
}
