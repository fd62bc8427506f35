/// A font in SwiftUI's terms: text styles with their default sizes, system fonts by size,
/// weight and design, custom families, and the modifiers `.weight`, `.bold`, `.italic`,
/// `.monospacedDigit`. Sizes are in points; `descriptor(scale:)` turns them into pixels for
/// the board's scale factor.
public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        public var value: FontWeightValue {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// SwiftUI's text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The default size in points and weight, as SwiftUI sets them at the default dynamic type size.
        public var defaultSize: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
        public var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    public var size: Double
    public var weight: Weight
    public var design: Design
    /// A named family (`.custom`), or nil for the system family of `design`.
    public var family: String?
    public var isItalic: Bool
    public var hasMonospacedDigits: Bool

    public init(size: Double, weight: Weight = .regular, design: Design = .default, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.family = family
        isItalic = false
        hasMonospacedDigits = false
    }

    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(size: style.defaultSize, weight: weight ?? style.defaultWeight, design: design)
    }
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
    public static func custom(_ name: String, size: Double) -> Font { Font(size: size, family: name) }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    public func weight(_ w: Weight) -> Font {
        var f = self
        f.weight = w
        return f
    }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    public func monospacedDigit() -> Font {
        var f = self
        f.hasMonospacedDigits = true
        return f
    }

    /// Families behind the system designs: Inter is the UI family (fonts-inter); DejaVu covers
    /// serif and monospaced. No rounded family ships in Debian's core fonts, so rounded uses Inter.
    public static func family(for design: Design) -> String {
        switch design {
        case .default, .rounded: "Inter"
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }

    /// The concrete request at `scale` pixels per point.
    public func descriptor(scale: Double = 1) -> FontDescriptor {
        FontDescriptor(
            family: family ?? Font.family(for: design), pixelSize: size * scale, weight: weight.value,
            italic: isItalic, features: hasMonospacedDigits ? ["tnum"] : [])
    }
}
