/// What a `DFAvatarStyle` draws `DFAvatar` from: its content, its state and the active theme.
public struct DFAvatarStyleConfiguration {
    /// The image, or the initials when there is none.
    public let content: AnyView
    /// The avatar's diameter, in points.
    public let size: Double
    /// The active theme.
    public let theme: DFTheme
}

/// How `DFAvatar` looks: `makeBody(configuration:)` draws it. `.dfAvatarStyle(_:)` sets one for a
/// subtree; the innermost wins.
@MainActor
public protocol DFAvatarStyle {
    /// The type of view the style draws.
    associatedtype Body: View
    /// The component drawn from its configuration.
    @ViewBuilder func makeBody(configuration: DFAvatarStyleConfiguration) -> Body
}

/// A type-erased `DFAvatarStyle`, as the environment holds the one `.dfAvatarStyle(_:)` sets.
public struct AnyDFAvatarStyle: DFAvatarStyle, @unchecked Sendable {
    private let _makeBody: @MainActor (DFAvatarStyleConfiguration) -> AnyView
    /// Wraps `style` for the environment, which holds one type.
    nonisolated public init<S: DFAvatarStyle & Sendable>(_ style: S) {
        _makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
    public func makeBody(configuration: DFAvatarStyleConfiguration) -> some View { _makeBody(configuration) }
}

struct DFAvatarStyleKey: EnvironmentKey { static let defaultValue = AnyDFAvatarStyle(DFCircleAvatarStyle()) }
extension EnvironmentValues {
    /// The style of the `DFAvatar` views below (`.dfAvatarStyle(_:)`).
    public var dfAvatarStyle: AnyDFAvatarStyle {
        get { self[DFAvatarStyleKey.self] }
        set { self[DFAvatarStyleKey.self] = newValue }
    }
}
extension View {
    /// Sets the style of the `DFAvatar` views below; the innermost setting wins.
    public func dfAvatarStyle<S: DFAvatarStyle & Sendable>(_ style: S) -> some View {
        environment(\.dfAvatarStyle, (style as? AnyDFAvatarStyle) ?? AnyDFAvatarStyle(style))
    }
}

/// A person's picture, or their initials on the primary colour.
public struct DFAvatar: View {
    let name: String
    let image: Image?
    let size: Double?
    @Environment(\.dfAvatarStyle) private var style
    @Environment(\.dfTheme) private var theme

    /// A person's avatar: the image, or the initials of `name` without one; `size` in points (nil: the theme's).
    public init(name: String, image: Image? = nil, size: Double? = nil) {
        self.name = name
        self.image = image
        self.size = size
    }

    /// Up to two initials from the name's words.
    public static func initials(_ name: String) -> String {
        String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
    }

    public var body: some View {
        let s = size ?? theme.components.avatar.defaultSize ?? 40
        let content: AnyView =
            image.map { AnyView($0.resizable()) }
            ?? AnyView(
                ZStack {
                    theme.colors.primary.opacity(0.18)
                    Text(DFAvatar.initials(name)).font(.system(size: s * 0.4, weight: .semibold)).foregroundStyle(
                        theme.colors.primary)
                })
        return style.makeBody(configuration: DFAvatarStyleConfiguration(content: content, size: s, theme: theme))
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(name)
            .accessibilityAddTraits(.isImage)
    }
}

/// The built-in `DFAvatarStyle` behind `.circle`.
public struct DFCircleAvatarStyle: DFAvatarStyle, Sendable {
    /// The style; `.circle` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFAvatarStyleConfiguration) -> some View {
        c.content.frame(width: c.size, height: c.size).clipShape(Circle())
    }
}
/// The built-in `DFAvatarStyle` behind `.rounded`.
public struct DFRoundedAvatarStyle: DFAvatarStyle, Sendable {
    /// The style; `.rounded` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFAvatarStyleConfiguration) -> some View {
        c.content.frame(width: c.size, height: c.size).clipShape(RoundedRectangle(cornerRadius: c.theme.radius.md))
    }
}
/// A circle with a ring in the primary colour and a gap of the background.
public struct DFRingAvatarStyle: DFAvatarStyle, Sendable {
    /// The style; `.ring` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFAvatarStyleConfiguration) -> some View {
        let ring = c.theme.components.avatar.borderWidth ?? 2
        return c.content.frame(width: c.size, height: c.size).clipShape(Circle())
            .padding(ring + 2)
            .overlay(Circle().stroke(c.theme.colors.primary, lineWidth: ring))
    }
}
/// The built-in `DFAvatarStyle` behind `.glass`.
public struct DFGlassAvatarStyle: DFAvatarStyle, Sendable {
    /// The style; `.glass` is the same.
    nonisolated public init() {}
    /// The component drawn from its configuration.
    public func makeBody(configuration c: DFAvatarStyleConfiguration) -> some View {
        c.content.frame(width: c.size, height: c.size).clipShape(Circle())
            .padding(4)
            .background(.thinMaterial, in: Circle())
            .overlay(Circle().stroke(Color.white.opacity(0.5), lineWidth: 1))
    }
}

extension DFAvatarStyle where Self == DFCircleAvatarStyle {
    /// The built-in style by this name (`DFCircleAvatarStyle`).
    public static var circle: DFCircleAvatarStyle { DFCircleAvatarStyle() }
}
extension DFAvatarStyle where Self == DFRoundedAvatarStyle {
    /// The built-in style by this name (`DFRoundedAvatarStyle`).
    public static var rounded: DFRoundedAvatarStyle { DFRoundedAvatarStyle() }
}
extension DFAvatarStyle where Self == DFRingAvatarStyle {
    /// A circle with a ring in the primary colour and a gap of the background.
    public static var ring: DFRingAvatarStyle { DFRingAvatarStyle() }
}
extension DFAvatarStyle where Self == DFGlassAvatarStyle {
    /// The built-in style by this name (`DFGlassAvatarStyle`).
    public static var glass: DFGlassAvatarStyle { DFGlassAvatarStyle() }
}
