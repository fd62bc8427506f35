/// What a `DFSkeletonStyle` draws `DFSkeleton` from: its content, its state and the active theme.
public struct DFSkeletonStyleConfiguration {
    /// The placeholder's shape.
    public let shape: DFSkeletonShape
    /// The active theme.
    public let theme: DFTheme
}

/// The placeholder's shape.
public enum DFSkeletonShape: Sendable, Equatable { case rectangle, circle, text(lines: Int) }

/// How `DFSkeleton` looks: `makeBody(configuration:)` draws it. `.dfSkeletonStyle(_:)` sets one for
/// a subtree; the innermost wins.
@MainActor
public protocol DFSkeletonStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFSkeletonStyleConfiguration) -> Body
}

/// A type-erased `DFSkeletonStyle`, as the environment holds the one `.dfSkeletonStyle(_:)` sets.
public struct AnyDFSkeletonStyle: DFSkeletonStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFSkeletonStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFSkeletonStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFSkeletonStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFSkeletonStyleKey: EnvironmentKey { static let defaultValue = AnyDFSkeletonStyle(DFShimmerSkeletonStyle()) }
extension EnvironmentValues {
    /// The style of the `DFSkeleton` views below (`.dfSkeletonStyle(_:)`).
    public var dfSkeletonStyle: AnyDFSkeletonStyle {
        get { self[DFSkeletonStyleKey.self] }
        set { self[DFSkeletonStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFSkeleton` views below; the innermost setting wins.
    public func dfSkeletonStyle<S: DFSkeletonStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfSkeletonStyle, (style as? AnyDFSkeletonStyle) ?? AnyDFSkeletonStyle(style))
    }
}

/// A loading placeholder that shimmers (a fade pulse; still under Reduce Motion).
public struct DFSkeleton: View {
    let shape: DFSkeletonShape
    @Environment(\.dfSkeletonStyle) private var style
    @Environment(\.dfTheme) private var theme
    /// A placeholder of `shape` while content loads.
    public init(_ shape: DFSkeletonShape = .rectangle) { self.shape = shape }
    public var body: some View {
        style.makeBody(configuration: DFSkeletonStyleConfiguration(shape: shape, theme: theme)).accessibilityLabel(
            "Loading")
    }
}

/// The shimmering placeholder a `DFSkeleton` has until `.dfSkeletonStyle(_:)` sets another.
public struct DFShimmerSkeletonStyle: DFSkeletonStyle, Sendable {
    /// The style, with nothing to configure.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFSkeletonStyleConfiguration) -> some View { DFShimmer(configuration: c) }
}

struct DFShimmer: View {
    let configuration: DFSkeletonStyleConfiguration
    @State private var bright = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some View {
        let fill = configuration.theme.colors.border.opacity(bright ? 0.35 : 0.8)
        return Group {
            switch configuration.shape {
            case .rectangle: RoundedRectangle(cornerRadius: configuration.theme.radius.sm).fill(fill)
            case .circle: Circle().fill(fill)
            case .text(let lines):
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(0..<max(1, lines)) { i in
                        Capsule().fill(fill).frame(height: 10).frame(
                            maxWidth: i == lines - 1 && lines > 1 ? 140 : .infinity)
                    }
                }
            }
        }
        .animation(reduceMotion ? nil : .easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: bright)
        .onAppear { bright = true }
    }
}
