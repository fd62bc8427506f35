/// A font in SwiftUI's terms: text styles with their default sizes, system fonts by size,
/// weight and design, custom families, and the modifiers `.weight`, `.bold`, `.italic`,
/// `.monospacedDigit`. Sizes are in points; `descriptor(scale:)` turns them into pixels for
/// the board's scale factor.
public struct Font: Hashable, Sendable {
    /// The weight of a font, SwiftUI's nine steps from ultra-light to black.
    public enum Weight: Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        package var value: FontWeightValue {
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

    /// A font's design: the default UI family (Inter), serif, rounded or monospaced.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// SwiftUI's text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The default size in points and weight, as SwiftUI sets them at the default dynamic type size.
        package var defaultSize: Double {
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
        package var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    package var size: Double
    package var weight: Weight
    package var design: Design
    /// A named family (`.custom`), or nil for the system family of `design`.
    package var family: String?
    package var isItalic: Bool
    package var hasMonospacedDigits: Bool

    package init(size: Double, weight: Weight = .regular, design: Design = .default, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.family = family
        isItalic = false
        hasMonospacedDigits = false
    }

    /// The system font for a text style, in `design`, at the style's weight unless `weight` is given.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(size: style.defaultSize, weight: weight ?? style.defaultWeight, design: design)
    }
    /// The system font at `size` points.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
    /// The installed family `name` at `size` points; another family stands in when it is not installed.
    public static func custom(_ name: String, size: Double) -> Font { Font(size: size, family: name) }

    /// 34 points, the largest text style.
    public static let largeTitle = system(.largeTitle)
    /// 28 points.
    public static let title = system(.title)
    /// 22 points.
    public static let title2 = system(.title2)
    /// 20 points.
    public static let title3 = system(.title3)
    /// 17 points, semibold.
    public static let headline = system(.headline)
    /// 15 points.
    public static let subheadline = system(.subheadline)
    /// 17 points, the default for text.
    public static let body = system(.body)
    /// 16 points.
    public static let callout = system(.callout)
    /// 13 points.
    public static let footnote = system(.footnote)
    /// 12 points.
    public static let caption = system(.caption)
    /// 11 points, the smallest text style.
    public static let caption2 = system(.caption2)

    /// This font at weight `w`.
    public func weight(_ w: Weight) -> Font {
        var f = self
        f.weight = w
        return f
    }
    /// This font in bold.
    public func bold() -> Font { weight(.bold) }
    /// This font in italic (the family's italic face, or a slanted one).
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    /// This font with digits of one width (OpenType `tnum`), so changing figures do not move.
    public func monospacedDigit() -> Font {
        var f = self
        f.hasMonospacedDigits = true
        return f
    }

    /// Families behind the system designs: Inter is the UI family (fonts-inter); DejaVu covers
    /// serif and monospaced. No rounded family ships in Debian's core fonts, so rounded uses Inter.
    package static func family(for design: Design) -> String {
        switch design {
        case .default, .rounded: "Inter"
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }

    /// The concrete request at `scale` pixels per point.
    package func descriptor(scale: Double = 1) -> FontDescriptor {
        FontDescriptor(
            family: family ?? Font.family(for: design), pixelSize: size * scale, weight: weight.value,
            italic: isItalic, features: hasMonospacedDigits ? ["tnum"] : [])
    }
}
