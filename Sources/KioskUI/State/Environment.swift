/// A key for a value in the environment, with its default (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view above has set one.
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree, as SwiftUI's `EnvironmentValues`. Extend it with
/// computed properties over `self[Key.self]` for new keys.
public struct EnvironmentValues: @unchecked Sendable {
    /// Copy-on-write storage whose identity tells the graph, without comparing values, that
    /// an environment was passed down unchanged (the common case for most subtrees). The
    /// entries are kept sorted by key: an environment holds a few dozen values, found by
    /// binary search and compared pair by pair in order, with no hashing.
    final class Storage {
        var entries: [(key: ObjectIdentifier, entry: EnvironmentEntry)]
        init(_ entries: [(key: ObjectIdentifier, entry: EnvironmentEntry)] = []) { self.entries = entries }

        /// The index of `key`, or where it would go.
        func search(_ key: ObjectIdentifier) -> (index: Int, found: Bool) {
            var low = 0, high = entries.count
            while low < high {
                let mid = (low + high) / 2
                if entries[mid].key < key { low = mid + 1 } else { high = mid }
            }
            return (low, low < entries.count && entries[low].key == key)
        }
    }
    var box = Storage()
    /// Every value at its default.
    public init() {}

    var entries: [(key: ObjectIdentifier, entry: EnvironmentEntry)] { box.entries }

    /// The value for a custom key, for an `EnvironmentValues` extension's property.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // A key's entry always holds its own value type (only this setter writes it).
        get {
            let (i, found) = box.search(ObjectIdentifier(key))
            return found
                ? unsafeDowncast(box.entries[i].entry, to: EnvironmentEntryOf<K.Value>.self).value : K.defaultValue
        }
        set {
            if !isKnownUniquelyReferenced(&box) { box = Storage(box.entries) }
            let id = ObjectIdentifier(key)
            let (i, found) = box.search(id)
            if found {
                box.entries[i].entry = EnvironmentEntryOf(newValue)
            } else {
                box.entries.insert((id, EnvironmentEntryOf(newValue)), at: i)
            }
        }
    }

    /// True when both are the same storage, so certainly equal.
    func isIdentical(to other: EnvironmentValues) -> Bool { box === other.box }
}

/// One value in the environment. An environment copied down the tree shares the entries it
/// did not change, so most entries of two environments are compared by identity; the others
/// compare their values in place (`ValueComparer`), without casting from `Any`.
class EnvironmentEntry: @unchecked Sendable {
    /// Whether `other`, the entry of the same key in another environment, holds the same value.
    @MainActor func holdsSameValue(as other: EnvironmentEntry) -> Bool { false }
}

final class EnvironmentEntryOf<Value>: EnvironmentEntry, @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
    @MainActor override func holdsSameValue(as other: EnvironmentEntry) -> Bool {
        let theirs = unsafeDowncast(other, to: EnvironmentEntryOf<Value>.self).value
        return withUnsafePointer(to: value) { a in
            withUnsafePointer(to: theirs) { b in ValueComparer.equal(Value.self, a, b) }
        }
    }
}

/// Reads a value from the environment of the view's node.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty, GraphInstallable {
    nonisolated(unsafe) let keyPath: KeyPath<EnvironmentValues, Value>
    /// The node whose environment is read; after the node is gone a copy reads the defaults.
    let link = NodeLink()

    /// Reads the environment value at `keyPath` (`@Environment(\.colorScheme)`).
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value where this view is.
    public var wrappedValue: Value { (link.node?.environment ?? EnvironmentValues())[keyPath: keyPath] }

    func install(into node: ViewNode, slot: Int) {
        link.node = node
        node.readsEnvironment = true
    }
}

/// Sets an environment value for a subtree (`.environment(\.key, value)`).
package struct EnvironmentWriter<Content: View, Value>: View, PrimitiveView, PassesContent {
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
    /// Sets an environment value for the views below.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }
}

/// Changes an environment value for a subtree from the value it has there.
package struct EnvironmentTransformer<Content: View, Value>: View, PrimitiveView, PassesContent {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
    func transformEnvironment(_ environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
}

extension View {
    /// Changes an environment value for the views below, starting from its value here.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentTransformer(content: self, keyPath: keyPath, transform: transform)
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
    /// Light or dark, as the runtime starts the app or `.preferredColorScheme` sets it below.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Left to right or right to left: which edge is leading.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The font of text below (`.font`); nil: the body font.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The foreground colour set by `.foregroundStyle` (nil: primary for the colour scheme).
    public var foregroundColor: Color? {
        get { self[ForegroundKey.self] }
        set { self[ForegroundKey.self] = newValue }
    }
    /// False below `.disabled(true)`: controls neither respond nor look active.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Device pixels per point.
    public var displayScale: Double {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The most lines text below wraps to (`.lineLimit`); nil: no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// How wrapped text lines up (`.multilineTextAlignment`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }
    /// The accent of controls below (`.tint`); nil: the accent colour.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// True when animations should jump to their end (`--reduce-motion`).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
    /// Extra space between lines of text, in points.
    public var lineSpacing: Double {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// Extra space after each character of text, in points.
    public var tracking: Double {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }
}
