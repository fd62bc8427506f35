/// A key for a value in the environment, with its default (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree, as SwiftUI's `EnvironmentValues`. Extend it with
/// computed properties over `self[Key.self]` for new keys.
public struct EnvironmentValues: @unchecked Sendable {
    /// Copy-on-write storage whose identity tells the graph, without comparing values, that
    /// an environment was passed down unchanged (the common case for most subtrees).
    final class Storage {
        var values: [ObjectIdentifier: Any]
        init(_ values: [ObjectIdentifier: Any] = [:]) { self.values = values }
    }
    var box = Storage()
    public init() {}

    var storage: [ObjectIdentifier: Any] { box.values }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { box.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set {
            if !isKnownUniquelyReferenced(&box) { box = Storage(box.values) }
            box.values[ObjectIdentifier(key)] = newValue
        }
    }

    /// True when both are the same storage, so certainly equal.
    func isIdentical(to other: EnvironmentValues) -> Bool { box === other.box }
}

/// An @Environment wrapper compared by what it reads.
protocol EnvironmentKeyed { var environmentKeyPath: AnyKeyPath { get } }

/// Reads a value from the environment of the view's node.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty, GraphInstallable, EnvironmentKeyed {
    nonisolated var environmentKeyPath: AnyKeyPath { keyPath }
    /// Shared by every copy of the view value. It reaches the environment through the node,
    /// weakly: a view value kept by a model (a navigation stack's screens, a toolbar item)
    /// must not keep the environment, which holds that model, alive in a cycle. After its
    /// node is gone a copy reads the defaults.
    final class Link { weak var node: ViewNode? }
    nonisolated(unsafe) let keyPath: KeyPath<EnvironmentValues, Value>
    let link = Link()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (link.node?.environment ?? EnvironmentValues())[keyPath: keyPath] }

    func install(into node: ViewNode, slot: Int) {
        link.node = node
        node.readsEnvironment = true
    }
}

/// Sets an environment value for a subtree (`.environment(\.key, value)`).
public struct EnvironmentWriter<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func transformEnvironment(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> EnvironmentWriter<Self, V> {
        EnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct ForegroundKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue = 1.0 }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct LineSpacingKey: EnvironmentKey { static let defaultValue = 0.0 }
struct TrackingKey: EnvironmentKey { static let defaultValue = 0.0 }
/// The axis of the nearest enclosing stack (Divider draws across it).
struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }

/// Layout direction, as SwiftUI's.
public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

/// Text alignment of multi-line text, as SwiftUI's.
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

extension EnvironmentValues {
    public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
    public var layoutDirection: LayoutDirection { get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue } }
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    /// The foreground colour set by `.foregroundStyle` (nil: primary for the colour scheme).
    public var foregroundColor: Color? { get { self[ForegroundKey.self] } set { self[ForegroundKey.self] = newValue } }
    public var isEnabled: Bool { get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue } }
    /// Device pixels per point.
    public var displayScale: Double { get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue } }
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    public var multilineTextAlignment: TextAlignment { get { self[MultilineAlignmentKey.self] } set { self[MultilineAlignmentKey.self] = newValue } }
    public var tint: Color? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    public var accessibilityReduceMotion: Bool { get { self[ReduceMotionKey.self] } set { self[ReduceMotionKey.self] = newValue } }
    var stackAxis: Axis? { get { self[StackAxisKey.self] } set { self[StackAxisKey.self] = newValue } }
    /// Extra space between lines of text, in points.
    public var lineSpacing: Double { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }
    /// Extra space after each character of text, in points.
    public var tracking: Double { get { self[TrackingKey.self] } set { self[TrackingKey.self] = newValue } }
}
